/**
 * The game catalogue seed (DESIGN §5, spec §1/§3): the real titles of `game-catalogue.csv`, validated row by row,
 * plus generated titles that fill every vendor lane, about 10,000 games in all.
 * Pure and deterministic: the same inputs always give the same rows (seeded PRNG, never Math.random).
 * Money is in minor units of the brand currency (minBet 100 = 1.00).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import type { games, vendorLanes, vendors } from '../schema/platform'
import { hash32, mulberry32 } from '../../shared/seeded'

// ---------------------------------------------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------------------------------------------

/** The game types of spec §1 (INHOUSE = the brand's own BGS games). */
export const GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT', 'INHOUSE'] as const
export type GameType = (typeof GAME_TYPES)[number]

/** A `vendors` row. */
export type VendorSeed = Required<typeof vendors.$inferInsert>
/** A `vendor_lanes` row without its brand (lanes are written once per brand). */
export type LaneSeed = Required<Omit<typeof vendorLanes.$inferInsert, 'brandCode'>>
/** A `games` row without its autoincrement id; every column is filled. */
export type GameSeed = Required<Omit<typeof games.$inferInsert, 'gameId'>>

/** The whole catalogue, ready to insert. */
export interface Catalogue {
  vendors: VendorSeed[]
  lanes: LaneSeed[]
  games: GameSeed[]
}

// ---------------------------------------------------------------------------------------------------------------
// CSV
// ---------------------------------------------------------------------------------------------------------------

/** Vendor codes that may appear in the CSV. */
export const CSV_VENDORS = ['BNG', 'CQ9', 'EVOLUTION', 'EVOPLAY', 'FC', 'HABANERO', 'JDB', 'JL', 'KM', 'NETENT', 'PG', 'PP', 'PT', 'SA', 'SEXY', 'SPADE'] as const

const CSV_HEADER = ['vendor', 'game_code', 'game_name', 'game_type', 'source'] as const

/** One validated CSV row (`line` is its 1-based line in the file, the header being line 1). */
export const CatalogueRowSchema = z.object({
  vendor: z.enum(CSV_VENDORS),
  game_code: z.string().regex(/^[A-Za-z0-9_.#-]{1,64}$/, 'letters, digits, _ . # - (1-64)'),
  game_name: z
    .string()
    .min(1)
    .max(120)
    .regex(/^\S(.*\S)?$/, 'no leading or trailing blanks'),
  game_type: z.enum(['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT']),
  source: z.string().regex(/^[\w.-]+\/[\w.-]+:\S+$/, 'owner/repo:path'),
})
export type CatalogueRow = z.infer<typeof CatalogueRowSchema> & { line: number }

/** Splits CSV text into records (RFC 4180 quoting: `"a, b"`, `""` for a quote), each with its starting line. */
export function splitCsv(text: string): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = []
  let fields: string[] = []
  let field = ''
  let quoted = false
  let line = 1
  let recordLine = 1
  let atFieldStart = true
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  for (let i = 0; i < src.length; i++) {
    const c = src[i]
    if (quoted) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          field += '"'
          i++
        } else quoted = false
      } else {
        if (c === '\n') line++
        field += c
      }
      continue
    }
    if (c === '"' && atFieldStart) {
      quoted = true
      atFieldStart = false
      continue
    }
    if (c === ',') {
      fields.push(field)
      field = ''
      atFieldStart = true
      continue
    }
    if (c === '\r') continue
    if (c === '\n') {
      fields.push(field)
      if (!(fields.length === 1 && fields[0] === '')) records.push({ line: recordLine, fields })
      fields = []
      field = ''
      atFieldStart = true
      line++
      recordLine = line
      continue
    }
    field += c
    atFieldStart = false
  }
  if (quoted) throw new Error(`game-catalogue.csv line ${recordLine}: unterminated quoted field`)
  if (field !== '' || fields.length > 0) {
    fields.push(field)
    records.push({ line: recordLine, fields })
  }
  return records
}

/**
 * Parses and validates the catalogue CSV text.
 * @returns every row, in file order, with its line number.
 * @throws Error `game-catalogue.csv line N: …` for the first bad header, row shape, field or duplicate (vendor, code).
 */
export function parseCatalogueCsv(text: string): CatalogueRow[] {
  const records = splitCsv(text)
  const header = records.shift()
  if (!header || header.fields.join(',') !== CSV_HEADER.join(',')) {
    throw new Error(`game-catalogue.csv line 1: header must be ${CSV_HEADER.join(',')}`)
  }
  const seen = new Set<string>()
  return records.map(({ line, fields }) => {
    if (fields.length !== CSV_HEADER.length) {
      throw new Error(`game-catalogue.csv line ${line}: expected ${CSV_HEADER.length} fields, got ${fields.length}`)
    }
    const raw = Object.fromEntries(CSV_HEADER.map((h, i) => [h, fields[i]]))
    const parsed = CatalogueRowSchema.safeParse(raw)
    if (!parsed.success) {
      const why = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
      throw new Error(`game-catalogue.csv line ${line}: ${why}`)
    }
    const key = `${parsed.data.vendor}\u0000${parsed.data.game_code}`
    if (seen.has(key)) throw new Error(`game-catalogue.csv line ${line}: duplicate code ${parsed.data.vendor} ${parsed.data.game_code}`)
    seen.add(key)
    return { ...parsed.data, line }
  })
}

/** Reads and validates `db/seed/game-catalogue.csv` (see {@link parseCatalogueCsv}). */
export function readCatalogueCsv(file = join(import.meta.dirname, 'game-catalogue.csv')): CatalogueRow[] {
  return parseCatalogueCsv(readFileSync(file, 'utf8'))
}

// ---------------------------------------------------------------------------------------------------------------
// Deterministic randomness
// ---------------------------------------------------------------------------------------------------------------

type Rng = () => number
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]
function weighted<T>(rng: Rng, table: readonly (readonly [T, number])[]): T {
  const total = table.reduce((s, [, w]) => s + w, 0)
  let r = rng() * total
  for (const [v, w] of table) {
    r -= w
    if (r < 0) return v
  }
  return table[table.length - 1][0]
}

// ---------------------------------------------------------------------------------------------------------------
// Vendors and lanes
// ---------------------------------------------------------------------------------------------------------------

