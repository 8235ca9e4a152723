/**
 * MCSFE_getListAnnouncements: banners, player, popup and promotion announcements plus marquee notices,
 * for the visitor's language, HTML sanitised. `execution` narrows popups to A, B or F (spec §3).
 */
import { Hono } from 'hono'
import type { AppEnv } from './env'
import { ok } from './envelope'
import { validate } from './validate'
import { AnnouncementQuerySchema } from '../../shared/schemas/system'
import { sanitizeHtml } from '../html/sanitize'
import type { Announcement } from '../platform/announcement/announcements'

const clean = (list: Announcement[]) => list.map((a) => ({ ...a, content: sanitizeHtml(a.content) }))

export const announcementRelays = new Hono<AppEnv>().get('/MCSFE_getListAnnouncements', validate('query', AnnouncementQuerySchema), (c) => {
  const { platform, cache, language } = c.var
  const { execution } = c.req.valid('query')
  const all = cache.getOrBuild(`announcements:${language}`, platform.brand.contentVersion(), 300_000, () => {
    const l = platform.announcements.list(language)
    return { banners: clean(l.banners), player: clean(l.player), popup: clean(l.popup), promotion: clean(l.promotion), notices: l.notices.map((n) => ({ ...n, content: sanitizeHtml(n.content) })) }
  })
  return ok(c, execution ? { ...all, popup: all.popup.filter((p) => p.execution === execution) } : all)
})
