import { describe, expect, it } from 'vitest'
import { injectRSCPayload } from 'rsc-html-stream/server'
import { injectFlight } from './inline-flight'
import { deferModulePreloads, LATE_MODULES_ID, rewriteHead } from './late-scripts'

const enc = new TextEncoder()

/** A stream of `parts`, each enqueued in a task of its own (as React flushes the shell, then a boundary later). */
function streamOf(parts: (string | Uint8Array)[], gapMs = 0): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async start(c) {
      for (const p of parts) {
        c.enqueue(typeof p === 'string' ? enc.encode(p) : p)
        await new Promise((r) => setTimeout(r, gapMs))
      }
      c.close()
    },
  })
}

const head = '<!DOCTYPE html><html lang="fil"><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/lobby-1.js" crossorigin=""/><title>Lobby</title></head>'
const shell = '<body><main><p>Maligayang pagdating — “₱1,000”</p><template id="B:0"></template>'
const boundary = '<div hidden id="S:0"><section class="rail">Mga laro</section></div><script nonce="n">$RC("B:0","S:0")</script>'
const trailer = '</body></html>'
const flightRows = ['0:["$","html",null,{"lang":"fil"}]\n', '1:"</script><!-- ₱ “quoted” \\u2028"\n', '2:I["abc",[],"Tile",1]\n']

/** What the browser's scripts would push into `self.__FLIGHT_DATA`, in order, and the HTML without those scripts. */
function read(html: string): { flight: (string | Uint8Array)[]; page: string; scripts: string[] } {
  const scripts: string[] = []
  const page = html.replace(/<script nonce="n">(\(self\.__FLIGHT_DATA\|\|=\[\]\)\.push\(.*?\))<\/script>/gs, (_, js: string) => {
    scripts.push(js)
    return ''
  })
  const self: { __FLIGHT_DATA?: (string | Uint8Array)[] } = {}
  for (const js of scripts) new Function('self', js)(self)
  return { flight: self.__FLIGHT_DATA ?? [], page, scripts }
}

const text = (parts: (string | Uint8Array)[]) => parts.map((p) => (typeof p === 'string' ? p : new TextDecoder().decode(p))).join('')

describe('inline Flight (decision 0058)', () => {
  it('writes the same page and Flight payload as rsc-html-stream, with the head rewritten, in fewer scripts', async () => {
    const html = [head, shell, boundary, trailer]
    const ours = await new Response(streamOf(html).pipeThrough(injectFlight(streamOf(flightRows), { nonce: 'n', head: (h) => rewriteHead(h, 'n') }))).text()
    const theirs = await new Response(
      streamOf(html)
        .pipeThrough(deferModulePreloads('n'))
        .pipeThrough(injectRSCPayload(streamOf(flightRows), { nonce: 'n' })),
    ).text()
    const a = read(ours)
    const b = read(theirs)
    expect(a.page).toBe(b.page)
    expect(text(a.flight)).toBe(flightRows.join(''))
    expect(text(b.flight)).toBe(flightRows.join(''))
    expect(a.scripts.length).toBeLessThanOrEqual(b.scripts.length)
    expect(a.page).toContain(`<script type="application/json" id="${LATE_MODULES_ID}" nonce="n">["/assets/lobby-1.js"]</script>`)
    // Nothing closes the script early or opens a comment in it; the document ends with the trailer, after every script.
    for (const js of a.scripts) expect(js).not.toMatch(/<\/script|<!--/i)
    expect(ours.endsWith(`</script>${trailer}`)).toBe(true)
    expect(ours.indexOf(trailer)).toBe(ours.length - trailer.length)
  })

  it('never writes a script inside the HTML React flushed in one go, whatever the chunking', async () => {
    // One flush of many small chunks (a tag split across them) while the Flight keeps arriving.
    const pieces = (head + shell + boundary).match(/.{1,5}/gs)!
    const html = new ReadableStream<Uint8Array>({
      start(c) {
        for (const p of pieces) c.enqueue(enc.encode(p))
        setTimeout(() => {
          c.enqueue(enc.encode(trailer))
          c.close()
        }, 5)
      },
    })
    const out = await new Response(html.pipeThrough(injectFlight(streamOf(flightRows.flatMap((r) => r.match(/.{1,3}/gs)!)), { nonce: 'n' }))).text()
    const { page, flight } = read(out)
    expect(page).toBe(head + shell + boundary + trailer)
    expect(text(flight)).toBe(flightRows.join(''))
    // The scripts sit between whole flushes: before the first one, the shell is complete.
    expect(out.indexOf('<script nonce="n">(self')).toBeGreaterThanOrEqual((head + shell + boundary).length)
  })

  it('keeps binary Flight chunks as bytes and a multi-byte character split across chunks whole', async () => {
    const peso = enc.encode('3:"₱"\n')
    const binary = new Uint8Array([0xff, 0xfe, 0x00, 0x41])
    const flight = streamOf([peso.slice(0, 4), peso.slice(4), binary, '4:"end"\n'])
    const out = await new Response(streamOf([head, shell, trailer]).pipeThrough(injectFlight(flight, { nonce: 'n' }))).text()
    const { flight: pushed } = read(out)
    expect(pushed.filter((p) => typeof p !== 'string').map((p) => [...(p as Uint8Array)])).toEqual([[0xff, 0xfe, 0x00, 0x41]])
    expect(pushed.filter((p) => typeof p === 'string').join('')).toBe('3:"₱"\n4:"end"\n')
  })

  it('errors the page when the Flight stream fails', async () => {
    const failing = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(enc.encode('0:"a"\n'))
        setTimeout(() => c.error(new Error('render failed')), 1)
      },
    })
    await expect(new Response(streamOf([head, shell, trailer], 5).pipeThrough(injectFlight(failing, { nonce: 'n' }))).text()).rejects.toThrow('render failed')
  })

  it('stops writing, without an uncaught error, when the browser goes away mid-page, and cancels the Flight', async () => {
    let flightCancelled = false
    let push: ReadableStreamDefaultController<Uint8Array> | null = null
    const flight = new ReadableStream<Uint8Array>({
      start(c) {
        push = c
        c.enqueue(enc.encode(flightRows[0]!))
      },
      cancel() {
        flightCancelled = true
      },
    })
    const uncaught: unknown[] = []
    const onError = (e: unknown) => uncaught.push(e)
    process.on('uncaughtException', onError)
    try {
      const page = streamOf([head, shell, boundary, trailer], 5).pipeThrough(injectFlight(flight, { nonce: 'n' }))
      const reader = page.getReader()
      await reader.read()
      await reader.cancel('the browser closed the tab')
      // The render goes on a moment after the reader left: more Flight rows and HTML arrive, each scheduling a write.
      push!.enqueue(enc.encode(flightRows[1]!))
      await new Promise((r) => setTimeout(r, 40))
    } finally {
      process.off('uncaughtException', onError)
    }
    expect(uncaught).toEqual([])
    expect(flightCancelled).toBe(true)
  })
})
