/**
 * Flight → HTML (ssr environment): react-dom/server.edge renders the Flight stream to HTML and
 * server/rsc/inline-flight.ts inlines the same payload (rsc-html-stream's format) so the browser
 * hydrates without a second request.
 * Every inline script carries the response's CSP nonce. The JavaScript starts after the first paint
 * (server/rsc/late-scripts.ts, decision 0050).
 */
import { createFromReadableStream } from '@vitejs/plugin-rsc/ssr'
import { renderToReadableStream, renderToStaticMarkup } from 'react-dom/server.edge'
import { use, type ReactNode } from 'react'
import { injectFlight } from './inline-flight'
import { lateBootstrap, rewriteHead } from './late-scripts'
import { CONTENT_ID_PREFIX } from '../../shared/frame'

/** The page's root: the Flight payload, decoded on first render (inside React's render, as before). */
function SsrRoot({ payload }: { payload: () => Promise<ReactNode> }) {
  return use(payload())
}

/** The build's bootstrap script wrapped to run after the first paint: the same for every page of a build, made once (in dev, per page: it follows the edits). */
let bootstrap: Promise<string> | undefined
const lateEntry = () => import.meta.viteRsc.loadBootstrapScriptContent('index').then(lateBootstrap)

/** The Flight payload, decoded on first call (inside React's render, so its module preloads reach that render's head). */
function decodeOnce(flight: ReadableStream<Uint8Array>, nonce: string): () => Promise<ReactNode> {
  let decoded: Promise<ReactNode> | undefined
  return () => (decoded ??= createFromReadableStream<ReactNode>(flight, { nonce } as never))
}

const onError = (error: unknown) => {
  // Errors inside Suspense boundaries are shown by the client error boundary; log the rest.
  if (!(error instanceof Error && error.message.includes('aborted'))) console.error('[ssr]', error)
}

const lateBootstrapOnce = () => (import.meta.env?.DEV ? lateEntry() : (bootstrap ??= lateEntry()))

export async function renderHtml(flight: ReadableStream<Uint8Array>, opts: { nonce: string; status?: number }): Promise<ReadableStream<Uint8Array>> {
  const [forHtml, forInline] = flight.tee()
  const payload = decodeOnce(forHtml, opts.nonce)
  // The scripts start after the first paint (decision 0050): the head's modulepreloads move into the late bootstrap.
  const bootstrapScriptContent = await lateBootstrapOnce()
  const html = await renderToReadableStream(<SsrRoot payload={payload} />, { bootstrapScriptContent, nonce: opts.nonce, onError })
  // One pass over the HTML: the head's modulepreloads deferred, the Flight inlined (decision 0058).
  return html.pipeThrough(injectFlight(forInline, { nonce: opts.nonce, head: (head) => rewriteHead(head, opts.nonce) }))
}

/**
 * The frame's HTML (decision 0064): the whole document with the content marker in `<main>`, the
 * late bootstrap in it, the head as React wrote it (server/rsc/frame.ts rewrites it with the
 * content's hints per request) and no Flight inlined (the frame keeps its own script).
 */
export async function renderFrameHtml(flight: ReadableStream<Uint8Array>, opts: { nonce: string }): Promise<string> {
  const payload = decodeOnce(flight, opts.nonce)
  const html = await renderToReadableStream(<SsrRoot payload={payload} />, { bootstrapScriptContent: await lateBootstrapOnce(), nonce: opts.nonce, onError })
  await html.allReady
  return new Response(html).text()
}

/**
 * A page's content alone (decision 0064), streamed: React writes the resources it hoists (image and
 * module preloads) first, then the content; `useId` values carry the content root's prefix, as in the
 * browser's content root.
 */
export function renderContentHtml(flight: ReadableStream<Uint8Array>, opts: { nonce: string }): Promise<ReadableStream<Uint8Array>> {
  const payload = decodeOnce(flight, opts.nonce)
  return renderToReadableStream(<SsrRoot payload={payload} />, { nonce: opts.nonce, identifierPrefix: CONTENT_ID_PREFIX, onError })
}

/**
 * The HTML of a server-only part of the layout (host elements and plain server functions, no
 * islands), for the static parts memo of server/rsc/static-markup.ts (decision 0051).
 */
export function renderStatic(node: ReactNode): string {
  return renderToStaticMarkup(node)
}
