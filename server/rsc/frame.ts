/**
 * Pages in two parts (issue 16, decision 0064): the frame (the document's head, side menu, header,
 * footer, tab bar and dialogs) is rendered once per brand, language, viewer class, URL and content
 * version, to HTML and to Flight, and kept; the page's content is rendered per request, by itself,
 * and spliced into the frame's `<main id="content">`. The browser hydrates the two with a React root
 * each (client/content-root.tsx), so the frame is neither rendered nor hydrated again for a page of
 * the same URL. What the frame shows does not depend on the member (decision 0038: a member's own
 * parts come from the member summary call), so one frame serves every viewer of its class.
 *
 * The frame is rendered with a placeholder nonce (random per process), replaced by the response's
 * own in each answer. Its HTML is kept in three parts: the head (React's hints are added to it per
 * request: the content's image and module preloads), the body up to the content, and the rest
 * (without `</body></html>`). Both Flight payloads are written at the end of the body, where the
 * document's root tolerates nodes it did not render (the content's root finds only its own HTML in
 * `<main>`), in rsc-html-stream's one `__FLIGHT_DATA`: the frame's first, its byte length in
 * `__lobbyFrame` before it, so the browser splits the stream there (client/content-root.tsx).
 */
import { CONTENT_MARKER, FRAME_LENGTH_GLOBAL } from '../../shared/frame'
import { flightArgs, flightScript } from './inline-flight'
import { rewriteHead } from './late-scripts'
import { concatBytes } from './bytes'
import { keptBytes, type KeptBytes, type Piece } from './spliced-gzip'

/** The two render passes a frame and a content need (server/rsc/entry.ssr.tsx). */
export interface FrameRenderers {
  renderFrameHtml: (flight: ReadableStream<Uint8Array>, opts: { nonce: string }) => Promise<string>
  renderContentHtml: (flight: ReadableStream<Uint8Array>, opts: { nonce: string }) => Promise<ReadableStream<Uint8Array>>
}

/** Where a frame's HTML and Flight carry the response's nonce until it is written in: random per process, so no page text can name it. */
export const FRAME_NONCE = `frame-nonce-${crypto.randomUUID()}`

/** Most frames kept (a frame is ~100–200 KB of strings and bytes): the oldest go first past it. */
export const FRAMES_MAX = 128

/**
 * A frame as kept: its HTML in parts split where the nonce goes, the parts after the head already
 * encoded and deflated (an answer writes them with the nonce between, nothing of them is encoded or
 * compressed again: spliced-gzip.ts).
 */
export interface Frame {
  /** The document up to `</head>` (React's head, not yet rewritten by late-scripts.ts). */
  head: string[]
  /** From `</head>` to the content. */
  body: KeptBytes[]
  /** From the content's end: the rest of the body, then the frame's Flight length and Flight as inline scripts, up to the content's scripts. */
  tail: KeptBytes[]
}

const TRAILER = '</body></html>'
const HEAD_END = '</head>'
const encoder = new TextEncoder()
/** The resources React writes before a content's first element: links (image and module preloads), nothing else. */
const LEADING_LINKS = /^(?:<link\b[^>]*>)+/

/**
 * Splits the frame's document HTML (with the content marker in `<main>`) into its kept parts.
 * @throws Error when the HTML lacks `</head>`, the content marker or the closing `</body></html>`
 */
export function frameOf(html: string, flight: string): Frame {
  const headEnd = html.indexOf(HEAD_END)
  const marker = html.indexOf(CONTENT_MARKER, headEnd)
  if (headEnd < 0 || marker < 0 || !html.endsWith(TRAILER)) throw new Error('frame HTML without </head>, the content marker or </body></html>')
  // The nonce in the frame's Flight is data only (the browser ignores a script's nonce it did not parse): left empty.
  const text = flight.replaceAll(FRAME_NONCE, '')
  const length = `<script nonce="${FRAME_NONCE}">self.${FRAME_LENGTH_GLOBAL}=${encoder.encode(text).byteLength}</script>`
  const scripts = length + flightScript('__FLIGHT_DATA', JSON.stringify(text), FRAME_NONCE)
  const encoded = (part: string) => part.split(FRAME_NONCE).map((piece) => keptBytes(encoder.encode(piece)))
  return {
    head: html.slice(0, headEnd).split(FRAME_NONCE),
    body: encoded(html.slice(headEnd, marker)),
    tail: encoded(html.slice(marker + CONTENT_MARKER.length, -TRAILER.length) + scripts),
  }
}

/**
 * Renders a frame: the document's Flight `flight` (its layout with the content marker in `<main>`)
 * to HTML, both kept.
 * @throws TypeError when the Flight is not UTF-8 text (binary rows): such a page is not framed
 */
