/** Helpers shared by pages that show game tiles and vendor cards. */
import type { PageContext } from '../context'
import type { GameCard, VendorCard } from '../../../shared/schemas/game'
import type { TileLabels } from '../../../client/components/game-tile'
import { tileRow, type TileShared } from '../../../client/components/tile-row'
import { TileCell, TileProvider } from '../../../client/islands/tile-cell'
import { launchHref, vendorHref } from './nav'
import { LIST_GAME_TYPES, type GameType } from '../../../shared/constants'
import { pickCdn } from './cdn'
import { FavouriteToggle } from '../../../client/islands/favourite-toggle'
import { VisitorHeart } from '../../../client/components/visitor-heart'
import { favouriteToggleProps } from '../games/favourite-props'

/**
 * The texts every tile of a rail or grid shares, with the vendors' display names (tiles show
 * "JILI", not the code JL): those of `vendorCodes` when given (a rail of known games), else of every
 * vendor of the brand (~30, for tiles a client loads later).
 */
export function tileLabels(ctx: PageContext, vendorCodes?: Iterable<string>): TileLabels {
  const names = ctx.platform.vendors.names()
  const wanted = vendorCodes ? new Set(vendorCodes) : null
  const vendors: Record<string, string> = {}
  for (const [code, name] of names) if (name !== code && (!wanted || wanted.has(code))) vendors[code] = name
  return { playNow: ctx.t('game.playNow'), hot: ctx.t('game.hot'), new: ctx.t('game.new'), vendors }
}

export function imageBase(ctx: PageContext): string {
  return pickCdn(ctx.platform.brand.info().imageCdns)
}

/**
 * Game tiles; the href is the launch target (the login route while logged out); the launcher island
 * opens them in the game frame. Each tile goes to the page as a compact row (TileCell, decision
 * 0040); the texts, image CDN and a launch link common to all come once per call. A visitor's
 * hearts are plain buttons that open the login popup (VisitorHeart), a member's the favourite island.
 */
export function Tiles({ ctx, games, largeFirst = 0 }: { ctx: PageContext; games: GameCard[]; largeFirst?: number }) {
  const hrefs = games.map((g) => launchHref(ctx, g))
  const shared: TileShared = {
    labels: tileLabels(
      ctx,
      games.map((g) => g.vassalage),
    ),
    imageBase: imageBase(ctx),
    href: hrefs.every((h) => h === hrefs[0]) ? (hrefs[0] ?? null) : null,
  }
  const fav = favouriteToggleProps(ctx)
  return (
    <TileProvider shared={shared}>
      {games.map((g, i) => (
        <TileCell key={g.nodeId} row={tileRow(g, hrefs[i], shared, i < largeFirst)} large={i < largeFirst || undefined}>
          {fav.viewer === 'guest' ? (
            <VisitorHeart nodeId={g.nodeId} gameName={g.gameName} label={fav.labels.add} />
          ) : (
            <FavouriteToggle game={{ nodeId: g.nodeId, vassalage: g.vassalage, gameType: g.gameType, gameName: g.gameName }} on={fav.ids?.has(g.nodeId)} viewer={fav.viewer} labels={fav.labels} />
          )}
        </TileCell>
      ))}
    </TileProvider>
  )
}

/**
 * A vendor card. List types (slots, live, …) open the vendor's game list; other types launch: a
 * VASSALAGE vendor opens its game list popup (spec §4), any other launches its first game. The
 * launcher island handles the click (data-launch); the href is the no-script fallback.
 */
export function VendorCardLink({ ctx, card }: { ctx: PageContext; card: VendorCard }) {
  const listed = (LIST_GAME_TYPES as readonly string[]).includes(card.gameType)
  const first = listed || card.isGame === 'VASSALAGE' ? undefined : ctx.platform.games.list({ gameType: card.gameType as GameType, vassalage: card.vassalage, pageNo: 1, pageSize: 1 }).games[0]
  const launch = listed
    ? {}
    : card.isGame === 'VASSALAGE'
      ? { 'data-launch': 'vendor', 'data-vassalage': card.vassalage, 'data-game-type': card.gameType, 'data-name': card.name }
      : first
        ? { 'data-launch': 'game', 'data-node-id': first.nodeId, 'data-name': first.gameName }
        : {}
  const href = first ? launchHref(ctx, { ...card, nodeId: first.nodeId }) : vendorHref(ctx, card)
  return (
    <a className={card.maintenance ? 'vendor-card is-maintenance' : 'vendor-card'} href={href} data-vendor={card.vassalage} {...launch}>
      <img src={card.images.default.color} alt="" width={160} height={64} loading="lazy" />
      <span className="vendor-card__name">{card.name}</span>
      <span className="vendor-card__meta">{card.maintenance ? ctx.t('game.maintenance') : ctx.t('game.games', { count: card.gameCount })}</span>
    </a>
  )
}
