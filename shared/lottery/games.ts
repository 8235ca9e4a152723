/**
 * How a catalogue lottery game plays (issue 5 "Lottery"; decision 0014): its area (which page
 * shows it), draw format and schedule, read from the vendor, the classification and the game code
 * (`VN_MIEN_BAC_45_SEC`, `SEA_4D_LOTTO`, `TCG_FAST_3_1_MIN`, …). Pure.
 *
 * Areas and pages (spec §4 launch routing): TCG_LOTTO_VN → VN (/vnLottery), TCG_SEA → SEA
 * (/seaLottery), every other LOTT or ELOTT game → LOTTO (/lottery).
 * Schedules: a `_<n>_SEC` / `_<n>_MIN` suffix is the interval; Vietnamese provinces draw daily at
 * their region's hour (north 18:15, central 17:15, south 16:15 Vietnam time), the big SEA lotteries
 * daily at 19:00 UTC+8; everything else (CLASSIC, VIP, keno without a suffix) every 15 minutes.
 */
import { SEA_4D, VN_NORTH, VN_SOUTH, singleDigits, type LotteryFormat } from './formats'
import { DAY_MS, type Schedule } from './schedule'

export const LOTTERY_AREAS = ['VN', 'SEA', 'LOTTO'] as const
export type LotteryArea = (typeof LOTTERY_AREAS)[number]

/** The page of each area (spec §2 routes, §4 launch routing). */
export const AREA_PATHS: Record<LotteryArea, '/vnLottery' | '/seaLottery' | '/lottery'> = { VN: '/vnLottery', SEA: '/seaLottery', LOTTO: '/lottery' }

export type VnRegion = 'NORTH' | 'CENTRAL' | 'SOUTH'

export interface LotteryRules {
  area: LotteryArea
  format: LotteryFormat
  schedule: Schedule
  region: VnRegion | null
}

const NORTH = /MIEN_BAC|HA_NOI|QUANG_NINH|BAC_NINH|HAI_PHONG|NAM_DINH|THAI_BINH/
const CENTRAL = /MIEN_TRUNG|DA_NANG|KHANH_HOA|THUA_THIEN_HUE|QUANG_NAM|GIA_LAI|BINH_DINH|QUANG_TRI|QUANG_BINH|PHU_YEN|DAK_LAK|DAK_NONG|NINH_THUAN|KON_TUM|QUANG_NGAI/
const MIN = 60_000
const HOUR = 60 * MIN
/** Daily draw times in UTC: Vietnam is UTC+7, SEA lotteries are read at 19:00 UTC+8. */
const DAILY_AT: Record<VnRegion | 'SEA', number> = { NORTH: 11 * HOUR + 15 * MIN, CENTRAL: 10 * HOUR + 15 * MIN, SOUTH: 9 * HOUR + 15 * MIN, SEA: 11 * HOUR }
const FIFTEEN_MINUTES: Schedule = { kind: 'interval', everyMs: 15 * MIN }

export function areaOf(vendorCode: string): LotteryArea {
  return vendorCode === 'TCG_LOTTO_VN' ? 'VN' : vendorCode === 'TCG_SEA' ? 'SEA' : 'LOTTO'
}

function intervalOf(gameCode: string): number | null {
  const m = /_(\d{1,3})_(SEC|MIN)$/.exec(gameCode)
  return m ? Number(m[1]) * (m[2] === 'SEC' ? 1_000 : MIN) : null
}

function formatOf(area: LotteryArea, region: VnRegion | null, classification: string, code: string): LotteryFormat {
  if (classification === 'KENO' || /KENO/.test(code)) return { kind: 'PICK', pick: 20, of: 80, ordered: false }
  if (area === 'VN') return region === 'NORTH' ? VN_NORTH : VN_SOUTH
  if (area === 'SEA') {
    const lotto = /_6_(\d{2})$/.exec(code)
    if (lotto) return { kind: 'PICK', pick: 6, of: Number(lotto[1]), ordered: false }
    if (/TOTO$/.test(code)) return { kind: 'PICK', pick: 6, of: 49, ordered: false }
    if (/SWERTRES/.test(code)) return singleDigits(3)
    if (/EZ2|STOCK_2D/.test(code)) return singleDigits(2)
    if (/THAI_GOVERNMENT/.test(code)) return singleDigits(6)
    if (/LAO_/.test(code)) return singleDigits(4)
    const d = /_(\d)D(?:_|$)/.exec(code)
    if (d && classification === 'QUICK') return singleDigits(Number(d[1]))
    if (d && d[1] !== '4') return singleDigits(Number(d[1]))
    return SEA_4D
  }
  if (/FAST_3|FAST_DICE/.test(code)) return { kind: 'DICE', dice: 3 }
  if (/PK10|AIRSHIP/.test(code)) return { kind: 'PICK', pick: 10, of: 10, ordered: true }
  if (/11_CHOOSE_5/.test(code)) return { kind: 'PICK', pick: 5, of: 11, ordered: false }
  if (/THAI_LOTTO/.test(code)) return singleDigits(6)
  if (/PICK_3/.test(code)) return singleDigits(3)
  return singleDigits(5)
}

/** The rules of a catalogue lottery game. */
export function lotteryRulesOf(game: { vendorCode: string; gameCode: string; classification: string }): LotteryRules {
  const area = areaOf(game.vendorCode)
  const code = game.gameCode.toUpperCase()
  const region: VnRegion | null = area !== 'VN' ? null : NORTH.test(code) ? 'NORTH' : CENTRAL.test(code) ? 'CENTRAL' : 'SOUTH'
  const format = formatOf(area, region, game.classification, code)
  const every = intervalOf(code)
  let schedule: Schedule
  if (every) schedule = { kind: 'interval', everyMs: every }
  else if (/_VIP$/.test(code) || game.classification !== 'LOTTO' || area === 'LOTTO') schedule = FIFTEEN_MINUTES
  else schedule = { kind: 'daily', atUtcMs: DAILY_AT[area === 'VN' ? region! : 'SEA'] % DAY_MS }
  return { area, format, schedule, region }
}
