/**
 * /play/<vendor>/<gameCode>?token=&language=&gameType= — the embedded vendors' game page, opened
 * inside the game frame (or full page by /seamless): a minimal document with no lobby chrome.
 * Vendor BGS gets the in-house provably fair game island; every other vendor the sandbox vendor's
 * generic game of the entry's type. The page only names the game: the game island opens its
 * session with the launch token, and an unknown or expired token is refused by the vendor there.
 * Served with frame-ancestors 'self' (server/rsc/pages.tsx), never from the render cache.
 * @see DESIGN §5; product-spec §2 popups (game)
 */
import type { PageContext } from '../context'
import type { TextTree } from '../../../client/islands/games/sandbox/kit'
import { InhouseGame } from '../../../client/islands/games/inhouse'
import { textTreeOf } from '../../../shared/i18n'
import { SandboxGame } from '../../../client/islands/games/sandbox'
import { LaunchTokenSchema } from '../../../shared/schemas/sandbox'
import { localeOf } from '../../../shared/i18n/format'

/** The in-house vendor's code (DESIGN §5 "In-house vendor"). */
export const INHOUSE_VENDOR = 'BGS'

/** The `play` texts as a tree, in the visitor's language (English where a label is missing). */
export function playTexts(ctx: PageContext): TextTree {
  return ctx.t('play', { returnObjects: true }) as unknown as TextTree
}

export function PlayPage({ ctx, vendor, gameCode }: { ctx: PageContext; vendor: string; gameCode: string }) {
  const q = ctx.url.searchParams
  const gameType = q.get('gameType') ?? ''
  const token = LaunchTokenSchema.safeParse(q.get('token') ?? '')
  const game = /^[A-Z]{2,12}$/.test(gameType) ? ctx.platform.games.byCode(vendor, gameCode, gameType) : null
  const { currencySymbol } = ctx.platform.brand.info()
  if (!game || !token.success) {
    return (
      <main className="play-root play-root--message">
        <div className="sbx-fatal" role="alert">
          <span className="sbx-fatal__icon" aria-hidden="true">
            !
          </span>
          <p>{ctx.t(game ? 'play.errors.RS_ERROR_INVALID_TOKEN' : 'play.errors.GAME_NOT_FOUND')}</p>
          <a className="btn btn--ghost" href="/" target="_top">
            {ctx.t('play.game.backToLobby')}
          </a>
        </div>
      </main>
    )
  }
  return (
    <main className="play-root" data-vendor={vendor} data-game-type={game.gameType}>
      {vendor === INHOUSE_VENDOR ? (
        <InhouseGame
          token={token.data}
          gameCode={game.gameCode}
          classification={game.gameClassify}
          language={ctx.language}
          currencySymbol={currencySymbol}
          texts={textTreeOf(ctx.language, 'inhouse')}
        />
      ) : (
        <SandboxGame token={token.data} vendor={vendor} gameCode={game.gameCode} gameType={game.gameType} currencySymbol={currencySymbol} texts={playTexts(ctx)} locale={localeOf(ctx.language)} />
      )}
    </main>
  )
}
