'use client'
/**
 * The winners board at the foot of the home page (spec §1 "winners board", §7 GCSGAME_getRankList):
 * loaded when it comes within `MARGIN_PX` of the viewport instead of being rendered into every page
 * (issue 16, decision 0040: the page's HTML and render time). Until then `limit` placeholder rows of
 * the rows' height hold its place (no layout shift). Amounts come from the API in major units and
 * show with thousands separators and 2 decimals. A failed load says so and can be retried.
 */
import { useEffect, useRef, useState } from 'react'
import { api, call } from '../api'
import { formatMoney } from '../../shared/format'
import '../styles/lazy-rail.css'

/** How far below the viewport the board starts loading, in CSS px. */
const MARGIN_PX = 600

interface Winner {
  player: string
  gameName: string
  prize: string
  winAmount: number
}

/** The board of the latest `limit` big wins; `symbol`: the brand's currency symbol; `labels`: the failure text and its retry button. */
export function WinnersBoard({ limit, symbol, labels }: { limit: number; symbol: string; labels: { failed: string; retry: string } }) {
  const [list, setList] = useState<Winner[] | null>(null)
  const [state, setState] = useState<'waiting' | 'loading' | 'error'>('waiting')
  const probe = useRef<HTMLOListElement>(null)

  const load = async () => {
    setState('loading')
    const res = await call(api.games.GCSGAME_getRankList.$get({ query: { gameCategory: 'ALL', limitNum: String(limit) } }))
    if (!res.success || !res.value) return setState('error')
    setList(res.value.list as Winner[])
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: observe once while waiting; `load` reads the props of this render
  useEffect(() => {
    const el = probe.current
    if (!el || state !== 'waiting') return
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

  if (state === 'error')
    return (
      <p className="lazy-rail__error" role="alert">
        {labels.failed}
        <button type="button" className="btn btn--ghost" onClick={() => void load()}>
          {labels.retry}
        </button>
      </p>
    )
  if (!list)
    return (
      <ol ref={probe} className="winners" aria-busy="true">
        {Array.from({ length: limit }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their position
          <li key={i} className="winners__row skeleton" />
        ))}
      </ol>
    )
  return (
    <ol className="winners">
      {list.map((w, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the board's rows are its ranks
        <li key={i} className="winners__row">
          <span className="winners__player">{w.player}</span>
          <span className="winners__game">{w.gameName}</span>
          <span className="winners__prize">{w.prize}</span>
          <span className="winners__amount">{formatMoney(Math.round(w.winAmount * 100), symbol)}</span>
        </li>
      ))}
    </ol>
  )
}
