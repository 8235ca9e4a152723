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

export function setNavigate(fn: Navigate) {
  impl = fn
}
export function navigate(href: string, opts?: NavigateOptions) {
  impl(href, opts)
}
/** Re-renders the current URL from the server (after a language change). */
export function refresh() {
  impl(location.pathname + location.search + location.hash, { replace: true, keepScroll: true })
}
