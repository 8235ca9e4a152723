/**
 * The signed-in member's summary on the client (decision 0038): the lobby's shared pages are one
 * render per viewer class, and what belongs to the member — balance, name, avatar, VIP level,
 * unread messages, the promotions badge, favourite hearts, contract offers — comes from one call,
 * `GET /wps/member/summary`, which the page preloads (`<link rel=preload>` in the document head).
 *
 * One store per tab, shared by every island that shows a part of it (`useMemberSummary`). It loads
 * when the first such island mounts, and again when the page is re-rendered or navigated to
 * through the router (after a login, a deposit, a claim: `client/router.ts` announces it) while
 * islands show it; the last answer stays on screen until the next one arrives, so nothing flickers.
 * A failed load keeps what was shown (the islands show a placeholder until a first answer).
 */
import { useEffect, useSyncExternalStore } from 'react'
import { api, call, type ValueOf } from './api'
import { NAVIGATION_EVENT } from './router'

export type MemberSummary = ValueOf<Awaited<ReturnType<typeof api.member.summary.$get>>>

let summary: MemberSummary | null = null
/** The summary is older than the last re-render: the next island to mount loads it again. */
let stale = true
let loading: Promise<void> | null = null
let mounted = 0
/** The tab signed out: no load until an island of a signed-in page mounts again. */
let signedOut = false
const listeners = new Set<() => void>()

function emit() {
  for (const l of listeners) l()
}

/** Loads the summary (one call at a time); keeps the last one when the call fails or the session ended. */
export function loadMemberSummary(): Promise<void> {
  loading ??= call(api.member.summary.$get())
    .then((res) => {
      if (res.success && res.value) {
        summary = res.value
        stale = false
        emit()
      } else if (res.status === 401) {
        summary = null
        emit()
      }
    })
    .finally(() => {
      loading = null
    })
  return loading
}

/**
 * Forgets the summary when this tab signs out (the sign-out button, a logout announced by the live
 * events): the re-render that follows loads nothing until a signed-in page's island mounts again
 * (a load then would only be refused with 401).
 */
export function forgetMemberSummary() {
  summary = null
  stale = true
  signedOut = true
  emit()
}

/** Changes a part of the summary the tab learnt of otherwise (a live event, a wallet form's answer). */
export function patchMemberSummary(patch: Partial<MemberSummary>) {
  if (!summary) return
  summary = { ...summary, ...patch }
  emit()
}

if (typeof window !== 'undefined') {
  addEventListener(NAVIGATION_EVENT, () => {
    stale = true
    if (mounted > 0 && !signedOut) void loadMemberSummary()
  })
}

function subscribe(l: () => void) {
  listeners.add(l)
  return () => {
    listeners.delete(l)
  }
}

/** Loads the summary for a mounted island of a signed-in page (when `enabled`), as the module comment says. */
function useSummaryLoad(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return
    mounted++
    signedOut = false
    if (stale || !summary) void loadMemberSummary()
    return () => {
      mounted--
    }
  }, [enabled])
}

/**
 * The member summary for an island of a signed-in page: null until the first answer (and always
 * for a visitor: pass `enabled` false and nothing is loaded).
 */
export function useMemberSummary(enabled = true): MemberSummary | null {
  const value = useSyncExternalStore(
    subscribe,
    () => summary,
    () => null,
  )
  useSummaryLoad(enabled)
  return enabled ? value : null
}

/**
 * One part of the member summary, `select`ed from it (null until the first answer): the island
 * re-renders only when that part changes, not with every change of the summary — for islands a
 * page holds many of (the favourite hearts). `select` must return a primitive (or the same object
 * for the same summary). Nothing is loaded, and `select(null)` is returned, when `enabled` is false.
 */
export function useMemberSummaryPart<V>(select: (s: MemberSummary | null) => V, enabled = true): V {
  const value = useSyncExternalStore(
    subscribe,
    () => select(enabled ? summary : null),
    () => select(null),
  )
  useSummaryLoad(enabled)
  return value
}
