/**
 * Mounts the tab's live-event listener (client/islands/live-events.tsx): enabled only for a
 * signed-in member (spec §4: the listener runs only when logged in), with its notices translated;
 * beside it the responsible-gaming reality check (client/islands/responsible-gaming/reality-check.tsx).
 */
import type { PageContext } from '../context'
import { LiveEvents } from '../../../client/islands/live-events'
import { RealityCheck } from '../../../client/islands/responsible-gaming/reality-check'
import { localeOf } from '../../../shared/i18n/format'

const REASONS = ['revoked', 'passwordChanged', 'timeOut', 'selfExclusion', 'expired'] as const

export function LiveEventsMount({ ctx }: { ctx: PageContext }) {
  const t = ctx.t
  const labels = {
    signedOutTitle: t('responsibleGaming.live.signedOutTitle'),
    ok: t('responsibleGaming.live.ok'),
    ...(Object.fromEntries(REASONS.map((r) => [r, t(`responsibleGaming.live.${r}`, { until: '{{until}}' })])) as Record<(typeof REASONS)[number], string>),
  }
  const r = (k: string) => t(`responsibleGaming.reality.${k}`, { time: '{{time}}', h: '{{h}}', m: '{{m}}' })
  return (
    <>
      {/* Mounted for visitors too (listening only when signed in): its sign-out notice outlives the re-render to the visitor's page. */}
      <LiveEvents enabled={ctx.loggedIn} language={ctx.language} labels={labels} />
      {/* The reality check (responsible gaming): members only, never trial accounts. */}
      <RealityCheck
        enabled={ctx.viewer === 'member' || ctx.viewer === 'agent'}
        symbol={ctx.platform.wallet.settings().currencySymbol}
        locale={localeOf(ctx.language)}
        labels={{ title: r('title'), played: r('played'), net: r('net'), wagered: r('wagered'), hm: r('hm'), m: r('m'), continue: r('continue'), leave: r('leave') }}
      />
    </>
  )
}
