/**
 * Announcements, marquee notices and banners (spec §3 "Announcement/popup", "Banner", "Notice").
 * Content is HTML as an operator wrote it; whoever renders it sanitises it first.
 * @see product-spec §2 Home (marquee, carousel), §3, §7 MCSFE_getListAnnouncements
 */
import { and, asc, eq, isNull, or } from 'drizzle-orm'
import * as s from '../../../db/schema/platform'
import type { PlatformContext } from '../context'
import { localized } from '../localized'
import { memoByVersion } from '../memo'

export interface Banner { id: number; groupName: string; gameType: string | null; title: string; url: string; linkageType: string; linkage: string | null }
export interface Notice { id: number; title: string; content: string }
export interface Announcement { id: number; title: string; content: string; execution: string; announcementImages: { sequence: number; url: string }[]; createdAt: number }

export function announcementModule(ctx: PlatformContext, contentVersion: () => number) {
  const { db, brandCode } = ctx

  /** Banners of a group (w_home, w_leftmenu, w_login, w_register, w_forget, w_game), optionally for one game type. */
  function banners(groupName: string, language: string, gameType?: string): Banner[] {
    const where = gameType
      ? and(eq(s.banners.brandCode, brandCode), eq(s.banners.groupName, groupName), or(eq(s.banners.gameType, gameType), isNull(s.banners.gameType)))
      : and(eq(s.banners.brandCode, brandCode), eq(s.banners.groupName, groupName))
    return db.select().from(s.banners).where(where).orderBy(asc(s.banners.sequence), asc(s.banners.id)).all()
      .map((b) => ({ id: b.id, groupName: b.groupName, gameType: b.gameType, title: localized(b.title, language), url: b.url, linkageType: b.linkageType, linkage: b.linkage }))
  }

  function ofKind(kind: string, language: string): Announcement[] {
    return db.select().from(s.announcements).where(and(eq(s.announcements.brandCode, brandCode), eq(s.announcements.kind, kind)))
      .orderBy(asc(s.announcements.sequence), asc(s.announcements.id)).all()
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
    const b = db.select().from(s.banners).where(and(eq(s.banners.brandCode, brandCode), eq(s.banners.id, id))).get()
    if (!b) return null
    const brand = db.select({ name: s.brands.name }).from(s.brands).where(eq(s.brands.code, brandCode)).get()
    // The side-menu card prints its own caption over the art, so that art carries no text.
    if (b.groupName === 'w_leftmenu') return { title: '', subtitle: '', wide: false }
    return { title: localized(b.title, language), subtitle: brand?.name ?? '', wide: true }
  }

  return { banners: memoByVersion(contentVersion, banners), notices: memoByVersion(contentVersion, notices), list: memoByVersion(contentVersion, list), bannerById }
}
