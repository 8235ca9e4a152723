/**
 * Helpers shared by the lottery islands and the lottery pages: the `lottery` texts as a tree with a
 * translator (i18next's rules, shared/i18n/format.ts), countdown and odds formatting, and how a bet type is described for
 * a game's format (shared/lottery). No React, no browser APIs: server components use it too.
 */
import type { LotteryFormat } from '../../../shared/lottery/formats'
import { pickMidSum, type BetTypeCode } from '../../../shared/lottery/bets'
import type { BetTypeView } from '../../../shared/lottery/api'
import type { Schedule } from '../../../shared/lottery/schedule'
import { lookupIn, translatorOf, type TextTree, type Translate } from '../../../shared/i18n/format'
import { formatNumber, formatPercent } from '../../../shared/number-format'

export type { TextTree, Translate } from '../../../shared/i18n/format'

/** A translator over the `lottery` texts, with i18next's interpolation and plurals (`count` picks `_one`/`_other`). */
export function translator(tree: TextTree, language?: string): Translate {
  return translatorOf((key) => lookupIn(tree, key), language)
}

/** ms → "04:59" or "1:04:59" (never negative). */
export function clock(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000))
  const h = Math.floor(s / 3600)
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0')
  const ss = String(s % 60).padStart(2, '0')
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`
}

/**
 * Decimal odds as shown: "95×", "1.95×", "9,500×"; in the separators of `locale` (a BCP 47 tag,
 * shared/i18n/format.ts `localeOf`; English by default): es "9500×", "1,95×", id "9.500×".
 */
export function oddsText(odds: number, locale = 'en'): string {
  return `${Number.isInteger(odds) ? formatNumber(odds, locale) : formatNumber(odds, locale, 2)}×`
}

/** 0.95 → "95.00%" (es "95,00 %"), `locale` a BCP 47 tag (English by default). */
export const percent = (f: number, locale = 'en') => formatPercent(f, locale)

/** The text key of the number most bets read: special prize, first prize or winning number. */
export function mainKey(format: LotteryFormat): 'special' | 'first' | 'winning' {
  if (format.kind !== 'DIGITS') return 'winning'
  const k = format.tiers[0].key
  return k === 'special' || k === 'first' ? k : 'winning'
}

/** How many numbers a draw opens. */
export function countOf(format: LotteryFormat): number {
  if (format.kind === 'DIGITS') return format.tiers.reduce((n, t) => n + t.count, 0)
  return format.kind === 'PICK' ? format.pick : format.dice
}

/** The rule text of a bet type for a game's format. */
export function betHint(t: Translate, format: LotteryFormat, code: BetTypeCode): string {
  const main = t(`main.${mainKey(format)}`)
  const count = countOf(format)
  if (code === 'BIG_SMALL' || code === 'ODD_EVEN') {
    const big = code === 'BIG_SMALL'
    if (format.kind === 'DIGITS') return t(big ? 'rules.digitsBig' : 'rules.digitsOdd', { main })
    if (format.kind === 'DICE') return t(big ? 'rules.diceBig' : 'rules.diceOdd')
    if (format.ordered) return t(big ? 'rules.firstBig' : 'rules.firstOdd', { from: Math.floor(format.of / 2) + 1, to: format.of })
    return t(big ? 'rules.sumBig' : 'rules.sumOdd', { count, mid: pickMidSum(format.pick, format.of) })
  }
  return t(`types.${code}.hint`, { main, count })
}

/** The label of a pick: options by name ("Big"), digits and balls as they are. */
export function pickLabel(t: Translate, type: Pick<BetTypeView, 'pick'>, pick: string): string {
  return type.pick.kind === 'choice' && /^[A-Z]+$/.test(pick) ? t(`options.${pick}`) : pick
}

/** "Every 45 s", "Every 3 min", "Daily at 18:15" (time in the viewer's zone, shown by the caller). */
export function scheduleText(t: Translate, s: Schedule, dailyTime: (atUtcMs: number) => string): string {
  if (s.kind === 'daily') return t('schedule.daily', { time: dailyTime(s.atUtcMs) })
  const interval = s.everyMs < 60_000 ? t('schedule.seconds', { n: s.everyMs / 1000 }) : t('schedule.minutes', { n: s.everyMs / 60_000 })
  return t('schedule.every', { interval })
}
