/**
 * Seeds one brand (spec §3, §9; DESIGN §5): the brand row, whitelabel modules, customer service, resources, domain
 * routes, banners, announcements, winners, help articles, vendor lanes, and (once per database) the vendors and the
 * ~10,000-game catalogue of `catalogue.ts`. Idempotent: a brand that exists is left untouched.
 * Money is in minor units of the brand currency; times are UTC milliseconds.
 *
 * CLI: `bun run db/seed/index.ts` (npm run db:seed) seeds ./data/platform.db (or $DATA_DIR) with
 * BRAND_CODE / BRAND_NAME / BRAND_CURRENCY / BRAND_MODE (defaults DEMO, Royal Lucky, PHP, demo).
 * A live brand (BRAND_MODE=live) gets no invented record (decision 0028).
 */
import { count, eq, max } from 'drizzle-orm'
import { join } from 'node:path'
import { z } from 'zod'
import { migrateDatabases, openCacheDb, openPlatformDb, type PlatformDb } from '../client'
import {
  announcements,
  banners,
  brands,
  customerServices,
  domainRoutes,
  games,
  helpArticles,
  resources,
  vendorLanes,
  vendors,
  whitelabelModules,
  winners,
  type LocalizedText,
} from '../schema/platform'
import { buildCatalogue, type Catalogue, type GameSeed } from './catalogue'
import { hash32, mulberry32 } from '../../shared/seeded'
import { seedWallet } from './wallet'
import { seedPoints } from './points'
import { seedPromotions } from './promotions'
import { seedContent } from './content'

/** Options of {@link seedBrand}. */
export interface SeedBrandOptions {
  /** Merchant code, upper-case letters, digits and _ (2-20), e.g. `DEMO`. */
  brandCode: string
  /** Display name, e.g. `Royal Lucky`. */
  brandName: string
  /** ISO 4217 code, e.g. `PHP`. */
  currency: string
  /**
   * BRAND_MODE of a new brand (decision 0028), recorded in `brands.seeded_mode`: `demo` (default)
   * writes today's demo (invented content, generated titles, sandbox vendors and payments); `live`
   * writes no invented record: the in-house games, the whitelabel modules, help, the 18+ and
   * responsible-gaming links and the embedded live chat. A brand that exists keeps its recorded mode.
   */
  mode?: BrandMode
}

/** Demo (invented content, play money) or live (nothing invented): see {@link SeedBrandOptions.mode}. */
export type BrandMode = 'demo' | 'live'

/** The licence statement of a demo brand: it says what it is (a live brand has none until an operator sets it). */
export const DEMO_LICENCE: LocalizedText = {
  en: 'This is a demo brand: it holds no gaming licence and takes no real money. Every balance is play money.',
  ty: 'Isa itong demo na brand: wala itong lisensya sa gaming at hindi tumatanggap ng totoong pera. Play money lamang ang lahat ng balanse.',
}

const OptionsSchema = z.object({
  brandCode: z.string().regex(/^[A-Z0-9_]{2,20}$/, 'upper-case letters, digits and _ (2-20)'),
  brandName: z.string().min(1).max(60),
  currency: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code such as PHP'),
  mode: z.enum(['demo', 'live']).default('demo'),
})

const SYMBOLS: Record<string, string> = {
  PHP: '₱',
  USD: '$',
  EUR: '€',
  GBP: '£',
  JPY: '¥',
  CNY: '¥',
  KRW: '₩',
  THB: '฿',
  VND: '₫',
  INR: '₹',
  IDR: 'Rp',
  MYR: 'RM',
  SGD: 'S$',
  HKD: 'HK$',
  BDT: '৳',
  PKR: '₨',
  NGN: '₦',
  BRL: 'R$',
  MXN: 'MX$',
  AUD: 'A$',
  CAD: 'C$',
  TWD: 'NT$',
}

/** The display symbol of an ISO 4217 currency code (`PHP` → `₱`); unknown codes return the code itself. */
export function currencySymbol(code: string): string {
  return SYMBOLS[code.toUpperCase()] ?? code.toUpperCase()
}

/** Fixed creation time of the seeded content: 2025-01-06 00:00 UTC (ms). */
const SEED_EPOCH = Date.UTC(2025, 0, 6, 0, 0, 0)
const MINUTE = 60_000
const HOUR = 60 * MINUTE

const L = (en: string, ty: string): LocalizedText => ({ en, ty })
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64')

