/**
 * The page's JavaScript starts after the first paint (issue 16, decision 0050 "Scripts after the first paint").
 *
 * Lighthouse's simulated LCP (Lantern) counts every request that finished before the observed LCP except
 * low-priority images, so the entry chunk and the islands' modulepreloads that React writes into the head
 * (@vitejs/plugin-rsc calls `ReactDOM.preloadModule` for each client reference the page renders) lengthen the
 * simulated 4G download in front of the banner. Here the head's `<link rel="modulepreload">` tags are taken out
 * of the HTML and their URLs written into an inert JSON data block (`<script type="application/json">`: never
 * executed, so the CSP does not apply); the bootstrap script, after the first contentful paint (see `lateBootstrap`),
 * adds the same modulepreloads and imports the entry, so the islands' chunks
 * still download in parallel and hydrate as before, only after the first paint.
 */

/** ms after which the scripts start even if the browser reported no first contentful paint (a page that paints nothing). */
const FALLBACK_MS = 3000

/** Id of the JSON data block that lists the deferred modulepreload URLs. */
export const LATE_MODULES_ID = '_late_js'

const PRELOAD = /<link rel="modulepreload"[^>]*?>/g
const HREF = /\shref="([^"]+)"/

/**
 * Wraps the build's bootstrap script (`import("/assets/index-….js")`) so it runs after the first paint, after
 * adding the modulepreloads listed in the data block of `deferModulePreloads`: once the browser reports the first
 * contentful paint (Paint Timing, which Chromium reports after the frame is presented), then a frame and a task; where
 * Paint Timing is missing, after a frame and a task; at once in a hidden tab; at the latest after FALLBACK_MS.
 * A back/forward press before then sets `self.__lobbyPopped`, so the entry renders the page of the address bar
 * once it has hydrated (client/entry.browser.tsx) instead of leaving the previous entry's content under it.
 * @param bootstrap the inline bootstrap JavaScript from `loadBootstrapScriptContent('index')` (our own build output)
 * @returns inline JavaScript, to be emitted with the response's CSP nonce
 */
export function lateBootstrap(bootstrap: string): string {
  return `(function(){addEventListener('popstate',function(){self.__lobbyPopped=1});function go(){var d=document.getElementById(${JSON.stringify(LATE_MODULES_ID)});if(d)JSON.parse(d.textContent).forEach(function(h){if(document.querySelector('link[rel="modulepreload"][href="'+h+'"]'))return;var l=document.createElement('link');l.rel='modulepreload';l.href=h;l.crossOrigin='';document.head.appendChild(l)});${bootstrap.trim().replace(/;$/, '')}}var done=0;function once(){if(!done++)requestAnimationFrame(function(){setTimeout(go,0)})}if(document.hidden)go();else{var P=self.PerformanceObserver;if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0)new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();once()}}).observe({type:'paint',buffered:true});else once();setTimeout(once,${FALLBACK_MS})}})()`
}

/**
 * HTML stream transform: holds the bytes up to `</head>` (the head is written in the first flushes of the
 * shell), removes its `<link rel="modulepreload">` tags and puts a JSON data block with their URLs (in order)
 * in place of the first one; everything after `</head>` passes through unchanged. A stream without `</head>`
 * passes through unchanged at its end. The data block carries the response's CSP `nonce` when given: it never
 * runs, but every inline `<script>` of a page then carries the nonce, which tests/e2e/security.spec.ts checks.
 * @returns a TransformStream of UTF-8 bytes
 */
export function deferModulePreloads(nonce?: string): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder()
  const encoder = new TextEncoder()
  let head = ''
  let done = false
  return new TransformStream({
    transform(chunk, controller) {
      if (done) return controller.enqueue(chunk)
      head += decoder.decode(chunk, { stream: true })
      const end = head.indexOf('</head>')
      if (end < 0) return
      done = true
      controller.enqueue(encoder.encode(rewriteHead(head.slice(0, end), nonce) + head.slice(end)))
      head = ''
    },
    flush(controller) {
      if (!done) head += decoder.decode()
      if (head) controller.enqueue(encoder.encode(head))
    },
  })
}

/**
 * The head's HTML (everything before `</head>`) with its `<link rel="modulepreload">` tags taken out and a JSON
 * data block listing their URLs in place of the first (what `deferModulePreloads` writes; server/rsc/inline-flight.ts
 * calls it in its own pass). The data block carries `nonce` when given. A head without such tags is returned as it is.
 */
export function rewriteHead(head: string, nonce: string | undefined): string {
  const hrefs: string[] = []
  let first = -1
  const out = head.replace(PRELOAD, (tag, offset: number) => {
    const href = HREF.exec(tag)?.[1]
    if (!href) return tag
    if (first < 0) first = offset
    hrefs.push(href.replaceAll('&amp;', '&'))
    return first === offset ? '\u0000' : ''
  })
  if (!hrefs.length) return head
  // JSON in a data block: `<` is escaped so no URL can close the element.
  const json = JSON.stringify(hrefs).replaceAll('<', '\\u003c')
  return out.replace('\u0000', `<script type="application/json" id="${LATE_MODULES_ID}"${nonce ? ` nonce="${nonce}"` : ''}>${json}</script>`)
}
