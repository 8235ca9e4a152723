/** Region-blocked page (spec §2, §8 'blockip'): shows the visitor's IP and a customer-service button. */
import type { PageContext } from '../context'
import { SupportButton, SystemShell } from './maintenance-page'

export function RegionPage({ ctx }: { ctx: PageContext }) {
  return (
    <SystemShell ctx={ctx}>
      <h1 data-testid="region-title">{ctx.t('system.regionTitle')}</h1>
      <p>{ctx.t('system.regionText')}</p>
      <p className="system-card__meta" data-testid="region-ip">
        {ctx.t('system.yourIp', { ip: ctx.ip })}
      </p>
      <SupportButton ctx={ctx} />
    </SystemShell>
  )
}
