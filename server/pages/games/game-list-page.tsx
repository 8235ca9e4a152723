/**
 * Game list screen (spec §2 "Game list screen", §4 "Game list"): vendor tabs, classification
 * filter, name search (500 ms debounce), banner strip of the game type, chips ALL/HOT/FAV/RECENT/NEW,
 * 18 games per page and load more. `vassalage=INHOUSE` enters in-house mode with the default
 * in-house vendor. FAV and RECENT (login check first: a visitor gets the login popup and the
 * filter is not applied; a trial account the need-true-account note) list the member's favourites
 * or recent games of this type, narrowed by the vendor tab, classification, search and toggles.
 * The card-games list (/pvp, ALL chip, no search) shows the poker rooms first (poker-rooms.tsx).
 */
import type { PageContext } from '../context'
import { DEFAULT_INHOUSE_VENDOR, GAME_SELECT_TYPES, INHOUSE_VASSALAGE, PAGE_SIZE, type GameType } from '../../../shared/constants'
import { MINOR_PER_MAJOR, toMajor } from '../../../shared/schemas/wallet'
import { GameSearch } from '../../../client/islands/game-search'
import { LoadMore } from '../../../client/islands/load-more'
import { Tiles, imageBase, tileLabels } from '../shared/tiles'
import { launchHref } from '../shared/nav'
import { classifyHref, readListUrl, searchBaseHref, selectHref, toggleHref, vendorTabHref } from './list-url'
import { accountGames } from './account-games-page'
import { favouriteToggleProps } from './favourite-props'
import { PokerRooms } from './poker-rooms'

