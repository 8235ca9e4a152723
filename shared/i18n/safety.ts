/**
 * Texts of live events and responsible gaming (namespace `safety`, issue 8): the notices a tab
 * shows when the server signs it out or the brand goes into maintenance. English and Filipino.
 * `{{until}}` receives a date already formatted in the member's language and time zone.
 */
import type { MessagesShape } from './en'

export const safetyEn = {
  live: {
    signedOutTitle: 'You have been signed out',
    revoked: 'Your session was ended from another device or browser.',
    passwordChanged: 'Your password was changed, so this session has ended.',
    expired: 'Your session has expired. Please log in again.',
    timeOut: 'You are taking a break until {{until}}. You can log in again after that.',
    selfExclusion: 'You have excluded yourself from playing until {{until}}.',
    ok: 'OK',
  },
}

export const safetyTy: MessagesShape['safety'] = {
  live: {
    signedOutTitle: 'Na-sign out ka',
    revoked: 'Tinapos ang iyong session mula sa ibang device o browser.',
    passwordChanged: 'Napalitan ang iyong password, kaya natapos ang session na ito.',
    expired: 'Nag-expire na ang iyong session. Mag-log in muli.',
    timeOut: 'Nagpapahinga ka hanggang {{until}}. Maaari kang mag-log in muli pagkatapos nito.',
    selfExclusion: 'Ibinukod mo ang iyong sarili sa paglalaro hanggang {{until}}.',
    ok: 'Sige',
  },
}
