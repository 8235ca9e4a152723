/**
 * The session's reality check as the server sees it (issue 8): read by the RealityCheck island on
 * every page of a signed-in member and by the responsible-gaming forms. Kept apart from the forms
 * (rg-forms.tsx) so the check that every page mounts does not load their schemas (decision 0039).
 */
import { api, call } from '../../api'

/** Reality-check state as GET /wps/member/responsible-gaming/reality-check answers it (major units). */
export interface RealityState {
  intervalMinutes: number | null
  minutesPlayed: number
  net: number
  wagered: number
  nextAt: number | null
  dueInMs: number | null
}

/** Reads the session's reality check (null when it cannot be read: signed out, network). */
export async function readReality(): Promise<RealityState | null> {
  const res = await call(api.responsibleGaming.member['responsible-gaming']['reality-check'].$get())
  return res.success && res.value ? res.value : null
}
