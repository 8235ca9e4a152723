/**
 * Poker rooms on the card-games list (/pvp; spec §7 "Poker rooms (T)" GLS2_roomList; decision 0024):
 * the PVP tables of the sandbox vendor for the list's vendor tab and classification, eight per page (two rows of four at 1440 px; one swipeable row on a phone)
 * (`roomsPage` in the URL), each with its game, stakes tier, blinds, buy-in range and seats taken.
 * "Join table" launches the table's game in the game frame like a game tile (launcher island,
 * `data-launch="game"`). The call is token-only, so a visitor sees a login prompt instead.
 * Amounts are shown in the brand's currency from minor units.
 */
import type { PageContext } from '../context'
import { listRooms } from '../../vendors/sandbox/rooms'
import { launchHref } from '../shared/nav'
import { money } from '../member/betting-record'

/** Tables per page of the section. */
export const ROOMS_PER_PAGE = 8

function roomsPageHref(ctx: PageContext, page: number): string {
  const params = new URLSearchParams(ctx.url.search)
  params.delete('_rsc')
  if (page > 1) params.set('roomsPage', String(page))
  else params.delete('roomsPage')
  const q = params.toString()
  return `${ctx.path}${q ? `?${q}` : ''}#rooms`
}

export function PokerRooms({ ctx, vassalage, gameClassify }: { ctx: PageContext; vassalage?: string; gameClassify?: string }) {
  const { t } = ctx
  if (!ctx.loggedIn) {
    return (
      <section className="rooms rooms--guest" id="rooms" aria-labelledby="rooms-title">
        <div>
          <h2 id="rooms-title" className="rooms__title">
            {t('play.rooms.title')}
          </h2>
          <p className="rooms__sub">{t('play.rooms.guest')}</p>
        </div>
        <a className="btn btn--primary" href="/login" data-auth-open="login">
          {t('play.rooms.login')}
        </a>
      </section>
    )
  }
  const all = listRooms(ctx.platform, { vassalage, gameClassify }, ctx.platform.now())
  if (all.length === 0) return null
  const pages = Math.ceil(all.length / ROOMS_PER_PAGE)
  const asked = Number(ctx.url.searchParams.get('roomsPage') ?? '1')
  const page = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, pages) : 1
  const from = (page - 1) * ROOMS_PER_PAGE
  const rooms = all.slice(from, from + ROOMS_PER_PAGE)
  const { fmt } = money(ctx)
  const vendorName = new Map((ctx.platform.vendors.lanes().find((l) => l.gameType === 'PVP')?.cards ?? []).map((v) => [v.vassalage, v.name]))
  return (
    <section className="rooms" id="rooms" aria-labelledby="rooms-title" data-testid="poker-rooms">
      <header className="rooms__head">
        <h2 id="rooms-title" className="rooms__title">
          {t('play.rooms.title')}
        </h2>
        <p className="rooms__sub">{t('play.rooms.subtitle', { count: all.length })}</p>
      </header>
      <ul className="rooms__list">
        {rooms.map((r) => {
          const tier = t(`play.rooms.tier.${r.tier}`)
          return (
            <li key={r.roomId} className="room-card" data-room={r.roomId}>
              <div className="room-card__top">
                <span className="room-card__game">{r.gameName}</span>
                <span className={r.status === 'PLAYING' ? 'room-card__status is-playing' : 'room-card__status'}>{t(`play.rooms.status.${r.status}`)}</span>
              </div>
              <div className="room-card__meta">
                {vendorName.get(r.vassalage) ?? r.vassalage} · {tier}
              </div>
              <dl className="room-card__facts">
                <div>
                  <dt>{t('play.rooms.blinds')}</dt>
                  <dd>
                    {fmt(r.smallBlind)} / {fmt(r.bigBlind)}
                  </dd>
                </div>
                <div>
                  <dt>{t('play.rooms.buyIn')}</dt>
                  <dd>
                    {fmt(r.minBuyIn)} – {fmt(r.maxBuyIn)}
                  </dd>
                </div>
                <div>
                  <dt>{t('play.rooms.seats')}</dt>
                  <dd>
                    <span className="room-card__seats" role="img" aria-label={t('play.rooms.seated', { players: r.players, seats: r.seats })}>
                      {Array.from({ length: r.seats }, (_, i) => (
                        <span key={i} className={i < r.players ? 'seat is-taken' : 'seat'} />
                      ))}
                    </span>
                    <span className="room-card__count">
                      {r.players}/{r.seats}
                    </span>
                  </dd>
                </div>
              </dl>
              <a
                className="btn btn--primary room-card__join"
                href={launchHref(ctx, { vassalage: r.vassalage, gameType: 'PVP', nodeId: r.nodeId })}
                data-launch="game"
                data-node-id={r.nodeId}
                data-name={r.gameName}
                aria-label={t('play.rooms.joinGame', { name: r.gameName, tier })}
              >
                {t('play.rooms.join')}
              </a>
            </li>
          )
        })}
      </ul>
      {pages > 1 ? (
        <nav className="rooms__pager" aria-label={t('play.rooms.title')}>
          {page > 1 ? (
            <a className="btn btn--ghost" href={roomsPageHref(ctx, page - 1)} rel="prev">
              {t('play.rooms.previous')}
            </a>
          ) : (
            <span />
          )}
          <span className="rooms__range">{t('play.rooms.pages', { from: from + 1, to: from + rooms.length, total: all.length })}</span>
          {page < pages ? (
            <a className="btn btn--ghost" href={roomsPageHref(ctx, page + 1)} rel="next">
              {t('play.rooms.next')}
            </a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  )
}
