/**
 * Generated pictures of the points mall's rewards (issue 7): a themed gradient with light rays, a
 * glow and sparkles behind a drawn product — mobile load, voucher, tumbler, jersey, earbuds,
 * hotel, smartphone. Pure functions returning self-contained SVG strings (no external references).
 */
import { esc, hash32, n1, prng, rays, sparkle } from './svg'

/** What a reward picture shows. */
export interface RewardArtInput {
  /** Reward id (seeds the decoration). */
  id: number
  /** Which product to draw: load, voucher, tumbler, jersey, earbuds, hotel, phone (anything else: a gift box). */
  art: string
  /** Short value printed on vouchers and loads, e.g. `₱50`; may be empty. */
  label: string
}

/** [top, bottom, glow] per product. */
const THEMES: Record<string, [string, string, string]> = {
  load: ['#13a35a', '#04301f', '#b8f25c'],
  voucher: ['#2444c8', '#070f3a', '#6fb6ff'],
  tumbler: ['#0aa5a8', '#062a48', '#5cf2e0'],
  jersey: ['#c0143c', '#3a0418', '#ff8a5c'],
  earbuds: ['#6a1fd0', '#1a0840', '#c77dff'],
  hotel: ['#f0642a', '#3d0a4a', '#ffd166'],
  phone: ['#1f2a44', '#05070f', '#8fb3ff'],
  gift: ['#c0143c', '#2a0a3a', '#ffd166'],
}

/** The product, drawn around (240, 190) in a 480×360 box. */
function product(art: string, label: string, id: string): string {
  const gold = `url(#${id}g)`
  const text = (x: number, y: number, size: number, fill: string) =>
    label ? `<text x="${x}" y="${y}" font-family="Inter, Segoe UI, Arial, sans-serif" font-size="${size}" font-weight="900" text-anchor="middle" fill="${fill}">${esc(label)}</text>` : ''
  switch (art) {
    case 'load':
      return (
        `<g transform="rotate(-8 240 190)"><rect x="175" y="70" width="130" height="230" rx="22" fill="#0b1220"/><rect x="185" y="92" width="110" height="180" rx="8" fill="#e9fff1"/>` +
        `<rect x="222" y="78" width="36" height="6" rx="3" fill="#2b364d"/><path d="M205 250h14v-20h-14zM227 250h14v-36h-14zM249 250h14v-52h-14zM271 250h14v-68h-14z" fill="#13a35a"/>` +
        `${text(240, 160, 38, '#04301f')}<text x="240" y="186" font-family="Inter, Arial, sans-serif" font-size="16" font-weight="700" text-anchor="middle" fill="#13a35a">LOAD</text></g>`
      )
    case 'voucher':
      return (
        `<g transform="rotate(-6 240 190)"><path d="M110 120h260a14 14 0 0 1 14 14v26a22 22 0 0 0 0 44v26a14 14 0 0 1-14 14H110a14 14 0 0 1-14-14v-26a22 22 0 0 0 0-44v-26a14 14 0 0 1 14-14z" fill="#fff"/>` +
        `<path d="M300 128v124" stroke="#2444c8" stroke-width="3" stroke-dasharray="8 7"/><circle cx="340" cy="190" r="26" fill="#2444c8"/><path d="M330 190l8 8 14-16" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round"/>` +
        `${text(198, 205, 52, '#2444c8')}</g>`
      )
    case 'tumbler':
      return (
        `<path d="M190 96h100l-12 196a18 18 0 0 1-18 16h-40a18 18 0 0 1-18-16z" fill="#e8f7f8"/><path d="M186 80h108v22H186z" fill="#0c3b4f"/><rect x="226" y="62" width="28" height="22" rx="6" fill="#0c3b4f"/>` +
        `<path d="M196 150h88l-3 50h-82z" fill="#0aa5a8"/><path d="M206 104l8 180" stroke="#fff" stroke-width="8" stroke-opacity=".6" stroke-linecap="round"/>`
      )
    case 'jersey':
      return (
        `<path d="M180 80l-58 34 22 58 30-14v134h132V158l30 14 22-58-58-34c-8 22-28 34-60 34s-52-12-60-34z" fill="#fff"/>` +
        `<path d="M180 80c8 22 28 34 60 34s52-12 60-34" fill="none" stroke="#c0143c" stroke-width="10"/><path d="M174 158v134M306 158v134" stroke="#c0143c" stroke-width="8"/>` +
        `<text x="240" y="236" font-family="Inter, Arial, sans-serif" font-size="74" font-weight="900" text-anchor="middle" fill="#c0143c">23</text>`
      )
    case 'earbuds':
      return (
        `<rect x="160" y="170" width="160" height="120" rx="56" fill="#f4f1ff"/><path d="M160 222h160" stroke="#c9bff0" stroke-width="4"/><circle cx="240" cy="250" r="5" fill="#6a1fd0"/>` +
        `<g transform="rotate(-18 200 120)"><ellipse cx="200" cy="110" rx="30" ry="34" fill="#fff"/><rect x="190" y="130" width="20" height="62" rx="10" fill="#fff"/><ellipse cx="200" cy="106" rx="14" ry="16" fill="#2a1650"/></g>` +
        `<g transform="rotate(18 282 120)"><ellipse cx="282" cy="110" rx="30" ry="34" fill="#fff"/><rect x="272" y="130" width="20" height="62" rx="10" fill="#fff"/><ellipse cx="282" cy="106" rx="14" ry="16" fill="#2a1650"/></g>`
      )
    case 'hotel':
      return (
        `<path d="M150 300V110l90-40 90 40v190z" fill="#fff4e6"/><path d="M140 114l100-50 100 50" fill="none" stroke="${gold}" stroke-width="12" stroke-linejoin="round"/>` +
        `<path d="M172 136h30v30h-30zM225 136h30v30h-30zM278 136h30v30h-30zM172 186h30v30h-30zM225 186h30v30h-30zM278 186h30v30h-30z" fill="#f0642a"/>` +
        `<path d="M218 300v-52a22 22 0 0 1 44 0v52z" fill="#3d0a4a"/><path d="M120 300h240" stroke="#fff" stroke-width="6" stroke-linecap="round"/>`
      )
    case 'phone':
      return (
        `<g transform="rotate(8 240 190)"><rect x="172" y="52" width="136" height="270" rx="26" fill="#c8d3ea"/><rect x="180" y="60" width="120" height="254" rx="20" fill="#0b1020"/>` +
        `<rect x="186" y="66" width="108" height="242" rx="16" fill="url(#${id}s)"/><rect x="224" y="72" width="32" height="10" rx="5" fill="#0b1020"/>` +
        `<circle cx="240" cy="180" r="34" fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="6"/><path d="M240 160v22l14 10" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round"/></g>`
      )
    default:
      return (
        `<rect x="160" y="150" width="160" height="140" rx="10" fill="#c0143c"/><rect x="150" y="120" width="180" height="44" rx="8" fill="#e0264f"/>` +
        `<path d="M228 120h24v170h-24z" fill="${gold}"/><path d="M240 120c-30-48-76-30-50 0M240 120c30-48 76-30 50 0" fill="none" stroke="${gold}" stroke-width="12"/>`
      )
  }
}

