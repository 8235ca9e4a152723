/**
 * The demo marker (decision 0028): a slim strip at the top of every page of a demo brand
 * (BRAND_MODE=demo) saying it is a demo played with play money. Rendered by the document for
 * every layout (lobby, agent, play, maintenance, region); nothing in a live brand.
 */
import type { PageContext } from '../context'

export function DemoMarker({ ctx }: { ctx: PageContext }) {
  if (ctx.platform.brand.mode() !== 'demo') return null
  return (
    <div className="demo-marker" role="note" data-testid="demo-marker">
      <strong className="demo-marker__label">{ctx.t('demo.marker')}</strong>
      <span className="demo-marker__detail">{ctx.t('demo.detail')}</span>
    </div>
  )
}
