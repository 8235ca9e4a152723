/**
 * A gzip answer spliced from parts compressed once and parts compressed per answer (issue 16,
 * decision 0065). A framed page (decision 0064) is mostly its kept frame (~55 of the home's
 * ~100 KB); compressing the whole page per answer cost more than any other step of an uncached
 * render. DEFLATE (RFC 1951) lets a stream be cut into independent runs: a run whose compressor
 * starts with an empty window and ends with a sync flush (an empty stored block, so the run ends on
 * a byte boundary and without the final-block bit) can be followed by any other such run, and the
 * decoder reads them as one stream. So each kept part is deflated once, when its frame is built,
 * and an answer writes: the gzip header (RFC 1952), the kept parts' deflated bytes as they are, the
 * answer's own bytes (head, nonces, content, inline Flight) deflated per burst, an empty final
 * block, then the CRC-32 and length of everything it carried.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib'
import { concatBytes } from './bytes'
import { burstReader } from './compress-stream'

/** Bytes kept between answers, with their raw DEFLATE run made once (empty window at its start, sync-flushed at its end). */
export interface KeptBytes {
  readonly raw: Uint8Array
  readonly deflated: Uint8Array
}

/** What a spliced answer is made of: bytes made for this answer, or kept bytes. */
export type Piece = Uint8Array | KeptBytes

/** Level of the kept parts (compressed once per frame and content version). */
const KEPT_LEVEL = 6
/**
 * Level of an answer's own bytes. Measured on the home's content (45 KB, this machine, one call):
 * level 1 0.04 ms → 7.8 KB, level 2 0.06 ms → 6.5 KB, level 4 0.10 ms → 5.8 KB, level 6 0.17 ms →
 * 5.6 KB; brotli quality 2 of the whole page was 0.63 ms.
 */
const LIVE_LEVEL = 2
/** A run of an answer's own bytes this short (a nonce between two kept parts) goes as a stored block. */
const STORED_MAX = 128
/**
 * DEFLATE's window: a run of the answer's own bytes is compressed with the last this many bytes
 * before it (kept parts included) as its preset dictionary, which the decoder holds as its history,
 * so the content can point back at the frame's markup. On the home: content 3.3 → 2.9 KB, its
 * inline Flight 3.6 → 2.6 KB, for ~0.03 ms each.
 */
const WINDOW = 32 * 1024

/** RFC 1952 member header: ID1 ID2, CM = 8 (deflate), no flags, MTIME 0, XFL 0, OS 255 (unknown). */
const GZIP_HEADER = new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])
/** An empty final block with fixed Huffman codes (BFINAL 1, BTYPE 01, end-of-block): what zlib writes on finish after a flush. */
const FINAL_BLOCK = new Uint8Array([0x03, 0x00])

/**
 * `raw` with its DEFLATE run, for a part kept between answers.
 * @param raw the part's bytes (UTF-8 text of a frame)
 */
export function keptBytes(raw: Uint8Array): KeptBytes {
  return { raw, deflated: deflateRawSync(raw, { level: KEPT_LEVEL, finishFlush: constants.Z_SYNC_FLUSH }) }
}

/**
 * `raw` as one DEFLATE run that ends on a byte boundary: a stored block when short, else compressed
 * (with `history()`, the bytes before it, as its dictionary) and sync-flushed.
 */
function liveRun(raw: Uint8Array, history: () => Uint8Array): Uint8Array {
  if (raw.byteLength > STORED_MAX) {
    const dictionary = history()
    const options = { level: LIVE_LEVEL, finishFlush: constants.Z_SYNC_FLUSH }
    return deflateRawSync(raw, dictionary.byteLength ? { ...options, dictionary } : options)
  }
  // Stored block (RFC 1951 §3.2.4): BFINAL 0 and BTYPE 00 in the first byte's low bits, padded to the byte, then LEN and NLEN (little-endian).
  const n = raw.byteLength
  const out = new Uint8Array(5 + n)
  out.set([0, n & 0xff, n >> 8, ~n & 0xff, (~n >> 8) & 0xff])
  out.set(raw, 5)
  return out
}

/**
 * The gzip stream (RFC 1952) of `pieces` in order: kept pieces as their DEFLATE runs made once, the
 * answer's own bytes deflated per burst (what the source has queued when read, so each Suspense
 * boundary still reaches the browser when rendered, as compress-stream.ts does). Backpressure is
 * kept: the source is read only when the consumer pulls. Cancelling the result cancels `pieces`; an
 * error of `pieces` errors the result.
 * @returns the bytes to send with `Content-Encoding: gzip`
 */
export function splicedGzip(pieces: ReadableStream<Piece>): ReadableStream<Uint8Array> {
  const burst = burstReader(pieces)
  let crc = 0
  let size = 0
  let started = false
  /** The pieces last sent, at least the last WINDOW bytes of them (what the decoder holds as its history). */
  const recent: Uint8Array[] = []
  let recentSize = 0
  const carried = (raw: Uint8Array) => {
    crc = crc32(raw, crc)
    size += raw.byteLength
    recent.push(raw)
    recentSize += raw.byteLength
    while (recentSize - recent[0]!.byteLength >= WINDOW) recentSize -= recent.shift()!.byteLength
  }
  /** The last WINDOW bytes of `recent` (copied once, only those). */
  const history = () => {
    const out = new Uint8Array(Math.min(WINDOW, recentSize))
    let end = out.byteLength
    for (let i = recent.length - 1; end > 0; i--) {
      const piece = recent[i]!
      const take = Math.min(end, piece.byteLength)
      out.set(piece.subarray(piece.byteLength - take), end - take)
      end -= take
    }
    return out
  }
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const out: Uint8Array[] = []
      if (!started) {
        started = true
        out.push(GZIP_HEADER)
      }
      // A pull that enqueues nothing is not called again while the consumer waits: read until there are bytes or the end.
      for (;;) {
        const { chunks, done } = await burst.next()
        let live: Uint8Array[] = []
        const writeLive = () => {
          const raw = concatBytes(live)
          live = []
          if (!raw.byteLength) return
          out.push(liveRun(raw, history))
          carried(raw)
        }
        for (const piece of chunks) {
          if (piece instanceof Uint8Array) {
            live.push(piece)
            continue
          }
          writeLive()
          out.push(piece.deflated)
          carried(piece.raw)
        }
        writeLive()
        if (done) {
          const trailer = new Uint8Array(8)
          const view = new DataView(trailer.buffer)
          view.setUint32(0, crc >>> 0, true)
          view.setUint32(4, size >>> 0, true)
          out.push(FINAL_BLOCK, trailer)
          controller.enqueue(concatBytes(out))
          return controller.close()
        }
        if (out.length) return controller.enqueue(concatBytes(out))
      }
    },
    cancel(reason) {
      return burst.cancel(reason)
    },
  })
}

/** `pieces` as plain bytes (kept pieces as their raw bytes), for an answer not spliced. */
export function plainBytes(pieces: ReadableStream<Piece>): ReadableStream<Uint8Array> {
  return pieces.pipeThrough(
    new TransformStream<Piece, Uint8Array>({
      transform(piece, controller) {
        controller.enqueue(piece instanceof Uint8Array ? piece : piece.raw)
      },
    }),
  )
}