const VENDORS: VendorSeed[] = [
  { code: 'PG', name: 'PG Soft', maintenance: 0, adapter: 'SANDBOX' },
  { code: 'JL', name: 'JILI', maintenance: 0, adapter: 'SANDBOX' },
  { code: 'PP', name: 'Pragmatic Play', maintenance: 0, adapter: 'SANDBOX' },
  { code: 'PT', name: 'Playtech', maintenance: 0, adapter: 'SANDBOX' },
  { code: 'JDB', name: 'JDB Gaming', maintenance: 0, adapter: 'SANDBOX' },
  { code: 'CQ9', name: 'CQ9 Gaming', maintenance: 0, adapter: 'SANDBOX' },
  { code: 'FC', name: 'Fa Chai', maintenance: 0, adapter: 'SANDBOX' },
  { code: 'EG2', name: 'EG Gaming', maintenance: 0, adapter: 'SANDBOX' },
  { code: 'SPADE', name: 'Spadegaming', maintenance: 0, adapter: 'SANDBOX' },
  { code: 'HABANERO', name: 'Habanero', maintenance: 0, adapter: 'SANDBOX' },
  { code: 'NETENT', name: 'NetEnt', maintenance: 0, adapter: 'SANDBOX' },
  { code: 'EVOPLAY', name: 'Evoplay', maintenance: 0, adapter: 'SANDBOX' },
  { code: 'BNG', name: 'Booongo', maintenance: 0, adapter: 'SANDBOX' },
  { code: 'SA', name: 'SA Gaming', maintenance: 0, adapter: 'SANDBOX' },
  { code: 'EVOLUTION', name: 'Evolution', maintenance: 0, adapter: 'SANDBOX' },
  { code: 'SEXY', name: 'AE Sexy', maintenance: 0, adapter: 'SANDBOX' },
  { code: 'WM', name: 'WM Casino', maintenance: 0, adapter: 'SANDBOX' },
  { code: 'DG', name: 'Dream Gaming', maintenance: 0, adapter: 'SANDBOX' },
  { code: 'KM', name: 'Kingmaker', maintenance: 0, adapter: 'SANDBOX' },
  { code: 'BGS', name: 'BGS Originals', maintenance: 0, adapter: 'INHOUSE' },
  { code: 'BTI', name: 'BTi Sports', maintenance: 0, adapter: 'SANDBOX' },
  { code: 'SABA', name: 'Saba Sports', maintenance: 0, adapter: 'SANDBOX' },
  { code: 'SBO', name: 'SBOBET', maintenance: 0, adapter: 'SANDBOX' },
  { code: 'IMES', name: 'IM Esports', maintenance: 0, adapter: 'SANDBOX' },
  { code: 'DS88', name: 'DS88 Sabong', maintenance: 0, adapter: 'SANDBOX' },
  { code: 'TCG_LOTTO_VN', name: 'TCG Vietnam Lotto', maintenance: 0, adapter: 'SANDBOX' },
  { code: 'TCG_SEA', name: 'TCG SEA Lottery', maintenance: 0, adapter: 'SANDBOX' },
  { code: 'TCG', name: 'TCG Lottery', maintenance: 0, adapter: 'SANDBOX' },
  { code: 'GPI', name: 'GPI Lottery', maintenance: 0, adapter: 'SANDBOX' },
]

/** How generated codes of a lane are written, in the vendor's own style. */
type CodeStyle =
  | { kind: 'seq'; prefix: string; width: number } // JILI-SLOT-151: continues after the highest real number
  | { kind: 'num'; from: number; to: number } // 1543463: continues after the highest real id in [from, to)
  | { kind: 'pp' } // vs20goldkoi: lines + short slug
  | { kind: 'haba' } // SGGoldenKoi: SG + PascalCase title
  | { kind: 'fixed' } // hand-written list below

interface LaneSpec {
  vendor: string
  type: GameType
  /** Games in the lane after filling (real rows count towards it). */
  target: number
  isGame: 'GAME' | 'VASSALAGE'
  code: CodeStyle
}

const seq = (prefix: string, width = 3): CodeStyle => ({ kind: 'seq', prefix, width })
const num = (from: number, to: number): CodeStyle => ({ kind: 'num', from, to })
const lane = (vendor: string, type: GameType, target: number, code: CodeStyle, isGame: 'GAME' | 'VASSALAGE' = 'GAME'): LaneSpec => ({ vendor, type, target, code, isGame })

/** Lanes in display order per type (the home page takes the first 3 RNG, 1 LIVE, 1 FISH vendors). */
const LANES: LaneSpec[] = [
  lane('PG', 'RNG', 640, num(1_500_000, 2_000_000)),
  lane('JL', 'RNG', 600, seq('JILI-SLOT-')),
  lane('PP', 'RNG', 1040, { kind: 'pp' }),
  lane('PT', 'RNG', 640, seq('PT-SLOT-')),
  lane('JDB', 'RNG', 600, num(14_000, 15_000)),
  lane('CQ9', 'RNG', 620, num(250, 5_000)),
  lane('FC', 'RNG', 420, num(22_000, 23_000)),
  lane('EG2', 'RNG', 480, seq('EG2-SLOT-')),
  lane('SPADE', 'RNG', 480, seq('SG-SLOT-')),
  lane('HABANERO', 'RNG', 620, { kind: 'haba' }),
  lane('NETENT', 'RNG', 580, num(260_000, 270_000)),
  lane('EVOPLAY', 'RNG', 580, num(0, 100_000)),
  lane('BNG', 'RNG', 460, num(0, 100_000)),
  lane('SA', 'RNG', 340, seq('EG-SLOT-A')),

  lane('EVOLUTION', 'LIVE', 400, seq('EVOLUTION-LIVE-')),
  lane('SEXY', 'LIVE', 40, seq('MX-LIVE-')),
  lane('PP', 'LIVE', 560, seq('PP-LIVE-')),
  lane('PT', 'LIVE', 60, seq('PT-LIVE-')),
  lane('WM', 'LIVE', 60, seq('WM-LIVE-')),
  lane('DG', 'LIVE', 60, seq('DG-LIVE-')),

  lane('JL', 'FISH', 40, seq('JILI-FISH-')),
  lane('FC', 'FISH', 25, num(21_000, 22_000)),
  lane('CQ9', 'FISH', 30, seq('AT', 2)),
  lane('SPADE', 'FISH', 25, seq('SG-FISH-')),

  lane('JL', 'PVP', 190, seq('JILI-TABLE-')),
  lane('KM', 'PVP', 110, seq('KM-TABLE-')),
  lane('CQ9', 'PVP', 40, seq('AR', 2)),

  lane('BTI', 'SPORTS', 4, { kind: 'fixed' }),
  lane('SABA', 'SPORTS', 4, { kind: 'fixed' }),
  lane('SBO', 'SPORTS', 4, { kind: 'fixed' }),
  lane('IMES', 'ESPORTS', 4, { kind: 'fixed' }),
  lane('DS88', 'COCKFIGHT', 3, { kind: 'fixed' }),
  lane('TCG_LOTTO_VN', 'LOTT', 66, { kind: 'fixed' }, 'VASSALAGE'),
  lane('TCG_SEA', 'LOTT', 54, { kind: 'fixed' }, 'VASSALAGE'),
  lane('TCG', 'ELOTT', 36, { kind: 'fixed' }),
  lane('GPI', 'ELOTT', 24, { kind: 'fixed' }),
  lane('BGS', 'INHOUSE', 30, { kind: 'fixed' }),
]

// ---------------------------------------------------------------------------------------------------------------
// Hand-written games of the vendors that have no public catalogue
// ---------------------------------------------------------------------------------------------------------------

interface FixedGame {
  code: string
  name: string
  cls: string
}

const VN_NORTH = ['Ha Noi', 'Quang Ninh', 'Bac Ninh', 'Hai Phong', 'Nam Dinh', 'Thai Binh']
const VN_CENTRAL = ['Da Nang', 'Khanh Hoa', 'Thua Thien Hue', 'Quang Nam', 'Gia Lai', 'Binh Dinh', 'Quang Tri', 'Quang Binh', 'Phu Yen', 'Dak Lak', 'Dak Nong', 'Ninh Thuan', 'Kon Tum', 'Quang Ngai']
const VN_SOUTH = [
  'Ho Chi Minh',
  'Dong Thap',
  'Ca Mau',
  'Ben Tre',
  'Vung Tau',
  'Bac Lieu',
  'Dong Nai',
  'Can Tho',
  'Soc Trang',
  'Tay Ninh',
  'An Giang',
  'Binh Thuan',
  'Vinh Long',
  'Binh Duong',
  'Tra Vinh',
  'Long An',
  'Binh Phuoc',
  'Hau Giang',
  'Tien Giang',
  'Kien Giang',
  'Da Lat',
]
const slugCode = (s: string) =>
  s
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '')

