/**
 * The brand's own content in the twelve complete languages (issue 18, decision 0055): every
 * language-keyed text a seeded brand holds (found by reading every table, so a text added later
 * is held to the same rule) names English, Filipino and the ten languages of
 * shared/i18n/locales, none empty; and each translation keeps what the page or the reader relies
 * on: the brand's name, the peso amounts as written, every number of the English text, the HTML
 * tags in order, the line breaks (promotion terms are shown one line an item), the product and
 * vendor names, and it is no copy of the English where the Filipino differs from it. A demo brand
 * seeded before (its texts in English and Filipino only) gains the other ten languages at the next
 * start, except the texts an operator changed.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { migrateDatabases, openCacheDb, openPlatformDb } from '../client'
import { seedBrand } from '.'
import { SEED_LANGUAGES } from './text'
import { COMPLETE_LANGUAGES } from '../../shared/i18n/languages'
import { localized } from '../../server/platform/localized'

const BRAND_NAME = 'Lucky Palace Twelve'
const dir = mkdtempSync(join(tmpdir(), 'seed-content-'))
const platform = openPlatformDb(join(dir, 'platform.db'))
const cache = openCacheDb(join(dir, 'gateway-cache.db'))
migrateDatabases(platform, cache)
seedBrand(platform, { brandCode: 'DEMO', brandName: BRAND_NAME, currency: 'PHP', mode: 'demo' })
seedBrand(platform, { brandCode: 'LIVE', brandName: BRAND_NAME, currency: 'PHP', mode: 'live' })
afterAll(() => {
  platform.$client.close()
  cache.$client.close()
  rmSync(dir, { recursive: true, force: true })
})

interface Found {
  /** `table.column#rowid`, to name the text in a failure. */
  where: string
  text: Record<string, string>
}

/** Every language-keyed text (a JSON object with an `en` string and only language codes as keys) in every table. */
function seededTexts(): Found[] {
  const db = platform.$client
  const tables = db.query<{ name: string }, []>("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%'").all()
  const found: Found[] = []
  for (const { name } of tables) {
    for (const row of db.query<Record<string, unknown>, []>(`select rowid as _rowid, * from "${name}"`).all()) {
      for (const [column, value] of Object.entries(row)) {
        if (typeof value !== 'string' || !value.startsWith('{')) continue
        let parsed: unknown
        try {
          parsed = JSON.parse(value)
        } catch {
          continue
        }
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) continue
        const entries = Object.entries(parsed)
        if (typeof (parsed as Record<string, unknown>).en !== 'string' || !entries.every(([k, v]) => /^[a-z]{2}$/.test(k) && typeof v === 'string')) continue
        found.push({ where: `${name}.${column}#${row._rowid}`, text: parsed as Record<string, string> })
      }
    }
  }
  return found
}

const texts = seededTexts()
const OTHERS = SEED_LANGUAGES.filter((l) => l !== 'en')

/** The seeded text columns of a brand, by table (as db/seed/languages-upgrade.ts knows them). */
const OLD_COLUMNS: Record<string, string[]> = {
  brands: ['licence_text'],
  resources: ['label'],
  banners: ['title'],
  announcements: ['title', 'content'],
  help_articles: ['title', 'content'],
  promotions: ['title', 'summary', 'terms'],
  point_rewards: ['name', 'description'],
  payment_methods: ['name'],
  content_posts: ['tag', 'title', 'summary', 'content'],
}

/** Names that stay as they are in every language. */
const KEPT = ['GCash', 'Maya', 'JILI', 'Telegram', 'Facebook', 'Messenger', 'Plinko', 'Mines', 'Dice', 'Limbo', 'Tongits Go', 'iOS', 'Android', 'Safari', 'RTP', 'GMT+8', 'VIP', 'PNG', 'JPG']

const pesos = (s: string) => (s.match(/₱\d+(?:,\d{3})*/g) ?? []).sort()
const tags = (s: string) => s.match(/<\/?[a-z]+>/g) ?? []
const lines = (s: string) => s.split('\n').length
const count = (s: string, part: string) => s.split(part).length - 1
/** The numbers of a text with their separators dropped (`1.5%` and `1,5%` are both 15; `02:00` is 02 and 00). */
const numbers = (s: string) => new Set((s.match(/\d+(?:[.,]\d+)*/g) ?? []).map((n) => n.replace(/[.,]/g, '')))

