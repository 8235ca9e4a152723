import { describe, it, expect } from 'vitest'
import { bannerSvg, defaultGameIconSvg, gameIconSvg, vendorLogoSvg } from './art'

/**
 * A tiny well-formedness check: one <svg> root with a viewBox, every tag closed in order, attribute values quoted,
 * only the five XML entities or numeric references, no external references.
 */
function assertWellFormed(svg: string): void {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
  expect(svg.endsWith('</svg>')).toBe(true)
  expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/)
  const stack: string[] = []
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g
  let last = 0
  let roots = 0
  for (let m = tag.exec(svg); m; m = tag.exec(svg)) {
    const between = svg.slice(last, m.index)
    expect(between, `stray markup before ${m[0]}`).not.toMatch(/[<>]/)
    expect(between).not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i)
    last = tag.lastIndex
    const [, closing, name, attrs, selfClosing] = m
    expect(attrs).not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i)
    if (closing) {
      expect(stack.pop(), `unbalanced </${name}>`).toBe(name)
    } else if (!selfClosing) {
      if (stack.length === 0) roots++
      stack.push(name)
    }
  }
  expect(svg.slice(last)).toBe('')
  expect(stack).toEqual([])
  expect(roots).toBe(1)
  expect(svg).not.toMatch(/(href|src)="(?!#)/) // only local references
  expect(svg).not.toMatch(/url\((?!#)/)
  expect(svg).not.toMatch(/@import|<script|<foreignObject|<image/i)
}

/** The SVG without its emblem group (`<g transform="translate(x y) scale(s)">…</g>`, nested groups included): the art's own texts and marks. */
function withoutEmblem(svg: string): string {
  const start = svg.search(/<g transform="translate\([\d.]+ [\d.]+\) scale\(/)
  expect(start).toBeGreaterThan(0)
  let depth = 0
  for (const m of svg.slice(start).matchAll(/<(\/?)g[ >]/g)) {
    depth += m[1] ? -1 : 1
    if (depth === 0) return svg.slice(0, start) + svg.slice(start + (m.index ?? 0) + 4)
  }
  throw new Error('unclosed emblem group')
}

const TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT', 'INHOUSE']
const game = (gameId: number, gameName: string, gameType = 'RNG', large = false) => ({ gameId, gameName, vendorCode: 'PG', gameType, large })

describe('gameIconSvg', () => {
  it('is well-formed with a 240×240 viewBox for every type, 480×240 when large', () => {
    for (const [i, t] of TYPES.entries()) {
      const small = gameIconSvg(game(i + 1, `Golden Dragon ${t}`, t))
      assertWellFormed(small)
      expect(small).toContain('viewBox="0 0 240 240"')
      const large = gameIconSvg(game(i + 1, `Golden Dragon ${t}`, t, true))
      assertWellFormed(large)
      expect(large).toContain('viewBox="0 0 480 240"')
    }
  })

  it('is deterministic', () => {
    const g = { gameId: 42, gameName: 'Mahjong Ways 2', vendorCode: 'PG', gameType: 'RNG' }
    expect(gameIconSvg(g)).toBe(gameIconSvg({ ...g }))
    expect(gameIconSvg({ ...g, large: true })).toBe(gameIconSvg({ ...g, large: true }))
  })

  it('differs between games', () => {
    const icons = new Set(Array.from({ length: 50 }, (_, i) => gameIconSvg(game(i + 1, `Fortune ${i}`))))
    expect(icons.size).toBe(50)
    // Same title, different game ids: still different art.
    expect(gameIconSvg(game(1, 'Super Ace'))).not.toBe(gameIconSvg(game(2, 'Super Ace')))
    // The backdrop colour varies too, not only the text.
    const fills = new Set(Array.from({ length: 30 }, (_, i) => /stop-color="(hsl\([^"]+\))"/.exec(gameIconSvg(game(i, `Game ${i}`)))?.[1]))
    expect(fills.size).toBeGreaterThan(10)
  })

  it('escapes markup characters in titles', () => {
    const svg = gameIconSvg({ gameId: 7, gameName: `Tom & "Jerry" <b>'s`, vendorCode: 'A&B<', gameType: 'RNG' })
    assertWellFormed(svg)
    expect(svg).toContain('Tom &amp; &quot;Jerry&quot;')
    expect(svg).toContain('&lt;b&gt;&#39;s')
    expect(svg).not.toContain('<b>')
    assertWellFormed(gameIconSvg({ gameId: 7, gameName: `Tom & "Jerry" <b>'s`, vendorCode: 'A&B<', gameType: 'LIVE', large: true }))
  })

  it('wraps long titles to two lines and cuts with …', () => {
    const svg = gameIconSvg(game(3, 'The Extraordinarily Long Adventure of the Golden Dragon Emperor Megaways'))
    assertWellFormed(svg)
    expect(svg.match(/<tspan/g)?.length).toBe(2)
    expect(svg).toContain('…')
    const short = gameIconSvg(game(3, 'Dice'))
    expect(short.match(/<tspan/g)?.length).toBe(1)
    expect(short).not.toContain('…')
  })

  /** The emblem of a game's square icon (the group after its transform, up to the end of the art), colours and numbers taken out. */
  const emblemOf = (name: string, type: string, id = 7) => {
    const svg = gameIconSvg(game(id, name, type))
    assertWellFormed(svg)
    return svg.slice(svg.search(/ scale\([\d.]+\)">/), svg.lastIndexOf('</g></g></svg>')).replace(/url\(#[^)]+\)|hsl\([^)]+\)|>\d+</g, '')
  }

  it('draws in-house games by their kind, not all as dice (issue 16)', () => {
    const names = ['Dice', 'Crash', 'Mines', 'Plinko', 'Wheel', 'Dragon Tower', 'Coin Flip', 'Roulette', 'Blackjack', 'Keno', 'Diamonds', 'Penalty Goal']
    expect(new Set(names.map((n) => emblemOf(n, 'INHOUSE'))).size).toBe(names.length)
    // Games of one kind share it, whatever their id.
    expect(emblemOf('Rocket Crash', 'INHOUSE', 1)).toBe(emblemOf('Crash', 'INHOUSE', 2))
  })

  it('draws a live table by its game, since its square icon has no title (issue 16)', () => {
    const names = ['Lightning Roulette', 'Speed Blackjack 55 - Emerald', 'Super Sic Bo', 'Crazy Time', 'Mega Ball', 'Football Studio', 'Crazy Coin Flip']
    expect(new Set(names.map((n) => emblemOf(n, 'LIVE'))).size).toBe(names.length)
    expect(emblemOf('Baccarat 37', 'LIVE', 1)).toBe(emblemOf('Dragon Tiger', 'LIVE', 2))
  })

  it('stays under 4 KB', () => {
    for (const [i, t] of TYPES.entries()) {
      for (const large of [false, true]) {
        expect(gameIconSvg(game(i, 'Golden Empire of the Mighty Phoenix Dragon', t, large)).length).toBeLessThan(4096)
      }
    }
  })

  /**
   * The tile's overlays (issue 16): the favourite heart in one top corner and the HOT/NEW badge in the other (swapped
   * in Arabic) reach 25 % of the icon's height at 390 px; the Play Now button of every type but slots covers the band
   * from 60 % down. Measured on what the SVG draws: every text's glyph box (baseline − 0.75 em to + 0.22 em, a bold sans-serif's cap height and descender) and the
   * emblem's box (its translate ± 52 × its scale).
   */
  it('leaves the top corners to the heart and the HOT/NEW badge, and the Play Now band free of text (issue 16)', () => {
    const names = ['Super Ace', 'Fortune Tiger', 'The Extraordinarily Long Adventure of the Golden Dragon Emperor', 'Dice', 'Crazy Time', 'Speed Blackjack 55 - Emerald', '麻将胡了']
    let checked = 0
    for (const [i, t] of TYPES.entries()) {
      for (const large of [false, true]) {
        for (const [j, name] of names.entries()) {
          const svg = gameIconSvg({ gameId: i * 10 + j, gameName: name, vendorCode: 'VNDRX', gameType: t, large })
          const [, w, h] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg)?.map(Number) ?? []
          const top = h * 0.25
          const play = h * 0.6
          // No vendor mark at all: the tile names the vendor under the art.
          expect(svg).not.toContain('VNDRX')
          for (const m of withoutEmblem(svg).matchAll(/<text ([^>]*)>(.*?)<\/text>/g)) {
            const size = Number(/font-size="([\d.]+)"/.exec(m[1])?.[1])
            const baselines = [...m[2].matchAll(/ y="([\d.]+)"/g), ...m[1].matchAll(/ y="([\d.]+)"/g)].map((y) => Number(y[1]))
            expect(baselines.length).toBeGreaterThan(0)
            for (const y of baselines) {
              expect(y - size * 0.75, `${t}${large ? ' large' : ''} "${name}": text in the top 25 %`).toBeGreaterThanOrEqual(top)
              if (t !== 'RNG') expect(y + size * 0.22, `${t}${large ? ' large' : ''} "${name}": text under Play Now`).toBeLessThanOrEqual(play)
            }
            checked++
          }
          const [, ex, ey, es] = / transform="translate\(([\d.]+) ([\d.]+)\) scale\(([\d.]+)\)"/.exec(svg)?.map(Number) ?? []
          expect(ey - 52 * es >= top || (ex - 52 * es >= top && ex + 52 * es <= w - top), `${t}${large ? ' large' : ''}: emblem in a top corner`).toBe(true)
        }
      }
    }
    expect(checked).toBeGreaterThan(50) // titles were drawn and measured
  })

  it('names a slot in its art; a game with Play Now keeps its square art free of text (the tile caption names it)', () => {
    expect(gameIconSvg(game(5, 'Fortune Tiger'))).toContain('>Fortune Tiger<')
    for (const t of TYPES.filter((t) => t !== 'RNG')) {
      expect(withoutEmblem(gameIconSvg(game(5, 'Fortune Tiger', t)))).not.toContain('<text')
      expect(gameIconSvg(game(5, 'Fortune Tiger', t, true))).toContain('>Tiger<')
    }
  })
})

describe('defaultGameIconSvg', () => {
  it('is a well-formed 240×240 image without text', () => {
    const svg = defaultGameIconSvg()
    assertWellFormed(svg)
    expect(svg).toContain('viewBox="0 0 240 240"')
    expect(svg).not.toContain('<text')
    expect(defaultGameIconSvg()).toBe(svg)
  })
})

describe('vendorLogoSvg', () => {
  it('is well-formed for every variant and state, with a 160×64 viewBox and the name', () => {
    for (const variant of ['color', 'white', 'purple'] as const) {
      for (const state of ['default', 'active'] as const) {
        const svg = vendorLogoSvg('PP', 'Pragmatic Play', variant, state)
        assertWellFormed(svg)
        expect(svg).toContain('viewBox="0 0 160 64"')
        expect(svg).toContain('Pragmatic')
        expect(svg).toContain('>PP<')
        expect(svg.length).toBeLessThan(4096)
      }
    }
  })

  it('is deterministic and differs by variant, state and vendor', () => {
    const a = vendorLogoSvg('JL', 'JILI', 'color', 'default')
    expect(vendorLogoSvg('JL', 'JILI', 'color', 'default')).toBe(a)
    expect(vendorLogoSvg('JL', 'JILI', 'white', 'default')).not.toBe(a)
    expect(vendorLogoSvg('JL', 'JILI', 'color', 'active')).not.toBe(a)
    expect(vendorLogoSvg('PG', 'PG Soft', 'color', 'default')).not.toBe(a)
  })

  it('escapes the name and code', () => {
    const svg = vendorLogoSvg('X&Y', `Tom's <"Games">`, 'purple', 'active')
    assertWellFormed(svg)
    expect(svg).toContain('&#39;')
    expect(svg).not.toContain('<"Games">')
  })
})

describe('bannerSvg', () => {
  it('is well-formed, 1200×400 when wide and 600×400 otherwise, under 4 KB', () => {
    for (let theme = 0; theme < 8; theme++) {
      for (const wide of [true, false]) {
        const svg = bannerSvg({ id: theme + 1, title: 'Welcome Bonus 100%', subtitle: 'Double your first deposit today', theme, wide })
        assertWellFormed(svg)
        expect(svg).toContain(wide ? 'viewBox="0 0 1200 400"' : 'viewBox="0 0 600 400"')
        expect(svg).toContain('Welcome Bonus')
        expect(svg.length).toBeLessThan(4096)
      }
    }
  })

  it('is deterministic and differs between banners', () => {
    const b = { id: 1, title: 'Daily Rebate up to 1.5%', subtitle: 'Paid every day', theme: 1, wide: true }
    expect(bannerSvg(b)).toBe(bannerSvg({ ...b }))
    expect(bannerSvg({ ...b, id: 2 })).not.toBe(bannerSvg(b))
    expect(bannerSvg({ ...b, theme: 2 })).not.toBe(bannerSvg(b))
  })

  it('escapes the headline and subtitle, and allows an empty subtitle', () => {
    const svg = bannerSvg({ id: 3, title: `Win <big> & "more"`, subtitle: `Tom's offer`, theme: -1, wide: false })
    assertWellFormed(svg)
    expect(svg).toContain('&lt;big&gt; &amp; &quot;more&quot;')
    expect(svg).toContain('Tom&#39;s')
    const bare = bannerSvg({ id: 4, title: 'Slots Jackpot Week', subtitle: '', theme: 4, wide: true })
    assertWellFormed(bare)
    expect(bare.match(/<text/g)?.length).toBe(1)
  })
})
