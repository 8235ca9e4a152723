/**
 * Parts of the lottery pages: the games menu (grouped, each with its countdown), the lobby grid, the
 * member's bets and the opened numbers history with its pager and commitment checks.
 */
import type { PageContext } from '../context'
import type { LotteryGame, MenuEntry, TicketWithDraw } from '../../platform/lottery'
import { Countdown } from '../../../client/islands/lottery/countdown'
import { DrawTime } from '../../../client/islands/lottery/draw-time'
import { VerifyCommitment } from '../../../client/islands/lottery/verify'
import { MenuFocus } from '../../../client/islands/lottery/menu-focus'
import { oddsText, pickLabel, scheduleText, type Translate } from '../../../client/islands/lottery/kit'
import { formatMoney } from '../../../shared/format'
import { AREA_PATHS } from '../../../shared/lottery/games'
import type { BetTypeView } from '../../../shared/lottery/api'
import type { PublicDraw } from '../../platform/lottery'
import { CompactNumbers } from './numbers'
import { localeOf } from '../../../shared/i18n/format'

/** The menu group of a game: region for daily Vietnamese provinces, else the classification. */
export function groupOf(game: LotteryGame): string {
  if (game.classification === 'LOTTO' && game.region && game.schedule.kind === 'daily') return game.region
  return ['QUICK', 'KENO', 'LOTTO'].includes(game.classification) ? game.classification : 'LOTTO'
}

const GROUP_ORDER = ['QUICK', 'KENO', 'NORTH', 'CENTRAL', 'SOUTH', 'LOTTO']

export function grouped(entries: MenuEntry[]): { group: string; entries: MenuEntry[] }[] {
  const by = new Map<string, MenuEntry[]>()
  for (const e of entries) {
    const g = groupOf(e.game)
    by.set(g, [...(by.get(g) ?? []), e])
  }
  return GROUP_ORDER.filter((g) => by.has(g)).map((group) => ({ group, entries: by.get(group)! }))
}

/** `/vnLottery?gameCode=…` (and `lottoView=lobby`). */
export function lotteryHref(game: Pick<LotteryGame, 'area' | 'gameCode'>, view: 'betting' | 'lobby' = 'betting', page?: number): string {
  const q = new URLSearchParams({ gameCode: game.gameCode })
  if (view === 'lobby') q.set('lottoView', 'lobby')
  if (page && page > 1) q.set('page', String(page))
  return `${AREA_PATHS[game.area]}?${q}`
}

/** "Every 45 s" or "Daily at 18:15" (the hour in the viewer's zone). */
function ScheduleLabel({ ctx, t, game }: { ctx: PageContext; t: Translate; game: LotteryGame }) {
  const s = game.schedule
  if (s.kind === 'interval') return <>{scheduleText(t, s, () => '')}</>
  const [before, after] = t('schedule.daily', { time: '\u0000' }).split('\u0000')
  return (
    <>
      {before}
      <DrawTime ms={s.atUtcMs} language={ctx.language} style="clock" />
      {after}
    </>
  )
}