/** Spec §3 whitelabel flags, grouped under parent modules. */
const MODULE_TREE: [string, string[]][] = [
  ['REGISTER', ['USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3', 'REGMOBVERF3']],
  ['SECURITY', ['CHNGPASSVERIF3', 'PWDEXPFORCECHANGE3', 'MOBILEVERCODELOGIN3']],
  ['AGENT', ['AGENTPOLICY3']],
  ['REWARDS', ['PTSYS3', 'MANPLAYREB3', 'FREEPLAY3']],
  ['SERVICE', ['LIVECHAT']],
]

/** A transaction handle of the platform database (what `db.transaction` passes to its callback). */
type Tx = Parameters<Parameters<PlatformDb['transaction']>[0]>[0]

function insertChunked<T>(rows: T[], insert: (chunk: T[]) => void, size = 500): void {
  for (let i = 0; i < rows.length; i += size) insert(rows.slice(i, i + size))
}

/**
 * Seeds a brand and its content in ONE synchronous transaction (bun:sqlite).
 * - If the brand row already exists nothing is written and `{ seeded: false }` is returned.
 * - Vendors and games are global: they are inserted only when missing (vendors) or when `games` is empty, so a second
 *   brand in the same database reuses the catalogue; vendor lanes, banners, texts etc. are per brand.
 * @throws Error when an option is invalid (code `^[A-Z0-9_]{2,20}$`, currency ISO 4217).
 */
export function seedBrand(db: PlatformDb, opts: SeedBrandOptions): { seeded: boolean } {
  const parsed = OptionsSchema.safeParse(opts)
  if (!parsed.success) {
    throw new Error(`seedBrand: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`)
  }
  const o = parsed.data
  const existing = () => db.select({ mode: brands.seededMode }).from(brands).where(eq(brands.code, o.brandCode)).get()
  // The wallet's settings and methods, points and missions are added where missing, also to a brand seeded before them
  // (in the mode the brand was seeded in: a live brand never gets a demo's invented rows).
  const known = existing()
  if (known) {
    seedModules(db, o.brandCode, o.brandName, known.mode)
    return { seeded: false }
  }
  const catalogue = buildCatalogue()
  return db.transaction(
    (tx) => {
      if (tx.select({ code: brands.code }).from(brands).where(eq(brands.code, o.brandCode)).get()) return { seeded: false }
      writeBrand(tx, o, catalogue)
      seedModules(tx, o.brandCode, o.brandName, o.mode)
      return { seeded: true }
    },
    { behavior: 'immediate' },
  )
}

/** The wallet, points, promotions and content seeds; a live brand gets only the settings (no invented offer, post or payee). */
function seedModules(db: PlatformDb | Tx, brandCode: string, brandName: string, mode: BrandMode): void {
  if (mode === 'live') {
    seedWallet(db, brandCode, brandName, { methods: false })
    seedPoints(db, brandCode, Date.now(), { catalogue: false })
    return
  }
  seedWallet(db, brandCode, brandName)
  seedPoints(db, brandCode)
  seedPromotions(db, brandCode)
  seedContent(db, brandCode, brandName)
}

