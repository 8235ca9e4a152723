/**
 * A game tile (spec §2 "Game tile"): image and name, opens the game on click; non-slot types also
 * show a Play Now button (gameType RNG = slot, no button). Rendered by server components and by the
 * load-more island alike, so it holds no state. Images reserve their box (no layout shift) and fall
 * back to the default icon when they fail (spec §8). The link's name is the game's name: the badge, the
 * Play Now label and the vendor are hidden from assistive technology, so the name holds all the
 * text it reads out (WCAG 2.5.3 label in name; axe label-content-name-mismatch).
 */
export interface TileGame {
  nodeId: string
  gameName: string
  gameType: string
  vassalage: string
  iconUrl: string
  lagerIcon?: string
  isHot: 0 | 1
  isNew: 0 | 1
}

export interface TileLabels {
  playNow: string
  hot: string
  new: string
  /** Vendors' display names by vassalage code (e.g. `{ JL: 'JILI' }`); a code missing here shows as itself. */
  vendors?: Record<string, string>
}

export const DEFAULT_GAME_ICON = '/img/default/game.svg'

export function GameTile({ game, href, labels, large = false, imageBase = '' }: { game: TileGame; href: string; labels: TileLabels; large?: boolean; imageBase?: string }) {
  const src = imageBase + (large && game.lagerIcon ? game.lagerIcon : game.iconUrl)
  return (
    <a className={large ? 'tile tile--large' : 'tile'} href={href} data-node-id={game.nodeId} data-vendor={game.vassalage} data-name={game.gameName}>
      <span className="tile__media">
        <img src={src} data-fallback={DEFAULT_GAME_ICON} alt="" width={large ? 480 : 240} height={240} loading="lazy" decoding="async" />
        {game.isHot ? (
          <span className="badge badge--hot" aria-hidden="true">
            {labels.hot}
          </span>
        ) : game.isNew ? (
          <span className="badge badge--new" aria-hidden="true">
            {labels.new}
          </span>
        ) : null}
        {game.gameType !== 'RNG' ? (
          <span className="tile__play" aria-hidden="true">
            {labels.playNow}
          </span>
        ) : null}
      </span>
      <span className="tile__name">{game.gameName}</span>
      <span className="tile__vendor" aria-hidden="true">
        {labels.vendors?.[game.vassalage] ?? game.vassalage}
      </span>
    </a>
  )
}
