/**
 * The header's global search (issue 16, decision 0042): the GlobalSearch island of
 * client/islands/global-search.tsx with its texts, the navigation's categories and where a game
 * goes before the launcher takes the click.
 */
import type { PageContext } from '../context'
import type { NavItem } from '../shared/nav'
import { imageBase } from '../shared/tiles'
import { GlobalSearch } from '../../../client/islands/global-search'

/** The search button and panel; `items` are the main navigation's entries (Home is left out). */
export function SearchMount({ ctx, items }: { ctx: PageContext; items: NavItem[] }) {
  const t = ctx.t
  const labels = {
    open: t('phone.search.open'),
    title: t('phone.search.title'),
    placeholder: t('phone.search.placeholder'),
    label: t('phone.search.label'),
    close: t('phone.search.close'),
    hint: t('phone.search.hint'),
    loading: t('phone.search.loading'),
    noResults: t('phone.search.noResults', { query: '{{query}}' }),
    noResultsHint: t('phone.search.noResultsHint'),
    categories: t('phone.search.categories'),
    vendors: t('phone.search.vendors'),
    games: t('phone.search.games'),
    failed: t('phone.search.failed'),
  }
  return (
    <GlobalSearch
      categories={items.filter((i) => i.key !== 'HOME').map((i) => ({ key: i.key, label: t(`nav.${i.key}`), href: i.href }))}
      labels={labels}
      launchHref={ctx.loggedIn ? '/seamless?nodeId={nodeId}' : '/login'}
      imageBase={imageBase(ctx)}
      language={ctx.language}
    />
  )
}
