/**
 * Brings a demo brand seeded before its content spoke twelve languages up to them (issue 18,
 * decision 0055). A text the seed wrote in English and Filipino only, whose English is still exactly
 * the seed's, gains the other ten languages of today's seed (its English and Filipino stay as
 * stored); a text whose English an operator edited, one an operator added, or one that already
 * names other languages, is left as it is. When a text changed, the brand's content version is bumped, so the gateway's cached
 * answers (keyed by that version) are built again.
 *
 * The seed's texts are read from a throw-away in-memory database seeded with the brand's own code,
 * name and currency (the same code writes both); that happens only when the brand still has a text
 * in English and Filipino only, so a brand brought up to date costs one indexed look-up a table.
 * Synchronous (bun:sqlite).
 */
import type { Database } from 'bun:sqlite'
import { migrateDatabases, openCacheDb, openPlatformDb, type PlatformDb } from '../client'

/** The brand's tables whose columns hold a seeded `LocalizedText`, with the column naming the brand. */
const TEXT_COLUMNS: [table: string, brandColumn: string, columns: string[]][] = [
  ['brands', 'code', ['licence_text']],
  ['resources', 'brand_code', ['label']],
  ['banners', 'brand_code', ['title']],
  ['announcements', 'brand_code', ['title', 'content']],
  ['help_articles', 'brand_code', ['title', 'content']],
  ['promotions', 'brand_code', ['title', 'summary', 'terms']],
  ['point_rewards', 'brand_code', ['name', 'description']],
  ['payment_methods', 'brand_code', ['name']],
  ['content_posts', 'brand_code', ['tag', 'title', 'summary', 'content']],
]

interface Stale {
  table: string
  column: string
  rowid: number
  text: Record<string, string>
}

/** The brand's texts that name English and Filipino and no other language. */
function staleTexts(client: Database, brandCode: string): Stale[] {
  const found: Stale[] = []
  for (const [table, brandColumn, columns] of TEXT_COLUMNS) {
    for (const column of columns) {
      const rows = client
        .query<{ rid: number; value: string }, [string]>(
          `select rowid as rid, "${column}" as value from "${table}" where "${brandColumn}" = ? and json_valid("${column}") and json_type("${column}", '$.en') = 'text' and json_type("${column}", '$.ty') = 'text' and (select count(*) from json_each("${column}")) = 2`,
        )
        .all(brandCode)
      for (const r of rows) found.push({ table, column, rowid: r.rid, text: JSON.parse(r.value) as Record<string, string> })
    }
  }
  return found
}

/** Every text the seed writes for this brand, by its English. */
function seedTexts(brand: { code: string; name: string; currency: string }, seed: SeedFn): Map<string, Record<string, string>> {
  const reference = openPlatformDb(':memory:')
  const cache = openCacheDb(':memory:')
  try {
    migrateDatabases(reference, cache)
    seed(reference, { brandCode: brand.code, brandName: brand.name, currency: brand.currency, mode: 'demo' })
    const texts = new Map<string, Record<string, string>>()
    for (const [table, , columns] of TEXT_COLUMNS) {
      for (const column of columns) {
        for (const r of reference.$client.query<{ value: string | null }, []>(`select "${column}" as value from "${table}"`).all()) {
          if (!r.value) continue
          const text = JSON.parse(r.value) as Record<string, string>
          texts.set(text.en, text)
        }
      }
    }
    return texts
  } finally {
    reference.$client.close()
    cache.$client.close()
  }
}

/** What writes a brand's seed (db/seed/index.ts `seedBrand`), passed in so this module imports no seed of its own. */
export type SeedFn = (db: PlatformDb, opts: { brandCode: string; brandName: string; currency: string; mode: 'demo' }) => unknown

/**
 * Adds the seed's other languages to the demo brand's English-and-Filipino texts the seed wrote (see the
 * module notes), in one transaction.
 * @returns how many texts gained languages (0: nothing to do, nothing written).
 */
export function addSeedLanguages(db: PlatformDb, brandCode: string, seed: SeedFn): number {
  const stale = staleTexts(db.$client, brandCode)
  if (stale.length === 0) return 0
  const brand = db.$client.query<{ code: string; name: string; currency: string }, [string]>('select code, name, currency from brands where code = ?').get(brandCode)
  if (!brand) return 0
  const texts = seedTexts(brand, seed)
  let changed = 0
  db.$client.transaction(() => {
    for (const s of stale) {
      const full = texts.get(s.text.en)
      if (!full) continue
      changed += db.$client.query(`update "${s.table}" set "${s.column}" = ? where rowid = ?`).run(JSON.stringify({ ...full, ...s.text }), s.rowid).changes
    }
    if (changed > 0) db.$client.query('update brands set content_version = content_version + 1 where code = ?').run(brandCode)
  })()
  return changed
}