export function GameListPage({ ctx, gameType: routeType }: { ctx: PageContext; gameType: GameType }) {
  const { platform, t, language } = ctx
  const state = readListUrl(ctx.url)
  const path = ctx.path
  const inhouseMode = state.vassalage === INHOUSE_VASSALAGE
  const gameType: GameType = inhouseMode ? 'INHOUSE' : routeType
  const lane = platform.vendors.lanes().find((l) => l.gameType === gameType)
  const vendors = lane?.cards ?? []
  const vassalage = inhouseMode
    ? (vendors.find((v) => v.vassalage === DEFAULT_INHOUSE_VENDOR) ?? vendors[0])?.vassalage
    : vendors.some((v) => v.vassalage === state.vassalage)
      ? state.vassalage
      : undefined
  const classes = platform.games.classifications(gameType, vassalage)
  const gameClassify = state.gameClassify && classes.includes(state.gameClassify) ? state.gameClassify : undefined
  const own = state.select === 'FAV' || state.select === 'RECENT' ? state.select : null
  const select = own && !ctx.member ? 'ALL' : (state.select ?? 'ALL')
  const strip = platform.announcements.banners('w_game', language, gameType)
  const query = { gameType, vassalage, gameClassify, isNew: select === 'NEW' ? true : undefined, gameName: state.gameName, minBet: state.minBet, minLineNum: state.minLineNum }
  const hot = select === 'HOT' ? platform.games.hot(gameType) : null
  const mine = own && ctx.member && !ctx.member.isTrial ? ownGames(ctx, own, query) : null
  const page =
    hot || mine || (own && ctx.member)
      ? null
      : platform.games.list({ ...query, minBet: query.minBet === undefined ? undefined : Math.round(query.minBet * MINOR_PER_MAJOR), pageNo: 1, pageSize: PAGE_SIZE.gameList })
  const games = hot ?? mine ?? page?.games ?? []
  const apiQuery: Record<string, string> = { gameType, pageSize: String(PAGE_SIZE.gameList), language }
  for (const [k, v] of Object.entries(query)) if (v !== undefined && k !== 'gameType') apiQuery[k] = v === true ? '1' : String(v)
  const title = inhouseMode ? t('list.inhouseMode') : t(`nav.${routeType}`)
  const chipHref = (s: (typeof GAME_SELECT_TYPES)[number]) => ((s === 'FAV' || s === 'RECENT') && !ctx.loggedIn ? '/login' : selectHref(path, state, s === 'ALL' ? undefined : s))
  const chipLogin = (s: (typeof GAME_SELECT_TYPES)[number]) => ((s === 'FAV' || s === 'RECENT') && !ctx.loggedIn ? 'login' : undefined)

  return (
    <div className="game-list" data-game-type={gameType}>
      <header className="page-head">
        <h1 className="page-title">{title}</h1>
        <GameSearch initial={state.gameName ?? ''} baseHref={searchBaseHref(path, state)} placeholder={t('list.search')} label={t('list.searchLabel')} />
      </header>

      {strip.length > 0 ? (
        <div className="banner-strip">
          {strip.slice(0, 3).map((b) => (
            <a key={b.id} className="banner-strip__item" href={b.linkage ?? path}>
              <img src={`${b.url}?language=${language}`} alt={b.title} width={1200} height={400} loading="lazy" />
            </a>
          ))}
        </div>
      ) : null}

      {vendors.length > 0 ? (
        <nav className="vendor-tabs" aria-label={t('nav.vendorsOf', { type: title })}>
          {!inhouseMode ? (
            <a className={!vassalage ? 'vendor-tab is-active' : 'vendor-tab'} href={vendorTabHref(path, state, undefined)} aria-current={!vassalage ? 'true' : undefined}>
              <span className="vendor-tab__all">{t('list.allVendors')}</span>
            </a>
          ) : null}
          {vendors.map((v) => (
            <a
              key={v.vassalage}
              className={v.vassalage === vassalage ? 'vendor-tab is-active' : 'vendor-tab'}
              href={vendorTabHref(path, state, v.vassalage)}
              aria-current={v.vassalage === vassalage ? 'true' : undefined}
              data-vendor={v.vassalage}
            >
              <img src={(v.vassalage === vassalage ? v.images.active : v.images.default).color} alt="" width={80} height={32} loading="lazy" />
              <span>{v.name}</span>
            </a>
          ))}
        </nav>
      ) : null}

      <div className="filters">
        {/* biome-ignore lint/a11y/useSemanticElements: a div with role=group keeps the chip row layout; a <fieldset> brings a UA border, padding and min-width that its CSS does not reset */}
        <div className="chips" role="group" aria-label={t('list.filters')}>
          {GAME_SELECT_TYPES.map((s) => (
            <a key={s} className={s === select ? 'chip is-active' : 'chip'} href={chipHref(s)} aria-current={s === select ? 'true' : undefined} data-select={s} data-auth-open={chipLogin(s)}>
              {t(`list.chips.${s}`)}
            </a>
          ))}
        </div>
        {classes.length > 1 ? (
          // biome-ignore lint/a11y/useSemanticElements: a div with role=group keeps the chip row layout; a <fieldset> brings a UA border, padding and min-width that its CSS does not reset
          <div className="chips chips--classify" role="group" aria-label={t('list.classification')}>
            <a className={!gameClassify ? 'chip chip--soft is-active' : 'chip chip--soft'} href={classifyHref(path, state, undefined)}>
              {t('list.classify.ALL')}
            </a>
            {classes.map((c) => (
              <a key={c} className={c === gameClassify ? 'chip chip--soft is-active' : 'chip chip--soft'} href={classifyHref(path, state, c)} data-classify={c}>
                {t(`list.classify.${c}`, { defaultValue: c })}
              </a>
            ))}
          </div>
        ) : null}
        {gameType === 'RNG' ? (
          // biome-ignore lint/a11y/useSemanticElements: a div with role=group keeps the chip row layout; a <fieldset> brings a UA border, padding and min-width that its CSS does not reset
          <div className="chips chips--toggles" role="group" aria-label={t('list.filters')}>
            <a
              className={state.minBet ? 'chip chip--soft is-active' : 'chip chip--soft'}
              href={toggleHref(path, state, { minBet: state.minBet ? undefined : 1 })}
              aria-current={state.minBet ? 'true' : undefined}
            >
              {t('list.minBet1')}
            </a>
            <a
              className={state.minLineNum ? 'chip chip--soft is-active' : 'chip chip--soft'}
              href={toggleHref(path, state, { minLineNum: state.minLineNum ? undefined : 25 })}
              aria-current={state.minLineNum ? 'true' : undefined}
            >
              {t('list.lines25')}
            </a>
          </div>
        ) : null}
      </div>

      {routeType === 'PVP' && !inhouseMode && select === 'ALL' && !state.gameName ? <PokerRooms ctx={ctx} vassalage={vassalage} gameClassify={gameClassify} /> : null}

      {own && ctx.member?.isTrial ? (
        <div className="empty-state" role="alert">
          <h2>{t('account.needTrueTitle')}</h2>
          <p>{t('records.lists.needTrue')}</p>
          <button type="button" className="btn btn--primary" data-auth-open="register">
            {t('records.lists.register')}
          </button>
        </div>
      ) : mine && games.length === 0 ? (
        <div className="empty-state" data-testid="own-empty">
          <h2>{t(own === 'FAV' ? 'records.lists.favoriteEmpty' : 'records.lists.recentEmpty')}</h2>
          <p>{t(own === 'FAV' ? 'records.lists.favoriteEmptyHint' : 'records.lists.recentEmptyHint')}</p>
          <a className="btn btn--ghost" href={selectHref(path, state, undefined)}>
            {t('list.chips.ALL')}
          </a>
        </div>
      ) : games.length === 0 ? (
        <div className="empty-state">
          <h2>{t('list.empty')}</h2>
          <p>{t('list.emptyHint')}</p>
          <a className="btn btn--ghost" href={path}>
            {t('list.clear')}
          </a>
        </div>
      ) : (
        <>
          <div className="game-grid" id="game-grid">
            <Tiles ctx={ctx} games={games} />
          </div>
          {page ? (
            <LoadMore
              key={`${ctx.url.search}|${language}`}
              query={apiQuery}
              totalPages={page.totalPages}
              total={page.total}
              shown={page.games.length}
              tileHref={launchHref(ctx, { vassalage: '', gameType })}
              tileLabels={tileLabels(ctx)}
              imageBase={imageBase(ctx)}
              favourite={{ viewer: favouriteToggleProps(ctx).viewer, labels: favouriteToggleProps(ctx).labels }}
              labels={{ loadMore: t('list.loadMore'), loading: t('list.loading'), showing: t('list.showing', { shown: '{{shown}}', total: '{{total}}' }), failed: t('list.loadFailed') }}
            />
          ) : null}
        </>
      )}
    </div>
  )
}

/** The member's favourites or recent games of the list's type and vendor, narrowed by the list's other filters. */
function ownGames(ctx: PageContext, list: 'FAV' | 'RECENT', q: { gameType: GameType; vassalage?: string; gameClassify?: string; gameName?: string; minBet?: number; minLineNum?: number }) {
  const name = q.gameName?.toLowerCase()
  return accountGames(ctx, list, { gameType: q.gameType, vassalage: q.vassalage }).games.filter(
    (g) =>
      (!q.gameClassify || g.gameClassify === q.gameClassify) &&
      (!name || g.gameName.toLowerCase().includes(name)) &&
      (q.minBet === undefined || toMajor(g.minBet) >= q.minBet) &&
      (q.minLineNum === undefined || g.lineNum >= q.minLineNum),
  )
}