function fixedGames(): Record<string, FixedGame[]> {
  const vn: FixedGame[] = []
  for (const p of [...VN_NORTH, ...VN_CENTRAL, ...VN_SOUTH]) vn.push({ code: `VN_${slugCode(p)}`, name: `${p} Lottery`, cls: 'LOTTO' })
  for (const region of ['Mien Bac', 'Mien Trung', 'Mien Nam']) {
    vn.push({ code: `VN_${slugCode(region)}_VIP`, name: `${region} VIP`, cls: 'LOTTO' })
    for (const speed of ['45 Sec', '1 Min', '2 Min', '3 Min', '5 Min', '10 Min']) vn.push({ code: `VN_${slugCode(region)}_${slugCode(speed)}`, name: `${region} Fast ${speed}`, cls: 'QUICK' })
  }
  for (const k of ['VN Keno 45 Sec', 'VN Keno 1 Min', 'VN Keno 3 Min', 'VN Keno 5 Min']) vn.push({ code: slugCode(k), name: k, cls: 'KENO' })

  const sea: FixedGame[] = [
    ['Lotto 6/42', 'LOTTO'],
    ['Mega Lotto 6/45', 'LOTTO'],
    ['Super Lotto 6/49', 'LOTTO'],
    ['Grand Lotto 6/55', 'LOTTO'],
    ['Ultra Lotto 6/58', 'LOTTO'],
    ['6D Lotto', 'LOTTO'],
    ['4D Lotto', 'LOTTO'],
    ['3D Swertres', 'LOTTO'],
    ['2D EZ2', 'LOTTO'],
    ['Thai Government Lottery', 'LOTTO'],
    ['Thai Stock 2D', 'LOTTO'],
    ['Lao Lottery', 'LOTTO'],
    ['Lao Star VIP', 'LOTTO'],
    ['Magnum 4D', 'LOTTO'],
    ['Sports Toto 4D', 'LOTTO'],
    ['Da Ma Cai 1+3D', 'LOTTO'],
    ['Singapore 4D', 'LOTTO'],
    ['Singapore Toto', 'LOTTO'],
    ['Cambodia 4D', 'LOTTO'],
    ['Sabah 88', 'LOTTO'],
    ['Sandakan 4D', 'LOTTO'],
    ['Sarawak Cash Sweep', 'LOTTO'],
    ['Hanoi VIP 4D', 'LOTTO'],
    ['Malaysia Toto 5D', 'LOTTO'],
    ['Malaysia Toto 6D', 'LOTTO'],
    ['Jakarta 4D', 'LOTTO'],
    ['Sydney 4D', 'LOTTO'],
    ['Hong Kong 4D', 'LOTTO'],
    ['Taiwan 4D', 'LOTTO'],
    ['Macau 4D', 'LOTTO'],
  ].map(([name, cls]) => ({ code: `SEA_${slugCode(name)}`, name, cls }))
  for (const g of ['SEA Quick 2D', 'SEA Quick 3D', 'SEA Quick 4D', 'SEA Quick 5D', 'Swertres Express']) {
    for (const speed of ['1 Min', '3 Min', '5 Min']) sea.push({ code: `SEA_${slugCode(g)}_${slugCode(speed)}`, name: `${g} ${speed}`, cls: 'QUICK' })
  }
  for (const k of ['SEA Keno', 'SEA Keno Turbo', 'Bingo Keno 80', 'Lucky Keno 20', 'Happy Keno', 'Keno Deluxe', 'Super Keno 10', 'Keno Max', 'Keno Bonus'])
    sea.push({ code: `SEA_${slugCode(k)}`, name: k, cls: 'KENO' })

  const tcg: FixedGame[] = []
  for (const g of ['Lucky 5D', 'Fast 3', 'PK10 Racing', '11 Choose 5', 'Happy 8 Keno', 'Lucky Airship']) {
    for (const speed of ['45 Sec', '1 Min', '3 Min', '5 Min', '10 Min', 'Classic']) {
      tcg.push({ code: `TCG_${slugCode(g)}_${slugCode(speed)}`, name: `${g} ${speed}`, cls: g.includes('Keno') ? 'KENO' : speed === 'Classic' ? 'LOTTO' : 'QUICK' })
    }
  }
  const gpi: FixedGame[] = []
  for (const g of ['Keno', 'Thai Lotto', 'Rapid Keno', 'Lucky 5', 'Pick 3', 'Fast Dice']) {
    for (const speed of ['1 Min', '3 Min', '5 Min', 'Classic']) {
      gpi.push({ code: `GPI_${slugCode(g)}_${slugCode(speed)}`, name: `GPI ${g} ${speed}`, cls: g.includes('Keno') ? 'KENO' : speed === 'Classic' ? 'LOTTO' : 'QUICK' })
    }
  }
  const bgs: [string, string, string][] = [
    ['dice', 'Dice', 'DICE'],
    ['limbo', 'Limbo', 'CRASH'],
    ['mines', 'Mines', 'MINES'],
    ['plinko', 'Plinko', 'PLINKO'],
    ['lucky-sevens-slot', 'Lucky Sevens Slot', 'SLOT'],
    ['crash', 'Crash', 'CRASH'],
    ['hilo', 'Hi-Lo', 'CARD'],
    ['keno', 'Keno', 'KENO'],
    ['wheel', 'Wheel', 'WHEEL'],
    ['tower', 'Dragon Tower', 'TOWER'],
    ['coinflip', 'Coin Flip', 'COIN'],
    ['roulette', 'Roulette', 'ROULETTE'],
    ['blackjack', 'Blackjack', 'CARD'],
    ['baccarat', 'Baccarat', 'CARD'],
    ['video-poker', 'Video Poker', 'CARD'],
    ['diamonds', 'Diamonds', 'SLOT'],
    ['hash-dice', 'Hash Dice', 'DICE'],
    ['ultimate-dice', 'Ultimate Dice', 'DICE'],
    ['rocket', 'Rocket Crash', 'CRASH'],
    ['jetpack', 'Jet Lucky', 'CRASH'],
    ['gem-mines', 'Gem Mines', 'MINES'],
    ['pachinko', 'Pachinko Plinko', 'PLINKO'],
    ['fruit-frenzy', 'Fruit Frenzy Slot', 'SLOT'],
    ['golden-koi', 'Golden Koi Slot', 'SLOT'],
    ['lucky-wheel', 'Lucky Wheel', 'WHEEL'],
    ['lucky-keno', 'Lucky Keno', 'KENO'],
    ['color-game', 'Color Game', 'DICE'],
    ['sic-bo', 'Sic Bo', 'DICE'],
    ['red-dog', 'Red Dog', 'CARD'],
    ['goal', 'Penalty Goal', 'CRASH'],
  ]
  const f = (rows: [string, string, string][]) => rows.map(([code, name, cls]) => ({ code, name, cls }))
  return {
    'BTI/SPORTS': f([
      ['BTI_SPORTSBOOK', 'BTi Sportsbook', 'SB'],
      ['BTI_LIVE', 'BTi Live Betting', 'SB'],
      ['BTI_VFOOTBALL', 'BTi Virtual Football', 'VS'],
      ['BTI_VHORSE', 'BTi Virtual Horse Racing', 'VS'],
    ]),
    'SABA/SPORTS': f([
      ['SABA_SPORTS', 'Saba Sports', 'SB'],
      ['SABA_BASKETBALL', 'Saba Live Basketball', 'SB'],
      ['SABA_VSOCCER', 'Saba Virtual Soccer', 'VS'],
      ['SABA_VBASKETBALL', 'Saba Virtual Basketball', 'VS'],
    ]),
    'SBO/SPORTS': f([
      ['SBO_SPORTSBOOK', 'SBO Sportsbook', 'SB'],
      ['SBO_INPLAY', 'SBO In-Play', 'SB'],
      ['SBO_RACING', 'SBO Racing', 'SB'],
      ['SBO_VSPORTS', 'SBO Virtual Sports', 'VS'],
    ]),
    'IMES/ESPORTS': f([
      ['IMES_LOBBY', 'IM Esports', 'ES'],
      ['IMES_MLBB', 'Mobile Legends', 'ES'],
      ['IMES_DOTA2', 'Dota 2', 'ES'],
      ['IMES_LOL', 'League of Legends', 'ES'],
    ]),
    'DS88/COCKFIGHT': f([
      ['DS88_SABONG', 'DS88 Sabong', 'CF'],
      ['DS88_DERBY', 'Sabong Derby Live', 'CF'],
      ['DS88_ARENA', 'Cockfight Arena', 'CF'],
    ]),
    'TCG_LOTTO_VN/LOTT': vn,
    'TCG_SEA/LOTT': sea,
    'TCG/ELOTT': tcg,
    'GPI/ELOTT': gpi,
    'BGS/INHOUSE': f(bgs),
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Classification, display names
// ---------------------------------------------------------------------------------------------------------------

/** Classification of an RNG title: BG bingo, AC arcade/crash, TG table, JP jackpot, else SL slot. */
export function classifyRng(title: string): string {
  const t = title.toLowerCase()
  if (/bingo/.test(t)) return 'BG'
  if (/crash|aviator|plinko|\bmines\b|minesweeper|keno|scratch|\bdice\b|limbo|penalty|pachinko|pusher|\bhilo\b|\bgoal\b/.test(t)) return 'AC'
  if (/baccarat|blackjack|black jack|roulette|poker|sic ?bo|dragon ?tiger|hold'?em|\bstud\b|jacks ?or ?better|deuces|pai gow|andar bahar|teen patti|\bhi-?lo\b|red dog|punto banco|craps/.test(t))
    return 'TG'
  if (/jackpots?\b|\bjp\b|\blink\b/.test(t)) return 'JP'
  return 'SL'
}

/** Classification of a live table: BAC, ROU, BJ, SIC, DT, else SHOW (game shows, poker, other tables). */
export function classifyLive(title: string): string {
  const t = title.toLowerCase()
  if (/dragon ?tiger/.test(t)) return 'DT'
  if (/bac bo/.test(t)) return 'SHOW'
  if (/baccarat|punto banco/.test(t)) return 'BAC'
  if (/roulette/.test(t)) return 'ROU'
  if (/blackjack|black jack/.test(t)) return 'BJ'
  if (/sic ?bo|\bdice\b/.test(t)) return 'SIC'
  return 'SHOW'
}

/** Classification of a PVP (card/chess) game: MJ mahjong, POKER, else CARD. */
export function classifyPvp(title: string): string {
  const t = title.toLowerCase()
  if (/mahjong|mah jong/.test(t)) return 'MJ'
  if (/poker|hold'?em|omaha|texas|\bstud\b|pusoy|capsa|short deck/.test(t)) return 'POKER'
  return 'CARD'
}

const SMALL_WORDS = new Set(['of', 'the', 'and', 'in', 'a', 'an', 'to', 'on', 'at', 'or', 'for', 'de', 'la', 'los'])
const ROMAN = /^(I|II|III|IV|V|VI|VII|VIII|IX|X)$/

/**
 * Tidies a source title for display: slugs (`thai-hi-lo2` → `Thai Hi Lo 2`), run-together CamelCase
 * (`FanTanClassic` → `Fan Tan Classic`) and ALL CAPS (`LEGEND OF INCA` → `Legend of Inca`). Other titles are kept as given.
 */
export function displayNameOf(name: string): string {
  let s = name.trim().replace(/\s+/g, ' ')
  if (/^[a-z0-9]+(-[a-z0-9]+)+$/.test(s)) {
    s = s
      .split('-')
      .map((w) => w.replace(/^([a-z]+)(\d+)$/, '$1 $2'))
      .join(' ')
    return s
      .split(' ')
      .map((w, i) => (i > 0 && SMALL_WORDS.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
      .join(' ')
  }
  if (!s.includes(' ') && (s.match(/[a-z][A-Z]/g) ?? []).length >= 1 && /^[A-Z]/.test(s)) {
    return s.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
  }
  if (/[A-Z]{2}/.test(s) && !/[a-z]/.test(s) && s.replace(/[^A-Z]/g, '').length > 4) {
    return s
      .split(' ')
      .map((w, i) => {
        if (ROMAN.test(w) || /\d/.test(w)) return w
        const lw = w.toLowerCase()
        if (i > 0 && SMALL_WORDS.has(lw)) return lw
        return lw.replace(/(^|[^a-z'])([a-z])/g, (_m, p: string, c: string) => p + c.toUpperCase())
      })
      .join(' ')
  }
  return s
}

/** Key under which two titles count as the same game (case, spaces and punctuation ignored). */
export const titleKey = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]/g, '')

// ---------------------------------------------------------------------------------------------------------------
// Title generator
// ---------------------------------------------------------------------------------------------------------------

const ASIAN_THEMES = [
  'Dragon',
  'Phoenix',
  'Koi',
  'Panda',
  'Tiger',
  'Lotus',
  'Jade',
  'Caishen',
  'Mahjong',
  'Lantern',
  'Sakura',
  'Geisha',
  'Samurai',
  'Ninja',
  'Monkey King',
  'Qilin',
  'Crane',
  'Bamboo',
  'Emperor',
  'Empress',
  'Dynasty',
  'Pagoda',
  'Firecracker',
  'Lucky Cat',
  'Golden Ox',
  'Rooster',
  'Red Envelope',
  'Moon Rabbit',
  'Shogun',
  'Wukong',
  'Terracotta',
  'Silk Road',
  'Ingot',
  'Zodiac',
  'Dragon Boat',
  'Lion Dance',
  'Naga',
  'Garuda',
  'Ganesha',
  'Tuk Tuk',
  'Carabao',
  'Fu Bao',
  'Sumo',
  'Kirin',
  'Oni',
  'Kitsune',
  'Tanuki',
  'Daruma',
  'Hanuman',
  'Mango Tree',
]
const WESTERN_THEMES = [
  'Pharaoh',
  'Olympus',
  'Zeus',
  'Athena',
  'Viking',
  'Pirate',
  'Cowboy',
  'Buffalo',
  'Wolf',
  'Eagle',
  'Lion',
  'Rhino',
  'Gorilla',
  'Aztec',
  'Inca',
  'Cleopatra',
  'Anubis',
  'Medusa',
  'Poseidon',
  'Kraken',
  'Mermaid',
  'Unicorn',
  'Leprechaun',
  'Wizard',
  'Witch',
  'Vampire',
  'Knight',
  'Joker',
  'Diamond',
  'Fruit',
  'Cherry',
  'Candy',
  'Gladiator',
  'Fiesta',
  'Mariachi',
  'Yeti',
  'Safari',
  'Genie',
  'Sphinx',
  'Scarab',
  'Thor',
  'Odin',
  'Valkyrie',
  'Spartan',
  'Centurion',
  'Outlaw',
  'Mustang',
  'Bigfoot',
  'Jungle',
  'Sugar',
  'Rainbow',
  'Galaxy',
  'Volcano',
  'Arctic',
  'Sahara',
  'Bandit',
  'Samba',
  'Carnival',
  'Alchemist',
  'Dwarf',
  'Griffin',
  'Pegasus',
  'Hercules',
  'Sheriff',
  'Bison',
  'Hippo',
  'Flamingo',
  'Cobra',
  'Octopus',
  'Shark',
]
const ADJECTIVES = [
  'Golden',
  'Lucky',
  'Wild',
  'Mighty',
  'Royal',
  'Mega',
  'Super',
  'Crazy',
  'Hot',
  'Sizzling',
  'Blazing',
  'Fiery',
  'Frozen',
  'Mystic',
  'Magic',
  'Ancient',
  'Sacred',
  'Hidden',
  'Lost',
  'Eternal',
  'Divine',
  'Silver',
  'Crystal',
  'Cosmic',
  'Thunder',
  'Lightning',
  'Shining',
  'Radiant',
  'Grand',
  'Fabulous',
  'Happy',
  'Jolly',
  'Savage',
  'Raging',
  'Dancing',
  'Flaming',
  'Secret',
  'Legendary',
  'Epic',
  'Imperial',
  'Twin',
  'Triple',
  'Double',
  'Rich',
  'Hyper',
  'Turbo',
  'Majestic',
  'Enchanted',
  'Roaring',
  'Starry',
  'Emerald',
  'Ruby',
  'Sapphire',
  'Neon',
  'Sweet',
  'Juicy',
  'Burning',
  'Stormy',
]
const RESULTS = [
  'Fortune',
  'Fortunes',
  'Riches',
  'Treasure',
  'Treasures',
  'Gold',
  'Gems',
  'Wins',
  'Ways',
  'Bonanza',
  'Blitz',
  'Rush',
  'Quest',
  'Legend',
  'Legends',
  'Kingdom',
  'Palace',
  'Temple',
  'Empire',
  'Wilds',
  'Spins',
  'Reels',
  'Cash',
  'Coins',
  'Bounty',
  'Feast',
  'Party',
  'Festival',
  'Dreams',
  'Secrets',
  'Glory',
  'Power',
  'Hunt',
  'Strike',
  'Luck',
  'Wealth',
  'Prosperity',
  'Blessings',
  'Charms',
  'Jewels',
  'Pearls',
  'Nights',
  'Adventure',
  'Heist',
  'Vault',
  'Crown',
  'Wheel',
  'Magic',
]
const PLACES = [
  'Olympus',
  'Atlantis',
  'Egypt',
  'the Nile',
  'the Aztecs',
  'Asgard',
  'Babylon',
  'Shangri-La',
  'the Orient',
  'the Amazon',
  'Valhalla',
  'El Dorado',
  'the Dragon',
  'the Pharaoh',
  'the Phoenix',
  'the Jade Emperor',
  'the Gods',
  'the Sun',
  'the Moon',
  'the Deep',
  'the Sea',
  'Macau',
  'Tokyo',
  'Bangkok',
  'Bali',
  'Manila',
  'Rome',
  'Sparta',
  'Troy',
  'Persia',
  'Camelot',
  'the Caribbean',
  'the Wild West',
  'the Jungle',
  'the Tiger',
  'the Koi',
  'Ra',
  'Anubis',
  'Zeus',
  'the Lotus',
  'the Samurai',
  'the Inca',
  'the Vikings',
  'Boracay',
  'Cebu',
  'the Golden Temple',
  'the Silk Road',
  'the North',
]
const TAILS = [
  'Megaways',
  'Hold and Win',
  'Deluxe',
  '1000',
  'Xmas',
  'Power Reels',
  'Multichance',
  'Boost',
  'Cash Collect',
  'Extreme',
  'Ultra',
  '2',
  '3',
  'Lock and Link',
  'Super Scatter',
  'Infinity Reels',
  'Dream Drop',
  'Xtreme',
  'Respins',
  'Max',
]
const TABLE_GAMES = [
  'Baccarat',
  'Blackjack',
  'Roulette',
  'European Roulette',
  'American Roulette',
  'Sic Bo',
  'Dragon Tiger',
  "Casino Hold'em",
  'Three Card Poker',
  'Caribbean Stud',
  'Video Poker',
  'Jacks or Better',
  'Deuces Wild Poker',
  'Pai Gow',
  'Andar Bahar',
  'Teen Patti',
  'Hi-Lo',
  'Red Dog',
  'Punto Banco',
  'Baccarat Squeeze',
  'Multihand Blackjack',
  'Craps',
]
const TABLE_MODS = ['Classic', 'Deluxe', 'Gold', 'VIP', 'Pro', 'Royal', 'Speed', 'Mini', 'Premium', 'Lucky', 'Super', 'Double', 'Fortune', 'Imperial', 'Platinum', 'Diamond', 'Zoom', 'Turbo']
const ARCADE_GAMES = ['Crash', 'Mines', 'Plinko', 'Keno', 'Scratch', 'Dice', 'Limbo', 'Penalty Shootout', 'Pachinko', 'Coin Pusher', 'Hilo']
/** Themes that can own something ("Pharaoh's Gold"). */
const CHARACTERS = [
  'Pharaoh',
  'Zeus',
  'Athena',
  'Viking',
  'Pirate',
  'Cowboy',
  'Cleopatra',
  'Anubis',
  'Medusa',
  'Poseidon',
  'Mermaid',
  'Leprechaun',
  'Wizard',
  'Witch',
  'Vampire',
  'Knight',
  'Joker',
  'Gladiator',
  'Genie',
  'Thor',
  'Odin',
  'Hercules',
  'Sheriff',
  'Emperor',
  'Empress',
  'Samurai',
  'Ninja',
  'Geisha',
  'Shogun',
  'Wukong',
  'Caishen',
  'Monkey King',
  'Dragon',
  'Tiger',
  'Panda',
  'Alchemist',
  'Outlaw',
  'Bandit',
  'Dwarf',
  'Spartan',
  'Valkyrie',
  'Sultan',
  'Queen',
  'King',
  'Captain',
  'Fisherman',
  'Miner',
]
const ASIAN_VENDORS = new Set(['PG', 'JL', 'JDB', 'CQ9', 'FC', 'SPADE', 'KM', 'EG2', 'SA'])

function rngTitle(rng: Rng, vendor: string): string {
  const theme = () => pick(rng, rng() < (ASIAN_VENDORS.has(vendor) ? 0.65 : 0.22) ? ASIAN_THEMES : WESTERN_THEMES)
  const cls = weighted(rng, [
    ['SL', 82],
    ['JP', 7],
    ['TG', 5],
    ['AC', 4],
    ['BG', 2],
  ] as const)
  switch (cls) {
    case 'JP':
      return weighted(rng, [
        [() => `${pick(rng, ADJECTIVES)} ${theme()} Jackpots`, 3],
        [() => `${theme()} Link`, 2],
        [() => `${theme()} Jackpot ${pick(rng, RESULTS)}`, 2],
        [() => `Jackpot ${pick(rng, RESULTS)} of ${pick(rng, PLACES)}`, 1],
      ] as const)()
    case 'TG':
      return rng() < 0.5 ? `${pick(rng, TABLE_MODS)} ${pick(rng, TABLE_GAMES)}` : `${pick(rng, TABLE_GAMES)} ${pick(rng, TABLE_MODS)}`
    case 'AC':
      return `${rng() < 0.5 ? pick(rng, ADJECTIVES) : theme()} ${pick(rng, ARCADE_GAMES)}`
    case 'BG':
      return rng() < 0.5 ? `${pick(rng, ADJECTIVES)} Bingo` : `${theme()} Bingo`
  }
  let base = weighted(rng, [
    [() => `${pick(rng, ADJECTIVES)} ${theme()}`, 5],
    [() => `${theme()} ${pick(rng, RESULTS)}`, 6],
    [() => `${pick(rng, RESULTS)} of ${pick(rng, PLACES)}`, 3],
    [() => `${pick(rng, CHARACTERS)}'s ${pick(rng, RESULTS)}`, 2],
    [() => `${pick(rng, ADJECTIVES)} ${theme()} ${pick(rng, RESULTS)}`, 2],
    [() => `${pick(rng, ADJECTIVES)} ${pick(rng, RESULTS)}`, 2],
  ] as const)()
  if (rng() < 0.2) base += ` ${pick(rng, TAILS)}`
  return base
}

const LIVE_BASES: Record<string, readonly string[]> = {
  BAC: [
    'Baccarat',
    'Speed Baccarat',
    'No Commission Baccarat',
    'Squeeze Baccarat',
    'VIP Baccarat',
    'Fortune 6 Baccarat',
    'Super 6 Baccarat',
    'Prestige Baccarat',
    'Golden Wealth Baccarat',
    'Mega Baccarat',
    'Classic Baccarat',
    'Baccarat Control Squeeze',
  ],
  ROU: ['Roulette', 'Speed Roulette', 'Auto Roulette', 'VIP Roulette', 'European Roulette', 'Mega Roulette', 'Double Ball Roulette', 'Lucky Roulette'],
  BJ: ['Blackjack', 'Speed Blackjack', 'VIP Blackjack', 'Blackjack Platinum', 'Free Bet Blackjack', 'Blackjack Gold', 'Blackjack Azure', 'Unlimited Blackjack'],
  SIC: ['Sic Bo', 'Super Sic Bo', 'Speed Sic Bo', 'Mega Sic Bo', 'Sic Bo Deluxe', 'Thai Hi Lo Dice'],
  DT: ['Dragon Tiger', 'Speed Dragon Tiger', 'VIP Dragon Tiger', 'Dragon Tiger Deluxe'],
  SHOW: [
    'Mega Wheel',
    'Money Wheel',
    'Lucky Dice Show',
    'Fan Tan',
    'Andar Bahar',
    'Teen Patti',
    "Casino Hold'em",
    'Bac Bo',
    'Color Game Live',
    'Fortune Wheel',
    'Niu Niu',
    'Three Card Poker',
    'Treasure Wheel',
    'Fish Prawn Crab',
  ],
}
const LIVE_SUFFIX = [
  ...'ABCDEFGHJKLMNPQRSTUVWXYZ'.split(''),
  ...Array.from({ length: 40 }, (_, i) => String(i + 1)),
  'Manila',
  'Macau',
  'Cebu',
  'Azure',
  'Ruby',
  'Emerald',
  'Onyx',
  'Prime',
  'Lounge',
  'Salon',
  'Diamond',
  'Jade',
]

function liveTitle(rng: Rng): string {
  const cls = weighted(rng, [
    ['BAC', 40],
    ['ROU', 15],
    ['BJ', 20],
    ['SIC', 7],
    ['DT', 8],
    ['SHOW', 10],
  ] as const)
  return `${pick(rng, LIVE_BASES[cls])} ${pick(rng, LIVE_SUFFIX)}`
}

const FISH_ADJ = [
  'Golden',
  'Royal',
  'Mega',
  'Lucky',
  'Happy',
  'Crazy',
  'Thunder',
  'Jackpot',
  'Dragon',
  'Ocean',
  'Deep Sea',
  'Super',
  'Fortune',
  'Legendary',
  'Mystic',
  'Pirate',
  'Mermaid',
  'Kraken',
  'Neptune',
  'Wild',
]
const FISH_NOUN = [
  'Fishing',
  'Fishing King',
  'Ocean King',
  'Fish Hunter',
  'Shark Hunt',
  'Sea Lord',
  'Reef Hunter',
  'Fishing Party',
  'Fishing War',
  'Fish Catch',
  'Sea Treasure',
  'Fishing Master',
  'Whale Hunter',
  'Fishing Frenzy',
  'Fish Legend',
]

function fishTitle(rng: Rng): string {
  return `${pick(rng, FISH_ADJ)} ${pick(rng, FISH_NOUN)}`
}

const PVP_BASES = [
  'Tongits',
  'Pusoy',
  'Pusoy Dos',
  'Rummy',
  'Teen Patti',
  'Andar Bahar',
  'Baccarat',
  'Blackjack',
  'Dragon Tiger',
  'Bull Bull',
  'Niu Niu',
  'Pai Gow',
  'Tien Len',
  'Sam Loc',
  'Pok Deng',
  'Fan Tan',
  'Color Game',
  'Hi-Lo',
  'Mahjong',
  'Mahjong Showdown',
  'Riichi Mahjong',
  "Texas Hold'em",
  'Omaha',
  'Short Deck Poker',
  'Caribbean Poker',
  '3 Card Poker',
  'Capsa Susun',
  'Sabong Cards',
  'Lucky 9',
  'Sakla',
  'Domino QiuQiu',
  'Gaple',
  'Jhandi Munda',
  'Ludo',
  'Seven Up Seven Down',
]
const PVP_PREFIX = ['Lucky', 'Super', 'Fortune', 'Royal', 'Mega', 'Golden', 'Speed', 'Crazy']
const PVP_SUFFIX = ['Go', 'Blitz', 'Plus', 'Deluxe', 'Royale', 'Pro', 'VIP', 'Rush', '2', 'Classic', 'Mega', 'Online', 'Tournament', 'Live', 'Star', 'Arena']

function pvpTitle(rng: Rng): string {
  const base = pick(rng, PVP_BASES)
  return rng() < 0.35 ? `${pick(rng, PVP_PREFIX)} ${base}` : `${base} ${pick(rng, PVP_SUFFIX)}`
}

// ---------------------------------------------------------------------------------------------------------------
// Codes, bets, lines
// ---------------------------------------------------------------------------------------------------------------

const toPascal = (s: string) =>
  s
    .replace(/['’]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('')

function codeMaker(style: CodeStyle, realCodes: readonly string[], used: Set<string>): (title: string, lines: number) => string {
  if (style.kind === 'seq') {
    const re = new RegExp(`^${style.prefix.replace(/[-]/g, '\\-')}(\\d+)$`)
    let n = realCodes.reduce((m, c) => {
      const x = re.exec(c)
      return x ? Math.max(m, Number(x[1])) : m
    }, 0)
    return () => {
      let code: string
      do {
        n++
        code = `${style.prefix}${String(n).padStart(style.width, '0')}`
      } while (used.has(code))
      return code
    }
  }
  if (style.kind === 'num') {
    let n = realCodes.reduce((m, c) => (/^\d+$/.test(c) && +c >= style.from && +c < style.to ? Math.max(m, +c) : m), style.from)
    return () => {
      let code: string
      do {
        n++
        code = String(n)
      } while (used.has(code))
      return code
    }
  }
  const unique = (base: string) => {
    let code = base
    for (let i = 2; used.has(code); i++) code = `${base}${i}`
    return code
  }
  if (style.kind === 'pp') {
    return (title, lines) => {
      const words = title
        .toLowerCase()
        .replace(/['’]/g, '')
        .split(/[^a-z0-9]+/)
        .filter(Boolean)
      const slug = words
        .map((w, i) => (i === 0 ? w.slice(0, 6) : w.slice(0, 4)))
        .join('')
        .slice(0, 12)
      return unique(`vs${lines >= 243 ? 'ways' : lines || 20}${slug}`)
    }
  }
  if (style.kind === 'haba') return (title) => unique(`SG${toPascal(title)}`)
  throw new Error('fixed lanes have no code maker')
}

const SLOT_LINES = [1, 3, 5, 9, 10, 15, 20, 20, 20, 25, 25, 25, 30, 30, 40, 40, 50, 50, 88, 100, 243, 243, 243] as const

function linesFor(vendor: string, code: string, type: GameType, cls: string, rng: Rng): number {
  if (type === 'INHOUSE') return cls === 'SLOT' ? 5 : 0
  if (type !== 'RNG' || (cls !== 'SL' && cls !== 'JP')) return 0
  if (vendor === 'PP') {
    const m = /^vs(ways|\d+)/.exec(code)
    if (m) return m[1] === 'ways' ? 243 : Math.min(243, Math.max(1, Number(m[1])))
  }
  return pick(rng, SLOT_LINES)
}

function minBetFor(type: GameType, title: string, cls: string, rng: Rng): number {
  switch (type) {
    case 'RNG':
      return weighted(rng, [
        [10, 5],
        [20, 10],
        [50, 15],
        [100, 50],
        [200, 12],
        [500, 8],
      ] as const)
    case 'LIVE':
      return /\bvip\b|prestige|salon|platinum/i.test(title)
        ? pick(rng, [5000, 10000] as const)
        : weighted(rng, [
            [500, 30],
            [1000, 45],
            [2000, 20],
            [5000, 5],
          ] as const)
    case 'FISH':
      return weighted(rng, [
        [10, 30],
        [50, 30],
        [100, 40],
      ] as const)
    case 'PVP':
      return weighted(rng, [
        [100, 30],
        [200, 30],
        [500, 25],
        [1000, 15],
      ] as const)
    case 'SPORTS':
    case 'ESPORTS':
      return 1000
    case 'COCKFIGHT':
      return 2000
    case 'LOTT':
    case 'ELOTT':
      return cls === 'KENO'
        ? 100
        : weighted(rng, [
            [100, 60],
            [200, 40],
          ] as const)
    case 'INHOUSE':
      return 10
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Hot list
// ---------------------------------------------------------------------------------------------------------------

/** Hot games in rank order (vendor, type, title as in the catalogue); 60 across RNG, LIVE, FISH, PVP and INHOUSE. */
const HOT: readonly [string, GameType, string][] = [
  ['JL', 'RNG', 'Super Ace'],
  ['PG', 'RNG', 'Mahjong Ways 2'],
  ['EVOLUTION', 'LIVE', 'Crazy Time'],
  ['PG', 'RNG', 'Fortune Tiger'],
  ['JL', 'FISH', 'Jackpot Fishing'],
  ['JL', 'PVP', 'Tongits Go'],
  ['PP', 'RNG', 'Gates of Olympus'],
  ['BGS', 'INHOUSE', 'Mines'],
  ['JL', 'RNG', 'Fortune Gems'],
  ['PG', 'RNG', 'Mahjong Ways'],
  ['SEXY', 'LIVE', 'Baccarat Classic'],
  ['PP', 'RNG', 'Sweet Bonanza'],
  ['JL', 'RNG', 'Golden Empire'],
  ['JL', 'PVP', 'Pusoy Go'],
  ['EVOLUTION', 'LIVE', 'Lightning Roulette'],
  ['PG', 'RNG', 'Lucky Neko'],
  ['JL', 'FISH', 'Royal Fishing'],
  ['BGS', 'INHOUSE', 'Plinko'],
  ['JL', 'RNG', 'Money Coming'],
  ['PP', 'RNG', 'Starlight Princess'],
  ['EVOLUTION', 'LIVE', 'Lightning Baccarat'],
  ['PG', 'RNG', 'Treasures of Aztec'],
  ['JL', 'PVP', 'Color Game'],
  ['JL', 'RNG', 'Boxing King'],
  ['BGS', 'INHOUSE', 'Dice'],
  ['PG', 'RNG', 'Fortune Ox'],
  ['SPADE', 'FISH', 'Fishing God'],
  ['PP', 'RNG', 'Sugar Rush'],
  ['EVOLUTION', 'LIVE', 'Mega Ball'],
  ['JL', 'RNG', 'Crazy777'],
  ['PG', 'RNG', 'Wild Bandito'],
  ['KM', 'PVP', 'Tongits'],
  ['PP', 'LIVE', 'Mega Wheel'],
  ['JL', 'RNG', 'Charge Buffalo'],
  ['PG', 'RNG', 'Fortune Rabbit'],
  ['BGS', 'INHOUSE', 'Limbo'],
  ['JL', 'FISH', 'Mega Fishing'],
  ['PP', 'RNG', 'The Dog House'],
  ['EVOLUTION', 'LIVE', 'Funky Time'],
  ['JL', 'PVP', 'Rummy'],
  ['PG', 'RNG', 'Caishen Wins'],
  ['JL', 'RNG', 'Fortune Gems 2'],
  ['SEXY', 'LIVE', 'Thai Hi Lo'],
  ['PG', 'RNG', 'Ganesha Gold'],
  ['JL', 'PVP', 'Teen Patti'],
  ['BGS', 'INHOUSE', 'Crash'],
  ['PP', 'RNG', 'Wild West Gold'],
  ['JL', 'FISH', 'Bombing Fishing'],
  ['EVOLUTION', 'LIVE', 'MONOPOLY Live'],
  ['JL', 'RNG', 'Fortune Gems 3'],
  ['PP', 'LIVE', 'Sweet Bonanza Candyland'],
  ['JL', 'PVP', 'Andar Bahar'],
  ['PG', 'RNG', 'Jungle Delight'],
  ['BGS', 'INHOUSE', 'Lucky Sevens Slot'],
  ['JL', 'FISH', 'Happy Fishing'],
  ['EVOLUTION', 'LIVE', 'Dragon Tiger'],
  ['PG', 'RNG', 'Dragon Hatch'],
  ['KM', 'PVP', 'Pusoy'],
  ['JL', 'FISH', 'Dinosaur Tycoon'],
  ['PP', 'LIVE', 'Sic Bo'],
]

// ---------------------------------------------------------------------------------------------------------------
// Build
// ---------------------------------------------------------------------------------------------------------------

interface Draft {
  vendor: string
  type: GameType
  code: string
  name: string
  display: string
  cls: string
  catalogued: 0 | 1
  n: number
  isHot: 0 | 1
  hotRank: number | null
  isNew: 0 | 1
  minBet: number
  lines: number
}

function classify(type: GameType, title: string): string {
  switch (type) {
    case 'RNG':
      return classifyRng(title)
    case 'LIVE':
      return classifyLive(title)
    case 'FISH':
      return 'FH'
    case 'PVP':
      return classifyPvp(title)
    default:
      throw new Error(`no classifier for ${type}`)
  }
}

/**
 * Builds the full catalogue: vendors, lanes (without brand) and about 10,000 games.
 * Real CSV titles come first in each lane (catalogued = 1; a title repeated under a second code scheme is kept once),
 * then generated titles (catalogued = 0) fill the lane to its target; generated titles are unique per vendor and never
 * repeat a real title of that vendor. `sequence` orders games within their type (hot by rank, then vendors interleaved
 * in lane order, new games first within each vendor); `minBet` is in minor units.
 * Deterministic: every call returns equal data.
 * @param rows the validated CSV rows (default: {@link readCatalogueCsv}).
 */
export function buildCatalogue(rows: readonly CatalogueRow[] = readCatalogueCsv()): Catalogue {
  const fixed = fixedGames()
  const realByVendor = new Map<string, CatalogueRow[]>()
  for (const r of rows) {
    const list = realByVendor.get(r.vendor) ?? []
    list.push(r)
    realByVendor.set(r.vendor, list)
  }
  const laneKeyOf = (v: string, t: string) => `${v}/${t}`
  for (const r of rows) {
    if (!LANES.some((l) => l.vendor === r.vendor && l.type === r.game_type)) {
      throw new Error(`game-catalogue.csv line ${r.line}: no lane for ${r.vendor} ${r.game_type}`)
    }
  }

  // Generated titles never repeat any real title, of this vendor or another (no second "Sweet Bonanza").
  const allRealKeys = new Set(rows.map((r) => titleKey(displayNameOf(r.game_name))))
  const drafts: Draft[] = []
  const byLane = new Map<string, Draft[]>()
  // Per vendor, across all its lanes: the title keys and codes taken so far (real ones first).
  const titleKeysByVendor = new Map<string, Set<string>>()
  const codesByVendor = new Map<string, Set<string>>()
  for (const spec of LANES) {
    const key = laneKeyOf(spec.vendor, spec.type)
    const rng = mulberry32(hash32(`lane:${key}`))
    const vendorReal = realByVendor.get(spec.vendor) ?? []
    if (!titleKeysByVendor.has(spec.vendor)) {
      titleKeysByVendor.set(spec.vendor, new Set(vendorReal.map((r) => titleKey(displayNameOf(r.game_name)))))
      codesByVendor.set(spec.vendor, new Set(vendorReal.map((r) => r.game_code)))
    }
    const titleKeys = titleKeysByVendor.get(spec.vendor) as Set<string>
    const usedCodes = codesByVendor.get(spec.vendor) as Set<string>
    const laneDrafts: Draft[] = []
    const add = (d: Omit<Draft, 'n' | 'isHot' | 'hotRank' | 'isNew' | 'minBet' | 'lines'>) => {
      const lines = linesFor(d.vendor, d.code, d.type, d.cls, rng)
      laneDrafts.push({ ...d, n: laneDrafts.length + 1, isHot: 0, hotRank: null, isNew: 0, minBet: minBetFor(d.type, d.name, d.cls, rng), lines })
    }

    if (spec.code.kind === 'fixed') {
      const list = fixed[key]
      if (!list || list.length !== spec.target) throw new Error(`fixed list ${key} has ${list?.length} games, lane wants ${spec.target}`)
      for (const g of list) add({ vendor: spec.vendor, type: spec.type, code: g.code, name: g.name, display: g.name, cls: g.cls, catalogued: 0 })
    } else {
      const seenInLane = new Set<string>()
      for (const r of vendorReal) {
        if (r.game_type !== spec.type) continue
        const display = displayNameOf(r.game_name)
        const k = titleKey(display)
        if (seenInLane.has(k)) continue
        seenInLane.add(k)
        add({ vendor: spec.vendor, type: spec.type, code: r.game_code, name: r.game_name, display, cls: classify(spec.type, display), catalogued: 1 })
      }
      const makeCode = codeMaker(
        spec.code,
        vendorReal.map((r) => r.game_code),
        usedCodes,
      )
      let attempts = 0
      while (laneDrafts.length < spec.target) {
        if (++attempts > spec.target * 200) throw new Error(`cannot generate enough unique titles for ${key}`)
        const title = spec.type === 'RNG' ? rngTitle(rng, spec.vendor) : spec.type === 'LIVE' ? liveTitle(rng) : spec.type === 'FISH' ? fishTitle(rng) : pvpTitle(rng)
        const words = title.toLowerCase().split(/\s+/)
        if (new Set(words).size !== words.length) continue // "Golden Golden …"
        if (title.length > 34) continue
        const k = titleKey(title)
        if (titleKeys.has(k) || allRealKeys.has(k)) continue
        titleKeys.add(k)
        const cls = classify(spec.type, title)
        const lines0 = spec.type === 'RNG' && (cls === 'SL' || cls === 'JP') ? pick(rng, SLOT_LINES) : 0
        const code = makeCode(title, lines0)
        usedCodes.add(code)
        add({ vendor: spec.vendor, type: spec.type, code, name: title, display: title, cls, catalogued: 0 })
      }
    }
    byLane.set(key, laneDrafts)
    drafts.push(...laneDrafts)
  }

  // Hot games.
  HOT.forEach(([vendor, type, title], i) => {
    const lane = byLane.get(laneKeyOf(vendor, type))
    const want = titleKey(title)
    const d = lane?.find((x) => titleKey(x.display) === want || titleKey(x.name) === want)
    if (!d) throw new Error(`hot game not in catalogue: ${vendor} ${type} ${title}`)
    if (d.isHot) throw new Error(`hot game listed twice: ${vendor} ${type} ${title}`)
    d.isHot = 1
    d.hotRank = i + 1
  })

  // New games: about 5%, never the hot ones.
  const newRng = mulberry32(hash32('new-games'))
  for (const d of drafts) if (!d.isHot && newRng() < 0.05) d.isNew = 1

  // Sequence per type: hot by rank, then lanes interleaved round-robin (new real, real, new generated, generated).
  const sequence = new Map<Draft, number>()
  for (const type of GAME_TYPES) {
    const typeLanes = LANES.filter((l) => l.type === type).map((l) => byLane.get(laneKeyOf(l.vendor, l.type)) ?? [])
    let s = 0
    const hot = typeLanes
      .flat()
      .filter((d) => d.isHot)
      .sort((a, b) => (a.hotRank ?? 0) - (b.hotRank ?? 0))
    for (const d of hot) sequence.set(d, ++s)
    const rank = (d: Draft) => (d.catalogued ? 0 : 2) + (d.isNew ? 0 : 1)
    const queues = typeLanes.map((l) => l.filter((d) => !d.isHot).sort((a, b) => rank(a) - rank(b) || a.n - b.n))
    for (let i = 0; queues.some((q) => i < q.length); i++) {
      for (const q of queues) if (i < q.length) sequence.set(q[i], ++s)
    }
  }

  const gamesOut: GameSeed[] = drafts.map((d) => {
    const nodeId = `${d.vendor}-${d.type}-${d.n}`
    return {
      nodeId,
      vendorCode: d.vendor,
      gameCode: d.code,
      gameName: d.name,
      searchName: d.display.toLowerCase(),
      displayName: d.display,
      gameType: d.type,
      classification: d.cls,
      isGame: 'GAME',
      isHot: d.isHot,
      hotRank: d.hotRank,
      isNew: d.isNew,
      minBet: d.minBet,
      lineNum: d.lines,
      iconUrl: `/img/game/${nodeId}.svg`,
      lagerIcon: `/img/game/${nodeId}-l.svg`,
      sequence: sequence.get(d) ?? 0,
      catalogued: d.catalogued,
      enabled: 1,
    }
  })

  const seqByType = new Map<string, number>()
  const lanesOut: LaneSeed[] = LANES.map((l) => {
    const s = (seqByType.get(l.type) ?? 0) + 1
    seqByType.set(l.type, s)
    return { vendorCode: l.vendor, gameType: l.type, isGame: l.isGame, sequence: s }
  })

  return { vendors: VENDORS.map((v) => ({ ...v })), lanes: lanesOut, games: gamesOut }
}
