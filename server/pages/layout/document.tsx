/**
 * The HTML document: `<html lang>` follows the visitor's language; the status of spec §4 decides
 * whether the app, the maintenance page or the region page renders. An early inline script (with
 * the CSP nonce) swaps failed images for the default icon (spec §8) before hydration. The head
 * carries the page's title and meta description (issue 16: brand and tagline, or the page's title).
 */
import { dirOf, htmlLangOf } from '../../../shared/i18n/languages'
import type { ReactNode } from 'react'
import type { PageContext } from '../context'
import type { PageKind, PageMatch } from '../routes'
import { MainLayout } from './main-layout'
import { pageStylesheets, STYLESHEETS } from '../shared/stylesheets'
import { DemoMarker } from './demo-marker'
import { TokenLinkNotice } from './token-link-notice'
import { AnalyticsTag } from './analytics-tag'
import { PwaHead } from '../download-head'
import { HomePage } from '../home/home-page'
import { GameListPage } from '../games/game-list-page'
import { GameCenterPage } from '../game-center/game-center-page'
import { AccountGamesPage } from '../games/account-games-page'
import { MaintenancePage } from '../system/maintenance-page'
import { RegionPage } from '../system/region-page'
import { NotFoundPage } from '../system/not-found-page'
import { PromotionsPage } from '../promotions/promotions-page'
import { SeamlessPage } from '../play/seamless-page'
import { PlayPage } from '../play/play-page'
import { AgentPage } from '../misc/agent-page'
import { HelpModal } from '../help/help-modal'
import { MemberCenterPage, NeedTrueAccountPage } from '../member/member-center'
import { LotteryPage } from '../lottery/lottery-page'
import { FairVerifyPage } from '../play/fair-verify'
import { PostPage, PostsPage } from '../support/posts-page'
import { WinnersPage } from '../support/winners-page'
import { DownloadPage } from '../support/download-page'
import { LiveChatPage } from '../support/live-chat-page'
import { PointMallPage } from '../points/point-mall-page'
import { ErrorBoundary } from '../../../client/islands/error-boundary'

/**
 * The browse pages (decision 0050): their first screen needs only the lobby's sheet, so the extras' sheet (dialogs,
 * forms, member and game screens) loads right after their first paint instead of delaying it.
 */
const BROWSE_PAGES: ReadonlySet<PageKind> = new Set(['home', 'gameList', 'gameCenter'])

/**
 * Adds the extras' stylesheet after the first paint (a frame, then a task), or at once in a hidden tab; the link
 * carries React's precedence mark, so a client-side navigation to a page that links it adopts this one.
 */
const lateStylesScript = (href: string) =>
  `(function(){var h=${JSON.stringify(href)};function a(){if(document.querySelector('link[href="'+h+'"]'))return;var l=document.createElement('link');l.rel='stylesheet';l.href=h;l.setAttribute('data-precedence','extras');document.head.appendChild(l)}if(document.hidden)a();else requestAnimationFrame(function(){setTimeout(a,0)})})()`

// Runs before first paint: default-icon fallback for failed images, the remembered side-menu collapse and hidden balance.
const EARLY_SCRIPT = `addEventListener('error',function(e){var t=e.target;if(t&&t.tagName==='IMG'&&t.dataset.fallback&&t.src.indexOf(t.dataset.fallback)<0){t.src=t.dataset.fallback}},true);try{if(localStorage.getItem('sideCollapsed')==='1')document.documentElement.dataset.side='collapsed';if(localStorage.getItem('balanceHidden')==='1')document.documentElement.dataset.balance='hidden'}catch(e){}`

/** A page's view: its layout (default `main`), what it renders, and its title when not the brand's. */
interface View<M extends PageMatch> {
  layout?: 'game' | 'bare'
  render: (ctx: PageContext, m: M) => ReactNode
  title?: (ctx: PageContext, m: M) => string
}

/**
 * How each page of the route table (server/pages/routes.ts) renders: inside the main layout, the
 * game layout (no footer, the game frame) or on its own (`bare`). Typed by the table's page kinds,
 * so a page without a view does not compile.
 */
const PAGES: { [K in PageKind]: View<Extract<PageMatch, { kind: K }>> } = {
  home: {
    render: (ctx, m) => (
      <>
        {<HomePage ctx={ctx} />}
        {m.popup === 'help' ? <HelpModal ctx={ctx} /> : null}
      </>
    ),
  },
  gameList: { render: (ctx, m) => <GameListPage ctx={ctx} gameType={m.gameType} />, title: (ctx, m) => ctx.t(`nav.${m.gameType}`) },
  gameCenter: { render: (ctx, m) => <GameCenterPage ctx={ctx} gameType={m.gameType} />, title: (ctx, m) => ctx.t(`nav.${m.gameType}`) },
  promotions: { render: (ctx) => <PromotionsPage ctx={ctx} /> },
  pointMall: { render: (ctx) => <PointMallPage ctx={ctx} /> },
  member: { render: (ctx) => <MemberCenterPage ctx={ctx} /> },
  accountGames: { render: (ctx, m) => <AccountGamesPage ctx={ctx} list={m.list} /> },
  needTrueAccount: { render: (ctx) => <NeedTrueAccountPage ctx={ctx} /> },
  fairVerify: { render: (ctx) => <FairVerifyPage ctx={ctx} /> },
  posts: { render: (ctx, m) => <PostsPage ctx={ctx} kind={m.postKind} /> },
  post: { render: (ctx, m) => <PostPage ctx={ctx} kind={m.postKind} slug={m.slug} /> },
  winners: { render: (ctx) => <WinnersPage ctx={ctx} /> },
  download: { render: (ctx) => <DownloadPage ctx={ctx} /> },
  notFound: { render: (ctx) => <NotFoundPage ctx={ctx} /> },
  seamless: { layout: 'game', render: (ctx) => <SeamlessPage ctx={ctx} /> },
  lottery: { layout: 'game', render: (ctx, m) => <LotteryPage ctx={ctx} area={m.area} /> },
  agent: { layout: 'bare', render: (ctx) => <AgentPage ctx={ctx} /> },
  agentHome: { layout: 'bare', render: (ctx) => <AgentPage ctx={ctx} /> },
  liveChat: { layout: 'bare', render: (ctx) => <LiveChatPage ctx={ctx} /> },
  play: { layout: 'bare', render: (ctx, m) => <PlayPage ctx={ctx} vendor={m.vendor} gameCode={m.gameCode} /> },
}

