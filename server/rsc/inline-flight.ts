/**
 * The page's Flight payload inlined into its HTML (decision 0058), in the format of rsc-html-stream
 * (`(self.__FLIGHT_DATA||=[]).push("…")` scripts, read by `rsc-html-stream/client` in
 * client/entry.browser.tsx), at a fraction of its server: rsc-html-stream's `injectRSCPayload`
 * decodes every byte of the HTML to a string and encodes it again (only to find the closing
 * `</body></html>`) and writes one script per Flight chunk; here the HTML passes through as bytes,
 * each tick's HTML goes out as one chunk, and each tick's Flight text as one script. The head's
 * rewrite of server/rsc/late-scripts.ts (decision 0050) is done in the same pass, so the render's
 * HTML crosses one transform instead of two.
 */

import { concatBytes } from './bytes'

const encoder = new TextEncoder()
const TRAILER = '</body></html>'
const TRAILER_BYTES = encoder.encode(TRAILER)
const HEAD_END = '</head>'

/** Escapes what would end the script element or open a comment in it (as rsc-html-stream does: `</script` → `</\script`, `<!--` → `<\!--`). */
function escapeScript(script: string): string {
  return script.replace(/<!--/g, '<\\!--').replace(/<\/(script)/gi, '</\\$1')
}

function endsWithTrailer(bytes: Uint8Array): boolean {
  if (bytes.byteLength < TRAILER_BYTES.byteLength) return false
  const from = bytes.byteLength - TRAILER_BYTES.byteLength
  for (let i = 0; i < TRAILER_BYTES.byteLength; i++) if (bytes[from + i] !== TRAILER_BYTES[i]) return false
  return true
}

/** A Flight chunk that is not UTF-8, as the script argument rsc-html-stream writes for it (base64 decoded to bytes in the browser). */
function binaryArg(value: Uint8Array): string {
  return `Uint8Array.from(atob(${JSON.stringify(btoa(String.fromCodePoint(...value)))}), m => m.codePointAt(0))`
}

/** One inline script pushing `arg` (a JSON string or `binaryArg`) to the global array `global`, with `nonce` when given. */
export function flightScript(global: string, arg: string, nonce?: string): string {
  return `${nonce ? `<script nonce="${nonce}">` : '<script>'}${escapeScript(`(self.${global}||=[]).push(${arg})`)}</script>`
}

/**
 * A whole Flight payload as the arguments of its inline scripts (decision 0064: a frame's payload
 * is kept as text, the content's is written after the content): the text as one JSON string, a run
 * that is not UTF-8 as bytes, in order, as `injectFlight` writes them.
 */
export async function flightArgs(flight: ReadableStream<Uint8Array>): Promise<string[]> {
  const pending = flightArgsOf()
  const reader = flight.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    pending.add(value)
  }
  pending.end()
  return pending.take()
}

/**
 * Flight chunks gathered as the arguments of inline scripts, in order: the text as JSON strings, a
 * chunk that is not UTF-8 as bytes (`binaryArg`), as rsc-html-stream writes them. `take` returns
 * what has come so far and starts again; `waiting` says whether anything has.
 */
function flightArgsOf() {
  const strict = new TextDecoder('utf-8', { fatal: true })
  let text = ''
  const args: string[] = []
  return {
    add(value: Uint8Array) {
      try {
        text += strict.decode(value, { stream: true })
      } catch {
        // Not UTF-8 (binary Flight rows): the text so far, then these bytes as base64.
        if (text) args.push(JSON.stringify(text))
        text = ''
        args.push(binaryArg(value))
      }
    },
    end() {
      text += strict.decode()
    },
    waiting: () => text !== '' || args.length > 0,
    take(): string[] {
      if (text) args.push(JSON.stringify(text))
      text = ''
      return args.splice(0)
    },
  }
}

