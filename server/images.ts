/**
 * Images served by the app (DESIGN: no outside service): generated SVG art for every game, vendor
 * and banner, cached immutably. Unknown ids answer 404 so the client falls back to the default icon.
 * @see product-spec §8 "Image load failure: default avatar or default game icon"
 */
import { Hono } from 'hono'
import type { AppEnv } from './gateway/env'
import { bannerSvg, defaultGameIconSvg, gameIconSvg, vendorLogoSvg } from './platform/art'

const svgHeaders = { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800' }
const memo = new Map<string, string>()
function remember(key: string, make: () => string | null): string | null {
  const hit = memo.get(key)
  if (hit) return hit
  const v = make()
  if (v && memo.size < 20_000) memo.set(key, v)
  return v
}

export const images = new Hono<AppEnv>()
  .get('/img/default/game.svg', (c) => c.body(defaultGameIconSvg(), 200, svgHeaders))
  .get('/img/game/:file{[A-Za-z0-9_.-]+\\.svg}', (c) => {
    const file = c.req.param('file').replace(/\.svg$/, '')
    const large = file.endsWith('-l')
    const nodeId = large ? file.slice(0, -2) : file
    const svg = remember(`g:${file}`, () => {
      const g = c.var.platform.games.byNodeId(nodeId)
      return g ? gameIconSvg({ gameId: g.gameId, gameName: g.gameName, vendorCode: g.vassalage, gameType: g.gameType, large }) : null
    })
    return svg ? c.body(svg, 200, svgHeaders) : c.body(null, 404)
  })
  .get('/img/vendor/:code{[A-Z0-9_]+}/:variant{(default|active)-(color|white|purple)\\.svg}', (c) => {
    const code = c.req.param('code')
    const [state, variant] = c.req.param('variant').replace('.svg', '').split('-') as ['default' | 'active', 'color' | 'white' | 'purple']
    const svg = remember(`v:${code}:${state}:${variant}`, () => {
      const v = c.var.platform.vendors.vendor(code)
      return v ? vendorLogoSvg(v.code, v.name, variant, state) : null
    })
    return svg ? c.body(svg, 200, svgHeaders) : c.body(null, 404)
  })
  .get('/img/banner/:file{[0-9]+\\.svg}', (c) => {
    const id = Number(c.req.param('file').replace('.svg', ''))
    const lang = c.var.language
    const svg = remember(`b:${id}:${lang}`, () => {
      const b = c.var.platform.announcements.bannerById(id, lang)
      return b ? bannerSvg({ id, title: b.title, subtitle: b.subtitle, theme: id, wide: b.wide }) : null
    })
    return svg ? c.body(svg, 200, svgHeaders) : c.body(null, 404)
  })
