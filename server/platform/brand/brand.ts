/**
 * The brand (merchant) and its settings: status for a visitor, permission payload, whitelabel tree,
 * domain routes, help centre, and the content version that keys the render cache.
 * @see product-spec §3 (permission payload, whitelabel flags), §4 (system status), §7
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import * as s from '../../../db/schema/platform'
import { CatalogueError } from '../errors'
import type { BrandMode, PlatformContext } from '../context'
import { SYSTEM_STATUS } from '../../../shared/constants'
import { localized } from '../localized'
import { memoByVersion } from '../memo'
import { z } from 'zod'

/** A Google tag id as gtag.js takes it (`G-…` Analytics 4, `AW-…` Ads, `DC-…` Floodlight): what a brand may set as `gtagId`. */
export const GtagIdSchema = z
  .string()
  .trim()
  .regex(/^(?:G|AW|DC)-[A-Z0-9]{4,20}$/, 'a Google tag id such as G-AB12CD34EF')

/** How long (ms) a read content version is trusted before SQLite's data_version is read again (`contentVersion`). */
export const CONTENT_VERSION_MAX_AGE_MS = 5

export interface BrandInfo {
  code: string
  name: string
  currency: string
  currencySymbol: string
  defaultLanguage: string
  mainDomain: string
  gtagId: string | null
  imageCdns: string[]
  launchGameCdns: string[]
}

/** The brand's licence as the footer shows it; null = not set (nothing is invented). */
export interface Licence {
  text: string | null
  number: string | null
}

export interface WhitelabelNode {
  modId: string
  enabled: '1' | '0'
  childrenNodes: WhitelabelNode[]
}

export interface CustomerService {
  csPosition: number
  title: string
  type: string
  /** base64 of the contact URL (spec §3: decoded on the client). */
  path: string
}

export interface BrandResource {
  resourceType: string
  url: string
  label: string
  labelNameEn: string
}

/** Status of the lobby for one visitor (spec §4): maintenance wins over region restriction. */
export interface VisitorStatus {
  status: 0 | 1 | 2
  maintenance: boolean
  regionRestriction: boolean
  /** UTC ms, or null when unknown. */
  maintenanceEnd: number | null
  ip: string
}

