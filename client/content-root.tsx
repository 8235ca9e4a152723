/**
 * A page's React roots (issue 16, decision 0064). A framed page has two: the document's root
 * hydrates the frame, a second root the content inside the frame's `<main id="content">` (React
 * leaves that element's inside alone: an unchanged `dangerouslySetInnerHTML`). Both payloads come
 * in one stream, the frame's first: the document's inline Flight (its length in `__lobbyFrame`,
 * written before it), or a framed navigation's answer (its length in `X-Lobby-Frame-Length`).
 */
import { use, useEffect, useState, type ReactNode } from 'react'

/**
 * A root's component: shows a Flight payload, and the next one it is given. `mounted` receives the
 * setter once the root has hydrated (its effect runs after every island's of the root).
 */
export function PayloadRoot({ initial, mounted }: { initial: Promise<ReactNode>; mounted: (show: (next: Promise<ReactNode>) => void) => void }) {
  const [payload, setPayload] = useState(initial)
  useEffect(() => mounted(setPayload), [mounted])
  return use(payload)
}

/**
 * `body` split in two streams: its first `frameLength()` bytes (the frame's Flight; the length is
 * read when the first bytes arrive, so a document's script may set it after this is called), then
 * the rest (the content's).
 */
export function splitFlight(body: ReadableStream<Uint8Array>, frameLength: () => number): [ReadableStream<Uint8Array>, ReadableStream<Uint8Array>] {
  const sides: ReadableStreamDefaultController<Uint8Array>[] = []
  const streams = [0, 1].map((i) => new ReadableStream<Uint8Array>({ start: (c) => void (sides[i] = c) })) as [ReadableStream<Uint8Array>, ReadableStream<Uint8Array>]
  void (async () => {
    const reader = body.getReader()
    let left = -1
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      if (left < 0) left = frameLength()
      const cut = Math.min(left, value.byteLength)
      if (cut) sides[0].enqueue(value.subarray(0, cut))
      if (cut < value.byteLength) sides[1].enqueue(value.subarray(cut))
      left -= cut
      if (!left && cut) sides[0].close()
    }
    if (left) throw new Error('Flight shorter than its frame')
    sides[1].close()
  })().catch((e: unknown) => {
    for (const side of sides)
      try {
        side.error(e)
      } catch {
        // that side had ended
      }
  })
  return streams
}
