'use client'
/**
 * A home rail whose tiles load when it comes near the screen (issue 16, decision 0040): the server
 * sends the rail's query and tile count, not its tiles, so the first HTML and Flight payload of `/`
 * carry the first screen's games only. The rail shows placeholder cells of the tiles' size (no
 * layout shift) and, once it is within `MARGIN_PX` of the viewport — or shown at all, for a tab
 * panel that was hidden — asks GCSGAME_gameList (spec §7) for page 1 of `count` games and renders
 * them as the server would (GameTile + the favourite heart, which reads the member summary on pages
 * shared by every member, decision 0038). A failed load says so and can be retried. Without script
 * the section's "more games" link stays the way to the games.
 */
import { createContext, lazy, Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react'
import { GameTile, type TileGame, type TileLabels } from '../components/game-tile'
import { gameOfRow, type TileRow } from '../components/tile-row'
import type { FavouriteLabels, FavouriteViewer } from './favourite-toggle'
import { VisitorHeart } from '../components/visitor-heart'
import { Rail } from './rail'
import { formatMoney } from '../../shared/format'

/** What every lazy rail of a page shares, given once by `LazyRails`. */
export interface LazyRailShared {
  tileLabels: TileLabels
  imageBase: string
  /** The launch link of every tile when it is the same for all (a visitor's '/login'); null: each game's `/seamless?nodeId=…`. */
  href: string | null
  favourite: { viewer: FavouriteViewer; labels: FavouriteLabels }
  labels: { previous: string; next: string; failed: string; retry: string }
}

/** How far below (or beside) the viewport a rail starts loading, in CSS px. */
const MARGIN_PX = 600

// A visitor's hearts are plain buttons that open the login popup (VisitorHeart); the favourite island
// loads for members only, with the first heart shown, so a visitor's page does not fetch it (decision 0039).
const FavouriteToggle = lazy(() => import('./favourite-toggle').then((m) => ({ default: m.FavouriteToggle })))

const Shared = createContext<LazyRailShared | null>(null)

/**
 * Loads with `fetch` once the element given `probe` comes within `MARGIN_PX` of the viewport (or,
 * hidden until then, is shown); `initial` skips the wait. `retry` loads again after a failure.
 */
/** The API client, loaded with the first rail's call rather than with the page (decision 0039); null when it cannot load (offline). */
const apiClient = () => import('../api').catch(() => null)

function useWhenNear<T, E extends Element>(fetch: () => Promise<T | null>, initial: T | null = null) {
  const [data, setData] = useState<T | null>(initial)
  const [state, setState] = useState<'waiting' | 'loading' | 'error'>('waiting')
  const probe = useRef<E>(null)
  const load = async () => {
    setState('loading')
    const got = await fetch()
    if (got === null) return setState('error')
    setData(got)
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: observe once per waiting state; `load` reads the props of this render
  useEffect(() => {
    const el = probe.current
    if (!el || state !== 'waiting' || data) return
    const seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return
        seen.disconnect()
        void load()
      },
      { rootMargin: `${MARGIN_PX}px` },
    )
    seen.observe(el)
    return () => seen.disconnect()
  }, [state])
  return { data, state, probe, retry: () => void load() }
}

/** What a load that failed shows: the text and a retry button. */
function Failed({ labels, retry }: { labels: { failed: string; retry: string }; retry: () => void }) {
  return (
    <p className="lazy-rail__error" role="alert">
      {labels.failed}
      <button type="button" className="btn btn--ghost" onClick={retry}>
        {labels.retry}
      </button>
    </p>
  )
}

/** Gives the lazy rails inside it their shared texts, image CDN, launch link and heart settings. */
export function LazyRails({ shared, children }: { shared: LazyRailShared; children: ReactNode }) {
  return <Shared value={shared}>{children}</Shared>
}

/**
 * A two-row rail of `count` games of `gameType` (and `vassalage`, a vendor code), loaded when near
 * the viewport; or, given `rows` (the first screen's rail, compact rows as `tileRow` makes them),
 * those games at once, the first `largeFirst` of them large. `on`: node ids of the member's
 * favourites among `rows` when the server knows them (else the hearts read the member summary).
 * `arrowsAbove`: the arrows show above this many items (spec §2). Throws outside `LazyRails`.
 */
