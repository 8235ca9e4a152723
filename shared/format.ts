/** Number formats by BCP 47 tag: 2 decimals, the language's separators and digit grouping. */
const amountFormats = new Map<string, Intl.NumberFormat>()
function amountFormat(locale: string): Intl.NumberFormat {
  let f = amountFormats.get(locale)
  if (!f) {
    try {
      f = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, numberingSystem: 'latn' })
    } catch {
      f = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    }
    amountFormats.set(locale, f)
  }
  return f
}

/**
 * Money formatting at the edge (DESIGN §4): integer minor units → "₱1,234.50" (thousands
 * separators, 2 decimals; spec §5 winners, §2 balance). `locale` (a BCP 47 tag, shared/i18n/format.ts
 * `localeOf`) picks the language's separators and grouping (es "₱1.234,50", hi "₱12,34,567.00");
 * the symbol is always the brand's and comes first, the digits Latin. English by default.
 */
export function formatMoney(minor: number, symbol: string, locale = 'en'): string {
  const sign = minor < 0 ? '-' : ''
  const abs = Math.abs(Math.round(minor))
  if (locale !== 'en') return `${sign}${symbol}${amountFormat(locale).format(abs / 100)}`
  const major = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${sign}${symbol}${major}.${(abs % 100).toString().padStart(2, '0')}`
}

/** Major units, as a few API answers carry them (12.5) → "₱12.50": {@link formatMoney} of the rounded minor units (decision 0001). */
export function formatMajor(major: number, symbol: string, locale = 'en'): string {
  return formatMoney(Math.round(major * 100), symbol, locale)
}
