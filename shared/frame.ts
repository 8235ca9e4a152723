/**
 * The frame of a page (issue 16, decision 0064): the layout around a page's content (head, side
 * menu, header, footer, tab bar, dialogs) rendered once per brand, language, viewer class, URL and
 * content version, hydrated by its own React root; the page's content is rendered per request and
 * hydrated by a second root inside the frame's `<main id="content">`. Names both sides share.
 */

/** What the frame's HTML holds in `<main id="content">` until the content is spliced in (server/rsc/frame.ts). */
export const CONTENT_MARKER = '<!--lobby-content-->'

/** `<main>`'s attribute that says the page came framed: the browser entry then hydrates two roots. */
export const FRAMED_ATTR = 'data-framed'

/** Request header of a client navigation from a framed page (`1`): the answer is the frame's Flight, then the content's. */
export const FRAME_REQUEST_HEADER = 'X-Lobby-Frame'

/** Response header of such an answer: the byte length of the frame's Flight at the start of the body. */
export const FRAME_LENGTH_HEADER = 'X-Lobby-Frame-Length'

/** Response header asking a framed page to load the next URL whole (its page has no frame: a bare page, maintenance, a member's forced password change…). */
export const RELOAD_HEADER = 'X-Lobby-Reload'

/** Prefix of `useId` identifiers inside the content root (both passes use it, so the ids match at hydration). */
export const CONTENT_ID_PREFIX = 'c-'

/**
 * The global holding the byte length of a framed document's frame Flight: the document inlines the
 * frame's Flight, then the content's, in rsc-html-stream's `__FLIGHT_DATA`; the browser splits them there.
 */
export const FRAME_LENGTH_GLOBAL = '__lobbyFrame'
