/**
 * Game center pages /sports, /esports, /lott, /elott, /cockfight (spec §2): the type's vendors as
 * cards, and for lottery types the games of each vendor, each opening the game (login first).
 */
import type { PageContext } from '../context'
import type { GameType } from '../../../shared/constants'
import { Tiles, VendorCardLink } from '../shared/tiles'

export function GameCenterPage({ ctx, gameType }: { ctx: PageContext; gameType: GameType }) {
  const { platform, t } = ctx
  const lane = platform.vendors.lanes().find((l) => l.gameType === gameType)
  const vendors = lane?.cards ?? []
  const withGames = gameType === 'LOTT' || gameType === 'ELOTT'
  return (
    <div className="game-center" data-game-type={gameType}>
      <header className="page-head page-head--hero">
        <h1 className="page-title">{t(`nav.${gameType}`)}</h1>
        <p className="page-lead">{t('center.intro')}</p>
      </header>
      {vendors.length === 0 ? (
        <div className="empty-state">
          <h2>{t('center.empty')}</h2>
        </div>
      ) : (
        <div className="vendor-grid">
          {vendors.map((v) => (
            <VendorCardLink key={v.vassalage} ctx={ctx} card={v} />
          ))}
        </div>
      )}
      {withGames
        ? vendors.map((v) => {
            const games = platform.games.list({ gameType, vassalage: v.vassalage, pageNo: 1, pageSize: 12 }).games
            return games.length > 0 ? (
              <section key={v.vassalage} className="section" aria-labelledby={`h-${v.vassalage}`}>
                <header className="section__head">
                  <h2 id={`h-${v.vassalage}`} className="section__title">
                    {v.name} · {t('center.games')}
                  </h2>
                </header>
                <div className="game-grid">
                  <Tiles ctx={ctx} games={games} />
                </div>
              </section>
            ) : null
          })
        : null}
    </div>
  )
}
