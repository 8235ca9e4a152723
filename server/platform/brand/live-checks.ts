/**
 * What stops a data folder from serving a live brand (decision 0028; DESIGN "Demo and live"): read
 * by the start-up check (server/brand-mode.ts) before anything is served. Knows nothing of the
 * process: it returns the problems, the caller decides.
 */
import { and, count, eq } from 'drizzle-orm'
import type { PlatformDb } from '../../../db/client'
import { brands, games, vendors } from '../../../db/schema/platform'
import { paymentMethods } from '../../../db/schema/wallet'

/** One reason a live brand may not start, with the data that names it. */
export type LiveProblem =
  | { code: 'BRAND_MISSING' }
  | { code: 'SEEDED_AS_DEMO' }
  | { code: 'SANDBOX_METHODS'; methods: string[] }
  | { code: 'PROVIDER_NOT_CONFIGURED'; provider: string; methods: string[]; missing: string[] }
  | { code: 'AGGREGATOR_NOT_CONFIGURED'; vendor: string; games: number; missing: string[] }
  | { code: 'SANDBOX_GAMES'; vendors: { vendor: string; games: number }[] }

/**
 * The problems of serving `brandCode` from `db` as a live brand: the brand is missing, its data was
 * seeded as a demo (`brands.seeded_mode`), or an enabled deposit method uses the SANDBOX provider
 * (which credits without payment), or an enabled method uses a provider whose settings are missing
 * (`missingSettings`: the variables each provider lacks, e.g. `{ PAYMONGO: ['PAYMONGO_SECRET_KEY'] }`;
 * decision 0045), or enabled games belong to vendors served by the embedded sandbox (adapter SANDBOX:
 * play money, never launched live; e.g. a file imported by a CLI run without BRAND_MODE=live; not
 * reported for a folder seeded as a demo, whose whole catalogue is the sandbox's). An empty list
 * means the folder may serve a live brand.
 */
export function liveProblems(db: PlatformDb, brandCode: string, missingSettings: Record<string, string[]> = {}): LiveProblem[] {
  const brand = db.select({ mode: brands.seededMode }).from(brands).where(eq(brands.code, brandCode)).get()
  if (!brand) return [{ code: 'BRAND_MISSING' }]
  const problems: LiveProblem[] = []
  if (brand.mode !== 'live') problems.push({ code: 'SEEDED_AS_DEMO' })
  const sandbox = db
    .select({ code: paymentMethods.code })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.brandCode, brandCode), eq(paymentMethods.provider, 'SANDBOX'), eq(paymentMethods.enabled, 1)))
    .orderBy(paymentMethods.code)
    .all()
  if (sandbox.length > 0) problems.push({ code: 'SANDBOX_METHODS', methods: sandbox.map((m) => m.code) })
  if (brand.mode === 'live') {
    const playMoney = db
      .select({ vendor: games.vendorCode, games: count() })
      .from(games)
      .innerJoin(vendors, eq(vendors.code, games.vendorCode))
      .where(and(eq(vendors.adapter, 'SANDBOX'), eq(games.enabled, 1)))
      .groupBy(games.vendorCode)
      .orderBy(games.vendorCode)
      .all()
    if (playMoney.length > 0) problems.push({ code: 'SANDBOX_GAMES', vendors: playMoney })
  }
  for (const [provider, missing] of Object.entries(missingSettings)) {
    if (missing.length === 0) continue
    const methods = db
      .select({ code: paymentMethods.code })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.brandCode, brandCode), eq(paymentMethods.provider, provider), eq(paymentMethods.enabled, 1)))
      .orderBy(paymentMethods.code)
      .all()
    if (methods.length > 0) problems.push({ code: 'PROVIDER_NOT_CONFIGURED', provider, methods: methods.map((m) => m.code), missing })
  }
  return problems
}

/**
 * Enabled catalogue games of an aggregator's vendor whose settings are missing (`missingSettings`:
 * the variables each aggregator vendor lacks, e.g. `{ HUB88: ['HUB88_OPERATOR_ID'] }`; decision 0046):
 * such games could neither launch nor be paid, so a live brand does not start with them.
 */
export function aggregatorProblems(db: PlatformDb, missingSettings: Record<string, string[]>): LiveProblem[] {
  const problems: LiveProblem[] = []
  for (const [vendor, missing] of Object.entries(missingSettings)) {
    if (missing.length === 0) continue
    const n = db
      .select({ n: count() })
      .from(games)
      .where(and(eq(games.vendorCode, vendor), eq(games.enabled, 1)))
      .get()!.n
    if (n > 0) problems.push({ code: 'AGGREGATOR_NOT_CONFIGURED', vendor, games: n, missing })
  }
  return problems
}
