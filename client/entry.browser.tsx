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
import { createFromReadableStream } from '@vitejs/plugin-rsc/browser'
import { hydrateRoot } from 'react-dom/client'
import { rscStream } from 'rsc-html-stream/client'
import { startTransition, type ReactNode } from 'react'
import { setNavigate, type NavigateOptions } from './router'
import type { Next } from './navigation'
import { installChunkTimeout } from './chunk-timeout'
import { PayloadRoot, splitFlight } from './content-root'
import { CONTENT_ID_PREFIX, FRAME_LENGTH_GLOBAL, FRAMED_ATTR } from '../shared/frame'

// spec §9: an island's code still loading after 120 s raises and tells the visitor (decision 0048); a test may shorten it.
installChunkTimeout({ ms: (globalThis as { __chunkLoadTimeoutMs?: number }).__chunkLoadTimeoutMs })
// A framed page (decision 0064): the document's root hydrates the frame, a second root the content in <main>, each from its part of the inline Flight.
const contentElement = document.getElementById('content')
const framed = contentElement?.hasAttribute(FRAMED_ATTR) === true
const [rootFlight, contentFlight] = framed ? splitFlight(rscStream, () => (self as unknown as Record<string, number>)[FRAME_LENGTH_GLOBAL]) : [rscStream]

type Show = (next: Promise<ReactNode>) => void
// A navigation that lands before the roots have hydrated (a click or back/forward while the page is
// still hydrating) is kept here and rendered as soon as they can take it.
let early: Next | undefined
let update: (next: Next) => void = (next) => {
  early = next
}
let showRoot: Show | undefined
let showContent: Show | undefined
/** Once every root has hydrated (its effect runs after every island's): navigations render, html[data-hydrated] is set. */
function hydrated() {
  if (!showRoot || (framed && !showContent)) return
  update = (next) =>
    startTransition(() => {
      showRoot?.(next.root)
      if (next.content) showContent?.(next.content)
    })
  if (early) update(early)
  // Back/forward pressed before this script ran (it starts after the first paint, decision 0050):
  // the address bar moved without the page; the head's bootstrap noted it (server/rsc/late-scripts.ts).
  else if ((window as { __lobbyPopped?: number }).__lobbyPopped) void go(location.href, { fromPopState: true })
  document.documentElement.dataset.hydrated = 'true'
  void navigation()
}
const rootMounted = (show: Show) => {
  showRoot = show
  hydrated()
}
const contentMounted = (show: Show) => {
  showContent = show
  hydrated()
}

/**
 * Client navigation (client/navigation.ts): loaded once the roots have hydrated (it is not needed
 * before a click), so the first load's script stays small (issue 16's budget).
 */
const navigation = () => import('./navigation')
function go(href: string, opts: NavigateOptions & { fromPopState?: boolean } = {}) {
  document.documentElement.dataset.navigating = 'true'
  navigation().then(
    (m) => m.go(href, opts, { framed, update: (next) => update(next) }),
    // Its code did not load (a new build, the network): the browser loads the page itself.
    () => (opts.fromPopState ? location.replace(href) : location.assign(href)),
  )
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

const onRecoverableError = (error: unknown) => console.warn('[hydrate]', error)
startTransition(() => {
  // The document's root first: React listens for events on the container of the first root of a
  // document and marks the document as listened to, so a root made first in <main> would leave the
  // document's root without its listeners.
  hydrateRoot(document, <PayloadRoot initial={createFromReadableStream<ReactNode>(rootFlight)} mounted={rootMounted} />, { onRecoverableError })
  if (contentElement && contentFlight)
    hydrateRoot(contentElement, <PayloadRoot initial={createFromReadableStream<ReactNode>(contentFlight)} mounted={contentMounted} />, {
      identifierPrefix: CONTENT_ID_PREFIX,
      onRecoverableError,
    })
})
