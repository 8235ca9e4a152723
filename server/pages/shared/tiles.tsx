/** Helpers shared by pages that show game tiles and vendor cards. */
import type { PageContext } from '../context'
import type { GameCard, VendorCard } from '../../../shared/schemas/game'
import { GameTile, type TileLabels } from '../../../client/components/game-tile'
import { launchHref, vendorHref } from './nav'
import { pickCdn } from './cdn'

export function tileLabels(ctx: PageContext): TileLabels {
  return { playNow: ctx.t('game.playNow'), hot: ctx.t('game.hot'), new: ctx.t('game.new') }
}

export function imageBase(ctx: PageContext): string {
  return pickCdn(ctx.platform.brand.info().imageCdns)
}

/** Game tiles; the href is the launch target (the login route while logged out). */
export function Tiles({ ctx, games, largeFirst = 0 }: { ctx: PageContext; games: GameCard[]; largeFirst?: number }) {
  const labels = tileLabels(ctx)
  const base = imageBase(ctx)
  return <>{games.map((g, i) => <GameTile key={g.nodeId} game={g} href={launchHref(ctx, g)} labels={labels} large={i < largeFirst} imageBase={base} />)}</>
}

export function VendorCardLink({ ctx, card }: { ctx: PageContext; card: VendorCard }) {
  return (
    <a className={card.maintenance ? 'vendor-card is-maintenance' : 'vendor-card'} href={vendorHref(ctx, card)} data-vendor={card.vassalage}>
      <img src={card.images.default.color} alt="" width={160} height={64} loading="lazy" />
      <span className="vendor-card__name">{card.name}</span>
      <span className="vendor-card__meta">{card.maintenance ? ctx.t('game.maintenance') : ctx.t('game.games', { count: card.gameCount })}</span>
    </a>
  )
}
