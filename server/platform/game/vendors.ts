/**
 * Vendor lanes of the lobby (GCSGAME_newGameVendor) with the regrouping rules of spec §4:
 * SPORTS cards of e-sports vendors become ESPORTS, cockfight vendors become COCKFIGHT, and slot
 * vendors on the RNG exclusion list become INHOUSE.
 * @see product-spec §3 "Vendor category entry", §4 "Vendor regrouping", §7
 */
import { asc, eq, sql } from 'drizzle-orm'
import * as s from '../../../db/schema/platform'
import type { PlatformContext } from '../context'
import { memoByVersion } from '../memo'
import type { VendorCard, VendorLane } from '../../../shared/schemas/game'
import { COCKFIGHT_VENDORS, ESPORTS_VENDORS, GAME_TYPES, RNG_EXCLUSION_VENDORS } from '../../../shared/constants'

export interface RegroupRules {
  esportsVendors: readonly string[]
  cockfightVendors: readonly string[]
  rngExclusion: readonly string[]
}

export const DEFAULT_REGROUP: RegroupRules = {
  esportsVendors: ESPORTS_VENDORS,
  cockfightVendors: COCKFIGHT_VENDORS,
  rngExclusion: RNG_EXCLUSION_VENDORS,
}

/** Image URLs of a vendor in every variant (spec §3: default/active × white/color/purple; BTI has its own). */
export function vendorImages(code: string): VendorCard['images'] {
  const img = (state: string, variant: string) => `/img/vendor/${code}/${state}-${variant}.svg`
  const set = (state: string) => ({ color: img(state, 'color'), white: img(state, 'white'), purple: img(state, 'purple') })
  return { default: set('default'), active: set('active') }
}

/**
 * Applies spec §4 regrouping to lanes as an upstream vendor list may group them, returning lanes in
 * the canonical game-type order with empty lanes dropped. Pure: does not touch the database.
 */
export function regroupLanes(lanes: VendorLane[], rules: RegroupRules = DEFAULT_REGROUP): VendorLane[] {
  const byType = new Map<string, VendorLane>()
  const laneFor = (gameType: string, from?: VendorLane) => {
    let lane = byType.get(gameType)
    if (!lane) {
      lane = { title: gameType, gameType, cards: [], gameClassify: [] }
      byType.set(gameType, lane)
    }
    if (from) for (const c of from.gameClassify) if (!lane.gameClassify.includes(c)) lane.gameClassify.push(c)
    return lane
  }
  for (const lane of lanes) {
    for (const card of lane.cards) {
      let target = lane.gameType
      if (lane.gameType === 'SPORTS' && rules.esportsVendors.includes(card.vassalage)) target = 'ESPORTS'
      else if (lane.gameType === 'SPORTS' && rules.cockfightVendors.includes(card.vassalage)) target = 'COCKFIGHT'
      else if (lane.gameType === 'RNG' && rules.rngExclusion.includes(card.vassalage)) target = 'INHOUSE'
      const dest = laneFor(target, target === lane.gameType ? lane : undefined)
      if (!dest.cards.some((c) => c.vassalage === card.vassalage)) dest.cards.push({ ...card, gameType: target })
    }
    if (lane.cards.length === 0) laneFor(lane.gameType, lane)
  }
  const order = (t: string) => {
    const i = (GAME_TYPES as readonly string[]).indexOf(t)
    return i < 0 ? 99 : i
  }
  return [...byType.values()].filter((l) => l.cards.length > 0).sort((a, b) => order(a.gameType) - order(b.gameType))
}

export function vendorModule(ctx: PlatformContext, contentVersion: () => number) {
  const { db, brandCode } = ctx

  /** Lanes of the brand: one per game type with at least one vendor, in nav order. */
  function lanes(): VendorLane[] {
    const rows = db
      .select({
        gameType: s.vendorLanes.gameType,
        vassalage: s.vendorLanes.vendorCode,
        isGame: s.vendorLanes.isGame,
        name: s.vendors.name,
        maintenance: s.vendors.maintenance,
      })
      .from(s.vendorLanes)
      .innerJoin(s.vendors, eq(s.vendors.code, s.vendorLanes.vendorCode))
      .where(eq(s.vendorLanes.brandCode, brandCode))
      .orderBy(asc(s.vendorLanes.gameType), asc(s.vendorLanes.sequence))
      .all()
    const counts = new Map<string, number>()
    for (const c of db.select({ t: s.games.gameType, v: s.games.vendorCode, n: sql<number>`count(*)` }).from(s.games).where(eq(s.games.enabled, 1)).groupBy(s.games.gameType, s.games.vendorCode).all())
      counts.set(`${c.t}:${c.v}`, c.n)
    const classify = new Map<string, string[]>()
    for (const c of db
      .selectDistinct({ t: s.games.gameType, c: s.games.classification })
      .from(s.games)
      .where(eq(s.games.enabled, 1))
      .orderBy(asc(s.games.gameType), asc(s.games.classification))
      .all()) {
      classify.set(c.t, [...(classify.get(c.t) ?? []), c.c])
    }
    const byType = new Map<string, VendorLane>()
    for (const r of rows) {
      const lane = byType.get(r.gameType) ?? { title: r.gameType, gameType: r.gameType, cards: [], gameClassify: classify.get(r.gameType) ?? [] }
      lane.cards.push({
        vassalage: r.vassalage,
        name: r.name,
        gameType: r.gameType,
        isGame: r.isGame,
        maintenance: r.maintenance === 1,
        gameCount: counts.get(`${r.gameType}:${r.vassalage}`) ?? 0,
        images: vendorImages(r.vassalage),
      })
      byType.set(r.gameType, lane)
    }
    return regroupLanes([...byType.values()])
  }

  function vendor(code: string) {
    return db.select().from(s.vendors).where(eq(s.vendors.code, code)).get() ?? null
  }

  const memoLanes = memoByVersion(contentVersion, lanes)
  /** Every vendor of the lanes by vassalage code → display name (e.g. JL → 'JILI'), in lane order. */
  function names(): ReadonlyMap<string, string> {
    return new Map(memoLanes().flatMap((l) => l.cards.map((c) => [c.vassalage, c.name] as const)))
  }

  return { lanes: memoLanes, vendor: memoByVersion(contentVersion, vendor), names: memoByVersion(contentVersion, names) }
}
