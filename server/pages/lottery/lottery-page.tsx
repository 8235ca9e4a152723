/**
 * /vnLottery, /seaLottery and /lottery with `?gameCode=` (spec §2; login required by the route
 * guard, trial accounts get 'need true account'): the area's games menu with countdowns beside
 * - the betting view (lottoView=betting, the default with a gameCode): the draw taking bets with its
 *   countdown and commitment, bet types with odds, picker, amount chips and slip (the LotteryBoard
 *   island, which bets through the lottery vendor with a launch token issued here), the last result,
 *   the member's bets with their results, and the opened numbers with their proofs (paged by `page`);
 * - the lobby view (lottoView=lobby, or no gameCode): every game with its countdown and last result.
 * Rendered in the game layout (no side menu, spec §2). Never cached (per member, carries a token).
 * @see product-spec §2 routes, §4 launch routing and prize mode, §7 lottery launch (lottoView)
 */
import type { PageContext } from '../context'
import { DomainError } from '../../platform/errors'
import type { LotteryGame, MenuEntry } from '../../platform/lottery'
import { LotteryBoard } from '../../../client/islands/lottery/board'
import { translator, type TextTree, type Translate } from '../../../client/islands/lottery/kit'
import { AREA_PATHS, type LotteryArea } from '../../../shared/lottery/games'
import { gameView } from '../../vendors/lottery/views'
import { GamesMenu, HistoryTable, LobbyGrid, TicketsTable, lotteryHref } from './sections'
import { ResultSheet } from './numbers'

const HISTORY_PAGE_SIZE = 10

function BettingView({ ctx, t, texts, entry }: { ctx: PageContext; t: Translate; texts: TextTree; entry: MenuEntry }) {
  const { platform, member } = ctx
  const { game, current, last } = entry
  let token: string
  try {
    token = platform.play.launcher.issueToken(member!.id, game.nodeId).token
  } catch (e) {
    if (e instanceof DomainError)
      return (
        <div className="empty-state" role="alert">
          <p>{ctx.t(e.messageKey)}</p>
        </div>
      )
    throw e
  }
  const now = platform.now()
  const tickets = platform.lottery.tickets.ofMember(member!.id, game.gameCode, 10)
  const awaiting = tickets.some((tk) => ['PENDING', 'PLACED', 'SETTLING'].includes(tk.state) && tk.drawAt <= now)
  const pageNo = Math.min(10_000, Math.max(1, Number.parseInt(ctx.url.searchParams.get('page') ?? '1', 10) || 1))
  const opened = platform.lottery.opened(game.gameCode, pageNo, HISTORY_PAGE_SIZE, now)!
  const view = gameView(game)
  return (
    <>
      <LotteryBoard
        token={token}
        language={ctx.language}
        game={view}
        serverNow={now}
        awaiting={awaiting}
        texts={texts}
        balance={platform.wallet.balance(member!.id)}
        draw={{ numero: current.numero, closeAt: current.closeAt, drawAt: current.drawAt, commitment: current.commitment }}
        currencySymbol={platform.brand.info().currencySymbol}
      />
      <div className="lott-cols">
        <section className="lott-panel" aria-labelledby="lott-last">
          <h2 id="lott-last" className="lott-panel__title">
            {t('draw.last')}
            {last ? <span className="lott-muted"> · {last.numero}</span> : null}
          </h2>
          {last ? <ResultSheet t={t} format={game.format} numbers={last.numbers} /> : <p className="lott-empty">{t('draw.noResult')}</p>}
        </section>
        <section className="lott-panel" aria-labelledby="lott-mine">
          <h2 id="lott-mine" className="lott-panel__title">
            {t('tickets.title')}
          </h2>
          <TicketsTable ctx={ctx} t={t} game={game} tickets={tickets} betTypes={view.betTypes} />
        </section>
      </div>
      <section id="lott-history" className="lott-panel" aria-labelledby="lott-history-title">
        <h2 id="lott-history-title" className="lott-panel__title">
          {t('history.title')}
        </h2>
        <HistoryTable ctx={ctx} t={t} game={game} page={opened} />
      </section>
    </>
  )
}

export function LotteryPage({ ctx, area }: { ctx: PageContext; area: LotteryArea }) {
  const { platform } = ctx
  const texts = ctx.t('lottery', { returnObjects: true }) as unknown as TextTree
  const t = translator(texts)
  const q = ctx.url.searchParams
  const code = q.get('gameCode') ?? ''
  const found: LotteryGame | null = /^[A-Za-z0-9_]{1,64}$/.test(code) ? platform.lottery.games.byCode(code) : null
  const game = found && found.area === area ? found : null
  const view = game && q.get('lottoView') !== 'lobby' ? 'betting' : 'lobby'
  const now = platform.now()
  const entries = platform.lottery.menu({ area }, now)
  const entry = game ? (entries.find((e) => e.game.gameCode === game.gameCode) ?? null) : null
  const first = entries[0]?.game ?? null
  return (
    <div className="lott" data-area={area} data-view={view}>
      <header className="lott-head">
        <div className="lott-head__text">
          <h1 className="page-title">{t(`area.${area}`)}</h1>
          <p className="page-lead">{t(`areaLead.${area}`)}</p>
        </div>
        <div className="lott-head__side">
          {game ? (
            <span className="pill" data-testid="lottery-prize-mode">
              {t('prizeMode', { mode: game.prizeMode })}
            </span>
          ) : null}
          <nav className="lott-views" aria-label={t('views.label')}>
            <a
              className={view === 'lobby' ? 'chip is-active' : 'chip'}
              aria-current={view === 'lobby' ? 'page' : undefined}
              href={game ? lotteryHref(game, 'lobby') : `${AREA_PATHS[area]}?lottoView=lobby`}
            >
              {t('views.lobby')}
            </a>
            {(game ?? first) ? (
              <a className={view === 'betting' ? 'chip is-active' : 'chip'} aria-current={view === 'betting' ? 'page' : undefined} href={lotteryHref((game ?? first)!)}>
                {t('views.betting')}
              </a>
            ) : null}
          </nav>
        </div>
      </header>
      {code && !game ? (
        <p className="lott-notice" role="alert">
          {t('lobby.unknownGame')}
        </p>
      ) : null}
      <div className="lott-layout">
        <aside className="lott-aside">
          <GamesMenu t={t} entries={entries} current={game?.gameCode ?? null} now={now} />
        </aside>
        <div className="lott-main">{view === 'betting' && entry ? <BettingView ctx={ctx} t={t} texts={texts} entry={entry} /> : <LobbyGrid ctx={ctx} t={t} entries={entries} now={now} />}</div>
      </div>
    </div>
  )
}
