/**
 * Help center popup on /help (spec §2: home page plus help modal, #term anchor): every article of
 * the brand's help centre, HTML sanitised, with a table of contents. Closing returns to home.
 */
import type { PageContext } from '../context'
import { sanitizeHtml } from '../../html/sanitize'
import { Icon } from '../../../client/components/icon'
import { CsLink } from '../../../client/islands/support/cs-link'

export function HelpModal({ ctx }: { ctx: PageContext }) {
  const articles = ctx.platform.brand.helpCenter(ctx.language)
  const services = ctx.platform.brand.customerServices()
  return (
    <div className="overlay" role="dialog" aria-modal="true" aria-labelledby="help-title">
      <div className="overlay__panel help">
        <header className="modal__head">
          <h1 id="help-title">{ctx.t('help.title')}</h1>
          <a className="icon-btn" href="/" aria-label={ctx.t('help.close')}>
            <Icon name="close" />
          </a>
        </header>
        <div className="help__body">
          <nav className="help__toc" aria-label={ctx.t('help.contents')}>
            {articles.map((a) => (
              <a key={a.id} href={`#${a.anchor}`}>
                {a.title}
              </a>
            ))}
            <a href="#feedback">{ctx.t('footer.feedback')}</a>
          </nav>
          <div className="help__articles">
            {articles.map((a) => (
              <article key={a.id} id={a.anchor} className="help__article">
                <h2>{a.title}</h2>
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: operator-written HTML, cleaned by sanitizeHtml (the sanitize-html allow-list in server/html/sanitize.ts) right here */}
                <div className="prose" dangerouslySetInnerHTML={{ __html: sanitizeHtml(a.content) }} />
              </article>
            ))}
            <article id="feedback" className="help__article">
              <h2>{ctx.t('footer.feedback')}</h2>
              <p>{ctx.t('footer.feedbackHint')}</p>
              <div className="help__contacts">
                <button type="button" className="btn btn--primary" data-feedback-open="">
                  {ctx.t('comms.feedback.open')}
                </button>
                {services.map((s) => (
                  <CsLink key={`${s.type}-${s.csPosition}`} className="btn btn--ghost" path={s.path}>
                    {s.title}
                  </CsLink>
                ))}
                <a className="btn btn--ghost" href="/download">
                  {ctx.t('support.help.download')}
                </a>
              </div>
            </article>
          </div>
        </div>
      </div>
    </div>
  )
}
