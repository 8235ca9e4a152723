/**
 * Mounts the lobby's communication popups once per page (spec §2 popups): the public announcement
 * popup with the popups meant for this visitor (B anonymous; A and F for a member: the island picks
 * F only after a first-time login), HTML sanitised here; and the feedback modal that the footer's
 * and the help centre's "send feedback" open (spec §2 footer, §5).
 * @see product-spec §2 popups, §3 announcement/popup, §4 announcement popup, §5 feedback
 */
import type { PageContext } from '../context'
import { AnnouncementPopup, type PopupItem } from '../../../client/islands/comms/announcement-popup'
import { FeedbackDialog } from '../../../client/islands/comms/feedback-dialog'
import { sanitizeHtml } from '../../html/sanitize'
import { PAGE_SIZE } from '../../../shared/constants'
import { FEEDBACK_LENGTH, FEEDBACK_TYPES } from '../../../shared/schemas/comms'
import { commsTexts } from '../shared/comms-texts'

export function CommsMount({ ctx }: { ctx: PageContext }) {
  const signedIn = ctx.loggedIn
  const wanted = signedIn ? ['A', 'F'] : ['B']
  const items: PopupItem[] = ctx.platform.announcements
    .list(ctx.language)
    .popup.filter((p) => wanted.includes(p.execution))
    .map((p) => ({ id: p.id, title: p.title, html: sanitizeHtml(p.content), execution: p.execution as PopupItem['execution'] }))
  const popupTexts = {
    title: ctx.t('comms.popup.title'),
    close: ctx.t('comms.popup.close'),
    previousPage: ctx.t('comms.popup.previousPage'),
    nextPage: ctx.t('comms.popup.nextPage'),
    pageOf: ctx.t('comms.popup.pageOf'),
    list: ctx.t('comms.popup.list'),
  }
  // Another popup owns these addresses (login, register, help); trial accounts see no member popups.
  const suppress = ctx.route.kind === 'home' && ctx.route.popup !== undefined
  return (
    <>
      <AnnouncementPopup key={ctx.viewer} items={ctx.viewer === 'trial' ? [] : items} signedIn={signedIn} suppress={suppress} pageSize={PAGE_SIZE.announcements} texts={popupTexts} />
      <FeedbackDialog
        types={FEEDBACK_TYPES}
        limits={FEEDBACK_LENGTH}
        signedIn={signedIn}
        texts={commsTexts(ctx.t, 'comms.feedback.', ['auth.captcha', 'auth.captchaImage', 'auth.captchaRefresh', 'auth.captchaPlaceholder'])}
      />
    </>
  )
}
