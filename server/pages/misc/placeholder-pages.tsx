/**
 * Routes whose own content arrives with later issues (promotions, points mall): they answer with
 * a proper page saying so, inside the right layout.
 */
import type { PageContext } from '../context'

export function ComingSoonPage({ ctx, title, text }: { ctx: PageContext; title: string; text: string }) {
  return (
    <div className="empty-state empty-state--page">
      <span className="pill">{ctx.t('page.comingSoon')}</span>
      <h1>{title}</h1>
      <p>{text}</p>
      <a className="btn btn--primary" href="/">{ctx.t('page.backToLobby')}</a>
    </div>
  )
}
