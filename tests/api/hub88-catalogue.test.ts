/**
 * Catalogue import (issue 17; decision 0046) through the operator command: Hub88's game list from the
 * fake Games API (tests/fakes/hub88.ts), images fetched over loopback and served by the app, games
 * gone upstream disabled (kept, neither listed nor launched) and enabled again when they return; any
 * vendor's list from a CSV or JSON file, validated row by row.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count, eq } from 'drizzle-orm'
import { createTestApp, TEST_BRAND } from '../fixtures/app'
import { games } from '../../db/schema/platform'
import { createHub88, HUB88_VENDOR, type Hub88 } from '../../server/providers/aggregator/hub88'
import { runGamesCommand } from '../../server/operator/games-commands'
import { aggregatorProblems, liveProblems } from '../../server/platform/brand/live-checks'
import { hub88Missing } from '../../server/providers/aggregator/hub88'
import { FAKE_PNG, hub88Keys, startHub88Fake, type Hub88Fake } from '../fakes/hub88'

const t = createTestApp()
const operatorKey = hub88Keys()
const hub88Key = hub88Keys()
const files = mkdtempSync(join(tmpdir(), 'catalogue-import-'))
let fake: Hub88Fake
let hub88: Hub88

const UPSTREAM = [
  { game_code: 'clt_dragonrising', name: 'Dragon Rising', product: 'Crazy Tooth Studio', category: 'Video Slots', url_thumb: '{base}/images/clt_dragonrising.png', enabled: true },
  { game_code: 'evo_baccarat', name: 'Speed Baccarat A', product: 'Evolution', category: 'Live Dealer', url_thumb: '{base}/images/evo_baccarat.png', enabled: true },
  { game_code: 'spb_aviator', name: 'Aviator', product: 'Spribe', category: 'Crash Games', url_thumb: '{base}/images/spb_aviator.png', enabled: true },
]

const importHub88 = async () => JSON.parse(await runGamesCommand(t.platform, ['games', 'import', 'hub88'], { hub88: () => hub88 }))
const listed = (gameType: 'RNG' | 'LIVE') => t.platform.games.list({ gameType, vassalage: HUB88_VENDOR, pageNo: 1, pageSize: 100 }).games.map((g) => g.gameName)

beforeAll(() => {
  fake = startHub88Fake({ operatorPublicPem: operatorKey.publicPem, games: UPSTREAM })
  hub88 = createHub88({ operatorId: fake.operatorId, apiBase: fake.base, hub88PublicKey: hub88Key.publicPem, operatorPrivateKey: operatorKey.privatePem })
})

afterAll(async () => {
  await fake.stop()
  t.cleanup()
  rmSync(files, { recursive: true, force: true })
})

describe('games import hub88', () => {
  it('imports the list under vendor HUB88 with our game types and the images served locally', async () => {
    const summary = await importHub88()
    expect(summary).toMatchObject({ source: 'hub88', added: 3, updated: 0, disabled: 0, imagesFetched: 3, imagesFailed: 0, vendorsCreated: ['HUB88'] })
    expect(listed('RNG').sort()).toEqual(['Aviator', 'Dragon Rising'])
    expect(listed('LIVE')).toEqual(['Speed Baccarat A'])
    const baccarat = t.platform.games.byCode(HUB88_VENDOR, 'evo_baccarat', 'LIVE')!
    expect(baccarat.gameClassify).toBe('BAC')
    expect(t.platform.games.byCode(HUB88_VENDOR, 'spb_aviator', 'RNG')!.gameClassify).toBe('AC')
    expect(baccarat.iconUrl).toBe(`/img/catalogue/${baccarat.nodeId}`)
    const img = await t.app.request(baccarat.iconUrl)
    expect(img.status).toBe(200)
    expect(img.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await img.arrayBuffer()).equals(FAKE_PNG)).toBe(true)
    expect(fake.imageHits.sort()).toEqual(['/images/clt_dragonrising.png', '/images/evo_baccarat.png', '/images/spb_aviator.png'])
    expect(t.platform.vendors.vendor(HUB88_VENDOR)).toMatchObject({ name: 'Hub88', adapter: 'HUB88' })
  })

  it('a second import updates in place and fetches no image again', async () => {
    const hits = fake.imageHits.length
    expect(await importHub88()).toMatchObject({ added: 0, updated: 3, disabled: 0, imagesFetched: 0 })
    expect(fake.imageHits.length).toBe(hits)
  })

  it('games gone upstream (or disabled there) are disabled, not deleted: neither listed nor launched; back upstream, enabled again', async () => {
    fake.games = [UPSTREAM[0]!, { ...UPSTREAM[1]!, enabled: false }].map((g) => ({ ...g, url_thumb: g.url_thumb.replace('{base}', fake.base) }))
    expect(await importHub88()).toMatchObject({ added: 0, updated: 1, disabled: 2 })
    expect(listed('RNG')).toEqual(['Dragon Rising'])
    expect(listed('LIVE')).toEqual([])
    const rngCard = t.platform.vendors
      .lanes()
      .find((l) => l.gameType === 'RNG')
      ?.cards.find((c) => c.vassalage === HUB88_VENDOR)
    expect(rngCard?.gameCount).toBe(1)
    const aviator = t.platform.games.byCode(HUB88_VENDOR, 'spb_aviator', 'RNG')
    expect(aviator).not.toBeNull()
    const m = await t.platform.members.register({ account: 'importer1', password: 'Player123!' })
    await expect(t.platform.play.launcher.launchGame(m.id, aviator!.nodeId, 'en')).rejects.toMatchObject({ code: 'GAME_NOT_FOUND', status: 404 })
    fake.games = UPSTREAM.map((g) => ({ ...g, url_thumb: g.url_thumb.replace('{base}', fake.base) }))
    expect(await importHub88()).toMatchObject({ added: 0, updated: 1, reenabled: 2, disabled: 0 })
    expect(listed('RNG').sort()).toEqual(['Aviator', 'Dragon Rising'])
  })

  it('a live start-up with enabled Hub88 games refuses missing Hub88 settings, naming them', () => {
    expect(aggregatorProblems(t.db, { HUB88: hub88Missing({ HUB88_API_BASE: 'https://api.hub88.io', HUB88_PUBLIC_KEY_FILE: '/run/secrets/hub88.pem' }) })).toEqual([
      { code: 'AGGREGATOR_NOT_CONFIGURED', vendor: 'HUB88', games: 3, missing: ['HUB88_OPERATOR_ID', 'HUB88_PRIVATE_KEY (or HUB88_PRIVATE_KEY_FILE)'] },
    ])
    const configured = { HUB88_OPERATOR_ID: 77, HUB88_API_BASE: 'https://api.hub88.io', HUB88_PUBLIC_KEY: 'pem', HUB88_PRIVATE_KEY: 'pem' }
    expect(aggregatorProblems(t.db, { HUB88: hub88Missing(configured) })).toEqual([])
  })

  it('without Hub88 configured the command says what to set', async () => {
    await expect(runGamesCommand(t.platform, ['games', 'import', 'hub88'], { hub88: () => undefined })).rejects.toThrow(/HUB88_OPERATOR_ID/)
  })
})

describe('a live brand', () => {
  it('launches an imported Hub88 game through the Games API', async () => {
    const live = createTestApp({ mode: 'live' })
    try {
      live.platform.play.launcher.connectAggregator(HUB88_VENDOR, hub88.aggregator)
      await runGamesCommand(live.platform, ['games', 'import', 'hub88'], { hub88: () => hub88 })
      const m = await live.platform.members.register({ account: 'liveplayer1', password: 'Player123!' })
      const game = live.platform.games.byCode(HUB88_VENDOR, 'clt_dragonrising', 'RNG')!
      const launched = await live.platform.play.launcher.launchGame(m.id, game.nodeId, 'en')
      expect(launched).toMatchObject({ kind: 'url', vendor: HUB88_VENDOR, gameCode: 'clt_dragonrising' })
      expect(launched.url.startsWith(`${fake.base}/play/clt_dragonrising?`)).toBe(true)
    } finally {
      live.cleanup()
    }
  })
})

describe('games import <file>', () => {
  it('imports a CSV list under its vendor codes, creating the vendor and its lane', async () => {
    const csv = join(files, 'acme.csv')
    writeFileSync(csv, 'vendor,game_code,game_name,game_type,classification,min_bet\nACME,acme_1,"Gold Rush, Deluxe",RNG,SL,200\nACME,acme_2,Fishing King,FISH,,\n')
    const summary = JSON.parse(await runGamesCommand(t.platform, ['games', 'import', csv], { fetchImage: async () => ({ contentType: 'image/png', bytes: FAKE_PNG }) }))
    expect(summary).toMatchObject({ added: 2, vendorsCreated: ['ACME'], imagesFetched: 0 })
    expect(t.platform.games.byCode('ACME', 'acme_1', 'RNG')).toMatchObject({ gameName: 'Gold Rush, Deluxe', minBet: 200 })
    expect(t.platform.games.list({ gameType: 'FISH', vassalage: 'ACME', pageNo: 1, pageSize: 10 }).games.map((g) => g.gameName)).toEqual(['Fishing King'])
    expect(t.platform.vendors.lanes().some((l) => l.cards.some((c) => c.vassalage === 'ACME'))).toBe(true)
  })

  it('refuses a JSON list with an invalid row, naming it, and imports nothing', async () => {
    const json = join(files, 'bad.json')
    writeFileSync(
      json,
      JSON.stringify([
        { vendor: 'ZETA', gameCode: 'z1', name: 'Zeta One', gameType: 'RNG' },
        { vendor: 'ZETA', gameCode: 'z2', name: 'Zeta Two', gameType: 'CASINO' },
      ]),
    )
    await expect(runGamesCommand(t.platform, ['games', 'import', json])).rejects.toThrow(/row 2 gameType: .*nothing imported/)
    expect(t.platform.games.byCode('ZETA', 'z1', 'RNG')).toBeNull()
    await expect(runGamesCommand(t.platform, ['games', 'import'])).rejects.toThrow(/Usage: npm run operator -- games import/)
  })
})

describe('a live catalogue holds only the in-house games and a connected aggregator’s (issue 17)', () => {
  it('refuses a file naming a vendor no game server is connected for, importing nothing; the start-up refuses such games imported anyway until `games disable` turns them off', async () => {
    const live = createTestApp({ mode: 'live' })
    try {
      const csv = join(files, 'live-acme.csv')
      writeFileSync(csv, 'vendor,game_code,game_name,game_type\nACME,acme_9,Golden Dragon,RNG\nPP,vs20olympgate,Gates of Olympus,RNG\n')
      await expect(runGamesCommand(live.platform, ['games', 'import', csv])).rejects.toThrow(/live mode: no game server is connected for ACME, PP .*nothing imported/)
      expect(live.platform.games.byCode('ACME', 'acme_9', 'RNG')).toBeNull()
      expect(liveProblems(live.db, TEST_BRAND)).toEqual([])

      // Imported anyway (a CLI run without BRAND_MODE=live): the live start-up check names them (a demo-seeded folder is refused as such instead).
      expect(liveProblems(t.db, TEST_BRAND).map((p) => p.code)).not.toContain('SANDBOX_GAMES')
      await live.platform.catalogue.importGames([{ vendor: 'ACME', gameCode: 'acme_9', name: 'Golden Dragon', gameType: 'RNG' }])
      expect(liveProblems(live.db, TEST_BRAND)).toEqual([{ code: 'SANDBOX_GAMES', vendors: [{ vendor: 'ACME', games: 1 }] }])

      expect(JSON.parse(await runGamesCommand(live.platform, ['games', 'disable', 'ACME']))).toEqual({ vendor: 'ACME', disabled: 1 })
      expect(liveProblems(live.db, TEST_BRAND)).toEqual([])
      expect(live.platform.games.list({ gameType: 'RNG', vassalage: 'ACME', pageNo: 1, pageSize: 10 }).games).toEqual([])
      expect(live.db.select({ n: count() }).from(games).where(eq(games.vendorCode, 'ACME')).get()!.n).toBe(1) // kept, not deleted
      await expect(runGamesCommand(live.platform, ['games', 'disable', 'NOPE'])).rejects.toThrow(/Unknown vendor: NOPE/)
    } finally {
      live.cleanup()
    }
  })
})
