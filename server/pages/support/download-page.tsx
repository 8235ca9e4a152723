/**
 * App download (spec §1 "app download for iOS and Android (with install guides)", §2 side menu
 * download QR codes, other screens "app download"; issue 18, decision 0057): "Install app" (the
 * installable web app: the browser's prompt, or Safari's Share → Add to Home Screen guide), QR codes
 * that open this page's guide for iOS or Android on the phone that scans them
 * (`/download?platform=ios|android`, the language carried), the brand's own app links where it has
 * them (resources APP_IOS and APP_ANDROID) for the phone that is already here, and step-by-step
 * install guides (#ios, #android). With `?platform=` that platform's guide comes first, marked.
 */
import type { PageContext } from '../context'
import { Icon } from '../../../client/components/icon'
import { qrSvg } from '../shared/qr'
import { ContentNav } from './content-nav'
import { InstallApp } from '../../../client/islands/support/install-app'

export type AppPlatform = 'ios' | 'android'

/** The absolute URL of this lobby's install guide for a platform in the page's language: what the iOS and Android QR codes open. */
export function installGuideUrl(ctx: PageContext, platform: AppPlatform): string {
  const url = new URL('/download', ctx.url.origin)
  url.searchParams.set('platform', platform)
  url.searchParams.set('language', ctx.language)
  return url.toString()
}

/** The platform a `?platform=` asks for, or none (any other value is ignored). */
const platformOf = (url: URL): AppPlatform | undefined => {
  const p = url.searchParams.get('platform')
  return p === 'ios' || p === 'android' ? p : undefined
}

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
  const current = platformOf(ctx.url)
  const all = [
    ['ios', 'apple', links.ios, t('support.download.ios'), t('support.download.iosTitle')],
    ['android', 'android', links.android, t('support.download.android'), t('support.download.androidTitle')],
  ] as const
  const platforms = current === 'android' ? [all[1], all[0]] : all
  const qrs = await Promise.all(platforms.map(([key]) => qrSvg(installGuideUrl(ctx, key))))
  const a = (key: string) => t(`support.app.${key}`)
  return (
    <div className="content-page" data-testid="download-page">
      <ContentNav ctx={ctx} current="download" />
      <header className="page-head page-head--hero">
        <h1 className="page-title">{t('support.download.title')}</h1>
        <p className="page-lead">{t('support.download.lead')}</p>
        <InstallApp
          platform={current}
          texts={{
            install: a('install'),
            installed: a('installed'),
            unavailable: a('unavailable'),
            iosTitle: a('iosTitle'),
            iosShare: a('iosShare'),
            iosAdd: a('iosAdd'),
            iosConfirm: a('iosConfirm'),
            close: a('close'),
          }}
        />
      </header>
      <div className="dl-grid">
        {platforms.map(([key, icon, url, name, title], i) => (
          <section
            key={key}
            id={key}
            className={key === current ? 'dl-card dl-card--current' : 'dl-card'}
            aria-labelledby={`dl-${key}`}
            aria-current={key === current ? 'true' : undefined}
            data-testid={`download-${key}`}
          >
            <header className="dl-card__head">
              <Icon name={icon} size={26} />
              <h2 id={`dl-${key}`}>{name}</h2>
              {key === current ? <span className="dl-card__badge">{a('guideFor')}</span> : null}
            </header>
            <div className="dl-card__qr">
              <a className="dl-card__code" href={installGuideUrl(ctx, key)} aria-label={`${t('support.download.scan')}: ${name}`} data-testid={`download-qr-${key}`}>
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG the qrcode library draws from our own URL (pages/shared/qr.ts); no user markup */}
                <span dangerouslySetInnerHTML={{ __html: qrs[i]! }} />
              </a>
              <small>{t('support.download.scan')}</small>
              {url && !url.startsWith(`${ctx.url.origin}/download`) ? (
                <a className="btn btn--ghost dl-card__open" href={url}>
                  {t('support.download.open')}
                </a>
              ) : null}
            </div>
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
