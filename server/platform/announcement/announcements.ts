/**
 * Announcements, marquee notices and banners (spec §3 "Announcement/popup", "Banner", "Notice").
 * Content is HTML as an operator wrote it; whoever renders it sanitises it first.
 * @see product-spec §2 Home (marquee, carousel), §3, §7 MCSFE_getListAnnouncements
 */
import { and, asc, desc, eq, isNull, or } from 'drizzle-orm'
import * as s from '../../../db/schema/platform'
import type { LocalizedText } from '../../../db/schema/platform'
import type { PlatformContext } from '../context'
import { localized } from '../localized'
import { memoByVersion } from '../memo'
import { DomainError } from '../errors'

export class AnnouncementError extends DomainError<'ANNOUNCEMENT_NOT_FOUND' | 'ANNOUNCEMENT_INVALID'> {}

/** What an operator writes: a marquee notice or a popup (execution A logged-in, B anonymous, F first-time login). */
export interface NewAnnouncement {
  kind: 'NOTICE' | 'POPUP'
  execution: 'A' | 'B' | 'F'
  title: LocalizedText
  content: LocalizedText
  sequence?: number
}
/** One announcement as the operator lists it (every language, retired ones too). */
export interface AnnouncementAdminRow {
  id: number
  kind: string
  execution: string
  title: LocalizedText
  sequence: number
  createdAt: number
  retiredAt: number | null
}

export interface Banner {
  id: number
  groupName: string
  gameType: string | null
  title: string
  url: string
  linkageType: string
  linkage: string | null
}
export interface Notice {
  id: number
  title: string
  content: string
}
export interface Announcement {
  id: number
  title: string
  content: string
  execution: string
  announcementImages: { sequence: number; url: string }[]
  createdAt: number
}

/**
 * @param contentVersion the brand's content version (keys the memo and every page cache)
 * @param bump bumps it after an operator's change, so pages and caches show it at once
 */
export function announcementModule(ctx: PlatformContext, contentVersion: () => number, bump: () => number = contentVersion) {
  const { db, brandCode } = ctx

  /** Banners of a group (w_home, w_leftmenu, w_login, w_register, w_forget, w_game), optionally for one game type. */
  function banners(groupName: string, language: string, gameType?: string): Banner[] {
    const where = gameType
      ? and(eq(s.banners.brandCode, brandCode), eq(s.banners.groupName, groupName), or(eq(s.banners.gameType, gameType), isNull(s.banners.gameType)))
      : and(eq(s.banners.brandCode, brandCode), eq(s.banners.groupName, groupName))
    return db
      .select()
      .from(s.banners)
      .where(where)
      .orderBy(asc(s.banners.sequence), asc(s.banners.id))
      .all()
      .map((b) => ({ id: b.id, groupName: b.groupName, gameType: b.gameType, title: localized(b.title, language), url: b.url, linkageType: b.linkageType, linkage: b.linkage }))
  }

  function ofKind(kind: string, language: string): Announcement[] {
    return db
      .select()
      .from(s.announcements)
      .where(and(eq(s.announcements.brandCode, brandCode), eq(s.announcements.kind, kind), isNull(s.announcements.retiredAt)))
      .orderBy(asc(s.announcements.sequence), asc(s.announcements.id))
      .all()
      .map((a) => ({ id: a.id, title: localized(a.title, language), content: localized(a.content, language), execution: a.execution, announcementImages: a.images, createdAt: a.createdAt }))
  }

  /** Marquee notices in display order. */
  function notices(language: string): Notice[] {
    return ofKind('NOTICE', language).map(({ id, title, content }) => ({ id, title, content }))
  }

  /** The announcement payload of spec §3: banners, player, popup, promotion (plus notices for the marquee). */
  function list(language: string) {
    return {
      banners: ofKind('BANNER', language),
      player: ofKind('PLAYER', language),
      popup: ofKind('POPUP', language),
      promotion: ofKind('PROMOTION', language),
      notices: notices(language),
    }
  }

  /** One banner for its generated artwork; every group but the side-menu card is wide (3:1). */
  function bannerById(id: number, language: string): { title: string; subtitle: string; wide: boolean } | null {
    const b = db
      .select()
      .from(s.banners)
      .where(and(eq(s.banners.brandCode, brandCode), eq(s.banners.id, id)))
      .get()
    if (!b) return null
    const brand = db.select({ name: s.brands.name }).from(s.brands).where(eq(s.brands.code, brandCode)).get()
    // The side-menu card prints its own caption over the art, so that art carries no text.
    if (b.groupName === 'w_leftmenu') return { title: '', subtitle: '', wide: false }
    return { title: localized(b.title, language), subtitle: brand?.name ?? '', wide: true }
  }

  /**
   * Creates a notice or popup (operator). Titles and contents are keyed by language; English is required.
   * @throws AnnouncementError ANNOUNCEMENT_INVALID (400) without an English title and content
   */
  function create(a: NewAnnouncement): { id: number } {
    if (!a.title.en?.trim() || !a.content.en?.trim()) throw new AnnouncementError('ANNOUNCEMENT_INVALID', 'comms.errors.announcementInvalid', 400)
    const row = db
      .insert(s.announcements)
      .values({
        brandCode,
        kind: a.kind,
        execution: a.kind === 'POPUP' ? a.execution : 'B',
        title: a.title,
        content: a.content,
        images: [],
        sequence: a.sequence ?? 0,
        createdAt: ctx.now(),
      })
      .returning({ id: s.announcements.id })
      .get()
    bump()
    return { id: row.id }
  }

  /** Every notice and popup of the brand, newest first, retired ones included (operator list). */
  function adminList(): AnnouncementAdminRow[] {
    return db
      .select()
      .from(s.announcements)
      .where(and(eq(s.announcements.brandCode, brandCode), or(eq(s.announcements.kind, 'NOTICE'), eq(s.announcements.kind, 'POPUP'))))
      .orderBy(desc(s.announcements.id))
      .all()
      .map((a) => ({ id: a.id, kind: a.kind, execution: a.execution, title: a.title, sequence: a.sequence, createdAt: a.createdAt, retiredAt: a.retiredAt }))
  }

  /**
   * Retires an announcement: no page or call shows it any more; retiring it again changes nothing.
   * @throws AnnouncementError ANNOUNCEMENT_NOT_FOUND (404)
   */
  function retire(id: number): { id: number; retiredAt: number } {
    const a = db
      .select()
      .from(s.announcements)
      .where(and(eq(s.announcements.brandCode, brandCode), eq(s.announcements.id, id)))
      .get()
    if (!a) throw new AnnouncementError('ANNOUNCEMENT_NOT_FOUND', 'comms.errors.announcementNotFound', 404)
    if (a.retiredAt !== null) return { id, retiredAt: a.retiredAt }
    const at = ctx.now()
    db.update(s.announcements).set({ retiredAt: at }).where(eq(s.announcements.id, id)).run()
    bump()
    return { id, retiredAt: at }
  }

  return { create, adminList, retire, banners: memoByVersion(contentVersion, banners), notices: memoByVersion(contentVersion, notices), list: memoByVersion(contentVersion, list), bannerById }
}
