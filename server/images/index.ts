/**
 * Images served by the app (DESIGN: no outside service): generated SVG art for every game, vendor
 * and banner, cached immutably. Unknown ids answer 404 so the client falls back to the default icon.
 * @see product-spec §8 "Image load failure: default avatar or default game icon"
 */
import { Hono, type Context } from 'hono'
import { brotliCompressSync, constants } from 'node:zlib'
import { pickEncoding } from '../rsc/render-cache'
import type { AppEnv } from '../gateway/env'
import { avatarSvg, bannerSvg, defaultGameIconSvg, gameIconSvg, rewardSvg, vendorIconSvg, vendorLogoSvg } from './art'
import { ICON_SPRITE_PATH, iconSprite } from '../../client/components/icon'

/** The default avatar (spec §8: image load failure shows the default avatar). */
const DEFAULT_AVATAR =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8b5cf6"/><stop offset="1" stop-color="#6d3df0"/></linearGradient></defs><circle cx="48" cy="48" r="48" fill="url(#a)"/><circle cx="48" cy="38" r="16" fill="#f1edff"/><path d="M18 82c4-16 16-24 30-24s26 8 30 24" fill="#f1edff"/></svg>'

const svgHeaders = { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800', Vary: 'Accept-Encoding' }
const brHeaders = { ...svgHeaders, 'Content-Encoding': 'br' }
const gzipHeaders = { ...svgHeaders, 'Content-Encoding': 'gzip' }

/** An image's SVG and, made on first request for them, its brotli and gzip bodies (a game tile's art: ~3.6 KB, ~1.1 KB compressed). */
interface Art {
  svg: string
  br?: Uint8Array
  gzip?: Uint8Array
}
const memo = new Map<string, Art>()
function remember(key: string, make: () => string | null): Art | null {
  const hit = memo.get(key)
  if (hit) return hit
  const svg = make()
  if (!svg) return null
  const art: Art = { svg }
  if (memo.size < 20_000) memo.set(key, art)
  return art
}

/** The art in the best encoding the client accepts (decision 0040), or 404 when there is none. */
function send(c: Context<AppEnv>, art: Art | null): Response {
  if (!art) return c.body(null, 404)
  const enc = pickEncoding(c.req.header('accept-encoding'))
  if (enc === 'br') return c.body((art.br ??= new Uint8Array(brotliCompressSync(art.svg, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }))) as Uint8Array<ArrayBuffer>, 200, brHeaders)
  if (enc === 'gzip') return c.body((art.gzip ??= Bun.gzipSync(art.svg, { level: 9 })) as Uint8Array<ArrayBuffer>, 200, gzipHeaders)
  return c.body(art.svg, 200, svgHeaders)
}

export const images = new Hono<AppEnv>()
  .get('/img/default/game.svg', (c) => send(c, remember('default:game', defaultGameIconSvg)))
  .get('/img/default/avatar.svg', (c) =>
    send(
      c,
      remember('default:avatar', () => DEFAULT_AVATAR),
    ),
  )
  // The icon sprite every Icon uses (client/components/icon.tsx); its URL is versioned by the icons it holds.
  .get(ICON_SPRITE_PATH, (c) => send(c, remember('icons', iconSprite)))
  // The brand's avatars a member chooses from (shared/avatars.ts); unknown ids 404 (client falls back to the default).
  .get('/img/avatar/:file{[a-z0-9]+\\.svg}', (c) => {
    const file = c.req.param('file').replace(/\.svg$/, '')
    return send(
      c,
      remember(`a:${file}`, () => avatarSvg(file)),
    )
  })
  .get('/img/game/:file{[A-Za-z0-9_.-]+\\.svg}', (c) => {
    const file = c.req.param('file').replace(/\.svg$/, '')
    const large = file.endsWith('-l')
    const nodeId = large ? file.slice(0, -2) : file
    const art = remember(`g:${file}`, () => {
      const g = c.get('platform').games.byNodeId(nodeId)
      return g ? gameIconSvg({ gameId: g.gameId, gameName: g.gameName, vendorCode: g.vassalage, gameType: g.gameType, large }) : null
    })
    return send(c, art)
  })
  // Images the catalogue import fetched (decision 0046), served from the database, never hot-linked.
  .get('/img/catalogue/:nodeId{[A-Za-z0-9_.-]{1,64}}', (c) => {
    const image = c.get('platform').catalogue.image(c.req.param('nodeId'))
    if (!image) return c.body(null, 404)
    return c.body(new Uint8Array(image.bytes), 200, { 'Content-Type': image.contentType, 'Cache-Control': 'public, max-age=86400' })
  })
  .get('/img/vendor/:code{[A-Z0-9_]+}/:variant{(default|active)-(color|white|purple)\\.svg}', (c) => {
    const code = c.req.param('code')
    const [state, variant] = c.req.param('variant').replace('.svg', '').split('-') as ['default' | 'active', 'color' | 'white' | 'purple']
    const art = remember(`v:${code}:${state}:${variant}`, () => {
      const v = c.get('platform').vendors.vendor(code)
      return v ? vendorLogoSvg(v.code, v.name, variant, state) : null
    })
    return send(c, art)
  })
  // The square icon art of the icon vendors (spec §9, decision 0060).
  .get('/img/vendor/:code{[A-Z0-9_]+}/icon.svg', (c) => {
    const code = c.req.param('code')
    const art = remember(`vi:${code}`, () => {
      const v = c.get('platform').vendors.vendor(code)
      return v ? vendorIconSvg(v.code, v.name) : null
    })
    return send(c, art)
  })
  .get('/img/promo/:file{[0-9]+\\.svg}', (c) => {
    const id = Number(c.req.param('file').replace('.svg', ''))
    const lang = c.get('language')
    const art = remember(`p:${id}:${lang}`, () => {
      const p = c.get('platform').promotions.artOf(id, lang)
      return p ? bannerSvg({ id: 1000 + id, title: p.title, subtitle: p.summary, theme: p.theme, wide: true }) : null
    })
    return send(c, art)
  })
  .get('/img/banner/:file{[0-9]+\\.svg}', (c) => {
    const id = Number(c.req.param('file').replace('.svg', ''))
    const lang = c.get('language')
    const art = remember(`b:${id}:${lang}`, () => {
      const b = c.get('platform').announcements.bannerById(id, lang)
      return b ? bannerSvg({ id, title: b.title, subtitle: b.subtitle, theme: id, wide: b.wide }) : null
    })
    return send(c, art)
  })
  .get('/img/reward/:file{[0-9]+\\.svg}', (c) => {
    const id = Number(c.req.param('file').replace('.svg', ''))
    const art = remember(`r:${id}`, () => {
      const r = c.get('platform').points.reward(id)
      return r ? rewardSvg({ id, art: r.art, label: /₱[\d,]+/.exec(r.name.en ?? '')?.[0] ?? '' }) : null
    })
    return send(c, art)
  })