function writeBrand(db: Tx, o: z.output<typeof OptionsSchema>, catalogue: Catalogue): void {
  const { brandCode, brandName } = o
  const demo = o.mode === 'demo'
  const handle = brandName.toLowerCase().replace(/[^a-z0-9]/g, '') || brandCode.toLowerCase()

  db.insert(brands)
    .values({
      code: brandCode,
      name: brandName,
      currency: o.currency,
      currencySymbol: currencySymbol(o.currency),
      defaultLanguage: 'en',
      mainDomain: 'localhost',
      gtagId: null,
      maintenance: 0,
      maintenanceEnd: null,
      regionRestriction: 0,
      imageCdns: ['/'],
      launchGameCdns: ['/'],
      contentVersion: 1,
      seededMode: o.mode,
      licenceText: demo ? DEMO_LICENCE : null,
      licenceNumber: null,
    })
    .run()

  // Whitelabel modules: a small tree, everything enabled.
  const modules: (typeof whitelabelModules.$inferInsert)[] = []
  MODULE_TREE.forEach(([parent, children], i) => {
    modules.push({ brandCode, modId: parent, parentModId: null, enabled: 1, sequence: i + 1 })
    children.forEach((modId, j) => modules.push({ brandCode, modId, parentModId: parent, enabled: 1, sequence: j + 1 }))
  })
  db.insert(whitelabelModules).values(modules).run()

  // Customer service: Telegram 1-3, Facebook 1, live chat. `path` is base64 of the contact address.
  // A live brand gets only the embedded chat: the Telegram and Facebook handles are made up from the name.
  db.insert(customerServices)
    .values(
      [
        { brandCode, csPosition: 1, title: 'Telegram CS 1', type: 'TELEGRAM', path: b64(`https://t.me/${handle}_cs1`) },
        { brandCode, csPosition: 2, title: 'Telegram CS 2', type: 'TELEGRAM', path: b64(`https://t.me/${handle}_cs2`) },
        { brandCode, csPosition: 3, title: 'Telegram CS 3', type: 'TELEGRAM', path: b64(`https://t.me/${handle}_cs3`) },
        { brandCode, csPosition: 1, title: 'Facebook Messenger', type: 'FACEBOOK', path: b64(`https://m.me/${handle}`) },
        { brandCode, csPosition: 1, title: demo ? 'Live Chat 24/7' : 'Live Chat', type: 'LIVECHAT', path: b64('/livechat') }, // the embedded chat (server/platform/support/chat.ts)
      ].filter((c) => demo || c.type === 'LIVECHAT'),
    )
    .run()

  // A live brand keeps the links to its own pages (terms, responsible gaming, 18+, app): no partners it has no contract
  // with, no social accounts made up from the name.
  db.insert(resources)
    .values(
      [
        { brandCode, resourceType: 'LICENSE', url: '/help#term', label: L('Licence & Terms', 'Lisensya at Mga Tuntunin'), sequence: 1 },
        { brandCode, resourceType: 'RESPONSIBLE', url: '/help#responsible', label: L('Responsible Gaming', 'Responsableng Paglalaro'), sequence: 2 },
        { brandCode, resourceType: 'AGE', url: '/help#responsible', label: L('18+ Only', 'Para sa 18+ Lamang'), sequence: 3 },
        { brandCode, resourceType: 'PARTNER', url: 'https://www.pgsoft.com', label: L('PG Soft', 'PG Soft'), sequence: 4 },
        { brandCode, resourceType: 'PARTNER', url: 'https://www.jiligames.com', label: L('JILI', 'JILI'), sequence: 5 },
        { brandCode, resourceType: 'PARTNER', url: 'https://www.pragmaticplay.com', label: L('Pragmatic Play', 'Pragmatic Play'), sequence: 6 },
        { brandCode, resourceType: 'PARTNER', url: 'https://www.evolution.com', label: L('Evolution', 'Evolution'), sequence: 7 },
        { brandCode, resourceType: 'SOCIAL', url: `https://www.facebook.com/${handle}`, label: L('Facebook', 'Facebook'), sequence: 8 },
        { brandCode, resourceType: 'SOCIAL', url: `https://t.me/${handle}`, label: L('Telegram', 'Telegram'), sequence: 9 },
        { brandCode, resourceType: 'SOCIAL', url: `https://www.youtube.com/@${handle}`, label: L('YouTube', 'YouTube'), sequence: 10 },
        { brandCode, resourceType: 'APP_IOS', url: '/download#ios', label: L('Download for iOS', 'I-download para sa iOS'), sequence: 11 },
        { brandCode, resourceType: 'APP_ANDROID', url: '/download#android', label: L('Download for Android', 'I-download para sa Android'), sequence: 12 },
      ].filter((r) => demo || !['PARTNER', 'SOCIAL'].includes(r.resourceType)),
    )
    .run()

  db.insert(domainRoutes)
    .values([
      { brandCode, domain: 'localhost', site: 'MEMBER' },
      { brandCode, domain: 'agent.localhost', site: 'AGENT' },
    ])
    .run()

  // Banners and announcements advertise offers (bonuses, rebates, instant GCash) a live brand has not made.
  if (demo) {
    const homeBannerIds = writeBanners(db, brandCode)
    writeAnnouncements(db, brandCode, brandName, homeBannerIds)
  }
  writeHelp(db, brandCode, brandName, o.mode)

  // Catalogue: vendors and games are global, lanes per brand. A live brand gets only the in-house vendor and its
  // games: sandbox vendors cannot take real money, and generated titles are no vendor's games (issue 17 imports
  // real vendors' catalogues).
  const { vendors: vendorRows, lanes, games: gameRows } = demo ? catalogue : liveCatalogue(catalogue)
  db.insert(vendors).values(vendorRows).onConflictDoNothing().run()
  db.insert(vendorLanes)
    .values(lanes.map((l) => ({ ...l, brandCode })))
    .run()
  const gameCount = db.select({ n: count() }).from(games).get()?.n ?? 0
  if (gameCount === 0) insertChunked(gameRows, (chunk) => db.insert(games).values(chunk).run())

  if (demo) writeWinners(db, brandCode, catalogue.games)
}

/** The part of the catalogue a live brand may offer: the in-house vendors (adapter INHOUSE), their lanes and games. */
export function liveCatalogue(catalogue: Catalogue): Catalogue {
  const own = new Set(catalogue.vendors.filter((v) => v.adapter === 'INHOUSE').map((v) => v.code))
  return {
    vendors: catalogue.vendors.filter((v) => own.has(v.code)),
    lanes: catalogue.lanes.filter((l) => own.has(l.vendorCode)),
    games: catalogue.games.filter((g) => own.has(g.vendorCode)),
  }
}

