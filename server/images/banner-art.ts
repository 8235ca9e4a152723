/**
 * Generated promotional banners (spec §3 banner `url`, promotion images): a themed gradient with light rays, a
 * glow, gold coins and sparkles, a gold headline and a subtitle. Pure functions returning self-contained SVG strings.
 */
import { fitText, hash32, n1, prng, rays, sparkle, textBlock } from './svg'

/** What a banner shows. */
export interface BannerArtInput {
  /** Banner id (seeds the decoration, so two banners of one theme still differ). */
  id: number
  title: string
  subtitle: string
  /** Colour theme; any integer (taken modulo the number of themes). */
  theme: number
  /** true = 1200×400 (home carousel, strips), false = 600×400 (side menu, login, register popups). */
  wide: boolean
}

/** [top-left, bottom-right, glow] colours: royal purple, crimson, teal, emerald, sunset, midnight blue. */
const THEMES: [string, string, string][] = [
  ['#6a1fd0', '#1a0840', '#c77dff'],
  ['#c0143c', '#3a0418', '#ff8a5c'],
  ['#0aa5a8', '#062a48', '#5cf2e0'],
  ['#13a35a', '#04301f', '#b8f25c'],
  ['#f0642a', '#3d0a4a', '#ffd166'],
  ['#2444c8', '#070f3a', '#6fb6ff'],
]

/** A gold coin (radius 1, square hole, rim) for `<use>`; placed with translate/rotate/scale. */
function coinDef(id: string, gold: string): string {
  return (
    `<g id="${id}"><ellipse cy=".12" rx="1" ry=".8" fill="#8a4b00"/><ellipse rx="1" ry=".8" fill="url(#${gold})"/>` +
    `<ellipse rx=".74" ry=".59" fill="none" stroke="#8a4b00" stroke-opacity=".45" stroke-width=".07"/><rect x="-.2" y="-.16" width=".4" height=".32" fill="#8a4b00" fill-opacity=".7"/></g>`
  )
}

/**
 * A promotional banner: headline (gold, bold, up to 2 lines, cut with …) and subtitle (up to 2 lines) on the left,
 * light rays, glow and a cluster of gold coins on the right. Deterministic for the same input.
 * @returns an SVG document, viewBox `0 0 1200 400` when `wide`, else `0 0 600 400`; under 4 KB.
 */
export function bannerSvg(b: BannerArtInput): string {
  const w = b.wide ? 1200 : 600
  const h = 400
  const [c1, c2, glow] = THEMES[((b.theme % THEMES.length) + THEMES.length) % THEMES.length]
  const seed = hash32(`${b.id}|${b.theme}|${b.title}`)
  const r = prng(seed)
  const id = `b${seed.toString(36)}`
  const [gx, gy] = b.wide ? [930, 190] : [450, 120]
  const scale = b.wide ? 1 : 0.62

  let coins = ''
  const spots: [number, number, number][] = [
    [0, 0, 70],
    [-95, 70, 46],
    [92, 62, 52],
    [-60, -92, 34],
    [78, -88, 40],
    [0, 118, 30],
  ]
  for (const [dx, dy, cr] of spots) {
    const cx = n1(gx + (dx + (r() - 0.5) * 20) * scale)
    const cy = n1(gy + (dy + (r() - 0.5) * 16) * scale)
    const tilt = 0.7 + r() * 0.3
    coins += `<use href="#${id}c" transform="translate(${cx} ${cy}) rotate(${Math.floor(r() * 60) - 30}) scale(${n1(cr * scale)} ${n1(cr * scale * tilt)})"/>`
  }
  // Sparkles and confetti stay on the decorated side (right of the text when wide, above it when narrow).
  const deco = () => (b.wide ? [w * 0.58 + r() * w * 0.4, 20 + r() * (h - 40)] : [20 + r() * (w - 40), 16 + r() * 150])
  let stars = ''
  for (let i = 0; i < 7; i++) {
    const [sx, sy] = deco()
    stars += sparkle(sx, sy, 5 + r() * 9)
  }
  const confetti = ['', '']
  for (let i = 0; i < 8; i++) {
    const [qx, qy] = deco()
    const a = r() * Math.PI
    const [ux, uy, vx, vy] = [Math.round(7 * Math.cos(a)), Math.round(7 * Math.sin(a)), Math.round(-14 * Math.sin(a)), Math.round(14 * Math.cos(a))]
    confetti[i % 2] += `M${Math.round(qx)} ${Math.round(qy)}l${ux} ${uy} ${vx} ${vy} ${-ux} ${-uy}z`
  }

  const textW = b.wide ? 620 : 520
  const head = fitText(b.title.trim(), b.wide ? [76, 66, 58, 50] : [54, 48, 42, 36], textW, 2)
  const sub = fitText(b.subtitle.trim(), b.wide ? [30, 26] : [24, 21], textW, 2)
  const headLh = head.size * 1.06
  const subLh = sub.size * 1.25
  const x = b.wide ? 72 : 44
  const blockH = head.lines.length * headLh + (sub.lines.length ? 18 + sub.lines.length * subLh : 0)
  const top = b.wide ? (h - blockH) / 2 : Math.max(190, h - 36 - blockH)
  const headY = top + head.size * 0.86
  const subY = top + head.lines.length * headLh + 18 + sub.size * 0.9

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">` +
    `<defs><linearGradient id="${id}b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>` +
    `<radialGradient id="${id}r" cx="${n1(gx / w)}" cy="${n1(gy / h)}" r="${b.wide ? 0.45 : 0.6}"><stop offset="0" stop-color="${glow}" stop-opacity=".85"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="${id}g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff4b8"/><stop offset=".5" stop-color="#ffc93c"/><stop offset="1" stop-color="#d08400"/></linearGradient>` +
    `<linearGradient id="${id}t" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fffbe6"/><stop offset=".55" stop-color="#ffd54a"/><stop offset="1" stop-color="#f0a010"/></linearGradient>` +
    `${coinDef(`${id}c`, `${id}g`)}</defs>` +
    `<clipPath id="${id}k"><rect width="${w}" height="${h}"/></clipPath><g clip-path="url(#${id}k)"><rect width="${w}" height="${h}" fill="url(#${id}b)"/>` +
    `<path d="${rays(gx, gy, b.wide ? 1000 : 560, 16, r() * Math.PI)}" fill="#fff" fill-opacity=".06"/>` +
    `<rect width="${w}" height="${h}" fill="url(#${id}r)"/>` +
    `<circle cx="${n1(w * 0.06)}" cy="${h + 40}" r="${b.wide ? 220 : 160}" fill="#fff" fill-opacity=".05"/><circle cx="${n1(w * 0.5)}" cy="-60" r="${b.wide ? 140 : 90}" fill="#fff" fill-opacity=".04"/>` +
    `<path d="${confetti[0]}" fill="${glow}" opacity=".8"/><path d="${confetti[1]}" fill="#ffd34d" opacity=".8"/>` +
    coins +
    `<path d="${stars}" fill="#fff" fill-opacity=".85"/>` +
    textBlock(
      head.lines,
      x,
      headY,
      head.size,
      headLh,
      `font-weight="900" fill="url(#${id}t)" stroke="#2a0a10" stroke-width="${b.wide ? 5 : 4}" stroke-opacity=".5" paint-order="stroke" letter-spacing="-.5"`,
    ) +
    (sub.lines.length ? textBlock(sub.lines, x, subY, sub.size, subLh, 'font-weight="600" fill="#fff" fill-opacity=".92"') : '') +
    `</g></svg>`
  )
}
