/**
 * Header (spec §2): logged out shows login and register; the nav shows each type's vendor menu on
 * hover or keyboard focus (vendor icon and name; large layout above 10 vendors). Entries the width
 * cannot hold move into a "More" menu at the end (no entry is ever cut off).
 */
import type { PageContext } from '../context'
import { vendorHref, type NavItem } from '../shared/nav'
import { HOME } from '../../../shared/constants'
import { MenuButton } from '../../../client/islands/app-shell'
import { MemberBar } from './member-bar'
import { SearchMount } from './search-mount'
import { StaticPart } from './static-part'
import { PromoCount } from '../../../client/islands/member-summary-parts'

export function Header({ ctx, items, showMenuButton }: { ctx: PageContext; items: NavItem[]; showMenuButton: boolean }) {
  const brand = ctx.platform.brand.info()
  const current = ctx.path
  // availablePromoCount (spec §3 shared state) on the promotions entry: from the member summary (decision 0038).
  const promoCounted = ctx.viewer === 'member' || ctx.viewer === 'agent'
  const promoLabel = ctx.t('promo.page.available', { count: '{{count}}' })
  /** A type's vendor menu: inside a static list as it is, else its entries as a static part of their own. */
  const vendorMenu = (item: NavItem, inStaticList: boolean) => {
    const attrs = {
      className: item.vendors.length > HOME.vendorMenuLargeAbove ? 'vendor-menu vendor-menu--large' : 'vendor-menu',
      role: 'group',
      'aria-label': ctx.t('nav.vendorsOf', { type: ctx.t(`nav.${item.key}`) }),
    }
    const entries = () =>
      item.vendors.map((v) => (
        <a key={v.vassalage} className="vendor-menu__item" href={vendorHref(ctx, v)}>
          <img src={v.images.default.color} alt="" width={80} height={32} loading="lazy" />
          <span>{v.name}</span>
        </a>
      ))
    // A div with role=group keeps the hover menu layout; a <fieldset> brings a UA border, padding and min-width that its CSS does not reset.
    return inStaticList ? (
      <div {...attrs}>{entries()}</div>
    ) : (
      <StaticPart ctx={ctx} tag="div" attrs={attrs} partKey={`vendor-menu|${item.key}`}>
        {entries}
      </StaticPart>
    )
  }
  /** The list's entries and the "More" menu; `inStaticList`: rendered to static markup (no islands inside). */
  const listItems = (inStaticList: boolean) => (
    <>
      {items.map((item) => (
        <li key={item.key} className={item.vendors.length > 1 ? 'topnav__item has-menu' : 'topnav__item'}>
          <a href={item.href} className={current === item.path ? 'topnav__link is-active' : 'topnav__link'} aria-current={current === item.path ? 'page' : undefined}>
            {ctx.t(`nav.${item.key}`)}
            {item.key === 'PROMO' && promoCounted ? <PromoCount label={promoLabel} testId="promo-count" /> : null}
          </a>
          {item.vendors.length > 1 ? vendorMenu(item, inStaticList) : null}
        </li>
      ))}
      {/* "More": the entries the width leaves out (app.css hides the same positions in both lists). */}
      <li className="topnav__item topnav__more has-menu">
        <button type="button" className="topnav__link" aria-haspopup="true">
          {ctx.t('nav.more')} <span aria-hidden="true">▾</span>
        </button>
        {/* biome-ignore lint/a11y/useSemanticElements: a div with role=group keeps the hover menu layout; a <fieldset> brings a UA border, padding and min-width that its CSS does not reset */}
        <div className="vendor-menu more-menu" role="group" aria-label={ctx.t('nav.moreMenu')}>
          {items.map((item) => (
            <a key={item.key} className="vendor-menu__item more-menu__item" href={item.href} aria-current={current === item.path ? 'page' : undefined}>
              <span>{ctx.t(`nav.${item.key}`)}</span>
              {item.key === 'PROMO' && promoCounted ? <PromoCount label={promoLabel} /> : null}
            </a>
          ))}
        </div>
      </li>
    </>
  )
  return (
    <header className={ctx.loggedIn ? 'header header--member' : 'header'}>
      {showMenuButton ? <MenuButton label={ctx.t('header.menu')} /> : null}
      <a className="header__brand" href="/" aria-label={brand.name}>
        <span className="logo-mark" aria-hidden="true">
          {brand.name.slice(0, 1)}
        </span>
        <span className="header__brand-name">{brand.name}</span>
      </a>
      <nav className="topnav" aria-label={ctx.t('header.menu')}>
        {promoCounted ? (
          <ul className="topnav__list">{listItems(false)}</ul>
        ) : (
          // Without the member's promotions badge the whole list is the same on every page with the same current entry: rendered once per content version (decision 0051).
          <StaticPart ctx={ctx} tag="ul" attrs={{ className: 'topnav__list' }} partKey={`topnav|${items.find((i) => i.path === current)?.key ?? ''}`}>
            {() => listItems(true)}
          </StaticPart>
        )}
      </nav>
      <SearchMount ctx={ctx} items={items} />
      <div className="header__actions">
        {ctx.loggedIn ? (
          <MemberBar ctx={ctx} />
        ) : (
          <>
            <a className="btn btn--ghost" href="/login" data-auth-open="login">
              {ctx.t('header.login')}
            </a>
            <a className="btn btn--primary" href="/register" data-auth-open="register">
              {ctx.t('header.register')}
            </a>
          </>
        )}
      </div>
    </header>
  )
}
