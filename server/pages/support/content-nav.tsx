/**
 * The strip of content sections over the blog, news, notification, winners and app download pages
 * (spec §2 other screens; decision 0018), the current one marked.
 */
import type { PageContext } from '../context'
import { POST_PATHS } from '../routes'
import { localeOf } from '../../../shared/i18n/format'

export const SECTIONS = [
  ['blog', POST_PATHS.BLOG],
  ['news', POST_PATHS.NEWS],
  ['notification', POST_PATHS.NOTIFICATION],
  ['winners', '/winners'],
  ['download', '/download'],
] as const

export function ContentNav({ ctx, current }: { ctx: PageContext; current: (typeof SECTIONS)[number][0] }) {
  return (
    <nav className="chips content-nav" aria-label={ctx.t('support.nav.sections')}>
      {SECTIONS.map(([key, href]) => (
        <a key={key} href={href} className={key === current ? 'chip is-active' : 'chip'} aria-current={key === current ? 'page' : undefined}>
          {ctx.t(`support.nav.${key}`)}
        </a>
      ))}
    </nav>
  )
}

/** A date in the business time zone (decision 0010), in the reader's language. */
export function dateOf(ctx: PageContext, ms: number): string {
  return new Intl.DateTimeFormat(localeOf(ctx.language), { dateStyle: 'long', timeZone: 'Asia/Manila' }).format(ms)
}
