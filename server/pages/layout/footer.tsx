/**
 * Footer (spec §1, §2): vendor logos, help links, the content pages (blog, news, notification, winners, app), resources,
 * feedback entry, 18+ and the brand's licence text and number (brand settings, decision 0028: nothing shown until an
 * operator sets them with `npm run operator -- licence set`; a demo brand's says it is a demo).
 */
import type { PageContext } from '../context'
import type { VendorLane } from '../../../shared/schemas/game'
import { SECTIONS } from '../support/content-nav'
import { StaticPart } from './static-part'

/** The footer: the same for every page of a brand, language and year, so its markup is rendered once per content version (decision 0051). */
export function Footer({ ctx, lanes }: { ctx: PageContext; lanes: VendorLane[] }) {
  const year = new Date().getUTCFullYear()
  return (
    <StaticPart ctx={ctx} tag="footer" attrs={{ className: 'footer' }} partKey={`footer|${year}`}>
      {() => <FooterContent ctx={ctx} lanes={lanes} year={year} />}
    </StaticPart>
  )
}

function FooterContent({ ctx, lanes, year }: { ctx: PageContext; lanes: VendorLane[]; year: number }) {
  const brand = ctx.platform.brand.info()
  const licence = ctx.platform.brand.licence(ctx.language)
  const help = ctx.platform.brand.helpCenter(ctx.language)
  const resources = ctx.platform.brand.resources(ctx.language).filter((r) => !r.resourceType.startsWith('APP_'))
  const vendors = new Map<string, string>()
  for (const lane of lanes) for (const c of lane.cards) if (!vendors.has(c.vassalage)) vendors.set(c.vassalage, c.name)
  return (
    <>
      <section className="footer__vendors" aria-label={ctx.t('footer.providers')}>
        <h2 className="footer__title">{ctx.t('footer.providers')}</h2>
        <ul className="vendor-logos">
          {[...vendors].map(([code, name]) => (
            <li key={code}>
              <img src={`/img/vendor/${code}/default-white.svg`} alt={name} title={name} width={120} height={48} loading="lazy" />
            </li>
          ))}
        </ul>
      </section>
      <div className="footer__cols">
        <section>
          <h2 className="footer__title">{ctx.t('footer.help')}</h2>
          <ul className="footer__links">
            {help.map((a) => (
              <li key={a.id}>
                <a href={`/help#${a.anchor}`}>{a.title}</a>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="footer__title">{ctx.t('support.nav.explore')}</h2>
          <ul className="footer__links">
            {SECTIONS.map(([key, href]) => (
              <li key={key}>
                <a href={href}>{ctx.t(`support.nav.${key}`)}</a>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="footer__title">{ctx.t('footer.resources')}</h2>
          <ul className="footer__links">
            {resources.map((r) => (
              <li key={r.url}>
                <a href={r.url} target="_blank" rel="noopener noreferrer">
                  {r.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="footer__title">{ctx.t('footer.feedback')}</h2>
          <p className="footer__muted">{ctx.t('footer.feedbackHint')}</p>
          <a className="btn btn--ghost" href="/help#feedback" data-feedback-open="" data-testid="footer-feedback">
            {ctx.t('comms.feedback.open')}
          </a>
        </section>
      </div>
      <div className="footer__legal">
        <span className="age-badge">{ctx.t('footer.age')}</span>
        <p>
          {ctx.t('footer.ageText')} {ctx.t('footer.risk')}
        </p>
      </div>
      {licence.text || licence.number ? (
        <p className="footer__licence" data-testid="footer-licence">
          {licence.text}
          {licence.text && licence.number ? ' ' : null}
          {licence.number ? <span className="footer__licence-no">{ctx.t('footer.licenceNumber', { number: licence.number })}</span> : null}
        </p>
      ) : null}
      <p className="footer__copy">{ctx.t('footer.rights', { year, brand: brand.name })}</p>
    </>
  )
}
