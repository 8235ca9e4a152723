/**
 * The favourite heart's server-side props for every game tile of a request (spec §4 favourite
 * toggle): who is looking (guest, trial or member), the texts in their language, and for a member
 * the ids of their favourites, read once per request. Loads the hearts' styles with the tiles.
 */
import type { PageContext } from '../context'
import type { FavouriteLabels, FavouriteViewer } from '../../../client/islands/favourite-toggle'

const memo = new WeakMap<PageContext, { viewer: FavouriteViewer; labels: FavouriteLabels; ids: ReadonlySet<string> | null }>()

/**
 * What every favourite heart of a request needs: who is looking, the texts, and (for a member) the
 * ids of their favourites, read once per request.
 */
export function favouriteToggleProps(ctx: PageContext): { viewer: FavouriteViewer; labels: FavouriteLabels; ids: ReadonlySet<string> | null } {
  let p = memo.get(ctx)
  if (!p) {
    const t = ctx.t
    const viewer: FavouriteViewer = ctx.viewer === 'agent' ? 'member' : ctx.viewer
    p = {
      viewer,
      // On the member's own pages; a page shared by every member leaves the hearts to the member summary (decision 0038).
      ids: ctx.member && viewer === 'member' ? new Set(ctx.platform.play.favourites.ids(ctx.member.id)) : null,
      labels: {
        add: t('records.fav.add'),
        remove: t('records.fav.remove'),
        added: t('records.fav.added'),
        removed: t('records.fav.removed'),
        failed: t('records.fav.failed'),
        close: t('records.fav.close'),
        needTrueTitle: t('account.needTrueTitle'),
        needTrueText: t('account.needTrueText'),
        register: t('account.registerNow'),
        cancel: t('account.cancel'),
      },
    }
    memo.set(ctx, p)
  }
  return p
}
