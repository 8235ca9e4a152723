/**
 * A sign-out this tab asked for itself (the sign-out button, the change-password form's logout),
 * told to the live-event stream (client/islands/live-events-stream.tsx) so the `logout` event the
 * server sends for it closes the stream without the "you were signed out" notice. Kept apart from
 * the stream so the islands that sign out do not load it.
 */

/** Until when (ms, epoch) a logout this tab asked for is under way: its own `logout` event is expected then. */
let ownLogoutUntil = 0
/** That logout ends the tab's session for good (the sign-out button), not renews it (a password change). */
let ownLogoutFinal = false

/**
 * Tells the stream that this tab is signing out by itself. Call it just before
 * `DELETE /wps/session/logout`. `final`: the session ends for good (the sign-out button), so the
 * stream does not ask whether it still lives (a call the server could only refuse).
 */
export function announceOwnLogout(final = false): void {
  ownLogoutUntil = Date.now() + 10_000
  ownLogoutFinal = final
}

/** Whether a logout this tab announced is under way now (`own`), and whether it ends the session for good (`final`). */
export function ownLogout(): { own: boolean; final: boolean } {
  const own = Date.now() < ownLogoutUntil
  return { own, final: own && ownLogoutFinal }
}