/** Inserts the banners with explicit ids (so each `url` names its own id); returns the ids of the 4 w_home banners. */
function writeBanners(db: Tx, brandCode: string): number[] {
  let id =
    db
      .select({ m: max(banners.id) })
      .from(banners)
      .get()?.m ?? 0
  type B = Omit<typeof banners.$inferInsert, 'id' | 'brandCode' | 'url'>
  const list: B[] = [
    { groupName: 'w_home', gameType: null, title: L('Welcome Bonus 100%', 'Bonus sa Pagsali 100%'), linkageType: 'URL', linkage: '/promotions', sequence: 1 },
    { groupName: 'w_home', gameType: null, title: L('Daily Rebate up to 1.5%', 'Araw-araw na Rebate hanggang 1.5%'), linkageType: 'URL', linkage: '/promotions', sequence: 2 },
    { groupName: 'w_home', gameType: null, title: L('Slots Jackpot Week', 'Linggo ng Jackpot sa Slots'), linkageType: 'GAME_TYPE', linkage: '/rng', sequence: 3 },
    { groupName: 'w_home', gameType: null, title: L('Live Casino Cashback 10%', '10% Cashback sa Live Casino'), linkageType: 'GAME_TYPE', linkage: '/live', sequence: 4 },
    { groupName: 'w_leftmenu', gameType: null, title: L('Daily Rewards', 'Araw-araw na Gantimpala'), linkageType: 'URL', linkage: '/promotions', sequence: 1 },
    { groupName: 'w_login', gameType: null, title: L('Welcome back! Log in and play', 'Maligayang pagbabalik! Mag-log in at maglaro'), linkageType: 'NONE', linkage: null, sequence: 1 },
    { groupName: 'w_register', gameType: null, title: L('Join now: 100% Welcome Bonus', 'Sumali na: 100% Bonus sa Pagsali'), linkageType: 'NONE', linkage: null, sequence: 1 },
    { groupName: 'w_forget', gameType: null, title: L('Keep your account safe', 'Panatilihing ligtas ang iyong account'), linkageType: 'NONE', linkage: null, sequence: 1 },
    { groupName: 'w_game', gameType: 'RNG', title: L('Free Spins Friday', 'Libreng Spins tuwing Biyernes'), linkageType: 'URL', linkage: '/promotions', sequence: 1 },
    { groupName: 'w_game', gameType: 'LIVE', title: L('Baccarat Winning Streak Bonus', 'Bonus sa Sunod-sunod na Panalo sa Baccarat'), linkageType: 'URL', linkage: '/promotions', sequence: 2 },
    { groupName: 'w_game', gameType: 'FISH', title: L('Weekly Fishing Tournament', 'Lingguhang Fishing Tournament'), linkageType: 'URL', linkage: '/promotions', sequence: 3 },
    { groupName: 'w_game', gameType: 'PVP', title: L('Tongits Go Leaderboard', 'Leaderboard ng Tongits Go'), linkageType: 'URL', linkage: '/promotions', sequence: 4 },
    { groupName: 'w_game', gameType: 'INHOUSE', title: L('Provably Fair Originals', 'Provably Fair na Orihinal na Laro'), linkageType: 'GAME_TYPE', linkage: '/bgs', sequence: 5 },
    // Every game type's strip shows three banners side by side: add two brand-wide ones (gameType null).
    { groupName: 'w_game', gameType: null, title: L('Daily Rebate up to 1.2%', 'Araw-araw na Rebate hanggang 1.2%'), linkageType: 'URL', linkage: '/promotions', sequence: 6 },
    { groupName: 'w_game', gameType: null, title: L('Invite Friends, Earn Together', 'Mag-imbita ng Kaibigan, Sabay Kumita'), linkageType: 'URL', linkage: '/promotions', sequence: 7 },
  ]
  const rows = list.map((b) => {
    id++
    return { ...b, id, brandCode, url: `/img/banner/${id}.svg` }
  })
  db.insert(banners).values(rows).run()
  return rows.filter((r) => r.groupName === 'w_home').map((r) => r.id)
}

