/**
 * Winners board (spec §1 "winners board", §7 GCSGAME_getRankList limit 20): streamed behind
 * Suspense with a skeleton, amounts with thousands separators and 2 decimals.
 */
import type { PageContext } from '../context'
import { PAGE_SIZE } from '../../../shared/constants'
import { formatMoney } from '../../../shared/format'

export async function Winners({ ctx }: { ctx: PageContext }) {
  const brand = ctx.platform.brand.info()
  // NOTE: the embedded platform answers at once; behind a remote platform this is the slow part,
  // which is why the board sits in its own Suspense boundary and streams after the shell.
  const list = ctx.platform.play.records.rankList('ALL', PAGE_SIZE.winners, ctx.platform.games.rankList)
  return (
    <ol className="winners">
      {list.map((w, i) => (
        <li key={i} className="winners__row">
          <span className="winners__player">{w.player}</span>
          <span className="winners__game">{w.gameName}</span>
          <span className="winners__prize">{w.prize}</span>
          <span className="winners__amount">{formatMoney(w.winAmount, brand.currencySymbol)}</span>
        </li>
      ))}
    </ol>
  )
}

export function WinnersSkeleton() {
  return (
    <ol className="winners" aria-busy="true">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className="winners__row skeleton" />
      ))}
    </ol>
  )
}