/**
 * A reward's picture, 480×360, deterministic for the same input, under 4 KB.
 * @example rewardSvg({ id: 1, art: 'load', label: '₱50' })
 */
export function rewardSvg(input: RewardArtInput): string {
  const [c1, c2, glow] = THEMES[input.art] ?? THEMES.gift!
  const seed = hash32(`${input.id}|${input.art}`)
  const r = prng(seed)
  const id = `r${seed.toString(36)}`
  let stars = ''
  for (let i = 0; i < 6; i++) stars += sparkle(30 + r() * 420, 24 + r() * 300, 5 + r() * 8)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360" width="480" height="360">` +
    `<defs><linearGradient id="${id}b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>` +
    `<radialGradient id="${id}r" cx=".5" cy=".52" r=".5"><stop offset="0" stop-color="${glow}" stop-opacity=".75"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="${id}g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff4b8"/><stop offset=".5" stop-color="#ffc93c"/><stop offset="1" stop-color="#d08400"/></linearGradient>` +
    `<linearGradient id="${id}s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6fb6ff"/><stop offset="1" stop-color="#6a1fd0"/></linearGradient></defs>` +
    `<rect width="480" height="360" fill="url(#${id}b)"/><path d="${rays(240, 190, 520, 14, r() * Math.PI)}" fill="#fff" fill-opacity=".06"/>` +
    `<rect width="480" height="360" fill="url(#${id}r)"/><ellipse cx="240" cy="318" rx="${n1(120 + r() * 20)}" ry="16" fill="#000" fill-opacity=".25"/>` +
    product(input.art, input.label, id) +
    `<path d="${stars}" fill="#fff" fill-opacity=".85"/></svg>`
  )
}