export function brandModule(ctx: PlatformContext) {
  const { db, brandCode } = ctx
  const stateStmt = db.$client.query<{ version: number; maintenance: number; maintenanceEnd: number | null; regionRestriction: number }, [string]>(
    'select content_version as version, maintenance, maintenance_end as maintenanceEnd, region_restriction as regionRestriction from brands where code = ?',
  )
  const blocksStmt = db.$client.query<{ p: string }, [string]>('select ip_prefix as p from region_blocks where brand_code = ?')
  const dataVersionStmt = db.$client.query<{ data_version: number }, []>('PRAGMA data_version')

  interface State {
    version: number
    maintenance: boolean
    maintenanceEnd: number | null
    regionRestriction: boolean
    prefixes: string[]
  }
  // NOTE: every page request needs the content version and the status flags. They are read once and
  // kept until SQLite's data_version says another connection (the operator command, a second
  // process) committed, or this module writes them itself — exact, and one cheap pragma per call.
  let state: State | undefined
  let stateDataVersion = -1
  /** When (performance.now(), ms) data_version was last read. */
  let checkedAt = Number.NEGATIVE_INFINITY
  function snapshot(maxAgeMs = 0): State {
    // Another connection's commit is seen within `maxAgeMs`; this module's own writes clear `state` at once.
    if (state && maxAgeMs > 0 && performance.now() - checkedAt < maxAgeMs) return state
    checkedAt = performance.now()
    const dv = dataVersionStmt.get()!.data_version
    if (!state || dv !== stateDataVersion) {
      const row = stateStmt.get(brandCode)
      if (!row) throw new CatalogueError('BRAND_NOT_FOUND', 'errors.unknown', 404)
      state = {
        version: row.version,
        maintenance: row.maintenance === 1,
        maintenanceEnd: row.maintenanceEnd,
        regionRestriction: row.regionRestriction === 1,
        prefixes: blocksStmt.all(brandCode).map((r) => r.p),
      }
      stateDataVersion = dv
    }
    return state
  }

  function info(): BrandInfo {
    const row = db.select().from(s.brands).where(eq(s.brands.code, brandCode)).get()
    if (!row) throw new CatalogueError('BRAND_NOT_FOUND', 'errors.unknown', 404)
    const { maintenance, maintenanceEnd, regionRestriction, contentVersion, seededMode, licenceText, licenceNumber, ...rest } = row
    return rest
  }

  /**
   * The brand's content version: bumped by any change to what anonymous pages show. A render asks
   * for it ~20 times (every memoised catalogue read checks it): SQLite's data_version is read at
   * most every `CONTENT_VERSION_MAX_AGE_MS`, so another process's change (the operator command) is
   * seen that much later at most; this process's own writes (`bumpContentVersion`) at once.
   */
  function contentVersion(): number {
    return snapshot(CONTENT_VERSION_MAX_AGE_MS).version
  }

  /** Marks anonymous content changed (invalidates the render cache and gateway cache). */
  function bumpContentVersion(): number {
    db.update(s.brands)
      .set({ contentVersion: sql`${s.brands.contentVersion} + 1` })
      .where(eq(s.brands.code, brandCode))
      .run()
    state = undefined
    return contentVersion()
  }

  function isBlocked(ip: string, prefixes: string[]): boolean {
    return prefixes.some((p) => (p.endsWith('.') || p.endsWith(':') ? ip.startsWith(p) : ip === p))
  }

  /**
   * What the render cache needs for every anonymous page, in one read: the content version, whether
   * maintenance is on, and whether region restriction is on (then the status depends on the IP).
   * `maxAgeMs` (default 0: exact) lets the render cache's hot path skip SQLite's data_version read
   * (~7 µs) when it was read less than that long ago: a change committed by another process (the
   * operator command) is then seen up to `maxAgeMs` later; this process's own writes at once.
   */
  function lobbyState(maxAgeMs = 0): { version: number; maintenance: boolean; regionRestriction: boolean } {
    const st = snapshot(maxAgeMs)
    return { version: st.version, maintenance: ctx.overrides.maintenance ?? st.maintenance, regionRestriction: ctx.overrides.regionRestriction ?? st.regionRestriction }
  }

  /**
   * Status for a visitor at `ip`: 1 maintenance (wins), 2 region restricted, else 0.
   * Region restriction applies only when switched on and the IP matches a blocked prefix
   * (REGION_RESTRICTION=on blocks everyone).
   */
  function visitorStatus(ip: string): VisitorStatus {
    const st = snapshot()
    const maintenance = ctx.overrides.maintenance ?? st.maintenance
    const restrictionOn = ctx.overrides.regionRestriction ?? st.regionRestriction
    const regionRestriction = restrictionOn && (ctx.overrides.regionRestriction === true || isBlocked(ip, st.prefixes))
    const status = maintenance ? SYSTEM_STATUS.maintenance : regionRestriction ? SYSTEM_STATUS.regionRestricted : SYSTEM_STATUS.normal
    return { status, maintenance, regionRestriction, maintenanceEnd: maintenance ? st.maintenanceEnd : null, ip }
  }

  function whitelabel(): WhitelabelNode[] {
    const rows = db.select().from(s.whitelabelModules).where(eq(s.whitelabelModules.brandCode, brandCode)).orderBy(asc(s.whitelabelModules.sequence)).all()
    const build = (parent: string | null): WhitelabelNode[] =>
      rows.filter((r) => r.parentModId === parent).map((r) => ({ modId: r.modId, enabled: r.enabled ? '1' : '0', childrenNodes: build(r.modId) }))
    return build(null)
  }

  /**
   * Flat set of enabled module ids (a child is on only when its parents are). Memoised per content
   * version (see the return below): treat the set as read-only.
   */
  function enabledModules(): ReadonlySet<string> {
    const on = new Set<string>()
    const walk = (nodes: WhitelabelNode[]) =>
      nodes.forEach((n) => {
        if (n.enabled === '1') {
          on.add(n.modId)
          walk(n.childrenNodes)
        }
      })
    walk(whitelabel())
    return on
  }

  function customerServices(): CustomerService[] {
    return db
      .select({ csPosition: s.customerServices.csPosition, title: s.customerServices.title, type: s.customerServices.type, path: s.customerServices.path })
      .from(s.customerServices)
      .where(eq(s.customerServices.brandCode, brandCode))
      .orderBy(asc(s.customerServices.type), asc(s.customerServices.csPosition))
      .all()
  }

  function resources(language: string): BrandResource[] {
    return db
      .select()
      .from(s.resources)
      .where(eq(s.resources.brandCode, brandCode))
      .orderBy(asc(s.resources.sequence))
      .all()
      .map((r) => ({ resourceType: r.resourceType, url: r.url, label: localized(r.label, language), labelNameEn: r.label.en ?? '' }))
  }

  function domainRoutes() {
    return db.select({ domain: s.domainRoutes.domain, site: s.domainRoutes.site }).from(s.domainRoutes).where(eq(s.domainRoutes.brandCode, brandCode)).all()
  }

  /** Help centre articles for the language (spec §7 helpCenter; device WEB). HTML is sanitised by the caller that renders it. */
  function helpCenter(language: string) {
    return db
      .select()
      .from(s.helpArticles)
      .where(eq(s.helpArticles.brandCode, brandCode))
      .orderBy(asc(s.helpArticles.sequence))
      .all()
      .map((a) => ({ id: a.id, anchor: a.anchor, title: localized(a.title, language), content: localized(a.content, language) }))
  }

  /**
   * The permission payload of spec §3 for a visitor.
   * `register` tells which registration methods the whitelabel flags enable (field rules come with accounts).
   */
  function permission(ip: string, language: string) {
    const b = info()
    const st = visitorStatus(ip)
    const modules = enabledModules()
    return {
      status: st.status,
      maintenance: st.maintenance,
      regionRestriction: st.regionRestriction,
      maintenanceEnd: st.maintenanceEnd,
      location: { ip },
      info: {
        merchantCode: b.code,
        merchantName: b.name,
        currency: b.currency,
        currencySymbol: b.currencySymbol,
        customerService: customerServices(),
        domainRoute: domainRoutes(),
        resources: resources(language),
        whitelabel: whitelabel(),
        register: {
          username: modules.has('USERNAMEREG3'),
          mobile: modules.has('MOBILENUMREG3'),
          mobileWithPassword: modules.has('MOBILENUMPASSREG3'),
          mobileVerification: modules.has('REGMOBVERF3'),
        },
        mainDomain: b.mainDomain,
        analytics: { gtagId: b.gtagId },
        imageCDNs: b.imageCdns,
        launchGameCDNs: b.launchGameCdns,
      },
    }
  }

  /** Operator: switch maintenance on or off, with an optional expected end (UTC ms). */
  function setMaintenance(on: boolean, end: number | null = null) {
    db.update(s.brands)
      .set({ maintenance: on ? 1 : 0, maintenanceEnd: on ? end : null })
      .where(eq(s.brands.code, brandCode))
      .run()
    bumpContentVersion()
    // Open tabs of this process show the maintenance page at once (other processes' streams notice on their next check).
    if (on) ctx.live?.events.broadcast({ type: 'maintenance', until: end })
  }

  /** Operator: switch region restriction and replace the blocked IP prefixes (e.g. '203.0.113.' or an exact IP). */
  function setRegionRestriction(on: boolean, prefixes?: string[]) {
    db.transaction((tx) => {
      tx.update(s.brands)
        .set({ regionRestriction: on ? 1 : 0 })
        .where(eq(s.brands.code, brandCode))
        .run()
      if (prefixes) {
        tx.delete(s.regionBlocks).where(eq(s.regionBlocks.brandCode, brandCode)).run()
        if (prefixes.length)
          tx.insert(s.regionBlocks)
            .values(prefixes.map((ipPrefix) => ({ brandCode, ipPrefix })))
            .run()
      }
    })
    bumpContentVersion()
  }

  /** BRAND_MODE of this process (decision 0028): `demo` shows the demo marker and allows sandbox payments. */
  function mode(): BrandMode {
    return ctx.mode ?? 'demo'
  }

  /**
   * The mode the brand's data was seeded in (`brands.seeded_mode`): a live server refuses a demo
   * folder (server/brand-mode.ts).
   * @throws CatalogueError BRAND_NOT_FOUND (404)
   */
  function seededMode(): BrandMode {
    const row = db.select({ m: s.brands.seededMode }).from(s.brands).where(eq(s.brands.code, brandCode)).get()
    if (!row) throw new CatalogueError('BRAND_NOT_FOUND', 'errors.unknown', 404)
    return row.m
  }

  /**
   * The licence statement (in `language`, falling back to English) and number the footer shows
   * (spec §1: the footer states a licence disclaimer); each null until an operator sets it.
   * @throws CatalogueError BRAND_NOT_FOUND (404)
   */
  function licence(language: string): Licence {
    const row = db.select({ text: s.brands.licenceText, number: s.brands.licenceNumber }).from(s.brands).where(eq(s.brands.code, brandCode)).get()
    if (!row) throw new CatalogueError('BRAND_NOT_FOUND', 'errors.unknown', 404)
    const text = row.text ? localized(row.text, language) : ''
    return { text: text || null, number: row.number || null }
  }

  /** The stored licence statements by language (`{}` when none): the operator command edits one language of them. */
  function licenceTexts(): s.LocalizedText {
    return db.select({ text: s.brands.licenceText }).from(s.brands).where(eq(s.brands.code, brandCode)).get()?.text ?? {}
  }

  /**
   * Operator (`npm run operator -- licence set|clear`): sets the licence number and the statement
   * by language. An omitted field keeps its value; `null` clears it. Bumps the content version so
   * cached pages show it at once. Validated by the caller (server/operator/brand-commands.ts).
   */
  function setLicence(input: { number?: string | null; text?: s.LocalizedText | string | null }) {
    const set: Partial<typeof s.brands.$inferInsert> = {}
    if (input.number !== undefined) set.licenceNumber = input.number
    if (input.text !== undefined) set.licenceText = typeof input.text === 'string' ? { en: input.text } : input.text
    if (Object.keys(set).length === 0) return
    db.update(s.brands).set(set).where(eq(s.brands.code, brandCode)).run()
    bumpContentVersion()
  }

  /**
   * Operator: the Google tag id of the permission payload's `analytics.gtagId` (spec §1), or null to
   * load no analytics; pages follow at once (content version). Decision 0048.
   * @throws ZodError when the id is not a Google tag id ({@link GtagIdSchema})
   */
  function setGtagId(id: string | null) {
    const gtagId = id === null ? null : GtagIdSchema.parse(id)
    db.update(s.brands).set({ gtagId }).where(eq(s.brands.code, brandCode)).run()
    bumpContentVersion()
  }

  function regionBlocks(): string[] {
    return db
      .select()
      .from(s.regionBlocks)
      .where(and(eq(s.regionBlocks.brandCode, brandCode)))
      .all()
      .map((r) => r.ipPrefix)
  }

  const v = contentVersion
  return {
    info: memoByVersion(v, info),
    contentVersion,
    bumpContentVersion,
    visitorStatus,
    lobbyState,
    whitelabel: memoByVersion(v, whitelabel),
    enabledModules: memoByVersion(v, enabledModules),
    customerServices: memoByVersion(v, customerServices),
    resources: memoByVersion(v, resources),
    domainRoutes: memoByVersion(v, domainRoutes),
    helpCenter: memoByVersion(v, helpCenter),
    permission,
    setMaintenance,
    setRegionRestriction,
    regionBlocks,
    mode,
    seededMode,
    licence: memoByVersion(v, licence),
    licenceTexts,
    setLicence,
    setGtagId,
  }
}

export type BrandModule = ReturnType<typeof brandModule>
