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

/** The page's root: the Flight payload, decoded on first render (inside React's render, as before). */
function SsrRoot({ payload }: { payload: () => Promise<ReactNode> }) {
  return use(payload())
}

/** The build's bootstrap script wrapped to run after the first paint: the same for every page of a build, made once (in dev, per page: it follows the edits). */
let bootstrap: Promise<string> | undefined
const lateEntry = () => import.meta.viteRsc.loadBootstrapScriptContent('index').then(lateBootstrap)

export async function renderHtml(flight: ReadableStream<Uint8Array>, opts: { nonce: string; status?: number }): Promise<ReadableStream<Uint8Array>> {
  const [forHtml, forInline] = flight.tee()
  let decoded: Promise<ReactNode> | undefined
  const payload = () => (decoded ??= createFromReadableStream<ReactNode>(forHtml, { nonce: opts.nonce } as never))
  // The scripts start after the first paint (decision 0050): the head's modulepreloads move into the late bootstrap.
  const bootstrapScriptContent = await (import.meta.env?.DEV ? lateEntry() : (bootstrap ??= lateEntry()))
  const html = await renderToReadableStream(<SsrRoot payload={payload} />, {
    bootstrapScriptContent,
    nonce: opts.nonce,
    onError(error: unknown) {
      // Errors inside Suspense boundaries are shown by the client error boundary; log the rest.
      if (!(error instanceof Error && error.message.includes('aborted'))) console.error('[ssr]', error)
    },
  })
  // One pass over the HTML: the head's modulepreloads deferred, the Flight inlined (decision 0058).
  return html.pipeThrough(injectFlight(forInline, { nonce: opts.nonce, head: (head) => rewriteHead(head, opts.nonce) }))
}

/**
 * The HTML of a server-only part of the layout (host elements and plain server functions, no
 * islands), for the static parts memo of server/rsc/static-markup.ts (decision 0051).
 */
export function renderStatic(node: ReactNode): string {
  return renderToStaticMarkup(node)
}
