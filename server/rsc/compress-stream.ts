/**
 * Streaming compression of rendered pages (issue 16, decision 0040): a streamed HTML or Flight
 * response (signed-in pages, the ones the render cache cannot hold) is compressed on the fly with
 * node:zlib's streaming brotli or gzip, flushed after every chunk the renderer emits, so what React
 * has rendered (the shell, then each Suspense boundary) reaches the browser at once, compressed.
 * The anonymous pages of the render cache are precompressed instead (render-cache.ts).
 */
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib'
import { pickEncoding } from './render-cache'

export type Encoding = 'br' | 'gzip' | 'identity'

/**
 * Brotli quality of streamed pages (every page rendered per request: signed-in pages of their own,
 * every page with RENDER_CACHE=off). Measured on the lobby's `/` (99 KB, one piece, this machine):
 * quality 2 takes 0.54 ms for 17.6 KB, quality 4 1.19 ms for 16.1 KB, quality 5 about twice that
 * (decisions 0058, 0063): quality 2 halves the compressor's CPU for ~9 % more bytes. The render
 * cache's copies, compressed once, use quality 6 and then 11 (render-cache.ts).
 */
const BROTLI_QUALITY = 2
const GZIP_LEVEL = 6
/** What `Promise.race` answers when the source has no chunk queued right now. */
const NOT_READY = Symbol('not ready')
const notReady = Promise.resolve(NOT_READY)
/** Most chunks read in one burst (React's are up to a few KB each). */
const BURST_MAX = 64

/**
 * Compresses `body` for a client that sent `acceptEncoding` (br preferred, then gzip, else the body
 * as it is). The chunks `body` has emitted are written and flushed (brotli FLUSH / gzip SYNC_FLUSH)
 * as soon as it has no further chunk ready, so the output never holds back bytes the renderer
 * already emitted: the shell, then each Suspense boundary, reach the client when rendered.
 * Backpressure is kept: the source is read only when the consumer pulls. Cancelling the result
 * cancels `body`; an error of `body` errors the result.
 * Returns the stream to send and the `Content-Encoding` it has ('identity': send no header).
 */
export function compressStream(body: ReadableStream<Uint8Array>, acceptEncoding: string | null | undefined): { body: ReadableStream<Uint8Array>; encoding: Encoding } {
  const encoding = pickEncoding(acceptEncoding ?? undefined)
  if (encoding === 'identity') return { body, encoding }
  const z: BrotliCompress | Gzip =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
      : createGzip({ level: GZIP_LEVEL })
  const flushKind = encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH
  const burst = burstReader(body)
  let out: ReadableStreamDefaultController<Uint8Array>
  const ended = new Promise<void>((resolve, reject) => {
    z.on('end', resolve)
    z.on('error', reject)
  })
  // A compressor error ends the response with that error and stops the render (`ended` is awaited only at the end).
  ended.catch((e) => {
    try {
      out.error(e)
    } catch {
      // Already closed or errored: nothing left to tell the client.
    }
    void burst.cancel(e).catch(() => {})
  })
  let enqueued = 0
  z.on('data', (chunk: Buffer) => {
    enqueued++
    out.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength))
  })
  const flushed = () => new Promise<void>((resolve) => (z as Gzip).flush(flushKind, () => resolve()))
  const finish = async (controller: ReadableStreamDefaultController<Uint8Array>) => {
    z.end()
    await ended
    controller.close()
  }
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      out = controller
    },
    // A pull that enqueues nothing is not called again while the consumer waits: read on until the
    // compressor has handed out bytes (its output can come after the flush callback) or the end.
    async pull(controller) {
      try {
        const before = enqueued
        while (enqueued === before) {
          const { chunks, done } = await burst.next()
          for (const chunk of chunks) z.write(chunk)
          if (done) return finish(controller)
          await flushed()
        }
      } catch (e) {
        z.destroy()
        controller.error(e)
      }
    },
    cancel(reason) {
      z.destroy()
      return burst.cancel(reason)
    },
  })
  return { body: stream, encoding }
}

/**
 * Reads `body` by bursts: each `next()` waits for one chunk, then takes every chunk the source has
 * already queued, so a compressor flushes once per burst (the renderer's pause: awaited data, a
 * Suspense boundary), not once per small piece. A burst holds at most BURST_MAX chunks, so a source
 * that always has a chunk ready still yields to the event loop and its bytes go out as they come.
 * @returns `next()` → the burst's chunks and whether the source ended after them; `cancel(reason)`
 */
export function burstReader<T>(body: ReadableStream<T>) {
  const reader = body.getReader()
  let pending: ReturnType<ReadableStreamDefaultReader<T>['read']> | null = null
  return {
    async next(): Promise<{ chunks: T[]; done: boolean }> {
      const first = await (pending ?? reader.read())
      pending = null
      if (first.done) return { chunks: [], done: true }
      const chunks = [first.value]
      while (chunks.length < BURST_MAX) {
        const next = reader.read()
        const ready = await Promise.race([next, notReady])
        if (ready === NOT_READY) {
          pending = next
          return { chunks, done: false }
        }
        if (ready.done) return { chunks, done: true }
        chunks.push(ready.value)
      }
      return { chunks, done: false }
    },
    cancel: (reason?: unknown) => reader.cancel(reason),
  }
}
