/**
 * Money formatting at the edge (DESIGN §4): integer minor units → "₱1,234.50"
 * (thousands separators, 2 decimals; spec §5 winners, §2 balance).
 */
export function formatMoney(minor: number, symbol: string): string {
  const sign = minor < 0 ? '-' : ''
  const abs = Math.abs(Math.round(minor))
  const major = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${sign}${symbol}${major}.${(abs % 100).toString().padStart(2, '0')}`
}

/** Major units, as a few API answers carry them (12.5) → "₱12.50": {@link formatMoney} of the rounded minor units (decision 0001). */
export function formatMajor(major: number, symbol: string): string {
  return formatMoney(Math.round(major * 100), symbol)
}

/** Whole points with thousands separators: 12500 → "12,500" (points mall, issue 7). */
export function formatPoints(points: number): string {
  const n = Math.trunc(points)
  return `${n < 0 ? '-' : ''}${Math.abs(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`
}
