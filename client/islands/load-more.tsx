'use client'
/**
 * Load more (spec §4): raises the page and appends the next page of the same query from
 * GCSGAME_gameList; more pages exist while page < totalPages. A failed load says so and can be retried.
 */
import { useState } from 'react'
import { GameTile, type TileGame, type TileLabels } from '../components/game-tile'
import { FavouriteToggle, type FavouriteLabels, type FavouriteViewer } from './favourite-toggle'
import { api, call } from '../api'
import { fill } from '../components/form-kit'

export function LoadMore({
  query,
  totalPages,
  total,
  shown,
  tileHref,
  labels,
  tileLabels,
  imageBase,
  favourite,
}: {
  query: Record<string, string>
  totalPages: number
  total: number
  shown: number
  tileHref: string
  labels: { loadMore: string; loading: string; showing: string; failed: string }
  tileLabels: TileLabels
  imageBase: string
  /** The favourite heart on each appended tile (favourite-toggle.tsx). */
  favourite?: { viewer: FavouriteViewer; labels: FavouriteLabels }
}) {
  const [pages, setPages] = useState<TileGame[][]>([])
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle')
  const page = 1 + pages.length
  const count = shown + pages.reduce((n, p) => n + p.length, 0)
  const load = async () => {
    setState('loading')
    const res = await call(api.games.GCSGAME_gameList.$get({ query: { ...query, pageNo: String(page + 1) } }))
    if (!res.success || !res.value) return setState('error')
    setPages((p) => [...p, res.value!.games])
    setState('idle')
  }
  return (
    <>
      {pages.length > 0 ? (
        <div className="game-grid game-grid--appended">
          {pages.flat().map((g) =>
            favourite ? (
              <div key={g.nodeId} className="tile-cell">
                <GameTile game={g} href={tileHref} labels={tileLabels} imageBase={imageBase} />
                <FavouriteToggle game={g} viewer={favourite.viewer} labels={favourite.labels} />
              </div>
            ) : (
              <GameTile key={g.nodeId} game={g} href={tileHref} labels={tileLabels} imageBase={imageBase} />
            ),
          )}
        </div>
      ) : null}
      <div className="load-more">
        <p className="load-more__count" aria-live="polite">
          {fill(labels.showing, { shown: count, total })}
        </p>
        {state === 'error' ? (
          <p className="form-error" role="alert">
            {labels.failed}
          </p>
        ) : null}
        {page < totalPages ? (
          <button type="button" className="btn btn--ghost btn--wide" onClick={load} disabled={state === 'loading'} aria-busy={state === 'loading'}>
            {state === 'loading' ? labels.loading : labels.loadMore}
          </button>
        ) : null}
      </div>
    </>
  )
}
