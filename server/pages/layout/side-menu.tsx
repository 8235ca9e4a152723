/**
 * Side menu (spec §2): collapse toggle, logo, game types in nav order, rewards banner to the reward
 * center, download hover with iOS and Android QR codes, support contacts, language select and the
 * live-chat button when a LIVECHAT service exists (it opens the chat CBS_launchChat names). Invite
 * friends shows to a logged-in agent (→ register center) or, while the brand runs its referral
 * promotion, to a logged-in member (→ the referral tab). Contact paths are decoded on the client (CsLink).
 */
import type { PageContext } from '../context'
import { PromoCount } from '../../../client/islands/member-summary-parts'
import type { NavItem } from '../shared/nav'
import { Icon } from '../../../client/components/icon'
import { CollapseButton } from '../../../client/islands/app-shell'
import { LanguageSelect } from '../../../client/islands/language-select'
import { OFFERED_LANGUAGES } from '../../../shared/i18n/languages'
import { qrSvg } from '../shared/qr'
import { CsLink } from '../../../client/islands/support/cs-link'
import { LiveChatButton } from '../../../client/islands/support/live-chat-button'
import { tabHref } from '../member/member-menu'
import { StaticPart } from './static-part'
import { installGuideUrl } from '../support/download-page'

function csIcon(type: string) {
  return type === 'TELEGRAM' ? 'telegram' : type === 'FACEBOOK' ? 'facebook' : 'chat'
}

export function SideMenu({ ctx, items }: { ctx: PageContext; items: NavItem[] }) {
  const brand = ctx.platform.brand.info()
  const services = ctx.platform.brand.customerServices()
  const contacts = services.filter((s) => s.type !== 'LIVECHAT')
  const liveChat = services.find((s) => s.type === 'LIVECHAT')
  const rewardsBanner = ctx.platform.announcements.banners('w_leftmenu', ctx.language)[0]
  // The QR codes open the install guide of their platform on the phone that scans them (decision 0057): absolute URLs carrying the language (spec §2).
  const iosUrl = installGuideUrl(ctx, 'ios')
  const androidUrl = installGuideUrl(ctx, 'android')
  const invite = ctx.viewer === 'agent' ? '/agentHome?tab=registerCenter' : ctx.viewer === 'member' && ctx.platform.promotions.referralEnabled() ? '/member?tab=referral' : null
  // The promotions badge is the member's (from the member summary): a member's or agent's links carry it.
  const promoCounted = ctx.viewer === 'member' || ctx.viewer === 'agent'
  const navLinks = () =>
    items.map((item) => (
      <a
        key={item.key}
        href={item.href}
        className={ctx.path === item.path ? 'side__link is-active' : 'side__link'}
        aria-current={ctx.path === item.path ? 'page' : undefined}
        title={ctx.t(`nav.${item.key}`)}
      >
        <Icon name={item.key} />
        <span className="side__label">{ctx.t(`nav.${item.key}`)}</span>
        {item.key === 'PROMO' && promoCounted ? <PromoCount label={ctx.t('promo.page.available', { count: '{{count}}' })} className="nav-badge side__badge" /> : null}
      </a>
    ))
  const downloadPop = async () => {
    const [iosQr, androidQr] = await Promise.all([iosUrl ? qrSvg(iosUrl) : null, androidUrl ? qrSvg(androidUrl) : null])
    const qrLink = (url: string, svg: string, icon: string, label: string) => (
      <a className="download__qr" href={url} rel="noopener">
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG the qrcode library draws from our own URL (pages/shared/qr.ts); no user markup */}
        <span dangerouslySetInnerHTML={{ __html: svg }} />
        <span>
          <Icon name={icon} size={16} /> {label}
        </span>
      </a>
    )
    return (
      <>
        {iosQr && iosUrl ? qrLink(iosUrl, iosQr, 'apple', ctx.t('side.downloadIos')) : null}
        {androidQr && androidUrl ? qrLink(androidUrl, androidQr, 'android', ctx.t('side.downloadAndroid')) : null}
        <small>{ctx.t('side.scanToInstall')}</small>
      </>
    )
  }
  return (
    <aside className="side" aria-label={brand.name}>
      <div className="side__top">
        <a className="side__logo" href="/">
          <span className="logo-mark" aria-hidden="true">
            {brand.name.slice(0, 1)}
          </span>
          <span className="side__label side__brand">{brand.name}</span>
        </a>
        <CollapseButton labels={{ collapse: ctx.t('side.collapse'), expand: ctx.t('side.expand') }} />
      </div>
      {promoCounted ? (
        <nav className="side__nav">{navLinks()}</nav>
      ) : (
        // Without the member's promotions badge the links are the same for every page with the same current entry: rendered once per content version (decision 0051).
        <StaticPart ctx={ctx} tag="nav" attrs={{ className: 'side__nav' }} partKey={`side-nav|${items.find((i) => i.path === ctx.path)?.key ?? ''}`}>
          {navLinks}
        </StaticPart>
      )}
      <a className="side__rewards" href={ctx.loggedIn ? tabHref('rewardCenter') : '/login'} title={ctx.t('side.rewards')}>
        {rewardsBanner ? <img src={`${rewardsBanner.url}?language=${ctx.language}`} alt="" width={600} height={400} loading="lazy" /> : null}
        <span className="side__rewards-text">
          <Icon name="gift" />
          <span className="side__label">
            <b>{ctx.t('side.rewards')}</b>
            <small>{ctx.t('side.rewardsHint')}</small>
          </span>
        </span>
      </a>
      {invite ? (
        <a className="side__link side__invite" href={invite} title={ctx.t('side.invite')} data-testid="side-invite">
          <Icon name="users" />
          <span className="side__label">{ctx.t('side.invite')}</span>
        </a>
      ) : null}
      <div className="side__group">
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focusing the wrapper opens the QR pop-over by keyboard (.download:focus-within), as hover does; a <button> trigger would need resets app.css does not have */}
        <div className="download" tabIndex={0}>
          <span className="side__link">
            <Icon name="download" />
            <span className="side__label">{ctx.t('side.download')}</span>
          </span>
          {/* A div with role=group keeps the QR pop-over layout (a <fieldset> brings a UA border, padding and min-width that its CSS does not reset); the QR codes are drawn and rendered once per content version and origin (decision 0051). */}
          <StaticPart ctx={ctx} tag="div" attrs={{ className: 'download__pop', role: 'group', 'aria-label': ctx.t('side.download') }} partKey={`download|${ctx.url.origin}`}>
            {downloadPop}
          </StaticPart>
        </div>
        <div className="side__heading side__label">{ctx.t('side.support')}</div>
        {contacts.map((s) => (
          <CsLink key={`${s.type}-${s.csPosition}`} className="side__link side__link--small" path={s.path} title={s.title}>
            <Icon name={csIcon(s.type)} size={18} />
            <span className="side__label">{s.title}</span>
          </CsLink>
        ))}
      </div>
      <div className="side__bottom">
        <LanguageSelect current={ctx.language} label={ctx.t('side.language')} options={OFFERED_LANGUAGES.map((l) => ({ code: l.code, label: l.label }))} />
        {liveChat ? (
          <LiveChatButton
            className="btn btn--primary side__chat"
            modelId={liveChat.csPosition}
            labels={{ title: ctx.t('support.chat.title'), close: ctx.t('support.chat.close'), unavailable: ctx.t('support.chat.unavailable') }}
          >
            <Icon name="chat" size={18} />
            <span className="side__label">{ctx.t('side.liveChat')}</span>
          </LiveChatButton>
        ) : null}
      </div>
    </aside>
  )
}
