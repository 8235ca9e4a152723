import { chromium } from '@playwright/test'
const t = Date.now()
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] })
const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } })
const page = await ctx.newPage()
await page.goto('http://127.0.0.1:3911/', { waitUntil: 'load' })
const lcp = await page.evaluate(() => new Promise((res) => { new PerformanceObserver((l) => { const e = l.getEntries(); res({ t: e[e.length-1].startTime, el: (e[e.length-1] as any).element?.tagName, url: (e[e.length-1] as any).url }) }).observe({ type: 'largest-contentful-paint', buffered: true }) }))
console.log(lcp, Date.now() - t)
await browser.close()
