/**
 * Platform information (messageV2, spec §2 member center; §4 messages): the member's inbox, newest
 * first, 10 a page (`/member?tab=messageV2&page=2`), with the unread count, "mark all as read" and
 * each message opening in place (client/islands/comms/inbox.tsx). An empty inbox says what will
 * arrive there.
 */
import type { PageContext } from '../context'
import { INBOX_PAGE_SIZE } from '../../../shared/schemas/comms'
import { Inbox } from '../../../client/islands/comms/inbox'
import { commsTexts } from '../shared/comms-texts'
import { tabHref } from './member-menu'
import { MenuIcon } from './menu-icons'
import { WalletPager } from './wallet-pager'

export function MessagesTab({ ctx }: { ctx: PageContext }) {
  const t = ctx.t
  const requested = Number.parseInt(ctx.url.searchParams.get('page') ?? '1', 10)
  const first = ctx.platform.messages.list(ctx.member!.id, { page: 1, pageSize: INBOX_PAGE_SIZE }, ctx.language)
  const page =
    Number.isInteger(requested) && requested > 1 && requested <= first.totalPages ? ctx.platform.messages.list(ctx.member!.id, { page: requested, pageSize: INBOX_PAGE_SIZE }, ctx.language) : first
  if (page.totalCount === 0) {
    return (
      <div className="wempty" data-testid="inbox-empty">
        <span className="wempty__art" aria-hidden="true">
          <MenuIcon tab="messageV2" size={34} />
        </span>
        <h3 className="wempty__title">{t('comms.inbox.emptyTitle')}</h3>
        <p className="wempty__text">{t('comms.inbox.emptyText')}</p>
      </div>
    )
  }
  const hrefOf = (p: number) => tabHref('messageV2', { page: p > 1 ? p : undefined })
  return (
    <div className="wstack">
      <Inbox items={page.list} unread={page.unread} language={ctx.language} texts={commsTexts(t, 'comms.inbox.')} />
      {page.totalPages > 1 ? (
        <WalletPager
          label={t('comms.inbox.paging')}
          count={t('comms.inbox.total', { count: page.totalCount })}
          now={t('comms.inbox.pageOf', { page: page.pageNum, pages: page.totalPages })}
          pageNum={page.pageNum}
          totalPages={page.totalPages}
          hrefOf={hrefOf}
          labels={{ prev: t('comms.inbox.previous'), next: t('comms.inbox.next') }}
          testIds={{ page: 'inbox-page' }}
        />
      ) : null}
    </div>
  )
}