function writeAnnouncements(db: Tx, brandCode: string, brandName: string, homeBannerIds: number[]): void {
  type A = Omit<typeof announcements.$inferInsert, 'id' | 'brandCode' | 'createdAt' | 'sequence'>
  const p = (en: string, ty: string) => L(`<p>${en}</p>`, `<p>${ty}</p>`)
  const img = (i: number) => [{ sequence: 1, url: `/img/banner/${homeBannerIds[i]}.svg` }]
  const list: A[] = [
    {
      kind: 'NOTICE',
      execution: 'B',
      images: [],
      title: L(`Welcome to ${brandName}! New members get a 100% first deposit bonus.`, `Maligayang pagdating sa ${brandName}! May 100% bonus sa unang deposito ang mga bagong miyembro.`),
      content: p(
        `Register today and your first deposit is matched 100%, up to the limit shown on the Promotions page. Turnover requirements apply.`,
        `Magparehistro ngayon at dodoblehin namin ang iyong unang deposito, hanggang sa limitasyong nakasaad sa pahina ng Promosyon. May kaakibat na turnover requirement.`,
      ),
    },
    {
      kind: 'NOTICE',
      execution: 'B',
      images: [],
      title: L('Scheduled maintenance: JILI games, every Tuesday 02:00–04:00 (GMT+8).', 'Nakatakdang maintenance: mga laro ng JILI, tuwing Martes 02:00–04:00 (GMT+8).'),
      content: p(
        'JILI games are unavailable during the weekly maintenance window. Balances are not affected; unfinished rounds are settled automatically.',
        'Hindi malalaro ang mga laro ng JILI habang may lingguhang maintenance. Hindi apektado ang iyong balanse; awtomatikong maaayos ang mga hindi natapos na round.',
      ),
    },
    {
      kind: 'NOTICE',
      execution: 'B',
      images: [],
      title: L('GCash and Maya deposits are now credited within 1 minute.', 'Papasok na sa loob ng 1 minuto ang mga deposito gamit ang GCash at Maya.'),
      content: p(
        'Choose GCash or Maya on the Deposit page and your balance is updated within a minute of payment.',
        'Piliin ang GCash o Maya sa pahina ng Deposito at maa-update ang iyong balanse sa loob ng isang minuto matapos magbayad.',
      ),
    },
    {
      kind: 'NOTICE',
      execution: 'B',
      images: [],
      title: L('Play responsibly. Only players aged 18 and above may play.', 'Maglaro nang responsable. Para lamang sa edad 18 pataas.'),
      content: p(
        'Set deposit limits or take a break at any time from the Security Center. Contact customer service if you need help.',
        'Maaari kang magtakda ng limitasyon sa deposito o magpahinga anumang oras sa Security Center. Makipag-ugnayan sa customer service kung kailangan mo ng tulong.',
      ),
    },
    {
      kind: 'BANNER',
      execution: 'A',
      images: [],
      title: L('Refer a friend, earn every day', 'Mag-imbita ng kaibigan, kumita araw-araw'),
      content: p('Share your referral link and earn a commission on every bet your friends place.', 'Ibahagi ang iyong referral link at kumita ng komisyon sa bawat taya ng iyong mga kaibigan.'),
    },
    {
      kind: 'BANNER',
      execution: 'B',
      images: [],
      title: L('Download our app for faster play', 'I-download ang aming app para sa mas mabilis na laro'),
      content: p('Get the iOS or Android app from the Download menu and log in with one tap.', 'Kunin ang iOS o Android app mula sa menu ng Download at mag-log in sa isang pindot.'),
    },
    {
      kind: 'PLAYER',
      execution: 'A',
      images: [],
      title: L('Your VIP level is reviewed every Monday', 'Sinusuri ang iyong VIP level tuwing Lunes'),
      content: p(
        'Your valid bets of the previous week decide your VIP level. Higher levels unlock bigger rebates and faster withdrawals.',
        'Ang iyong mga valid na taya noong nakaraang linggo ang magtatakda ng iyong VIP level. Mas mataas na level, mas malaking rebate at mas mabilis na withdrawal.',
      ),
    },
    {
      kind: 'PLAYER',
      execution: 'A',
      images: [],
      title: L('Withdrawals are processed 24/7', 'Pinoproseso ang mga withdrawal 24/7'),
      content: p(
        'Most withdrawals arrive within 15 minutes. Make sure your payee name matches your e-wallet or bank account.',
        'Karamihan ng withdrawal ay dumarating sa loob ng 15 minuto. Siguraduhing tugma ang pangalan ng payee sa iyong e-wallet o bank account.',
      ),
    },
    {
      kind: 'POPUP',
      execution: 'F',
      images: [],
      title: L('Welcome aboard!', 'Maligayang pagdating!'),
      content: p(
        `Thanks for joining ${brandName}. Complete your profile and verify your mobile number to unlock your welcome rewards.`,
        `Salamat sa pagsali sa ${brandName}. Kumpletuhin ang iyong profile at i-verify ang iyong mobile number para makuha ang iyong welcome rewards.`,
      ),
    },
    {
      kind: 'POPUP',
      execution: 'A',
      images: [],
      title: L('Daily rebate is credited by 12:00', 'Papasok ang araw-araw na rebate bago mag-12:00'),
      content: p(
        "Your rebate on yesterday's valid bets arrives by 12:00 (GMT+8) every day. Check the Reward Center to claim it.",
        'Papasok ang iyong rebate sa mga valid na taya kahapon bago mag-12:00 (GMT+8) araw-araw. Tingnan ang Reward Center para makuha ito.',
      ),
    },
    {
      kind: 'POPUP',
      execution: 'B',
      images: [],
      title: L('Sign up today and get a 100% Welcome Bonus', 'Mag-sign up ngayon at makakuha ng 100% Bonus sa Pagsali'),
      content: p(
        'Registration takes less than a minute. Your bonus is credited right after your first deposit.',
        'Wala pang isang minuto ang pagpaparehistro. Papasok ang iyong bonus pagkatapos ng iyong unang deposito.',
      ),
    },
    {
      kind: 'PROMOTION',
      execution: 'B',
      images: img(0),
      title: L('Welcome Bonus 100%', 'Bonus sa Pagsali 100%'),
      content: L(
        '<p>Your first deposit is matched 100%.</p><ul><li>Minimum deposit applies.</li><li>Turnover: 15× deposit plus bonus.</li><li>One bonus per member, device and payment account.</li></ul>',
        '<p>Dodoblehin namin ang iyong unang deposito.</p><ul><li>May minimum na deposito.</li><li>Turnover: 15× ng deposito at bonus.</li><li>Isang bonus lamang bawat miyembro, device at payment account.</li></ul>',
      ),
    },
    {
      kind: 'PROMOTION',
      execution: 'A',
      images: img(1),
      title: L('Daily Rebate up to 1.5%', 'Araw-araw na Rebate hanggang 1.5%'),
      content: L(
        "<p>Get up to 1.5% of yesterday's valid bets back, every day, with no turnover requirement.</p><p>Rebates are credited by 12:00 (GMT+8).</p>",
        '<p>Makatanggap ng hanggang 1.5% ng iyong mga valid na taya kahapon, araw-araw, nang walang turnover requirement.</p><p>Papasok ang rebate bago mag-12:00 (GMT+8).</p>',
      ),
    },
    {
      kind: 'PROMOTION',
      execution: 'B',
      images: img(2),
      title: L('Slots Jackpot Week', 'Linggo ng Jackpot sa Slots'),
      content: L(
        '<p>Spin any slot this week to enter the jackpot draw. Every bet counts as one entry; the biggest multipliers win extra prizes.</p>',
        '<p>Maglaro ng kahit anong slot ngayong linggo para makasali sa jackpot draw. Bawat taya ay isang entry; may dagdag na premyo ang pinakamalalaking multiplier.</p>',
      ),
    },
  ]
  const seqByKind = new Map<string, number>()
  db.insert(announcements)
    .values(
      list.map((a, i) => {
        const s = (seqByKind.get(a.kind) ?? 0) + 1
        seqByKind.set(a.kind, s)
        return { ...a, brandCode, sequence: s, createdAt: SEED_EPOCH - i * 6 * HOUR }
      }),
    )
    .run()
}