export interface InlineFlightOptions {
  /** The response's CSP nonce, written on every script. */
  nonce?: string
  /** Rewrites the HTML before `</head>` (e.g. `rewriteHead` of late-scripts.ts); the bytes up to it are held until it arrives. */
  head?: (head: string) => string
}

/**
 * HTML stream transform (UTF-8 bytes): passes the rendered HTML through and writes the Flight
 * payload `flight` into it as inline scripts, never inside a tag: the HTML chunks of one tick (what
 * React wrote in one flush) are sent together, then the Flight text that arrived meanwhile as one
 * script. The document's closing `</body></html>` is held back and written after the last script.
 * A Flight chunk that is not UTF-8 goes as bytes (`Uint8Array.from(atob(…))`, as rsc-html-stream).
 * An error of `flight` errors the result.
 * @returns a TransformStream of UTF-8 bytes
 */
export function injectFlight(flight: ReadableStream<Uint8Array>, opts: InlineFlightOptions = {}): TransformStream<Uint8Array, Uint8Array> {
  const html: Uint8Array[] = []
  const decoder = new TextDecoder()
  let head: string | null = opts.head ? '' : null
  let started = false
  const pending = flightArgsOf()
  let out: TransformStreamDefaultController<Uint8Array> | null = null
  let timer: ReturnType<typeof setTimeout> | null = null
  let flightDone: Promise<void> | null = null
  /** The Flight failed and the result is errored, or the reader went away: nothing more is written. */
  let failed = false
  let flightReader: ReadableStreamDefaultReader<Uint8Array> | null = null

  const script = (arg: string) => flightScript('__FLIGHT_DATA', arg, opts.nonce)
  const flightScripts = () => pending.take().map(script).join('')

  /**
   * Sends the tick's HTML (the head rewritten once whole), then the Flight text that waits, as one script.
   * The timer may fire after the browser went away (the readable side cancelled): enqueueing then throws,
   * inside a timer where nothing would catch it and the process would die; the stream stops writing instead.
   */
  function tick() {
    timer = null
    if (failed) return
    try {
      send(out!)
    } catch {
      failed = true
      void flightReader?.cancel().catch(() => {})
    }
  }

  function send(c: TransformStreamDefaultController<Uint8Array>) {
    if (html.length) {
      let bytes = concatBytes(html)
      html.length = 0
      if (endsWithTrailer(bytes)) bytes = bytes.subarray(0, bytes.byteLength - TRAILER_BYTES.byteLength)
      if (head !== null) {
        head += decoder.decode(bytes, { stream: true })
        const end = head.indexOf(HEAD_END)
        if (end >= 0) {
          c.enqueue(encoder.encode(opts.head!(head.slice(0, end)) + head.slice(end)))
          head = null
          started = true
        }
      } else {
        if (bytes.byteLength) c.enqueue(bytes)
        started = true
      }
    }
    if (started && pending.waiting()) c.enqueue(encoder.encode(flightScripts()))
  }

  const schedule = () => {
    if (!timer && out && !failed) timer = setTimeout(tick, 0)
  }

  async function readFlight() {
    const reader = flight.getReader()
    flightReader = reader
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      pending.add(value)
      schedule()
    }
    pending.end()
  }

  return new TransformStream<Uint8Array, Uint8Array>({
    start(controller) {
      out = controller
      flightDone = readFlight().catch((e: unknown) => {
        failed = true
        if (timer) clearTimeout(timer)
        controller.error(e)
        throw e
      })
      flightDone.catch(() => {})
    },
    transform(chunk) {
      html.push(chunk)
      schedule()
    },
    async flush(controller) {
      await flightDone
      if (timer) clearTimeout(timer)
      tick()
      if (head !== null) {
        // No `</head>` in the whole document: what was held goes out as it was.
        head += decoder.decode()
        if (head) controller.enqueue(encoder.encode(head))
        head = null
        started = true
        if (pending.waiting()) controller.enqueue(encoder.encode(flightScripts()))
      }
      controller.enqueue(TRAILER_BYTES)
    },
  })
}
