/**
 * Blog, news and notification pages (spec §2 other screens; decision 0018): the list of a kind's
 * published posts in the reader's language, 9 a page, newest first, each a card linking to its
 * detail page; the detail page shows the sanitised article with links to the older and newer post.
 * @see server/platform/support/content.ts
 */
import type { PageContext } from '../context'
import type { PostDetail, PostKind } from '../../platform/support/content'
import { ContentError } from '../../platform/support/content'
import { sanitizeHtml } from '../../html/sanitize'
import { POST_PATHS } from '../routes'
import { ContentNav, dateOf } from './content-nav'
import { NotFoundPage } from '../system/not-found-page'

const NAV_KEY = { BLOG: 'blog', NEWS: 'news', NOTIFICATION: 'notification' } as const
const PAGE_SIZE = 9

function pageOf(ctx: PageContext): number {
  const n = Number(ctx.url.searchParams.get('page') ?? '1')
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1
}

export function PostsPage({ ctx, kind }: { ctx: PageContext; kind: PostKind }) {
  const t = ctx.t
  const page = pageOf(ctx)
  const data = ctx.platform.content.posts(kind, ctx.language, page, PAGE_SIZE)
  const base = POST_PATHS[kind]
  return (
    <div className="content-page" data-testid={`posts-${kind}`}>
      <ContentNav ctx={ctx} current={NAV_KEY[kind]} />
      <header className="page-head page-head--hero">
        <h1 className="page-title">{t(`support.posts.${kind}.title`)}</h1>
        <p className="page-lead">{t(`support.posts.${kind}.lead`)}</p>
      </header>
      {data.list.length === 0 ? (
        <div className="empty-state">
          <h2>{t('support.posts.empty')}</h2>
          <p>{t('support.posts.emptyText')}</p>
        </div>
      ) : (
        <ul className="post-grid">
          {data.list.map((p) => (
            <li key={p.id}>
              <a className="post-card" href={`${base}/${p.slug}`} data-testid="post-card">
                <span className="post-card__meta">
                  <span className="pill">{p.tag}</span>
                  <time dateTime={new Date(p.publishedAt).toISOString()}>{dateOf(ctx, p.publishedAt)}</time>
                </span>
                <h2 className="post-card__title">{p.title}</h2>
                <p className="post-card__summary">{p.summary}</p>
                <span className="post-card__more">
                  {t('support.posts.readMore')}{' '}
                  <span className="dir-arrow" aria-hidden="true">
                    →
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {data.totalPages > 1 ? (
        <nav className="post-pager" aria-label={t('support.posts.pages')}>
          {page > 1 ? (
            <a className="btn btn--ghost" href={`${base}?page=${page - 1}`}>
              {t('support.posts.prev')}
            </a>
          ) : (
            <span />
          )}
          <span>{t('support.posts.page', { page, total: data.totalPages })}</span>
          {page < data.totalPages ? (
            <a className="btn btn--ghost" href={`${base}?page=${page + 1}`}>
              {t('support.posts.next')}
            </a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  )
}

export function PostPage({ ctx, kind, slug }: { ctx: PageContext; kind: PostKind; slug: string }) {
  const t = ctx.t
  let post: PostDetail
  try {
    post = ctx.platform.content.post(kind, slug, ctx.language)
  } catch (e) {
    if (e instanceof ContentError) return <NotFoundPage ctx={ctx} />
    throw e
  }
  const base = POST_PATHS[kind]
  const section = t(`support.posts.${kind}.title`)
  return (
    <div className="content-page" data-testid="post">
      <ContentNav ctx={ctx} current={NAV_KEY[kind]} />
      <article className="post">
        <a className="post__back" href={base}>
          <span className="dir-arrow" aria-hidden="true">
            ←
          </span>{' '}
          {t('support.posts.back', { section })}
        </a>
        <p className="post-card__meta">
          <span className="pill">{post.tag}</span>
          <time dateTime={new Date(post.publishedAt).toISOString()}>{t('support.posts.published', { date: dateOf(ctx, post.publishedAt) })}</time>
        </p>
        <h1 className="page-title">{post.title}</h1>
        <p className="post__lead">{post.summary}</p>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: operator-written HTML, cleaned by sanitizeHtml (the sanitize-html allow-list in server/html/sanitize.ts) right here */}
        <div className="prose post__body" dangerouslySetInnerHTML={{ __html: sanitizeHtml(post.content) }} />
        <nav className="post__nav" aria-label={section}>
          {post.newer ? (
            <a className="post__link" href={`${base}/${post.newer.slug}`}>
              <small>{t('support.posts.newer')}</small>
              <b>{post.newer.title}</b>
            </a>
          ) : (
            <span />
          )}
          {post.older ? (
            <a className="post__link post__link--older" href={`${base}/${post.older.slug}`}>
              <small>{t('support.posts.older')}</small>
              <b>{post.older.title}</b>
            </a>
          ) : (
            <span />
          )}
        </nav>
      </article>
    </div>
  )
}
