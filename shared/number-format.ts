/**
 * Counts, points, percentages, compact and chip amounts in the page's language (issue 18: numbers
 * through `Intl` for the locale), beside the money format of ./format.ts. A module of its own so the
 * first load of `/`, which formats only money (the winners board), does not carry them (issue 16's
 * JS budget, tests/e2e/budget.spec.ts).
 */
import { formatMoney } from './format'

/**
 * An amount on a quick-amount chip (minor units): {@link formatMoney} without the decimals when they
 * are zero: 10000 → "₱100" (en, es), 1000000 → "₱10.000" (es), 1050 → "₱10.50" (en) / "₱10,50" (es).
 */
export function formatChipMoney(minor: number, symbol: string, locale = 'en'): string {
  const text = formatMoney(minor, symbol, locale)
  if (Math.round(minor) % 100 !== 0) return text
  if (locale === 'en') return text.slice(0, -3)
  const sign = minor < 0 ? '-' : ''
  return `${sign}${symbol}${numberFormat(locale, { maximumFractionDigits: 0 }).format(Math.abs(Math.round(minor)) / 100)}`
}

/**
 * Whole points with the language's grouping: 12500 → "12,500" (points mall, issue 7); `locale` (a BCP 47
 * tag, shared/i18n/format.ts `localeOf`) as for {@link formatMoney}: es/id/vi "12.500", English by default.
 */
export function formatPoints(points: number, locale = 'en'): string {
  const n = Math.trunc(points)
  if (locale !== 'en') return formatNumber(n, locale)
  return `${n < 0 ? '-' : ''}${Math.abs(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`
}

/** Number formats by BCP 47 tag and options, Latin digits (as {@link formatMoney}); English when the runtime lacks the tag. */
const numberFormats = new Map<string, Intl.NumberFormat>()
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let f = numberFormats.get(key)
  if (!f) {
    try {
      f = new Intl.NumberFormat(locale, { ...options, numberingSystem: 'latn' })
    } catch {
      f = new Intl.NumberFormat('en', options)
    }
    numberFormats.set(key, f)
  }
  return f
}

/**
 * A count or a plain number (issue 18, numbers through `Intl` for the page's locale): `locale` a BCP 47
 * tag (shared/i18n/format.ts `localeOf`), Latin digits, the language's grouping and decimal sign.
 * Without `fractionDigits` up to 2 decimals as the number has them (12500 → "12,500", es "12.500");
 * with it exactly that many (odds 1.5, 2 → "1.50", es "1,50"; a dice roll 42.1, 2 → "42.10").
 */
export function formatNumber(n: number, locale = 'en', fractionDigits?: number): string {
  const digits = fractionDigits === undefined ? { maximumFractionDigits: 2 } : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }
  return numberFormat(locale, digits).format(n)
}

/**
 * A share (a fraction: 0.9712) as a percentage in the language's way: "97.12%" (en), "97,12 %" (es),
 * "97,12%" (id); `minFractionDigits` to `maxFractionDigits` decimals (2 and 2 by default; a win chance
 * of 0.0099 with 0 and 4 → "0.99%"). `locale` a BCP 47 tag (shared/i18n/format.ts `localeOf`).
 */
export function formatPercent(fraction: number, locale = 'en', minFractionDigits = 2, maxFractionDigits = minFractionDigits): string {
  return numberFormat(locale, { style: 'percent', minimumFractionDigits: minFractionDigits, maximumFractionDigits: maxFractionDigits }).format(fraction)
}

/**
 * A short number for a chip or a tight label (major units or counts): English 1500 → "1.5K", 2500000
 * → "2.5M", 100 → "100" (at most one decimal); other languages by `Intl`'s compact notation for the
 * BCP 47 tag `locale` (es "1,5 mil", ja "1500" / "1.2万", hi "1.5 हज़ार"), Latin digits.
 */
export function formatCompact(n: number, locale = 'en'): string {
  if (locale === 'en') {
    const abs = Math.abs(n)
    if (abs >= 1_000_000) return `${+(n / 1_000_000).toFixed(1)}M`
    if (abs >= 1_000) return `${+(n / 1_000).toFixed(1)}K`
    return String(+n.toFixed(2))
  }
  return numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(n)
}
