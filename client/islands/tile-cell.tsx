'use client'
/**
 * A game tile cell as server pages send it (issue 16, decision 0040): GameTile's markup rendered
 * from a compact `TileRow`, with what the rail's tiles share (Play Now / HOT / NEW texts, image CDN,
 * common launch link) given once by `TileProvider`. The Flight payload that hydrates the page then
 * carries ~60 bytes per tile instead of GameTile's element tree (~650). Same HTML, same behaviour:
 * no state, no effects. `children`: what sits on the tile (the favourite heart).
 */
import { createContext, use, type ReactNode } from 'react'
import { GameTile } from '../components/game-tile'
import { gameOfRow, type TileRow, type TileShared } from '../components/tile-row'

const Shared = createContext<TileShared | null>(null)

/** Gives the tiles inside it their shared texts and links (one per rail or grid). */
export function TileProvider({ shared, children }: { shared: TileShared; children: ReactNode }) {
  return <Shared value={shared}>{children}</Shared>
}

/** The tile cell: GameTile from its row and the rail's shared part, then `children`. Throws outside a TileProvider. */
export function TileCell({ row, large = false, children }: { row: TileRow; large?: boolean; children?: ReactNode }) {
  const shared = use(Shared)
  if (!shared) throw new Error('TileCell outside a TileProvider')
  const { game, href } = gameOfRow(row, shared, large)
  return (
    <div className={large ? 'tile-cell tile-cell--large' : 'tile-cell'}>
      <GameTile game={game} href={href} labels={shared.labels} large={large} imageBase={shared.imageBase} />
      {children}
    </div>
  )
}
