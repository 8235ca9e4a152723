/**
 * The compact form of a game tile that server pages hand to the TileCell island (issue 16, decision
 * 0040): what differs from tile to tile goes in a `TileRow` (~60 bytes of Flight), what every tile
 * of a rail shares goes once in `TileShared`. Plain module: the server builds rows, the island reads them.
 */
import type { TileGame, TileLabels } from './game-tile'

/** What every tile of one rail or grid shares. `href`: the launch link when it is the same for all (a visitor's '/login'), else null. */
export interface TileShared {
  labels: TileLabels
  imageBase: string
  href: string | null
}

/**
 * One tile: [nodeId, gameName, vassalage, gameType, flags (1 hot, 2 new), icon, large icon, href].
 * `icon` is 0 when it is the catalogue's own `/img/game/<nodeId>.svg`; `large icon` is 0 for a small
 * tile or when it is `/img/game/<nodeId>-l.svg`; `href` is 0 when it is the shared one.
 */
export type TileRow = [nodeId: string, gameName: string, vassalage: string, gameType: string, flags: number, icon: string | 0, largeIcon: string | 0, href: string | 0]

const iconOf = (nodeId: string) => `/img/game/${nodeId}.svg`
const largeIconOf = (nodeId: string) => `/img/game/${nodeId}-l.svg`

/** The row of a game card shown `large` or not, launching at `href`. */
export function tileRow(g: TileGame, href: string, shared: TileShared, large: boolean): TileRow {
  const icon = g.iconUrl === iconOf(g.nodeId) ? 0 : g.iconUrl
  // A large tile without a large icon shows the small one (GameTile): send that one.
  const largeIcon = !large || g.lagerIcon === largeIconOf(g.nodeId) ? 0 : g.lagerIcon || g.iconUrl
  return [g.nodeId, g.gameName, g.vassalage, g.gameType, (g.isHot ? 1 : 0) | (g.isNew ? 2 : 0), icon, largeIcon, href === shared.href ? 0 : href]
}

/** The game and launch link a row stands for (the inverse of `tileRow`). */
export function gameOfRow(row: TileRow, shared: TileShared, large: boolean): { game: TileGame; href: string } {
  const [nodeId, gameName, vassalage, gameType, flags, icon, largeIcon, href] = row
  return {
    game: {
      nodeId,
      gameName,
      vassalage,
      gameType,
      iconUrl: icon || iconOf(nodeId),
      lagerIcon: large ? largeIcon || largeIconOf(nodeId) : undefined,
      isHot: flags & 1 ? 1 : 0,
      isNew: flags & 2 ? 1 : 0,
    },
    href: href || (shared.href ?? ''),
  }
}
