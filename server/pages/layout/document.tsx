/**
 * The HTML document: `<html lang>` follows the visitor's language; the status of spec §4 decides
 * whether the app, the maintenance page or the region page renders. An early inline script (with
 * the CSP nonce) swaps failed images for the default icon (spec §8) before hydration.
 */
import '../../../client/styles/app.css'
import { htmlLangOf } from '../../../shared/i18n/languages'
import type { PageContext } from '../context'
import { MainLayout } from './main-layout'
import { DemoMarker } from './demo-marker'
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

// Runs before first paint: default-icon fallback for failed images, the remembered side-menu collapse and hidden balance.
const EARLY_SCRIPT = `addEventListener('error',function(e){var t=e.target;if(t&&t.tagName==='IMG'&&t.dataset.fallback&&t.src.indexOf(t.dataset.fallback)<0){t.src=t.dataset.fallback}},true);try{if(localStorage.getItem('sideCollapsed')==='1')document.documentElement.dataset.side='collapsed';if(localStorage.getItem('balanceHidden')==='1')document.documentElement.dataset.balance='hidden'}catch(e){}`

function Content({ ctx }: { ctx: PageContext }) {
  const r = ctx.route
  switch (r.kind) {
    case 'home': return <>{<HomePage ctx={ctx} />}{r.popup === 'help' ? <HelpModal ctx={ctx} /> : null}</>
    case 'gameList': return <GameListPage ctx={ctx} gameType={r.gameType} />
    case 'gameCenter': return <GameCenterPage ctx={ctx} gameType={r.gameType} />
    case 'promotions': return <PromotionsPage ctx={ctx} />
    case 'pointMall': return <PointMallPage ctx={ctx} />
    case 'member': return <MemberCenterPage ctx={ctx} />
    case 'accountGames': return <AccountGamesPage ctx={ctx} list={r.list} />
    case 'needTrueAccount': return <NeedTrueAccountPage ctx={ctx} />
    case 'fairVerify': return <FairVerifyPage ctx={ctx} />
    case 'posts': return <PostsPage ctx={ctx} kind={r.postKind} />
    case 'post': return <PostPage ctx={ctx} kind={r.postKind} slug={r.slug} />
    case 'winners': return <WinnersPage ctx={ctx} />
    case 'download': return <DownloadPage ctx={ctx} />
    default: return <NotFoundPage ctx={ctx} />
  }
}

function Body({ ctx }: { ctx: PageContext }) {
  if (ctx.status.status === 1) return <MaintenancePage ctx={ctx} />
  if (ctx.status.status === 2) return <RegionPage ctx={ctx} />
  if (ctx.route.kind === 'agent' || ctx.route.kind === 'agentHome') return <AgentPage ctx={ctx} />
  if (ctx.route.kind === 'liveChat') return <LiveChatPage ctx={ctx} />
  if (ctx.route.kind === 'play') return <PlayPage ctx={ctx} vendor={ctx.route.vendor} gameCode={ctx.route.gameCode} />
  if (ctx.route.kind === 'seamless') return <MainLayout ctx={ctx} variant="game"><SeamlessPage ctx={ctx} /></MainLayout>
  if (ctx.route.kind === 'lottery') return <MainLayout ctx={ctx} variant="game"><LotteryPage ctx={ctx} area={ctx.route.area} /></MainLayout>
  return <MainLayout ctx={ctx} variant="main"><Content ctx={ctx} /></MainLayout>
}

export function Document({ ctx }: { ctx: PageContext }) {
  const brand = ctx.platform.brand.info()
  const title = ctx.route.kind === 'gameList' || ctx.route.kind === 'gameCenter'
    ? `${ctx.t(`nav.${ctx.route.gameType}`)} · ${brand.name}` : `${brand.name} · ${ctx.t('brand.tagline')}`
  return (
    <html lang={htmlLangOf(ctx.language)} data-lang={ctx.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#120c24" />
        <title>{title}</title>
        <link rel="icon" href="/img/default/game.svg" type="image/svg+xml" />
        <script nonce={ctx.nonce} dangerouslySetInnerHTML={{ __html: EARLY_SCRIPT }} />
        {import.meta.viteRsc.loadCss()}
      </head>
      <body>
        <DemoMarker ctx={ctx} />
        <Body ctx={ctx} />
      </body>
    </html>
  )
}
