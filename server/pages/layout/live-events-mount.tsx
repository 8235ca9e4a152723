/**
 * Mounts the tab's live-event listener (client/islands/live-events.tsx): enabled only for a
 * signed-in member (spec §4: the listener runs only when logged in), with its notices translated.
 */
import type { PageContext } from '../context'
import { LiveEvents } from '../../../client/islands/live-events'

const REASONS = ['revoked', 'passwordChanged', 'timeOut', 'selfExclusion', 'expired'] as const

export function LiveEventsMount({ ctx }: { ctx: PageContext }) {
  const t = ctx.t
  const labels = {
    signedOutTitle: t('safety.live.signedOutTitle'),
    ok: t('safety.live.ok'),
    ...Object.fromEntries(REASONS.map((r) => [r, t(`safety.live.${r}`, { until: '{{until}}' })])) as Record<(typeof REASONS)[number], string>,
  }
  return <LiveEvents enabled={!!ctx.member} language={ctx.language} labels={labels} />
}
