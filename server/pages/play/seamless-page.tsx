/**
 * /seamless — a game full page (spec §2: no footer, no side menu, balance hidden): the game frame
 * fills the window under the header. What it shows comes from the query:
 * - `url`: a launch URL (/play/… on this host or on one of the brand's launch CDNs), shown as is;
 * - `nodeId`: the game is launched here for the member (the link behind every tile, for a new tab);
 * - `vassalage` + `gameType`: that vendor's first game (a vendor launched from the navigation).
 * A visitor is asked to log in, a trial account gets the 'need true account' message, a vendor
 * under maintenance its message; a lottery vendor's route is offered as a link.
 * @see product-spec §2 routes /seamless; §4 launch routing; §6
 */
import type { PageContext } from '../context'
import { DomainError } from '../../platform/errors'
import { GameTypeSchema } from '../../../shared/schemas/game'
import { GameFrameView } from '../../../client/islands/game-frame'
import { SeamlessMessages } from '../../../client/islands/play/seamless-messages'

function Message({ ctx, text, action }: { ctx: PageContext; text: string; action?: React.ReactNode }) {
  return (
    <div className="empty-state empty-state--page seamless-message">
      <h1>{ctx.t('play.seamless.title')}</h1>
      <p role="alert">{text}</p>
      <div className="seamless-message__actions">
        {action}
        <a className="btn btn--ghost" href="/">
          {ctx.t('play.seamless.backToLobby')}
        </a>
      </div>
    </div>
  )
}

/** Whether `url` is a launch URL this lobby may frame: /play/… here or on a launch CDN. */
export function isLaunchUrl(url: string, launchCdns: string[]): boolean {
  if (/^\/play\/[A-Z0-9_]{2,32}\/[^/?#]+\?/.test(url)) return true
  return launchCdns.some((cdn) => /^https?:\/\//.test(cdn) && url.startsWith(`${cdn.replace(/\/+$/, '')}/play/`))
}

type Resolved = { url: string; name: string } | { route: string } | { error: string }

async function resolve(ctx: PageContext): Promise<Resolved | null> {
  const q = ctx.url.searchParams
  const { platform } = ctx
  const url = q.get('url')
  if (url) {
    if (!isLaunchUrl(url, platform.brand.info().launchGameCdns)) return { error: ctx.t('play.seamless.invalidUrl') }
    const m = /\/play\/([A-Z0-9_]+)\/([^/?#]+)\?.*gameType=([A-Z]+)/.exec(url)
    const game = m ? platform.games.byCode(m[1], decodeURIComponent(m[2]), m[3]) : null
    return { url, name: game?.gameName ?? ctx.t('play.frame.game') }
  }
  let nodeId = q.get('nodeId')
  const vassalage = q.get('vassalage')
  const gameType = q.get('gameType')
  const type = GameTypeSchema.safeParse(gameType ?? '')
  if (!nodeId && vassalage && /^[A-Z0-9_]{1,32}$/.test(vassalage) && type.success) {
    nodeId = platform.games.list({ gameType: type.data, vassalage, pageNo: 1, pageSize: 1 }).games[0]?.nodeId ?? null
  }
  if (!nodeId || !/^[A-Za-z0-9_.-]{1,64}$/.test(nodeId)) return null
  try {
    // launchGame: an aggregator's game (Hub88, decision 0046) gets the aggregator's URL.
    const launched = await platform.play.launcher.launchGame(ctx.member!.id, nodeId, ctx.language)
    if (launched.kind === 'route') return { route: launched.url }
    return { url: launched.url, name: platform.games.byNodeId(nodeId)?.gameName ?? ctx.t('play.frame.game') }
  } catch (e) {
    if (e instanceof DomainError) return { error: ctx.t(e.messageKey) }
    throw e
  }
}

export async function SeamlessPage({ ctx }: { ctx: PageContext }) {
  if (!ctx.member)
    return (
      <Message
        ctx={ctx}
        text={ctx.t('play.seamless.loginText')}
        action={
          <a className="btn btn--primary" href="/login" data-auth-open="login">
            {ctx.t('header.login')}
          </a>
        }
      />
    )
  if (ctx.member.isTrial)
    return (
      <Message
        ctx={ctx}
        text={ctx.t('account.needTrueText')}
        action={
          <button type="button" className="btn btn--primary" data-auth-open="register">
            {ctx.t('account.registerNow')}
          </button>
        }
      />
    )
  const r = await resolve(ctx)
  if (!r) return <Message ctx={ctx} text={ctx.t('play.seamless.noGame')} />
  if ('error' in r) return <Message ctx={ctx} text={r.error} />
  if ('route' in r)
    return (
      <Message
        ctx={ctx}
        text={ctx.t('play.seamless.routeText')}
        action={
          <a className="btn btn--primary" href={r.route}>
            {ctx.t('play.seamless.continue')}
          </a>
        }
      />
    )
  return (
    <div className="seamless">
      <SeamlessMessages />
      <GameFrameView
        url={r.url}
        title={r.name}
        closeHref="/"
        labels={{
          loading: ctx.t('play.frame.loading', { name: r.name }),
          close: ctx.t('play.seamless.backToLobby'),
          fullscreen: ctx.t('play.frame.fullscreen'),
          exitFullscreen: ctx.t('play.frame.exitFullscreen'),
        }}
      />
    </div>
  )
}
