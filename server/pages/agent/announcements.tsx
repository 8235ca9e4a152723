/**
 * Agent announcements (spec §2 agentAnnouncement): the brand's notices and player announcements,
 * 9 per page (spec §9 announcement page size), each opening and closing in place; HTML content is
 * sanitised before it is rendered.
 */
import type { PageContext } from '../context'
import { sanitizeHtml } from '../../html/sanitize'
import { agentHref, readPage } from './report-url'
import { Empty, Pager } from './report-kit'

const PAGE_SIZE = 9

export function AnnouncementsTab({ ctx }: { ctx: PageContext }) {
  const t = ctx.t
  const all = ctx.platform.announcements.list(ctx.language)
  const items = [...all.notices.map((n) => ({ key: `n${n.id}`, title: n.title, content: n.content })), ...all.player.map((p) => ({ key: `p${p.id}`, title: p.title, content: p.content }))]
  if (!items.length) return <Empty title={t('agent.announcement.empty')} hint={t('agent.announcement.emptyHint')} />
  const totalPages = Math.ceil(items.length / PAGE_SIZE)
  const page = Math.min(readPage(ctx.url.searchParams), totalPages)
  return (
    <div className="astack">
      <div className="anews" data-testid="announcements">
        {items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((a, i) => (
          <details key={a.key} className="anews__item" open={i === 0 && page === 1}>
            <summary>{a.title}</summary>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: operator-written HTML, cleaned by sanitizeHtml (the sanitize-html allow-list in server/html/sanitize.ts) right here */}
            <div className="anews__body" dangerouslySetInnerHTML={{ __html: sanitizeHtml(a.content) }} />
          </details>
        ))}
      </div>
      {totalPages > 1 ? <Pager ctx={ctx} page={page} totalPages={totalPages} totalCount={items.length} hrefOf={(p) => agentHref('agentAnnouncement', { page: p })} /> : null}
    </div>
  )
}