export function LazyRail({
  gameType = '',
  vassalage,
  count,
  arrowsAbove,
  rows,
  largeFirst = 0,
  on,
}: {
  gameType?: string
  vassalage?: string
  count: number
  arrowsAbove: number
  rows?: TileRow[]
  largeFirst?: number
  on?: string[]
}) {
  const shared = use(Shared)
  if (!shared) throw new Error('LazyRail outside LazyRails')
  const tileShared = { labels: shared.tileLabels, imageBase: shared.imageBase, href: shared.href }
  const {
    data: games,
    state,
    probe,
    retry,
  } = useWhenNear<TileGame[], HTMLElement>(
    async () => {
      const query: Record<string, string> = { gameType, pageNo: '1', pageSize: String(count) }
      if (vassalage) query.vassalage = vassalage
      const client = await apiClient()
      if (!client) return null
      const res = await client.call(client.api.games.GCSGAME_gameList.$get({ query }))
      return res.success && res.value ? res.value.games : null
    },
    rows?.map((r, i) => gameOfRow(r, tileShared, i < largeFirst).game),
  )

  const hrefOf = (g: TileGame, i: number) => (rows?.[i]?.[7] || shared.href) ?? `/seamless?nodeId=${encodeURIComponent(g.nodeId)}`
  return (
    <Rail count={games?.length ?? count} arrowsAbove={arrowsAbove} labels={shared.labels}>
      {games
        ? games.map((g, i) => (
            <div key={g.nodeId} className={i < largeFirst ? 'tile-cell tile-cell--large' : 'tile-cell'}>
              <GameTile game={g} href={hrefOf(g, i)} labels={shared.tileLabels} imageBase={shared.imageBase} large={i < largeFirst} />
              {shared.favourite.viewer === 'guest' ? (
                <VisitorHeart nodeId={g.nodeId} gameName={g.gameName} label={shared.favourite.labels.add} />
              ) : (
                <Suspense fallback={null}>
                  <FavouriteToggle game={g} on={on?.includes(g.nodeId)} viewer={shared.favourite.viewer} labels={shared.favourite.labels} />
                </Suspense>
              )}
            </div>
          ))
        : Array.from({ length: count }, (_, i) =>
            i === 0 && state === 'error' ? (
              <Failed key="error" labels={shared.labels} retry={retry} />
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their position
              <i key={i} ref={i === 0 ? probe : undefined} className="tile-skel" aria-busy={i === 0 && state === 'loading' ? true : undefined} />
            ),
          )}
    </Rail>
  )
}

interface Winner {
  player: string
  gameName: string
  prize: string
  winAmount: number
}

/**
 * The winners board at the foot of the home page (spec §1 "winners board", §7 GCSGAME_getRankList),
 * loaded like a rail when it comes near: until then `limit` placeholder rows of the rows' height hold
 * its place (no layout shift). Amounts come in major units and show with thousands separators and 2
 * decimals in `symbol`, the brand's currency, in the separators of `locale` (the page's BCP 47 tag,
 * shared/i18n/format.ts `localeOf`; English when absent). `labels`: the failure text, its retry
 * button, and the text shown while the board has no wins (a new or live brand).
 */
export function WinnersBoard({ limit, symbol, locale, labels }: { limit: number; symbol: string; locale?: string; labels: { failed: string; retry: string; empty: string } }) {
  const {
    data: list,
    probe,
    state,
    retry,
  } = useWhenNear<Winner[], HTMLOListElement>(async () => {
    const client = await apiClient()
    if (!client) return null
    const res = await client.call(client.api.games.GCSGAME_getRankList.$get({ query: { gameCategory: 'ALL', limitNum: String(limit) } }))
    return res.success && res.value ? (res.value.list as Winner[]) : null
  })
  if (state === 'error') return <Failed labels={labels} retry={retry} />
  if (!list)
    return (
      <ol ref={probe} className="winners" aria-busy="true">
        {Array.from({ length: limit }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their position
          <li key={i} className="winners__row is-waiting" />
        ))}
      </ol>
    )
  // A new or live brand has no wins yet: say so rather than show an empty frame.
  if (list.length === 0) return <p className="winners__empty">{labels.empty}</p>
  return (
    <ol className="winners">
      {list.map((w, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the board's rows are its ranks
        <li key={i} className="winners__row">
          <span className="winners__player">{w.player}</span>
          <span className="winners__game">{w.gameName}</span>
          <span className="winners__prize">{w.prize}</span>
          <span className="winners__amount">{formatMoney(Math.round(w.winAmount * 100), symbol, locale)}</span>
        </li>
      ))}
    </ol>
  )
}