describe('seeded brand content in the twelve complete languages', () => {
  it('reads the texts of every content table of a demo and a live brand', () => {
    const tables = new Set(texts.map((t) => t.where.split('.')[0]))
    for (const table of ['brands', 'banners', 'announcements', 'help_articles', 'resources', 'promotions', 'point_rewards', 'payment_methods', 'content_posts']) {
      expect(tables, table).toContain(table)
    }
    expect(texts.length).toBeGreaterThan(150)
  })

  it('seeds exactly the languages the lobby offers, English, Filipino and the ten locale files', () => {
    expect([...SEED_LANGUAGES].sort()).toEqual([...COMPLETE_LANGUAGES].sort())
  })

  it('gives every text all twelve languages, none empty', () => {
    for (const { where, text } of texts) {
      expect(Object.keys(text).sort(), where).toEqual([...SEED_LANGUAGES].sort())
      for (const l of SEED_LANGUAGES) expect(text[l].trim(), `${where} ${l}`).not.toBe('')
    }
  })

  it('translates every text whose Filipino differs from its English (no English copies)', () => {
    for (const { where, text } of texts) {
      if (text.ty === text.en) continue
      for (const l of OTHERS) expect(text[l], `${where} ${l}`).not.toBe(text.en)
    }
  })

  it('keeps the brand name, the peso amounts, the numbers, the tags, the line breaks and the product names', () => {
    for (const { where, text } of texts) {
      const en = text.en
      for (const l of OTHERS) {
        const t = text[l]
        const at = `${where} ${l}: ${t}`
        expect(count(t, BRAND_NAME), at).toBe(count(en, BRAND_NAME))
        expect(pesos(t), at).toEqual(pesos(en))
        expect(tags(t), at).toEqual(tags(en))
        expect(lines(t), at).toBe(lines(en))
        const own = numbers(t)
        for (const n of numbers(en)) expect(own.has(n), `${at} lacks ${n}`).toBe(true)
        for (const name of KEPT) if (en.includes(name)) expect(t, at).toContain(name)
      }
    }
  })

  it('brings a brand seeded in English and Filipino only up to twelve at the next start, leaving operator-changed texts alone', () => {
    const dir2 = mkdtempSync(join(tmpdir(), 'seed-upgrade-'))
    const old = openPlatformDb(join(dir2, 'platform.db'))
    const oldCache = openCacheDb(join(dir2, 'gateway-cache.db'))
    try {
      migrateDatabases(old, oldCache)
      seedBrand(old, { brandCode: 'DEMO', brandName: BRAND_NAME, currency: 'PHP', mode: 'demo' })
      const c = old.$client
      // As a database seeded before issue 18: every text English and Filipino only; an operator then edited one banner.
      for (const [table, columns] of Object.entries(OLD_COLUMNS)) {
        for (const col of columns) c.run(`update "${table}" set "${col}" = json_object('en', json_extract("${col}", '$.en'), 'ty', json_extract("${col}", '$.ty')) where "${col}" is not null`)
      }
      c.run(`update banners set title = json_object('en', 'Operator banner', 'ty', 'Banner ng operator') where id = (select min(id) from banners)`)
      const version = () => c.query<{ v: number }, []>("select content_version as v from brands where code = 'DEMO'").get()?.v
      const before = version()

      expect(seedBrand(old, { brandCode: 'DEMO', brandName: BRAND_NAME, currency: 'PHP', mode: 'demo' })).toEqual({ seeded: false })

      const titles = c
        .query<{ title: string }, []>('select title from banners order by id')
        .all()
        .map((r) => JSON.parse(r.title) as Record<string, string>)
      expect(titles[0]).toEqual({ en: 'Operator banner', ty: 'Banner ng operator' })
      for (const t of titles.slice(1)) expect(Object.keys(t).sort()).toEqual([...SEED_LANGUAGES].sort())
      const notice = c.query<{ title: string }, []>("select title from announcements where kind = 'NOTICE' order by sequence limit 1").get()
      expect(JSON.parse(notice?.title ?? '{}').zh).toBe(`欢迎来到 ${BRAND_NAME}！新会员首存即享 100% 奖金。`)
      for (const [table, columns] of Object.entries(OLD_COLUMNS)) {
        for (const col of columns) {
          const two = c.query<{ n: number }, []>(`select count(*) as n from "${table}" where "${col}" is not null and json_type("${col}", '$.zh') is null`).get()?.n
          expect(two, `${table}.${col}`).toBe(table === 'banners' && col === 'title' ? 1 : 0)
        }
      }
      expect(version()).toBe((before ?? 0) + 1)
      // Brought up to date: the next start changes nothing more.
      seedBrand(old, { brandCode: 'DEMO', brandName: BRAND_NAME, currency: 'PHP', mode: 'demo' })
      expect(version()).toBe((before ?? 0) + 1)
    } finally {
      old.$client.close()
      oldCache.$client.close()
      rmSync(dir2, { recursive: true, force: true })
    }
  })

  it('shows a visitor the text of the page language (the home banners in Chinese and Arabic)', () => {
    const banner = texts.find((t) => t.where.startsWith('banners.title') && t.text.en === 'Welcome Bonus 100%')
    expect(banner).toBeDefined()
    expect(localized(banner?.text ?? {}, 'zh')).toBe('迎新奖金 100%')
    expect(localized(banner?.text ?? {}, 'ar')).toBe('مكافأة الترحيب 100%')
  })
})