export async function renderFrame(r: FrameRenderers, flight: ReadableStream<Uint8Array>): Promise<Frame> {
  const [forHtml, forText] = flight.tee()
  const [html, bytes] = await Promise.all([r.renderFrameHtml(forHtml, { nonce: FRAME_NONCE }), new Response(forText).arrayBuffer()])
  return frameOf(html, new TextDecoder('utf-8', { fatal: true }).decode(bytes))
}

/**
 * The frames kept (their document parts, or their navigation Flight), by key (brand, language,
 * viewer class, URL) at one content version each; a frame of another version is rendered again.
 * `build` runs once per key and version, renders that ask meanwhile share it; a build that fails is
 * not kept.
 */
export function createFrameCache<T>(max = FRAMES_MAX) {
  const frames = new Map<string, { version: number; frame: Promise<T> }>()
  return {
    get(key: string, version: number, build: () => Promise<T>): Promise<T> {
      const hit = frames.get(key)
      if (hit && hit.version === version) return hit.frame
      frames.delete(key)
      if (frames.size >= max) frames.delete(frames.keys().next().value as string)
      const entry = { version, frame: build() }
      frames.set(key, entry)
      entry.frame.catch(() => {
        if (frames.get(key) === entry) frames.delete(key)
      })
      return entry.frame
    },
    get size() {
      return frames.size
    },
  }
}

/**
 * The document of a framed page: the frame's head (with the content's leading preloads added and
 * the module preloads deferred, decision 0050), the frame's body, the content's HTML `content` as
 * it streams, the rest of the frame, then the frame's and the content's Flight (`contentFlight`)
 * as inline scripts, each script with `nonce`.
 * @returns the document's pieces in order: the frame's kept parts as they are kept, the rest as UTF-8 bytes
 */
export function framedDocument(frame: Frame, content: ReadableStream<Uint8Array>, contentFlight: ReadableStream<Uint8Array>, nonce: string): ReadableStream<Piece> {
  const reader = content.getReader()
  const args = flightArgs(contentFlight)
  args.catch(() => {})
  const decoder = new TextDecoder()
  const nonceBytes = encoder.encode(nonce)
  /** `parts` with the nonce between each two. */
  const withNonce = (out: ReadableStreamDefaultController<Piece>, parts: KeptBytes[]) =>
    parts.forEach((part, i) => {
      if (i) out.enqueue(nonceBytes)
      out.enqueue(part)
    })
  let started = false
  return new ReadableStream<Piece>({
    async pull(out) {
      if (!started) {
        started = true
        // React writes the content's hoisted links first: they go into the head. The bytes after them go on as they came
        // (a chunk may end inside a character, so only the links are decoded and taken out).
        let first: Uint8Array = new Uint8Array(0)
        let links = ''
        for (;;) {
          const { done, value } = await reader.read()
          if (value) first = first.byteLength ? concatBytes([first, value]) : value
          const seen = decoder.decode(first)
          links = LEADING_LINKS.exec(seen)?.[0] ?? ''
          if (done || seen.length > links.length) break
        }
        out.enqueue(encoder.encode(rewriteHead(frame.head.join(nonce) + links, nonce)))
        withNonce(out, frame.body)
        const rest = first.subarray(encoder.encode(links).byteLength)
        if (rest.byteLength) out.enqueue(rest)
        return
      }
      const { done, value } = await reader.read()
      if (!done) return out.enqueue(value)
      withNonce(out, frame.tail)
      const scripts = (await args).map((arg) => flightScript('__FLIGHT_DATA', arg, nonce)).join('')
      out.enqueue(encoder.encode(scripts + TRAILER))
      out.close()
    },
    cancel(reason) {
      void reader.cancel(reason).catch(() => {})
      void contentFlight.cancel(reason).catch(() => {})
    },
  })
}

/**
 * A framed client navigation's answer (decision 0064): the frame's Flight `frameFlight` as kept (its
 * length goes in `X-Lobby-Frame-Length`), then the content's Flight as it streams.
 */
export function framedFlight(frameFlight: KeptBytes, content: ReadableStream<Uint8Array>): ReadableStream<Piece> {
  const reader = content.getReader()
  let started = false
  return new ReadableStream<Piece>({
    async pull(out) {
      if (!started) {
        started = true
        return out.enqueue(frameFlight)
      }
      const { done, value } = await reader.read()
      if (done) out.close()
      else out.enqueue(value)
    },
    cancel(reason) {
      void reader.cancel(reason).catch(() => {})
    },
  })
}
