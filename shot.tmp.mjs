import { chromium } from '@playwright/test'
const [,, url, out, w = '1440', h = '900', full = '1'] = process.argv
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] })
const p = await b.newPage({ viewport: { width: +w, height: +h } })
const errs = []
p.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errs.push(m.type() + ': ' + m.text()) })
p.on('pageerror', (e) => errs.push('pageerror ' + e.message))
await p.goto(url, { waitUntil: 'networkidle' })
await p.waitForTimeout(500)
await p.screenshot({ path: out, fullPage: full === '1' })
console.log(JSON.stringify({ errs, hydrated: await p.evaluate(() => document.documentElement.dataset.hydrated) }))
await b.close()
