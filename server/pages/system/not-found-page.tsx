/** 404 page inside the lobby layout. */
import type { PageContext } from '../context'

export function NotFoundPage({ ctx }: { ctx: PageContext }) {
  return (
    <div className="empty-state empty-state--page">
      <p className="empty-state__code">404</p>
      <h1>{ctx.t('system.notFoundTitle')}</h1>
      <p>{ctx.t('system.notFoundText')}</p>
      <a className="btn btn--primary" href="/">
        {ctx.t('system.home')}
      </a>
    </div>
  )
}
