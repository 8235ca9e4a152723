/**
 * Home page (spec §2): notice marquee, banner carousel, then the sections in order — hot games,
 * in-house, RNG slots (vendor filter of the first 3 RNG vendors), live (first live vendor), fish
 * (first fish vendor), PVP, then the vendor-type sections sports, esports (only when a vendor list
 * exists) and cockfight. Sections show 6 columns of 2 games; arrows above 12 items.
 * Only the first screen's games (the hot rail) are in the page; the other game rails load their
 * tiles when they come near the screen or their tab is chosen (LazyRail), and so does the winners
 * board (WinnersBoard; issue 16, decision 0040).
 */
import type { ReactNode } from 'react'
import type { PageContext } from '../context'
import { GAME_TYPE_PATH, HOME, PAGE_SIZE, type GameType } from '../../../shared/constants'
import type { VendorLane } from '../../../shared/schemas/game'
import { NoticeMarquee } from '../../../client/islands/notice-marquee'
import { BannerCarousel } from '../../../client/islands/banner-carousel'
import { Rail } from '../../../client/islands/rail'
import { TabbedPanels } from '../../../client/islands/tabbed-panels'
import { Icon } from '../../../client/components/icon'
import { sanitizeHtml } from '../../html/sanitize'
import { LazyRail, LazyRails, WinnersBoard, type LazyRailShared } from '../../../client/islands/lazy-rail'
import { VendorCardLink, imageBase, tileLabels } from '../shared/tiles'
import { tileRow } from '../../../client/components/tile-row'
import { favouriteToggleProps } from '../games/favourite-props'
import { launchHref } from '../shared/nav'
import { localeOf } from '../../../shared/i18n/format'

function bannerHref(linkageType: string, linkage: string | null): string | null {
  if (!linkage || linkageType === 'NONE') return null
  return linkage
}

function Section({ ctx, id, title, icon, more, children }: { ctx: PageContext; id: string; title: string; icon: string; more?: string; children: ReactNode }) {
  return (
    <section className="section" id={`section-${id}`} aria-labelledby={`h-${id}`}>
      <header className="section__head">
        <h2 id={`h-${id}`} className="section__title">
          <Icon name={icon} />
          {title}
        </h2>
        {more ? (
          <a className="section__more" href={more}>
            {ctx.t('home.moreGames')}
          </a>
        ) : null}
      </header>
      {children}
    </section>
  )
}

/** The hot rail's first tiles are large (spec §2). */
const HOT_LARGE = 2

/**
 * A rail below the first screen: the server sends its query and size, the LazyRail island loads the
 * tiles when the rail comes near the screen (issue 16, decision 0040). Counts the games without
 * building their cards' markup.
 */
function LazyGameRail({ ctx, gameType, vassalage, pageSize = PAGE_SIZE.homeSection }: { ctx: PageContext; gameType: GameType; vassalage?: string; pageSize?: number }) {
  const count = Math.min(pageSize, ctx.platform.games.list({ gameType, vassalage, pageNo: 1, pageSize: 1 }).total)
  if (count === 0) return null
  return <LazyRail gameType={gameType} vassalage={vassalage} count={count} arrowsAbove={HOME.arrowsAbove} />
}

function lazyShared(ctx: PageContext): LazyRailShared {
  const fav = favouriteToggleProps(ctx)
  // Every tile launches at the login route while logged out; a member's tiles launch their own game.
  const anyGame = launchHref(ctx, { vassalage: '', gameType: '' })
  return {
    tileLabels: tileLabels(ctx),
    imageBase: imageBase(ctx),
    href: ctx.loggedIn ? null : anyGame,
    favourite: { viewer: fav.viewer, labels: fav.labels },
    labels: { previous: ctx.t('home.previous'), next: ctx.t('home.next'), failed: ctx.t('list.loadFailed'), retry: ctx.t('system.retry') },
  }
}

function firstVendors(lanes: VendorLane[], type: GameType, n: number) {
  return lanes.find((l) => l.gameType === type)?.cards.slice(0, n) ?? []
}

