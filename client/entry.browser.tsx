/**
 * Browser entry: hydrates the document from the inlined Flight payload and installs client
 * navigation. Same-origin link clicks fetch the next page's Flight payload (`?_rsc=1`) and render
 * it inside a transition without a full reload; back/forward do the same. A failed navigation is
 * ignored (spec §2); a server redirect (route guard) updates the address bar to where it landed.
 *
 * Hydration runs as a transition (issue 16, decision 0039): React hydrates the page in slices of a
 * few ms and lets the browser paint and answer input in between, instead of one long task for the
 * whole document (a click on a part not hydrated yet hydrates it at once). `html[data-hydrated]`
 * is set when the whole page has hydrated and every island's effects have run.
 */
import { createFromFetch, createFromReadableStream } from '@vitejs/plugin-rsc/browser'
import { hydrateRoot } from 'react-dom/client'
import { rscStream } from 'rsc-html-stream/client'
import { startTransition, use, useEffect, useState, type ReactNode } from 'react'
import { setNavigate, type NavigateOptions } from './router'
import { installChunkTimeout } from './chunk-timeout'

// spec §9: an island's code still loading after 120 s raises and tells the visitor (decision 0048); a test may shorten it.
installChunkTimeout({ ms: (globalThis as { __chunkLoadTimeoutMs?: number }).__chunkLoadTimeoutMs })
const initial = createFromReadableStream<ReactNode>(rscStream)
// A navigation that lands before the root has hydrated (a click or back/forward while the page is
// still hydrating) is kept here and rendered as soon as the root can take it.
let early: Promise<ReactNode> | undefined
let update: (p: Promise<ReactNode>) => void = (next) => {
  early = next
}

function Shell() {
  const [payload, setPayload] = useState(initial)
  useEffect(() => {
    update = (next) => startTransition(() => setPayload(next))
    if (early) update(early)
    // Back/forward pressed before this script ran (it starts after the first paint, decision 0050):
    // the address bar moved without the page; the head's bootstrap noted it (server/rsc/late-scripts.ts).
    else if ((window as { __lobbyPopped?: number }).__lobbyPopped) void go(location.href, { fromPopState: true })
    // The root's effect runs after every island's: the page is hydrated and listening.
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return use(payload)
}

let seq = 0
async function go(href: string, opts: NavigateOptions & { fromPopState?: boolean } = {}) {
  const target = new URL(href, location.href)
  const id = ++seq
  const flightUrl = new URL(target)
  flightUrl.searchParams.set('_rsc', '1')
  flightUrl.hash = ''
  document.documentElement.dataset.navigating = 'true'
  try {
    const res = await fetch(flightUrl, { headers: { accept: 'text/x-component' }, credentials: 'same-origin' })
    if (id !== seq) return // a newer navigation won
    if (!res.ok && res.status !== 404) return
    const landed = new URL(res.url)
    landed.searchParams.delete('_rsc')
    landed.hash = target.hash
    const url = landed.pathname + landed.search + landed.hash
    const payload = createFromFetch<ReactNode>(Promise.resolve(res))
    await payload // a payload that fails to decode leaves the page as it is
    if (id !== seq) return
    if (!opts.fromPopState) {
      if (opts.replace || url === location.pathname + location.search + location.hash) history.replaceState(null, '', url)
      else history.pushState(null, '', url)
    } else if (url !== location.pathname + location.search + location.hash) {
      history.replaceState(null, '', url)
    }
    update(payload)
    if (!opts.keepScroll && !opts.fromPopState) {
      requestAnimationFrame(() => {
        const anchor = target.hash ? document.getElementById(decodeURIComponent(target.hash.slice(1))) : null
        if (anchor) anchor.scrollIntoView({ behavior: 'smooth' })
        else window.scrollTo({ top: 0, behavior: 'smooth' })
      })
    }
  } catch {
    // spec §2: a failed navigation is silently ignored
  } finally {
    if (id === seq) delete document.documentElement.dataset.navigating
  }
}

setNavigate((href, opts) => {
  void go(href, opts)
})

document.addEventListener('click', (e) => {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
  const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
  if (!a || a.target || a.hasAttribute('download') || a.dataset.reload !== undefined) return
  const url = new URL(a.href, location.href)
  if (url.origin !== location.origin || url.pathname.startsWith('/img/') || url.pathname.startsWith('/wps/')) return
  e.preventDefault()
  const current = location.pathname + location.search
  if (url.pathname + url.search === current) {
    // Re-selecting the current tab is ignored (spec §4); an anchor on the same page just scrolls.
    if (url.hash) document.getElementById(decodeURIComponent(url.hash.slice(1)))?.scrollIntoView({ behavior: 'smooth' })
    return
  }
  void go(url.pathname + url.search + url.hash)
})

addEventListener('popstate', () => {
  void go(location.href, { fromPopState: true })
})

startTransition(() => {
  hydrateRoot(document, <Shell />, {
    onRecoverableError: (error) => console.warn('[hydrate]', error),
  })
})
