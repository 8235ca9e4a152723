import { describe, expect, it } from 'vitest'
import { createGunzip, gunzipSync } from 'node:zlib'
import { keptBytes, plainBytes, splicedGzip, type Piece } from './spliced-gzip'

const enc = new TextEncoder()
const dec = new TextDecoder()
const bytes = async (s: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(s).arrayBuffer())
const piecesOf = (...pieces: Piece[]) =>
  new ReadableStream<Piece>({
    start(c) {
      for (const p of pieces) c.enqueue(p)
      c.close()
    },
  })

// A frame-like page: kept parts (compressed once) around the answer's own bytes, a nonce between kept parts.
const frameBody = keptBytes(enc.encode(`</head><body><header>${'<a class="nav" href="/rng">Slots</a>'.repeat(300)}</header><script nonce="`))
const frameBodyEnd = keptBytes(enc.encode('">boot()</script><main id="content">'))
const tail = keptBytes(enc.encode(`</main><footer>${'<p>Responsible gaming · 18+</p>'.repeat(200)}</footer>`))
const content = `<div class="home">${Array.from({ length: 400 }, (_, i) => `<a class="tile" data-i="${i}">مرحبا Super Ace ₱1,234.00</a>`).join('')}</div>`

describe('splicedGzip', () => {
  it('is one gzip stream that any decoder reads as the pieces in order: kept runs as made once, the answer’s own bytes compressed now', async () => {
    // The last run (its text repeats the content's end) has the window's 32 KB across the content and the tail as its dictionary.
    const scripts = `<script nonce="N0nce">(self.__FLIGHT_DATA||=[]).push(${JSON.stringify(content.slice(-6000))})</script></body></html>`
    const pieces: Piece[] = [enc.encode('<!DOCTYPE html><html><head><title>Lobby</title>'), frameBody, enc.encode('N0nce'), frameBodyEnd, enc.encode(content.repeat(2)), tail, enc.encode(scripts)]
    const gz = await bytes(splicedGzip(piecesOf(...pieces)))
    const expected = await new Response(plainBytes(piecesOf(...pieces))).text()
    // Node's zlib checks the CRC-32 and length of the trailer; the Web decoder is the one browsers use.
    expect(dec.decode(gunzipSync(gz))).toBe(expected)
    expect(await new Response(new Blob([gz]).stream().pipeThrough(new DecompressionStream('gzip'))).text()).toBe(expected)
    // The kept parts went as they were made, byte for byte.
    expect(Buffer.from(gz).includes(Buffer.from(tail.deflated))).toBe(true)
    expect(gz.byteLength).toBeLessThan(expected.length / 8)
  })

  it('answers a valid gzip of nothing for an empty source, and of a source of only its own bytes', async () => {
    expect(gunzipSync(await bytes(splicedGzip(piecesOf()))).byteLength).toBe(0)
    expect(dec.decode(gunzipSync(await bytes(splicedGzip(piecesOf(enc.encode('a'), enc.encode(content))))))).toBe(`a${content}`)
  })

  it('sends what the renderer emitted before the rest is rendered (each burst ends on a flushed run)', async () => {
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    const source = new ReadableStream<Piece>({
      async start(c) {
        c.enqueue(enc.encode('<html><body>shell'))
        c.enqueue(frameBody)
        await gate
        c.enqueue(enc.encode('<p>late boundary</p></body></html>'))
        c.close()
      },
    })
    const gunzip = createGunzip()
    let text = ''
    gunzip.on('data', (b: Buffer) => (text += dec.decode(b, { stream: true })))
    const reader = splicedGzip(source).getReader()
    const first = await reader.read()
    await new Promise<void>((resolve) => gunzip.write(first.value, () => gunzip.flush(() => resolve())))
    expect(text).toContain('shell')
    expect(text).toContain('<a class="nav" href="/rng">Slots</a>')
    expect(text).not.toContain('late boundary')
    release()
    for (let r = await reader.read(); !r.done; r = await reader.read()) gunzip.write(r.value)
    await new Promise<void>((resolve) => gunzip.end(resolve))
    expect(text).toContain('<p>late boundary</p></body></html>')
  })

  it('errors when its source errors, and cancels its source when cancelled', async () => {
    const failing = new ReadableStream<Piece>({
      pull(c) {
        c.error(new Error('render failed'))
      },
    })
    await expect(bytes(splicedGzip(failing))).rejects.toThrow('render failed')
    let cancelled: unknown = null
    const endless = new ReadableStream<Piece>({
      pull(c) {
        c.enqueue(enc.encode('x'.repeat(1000)))
      },
      cancel(reason) {
        cancelled = reason
      },
    })
    const reader = splicedGzip(endless).getReader()
    await reader.read()
    await reader.cancel('client left')
    expect(cancelled).toBe('client left')
  })
})
