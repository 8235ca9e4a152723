/** Maintenance page (spec §2 "Other screens", §4 status 1): replaces the app; end time if known, customer-service button. */
import type { PageContext } from '../context'
import { CsLink } from '../../../client/islands/support/cs-link'
import { decodeContactPath } from '../../../shared/contact'
import { LocalTime } from '../../../client/islands/local-time'

export function SystemShell({ ctx, children }: { ctx: PageContext; children: React.ReactNode }) {
  const brand = ctx.platform.brand.info()
  return (
    <div className="system-page">
      <div className="system-card">
        <span className="logo-mark logo-mark--big" aria-hidden="true">
          {brand.name.slice(0, 1)}
        </span>
        <p className="system-card__brand">{brand.name}</p>
        {children}
      </div>
    </div>
  )
}

export function SupportButton({ ctx }: { ctx: PageContext }) {
  const services = ctx.platform.brand.customerServices()
  // The lobby (and so the embedded chat) is closed here: an outside contact first.
  const outside = services.filter((s) => decodeContactPath(s.path)?.startsWith('http'))
  const cs = outside.find((s) => s.type === 'LIVECHAT') ?? outside.find((s) => s.type === 'TELEGRAM') ?? outside[0]
  return cs ? (
    <CsLink className="btn btn--primary" path={cs.path}>
      {ctx.t('system.contactSupport')}
    </CsLink>
  ) : null
}

export function MaintenancePage({ ctx }: { ctx: PageContext }) {
  const end = ctx.status.maintenanceEnd
  return (
    <SystemShell ctx={ctx}>
      <h1 data-testid="maintenance-title">{ctx.t('system.maintenanceTitle')}</h1>
      <p>{ctx.t('system.maintenanceText')}</p>
      <p className="system-card__meta">
        {end ? (
          <>
            {ctx.t('system.maintenanceEnd', { time: '' })}
            <LocalTime ms={end} language={ctx.language} />
          </>
        ) : (
          ctx.t('system.maintenanceUnknown')
        )}
      </p>
      <SupportButton ctx={ctx} />
    </SystemShell>
  )
}
