/**
 * The winners page (spec §1 winners board, §2 other screens "winners list", §5 amounts with
 * thousands separators and 2 decimals): the biggest real wins of the last 7 days from settled bet
 * records (play/records.ts `bigWins`), masked players, largest first; never served from the render
 * cache, so a win shows at once.
 */
import type { PageContext } from '../context'
import { formatMoney } from '../../../shared/format'
import { WINNERS_WINDOW_MS } from '../../platform/play/records'
import { ContentNav } from './content-nav'
import { localeOf } from '../../../shared/i18n/format'

const PRIZE_KEY: Record<string, string> = { 'Super Mega Win': 'SUPER', 'Mega Win': 'MEGA', 'Big Win': 'BIG', Win: 'WIN' }
const DAYS = WINNERS_WINDOW_MS / 86_400_000
const LIMIT = 50

export function WinnersPage({ ctx }: { ctx: PageContext }) {
  const t = ctx.t
  const symbol = ctx.platform.brand.info().currencySymbol
  const wins = [...ctx.platform.play.records.bigWins('ALL', LIMIT)].sort((a, b) => b.winAmount - a.winAmount)
  const time = new Intl.DateTimeFormat(localeOf(ctx.language), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Manila' })
  return (
    <div className="content-page" data-testid="winners-page">
      <ContentNav ctx={ctx} current="winners" />
      <header className="page-head page-head--hero">
        <h1 className="page-title">{t('support.winners.title')}</h1>
        <p className="page-lead">{t('support.winners.lead', { days: DAYS })}</p>
      </header>
      {wins.length === 0 ? (
        <div className="empty-state">
          <h2>{t('support.winners.empty')}</h2>
          <p>{t('support.winners.emptyText', { days: DAYS })}</p>
          <a className="btn btn--primary" href="/rng">
            {t('support.winners.playNow')}
          </a>
        </div>
      ) : (
        <div className="win-table__wrap">
          <table className="win-table" data-testid="winners-table">
            <caption className="sr-only">{t('support.winners.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('support.winners.player')}</th>
                <th scope="col">{t('support.winners.game')}</th>
                <th scope="col" className="win-table__time">
                  {t('support.winners.time')}
                </th>
                <th scope="col" className="num">
                  {t('support.winners.win')}
                </th>
              </tr>
            </thead>
            <tbody>
              {wins.map((w, i) => (
                <tr key={i}>
                  <td className="win-table__rank">{i + 1}</td>
                  <td className="win-table__player">{w.player}</td>
                  <td>
                    <span className="win-table__game">{w.gameName}</span>
                    <small className="win-table__prize">{t(`support.winners.prize.${PRIZE_KEY[w.prize] ?? 'WIN'}`)}</small>
                  </td>
                  <td className="win-table__time">{time.format(w.wonAt)}</td>
                  <td className="num win-table__amount">{formatMoney(w.winAmount, symbol, localeOf(ctx.language))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