/** Help articles; a live brand skips `deposit` (names e-wallets it may not offer) and `about` (claims providers and channels). */
function writeHelp(db: Tx, brandCode: string, brandName: string, mode: BrandMode): void {
  const html = (ps: string[]) => ps.map((x) => `<p>${x}</p>`).join('')
  const a: [string, LocalizedText, string[], string[]][] = [
    [
      'term',
      L('Terms and Conditions', 'Mga Tuntunin at Kundisyon'),
      [
        `By opening an account with ${brandName} you confirm that you are at least 18 years old and that online gaming is legal where you live.`,
        'Each person may hold one account. Bonuses obtained through duplicate accounts, shared devices or collusion are void and may lead to the account being closed.',
        'Game results are decided by the game provider. If a game malfunctions, all affected bets and wins are void.',
      ],
      [
        `Sa pagbubukas ng account sa ${brandName}, kinukumpirma mong ikaw ay hindi bababa sa 18 taong gulang at legal ang online gaming sa iyong lugar.`,
        'Isang account lamang bawat tao. Ang mga bonus na nakuha gamit ang dobleng account, pinagsasaluhang device o sabwatan ay walang bisa at maaaring magresulta sa pagsasara ng account.',
        'Ang resulta ng laro ay itinatakda ng game provider. Kapag nagkaroon ng aberya ang laro, walang bisa ang lahat ng apektadong taya at panalo.',
      ],
    ],
    [
      'faq',
      L('Frequently Asked Questions', 'Mga Madalas Itanong'),
      [
        '<strong>I forgot my password.</strong> Use "Forgot password" on the login window and reset it with your email or mobile number.',
        '<strong>Why is a game under maintenance?</strong> Providers update their games from time to time. Your balance is safe and unfinished rounds are settled automatically.',
        '<strong>Can I play for free?</strong> Yes, many games offer a free trial. Log in with a real account to play for money.',
      ],
      [
        '<strong>Nakalimutan ko ang aking password.</strong> Gamitin ang "Forgot password" sa login window at i-reset ito gamit ang iyong email o mobile number.',
        '<strong>Bakit naka-maintenance ang isang laro?</strong> Paminsan-minsang ina-update ng mga provider ang kanilang mga laro. Ligtas ang iyong balanse at awtomatikong naaayos ang mga hindi natapos na round.',
        '<strong>Puwede ba akong maglaro nang libre?</strong> Oo, maraming laro ang may libreng trial. Mag-log in gamit ang totoong account para maglaro gamit ang pera.',
      ],
    ],
    [
      'deposit',
      L('How to Deposit', 'Paano Magdeposito'),
      [
        'Open Deposit, choose a payment method (GCash, Maya or bank transfer), enter the amount and follow the instructions on screen.',
        'E-wallet deposits are usually credited within a minute. Keep your receipt until the amount shows in your balance.',
      ],
      [
        'Buksan ang Deposito, pumili ng paraan ng pagbabayad (GCash, Maya o bank transfer), ilagay ang halaga at sundin ang mga tagubilin sa screen.',
        'Karaniwang pumapasok ang deposito sa e-wallet sa loob ng isang minuto. Itago ang resibo hanggang makita ang halaga sa iyong balanse.',
      ],
    ],
    [
      'withdraw',
      L('How to Withdraw', 'Paano Mag-withdraw'),
      [
        'Open Withdraw, choose your saved e-wallet or bank account, enter the amount and your payment password.',
        'The payee name must match your registered real name. Bonus turnover must be completed before a withdrawal.',
      ],
      [
        'Buksan ang Withdraw, piliin ang naka-save mong e-wallet o bank account, ilagay ang halaga at ang iyong payment password.',
        'Dapat tugma ang pangalan ng payee sa nakarehistro mong tunay na pangalan. Kailangang makumpleto ang turnover ng bonus bago mag-withdraw.',
      ],
    ],
    [
      'privacy',
      L('Privacy Policy', 'Patakaran sa Privacy'),
      [
        'We collect only the information needed to run your account: your username, contact details, payment details and game history.',
        'Your data is never sold. It is shared only with payment and game providers to process your transactions, or when the law requires it.',
      ],
      [
        'Kinokolekta lamang namin ang impormasyong kailangan para patakbuhin ang iyong account: username, contact details, detalye ng pagbabayad at kasaysayan ng laro.',
        'Hindi namin ibinebenta ang iyong data. Ibinabahagi lamang ito sa mga payment at game provider para maproseso ang iyong mga transaksyon, o kapag hinihingi ng batas.',
      ],
    ],
    [
      'responsible',
      L('Responsible Gaming', 'Responsableng Paglalaro'),
      [
        'Gaming should be fun, never a way to make money. Set a budget before you play and stop when you reach it.',
        'You can set deposit limits or exclude yourself for a period from the Security Center. Players under 18 are not allowed.',
      ],
      [
        'Ang paglalaro ay dapat para sa kasiyahan, hindi paraan para kumita ng pera. Magtakda ng budget bago maglaro at tumigil kapag naabot na ito.',
        'Maaari kang magtakda ng limitasyon sa deposito o pansamantalang huminto sa paglalaro mula sa Security Center. Bawal ang mga manlalarong wala pang 18 taong gulang.',
      ],
    ],
    [
      'app',
      L('Install the app', 'I-install ang app'),
      [
        'iPhone and iPad: scan the iOS QR code in the side menu with the Camera app, open the link in Safari, tap Share, then Add to Home Screen.',
        'Android: scan the Android QR code, download the installer, allow installs from this source when asked, then open the app and log in with your account.',
      ],
      [
        'iPhone at iPad: i-scan ang iOS QR code sa side menu gamit ang Camera app, buksan ang link sa Safari, pindutin ang Share, saka ang Add to Home Screen.',
        'Android: i-scan ang Android QR code, i-download ang installer, payagan ang pag-install mula sa source na ito kapag tinanong, saka buksan ang app at mag-log in.',
      ],
    ],
    [
      'about',
      L(`About ${brandName}`, `Tungkol sa ${brandName}`),
      [
        `${brandName} brings together slots, live casino, fishing, card games, sports, e-sports, cockfight and lottery from the leading providers in one lobby.`,
        'Our customer service team is available 24 hours a day through live chat, Telegram and Facebook.',
      ],
      [
        `Pinagsasama ng ${brandName} ang slots, live casino, fishing, card games, sports, e-sports, sabong at lotto mula sa mga nangungunang provider sa iisang lobby.`,
        'Ang aming customer service ay handang tumulong 24 oras kada araw sa pamamagitan ng live chat, Telegram at Facebook.',
      ],
    ],
  ]
  const kept = mode === 'demo' ? a : a.filter(([anchor]) => anchor !== 'deposit' && anchor !== 'about')
  db.insert(helpArticles)
    .values(
      kept.map(([anchor, title, en, ty], i) => ({
        brandCode,
        anchor,
        title,
        content: L(html(en), html(ty)),
        sequence: i + 1,
      })),
    )
    .run()
}

