import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../fixtures/app'
import { createAnswerCache } from '../../server/gateway/cache'
import * as s from '../../db/schema/platform'

const t = createTestApp()
afterAll(() => t.cleanup())

const PAGE = '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=2&pageSize=18'

/** The decoded envelope of a GET with the given Accept-Encoding, and its Content-Encoding. */
async function fetchAs(path: string, acceptEncoding: string) {
  const res = await t.app.request(path, { headers: { 'accept-encoding': acceptEncoding } })
  const raw = Buffer.from(await res.arrayBuffer())
  const encoding = res.headers.get('content-encoding')
  const text = (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString()
  return { status: res.status, encoding, vary: res.headers.get('vary'), body: JSON.parse(text) }
}

describe('game list answers kept as bytes (issue 16)', () => {
  it('answers a repeated query the same in every encoding', async () => {
    const plain = await fetchAs(PAGE, 'identity')
    expect(plain.encoding).toBeNull()
    for (const accept of ['br, gzip', 'gzip', 'identity', 'br']) {
      const again = await fetchAs(PAGE, accept)
      expect(again.status).toBe(200)
      expect(again.vary).toBe('Accept-Encoding')
      expect(again.encoding).toBe(accept === 'identity' ? null : accept.split(',')[0])
      expect(again.body).toEqual(plain.body)
    }
  })

  it('shows a catalogue change once the content version moves', async () => {
    const before = await fetchAs(PAGE, 'br, gzip')
    const game = before.body.value.games[3]
    t.db.update(s.games).set({ gameName: 'Renamed In Catalogue' }).where(eq(s.games.gameId, game.gameId)).run()
    t.platform.brand.bumpContentVersion()
    for (const accept of ['br, gzip', 'identity']) {
      const after = await fetchAs(PAGE, accept)
      expect(after.body.value.games[3].gameName).toBe('Renamed In Catalogue')
      expect(after.body.value.games[3].gameId).toBe(game.gameId)
      expect(after.body.value.total).toBe(before.body.value.total)
    }
  })

  it('still refuses a malformed query that differs from a cached one', async () => {
    await fetchAs(PAGE, 'identity')
    const bad = await fetchAs(`${PAGE}&pageNo=0`, 'identity')
    expect(bad.status).toBe(400)
    expect(bad.body.success).toBe(false)
  })
})

describe('createAnswerCache', () => {
  const body = (n: number) => JSON.stringify({ success: true, value: 'x'.repeat(1000 + n) })

  let builds = 0
  const count = (text: string) => {
    builds++
    return text
  }

  it('stays within its byte bound, dropping the oldest answers first', () => {
    const cache = createAnswerCache(10_000)
    builds = 0
    for (let i = 0; i < 50; i++) cache.get(`k${i}`, 1, 'br', () => count(body(i)))
    expect(builds).toBe(50)
    expect(cache.size().bytes).toBeLessThanOrEqual(10_000)
    expect(cache.size().entries).toBeGreaterThan(0)
    expect(cache.has('k49', 1)).toBe(true)
    expect(cache.has('k0', 1)).toBe(false)
    cache.get('k0', 1, 'identity', () => count(body(0)))
    expect(builds).toBe(51)
  })

  it('builds again when the version moves, and not before', () => {
    const cache = createAnswerCache()
    builds = 0
    const first = cache.get('k', 1, 'identity', () => count(body(1)))
    expect(cache.get('k', 1, 'identity', () => count(body(2)))).toEqual(first)
    expect(builds).toBe(1)
    const next = new TextDecoder().decode(cache.get('k', 2, 'identity', () => count(body(2))))
    expect(builds).toBe(2)
    expect(next).toBe(body(2))
    expect(cache.has('k', 1)).toBe(false)
    expect(new TextDecoder().decode(gunzipSync(cache.get('k', 2, 'gzip', () => body(3))))).toBe(body(2))
  })
})
