/**
 * The phone tab bar (issue 16, decision 0042): Home, Casino, Deposit, Promotions and Me, fixed at
 * the bottom of every main and game page at ≤ 768 px (client/styles/app.css hides it wider).
 * Plain server-rendered links that do not depend on the member, so the page stays one shareable
 * render-cache entry: Deposit and Me point into the member centre, whose route guard sends a
 * visitor to /login (the login popup) and a trial account to the "need a true account" page.
 * @see product-spec §2 (routes, route guard, header), issue 16 "Phone-first lobby"
 */
import type { PageContext } from '../context'
import { GAME_PAGE_PATHS, tabHref } from '../member/member-menu'
import { GAME_TYPE_PATH } from '../../../shared/constants'
import { Icon } from '../../../client/components/icon'
import { StaticPart } from './static-part'

/** The tab bar's entries, in order. */
export type TabKey = 'home' | 'casino' | 'deposit' | 'promotions' | 'me'

const GAME_PATHS: readonly string[] = [...Object.values(GAME_TYPE_PATH), '/favorite', '/recent', ...GAME_PAGE_PATHS]

/**
 * The tab a page belongs to, from its path and query (`/member?tab=depositv2` is Deposit, any
 * other member-centre tab is Me); null when no tab matches (e.g. /winners).
 * @example activeTab('/rng', new URLSearchParams()) === 'casino'
 */
export function activeTab(path: string, query: URLSearchParams): TabKey | null {
  if (path === '/') return 'home'
  if (GAME_PATHS.includes(path)) return 'casino'
  if (path === '/promotions' || path === '/pointMall') return 'promotions'
  if (path === '/member') return query.get('tab') === 'depositv2' ? 'deposit' : 'me'
  return null
}

const TABS: { key: TabKey; href: string; icon: string }[] = [
  { key: 'home', href: '/', icon: 'HOME' },
  { key: 'casino', href: GAME_TYPE_PATH.RNG, icon: 'RNG' },
  { key: 'deposit', href: tabHref('depositv2'), icon: 'wallet' },
  { key: 'promotions', href: '/promotions', icon: 'PROMO' },
  { key: 'me', href: '/member', icon: 'user' },
]

/** The bottom tab bar: a labelled nav of five icon + label links; the current one has aria-current=page. */
export function TabBar({ ctx }: { ctx: PageContext }) {
  const current = activeTab(ctx.path, ctx.url.searchParams)
  // The same links on every page of the same tab: rendered once per content version (decision 0051).
  return (
    <StaticPart ctx={ctx} tag="nav" attrs={{ className: 'tab-bar', 'aria-label': ctx.t('phone.tabs.label'), 'data-testid': 'tab-bar' }} partKey={`tab-bar|${current ?? ''}`}>
      {() =>
        TABS.map((tab) => (
          <a key={tab.key} className={tab.key === current ? 'tab-bar__link is-active' : 'tab-bar__link'} href={tab.href} aria-current={tab.key === current ? 'page' : undefined} data-tab={tab.key}>
            <Icon name={tab.icon} size={22} />
            <span className="tab-bar__label">{ctx.t(`phone.tabs.${tab.key}`)}</span>
          </a>
        ))
      }
    </StaticPart>
  )
}
