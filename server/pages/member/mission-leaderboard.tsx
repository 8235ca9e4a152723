/**
 * Missions and leaderboard (missionLeaderboard, spec §2; decision 0019): today's missions with live
 * progress read from the day's bets and deposits, a claim button on each completed one (island),
 * when they reset; and the leaderboard of today, this week or this month (`?period=`) by valid
 * bet, accounts masked, the member's own place marked.
 */
import type { PageContext } from '../context'
import { formatMoney } from '../../../shared/format'
import { LEADERBOARD_PERIODS } from '../../../shared/schemas/points'
import { MissionClaim } from '../../../client/islands/points/mission-claim'
import { LocalTime } from '../../../client/islands/local-time'
import { pointsTexts } from '../points/texts'
import { tabHref } from './member-menu'
import type { MissionView } from '../../platform/points/missions'
import { localeOf } from '../../../shared/i18n/format'

/** A mission's icon by kind: a stack of chips (valid bet), a wallet (deposit), a controller (rounds). */
function MissionIcon({ kind }: { kind: MissionView['kind'] }) {
  const d =
    kind === 'VALID_BET'
      ? 'M12 3c4.4 0 8 1.3 8 3s-3.6 3-8 3-8-1.3-8-3 3.6-3 8-3zM4 6v4c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 10v4c0 1.7 3.6 3 8 3s8-1.3 8-3v-4M4 14v4c0 1.7 3.6 3 8 3s8-1.3 8-3v-4'
      : kind === 'DEPOSIT'
        ? 'M3 7h15a3 3 0 0 1 3 3v7a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zM3 7l12-4 1 4M16 13.5h2'
        : 'M6 8h12a4 4 0 0 1 4 4v1a4 4 0 0 1-7 2.6L14 15h-4l-1 .6A4 4 0 0 1 2 13v-1a4 4 0 0 1 4-4zM7 11v3M5.5 12.5h3M16 12h.01M18 14h.01'
  return (
    <span className={`ms-card__icon ms-card__icon--${kind.toLowerCase()}`} aria-hidden="true">
      <svg aria-hidden="true" width={26} height={26} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
        <path d={d} />
      </svg>
    </span>
  )
}

export function MissionLeaderboardTab({ ctx }: { ctx: PageContext }) {
  const t = ctx.t
  const m = ctx.member!
  const { missions } = ctx.platform
  const symbol = ctx.platform.wallet.settings().currencySymbol
  const money = (minor: number) => formatMoney(minor, symbol, localeOf(ctx.language))
  const summary = missions.summary(m.id)
  const period = LEADERBOARD_PERIODS.find((p) => p === ctx.url.searchParams.get('period')) ?? 'weekly'
  const board = missions.leaderboard(period, m.id)
  const texts = pointsTexts(ctx, 'points.missions.')
  const amountOf = (x: MissionView, n: number) => (x.kind === 'VALID_BET' ? money(n) : String(n))
  const mine = board.list.find((r) => r.me) ?? board.mine
  return (
    <div className="wstack ms">
      <section className="wsection" aria-labelledby="ms-title">
        <div className="ms-head">
          <div>
            <h3 id="ms-title" className="wsection__title">
              {t('points.missions.title')}
            </h3>
            <p className="ms-head__sub">{t('points.missions.subtitle')}</p>
          </div>
          <p className="ms-head__reset">
            {t('points.missions.resets', { time: '' })}
            <LocalTime ms={summary.resetsAt} language={ctx.language} />
          </p>
        </div>
        {summary.missions.length ? (
          <ul className="ms-list" data-testid="missions">
            {summary.missions.map((x) => {
              const pct = Math.min(100, Math.round((x.progress / x.target) * 100))
              return (
                <li
                  key={x.id}
                  className={x.claimed ? 'ms-card is-claimed' : x.completed ? 'ms-card is-done' : 'ms-card'}
                  data-testid="mission"
                  data-code={x.code}
                  data-state={x.claimed ? 'claimed' : x.completed ? 'claimable' : 'open'}
                >
                  <MissionIcon kind={x.kind} />
                  <div className="ms-card__main">
                    <p className="ms-card__title">{t(`points.missions.kinds.${x.kind}`, { target: amountOf(x, x.target) })}</p>
                    <p className="ms-card__hint">{t(`points.missions.hints.${x.kind}`)}</p>
                    <div className="ms-card__bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct} aria-label={t('points.missions.progress')}>
                      <span style={{ width: `${pct}%` }} />
                    </div>
                    <p className="ms-card__progress" data-testid="mission-progress">
                      {amountOf(x, Math.min(x.progress, x.target))} / {amountOf(x, x.target)}
                    </p>
                  </div>
                  <div className="ms-card__side">
                    <p className="ms-card__reward">
                      <span>{t('points.missions.reward')}</span>
                      <b>{money(x.reward)}</b>
                    </p>
                    {x.claimed ? (
                      <span className="wpill wpill--ok">{t('points.missions.claimed')}</span>
                    ) : x.completed ? (
                      <MissionClaim missionId={x.id} reward={x.reward} symbol={symbol} locale={localeOf(ctx.language)} texts={texts} />
                    ) : (
                      <a className="btn btn--ghost ms-card__go" href={x.kind === 'DEPOSIT' ? tabHref('depositv2') : '/bgs'}>
                        {t(x.kind === 'DEPOSIT' ? 'points.missions.goDeposit' : 'points.missions.goPlay')}
                      </a>
                    )}
                  </div>
                </li>
              )
            })}
          </ul>
        ) : (
          <p className="wempty wempty--list">{t('points.missions.empty')}</p>
        )}
      </section>

      <section className="wsection" aria-labelledby="lb-title">
        <div className="ms-head">
          <div>
            <h3 id="lb-title" className="wsection__title">
              {t('points.missions.leaderboard.title')}
            </h3>
            <p className="ms-head__sub">{t('points.missions.leaderboard.subtitle')}</p>
          </div>
          <nav className="wseg" aria-label={t('points.missions.leaderboard.title')}>
            {LEADERBOARD_PERIODS.map((p) => (
              <a
                key={p}
                href={tabHref('missionLeaderboard', { period: p === 'weekly' ? undefined : p })}
                className={p === period ? 'wseg__item is-active' : 'wseg__item'}
                aria-current={p === period ? 'true' : undefined}
              >
                {t(`points.missions.leaderboard.periods.${p}`)}
              </a>
            ))}
          </nav>
        </div>
        {board.list.length ? (
          <ol className="lb" data-testid="leaderboard">
            {board.list.map((r) => (
              <li key={r.rank} className={`lb__row${r.me ? ' is-me' : ''}${r.rank <= 3 ? ` lb__row--top${r.rank}` : ''}`}>
                <span className="lb__rank">
                  <span className="sr-only">{t('points.missions.leaderboard.rank')} </span>
                  {r.rank}
                </span>
                <span className="lb__account">
                  {r.account}
                  {r.me ? <span className="wpill wpill--action lb__you">{t('points.missions.leaderboard.you')}</span> : null}
                </span>
                <span className="lb__bet">
                  <span className="sr-only">{t('points.missions.leaderboard.validBet')}: </span>
                  {money(r.validBet)}
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="wempty wempty--list">{t('points.missions.leaderboard.empty')}</p>
        )}
        <p className="lb__mine" data-testid="leaderboard-mine">
          {mine ? t('points.missions.leaderboard.yourRank', { rank: mine.rank }) : t('points.missions.leaderboard.notRanked')}
        </p>
      </section>
    </div>
  )
}
