/**
 * App download (spec §1 "app download for iOS and Android (with install guides)", §2 side menu
 * download QR codes, other screens "app download"): the brand's iOS and Android links (resources
 * APP_IOS and APP_ANDROID; the iOS link carries the language) as QR codes to scan with a phone, a
 * button for the phone that is already here, and step-by-step install guides (#ios, #android).
 */
import type { PageContext } from '../context'
import { Icon } from '../../../client/components/icon'
import { qrSvg } from '../shared/qr'
import { ContentNav } from './content-nav'

/** The absolute app links of the brand (the side menu's download hover shows the same). */
export function appLinks(ctx: PageContext): { ios: string | null; android: string | null } {
  const resources = ctx.platform.brand.resources(ctx.language)
  const ios = resources.find((r) => r.resourceType === 'APP_IOS')
  const android = resources.find((r) => r.resourceType === 'APP_ANDROID')
  const absolute = (u: string) => new URL(u, ctx.url.origin)
  const iosUrl = ios ? absolute(ios.url) : null
  iosUrl?.searchParams.set('lang', ctx.language)
  return { ios: iosUrl?.toString() ?? null, android: android ? absolute(android.url).toString() : null }
}

export async function DownloadPage({ ctx }: { ctx: PageContext }) {
  const t = ctx.t
  const links = appLinks(ctx)
  const platforms = [
    ['ios', 'apple', links.ios, t('support.download.ios'), t('support.download.iosTitle')],
    ['android', 'android', links.android, t('support.download.android'), t('support.download.androidTitle')],
  ] as const
  const qrs = await Promise.all(platforms.map(([, , url]) => (url ? qrSvg(url) : null)))
  return (
    <div className="content-page" data-testid="download-page">
      <ContentNav ctx={ctx} current="download" />
      <header className="page-head page-head--hero">
        <h1 className="page-title">{t('support.download.title')}</h1>
        <p className="page-lead">{t('support.download.lead')}</p>
      </header>
      <div className="dl-grid">
        {platforms.map(([key, icon, url, name, title], i) => (
          <section key={key} id={key} className="dl-card" aria-labelledby={`dl-${key}`} data-testid={`download-${key}`}>
            <header className="dl-card__head">
              <Icon name={icon} size={26} />
              <h2 id={`dl-${key}`}>{name}</h2>
            </header>
            {url && qrs[i] ? (
              <div className="dl-card__qr">
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG the qrcode library draws from our own URL (pages/shared/qr.ts); no user markup */}
                <span className="dl-card__code" role="img" aria-label={`${t('support.download.scan')}: ${name}`} dangerouslySetInnerHTML={{ __html: qrs[i]! }} />
                <small>{t('support.download.scan')}</small>
                <a className="btn btn--ghost dl-card__open" href={url}>
                  {t('support.download.open')}
                </a>
              </div>
            ) : null}
            <h3 className="dl-card__title">{title}</h3>
            <ol className="dl-steps">
              {[1, 2, 3, 4].map((n) => (
                <li key={n}>{t(`support.download.${key}${n}`)}</li>
              ))}
            </ol>
          </section>
        ))}
      </div>
      <p className="dl-help">
        {t('support.download.help')} <a href="/help#app">{t('support.download.helpLink')}</a>
      </p>
    </div>
  )
}
