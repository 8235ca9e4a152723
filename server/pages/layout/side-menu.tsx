/**
 * Side menu (spec §2): collapse toggle, logo, game types in nav order, rewards banner to the reward
 * center, download hover with iOS and Android QR codes, support contacts, language select and the
 * live-chat button when a LIVECHAT service exists. (Invite friends shows only to logged-in users.)
 */
import QRCode from 'qrcode'
import type { PageContext } from '../context'
import type { NavItem } from '../shared/nav'
import { Icon } from '../../../client/components/icon'
import { CollapseButton } from '../../../client/islands/app-shell'
import { LanguageSelect } from '../../../client/islands/language-select'
import { LANGUAGES } from '../../../shared/i18n/languages'

const qrCache = new Map<string, string>()
/** QR code of `url` as an SVG string (qrcode library; cached per URL). */
async function qrSvg(url: string): Promise<string> {
  const hit = qrCache.get(url)
  if (hit) return hit
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#120c24', light: '#ffffff' } })
  qrCache.set(url, svg)
  return svg
}

export function decodePath(path: string): string {
  try { return atob(path) } catch { return '#' }
}

function csIcon(type: string) {
  return type === 'TELEGRAM' ? 'telegram' : type === 'FACEBOOK' ? 'facebook' : 'chat'
}

export async function SideMenu({ ctx, items }: { ctx: PageContext; items: NavItem[] }) {
  const brand = ctx.platform.brand.info()
  const resources = ctx.platform.brand.resources(ctx.language)
  const services = ctx.platform.brand.customerServices()
  const contacts = services.filter((s) => s.type !== 'LIVECHAT')
  const liveChat = services.find((s) => s.type === 'LIVECHAT')
  const rewardsBanner = ctx.platform.announcements.banners('w_leftmenu', ctx.language)[0]
  const ios = resources.find((r) => r.resourceType === 'APP_IOS')
  const android = resources.find((r) => r.resourceType === 'APP_ANDROID')
  // QR codes are read by another device, so they carry absolute URLs; the iOS link carries the language (spec §2).
  const absolute = (u: string) => new URL(u, ctx.url.origin).toString()
  const iosUrl = ios ? absolute(`${ios.url.split('#')[0]}${ios.url.includes('?') ? '&' : '?'}lang=${ctx.language}${ios.url.includes('#') ? `#${ios.url.split('#')[1]}` : ''}`) : null
  const androidUrl = android ? absolute(android.url) : null
  const [iosQr, androidQr] = await Promise.all([iosUrl ? qrSvg(iosUrl) : null, androidUrl ? qrSvg(androidUrl) : null])
  return (
    <aside className="side" aria-label={brand.name}>
      <div className="side__top">
        <a className="side__logo" href="/" aria-label={brand.name}>
          <span className="logo-mark" aria-hidden="true">{brand.name.slice(0, 1)}</span>
          <span className="side__label side__brand">{brand.name}</span>
        </a>
        <CollapseButton labels={{ collapse: ctx.t('side.collapse'), expand: ctx.t('side.expand') }} />
      </div>
      <nav className="side__nav">
        {items.map((item) => (
          <a key={item.key} href={item.href} className={ctx.path === item.path ? 'side__link is-active' : 'side__link'} aria-current={ctx.path === item.path ? 'page' : undefined} title={ctx.t(`nav.${item.key}`)}>
            <Icon name={item.key} />
            <span className="side__label">{ctx.t(`nav.${item.key}`)}</span>
          </a>
        ))}
      </nav>
      <a className="side__rewards" href="/login" title={ctx.t('side.rewards')}>
        {rewardsBanner ? <img src={`${rewardsBanner.url}?language=${ctx.language}`} alt="" width={600} height={400} loading="lazy" /> : null}
        <span className="side__rewards-text"><Icon name="gift" /><span className="side__label"><b>{ctx.t('side.rewards')}</b><small>{ctx.t('side.rewardsHint')}</small></span></span>
      </a>
      <div className="side__group">
        <div className="download" tabIndex={0}>
          <span className="side__link"><Icon name="download" /><span className="side__label">{ctx.t('side.download')}</span></span>
          <div className="download__pop" role="group" aria-label={ctx.t('side.download')}>
            {iosQr && iosUrl ? (
              <a className="download__qr" href={iosUrl} rel="noopener">
                <span dangerouslySetInnerHTML={{ __html: iosQr }} />
                <span><Icon name="apple" size={16} /> {ctx.t('side.downloadIos')}</span>
              </a>
            ) : null}
            {androidQr && androidUrl ? (
              <a className="download__qr" href={androidUrl} rel="noopener">
                <span dangerouslySetInnerHTML={{ __html: androidQr }} />
                <span><Icon name="android" size={16} /> {ctx.t('side.downloadAndroid')}</span>
              </a>
            ) : null}
            <small>{ctx.t('side.scanToInstall')}</small>
          </div>
        </div>
        <div className="side__heading side__label">{ctx.t('side.support')}</div>
        {contacts.map((s) => (
          <a key={`${s.type}-${s.csPosition}`} className="side__link side__link--small" href={decodePath(s.path)} target="_blank" rel="noopener noreferrer" title={s.title}>
            <Icon name={csIcon(s.type)} size={18} />
            <span className="side__label">{s.title}</span>
          </a>
        ))}
      </div>
      <div className="side__bottom">
        <LanguageSelect current={ctx.language} label={ctx.t('side.language')} options={LANGUAGES.map((l) => ({ code: l.code, label: l.label }))} />
        {liveChat ? (
          <a className="btn btn--primary side__chat" href={decodePath(liveChat.path)} target="_blank" rel="noopener noreferrer">
            <Icon name="chat" size={18} /><span className="side__label">{ctx.t('side.liveChat')}</span>
          </a>
        ) : null}
      </div>
    </aside>
  )
}
