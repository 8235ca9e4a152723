/**
 * Client navigation hook-point (spec §2: history mode; route changes scroll smoothly to top;
 * a failed navigation is silently ignored). The browser entry installs the implementation;
 * on the server `navigate` is never called.
 */
export interface NavigateOptions {
  /** Replace the history entry instead of pushing (search-as-you-type). */
  replace?: boolean
  /** Keep the scroll position (filters inside a page). */
  keepScroll?: boolean
}

type Navigate = (href: string, opts?: NavigateOptions) => void
let impl: Navigate = (href) => {
  location.href = href
}

/**
 * Announced on `window` when a page is about to be re-rendered or navigated to through `navigate`
 * or `refresh` (after a login, a money movement, a claim), so what the tab keeps beside the page
 * (the member summary, client/member-summary.ts) loads again with it.
 */
export const NAVIGATION_EVENT = 'lobby:navigate'

export function setNavigate(fn: Navigate) {
  impl = fn
}
export function navigate(href: string, opts?: NavigateOptions) {
  dispatchEvent(new Event(NAVIGATION_EVENT))
  impl(href, opts)
}
/** Re-renders the current URL from the server (after a language change). */
export function refresh() {
  dispatchEvent(new Event(NAVIGATION_EVENT))
  impl(location.pathname + location.search + location.hash, { replace: true, keepScroll: true })
}
