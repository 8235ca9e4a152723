/**
 * The in-house games' texts in the player's language (namespace `inhouse`, English where the
 * language has none): the island runs inside the game frame with no server translator, so it
 * carries English and Filipino itself (the server passes the namespace of any other language) and
 * fills them with i18next's rules (shared/i18n/format.ts).
 */
import { inhouseEn, inhouseTy } from '../../../../shared/i18n/inhouse'
import { formatMoney } from '../../../../shared/format'
import { formatNumber, formatPercent } from '../../../../shared/number-format'
import type { T } from './views'
import { lookupIn, translatorOf, type TextTree } from '../../../../shared/i18n/format'

type Tree = TextTree

/**
 * A translator for `language` with i18next's interpolation and plurals: the namespace the server
 * passed (`own`, a language of a translation file, decision 0055), else Filipino for `ty`, else
 * English; a key missing in it reads English.
 */
export function textsFor(language: string, own?: Tree): T {
  const tree = own ?? ((language === 'ty' ? inhouseTy : inhouseEn) as unknown as Tree)
  return translatorOf((key) => lookupIn(tree, key) ?? lookupIn(inhouseEn as unknown as Tree, key), language)
}

/** Major units → "₱1,234.50", in the separators of `locale` (a BCP 47 tag; English by default). */
export function moneyFor(symbol: string, locale?: string): (major: number) => string {
  return (major) => formatMoney(Math.round(major * 100), symbol, locale)
}

/**
 * A multiplier as the games show it: "1.98×", "24.75×", "1,000,000×"; in the separators of `locale`
 * (a BCP 47 tag, shared/i18n/format.ts `localeOf`; English by default): es "1,98×", id "1.000.000×".
 */
export function times(m: number, locale = 'en'): string {
  const fixed = m >= 1_000 ? formatNumber(Math.floor(m), locale) : formatNumber(m, locale, 2)
  return `${fixed}×`
}

/** A paytable multiplier as printed (no fixed decimals): 0.5 → "0.5", 1000 → "1000" in English; es "0,5", "1000", id "1.000" (`locale` a BCP 47 tag). */
export function multiplierText(m: number, locale = 'en'): string {
  return locale === 'en' ? String(m) : formatNumber(m, locale)
}

/** A fraction as a percentage with 2 decimals: 0.99 → "99.00%" (es "99,00 %"), `locale` a BCP 47 tag (English by default). */
export function percent(f: number, locale = 'en'): string {
  return formatPercent(f, locale)
}
