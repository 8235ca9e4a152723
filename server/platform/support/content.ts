/**
 * The brand's content pages (spec §2 "Other screens": blog, news, notification, winners list):
 * published posts by kind, newest first, in the reader's language. (The winners page reads the real
 * wins of play/records.ts `bigWins`.)
 * Post HTML is returned as stored; the page or the gateway sanitises it before it is shown.
 * @see docs/decisions/0025-support-and-content.md
 */
import type { PlatformContext } from '../context'
import { DomainError } from '../errors'
import { localized } from '../localized'
import type { LocalizedText } from '../../../db/schema/platform'

export { POST_KINDS } from '../../../shared/schemas/support'
import type { POST_KINDS } from '../../../shared/schemas/support'
export type PostKind = (typeof POST_KINDS)[number]

export class ContentError extends DomainError<'POST_NOT_FOUND'> {}

/** A post in one language; `publishedAt` UTC ms. */
export interface PostView {
  id: number
  kind: PostKind
  slug: string
  title: string
  summary: string
  tag: string
  publishedAt: number
}

export interface PostDetail extends PostView {
  /** HTML, unsanitised. */
  content: string
  /** The next older and newer posts of the kind, for the detail page's links. */
  older: Pick<PostView, 'slug' | 'title'> | null
  newer: Pick<PostView, 'slug' | 'title'> | null
}

export interface PostsPage {
  list: PostView[]
  pageNum: number
  totalPages: number
  totalCount: number
}

export interface WinView {
  player: string
  gameName: string
  gameType: string
  vendorCode: string
  betAmount: number
  payout: number
  winAmount: number
  settledAt: number
}

type PostRow = { id: number; kind: PostKind; slug: string; title: string; summary: string; tag: string; content: string; published_at: number }

export function contentModule(ctx: PlatformContext) {
  const { db, brandCode } = ctx
  const c = db.$client
  const q = {
    count: c.query<{ n: number }, [string, string, number]>('select count(*) as n from content_posts where brand_code = ? and kind = ? and published_at <= ?'),
    page: c.query<PostRow, [string, string, number, number, number]>(
      'select * from content_posts where brand_code = ? and kind = ? and published_at <= ? order by published_at desc, id desc limit ? offset ?',
    ),
    bySlug: c.query<PostRow, [string, string, string, number]>('select * from content_posts where brand_code = ? and kind = ? and slug = ? and published_at <= ?'),
    older: c.query<PostRow, [string, string, number, number, number]>(
      'select * from content_posts where brand_code = ? and kind = ? and (published_at < ? or (published_at = ? and id < ?)) order by published_at desc, id desc limit 1',
    ),
    newer: c.query<PostRow, [string, string, number, number, number, number]>(
      'select * from content_posts where brand_code = ? and kind = ? and (published_at > ? or (published_at = ? and id > ?)) and published_at <= ? order by published_at asc, id asc limit 1',
    ),
  }
  const view = (r: PostRow, language: string): PostView => ({
    id: r.id,
    kind: r.kind,
    slug: r.slug,
    publishedAt: r.published_at,
    title: localized(JSON.parse(r.title) as LocalizedText, language),
    summary: localized(JSON.parse(r.summary) as LocalizedText, language),
    tag: localized(JSON.parse(r.tag) as LocalizedText, language),
  })

  return {
    /**
     * One page of a kind's published posts (publishedAt ≤ now), newest first.
     * @param page 1-based; pageSize 1–50.
     */
    posts(kind: PostKind, language: string, page = 1, pageSize = 9): PostsPage {
      const now = ctx.now()
      const totalCount = q.count.get(brandCode, kind, now)!.n
      const totalPages = Math.max(1, Math.ceil(totalCount / pageSize))
      const list = q.page.all(brandCode, kind, now, pageSize, (page - 1) * pageSize).map((r) => view(r, language))
      return { list, pageNum: page, totalPages, totalCount }
    },

    /**
     * One published post with its HTML and its neighbours.
     * @throws ContentError POST_NOT_FOUND (404) for an unknown or not yet published slug
     */
    post(kind: PostKind, slug: string, language: string): PostDetail {
      const now = ctx.now()
      const r = q.bySlug.get(brandCode, kind, slug, now)
      if (!r) throw new ContentError('POST_NOT_FOUND', 'support.errors.postNotFound', 404)
      const o = q.older.get(brandCode, kind, r.published_at, r.published_at, r.id)
      const n = q.newer.get(brandCode, kind, r.published_at, r.published_at, r.id, now)
      const link = (x: PostRow | null) => (x ? { slug: x.slug, title: view(x, language).title } : null)
      return { ...view(r, language), content: localized(JSON.parse(r.content) as LocalizedText, language), older: link(o), newer: link(n) }
    },
  }
}

export type ContentModule = ReturnType<typeof contentModule>
