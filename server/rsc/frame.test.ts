import { describe, expect, it } from 'vitest'
import { CONTENT_MARKER } from '../../shared/frame'
import { createFrameCache, FRAME_NONCE, framedDocument, framedFlight, frameOf } from './frame'
import { keptBytes, plainBytes, type Piece } from './spliced-gzip'

const enc = new TextEncoder()
const streamOf = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(c) {
      for (const chunk of chunks) c.enqueue(enc.encode(chunk))
      c.close()
    },
  })
const text = (s: ReadableStream<Piece>) => new Response(plainBytes(s)).text()

const FRAME_HTML =
  `<!DOCTYPE html><html><head><script nonce="${FRAME_NONCE}">early()</script><link rel="modulepreload" href="/assets/frame.js"/></head>` +
  `<body><header>Lobby</header><main id="content" class="content" data-framed="">${CONTENT_MARKER}</main><footer>Footer</footer>` +
  `<script nonce="${FRAME_NONCE}">boot()</script></body></html>`

describe('framedDocument', () => {
  it('splices the content into the frame, moves its leading preloads into the head, writes the nonce and both payloads at the end of the body', async () => {
    const frameFlight = `0:["$","html",null,{"nonce":"${FRAME_NONCE}","lang":"ñ"}]\n`
    const frame = frameOf(FRAME_HTML, frameFlight)
    const content = streamOf('<link rel="preload" as="image" href="/img/banner.svg"/><link rel="modulepreload" href="/assets/rail.js"/>', '<div class="home">Games</div>', '<p>more</p>')
    const html = await text(framedDocument(frame, content, streamOf('0:["$","div",null,{}]\n'), 'N0nce'))
    expect(html).not.toContain(FRAME_NONCE)
    expect(html).not.toContain(CONTENT_MARKER)
    // The content alone inside <main>, in order, without the links React wrote before it.
    expect(html).toContain('<main id="content" class="content" data-framed=""><div class="home">Games</div><p>more</p></main><footer>')
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain('<link rel="preload" as="image" href="/img/banner.svg"/>')
    // Module preloads of the frame and of the content deferred to the late bootstrap's list (decision 0050), with the nonce.
    expect(head).not.toContain('rel="modulepreload"')
    expect(head).toMatch(/<script type="application\/json" id="[^"]+" nonce="N0nce">\["\/assets\/frame.js","\/assets\/rail.js"\]<\/script>/)
    expect(html.match(/<script nonce="N0nce">/g)?.length).toBe(5)
    // Last in the body: the frame's payload (its byte length first: UTF-8, without the placeholder), then the content's.
    const end = html.slice(html.indexOf('boot()'))
    const shown = frameFlight.replace(FRAME_NONCE, '')
    expect(end).toContain(`self.__lobbyFrame=${enc.encode(shown).byteLength}</script>`)
    const pushes = [...end.matchAll(/\(self\.__FLIGHT_DATA\|\|=\[\]\)\.push\(("(?:[^"\\]|\\.)*")\)/g)].map((m) => JSON.parse(m[1]))
    expect(pushes).toEqual([shown, '0:["$","div",null,{}]\n'])
    expect(html.endsWith('</script></body></html>')).toBe(true)
  })

  it('refuses a frame without the content marker', () => {
    expect(() => frameOf(FRAME_HTML.replace(CONTENT_MARKER, ''), '')).toThrow(/content marker/)
  })
})

describe('framedFlight', () => {
  it('sends the frame’s Flight bytes first, then the content’s as they come', async () => {
    const frameFlight = enc.encode('0:"frame"\n')
    const body = new Uint8Array(await new Response(plainBytes(framedFlight(keptBytes(frameFlight), streamOf('0:"content"\n')))).arrayBuffer())
    expect(new TextDecoder().decode(body.subarray(0, frameFlight.byteLength))).toBe('0:"frame"\n')
    expect(new TextDecoder().decode(body.subarray(frameFlight.byteLength))).toBe('0:"content"\n')
  })
})

describe('createFrameCache', () => {
  it('builds a frame once per key and content version, shares a build under way, and forgets one that failed', async () => {
    const cache = createFrameCache<string>(2)
    let builds = 0
    const build = (v: string) => () => {
      builds++
      return Promise.resolve(v)
    }
    const [a, b] = await Promise.all([cache.get('k', 1, build('one')), cache.get('k', 1, build('other'))])
    expect([a, b, builds]).toEqual(['one', 'one', 1])
    expect(await cache.get('k', 2, build('two'))).toBe('two')
    await expect(cache.get('bad', 2, () => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed')
    expect(await cache.get('bad', 2, build('again'))).toBe('again')
    // Past its size the oldest key goes.
    await cache.get('third', 2, build('x'))
    expect(cache.size).toBe(2)
  })
})

describe('framedDocument, multi-byte text', () => {
  it('keeps a character whose bytes the content’s first chunk splits', async () => {
    const frame = frameOf(FRAME_HTML, '0:"f"\n')
    const bytes = enc.encode('<link rel="preload" as="image" href="/a.svg"/><p>مرحبا بك</p>')
    const cut = bytes.indexOf(0xd8) + 1 // inside the first Arabic letter
    const content = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(bytes.subarray(0, cut))
        c.enqueue(bytes.subarray(cut))
        c.close()
      },
    })
    const html = await text(framedDocument(frame, content, streamOf('0:"c"\n'), 'N'))
    expect(html).toContain('<main id="content" class="content" data-framed=""><p>مرحبا بك</p></main>')
  })
})