function viewOf(match: PageMatch): View<PageMatch> {
  return PAGES[match.kind] as View<PageMatch>
}

/** Whether a page renders inside a layout, so it can come as a frame and its content (decision 0064): every page but the bare ones. */
export function hasFrame(match: PageMatch): boolean {
  return viewOf(match).layout !== 'bare'
}

/**
 * A page's content inside the layout: what the page renders, under the error boundary that resets
 * when the URL changes. In a framed render (decision 0064) it is rendered and hydrated by itself.
 */
export function PageContent({ ctx }: { ctx: PageContext }) {
  const errorLabels = { title: ctx.t('system.errorTitle'), text: ctx.t('system.errorText'), retry: ctx.t('system.retry') }
  return (
    <ErrorBoundary labels={errorLabels} resetKey={ctx.url.pathname + ctx.url.search}>
      {viewOf(ctx.route).render(ctx, ctx.route)}
    </ErrorBoundary>
  )
}

function Body({ ctx }: { ctx: PageContext }) {
  if (ctx.status.status === 1) return <MaintenancePage ctx={ctx} />
  if (ctx.status.status === 2) return <RegionPage ctx={ctx} />
  const view = viewOf(ctx.route)
  if (view.layout === 'bare') return view.render(ctx, ctx.route)
  // A frame's layout holds the content's place only (main-layout.tsx); the content is rendered apart.
  return (
    <MainLayout ctx={ctx} variant={view.layout ?? 'main'}>
      {ctx.frame ? null : <PageContent ctx={ctx} />}
    </MainLayout>
  )
}

export function Document({ ctx }: { ctx: PageContext }) {
  const brand = ctx.platform.brand.info()
  const pageTitle = viewOf(ctx.route).title?.(ctx, ctx.route)
  const browse = BROWSE_PAGES.has(ctx.route.kind) && ctx.status.status !== 1 && ctx.status.status !== 2
  const title = pageTitle ? `${pageTitle} · ${brand.name}` : `${brand.name} · ${ctx.t('brand.tagline')}`
  // The search result's snippet (issue 16): the page's title and the brand, or the brand's pitch on pages without their own title.
  const description = pageTitle
    ? ctx.t('phone.meta.page', { page: pageTitle, brand: brand.name, tagline: ctx.t('brand.tagline') })
    : ctx.t('phone.meta.home', { brand: brand.name, tagline: ctx.t('brand.tagline') })
  return (
    <html lang={htmlLangOf(ctx.language)} dir={dirOf(ctx.language)} data-lang={ctx.language} data-load-timeout-text={ctx.t('errors.pageLoadTimeout')}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#120c24" />
        <title>{title}</title>
        <meta name="description" content={description} />
        <link rel="icon" href="/img/default/game.svg" type="image/svg+xml" />
        {/* The installable app (decision 0057): manifest, home-screen icon, the worker registered after load. */}
        <PwaHead ctx={ctx} />
        {/* The member's own parts of a page shared by its viewer class come from this call (decision 0038): fetched alongside the page. */}
        {ctx.loggedIn ? <link rel="preload" href="/wps/member/summary" as="fetch" crossOrigin="anonymous" /> : null}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: EARLY_SCRIPT is our own constant inline script (above), carrying the response's CSP nonce; no outside input */}
        <script nonce={ctx.nonce} dangerouslySetInnerHTML={{ __html: EARLY_SCRIPT }} />
        {/* The lobby's sheet on every page; the extras' render-blocking only where the first screen may use them (decision 0050). */}
        <link rel="stylesheet" href={STYLESHEETS.lobby} precedence="lobby" />
        {browse ? null : <link rel="stylesheet" href={STYLESHEETS.extras} precedence="extras" />}
        {pageStylesheets(ctx.route).map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="page" />
        ))}
        <AnalyticsTag ctx={ctx} />
      </head>
      <body>
        <DemoMarker ctx={ctx} />
        <TokenLinkNotice ctx={ctx} />
        <Body ctx={ctx} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script around the build's asset URL, carrying the response's CSP nonce; no outside input */}
        {browse ? <script nonce={ctx.nonce} dangerouslySetInnerHTML={{ __html: lateStylesScript(STYLESHEETS.extras) }} /> : null}
      </body>
    </html>
  )
}
