/**
 * The brand's avatars (shared/avatars.ts) as generated art: a gradient disc with a simple figure and
 * a mark, different colours and marks per id. Pure; returns a small self-contained SVG document.
 */
import { AVATAR_IDS } from '../../shared/avatars'

const PALETTES: [string, string][] = [
  ['#f59e0b', '#b45309'],
  ['#10b981', '#047857'],
  ['#3b82f6', '#1d4ed8'],
  ['#ec4899', '#be185d'],
  ['#8b5cf6', '#5b21b6'],
  ['#ef4444', '#b91c1c'],
  ['#14b8a6', '#0f766e'],
  ['#f97316', '#c2410c'],
  ['#6366f1', '#4338ca'],
  ['#84cc16', '#4d7c0f'],
  ['#06b6d4', '#0e7490'],
  ['#eab308', '#a16207'],
]
const MARKS = [
  'M48 14l4 8 9 1-7 6 2 9-8-5-8 5 2-9-7-6 9-1z', // star (crown area)
  'M36 18h24l-4 10H40z', // hat
  'M40 16h16v6H40z', // band
]

/** The SVG of an avatar id, or null for an id not offered. */
export function avatarSvg(id: string): string | null {
  const i = (AVATAR_IDS as readonly string[]).indexOf(id)
  if (i < 0) return null
  const [from, to] = PALETTES[i % PALETTES.length]!
  const mark = MARKS[i % MARKS.length]!
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><circle cx="48" cy="48" r="48" fill="url(#g)"/><circle cx="48" cy="42" r="15" fill="#fff8ec"/><path d="M20 84c4-15 15-22 28-22s24 7 28 22" fill="#fff8ec"/><path d="${mark}" fill="#fff8ec" opacity=".9"/><circle cx="43" cy="42" r="2" fill="${to}"/><circle cx="53" cy="42" r="2" fill="${to}"/></svg>`
}
