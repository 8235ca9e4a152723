/**
 * Header (spec §2): logged out shows login and register; the nav shows each type's vendor menu on
 * hover or keyboard focus (vendor icon and name; large layout above 10 vendors). Entries the width
 * cannot hold move into a "More" menu at the end (no entry is ever cut off).
 */
import type { PageContext } from '../context'
import { vendorHref, type NavItem } from '../shared/nav'
import type { CSSProperties } from 'react'
import { isIconVendor, VENDOR_MENU } from '../../../shared/constants'
import { MenuButton } from '../../../client/islands/app-shell'
import { MemberBar } from './member-bar'
import { SearchMount } from './search-mount'
import { StaticPart } from './static-part'
import { PromoCount } from '../../../client/islands/member-summary-parts'
import { VendorMenus } from '../../../client/islands/vendor-menu'

export function Header({ ctx, items, showMenuButton }: { ctx: PageContext; items: NavItem[]; showMenuButton: boolean }) {
  const brand = ctx.platform.brand.info()
  const current = ctx.path
  // availablePromoCount (spec §3 shared state) on the promotions entry: from the member summary (decision 0038).
  const promoCounted = ctx.viewer === 'member' || ctx.viewer === 'agent'
  const promoLabel = ctx.t('promo.page.available', { count: '{{count}}' })
  /**
   * A type's vendor menu: inside a static list as it is, else its entries as a static part of their own.
   * Laid out as Swiper lays out `VENDOR_MENU.perView` slides `spaceBetween` px apart, so it looks the
   * same before and after client/islands/vendor-menu-controls.ts starts Swiper on it (only when it has arrows).
   * Icon vendors show their square icon art, the others their logo plate (decision 0060).
   */
  const vendorMenu = (item: NavItem, inStaticList: boolean) => {
    const count = item.vendors.length
    const arrows = count > VENDOR_MENU.arrowsAbove
    const attrs = {
      className: `vendor-menu${count > VENDOR_MENU.largeAbove ? ' vendor-menu--large' : ''}${arrows ? ' vendor-menu--carousel' : ''}`,
      role: 'group',
      'aria-label': ctx.t('nav.vendorsOf', { type: ctx.t(`nav.${item.key}`) }),
    }
    const arrow = (side: 'prev' | 'next') => (
      <button
        type="button"
        className={`vendor-menu__arrow vendor-menu__arrow--${side}`}
        aria-label={ctx.t(side === 'prev' ? 'nav.vendorsPrev' : 'nav.vendorsNext')}
        aria-disabled={side === 'prev' ? 'true' : 'false'}
      >
        <span aria-hidden="true">{side === 'prev' ? '‹' : '›'}</span>
      </button>
    )
    const entries = () => (
      <>
        {arrows ? arrow('prev') : null}
        <div className="swiper vendor-menu__swiper" style={{ '--slots': Math.min(count, VENDOR_MENU.perView) } as CSSProperties}>
          <div className="swiper-wrapper">
            {item.vendors.map((v) => {
              const icon = isIconVendor(v.vassalage)
              return (
                <a key={v.vassalage} className={icon ? 'swiper-slide vendor-menu__item vendor-menu__item--icon' : 'swiper-slide vendor-menu__item'} href={vendorHref(ctx, v)} data-vendor={v.vassalage}>
                  {icon ? (
                    <img src={`/img/vendor/${v.vassalage}/icon.svg`} alt="" width={40} height={40} loading="lazy" />
                  ) : (
                    <img src={v.images.default.color} alt="" width={80} height={32} loading="lazy" />
                  )}
                  <span>{v.name}</span>
                </a>
              )
            })}
          </div>
        </div>
        {arrows ? arrow('next') : null}
      </>
    )
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
      {items.some((i) => i.vendors.length > 1) ? <VendorMenus /> : null}
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
