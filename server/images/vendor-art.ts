/**
 * Generated vendor logos (spec §3: vendor images by code in default/active state and white/color/purple variants).
 * Pure functions returning small self-contained SVG strings.
 */
import { FONT, esc, fitText, hash32, textBlock } from './svg'

/** Brand-like hues of the better-known vendors; the rest get a hue from a hash of the code. */
const VENDOR_HUES: Record<string, number> = {
  PG: 40,
  JL: 355,
  PP: 24,
  PT: 210,
  JDB: 14,
  CQ9: 28,
  FC: 335,
  EG2: 190,
  SPADE: 0,
  HABANERO: 8,
  NETENT: 150,
  EVOPLAY: 270,
  BNG: 48,
  SA: 45,
  EVOLUTION: 160,
  SEXY: 330,
  WM: 205,
  DG: 280,
  KM: 45,
  BGS: 265,
  BTI: 220,
  SABA: 120,
  SBO: 200,
  IMES: 285,
  DS88: 0,
  TCG_LOTTO_VN: 5,
  TCG_SEA: 175,
  TCG: 15,
  GPI: 230,
}

/** The letters shown in a vendor's mark: a short code as is, else the first part of the code or the name's initials. */
function markOf(code: string, name: string): string {
  const c = code.toUpperCase()
  if (c.length <= 4 && /^[A-Z0-9]+$/.test(c)) return c
  const first = c.split(/[^A-Z0-9]/)[0]
  if (first && first.length <= 4 && c.includes('_')) return first
  const words = name.split(/\s+/).filter((w) => /^[A-Za-z0-9]/.test(w))
  return words.length >= 2
    ? words
        .slice(0, 3)
        .map((w) => w[0].toUpperCase())
        .join('')
    : c.slice(0, 2)
}

/**
 * Logo of a vendor: a round mark with the vendor's letters and its name (1-2 lines, fitted to the space).
 * - `variant`: `color` (vendor hue gradient), `white` (monochrome white, for dark backgrounds), `purple` (monochrome purple).
 * - `state`: `default`, or `active` (adds a tinted rounded backdrop, a brighter mark and full opacity).
 * Deterministic for the same arguments.
 * @returns an SVG document, viewBox `0 0 160 64`, transparent outside the logo.
 */
export function vendorLogoSvg(code: string, name: string, variant: 'color' | 'white' | 'purple', state: 'default' | 'active'): string {
  const hue = VENDOR_HUES[code.toUpperCase()] ?? hash32(code) % 360
  const id = `v${hash32(`${code}|${variant}|${state}`).toString(36)}`
  const active = state === 'active'
  const main = variant === 'white' ? '#ffffff' : variant === 'purple' ? '#8b45ff' : `url(#${id}c)`
  const solid = variant === 'white' ? '#ffffff' : variant === 'purple' ? '#8b45ff' : `hsl(${hue} 85% 52%)`
  const ink = variant === 'white' ? '#1b1230' : '#ffffff'
  const mark = markOf(code, name)
  const markSize = mark.length <= 2 ? 18 : mark.length === 3 ? 14 : 11
  const label = fitText(name.trim() || code, [19, 17, 15, 13, 11], 96, 2)
  const lh = label.size * 1.08
  const ty = 32 + label.size * 0.36 - ((label.lines.length - 1) * lh) / 2

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 64" width="160" height="64">` +
    (variant === 'color'
      ? `<defs><linearGradient id="${id}c" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 95% ${active ? 70 : 64}%)"/><stop offset="1" stop-color="hsl(${(hue + 12) % 360} 85% ${active ? 50 : 44}%)"/></linearGradient></defs>`
      : '') +
    (active ? `<rect x="1" y="1" width="158" height="62" rx="14" fill="${solid}" fill-opacity=".16" stroke="${solid}" stroke-opacity=".7" stroke-width="1.5"/>` : '') +
    `<g opacity="${active ? 1 : 0.88}">` +
    `<circle cx="31" cy="32" r="22" fill="${main}"/><circle cx="31" cy="32" r="18" fill="none" stroke="${ink}" stroke-opacity=".35" stroke-width="1.5"/>` +
    `<text x="31" y="${(32 + markSize * 0.36).toFixed(1)}" font-family="${FONT}" font-size="${markSize}" font-weight="900" fill="${ink}" text-anchor="middle" letter-spacing="-.3">${esc(mark)}</text>` +
    textBlock(label.lines, 60, ty, label.size, lh, `font-weight="800" fill="${main}"`) +
    `</g></svg>`
  )
}

/**
 * Square icon art of a vendor (spec §9 "Icon vendors", decision 0060): a rounded tile in the vendor's
 * hue with its letters, for the vendors of `ICON_VENDORS` where the lobby shows vendor art.
 * Deterministic for the same arguments.
 * @returns an SVG document, viewBox `0 0 64 64`.
 */
export function vendorIconSvg(code: string, name: string): string {
  const hue = VENDOR_HUES[code.toUpperCase()] ?? hash32(code) % 360
  const id = `i${hash32(`${code}|icon`).toString(36)}`
  const mark = markOf(code, name)
  const size = mark.length <= 2 ? 26 : mark.length === 3 ? 20 : 16
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 95% 62%)"/><stop offset="1" stop-color="hsl(${(hue + 24) % 360} 80% 38%)"/></linearGradient></defs>` +
    `<rect width="64" height="64" rx="16" fill="url(#${id})"/>` +
    `<rect x="4" y="4" width="56" height="56" rx="12" fill="none" stroke="#fff" stroke-opacity=".28" stroke-width="1.5"/>` +
    `<text x="32" y="${(32 + size * 0.36).toFixed(1)}" font-family="${FONT}" font-size="${size}" font-weight="900" fill="#fff" text-anchor="middle" letter-spacing="-.4">${esc(mark)}</text>` +
    `</svg>`
  )
}
