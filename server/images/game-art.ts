/**
 * Generated game artwork: one icon per catalogue game (spec §3 game card `iconUrl` / `lagerIcon`) and the default
 * icon shown when an image fails (spec §8). Pure functions returning small self-contained SVG strings.
 */
import { FONT, fitText, hash32, n1, prng, rays, sparkle, textBlock } from './svg'

/** What a game icon needs to know about its game. */
export interface GameArtInput {
  gameId: number
  gameName: string
  vendorCode: string
  /** RNG, LIVE, FISH, PVP, SPORTS, ESPORTS, COCKFIGHT, LOTT, ELOTT, INHOUSE (others get the slot emblem). */
  gameType: string
  /** true = the 480×240 "lager" icon used by the hot section's first items; false/absent = 240×240. */
  large?: boolean
}

/** Curated base hues: purple, violet, royal blue, teal, emerald, gold, orange, crimson, magenta, indigo. */
const HUES = [276, 258, 224, 186, 152, 40, 22, 350, 318, 238]

/** Slot emblems picked from words of the title; titles matching none get one by hash. */
const SLOT_MOTIFS: [RegExp, string][] = [
  [/mahjong|mah jong/i, 'mahjong'],
  [/\bace\b|poker|cards?\b|blackjack|baccarat|hold'?em/i, 'PVP'],
  [/roulette/i, 'LIVE'],
  [/\bdice\b|sic ?bo|craps/i, 'INHOUSE'],
  [/fish|koi|ocean|sea\b|mermaid|kraken|shark|whale|reef|poseidon|atlantis/i, 'FISH'],
  [/gem|jewel|diamond|crystal|ruby|emerald|sapphire|jade|pearl/i, 'gem'],
  [/king|queen|emperor|empress|crown|royal|pharaoh|empire|kingdom|palace|dynasty/i, 'crown'],
  [/fruit|cherr|candy|sweet|sugar|juic|berry|bonanza/i, 'cherries'],
  [/lucky|clover|leprechaun|irish|shamrock|luck/i, 'clover'],
  [/fortune|gold|coin|cash|money|rich|wealth|treasure|caishen|ingot|prosper|bank|vault/i, 'coin'],
  [/bell|joker|sevens|\b7|777|hot|fire|burn|blaz|sizzl/i, 'RNG'],
]
const SLOT_FALLBACK = ['RNG', 'RNG', 'coin', 'gem', 'crown', 'bell', 'cherries']

/** In-house games (issue 16: distinct art per game): an emblem from the title's kind of game; dice when none fits. */
const INHOUSE_MOTIFS: [RegExp, string][] = [
  [/blackjack|baccarat|poker|hi-?lo|red dog/i, 'PVP'],
  [/roulette/i, 'LIVE'],
  [/wheel/i, 'wheel'],
  [/keno|color game/i, 'LOTT'],
  [/coin/i, 'coin'],
  [/diamond|gem/i, 'gem'],
  [/mines/i, 'mines'],
  [/koi/i, 'FISH'],
  [/fruit/i, 'cherries'],
  [/slot|sevens/i, 'RNG'],
  [/crash|limbo|rocket|jet/i, 'rocket'],
  [/tower/i, 'tower'],
  [/plinko|pachinko/i, 'plinko'],
  [/goal/i, 'SPORTS'],
]

/** Live tables (issue 16: their square art has no title, so the emblem tells the table): cards, dice, wheel, balls…; a chip when none fits. */
const LIVE_MOTIFS: [RegExp, string][] = [
  [/roulette/i, 'LIVE'],
  [/sic ?b|dice|craps|bac bo/i, 'INHOUSE'],
  [/wheel|spin|crazy time|funky time|dream catcher|monopoly|money|deal or no/i, 'wheel'],
  [/football|goal/i, 'SPORTS'],
  [/ball|bingo|keno|lott/i, 'LOTT'],
  [/coin/i, 'coin'],
  [/fish|prawn|crab/i, 'FISH'],
  [/blackjack|baccarat|poker|tiger|teen patti|andar|hold'?em|hi-?lo|card|brag|rummy/i, 'PVP'],
]

/** The emblem kind of a game: its type, or for slots, live tables, card and in-house games a motif from its title. */
function motifOf(type: string, title: string, seed: number): string {
  if (type === 'RNG') return SLOT_MOTIFS.find(([re]) => re.test(title))?.[1] ?? SLOT_FALLBACK[seed % SLOT_FALLBACK.length]
  const motifs = type === 'LIVE' ? LIVE_MOTIFS : type === 'INHOUSE' || type === 'PVP' ? INHOUSE_MOTIFS : []
  return motifs.find(([re]) => re.test(title))?.[1] ?? type
}

/** Emblem art centred on (0, 0), drawn within about ±50 units. `g` = gold gradient id, `a` = accent colour. */
function emblem(type: string, g: string, a: string, r: () => number): string {
  const gold = `fill="url(#${g})" stroke="#6b3d00" stroke-width="2"`
  switch (type) {
    case 'LIVE': // casino chip with a spade
      return (
        `<circle r="46" ${gold}/><circle r="40" fill="none" stroke="#fff" stroke-width="9" stroke-dasharray="13 7.9"/>` +
        `<circle r="30" fill="${a}" stroke="#6b3d00" stroke-width="2"/><circle r="24" fill="none" stroke="#ffe9a8" stroke-width="1.5" stroke-dasharray="3 3"/>` +
        `<path d="M0-17C-8-8-17-3-17 5c0 6 5 9 10 8 3-1 5-2 6-5-1 6-3 9-6 12h14c-3-3-5-6-6-12 1 3 3 4 6 5 5 1 10-2 10-8 0-8-9-13-17-22z" fill="#fff"/>`
      )
    case 'PVP': {
      // fan of cards
      const card = (rot: number, label: string, red: boolean) =>
        `<g transform="rotate(${rot} 0 40)"><rect x="-22" y="-34" width="44" height="62" rx="6" fill="#fff" stroke="#6b3d00" stroke-width="2"/>` +
        `<text x="-15" y="-16" font-family="${FONT}" font-size="16" font-weight="800" fill="${red ? '#d4182f' : '#1b1b2f'}">${label}</text>` +
        (red
          ? `<path d="M0 16c-9-8-14-12-14-18 0-5 4-8 7-8 3 0 5 2 7 4 2-2 4-4 7-4 3 0 7 3 7 8 0 6-5 10-14 18z" fill="#d4182f"/>`
          : `<path d="M0-8c-7 7-14 11-14 17 0 5 4 8 8 7 3-1 4-2 5-4-1 5-2 7-4 9h10c-2-2-3-4-4-9 1 2 2 3 5 4 4 1 8-2 8-7 0-6-7-10-14-17z" fill="#1b1b2f"/>`) +
        '</g>'
      return card(-22, 'K', false) + card(0, 'Q', true) + card(22, 'A', false)
    }
    case 'FISH':
      return (
        `<circle cx="-30" cy="-36" r="5" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="2"/><circle cx="-40" cy="-22" r="3" fill="#fff" fill-opacity=".6"/>` +
        `<path d="M30 0L52-22 47 0 52 22z" ${gold}/><path d="M-44 0C-28-32 14-34 34 0 14 34-28 32-44 0z" ${gold}/>` +
        `<path d="M-6-24C0-36 12-34 16-22z" fill="${a}"/><path d="M-4 4q8 8 18 2" fill="none" stroke="${a}" stroke-width="3"/>` +
        `<path d="M2-20c6 6 6 34 0 40M12-18c5 6 5 30 0 36" fill="none" stroke="#6b3d00" stroke-opacity=".45" stroke-width="2.5"/>` +
        `<circle cx="-24" cy="-5" r="7" fill="#fff"/><circle cx="-25" cy="-5" r="3.5" fill="#1b1b2f"/>`
      )
    case 'SPORTS':
      return (
        `<circle r="44" fill="#fff" stroke="#1b1b2f" stroke-width="3"/><path d="M0-14 13-4 8 12H-8l-5-16z" fill="#1b1b2f"/>` +
        `<path d="M0-14V-32M13-4 30-10M8 12l10 16M-8 12l-10 16M-13-4-30-10" stroke="#1b1b2f" stroke-width="3"/>` +
        `<path d="M-12-42 0-32 12-42 0-44zM30-10l12 4 0-14-6-10zM18 28l4 12 12-8 4-10zM-18 28l-4 12-12-8-4-10zM-30-10l-12 4 0-14 6-10z" fill="#1b1b2f"/>`
      )
    case 'ESPORTS':
      return (
        `<path d="M-46-6c0-18 14-22 26-18h40c12-4 26 0 26 18l4 28c2 12-12 16-20 4l-8-12h-44l-8 12c-8 12-22 8-20-4z" ${gold}/>` +
        `<path d="M-30-8h8v-8h8v8h8v8h-8v8h-8v-8h-8z" fill="#1b1b2f"/>` +
        `<circle cx="22" cy="-12" r="5" fill="${a}"/><circle cx="32" cy="-2" r="5" fill="#2fb8ff"/><circle cx="12" cy="-2" r="5" fill="#4ee07a"/><circle cx="22" cy="8" r="5" fill="#fff"/>`
      )
    case 'COCKFIGHT': // rooster
      return (
        `<path d="M-18 0C-52-8-50-42-28-46-40-30-34-16-16-8z" fill="${a}" stroke="#6b3d00" stroke-width="2"/>` +
        `<path d="M-14 4C-44 4-50-26-36-36-40-18-28-6-10-2z" fill="#0f9d8a" stroke="#6b3d00" stroke-width="2"/>` +
        `<path d="M-6 32l-4 14M8 32l4 14M-16 46h10M6 46h12" stroke="#f0a020" stroke-width="4" stroke-linecap="round"/>` +
        `<ellipse cx="0" cy="10" rx="28" ry="24" ${gold}/><path d="M4-2C6-14 12-22 18-26L28 0C22 8 10 8 4-2z" ${gold}/>` +
        `<circle cx="20" cy="-22" r="12" ${gold}/><path d="M10-32q2-12 8-3 3-11 8-2 5-8 6 4z" fill="#d4182f"/>` +
        `<path d="M31-24 44-19 31-15z" fill="#f0a020"/><ellipse cx="30" cy="-10" rx="4" ry="7" fill="#d4182f"/>` +
        `<circle cx="23" cy="-24" r="2.6" fill="#1b1b2f"/><path d="M-12 8q12 10 26 0" fill="none" stroke="#6b3d00" stroke-width="2"/>`
      )
    case 'LOTT':
    case 'ELOTT': {
      const ball = (x: number, y: number, c: string, v: number) =>
        `<circle cx="${x}" cy="${y}" r="22" fill="${c}" stroke="#1b1b2f" stroke-opacity=".35" stroke-width="2"/>` +
        `<circle cx="${x}" cy="${y}" r="12" fill="#fff"/><text x="${x}" y="${y + 5}" font-family="${FONT}" font-size="14" font-weight="800" fill="#1b1b2f" text-anchor="middle">${v}</text>` +
        `<ellipse cx="${x - 9}" cy="${y - 11}" rx="6" ry="3.5" fill="#fff" fill-opacity=".55"/>`
      return ball(-26, 12, '#e3263b', 1 + Math.floor(r() * 49)) + ball(26, 12, '#2f7bff', 1 + Math.floor(r() * 49)) + ball(0, -24, '#f5b82e', 1 + Math.floor(r() * 49))
    }
    case 'INHOUSE': {
      // two dice
      const pips = (ps: [number, number][]) => ps.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4.5" fill="${a}"/>`).join('')
      return (
        `<g transform="rotate(-14 -22 6)"><rect x="-50" y="-22" width="56" height="56" rx="12" fill="#fff" stroke="#6b3d00" stroke-width="2"/>${pips([
          [-36, -8],
          [-22, 6],
          [-8, 20],
        ])}</g>` +
        `<g transform="rotate(12 22 -8)"><rect x="-4" y="-36" width="52" height="52" rx="11" ${gold}/>${pips([
          [8, -24],
          [36, -24],
          [8, 4],
          [36, 4],
          [22, -10],
        ]).replaceAll(a, '#fff')}</g>`
      )
    }
    case 'rocket': // crash games: a rocket on its flame
      return (
        `<path d="M-9 14 0 50 9 14z" fill="#ff7a18"/><path d="M-4 14 0 36 4 14z" fill="#ffe9a8"/>` +
        `<path d="M-16 0-32 20l16-4zM16 0l16 20-16-4z" fill="${a}" stroke="#6b3d00" stroke-width="2"/>` +
        `<path d="M0-50c13 12 18 32 16 64h-32C-18-18-13-38 0-50z" ${gold}/><circle cy="-14" r="9" fill="${a}" stroke="#6b3d00" stroke-width="2"/>`
      )
    case 'tower': // stacked blocks with a flag
      return (
        [0, 1, 2, 3].map((i) => `<rect x="${-32 + i * 6}" y="${30 - i * 19}" width="${64 - i * 12}" height="17" rx="3" ${i % 2 ? `fill="${a}" stroke="#6b3d00" stroke-width="2"` : gold}/>`).join('') +
        `<path d="M0-27v-23" stroke="#6b3d00" stroke-width="3"/><path d="M1-50l18 6-18 6z" fill="#fff" stroke="#6b3d00" stroke-width="1.5"/>`
      )
    case 'wheel': // prize wheel with a pointer
      return (
        `<circle r="46" ${gold}/><circle r="38" fill="${a}" stroke="#6b3d00" stroke-width="2"/>` +
        `<path d="M0-38V38M-38 0H38M-27-27 27 27M-27 27 27-27" stroke="#fff" stroke-opacity=".85" stroke-width="3"/>` +
        `<circle r="9" ${gold}/><path d="M-9-54h18L0-38z" fill="#fff" stroke="#6b3d00" stroke-width="2"/>`
      )
    case 'plinko': {
      // a ball above a triangle of pegs
      const pegs: string[] = []
      for (let row = 0; row < 4; row++) for (let col = 0; col <= row; col++) pegs.push(`<circle cx="${(col - row / 2) * 24}" cy="${-18 + row * 18}" r="4.5" fill="#fff"/>`)
      return `<path d="M-48 44h96" stroke="${a}" stroke-width="8" stroke-linecap="round"/>${pegs.join('')}<circle cx="6" cy="-40" r="10" ${gold}/>`
    }
    case 'mines': // a bomb with a lit fuse
      return (
        `<circle cy="8" r="32" fill="#1b1b2f" stroke="#6b3d00" stroke-width="2"/><circle cx="-11" cy="-4" r="8" fill="#fff" fill-opacity=".3"/>` +
        `<rect x="-9" y="-32" width="18" height="12" rx="2" ${gold}/><path d="M0-32q6-14 20-12" stroke="#6b3d00" stroke-width="3" fill="none"/>` +
        `<circle cx="21" cy="-44" r="6" fill="#ff7a18"/><circle cx="21" cy="-44" r="2.5" fill="#ffe9a8"/>`
      )
    case 'coin': // stack of gold coins with a square-holed fortune coin
      return (
        [30, 20, 10].map((y) => `<ellipse cx="-16" cy="${y}" rx="28" ry="9" ${gold}/>`).join('') +
        `<circle cx="14" cy="-6" r="32" ${gold}/><circle cx="14" cy="-6" r="24" fill="none" stroke="#6b3d00" stroke-opacity=".5" stroke-width="2"/>` +
        `<rect x="5" y="-15" width="18" height="18" rx="2" fill="${a}" stroke="#6b3d00" stroke-width="2"/>` +
        `<path d="M14-34v8M14 14v8M-14-6h8M34-6h8" stroke="#6b3d00" stroke-opacity=".5" stroke-width="3"/>`
      )
    case 'gem':
      return (
        `<path d="M-40-14-22-36h44L40-14 0 38z" fill="${a}" stroke="#fff" stroke-opacity=".8" stroke-width="2"/>` +
        `<path d="M-40-14h80M-22-36-10-14 0 38 10-14 22-36M-10-14 0-36 10-14" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="2"/>` +
        `<path d="M-22-36H0L-10-14H-40z" fill="#fff" fill-opacity=".35"/>`
      )
    case 'crown':
      return (
        `<path d="M-44 22-50-26-22 2 0-36 22 2 50-26 44 22z" ${gold}/><rect x="-46" y="20" width="92" height="14" rx="4" ${gold}/>` +
        `<circle cy="27" r="5" fill="${a}"/><circle cx="-26" cy="27" r="4" fill="#fff"/><circle cx="26" cy="27" r="4" fill="#fff"/>` +
        `<circle cx="-50" cy="-28" r="5" ${gold}/><circle cy="-38" r="6" ${gold}/><circle cx="50" cy="-28" r="5" ${gold}/><circle cy="2" r="7" fill="${a}" stroke="#6b3d00" stroke-width="2"/>`
      )
    case 'cherries':
      return (
        `<path d="M-16 14C-10-10 0-28 10-38M18 16C16-6 12-24 10-38" fill="none" stroke="#2e8b2e" stroke-width="5" stroke-linecap="round"/>` +
        `<path d="M10-38c14-10 30-6 36 4-14 6-28 4-36-4z" fill="#3fbf3f" stroke="#1f6b1f" stroke-width="2"/>` +
        `<circle cx="-18" cy="24" r="20" fill="#e0182d" stroke="#7a0010" stroke-width="2"/><circle cx="20" cy="24" r="20" fill="#e0182d" stroke="#7a0010" stroke-width="2"/>` +
        `<ellipse cx="-25" cy="16" rx="5" ry="7" fill="#fff" fill-opacity=".6"/><ellipse cx="13" cy="16" rx="5" ry="7" fill="#fff" fill-opacity=".6"/>`
      )
    case 'bell':
      return (
        `<path d="M0-40c-4 0-6 3-6 6C-26-30-32-12-32 8c0 10-6 16-12 20h88C38 24 32 18 32 8 32-12 26-30 6-34c0-3-2-6-6-6z" ${gold}/>` +
        `<circle cy="34" r="8" ${gold}/><path d="M-18-16c-4 8-6 20-6 28" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="5" stroke-linecap="round"/>`
      )
    case 'clover': {
      const leaf = (rot: number) =>
        `<path transform="rotate(${rot})" d="M0 0C-6-10-24-12-24-28-24-38-12-42-6-36L0-30 6-36C12-42 24-38 24-28 24-12 6-10 0 0z" fill="#2fbf5a" stroke="#0d6b2e" stroke-width="2"/>`
      return `<path d="M0 0q4 28 18 46" fill="none" stroke="#0d6b2e" stroke-width="6" stroke-linecap="round"/>${[0, 90, 180, 270].map(leaf).join('')}<circle r="6" ${gold}/>`
    }
    case 'mahjong': {
      const dots = [
        [-14, -26, '#2f7bff'],
        [14, -26, '#2fa05a'],
        [0, 0, '#d4182f'],
        [-14, 26, '#2fa05a'],
        [14, 26, '#2f7bff'],
      ]
      return (
        `<rect x="-30" y="-44" width="66" height="92" rx="10" fill="#1f8f5a"/><rect x="-36" y="-48" width="66" height="92" rx="10" fill="#fffaf0" stroke="#6b3d00" stroke-width="2"/>` +
        dots
          .map(
            ([x, y, c]) =>
              `<circle cx="${Number(x) - 3}" cy="${Number(y) - 4}" r="9" fill="none" stroke="${c}" stroke-width="4"/><circle cx="${Number(x) - 3}" cy="${Number(y) - 4}" r="3" fill="${c}"/>`,
          )
          .join('')
      )
    }
    default: {
      // RNG and anything else: slot machine with 7s
      const sym = r() < 0.7 ? ['7', '7', '7'] : ['7', '★', '7']
      return (
        `<path d="M48-6l10-22" stroke="#6b3d00" stroke-width="5" stroke-linecap="round"/><circle cx="58" cy="-30" r="7" fill="${a}" stroke="#6b3d00" stroke-width="2"/>` +
        `<rect x="-50" y="-34" width="100" height="68" rx="14" ${gold}/>` +
        [-28, 0, 28]
          .map(
            (x, i) =>
              `<rect x="${x - 12}" y="-24" width="24" height="48" rx="5" fill="#fff"/>` +
              `<text x="${x}" y="12" font-family="${FONT}" font-size="32" font-weight="900" fill="#d4182f" text-anchor="middle">${sym[i]}</text>`,
          )
          .join('') +
        `<path d="M-54 0h6M48 0h6" stroke="#d4182f" stroke-width="4"/>`
      )
    }
  }
}

/*
 * What the tile's own overlays cover, in icon units (client/styles/favourites.css and app.css; worst case a 112 px
 * tile at 390 px): the favourite heart sits in one top corner and the HOT/NEW badge in the other (swapped in
 * right-to-left languages), each down to about 25 % of the icon's height; the Play Now button (every type but slots,
 * always shown on touch screens) covers the bottom band from 60 % down, nearly the full width. Nothing that carries
 * meaning (title, emblem) is drawn in the top corners, nor text in that band.
 */

/**
 * Icon of one game: a gradient backdrop whose hue comes from a hash of the game, light rays, sparkles and an emblem
 * for its game type (slot reels, chip, cards, fish, ball, controller, rooster, lottery balls, dice; in-house games
 * by their kind) and the title (bold, wrapped to 2 lines, cut with …). Issue 16: both top corners hold only the
 * backdrop (the heart and the HOT/NEW badge sit there), there is no vendor mark (the tile prints the vendor's name
 * under the art), and on the square icon of a game with a Play Now button (every type but RNG) the bottom band
 * is left to that button: the emblem takes the middle and the title is the tile's own caption. The large icon keeps
 * its title beside the emblem, above the button. Deterministic for the same input.
 * @returns an SVG document, viewBox `0 0 240 240` (or `0 0 480 240` when `large`), under 4 KB.
 */
export function gameIconSvg(g: GameArtInput): string {
  const w = g.large ? 480 : 240
  const h = 240
  const seed = hash32(`${g.gameId}:${g.gameName}:${g.vendorCode}`)
  const r = prng(seed)
  const hue = (HUES[seed % HUES.length] + Math.floor(r() * 16) - 8 + 360) % 360
  const light = hue > 30 && hue < 60 ? 30 : 42
  const id = `i${seed.toString(36)}`
  const accent = `hsl(${(hue + 180) % 360} 75% 50%)`
  const play = g.gameType !== 'RNG'
  const titled = g.large || !play
  // Emblem centre and scale: below the top corners; with Play Now, above its band (at 390 px it starts at 60 %); large: between the heart and the title.
  const [ex, ey, es] = g.large ? [140, 126, 1.5] : play ? [120, 98, 0.95] : [120, 114, 1.08]
  const title = fitText(g.gameName.trim() || 'Game', g.large ? [34, 30, 26] : [24, 21, 18], g.large ? 210 : 212, 2)
  const lh = title.size * 1.12
  // Large: the block centred on y 105, clear of the badge above and the Play Now button below.
  const ty = g.large ? 105 - ((title.lines.length - 1) * lh) / 2 + title.size * 0.36 : 222 - (title.lines.length - 1) * lh
  let stars = ''
  for (let i = 0; i < 4; i++) stars += sparkle(14 + r() * (g.large ? 216 : w - 28), 66 + r() * 72, 4 + r() * 5) // below the top corners; large: beside the emblem, never on the title

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">` +
    `<defs><linearGradient id="${id}b" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="hsl(${hue} 68% ${light}%)"/><stop offset="1" stop-color="hsl(${(hue + 24) % 360} 72% 12%)"/></linearGradient>` +
    `<radialGradient id="${id}r" cx="${n1(ex / w)}" cy="${n1(ey / h)}" r="0.55"><stop offset="0" stop-color="hsl(${(hue + 350) % 360} 95% 68%)" stop-opacity=".75"/><stop offset="1" stop-color="hsl(${hue} 90% 50%)" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="${id}g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff3b0"/><stop offset=".45" stop-color="#ffc93c"/><stop offset="1" stop-color="#c77800"/></linearGradient>` +
    `<linearGradient id="${id}s" x1="0" y1="0" x2="${g.large ? 1 : 0}" y2="${g.large ? 0 : 1}"><stop offset="${g.large ? 0.4 : 0}" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${g.large ? 0.55 : 0.7}"/></linearGradient></defs>` +
    `<clipPath id="${id}k"><rect width="${w}" height="${h}" rx="18"/></clipPath>` +
    `<g clip-path="url(#${id}k)"><rect width="${w}" height="${h}" fill="url(#${id}b)"/><rect width="${w}" height="${h}" fill="url(#${id}r)"/>` +
    `<path d="${rays(ex, ey, g.large ? 260 : 170, 14, r() * Math.PI)}" fill="#fff" fill-opacity=".07"/>` +
    `<path d="${stars}" fill="#fff" fill-opacity=".8"/>` +
    `<rect ${g.large ? 'width="480" height="240"' : 'y="130" width="240" height="110"'} fill="url(#${id}s)"/>` +
    `<ellipse cx="${ex}" cy="${n1(ey + 50 * es)}" rx="${n1(46 * es)}" ry="${n1(8 * es)}" fill="#000" fill-opacity=".3"/>` +
    `<g transform="translate(${ex} ${ey}) scale(${es})">${emblem(motifOf(g.gameType, g.gameName, seed >>> 8), `${id}g`, accent, r)}</g>` +
    (titled
      ? textBlock(
          title.lines,
          g.large ? 252 : 120,
          ty,
          title.size,
          lh,
          `font-weight="800" fill="#fff" text-anchor="${g.large ? 'start' : 'middle'}" stroke="#1a0a2e" stroke-width="3" stroke-opacity=".55" paint-order="stroke"`,
        )
      : '') +
    `</g></svg>`
  )
}

/**
 * The fallback game icon (spec §8 "default game icon" when an image fails): a neutral dark gradient with a faint
 * controller-and-card emblem and no text, so it suits every language.
 * @returns an SVG document, viewBox `0 0 240 240`.
 */
export function defaultGameIconSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240">` +
    `<defs><linearGradient id="dgb" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="#3a3452"/><stop offset="1" stop-color="#15121f"/></linearGradient>` +
    `<radialGradient id="dgr" cx=".5" cy=".42" r=".5"><stop offset="0" stop-color="#8d7bc4" stop-opacity=".35"/><stop offset="1" stop-color="#8d7bc4" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="240" height="240" rx="18" fill="url(#dgb)"/><rect width="240" height="240" rx="18" fill="url(#dgr)"/>` +
    `<g transform="translate(120 104)" fill="none" stroke="#fff" stroke-opacity=".38" stroke-width="5" stroke-linejoin="round" stroke-linecap="round">` +
    `<path d="M-54-6c0-20 16-26 30-22h48c14-4 30 2 30 22l5 32c2 14-14 18-24 5l-9-14h-52l-9 14c-10 13-26 9-24-5z"/>` +
    `<path d="M-32-10v16M-40-2h16"/><circle cx="26" cy="-12" r="3"/><circle cx="36" cy="-2" r="3"/><circle cx="16" cy="-2" r="3"/><circle cx="26" cy="8" r="3"/></g>` +
    `<g fill="#fff" fill-opacity=".3"><rect x="84" y="176" width="72" height="8" rx="4"/><rect x="100" y="192" width="40" height="8" rx="4"/></g>` +
    `</svg>`
  )
}
