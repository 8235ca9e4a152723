/**
 * The account game lists (spec §2 routes /favorite and /recent, login needed; §3 favourites and
 * recent queries; §9 favourites page size 999, recent size 20): the member's favourite games
 * (newest first, all on one page) or the games they launched lately (one tile per game, the last
 * launched first, 20 a page), as server-rendered tiles with a game-type filter and empty states.
 * The route guard sends visitors to /login and trial accounts to the need-true-account page.
 */
import type { PageContext } from '../context'
import { GAME_TYPES, PAGE_SIZE, type GameType } from '../../../shared/constants'
import type { GameCard } from '../../../shared/schemas/game'
import { Tiles } from '../shared/tiles'
import { Pager } from '../member/betting-record'

export type AccountList = 'FAV' | 'RECENT'

/** The member's games of an account list, all types (favourites: up to 999; recent: one page of 20). */
export function accountGames(ctx: PageContext, list: AccountList, opts: { gameType?: GameType; vassalage?: string; page?: number } = {}) {
  const id = ctx.member!.id
  if (list === 'FAV') {
    const p = ctx.platform.play.favourites.list(id, { pageNo: 1, pageSize: PAGE_SIZE.favourites, gameType: opts.gameType, vendor: opts.vassalage })
    return { games: p.content, pageNum: 1, totalPages: 1, total: p.total }
  }
  const p = ctx.platform.play.recent.list(id, { page: opts.page ?? 1, pageSize: PAGE_SIZE.recent, gameType: opts.gameType, vassalage: opts.vassalage })
  return { games: p.list as GameCard[], pageNum: p.pageNum, totalPages: p.totalPages, total: p.total }
}

function readQuery(url: URL): { gameType?: GameType; page: number } {
  const type = url.searchParams.get('gameType')?.toUpperCase()
  const page = Number(url.searchParams.get('page'))
  return {
    gameType: (GAME_TYPES as readonly string[]).includes(type ?? '') ? (type as GameType) : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  }
}

export function AccountGamesPage({ ctx, list }: { ctx: PageContext; list: AccountList }) {
  const t = ctx.t
  const path = list === 'FAV' ? '/favorite' : '/recent'
  const { gameType, page } = readQuery(ctx.url)
  // The type chips show the types the member has games of; the grid shows the chosen one.
  const all = accountGames(ctx, list, { page })
  const had = new Set(list === 'FAV' ? all.games.map((g) => g.gameType) : ctx.platform.play.recent.gameTypes(ctx.member!.id))
  const types = GAME_TYPES.filter((ty) => had.has(ty) || ty === gameType)
  const shown = gameType ? accountGames(ctx, list, { gameType, page }) : all
  const href = (q: { gameType?: string; page?: number }) => {
    const s = new URLSearchParams()
    if (q.gameType) s.set('gameType', q.gameType)
    if (q.page && q.page > 1) s.set('page', String(q.page))
    return s.size ? `${path}?${s}` : path
  }
  const title = t(list === 'FAV' ? 'records.lists.favorite' : 'records.lists.recent')

  return (
    <div className="account-games" data-list={list} data-testid={`account-games-${list.toLowerCase()}`}>
      <header className="page-head account-games__head">
        <div>
          <h1 className="page-title">{title}</h1>
          <p className="account-games__intro">{t(list === 'FAV' ? 'records.lists.favoriteIntro' : 'records.lists.recentIntro')}</p>
        </div>
        <nav className="account-games__switch" aria-label={t('records.lists.tabs')}>
          <a href="/favorite" className={list === 'FAV' ? 'wseg__item is-active' : 'wseg__item'} aria-current={list === 'FAV' ? 'page' : undefined}>
            {t('records.lists.favorite')}
          </a>
          <a href="/recent" className={list === 'RECENT' ? 'wseg__item is-active' : 'wseg__item'} aria-current={list === 'RECENT' ? 'page' : undefined}>
            {t('records.lists.recent')}
          </a>
        </nav>
      </header>

      {all.total === 0 ? (
        <div className="empty-state account-games__empty">
          <span className="account-games__art" aria-hidden="true">
            {list === 'FAV' ? '♡' : '↺'}
          </span>
          <h2>{t(list === 'FAV' ? 'records.lists.favoriteEmpty' : 'records.lists.recentEmpty')}</h2>
          <p>{t(list === 'FAV' ? 'records.lists.favoriteEmptyHint' : 'records.lists.recentEmptyHint')}</p>
          <a className="btn btn--primary" href="/rng">
            {t('records.lists.browse')}
          </a>
        </div>
      ) : (
        <>
          <div className="filters">
            {/* biome-ignore lint/a11y/useSemanticElements: a div with role=group keeps the chip row layout; a <fieldset> brings a UA border, padding and min-width that its CSS does not reset */}
            <div className="chips" role="group" aria-label={t('records.filters.gameType')}>
              <a className={!gameType ? 'chip is-active' : 'chip'} href={href({})} aria-current={!gameType ? 'true' : undefined}>
                {t('records.lists.allTypes')}
              </a>
              {types.map((ty) => (
                <a key={ty} className={ty === gameType ? 'chip is-active' : 'chip'} href={href({ gameType: ty })} aria-current={ty === gameType ? 'true' : undefined} data-game-type={ty}>
                  {t(`nav.${ty}`)}
                </a>
              ))}
            </div>
            <p className="account-games__count" data-testid="account-games-count">
              {t('records.lists.count', { count: shown.total })}
            </p>
          </div>
          {shown.games.length === 0 ? (
            <div className="empty-state">
              <h2>{t('records.lists.typeEmpty')}</h2>
              <a className="btn btn--ghost" href={path}>
                {t('records.lists.showAll')}
              </a>
            </div>
          ) : (
            <div className="game-grid" id="game-grid">
              <Tiles ctx={ctx} games={shown.games} />
            </div>
          )}
          {shown.totalPages > 1 ? (
            <div className="account-games__pager">
              <Pager
                label={t('records.lists.paging')}
                page={shown}
                hrefOf={(p) => href({ gameType, page: p })}
                texts={{ prev: t('records.lists.prev'), next: t('records.lists.next'), page: t('records.lists.page', { page: shown.pageNum, total: shown.totalPages }) }}
              />
            </div>
          ) : null}
        </>
      )}
    </div>
  )
}