/** 30 recent big wins on real catalogue titles; amounts in minor units, newest first, fixed times. */
function writeWinners(db: Tx, brandCode: string, all: GameSeed[]): void {
  const rng = mulberry32(hash32(`winners:${brandCode}`))
  const real = all.filter((g) => g.catalogued === 1 && ['RNG', 'LIVE', 'FISH', 'PVP'].includes(g.gameType))
  const hot = real.filter((g) => g.isHot).sort((a, b) => (a.hotRank ?? 0) - (b.hotRank ?? 0))
  const prefixes = ['ju', 'ma', 'je', 'an', 'ro', 'kr', 'mi', 'al', 'ch', 'da', 'el', 'jo', 'ra', 'li', 'pa', 'ka', 'ri', 'no', 've', 'ar', 'be', 'gi']
  const tails = '0123456789abcdefghkmnprstxyz'
  const rows: (typeof winners.$inferInsert)[] = []
  let wonAt = SEED_EPOCH - 7 * MINUTE
  for (let i = 0; i < 30; i++) {
    const g = i % 2 === 0 && i / 2 < hot.length ? hot[i / 2] : real[Math.floor(rng() * real.length)]
    const r = rng()
    const major =
      r < 0.04 ? 1_000_000 + Math.floor(rng() * 1_500_000) : r < 0.15 ? 250_000 + Math.floor(rng() * 750_000) : r < 0.4 ? 50_000 + Math.floor(rng() * 200_000) : 5_000 + Math.floor(rng() * 45_000)
    const prize = major >= 1_000_000 ? 'Grand Jackpot' : major >= 250_000 ? 'Jackpot' : major >= 100_000 ? 'Super Mega Win' : major >= 25_000 ? 'Mega Win' : 'Big Win'
    const player = `${prefixes[Math.floor(rng() * prefixes.length)]}***${tails[Math.floor(rng() * tails.length)]}${tails[Math.floor(rng() * tails.length)]}`
    rows.push({ brandCode, player, gameName: g.displayName, gameType: g.gameType, prize, winAmount: major * 100 + Math.floor(rng() * 10) * 10, wonAt })
    wonAt -= (11 + Math.floor(rng() * 80)) * MINUTE
  }
  db.insert(winners).values(rows).run()
}

