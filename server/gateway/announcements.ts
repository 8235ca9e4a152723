/**
 * MCSFE_getListAnnouncements: banners, player, popup and promotion announcements plus marquee notices,
 * for the visitor's language, HTML sanitised. `execution` narrows popups to A, B or F (spec §3).
 * MCSFE_getAnnouncementContent: the same announcements one type at a time (spec §7 "Announcement
 * content (types B,PL,PU,PR,H; platform W; execution)", decision 0056): B banners, PL player, PU popup,
 * PR promotion, H the headline (marquee) notices; `platform` is W (web), `execution` narrows popups.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from './env'
import { ok } from './envelope'
import { validate } from './validate'
import { AnnouncementQuerySchema } from '../../shared/schemas/system'
import { sanitizeHtml } from '../html/sanitize'
import type { Announcement, Notice } from '../platform/announcement/announcements'

const clean = (list: Announcement[]) => list.map((a) => ({ ...a, content: sanitizeHtml(a.content) }))

/** The announcement content types of spec §7 and the part of the announcement payload each one answers. */
export const ANNOUNCEMENT_CONTENT_TYPES = { B: 'banners', PL: 'player', PU: 'popup', PR: 'promotion', H: 'notices' } as const

/** Query of MCSFE_getAnnouncementContent: `type` (B, PL, PU, PR, H), `platform` W, optional `execution` A, B or F and `language`. */
export const AnnouncementContentQuerySchema = z
  .object({
    type: z.enum(Object.keys(ANNOUNCEMENT_CONTENT_TYPES) as [keyof typeof ANNOUNCEMENT_CONTENT_TYPES, ...(keyof typeof ANNOUNCEMENT_CONTENT_TYPES)[]]),
    platform: z.literal('W').default('W'),
    execution: z.enum(['A', 'B', 'F']).optional(),
    language: z.string().max(8).optional(),
  })
  .strict()

export const announcementRelays = new Hono<AppEnv>()
  .get('/MCSFE_getListAnnouncements', validate('query', AnnouncementQuerySchema), (c) => {
    const { execution } = c.req.valid('query')
    const all = allAnnouncements(c.var)
    return ok(c, execution ? { ...all, popup: all.popup.filter((p) => p.execution === execution) } : all)
  })
  .get('/MCSFE_getAnnouncementContent', validate('query', AnnouncementContentQuerySchema), (c) => {
    const { type, execution } = c.req.valid('query')
    const list: (Announcement | Notice)[] = allAnnouncements(c.var)[ANNOUNCEMENT_CONTENT_TYPES[type]]
    return ok(c, { type, list: execution && type === 'PU' ? list.filter((p) => 'execution' in p && p.execution === execution) : list })
  })

/** The announcement payload in the visitor's language, HTML sanitised, cached until the brand's content changes (or 5 minutes). */
function allAnnouncements({ platform, cache, language }: Pick<AppEnv['Variables'], 'platform' | 'cache' | 'language'>) {
  return cache.getOrBuild(`announcements:${language}`, platform.brand.contentVersion(), 300_000, () => {
    const l = platform.announcements.list(language)
    return { banners: clean(l.banners), player: clean(l.player), popup: clean(l.popup), promotion: clean(l.promotion), notices: l.notices.map((n) => ({ ...n, content: sanitizeHtml(n.content) })) }
  })
}
