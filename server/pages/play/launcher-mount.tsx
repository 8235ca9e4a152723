/**
 * Mounts the game launcher island once per lobby page with who is looking (visitor, trial
 * account, member) and its texts, so game tiles open the login popup, the 'need true account'
 * dialog or the game frame (spec §2 popups: game; §4 launch routing; §5 trial rules).
 */
import type { PageContext } from '../context'
import { GameLauncher, type Viewer } from '../../../client/islands/play/launcher'
import { imageBase, tileLabels } from '../shared/tiles'

export function LauncherMount({ ctx }: { ctx: PageContext }) {
  const t = ctx.t
  const viewer: Viewer = ctx.viewer === 'agent' ? 'member' : ctx.viewer
  return (
    <GameLauncher
      viewer={viewer}
      imageBase={imageBase(ctx)}
      tileLabels={tileLabels(ctx)}
      labels={{
        loading: t('play.frame.loading'),
        close: t('play.frame.close'),
        fullscreen: t('play.frame.fullscreen'),
        exitFullscreen: t('play.frame.exitFullscreen'),
        failed: t('play.frame.failed'),
        retry: t('play.frame.retry'),
        network: t('play.errors.NETWORK'),
        needTrueTitle: t('account.needTrueTitle'),
        needTrueText: t('account.needTrueText'),
        register: t('account.registerNow'),
        cancel: t('account.cancel'),
        vendorGames: t('play.vendorGames.title'),
        vendorLoading: t('play.vendorGames.loading'),
        vendorEmpty: t('play.vendorGames.empty'),
        vendorFailed: t('play.vendorGames.failed'),
      }}
    />
  )
}