export function GamesMenu({ t, entries, current, now }: { t: Translate; entries: MenuEntry[]; current: string | null; now: number }) {
  return (
    <nav className="lott-menu" aria-label={t('menu.title')}>
      <h2 className="lott-menu__title">{t('menu.title')}</h2>
      {current ? <MenuFocus /> : null}
      {grouped(entries).map(({ group, entries: list }) => (
        <div key={group} className="lott-menu__group">
          <h3 className="lott-menu__group-title">{t(`groups.${group}`)}</h3>
          <ul className="lott-menu__list">
            {list.map(({ game, current: draw }) => (
              <li key={game.gameCode}>
                <a className={game.gameCode === current ? 'lott-menu__item is-active' : 'lott-menu__item'} href={lotteryHref(game)} aria-current={game.gameCode === current ? 'page' : undefined}>
                  <span className="lott-menu__name">{game.gameName}</span>
                  <Countdown closeAt={draw.closeAt} schedule={game.schedule} serverNow={now} label={t('lobby.closesIn')} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  )
}

export function LobbyGrid({ ctx, t, entries, now }: { ctx: PageContext; t: Translate; entries: MenuEntry[]; now: number }) {
  return (
    <div className="lott-lobby">
      {grouped(entries).map(({ group, entries: list }) => (
        <section key={group} className="lott-lobby__group" aria-labelledby={`lg-${group}`}>
          <h2 id={`lg-${group}`} className="section__title">
            {t(`groups.${group}`)}
          </h2>
          <div className="lott-cards">
            {list.map(({ game, current, last }) => (
              <article key={game.gameCode} className="lott-card" data-game={game.gameCode}>
                <header className="lott-card__head">
                  <h3 className="lott-card__name">{game.gameName}</h3>
                  <span className="lott-card__schedule">
                    <ScheduleLabel ctx={ctx} t={t} game={game} />
                  </span>
                </header>
                <div className="lott-card__clock">
                  <span className="lott-card__label">{t('lobby.closesIn')}</span>
                  <Countdown closeAt={current.closeAt} schedule={game.schedule} serverNow={now} />
                </div>
                <div className="lott-card__last">
                  <span className="lott-card__label">
                    {t('lobby.last')}
                    {last ? ` · ${last.numero}` : ''}
                  </span>
                  {last ? <CompactNumbers t={t} format={game.format} numbers={last.numbers} /> : <span className="lott-muted">{t('draw.noResult')}</span>}
                </div>
                <a className="btn btn--primary lott-card__bet" href={lotteryHref(game)}>
                  {t('lobby.bet')}
                </a>
              </article>
            ))}
          </div>
        </section>
      ))}
    </div>
  )
}

export function TicketsTable({ ctx, t, game, tickets, betTypes }: { ctx: PageContext; t: Translate; game: LotteryGame; tickets: TicketWithDraw[]; betTypes: BetTypeView[] }) {
  const symbol = ctx.platform.brand.info().currencySymbol
  const money = (minor: number) => formatMoney(minor, symbol, localeOf(ctx.language))
  if (tickets.length === 0) return <p className="lott-empty">{t('tickets.empty')}</p>
  return (
    <ul className="lott-tickets" data-testid="lottery-tickets">
      {tickets.map((tk) => {
        const decided = tk.state === 'SETTLING' || tk.state === 'SETTLED'
        const status = tk.state === 'SETTLED' ? (tk.payout > 0 ? 'WON' : 'LOST') : tk.state === 'VOIDING' ? 'VOID' : tk.state
        return (
          <li key={tk.id} className="lott-ticket" data-status={status}>
            <div className="lott-ticket__head">
              <span className="lott-ticket__draw">{t('draw.numero', { numero: tk.numero })}</span>
              <span className={`lott-status lott-status--${status}`}>{t(`tickets.status.${status}`)}</span>
            </div>
            <ul className="lott-ticket__lines">
              {tk.lines.map((l, i) => {
                const type = betTypes.find((b) => b.code === l.type)
                return (
                  <li key={i}>
                    <span>
                      {t(`types.${l.type}.name`)} · <b>{type ? pickLabel(t, type, l.pick) : l.pick}</b>
                    </span>
                    <span className="lott-muted">
                      {money(l.amount)} @ {oddsText(l.oddsX100 / 100, localeOf(ctx.language))}
                    </span>
                    {decided && tk.linePayouts ? <span className={tk.linePayouts[i] > 0 ? 'lott-win' : 'lott-muted'}>{money(tk.linePayouts[i] ?? 0)}</span> : null}
                  </li>
                )
              })}
            </ul>
            <div className="lott-ticket__foot">
              <span>
                {t('tickets.stake')} <b>{money(tk.amount)}</b>
              </span>
              <span>
                {t('tickets.payout')}{' '}
                <b className={decided && tk.payout > 0 ? 'lott-win' : undefined} data-testid="lottery-ticket-payout">
                  {decided ? money(tk.payout) : '—'}
                </b>
              </span>
            </div>
            {tk.numbers ? (
              <div className="lott-ticket__numbers">
                <CompactNumbers t={t} format={game.format} numbers={tk.numbers} />
              </div>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}

export function HistoryTable({ ctx, t, game, page }: { ctx: PageContext; t: Translate; game: LotteryGame; page: { list: PublicDraw[]; pageNum: number; totalPages: number } }) {
  if (page.list.length === 0) return <p className="lott-empty">{t('history.empty')}</p>
  const labels = { verify: t('draw.verify'), verifying: t('draw.verifying'), verified: t('draw.verified'), mismatch: t('draw.mismatch') }
  return (
    <>
      <div className="lott-history__wrap">
        <table className="lott-history" data-testid="lottery-history">
          <thead>
            <tr>
              <th scope="col">{t('history.draw')}</th>
              <th scope="col">{t('history.time')}</th>
              <th scope="col">{t('history.numbers')}</th>
              <th scope="col">{t('history.proof')}</th>
            </tr>
          </thead>
          <tbody>
            {page.list.map((d) => (
              <tr key={d.numero}>
                <th scope="row" className="lott-history__numero">
                  {d.numero}
                </th>
                <td>
                  <DrawTime ms={d.drawAt} language={ctx.language} style="datetime" />
                </td>
                <td>{d.numbers ? <CompactNumbers t={t} format={game.format} numbers={d.numbers} /> : null}</td>
                <td className="lott-history__proof">
                  <span className="lott-hash" title={`${t('draw.commitment')}: ${d.commitment}\n${t('draw.salt')}: ${d.salt}`}>
                    {d.commitment.slice(0, 10)}…
                  </span>
                  {d.numbers && d.salt ? <VerifyCommitment numbers={d.numbers} salt={d.salt} commitment={d.commitment} labels={labels} /> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {page.totalPages > 1 ? (
        <nav className="lott-pager" aria-label={t('history.pages')}>
          {page.pageNum > 1 ? (
            <a className="btn btn--ghost" href={`${lotteryHref(game, 'betting', page.pageNum - 1)}#lott-history`} rel="prev">
              {t('history.previous')}
            </a>
          ) : (
            <span />
          )}
          <span className="lott-muted">{t('history.page', { page: page.pageNum, total: page.totalPages })}</span>
          {page.pageNum < page.totalPages ? (
            <a className="btn btn--ghost" href={`${lotteryHref(game, 'betting', page.pageNum + 1)}#lott-history`} rel="next">
              {t('history.next')}
            </a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </>
  )
}