if (import.meta.main) {
  const env = z
    .object({
      DATA_DIR: z.string().min(1).default('./data'),
      BRAND_CODE: z.string().default('DEMO'),
      BRAND_NAME: z.string().default('Royal Lucky'),
      BRAND_CURRENCY: z.string().default('PHP'),
      BRAND_MODE: z.enum(['demo', 'live']).default('demo'),
    })
    .parse(process.env)
  const platform = openPlatformDb(join(env.DATA_DIR, 'platform.db'))
  const cache = openCacheDb(join(env.DATA_DIR, 'gateway-cache.db'))
  migrateDatabases(platform, cache)
  const t0 = performance.now()
  let seeded: boolean
  try {
    seeded = seedBrand(platform, { brandCode: env.BRAND_CODE, brandName: env.BRAND_NAME, currency: env.BRAND_CURRENCY, mode: env.BRAND_MODE }).seeded
  } catch (err) {
    console.error(`seed failed: ${(err as Error).message}`)
    process.exit(1)
  }
  const ms = Math.round(performance.now() - t0)
  const n = platform.select({ n: count() }).from(games).get()?.n ?? 0
  console.log(
    seeded
      ? `seeded brand ${env.BRAND_CODE} (${env.BRAND_NAME}, ${env.BRAND_CURRENCY}) into ${env.DATA_DIR}: ${n} games in ${ms} ms`
      : `brand ${env.BRAND_CODE} already seeded in ${env.DATA_DIR} (${n} games); nothing changed`,
  )
  platform.$client.close()
  cache.$client.close()
}