export function HomePage({ ctx }: { ctx: PageContext }) {
  const { platform, language, t } = ctx
  const lanes = platform.vendors.lanes()
  const notices = platform.announcements.notices(language)
  const banners = platform.announcements.banners('w_home', language)
  const hot = platform.games.hot().slice(0, PAGE_SIZE.homeSection)
  const shared = lazyShared(ctx)
  const tileShared = { labels: shared.tileLabels, imageBase: shared.imageBase, href: shared.href }
  const favs = favouriteToggleProps(ctx).ids
  const total = (gameType: GameType, vassalage?: string) => platform.games.list({ gameType, vassalage, pageNo: 1, pageSize: 1 }).total
  const rngVendors = firstVendors(lanes, 'RNG', HOME.rngVendors)
  const liveVendor = firstVendors(lanes, 'LIVE', HOME.liveVendors)[0]
  const fishVendor = firstVendors(lanes, 'FISH', HOME.fishVendors)[0]
  const vendorSection = (type: GameType) => lanes.find((l) => l.gameType === type)?.cards.slice(0, HOME.vendorSectionMax) ?? []
  const sections: { type: GameType; key: string; icon: string }[] = [
    { type: 'SPORTS', key: 'sports', icon: 'SPORTS' },
    { type: 'ESPORTS', key: 'esports', icon: 'ESPORTS' },
    { type: 'COCKFIGHT', key: 'cockfight', icon: 'COCKFIGHT' },
  ]
  return (
    <div className="home">
      <NoticeMarquee
        notices={notices.map((n) => ({ id: n.id, title: n.title, html: sanitizeHtml(n.content) }))}
        labels={{ title: t('home.notices'), close: t('help.close'), previous: t('home.previous'), next: t('home.next') }}
      />
      {banners.length > 0 ? (
        <div className="banner-frame">
          <BannerCarousel label={t('brand.tagline')} banners={banners.map((b) => ({ id: b.id, title: b.title, image: `${b.url}?language=${language}`, href: bannerHref(b.linkageType, b.linkage) }))} />
        </div>
      ) : null}

      <LazyRails shared={shared}>
        {hot.length > 0 ? (
          <Section ctx={ctx} id="hot" title={t('home.hot')} icon="INHOUSE">
            <LazyRail
              count={hot.length}
              arrowsAbove={HOME.arrowsAbove}
              rows={hot.map((g, i) => tileRow(g, launchHref(ctx, g), tileShared, i < HOT_LARGE))}
              largeFirst={HOT_LARGE}
              on={favs ? hot.filter((g) => favs.has(g.nodeId)).map((g) => g.nodeId) : undefined}
            />
          </Section>
        ) : null}
        {total('INHOUSE') > 0 ? (
          <Section ctx={ctx} id="inhouse" title={t('home.inhouse')} icon="INHOUSE" more={GAME_TYPE_PATH.INHOUSE}>
            <LazyGameRail ctx={ctx} gameType="INHOUSE" pageSize={PAGE_SIZE.inHouse} />
          </Section>
        ) : null}
        {rngVendors.length > 0 ? (
          <Section ctx={ctx} id="rng" title={t('home.rng')} icon="RNG" more={GAME_TYPE_PATH.RNG}>
            <TabbedPanels
              label={t('home.rng')}
              tabs={rngVendors.map((v) => v.name)}
              panels={rngVendors.map((v) => <LazyGameRail key={v.vassalage} ctx={ctx} gameType="RNG" vassalage={v.vassalage} />)}
            />
          </Section>
        ) : null}
        {liveVendor ? (
          <Section ctx={ctx} id="live" title={t('home.live')} icon="LIVE" more={`${GAME_TYPE_PATH.LIVE}?vassalage=${liveVendor.vassalage}`}>
            <LazyGameRail ctx={ctx} gameType="LIVE" vassalage={liveVendor.vassalage} />
          </Section>
        ) : null}
        {fishVendor ? (
          <Section ctx={ctx} id="fish" title={t('home.fish')} icon="FISH" more={`${GAME_TYPE_PATH.FISH}?vassalage=${fishVendor.vassalage}`}>
            <LazyGameRail ctx={ctx} gameType="FISH" vassalage={fishVendor.vassalage} />
          </Section>
        ) : null}
        {total('PVP') > 0 ? (
          <Section ctx={ctx} id="pvp" title={t('home.pvp')} icon="PVP" more={GAME_TYPE_PATH.PVP}>
            <LazyGameRail ctx={ctx} gameType="PVP" />
          </Section>
        ) : null}
      </LazyRails>
      {sections.map(({ type, key, icon }) => {
        const cards = vendorSection(type)
        if (cards.length === 0) return null
        return (
          <Section key={key} ctx={ctx} id={key} title={t(`home.${key}`)} icon={icon}>
            <Rail count={cards.length} arrowsAbove={HOME.arrowsAbove} rows={1} variant="vendors" labels={{ previous: t('home.previous'), next: t('home.next') }}>
              {cards.map((c) => (
                <VendorCardLink key={c.vassalage} ctx={ctx} card={c} />
              ))}
            </Rail>
          </Section>
        )
      })}
      <Section ctx={ctx} id="winners" title={t('home.winners')} icon="PROMO">
        <WinnersBoard
          limit={PAGE_SIZE.winners}
          symbol={platform.brand.info().currencySymbol}
          locale={localeOf(ctx.language)}
          labels={{ failed: t('system.errorText'), retry: t('system.retry'), empty: t('home.winnersEmpty') }}
        />
      </Section>
    </div>
  )
}
