import { afterAll, describe, expect, it } from 'vitest'
import { brotliDecompressSync, createBrotliDecompress, createGunzip, gunzipSync } from 'node:zlib'
import { compressStream } from './compress-stream'

const enc = new TextEncoder()
const dec = new TextDecoder()

/** A page-like stream: a shell chunk, then (once `release` is called) the late chunks, as a Suspense boundary streams. */
function renderer(shell: string, late: string[]) {
  let release!: () => void
  const gate = new Promise<void>((r) => (release = r))
  const body = new ReadableStream<Uint8Array>({
    async start(c) {
      c.enqueue(enc.encode(shell))
      await gate
      for (const part of late) {
        await new Promise((r) => setTimeout(r, 20))
        c.enqueue(enc.encode(part))
      }
      c.close()
    },
  })
  return { body, release }
}

const shell = `<!DOCTYPE html><html><body><main>${'<a class="tile" href="/login">Super Ace</a>'.repeat(200)}</main>`
const late = ['<template id="B:0"></template><ol class="winners"><li>w***1 ₱1,234.00</li></ol>', '<script>self.__FLIGHT_DATA.push("1:[]")</script>', '</body></html>']

/** Reads a compressed stream through a streaming decoder; resolves with the text decoded so far each time the decoder yields. */
function decoder(encoding: 'br' | 'gzip') {
  const d = encoding === 'br' ? createBrotliDecompress() : createGunzip()
  let text = ''
  const waiters: { want: string; resolve: () => void }[] = []
  d.on('data', (b: Buffer) => {
    text += dec.decode(b, { stream: true })
    for (const w of waiters.splice(0))
      if (text.includes(w.want)) w.resolve()
      else waiters.push(w)
  })
  return {
    d,
    text: () => text,
    /** Resolves once the decoded text contains `want`. */
    seen: (want: string) => new Promise<void>((resolve) => (text.includes(want) ? resolve() : waiters.push({ want, resolve }))),
  }
}

const servers: { stop: (force?: boolean) => void }[] = []
afterAll(() => {
  for (const s of servers) s.stop(true)
})

describe('streaming compression of rendered pages', () => {
  for (const encoding of ['br', 'gzip'] as const) {
    it(`${encoding}: the shell decodes in the client before the stream ends, and the whole body decodes to the bytes rendered`, async () => {
      const { body, release } = renderer(shell, late)
      const compressed = compressStream(body, `${encoding === 'br' ? 'gzip, deflate, br' : 'gzip, deflate'}`)
      expect(compressed.encoding).toBe(encoding)
      const reader = compressed.body.getReader()
      const client = decoder(encoding)
      const wire: Uint8Array[] = []
      // The late chunks are held until the client has decoded the shell: a compressor that buffered
      // the shell would never let it through, and the test would time out.
      const shellSeen = client.seen('</main>').then(() => {
        expect(client.text()).not.toContain('winners')
        release()
      })
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        wire.push(value)
        client.d.write(value)
      }
      await shellSeen
      client.d.end()
      await new Promise((r) => client.d.on('end', r))
      const all = Buffer.concat(wire)
      const whole = dec.decode(encoding === 'br' ? brotliDecompressSync(all) : gunzipSync(all))
      expect(whole).toBe(shell + late.join(''))
      expect(client.text()).toBe(whole)
      expect(all.length).toBeLessThan(enc.encode(whole).length / 5)
    })
  }

  it('answers the body as it is to a client that accepts no compression', async () => {
    const { body, release } = renderer('<p>shell</p>', ['<p>late</p>'])
    release()
    const out = compressStream(body, 'identity')
    expect(out.encoding).toBe('identity')
    expect(await new Response(out.body).text()).toBe('<p>shell</p><p>late</p>')
  })

  it('streams over HTTP: a browser-like client reads the shell before the rest is rendered', async () => {
    let release!: () => void
    const { body, release: go } = renderer(shell, late)
    const released = new Promise<void>((r) => (release = r))
    const server = Bun.serve({
      port: 0,
      hostname: '127.0.0.1',
      fetch(req) {
        const c = compressStream(body, req.headers.get('accept-encoding'))
        return new Response(c.body, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': c.encoding } })
      },
    })
    servers.push(server)
    const res = await fetch(`http://127.0.0.1:${server.port}/`, { headers: { 'Accept-Encoding': 'br' } })
    expect(res.headers.get('content-encoding')).toBe('br')
    const reader = res.body!.getReader()
    let text = ''
    let shellBeforeLate = false
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      text += dec.decode(value, { stream: true })
      if (text.includes('</main>') && !text.includes('winners')) {
        shellBeforeLate = true
        release()
        go()
      }
    }
    await released
    expect(shellBeforeLate).toBe(true)
    expect(text).toBe(shell + late.join(''))
  })
})
