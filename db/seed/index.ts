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
import { announcements, banners, brands, customerServices, domainRoutes, games, helpArticles, resources, vendorLanes, vendors, whitelabelModules, winners } from '../schema/platform'
import { buildCatalogue, type Catalogue, type GameSeed } from './catalogue'
import { hash32, mulberry32 } from '../../shared/seeded'
import { seedWallet } from './wallet'
import { seedPoints } from './points'
import { seedPromotions } from './promotions'
import { seedContent } from './content'
import { eachLanguage, same, type SeedParagraphs, type SeedText } from './text'
import { addSeedLanguages } from './languages-upgrade'

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
export const DEMO_LICENCE: SeedText = {
  en: 'This is a demo brand: it holds no gaming licence and takes no real money. Every balance is play money.',
  ty: 'Isa itong demo na brand: wala itong lisensya sa gaming at hindi tumatanggap ng totoong pera. Play money lamang ang lahat ng balanse.',
  zh: '这是一个演示品牌：不持有任何博彩牌照，也不接受真实资金。所有余额均为游戏币。',
  zt: '這是一個示範品牌：不持有任何博弈牌照，也不收取真實金錢。所有餘額皆為遊戲幣。',
  ja: 'これはデモ用のブランドです。ゲーミングライセンスは保有しておらず、実際のお金は扱いません。残高はすべてプレイ用マネーです。',
  ko: '이 브랜드는 데모 브랜드입니다. 게이밍 라이선스가 없으며 실제 돈을 받지 않습니다. 모든 잔액은 플레이 머니입니다.',
  th: 'นี่คือแบรนด์สาธิต ไม่มีใบอนุญาตให้บริการเกมและไม่รับเงินจริง ยอดเงินทั้งหมดเป็นเงินสำหรับเล่นเท่านั้น',
  vi: 'Đây là thương hiệu demo: không có giấy phép kinh doanh trò chơi và không nhận tiền thật. Mọi số dư đều là tiền chơi thử.',
  id: 'Ini adalah brand demo: tidak memiliki lisensi gaming dan tidak menerima uang sungguhan. Semua saldo adalah uang mainan.',
  hi: 'यह एक डेमो ब्रांड है: इसके पास कोई गेमिंग लाइसेंस नहीं है और यह असली पैसे नहीं लेता। सारा बैलेंस प्ले मनी है।',
  es: 'Esta es una marca de demostración: no tiene licencia de juego y no acepta dinero real. Todos los saldos son dinero de juego.',
  ar: 'هذه علامة تجارية تجريبية: لا تحمل أي ترخيص للألعاب ولا تقبل أموالًا حقيقية. جميع الأرصدة أموال لعب فقط.',
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
    // A demo brand seeded in English and Filipino only gains the other ten languages of its seeded texts (decision 0055).
    if (known.mode === 'demo') addSeedLanguages(db, o.brandCode, seedBrand)
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
  type Link = Omit<typeof resources.$inferInsert, 'label'> & { label: SeedText }
  db.insert(resources)
    .values(
      (
        [
          {
            brandCode,
            resourceType: 'LICENSE',
            url: '/help#term',
            label: {
              en: 'Licence & Terms',
              ty: 'Lisensya at Mga Tuntunin',
              zh: '牌照与条款',
              zt: '牌照與條款',
              ja: 'ライセンスと利用規約',
              ko: '라이선스 및 약관',
              th: 'ใบอนุญาตและข้อกำหนด',
              vi: 'Giấy phép & Điều khoản',
              id: 'Lisensi & Ketentuan',
              hi: 'लाइसेंस और शर्तें',
              es: 'Licencia y términos',
              ar: 'الترخيص والشروط',
            },
            sequence: 1,
          },
          {
            brandCode,
            resourceType: 'RESPONSIBLE',
            url: '/help#responsible',
            label: {
              en: 'Responsible Gaming',
              ty: 'Responsableng Paglalaro',
              zh: '理性博彩',
              zt: '理性博弈',
              ja: '責任あるゲーミング',
              ko: '책임감 있는 게임',
              th: 'การเล่นอย่างรับผิดชอบ',
              vi: 'Chơi có trách nhiệm',
              id: 'Bermain Bertanggung Jawab',
              hi: 'ज़िम्मेदार गेमिंग',
              es: 'Juego responsable',
              ar: 'اللعب المسؤول',
            },
            sequence: 2,
          },
          {
            brandCode,
            resourceType: 'AGE',
            url: '/help#responsible',
            label: {
              en: '18+ Only',
              ty: 'Para sa 18+ Lamang',
              zh: '仅限 18 岁以上',
              zt: '僅限 18 歲以上',
              ja: '18歳以上限定',
              ko: '18세 이상 전용',
              th: 'เฉพาะ 18+ เท่านั้น',
              vi: 'Chỉ dành cho 18+',
              id: 'Khusus 18+',
              hi: 'केवल 18+',
              es: 'Solo +18',
              ar: 'لمن هم فوق 18 فقط',
            },
            sequence: 3,
          },
          { brandCode, resourceType: 'PARTNER', url: 'https://www.pgsoft.com', label: same('PG Soft'), sequence: 4 },
          { brandCode, resourceType: 'PARTNER', url: 'https://www.jiligames.com', label: same('JILI'), sequence: 5 },
          { brandCode, resourceType: 'PARTNER', url: 'https://www.pragmaticplay.com', label: same('Pragmatic Play'), sequence: 6 },
          { brandCode, resourceType: 'PARTNER', url: 'https://www.evolution.com', label: same('Evolution'), sequence: 7 },
          { brandCode, resourceType: 'SOCIAL', url: `https://www.facebook.com/${handle}`, label: same('Facebook'), sequence: 8 },
          { brandCode, resourceType: 'SOCIAL', url: `https://t.me/${handle}`, label: same('Telegram'), sequence: 9 },
          { brandCode, resourceType: 'SOCIAL', url: `https://www.youtube.com/@${handle}`, label: same('YouTube'), sequence: 10 },
          {
            brandCode,
            resourceType: 'APP_IOS',
            url: '/download#ios',
            label: {
              en: 'Download for iOS',
              ty: 'I-download para sa iOS',
              zh: '下载 iOS 版',
              zt: '下載 iOS 版',
              ja: 'iOS版をダウンロード',
              ko: 'iOS용 다운로드',
              th: 'ดาวน์โหลดสำหรับ iOS',
              vi: 'Tải cho iOS',
              id: 'Unduh untuk iOS',
              hi: 'iOS के लिए डाउनलोड करें',
              es: 'Descargar para iOS',
              ar: 'تنزيل لنظام iOS',
            },
            sequence: 11,
          },
          {
            brandCode,
            resourceType: 'APP_ANDROID',
            url: '/download#android',
            label: {
              en: 'Download for Android',
              ty: 'I-download para sa Android',
              zh: '下载 Android 版',
              zt: '下載 Android 版',
              ja: 'Android版をダウンロード',
              ko: 'Android용 다운로드',
              th: 'ดาวน์โหลดสำหรับ Android',
              vi: 'Tải cho Android',
              id: 'Unduh untuk Android',
              hi: 'Android के लिए डाउनलोड करें',
              es: 'Descargar para Android',
              ar: 'تنزيل لنظام Android',
            },
            sequence: 12,
          },
        ] satisfies Link[]
      ).filter((r) => demo || !['PARTNER', 'SOCIAL'].includes(r.resourceType)),
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
  type B = Omit<typeof banners.$inferInsert, 'id' | 'brandCode' | 'url' | 'title'> & { title: SeedText }
  const list: B[] = [
    {
      groupName: 'w_home',
      gameType: null,
      title: {
        en: 'Welcome Bonus 100%',
        ty: 'Bonus sa Pagsali 100%',
        zh: '迎新奖金 100%',
        zt: '迎新獎金 100%',
        ja: 'ウェルカムボーナス100%',
        ko: '웰컴 보너스 100%',
        th: 'โบนัสต้อนรับ 100%',
        vi: 'Thưởng chào mừng 100%',
        id: 'Bonus Sambutan 100%',
        hi: 'वेलकम बोनस 100%',
        es: 'Bono de bienvenida 100%',
        ar: 'مكافأة الترحيب 100%',
      },
      linkageType: 'URL',
      linkage: '/promotions',
      sequence: 1,
    },
    {
      groupName: 'w_home',
      gameType: null,
      title: {
        en: 'Daily Rebate up to 1.5%',
        ty: 'Araw-araw na Rebate hanggang 1.5%',
        zh: '每日返水最高 1.5%',
        zt: '每日返水最高 1.5%',
        ja: '毎日リベート最大1.5%',
        ko: '매일 리베이트 최대 1.5%',
        th: 'เงินคืนรายวันสูงสุด 1.5%',
        vi: 'Hoàn trả mỗi ngày đến 1,5%',
        id: 'Rebate Harian hingga 1,5%',
        hi: 'रोज़ाना रिबेट 1.5% तक',
        es: 'Reembolso diario de hasta el 1,5%',
        ar: 'استرداد نقدي يومي حتى 1.5%',
      },
      linkageType: 'URL',
      linkage: '/promotions',
      sequence: 2,
    },
    {
      groupName: 'w_home',
      gameType: null,
      title: {
        en: 'Slots Jackpot Week',
        ty: 'Linggo ng Jackpot sa Slots',
        zh: '电子游戏奖池周',
        zt: '電子遊戲彩金週',
        ja: 'スロット・ジャックポットウィーク',
        ko: '슬롯 잭팟 위크',
        th: 'สัปดาห์แจ็คพอตสล็อต',
        vi: 'Tuần lễ Jackpot Slot',
        id: 'Pekan Jackpot Slot',
        hi: 'स्लॉट्स जैकपॉट वीक',
        es: 'Semana del Jackpot de Tragamonedas',
        ar: 'أسبوع جاكبوت السلوتس',
      },
      linkageType: 'GAME_TYPE',
      linkage: '/rng',
      sequence: 3,
    },
    {
      groupName: 'w_home',
      gameType: null,
      title: {
        en: 'Live Casino Cashback 10%',
        ty: '10% Cashback sa Live Casino',
        zh: '真人视讯返现 10%',
        zt: '真人視訊現金回饋 10%',
        ja: 'ライブカジノ キャッシュバック10%',
        ko: '라이브 카지노 캐시백 10%',
        th: 'คาสิโนสดคืนเงิน 10%',
        vi: 'Hoàn tiền Casino trực tuyến 10%',
        id: 'Cashback Live Casino 10%',
        hi: 'लाइव कैसीनो कैशबैक 10%',
        es: 'Reembolso del 10% en Casino en Vivo',
        ar: 'استرداد نقدي 10% في الكازينو المباشر',
      },
      linkageType: 'GAME_TYPE',
      linkage: '/live',
      sequence: 4,
    },
    {
      groupName: 'w_leftmenu',
      gameType: null,
      title: {
        en: 'Daily Rewards',
        ty: 'Araw-araw na Gantimpala',
        zh: '每日奖励',
        zt: '每日獎勵',
        ja: 'デイリー報酬',
        ko: '매일 보상',
        th: 'รางวัลรายวัน',
        vi: 'Phần thưởng hằng ngày',
        id: 'Hadiah Harian',
        hi: 'रोज़ाना इनाम',
        es: 'Recompensas diarias',
        ar: 'مكافآت يومية',
      },
      linkageType: 'URL',
      linkage: '/promotions',
      sequence: 1,
    },
    {
      groupName: 'w_login',
      gameType: null,
      title: {
        en: 'Welcome back! Log in and play',
        ty: 'Maligayang pagbabalik! Mag-log in at maglaro',
        zh: '欢迎回来！登录即可开玩',
        zt: '歡迎回來！登入即可開玩',
        ja: 'おかえりなさい！ログインしてプレイしよう',
        ko: '다시 오신 것을 환영합니다! 로그인하고 플레이하세요',
        th: 'ยินดีต้อนรับกลับ! เข้าสู่ระบบแล้วเล่นได้เลย',
        vi: 'Chào mừng trở lại! Đăng nhập và chơi ngay',
        id: 'Selamat datang kembali! Masuk dan mulai bermain',
        hi: 'फिर से स्वागत है! लॉग इन करें और खेलें',
        es: '¡Hola de nuevo! Inicia sesión y juega',
        ar: 'مرحبًا بعودتك! سجّل الدخول والعب',
      },
      linkageType: 'NONE',
      linkage: null,
      sequence: 1,
    },
    {
      groupName: 'w_register',
      gameType: null,
      title: {
        en: 'Join now: 100% Welcome Bonus',
        ty: 'Sumali na: 100% Bonus sa Pagsali',
        zh: '立即加入：100% 迎新奖金',
        zt: '立即加入：100% 迎新獎金',
        ja: '今すぐ登録：100%ウェルカムボーナス',
        ko: '지금 가입하세요: 100% 웰컴 보너스',
        th: 'สมัครเลย: โบนัสต้อนรับ 100%',
        vi: 'Tham gia ngay: Thưởng chào mừng 100%',
        id: 'Gabung sekarang: Bonus Sambutan 100%',
        hi: 'अभी जुड़ें: 100% वेलकम बोनस',
        es: 'Únete ya: bono de bienvenida del 100%',
        ar: 'انضم الآن: مكافأة ترحيب 100%',
      },
      linkageType: 'NONE',
      linkage: null,
      sequence: 1,
    },
    {
      groupName: 'w_forget',
      gameType: null,
      title: {
        en: 'Keep your account safe',
        ty: 'Panatilihing ligtas ang iyong account',
        zh: '保护好您的账户安全',
        zt: '保護好您的帳戶安全',
        ja: 'アカウントを安全に守りましょう',
        ko: '계정을 안전하게 지키세요',
        th: 'รักษาบัญชีของคุณให้ปลอดภัย',
        vi: 'Giữ tài khoản của bạn an toàn',
        id: 'Jaga keamanan akun Anda',
        hi: 'अपना खाता सुरक्षित रखें',
        es: 'Mantén tu cuenta segura',
        ar: 'حافظ على أمان حسابك',
      },
      linkageType: 'NONE',
      linkage: null,
      sequence: 1,
    },
    {
      groupName: 'w_game',
      gameType: 'RNG',
      title: {
        en: 'Free Spins Friday',
        ty: 'Libreng Spins tuwing Biyernes',
        zh: '周五免费旋转',
        zt: '週五免費旋轉',
        ja: 'フリースピン・フライデー',
        ko: '금요일 프리 스핀',
        th: 'ฟรีสปินวันศุกร์',
        vi: 'Thứ Sáu quay miễn phí',
        id: 'Jumat Free Spin',
        hi: 'फ़्राइडे फ़्री स्पिन',
        es: 'Viernes de giros gratis',
        ar: 'لفات مجانية كل جمعة',
      },
      linkageType: 'URL',
      linkage: '/promotions',
      sequence: 1,
    },
    {
      groupName: 'w_game',
      gameType: 'LIVE',
      title: {
        en: 'Baccarat Winning Streak Bonus',
        ty: 'Bonus sa Sunod-sunod na Panalo sa Baccarat',
        zh: '百家乐连胜奖金',
        zt: '百家樂連勝獎金',
        ja: 'バカラ連勝ボーナス',
        ko: '바카라 연승 보너스',
        th: 'โบนัสชนะติดต่อกันบาคาร่า',
        vi: 'Thưởng chuỗi thắng Baccarat',
        id: 'Bonus Menang Beruntun Baccarat',
        hi: 'बैकारेट लगातार जीत बोनस',
        es: 'Bono por racha ganadora en Baccarat',
        ar: 'مكافأة سلسلة الفوز في الباكارات',
      },
      linkageType: 'URL',
      linkage: '/promotions',
      sequence: 2,
    },
    {
      groupName: 'w_game',
      gameType: 'FISH',
      title: {
        en: 'Weekly Fishing Tournament',
        ty: 'Lingguhang Fishing Tournament',
        zh: '每周捕鱼锦标赛',
        zt: '每週捕魚錦標賽',
        ja: '週間フィッシングトーナメント',
        ko: '주간 피싱 토너먼트',
        th: 'ทัวร์นาเมนต์ยิงปลาประจำสัปดาห์',
        vi: 'Giải đấu Bắn cá hằng tuần',
        id: 'Turnamen Tembak Ikan Mingguan',
        hi: 'साप्ताहिक फिशिंग टूर्नामेंट',
        es: 'Torneo semanal de Pesca',
        ar: 'بطولة صيد الأسماك الأسبوعية',
      },
      linkageType: 'URL',
      linkage: '/promotions',
      sequence: 3,
    },
    {
      groupName: 'w_game',
      gameType: 'PVP',
      title: {
        en: 'Tongits Go Leaderboard',
        ty: 'Leaderboard ng Tongits Go',
        zh: 'Tongits Go 排行榜',
        zt: 'Tongits Go 排行榜',
        ja: 'Tongits Go ランキング',
        ko: 'Tongits Go 리더보드',
        th: 'ตารางอันดับ Tongits Go',
        vi: 'Bảng xếp hạng Tongits Go',
        id: 'Papan Peringkat Tongits Go',
        hi: 'Tongits Go लीडरबोर्ड',
        es: 'Clasificación de Tongits Go',
        ar: 'لوحة صدارة Tongits Go',
      },
      linkageType: 'URL',
      linkage: '/promotions',
      sequence: 4,
    },
    {
      groupName: 'w_game',
      gameType: 'INHOUSE',
      title: {
        en: 'Provably Fair Originals',
        ty: 'Provably Fair na Orihinal na Laro',
        zh: '可验证公平原创游戏',
        zt: '可驗證公平原創遊戲',
        ja: 'プロバブリーフェアのオリジナルゲーム',
        ko: '공정성 검증 오리지널 게임',
        th: 'เกมออริจินัลที่พิสูจน์ความยุติธรรมได้',
        vi: 'Trò chơi độc quyền công bằng có thể kiểm chứng',
        id: 'Game Orisinal Provably Fair',
        hi: 'प्रूवेबली फ़ेयर ओरिजिनल गेम्स',
        es: 'Juegos originales demostrablemente justos',
        ar: 'ألعاب أصلية عادلة قابلة للإثبات',
      },
      linkageType: 'GAME_TYPE',
      linkage: '/bgs',
      sequence: 5,
    },
    // Every game type's strip shows three banners side by side: add two brand-wide ones (gameType null).
    {
      groupName: 'w_game',
      gameType: null,
      title: {
        en: 'Daily Rebate up to 1.2%',
        ty: 'Araw-araw na Rebate hanggang 1.2%',
        zh: '每日返水最高 1.2%',
        zt: '每日返水最高 1.2%',
        ja: '毎日リベート最大1.2%',
        ko: '매일 리베이트 최대 1.2%',
        th: 'เงินคืนรายวันสูงสุด 1.2%',
        vi: 'Hoàn trả mỗi ngày đến 1,2%',
        id: 'Rebate Harian hingga 1,2%',
        hi: 'रोज़ाना रिबेट 1.2% तक',
        es: 'Reembolso diario de hasta el 1,2%',
        ar: 'استرداد نقدي يومي حتى 1.2%',
      },
      linkageType: 'URL',
      linkage: '/promotions',
      sequence: 6,
    },
    {
      groupName: 'w_game',
      gameType: null,
      title: {
        en: 'Invite Friends, Earn Together',
        ty: 'Mag-imbita ng Kaibigan, Sabay Kumita',
        zh: '邀请好友，一起赚',
        zt: '邀請好友，一起賺',
        ja: '友達を招待して一緒に稼ごう',
        ko: '친구를 초대하고 함께 벌어요',
        th: 'ชวนเพื่อน รับรายได้ไปด้วยกัน',
        vi: 'Mời bạn bè, cùng nhau kiếm tiền',
        id: 'Ajak Teman, Untung Bersama',
        hi: 'दोस्तों को बुलाएं, साथ कमाएं',
        es: 'Invita a tus amigos y gana con ellos',
        ar: 'ادعُ أصدقاءك واربحوا معًا',
      },
      linkageType: 'URL',
      linkage: '/promotions',
      sequence: 7,
    },
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
  const p = (text: SeedText): SeedText => eachLanguage(text, (s) => `<p>${s}</p>`)
  const img = (i: number) => [{ sequence: 1, url: `/img/banner/${homeBannerIds[i]}.svg` }]
  const list: (A & { title: SeedText; content: SeedText })[] = [
    {
      kind: 'NOTICE',
      execution: 'B',
      images: [],
      title: {
        en: `Welcome to ${brandName}! New members get a 100% first deposit bonus.`,
        ty: `Maligayang pagdating sa ${brandName}! May 100% bonus sa unang deposito ang mga bagong miyembro.`,
        zh: `欢迎来到 ${brandName}！新会员首存即享 100% 奖金。`,
        zt: `歡迎來到 ${brandName}！新會員首存即享 100% 獎金。`,
        ja: `${brandName}へようこそ！新規会員は初回入金100%ボーナスがもらえます。`,
        ko: `${brandName}에 오신 것을 환영합니다! 신규 회원은 첫 입금 100% 보너스를 받습니다.`,
        th: `ยินดีต้อนรับสู่ ${brandName}! สมาชิกใหม่รับโบนัสฝากครั้งแรก 100%`,
        vi: `Chào mừng đến với ${brandName}! Thành viên mới nhận thưởng 100% cho lần nạp đầu tiên.`,
        id: `Selamat datang di ${brandName}! Member baru mendapat bonus deposit pertama 100%.`,
        hi: `${brandName} में आपका स्वागत है! नए सदस्यों को पहली जमा पर 100% बोनस मिलता है।`,
        es: `¡Bienvenido a ${brandName}! Los nuevos miembros reciben un bono del 100% en su primer depósito.`,
        ar: `مرحبًا بك في ${brandName}! يحصل الأعضاء الجدد على مكافأة 100% على الإيداع الأول.`,
      },
      content: p({
        en: 'Register today and your first deposit is matched 100%, up to the limit shown on the Promotions page. Turnover requirements apply.',
        ty: 'Magparehistro ngayon at may 100% bonus ang iyong unang deposito, hanggang sa limitasyong nakasaad sa pahina ng Promosyon. May kaakibat na turnover requirement.',
        zh: '今天注册，首笔存款即可获得 100% 等额奖金，上限以优惠活动页面所示为准。需满足流水要求。',
        zt: '今天註冊，首筆存款即可獲得 100% 等額獎金，上限以優惠活動頁面所示為準。需滿足流水要求。',
        ja: '今日登録すると、初回入金額と同額（100%）のボーナスがもらえます。上限はプロモーションページに記載のとおりです。賭け条件があります。',
        ko: '오늘 가입하시면 첫 입금액의 100%를 프로모션 페이지에 표시된 한도까지 보너스로 드립니다. 롤링 조건이 적용됩니다.',
        th: 'สมัครวันนี้ รับโบนัส 100% จากยอดฝากครั้งแรก สูงสุดตามที่แสดงในหน้าโปรโมชั่น มีเงื่อนไขเทิร์นโอเวอร์',
        vi: 'Đăng ký hôm nay, lần nạp đầu tiên của bạn được thưởng thêm 100%, tối đa theo mức ghi trên trang Khuyến mãi. Áp dụng yêu cầu doanh thu cược.',
        id: 'Daftar hari ini dan deposit pertama Anda mendapat bonus 100%, hingga batas yang tertera di halaman Promosi. Syarat turnover berlaku.',
        hi: 'आज ही रजिस्टर करें और अपनी पहली जमा पर 100% बोनस पाएं, प्रमोशन पेज पर दिखाई गई सीमा तक। टर्नओवर की शर्तें लागू हैं।',
        es: 'Regístrate hoy y duplicamos tu primer depósito al 100%, hasta el límite indicado en la página de Promociones. Se aplican requisitos de rollover.',
        ar: 'سجّل اليوم ونضاعف إيداعك الأول بنسبة 100%، حتى الحد المبيّن في صفحة العروض. تنطبق متطلبات الرهان.',
      }),
    },
    {
      kind: 'NOTICE',
      execution: 'B',
      images: [],
      title: {
        en: 'Scheduled maintenance: JILI games, every Tuesday 02:00–04:00 (GMT+8).',
        ty: 'Nakatakdang maintenance: mga laro ng JILI, tuwing Martes 02:00–04:00 (GMT+8).',
        zh: '定期维护：JILI 游戏，每周二 02:00–04:00（GMT+8）。',
        zt: '定期維護：JILI 遊戲，每週二 02:00–04:00（GMT+8）。',
        ja: '定期メンテナンス：JILIのゲーム、毎週火曜日 02:00–04:00（GMT+8）。',
        ko: '정기 점검: JILI 게임, 매주 화요일 02:00–04:00 (GMT+8).',
        th: 'ปิดปรับปรุงตามกำหนด: เกม JILI ทุกวันอังคาร 02:00–04:00 (GMT+8)',
        vi: 'Bảo trì định kỳ: trò chơi JILI, mỗi thứ Ba 02:00–04:00 (GMT+8).',
        id: 'Pemeliharaan terjadwal: game JILI, setiap Selasa 02:00–04:00 (GMT+8).',
        hi: 'निर्धारित मेंटेनेंस: JILI गेम्स, हर मंगलवार 02:00–04:00 (GMT+8)।',
        es: 'Mantenimiento programado: juegos de JILI, todos los martes de 02:00 a 04:00 (GMT+8).',
        ar: 'صيانة مجدولة: ألعاب JILI، كل يوم ثلاثاء 02:00–04:00 (GMT+8).',
      },
      content: p({
        en: 'JILI games are unavailable during the weekly maintenance window. Balances are not affected; unfinished rounds are settled automatically.',
        ty: 'Hindi malalaro ang mga laro ng JILI habang may lingguhang maintenance. Hindi apektado ang iyong balanse; awtomatikong maaayos ang mga hindi natapos na round.',
        zh: '每周维护期间 JILI 游戏暂停开放。余额不受影响，未完成的局将自动结算。',
        zt: '每週維護期間 JILI 遊戲暫停開放。餘額不受影響，未完成的局將自動結算。',
        ja: '週1回のメンテナンス中はJILIのゲームをご利用いただけません。残高には影響がなく、未完了のラウンドは自動的に精算されます。',
        ko: '주간 점검 시간에는 JILI 게임을 이용할 수 없습니다. 잔액에는 영향이 없으며, 끝나지 않은 라운드는 자동으로 정산됩니다.',
        th: 'เกม JILI จะไม่สามารถเล่นได้ในช่วงปิดปรับปรุงประจำสัปดาห์ ยอดเงินของคุณไม่ได้รับผลกระทบ รอบที่เล่นค้างไว้จะได้รับการชำระโดยอัตโนมัติ',
        vi: 'Trò chơi JILI tạm ngưng trong thời gian bảo trì hằng tuần. Số dư không bị ảnh hưởng; các ván chưa kết thúc sẽ được thanh toán tự động.',
        id: 'Game JILI tidak tersedia selama jadwal pemeliharaan mingguan. Saldo tidak terpengaruh; ronde yang belum selesai diselesaikan secara otomatis.',
        hi: 'साप्ताहिक मेंटेनेंस के दौरान JILI गेम्स उपलब्ध नहीं रहते। बैलेंस पर कोई असर नहीं पड़ता; अधूरे राउंड अपने आप सेटल हो जाते हैं।',
        es: 'Los juegos de JILI no están disponibles durante el mantenimiento semanal. Los saldos no se ven afectados; las rondas sin terminar se liquidan automáticamente.',
        ar: 'ألعاب JILI غير متاحة خلال فترة الصيانة الأسبوعية. لا تتأثر الأرصدة، وتُسوّى الجولات غير المكتملة تلقائيًا.',
      }),
    },
    {
      kind: 'NOTICE',
      execution: 'B',
      images: [],
      title: {
        en: 'GCash and Maya deposits are now credited within 1 minute.',
        ty: 'Papasok na sa loob ng 1 minuto ang mga deposito gamit ang GCash at Maya.',
        zh: 'GCash 和 Maya 存款现在 1 分钟内到账。',
        zt: 'GCash 和 Maya 存款現在 1 分鐘內入帳。',
        ja: 'GCashとMayaでの入金が1分以内に反映されるようになりました。',
        ko: '이제 GCash와 Maya 입금이 1분 안에 반영됩니다.',
        th: 'ฝากเงินผ่าน GCash และ Maya เข้าบัญชีภายใน 1 นาทีแล้ว',
        vi: 'Tiền nạp qua GCash và Maya nay được cộng vào tài khoản trong vòng 1 phút.',
        id: 'Deposit GCash dan Maya kini masuk dalam 1 menit.',
        hi: 'GCash और Maya से जमा अब 1 मिनट के अंदर क्रेडिट हो जाती है।',
        es: 'Los depósitos con GCash y Maya ahora se acreditan en 1 minuto.',
        ar: 'تُضاف الآن إيداعات GCash وMaya إلى رصيدك خلال 1 دقيقة.',
      },
      content: p({
        en: 'Choose GCash or Maya on the Deposit page and your balance is updated within a minute of payment.',
        ty: 'Piliin ang GCash o Maya sa pahina ng Deposito at maa-update ang iyong balanse sa loob ng isang minuto matapos magbayad.',
        zh: '在存款页面选择 GCash 或 Maya，付款后一分钟内余额即会更新。',
        zt: '在存款頁面選擇 GCash 或 Maya，付款後一分鐘內餘額即會更新。',
        ja: '入金ページでGCashまたはMayaを選ぶと、お支払いから1分以内に残高が更新されます。',
        ko: '입금 페이지에서 GCash 또는 Maya를 선택하면 결제 후 1분 안에 잔액이 업데이트됩니다.',
        th: 'เลือก GCash หรือ Maya ในหน้าฝากเงิน ยอดเงินของคุณจะอัปเดตภายในหนึ่งนาทีหลังชำระเงิน',
        vi: 'Chọn GCash hoặc Maya trên trang Nạp tiền, số dư của bạn sẽ được cập nhật trong vòng một phút sau khi thanh toán.',
        id: 'Pilih GCash atau Maya di halaman Deposit dan saldo Anda diperbarui dalam satu menit setelah pembayaran.',
        hi: 'जमा पेज पर GCash या Maya चुनें, भुगतान के एक मिनट के अंदर आपका बैलेंस अपडेट हो जाएगा।',
        es: 'Elige GCash o Maya en la página de Depósito y tu saldo se actualizará en menos de un minuto tras el pago.',
        ar: 'اختر GCash أو Maya في صفحة الإيداع، وسيُحدَّث رصيدك خلال دقيقة من الدفع.',
      }),
    },
    {
      kind: 'NOTICE',
      execution: 'B',
      images: [],
      title: {
        en: 'Play responsibly. Only players aged 18 and above may play.',
        ty: 'Maglaro nang responsable. Para lamang sa edad 18 pataas.',
        zh: '理性游戏。仅限 18 岁及以上玩家参与。',
        zt: '理性遊戲。僅限 18 歲以上玩家參與。',
        ja: '責任あるプレイを。18歳以上の方のみプレイできます。',
        ko: '책임감 있게 플레이하세요. 만 18세 이상만 이용할 수 있습니다.',
        th: 'เล่นอย่างมีความรับผิดชอบ เฉพาะผู้เล่นอายุ 18 ปีขึ้นไปเท่านั้น',
        vi: 'Chơi có trách nhiệm. Chỉ người chơi từ 18 tuổi trở lên mới được tham gia.',
        id: 'Bermainlah secara bertanggung jawab. Hanya untuk pemain berusia 18 tahun ke atas.',
        hi: 'ज़िम्मेदारी से खेलें। केवल 18 वर्ष और उससे अधिक उम्र के खिलाड़ी ही खेल सकते हैं।',
        es: 'Juega con responsabilidad. Solo pueden jugar mayores de 18 años.',
        ar: 'العب بمسؤولية. اللعب متاح فقط لمن بلغوا 18 عامًا فأكثر.',
      },
      content: p({
        en: 'Set deposit limits or take a break at any time from the Security Center. Contact customer service if you need help.',
        ty: 'Maaari kang magtakda ng limitasyon sa deposito o magpahinga anumang oras sa Security Center. Makipag-ugnayan sa customer service kung kailangan mo ng tulong.',
        zh: '您可随时在安全中心设置存款限额或暂停游戏。如需帮助，请联系客服。',
        zt: '您可隨時在安全中心設定存款限額或暫停遊戲。如需協助，請聯絡客服。',
        ja: 'セキュリティセンターでいつでも入金限度額を設定したり、休止したりできます。お困りの際はカスタマーサポートにご連絡ください。',
        ko: '보안 센터에서 언제든지 입금 한도를 설정하거나 휴식을 취할 수 있습니다. 도움이 필요하면 고객센터에 문의하세요.',
        th: 'ตั้งวงเงินฝากหรือพักการเล่นได้ทุกเมื่อที่ศูนย์ความปลอดภัย หากต้องการความช่วยเหลือ โปรดติดต่อฝ่ายบริการลูกค้า',
        vi: 'Bạn có thể đặt hạn mức nạp tiền hoặc tạm nghỉ bất cứ lúc nào tại Trung tâm bảo mật. Liên hệ CSKH nếu bạn cần hỗ trợ.',
        id: 'Atur batas deposit atau ambil jeda kapan saja dari Pusat Keamanan. Hubungi layanan pelanggan jika Anda butuh bantuan.',
        hi: 'सिक्योरिटी सेंटर से कभी भी जमा सीमा तय करें या ब्रेक लें। मदद चाहिए तो ग्राहक सेवा से संपर्क करें।',
        es: 'Fija límites de depósito o tómate un descanso cuando quieras desde el Centro de seguridad. Contacta con atención al cliente si necesitas ayuda.',
        ar: 'يمكنك تعيين حدود للإيداع أو أخذ استراحة في أي وقت من مركز الأمان. تواصل مع خدمة العملاء إذا احتجت إلى مساعدة.',
      }),
    },
    {
      kind: 'BANNER',
      execution: 'A',
      images: [],
      title: {
        en: 'Refer a friend, earn every day',
        ty: 'Mag-imbita ng kaibigan, kumita araw-araw',
        zh: '推荐好友，天天赚',
        zt: '推薦好友，天天賺',
        ja: '友達を紹介して毎日稼ごう',
        ko: '친구를 추천하고 매일 수익을 받으세요',
        th: 'แนะนำเพื่อน รับรายได้ทุกวัน',
        vi: 'Giới thiệu bạn bè, kiếm tiền mỗi ngày',
        id: 'Ajak teman, dapat penghasilan setiap hari',
        hi: 'दोस्त को रेफ़र करें, हर दिन कमाएं',
        es: 'Recomienda a un amigo y gana cada día',
        ar: 'ادعُ صديقًا واربح كل يوم',
      },
      content: p({
        en: 'Share your referral link and earn a commission on every bet your friends place.',
        ty: 'Ibahagi ang iyong referral link at kumita ng komisyon sa bawat taya ng iyong mga kaibigan.',
        zh: '分享您的推荐链接，好友每次投注您都能获得佣金。',
        zt: '分享您的推薦連結，好友每次投注您都能獲得佣金。',
        ja: '紹介リンクをシェアすると、友達がベットするたびにコミッションがもらえます。',
        ko: '추천 링크를 공유하고 친구의 모든 베팅에서 커미션을 받으세요.',
        th: 'แชร์ลิงก์แนะนำของคุณ รับค่าคอมมิชชันจากทุกการเดิมพันของเพื่อน',
        vi: 'Chia sẻ liên kết giới thiệu của bạn và nhận hoa hồng trên mỗi lượt cược của bạn bè.',
        id: 'Bagikan link referral Anda dan dapatkan komisi dari setiap taruhan teman Anda.',
        hi: 'अपना रेफ़रल लिंक शेयर करें और दोस्तों के हर दांव पर कमीशन कमाएं।',
        es: 'Comparte tu enlace de referido y gana una comisión por cada apuesta de tus amigos.',
        ar: 'شارك رابط الإحالة الخاص بك واربح عمولة على كل رهان يضعه أصدقاؤك.',
      }),
    },
    {
      kind: 'BANNER',
      execution: 'B',
      images: [],
      title: {
        en: 'Download our app for faster play',
        ty: 'I-download ang aming app para sa mas mabilis na laro',
        zh: '下载我们的 App，畅玩更快',
        zt: '下載我們的 App，暢玩更快',
        ja: 'アプリをダウンロードしてもっと快適に',
        ko: '앱을 다운로드하고 더 빠르게 플레이하세요',
        th: 'ดาวน์โหลดแอปของเรา เล่นได้เร็วขึ้น',
        vi: 'Tải ứng dụng để chơi nhanh hơn',
        id: 'Unduh aplikasi kami untuk bermain lebih cepat',
        hi: 'तेज़ खेल के लिए हमारा ऐप डाउनलोड करें',
        es: 'Descarga nuestra app y juega más rápido',
        ar: 'حمّل تطبيقنا للعب بسرعة أكبر',
      },
      content: p({
        en: 'Get the iOS or Android app from the Download menu and log in with one tap.',
        ty: 'Kunin ang iOS o Android app mula sa menu ng Download at mag-log in sa isang pindot.',
        zh: '在下载菜单中获取 iOS 或 Android App，一键登录。',
        zt: '在下載選單中取得 iOS 或 Android App，一鍵登入。',
        ja: 'ダウンロードメニューからiOS版またはAndroid版アプリを入手し、ワンタップでログインできます。',
        ko: '다운로드 메뉴에서 iOS 또는 Android 앱을 받고 한 번의 탭으로 로그인하세요.',
        th: 'รับแอป iOS หรือ Android จากเมนูดาวน์โหลด แล้วเข้าสู่ระบบได้ในแตะเดียว',
        vi: 'Tải ứng dụng iOS hoặc Android từ menu Tải xuống và đăng nhập chỉ với một chạm.',
        id: 'Dapatkan aplikasi iOS atau Android dari menu Unduh dan masuk dengan sekali ketuk.',
        hi: 'डाउनलोड मेन्यू से iOS या Android ऐप लें और एक टैप में लॉग इन करें।',
        es: 'Consigue la app para iOS o Android en el menú Descargar e inicia sesión con un toque.',
        ar: 'احصل على تطبيق iOS أو Android من قائمة التنزيل وسجّل الدخول بلمسة واحدة.',
      }),
    },
    {
      kind: 'PLAYER',
      execution: 'A',
      images: [],
      title: {
        en: 'Your VIP level is reviewed every Monday',
        ty: 'Sinusuri ang iyong VIP level tuwing Lunes',
        zh: '您的 VIP 等级每周一评定',
        zt: '您的 VIP 等級每週一評定',
        ja: 'VIPレベルは毎週月曜日に見直されます',
        ko: 'VIP 등급은 매주 월요일에 심사됩니다',
        th: 'ระดับ VIP ของคุณจะได้รับการพิจารณาทุกวันจันทร์',
        vi: 'Cấp VIP của bạn được xét lại vào mỗi thứ Hai',
        id: 'Level VIP Anda ditinjau setiap Senin',
        hi: 'आपके VIP स्तर की समीक्षा हर सोमवार होती है',
        es: 'Tu nivel VIP se revisa cada lunes',
        ar: 'تتم مراجعة مستوى VIP الخاص بك كل يوم اثنين',
      },
      content: p({
        en: 'Your valid bets of the previous week decide your VIP level. Higher levels unlock bigger rebates and faster withdrawals.',
        ty: 'Ang iyong mga valid na taya noong nakaraang linggo ang magtatakda ng iyong VIP level. Mas mataas na level, mas malaking rebate at mas mabilis na withdrawal.',
        zh: '上周的有效投注决定您的 VIP 等级。等级越高，返水越多，提款越快。',
        zt: '上週的有效投注決定您的 VIP 等級。等級越高，返水越多，提款越快。',
        ja: '前週の有効ベットでVIPレベルが決まります。レベルが上がるほどリベートが増え、出金も早くなります。',
        ko: '지난주 유효 베팅이 VIP 등급을 결정합니다. 등급이 높을수록 더 많은 리베이트와 더 빠른 출금 혜택이 열립니다.',
        th: 'ยอดเดิมพันที่มีผลของสัปดาห์ก่อนจะกำหนดระดับ VIP ของคุณ ระดับที่สูงขึ้นจะได้รับเงินคืนมากขึ้นและถอนเงินได้เร็วขึ้น',
        vi: 'Cược hợp lệ của tuần trước quyết định cấp VIP của bạn. Cấp càng cao, hoàn trả càng nhiều và rút tiền càng nhanh.',
        id: 'Taruhan valid Anda minggu lalu menentukan level VIP Anda. Level yang lebih tinggi membuka rebate lebih besar dan penarikan lebih cepat.',
        hi: 'पिछले हफ़्ते के आपके वैध दांव आपका VIP स्तर तय करते हैं। ऊंचे स्तर पर बड़ा रिबेट और तेज़ निकासी मिलती है।',
        es: 'Tus apuestas válidas de la semana anterior deciden tu nivel VIP. Los niveles más altos desbloquean reembolsos mayores y retiros más rápidos.',
        ar: 'رهاناتك الصالحة في الأسبوع الماضي تحدد مستوى VIP الخاص بك. المستويات الأعلى تمنحك استردادًا نقديًا أكبر وسحبًا أسرع.',
      }),
    },
    {
      kind: 'PLAYER',
      execution: 'A',
      images: [],
      title: {
        en: 'Withdrawals are processed 24/7',
        ty: 'Pinoproseso ang mga withdrawal 24/7',
        zh: '提款 24/7 全天候处理',
        zt: '提款 24/7 全天候處理',
        ja: '出金は年中無休・24/7で処理されます',
        ko: '출금은 24/7 처리됩니다',
        th: 'ดำเนินการถอนเงินตลอด 24/7',
        vi: 'Rút tiền được xử lý 24/7',
        id: 'Penarikan diproses 24/7',
        hi: 'निकासी 24/7 प्रोसेस की जाती है',
        es: 'Los retiros se procesan 24/7',
        ar: 'تتم معالجة عمليات السحب على مدار الساعة 24/7',
      },
      content: p({
        en: 'Most withdrawals arrive within 15 minutes. Make sure your payee name matches your e-wallet or bank account.',
        ty: 'Karamihan ng withdrawal ay dumarating sa loob ng 15 minuto. Siguraduhing tugma ang pangalan ng payee sa iyong e-wallet o bank account.',
        zh: '大多数提款在 15 分钟内到账。请确保收款人姓名与您的电子钱包或银行账户一致。',
        zt: '大多數提款在 15 分鐘內入帳。請確認收款人姓名與您的電子錢包或銀行帳戶一致。',
        ja: 'ほとんどの出金は15分以内に着金します。受取人名が電子ウォレットまたは銀行口座の名義と一致していることをご確認ください。',
        ko: '대부분의 출금은 15분 안에 도착합니다. 수취인 이름이 전자지갑 또는 은행 계좌 명의와 일치하는지 확인하세요.',
        th: 'การถอนเงินส่วนใหญ่จะได้รับภายใน 15 นาที โปรดตรวจสอบว่าชื่อผู้รับเงินตรงกับชื่อบัญชีอีวอลเล็ตหรือบัญชีธนาคารของคุณ',
        vi: 'Phần lớn lệnh rút tiền đến trong vòng 15 phút. Hãy đảm bảo tên người nhận khớp với ví điện tử hoặc tài khoản ngân hàng của bạn.',
        id: 'Sebagian besar penarikan masuk dalam 15 menit. Pastikan nama penerima sesuai dengan e-wallet atau rekening bank Anda.',
        hi: 'ज़्यादातर निकासी 15 मिनट के अंदर पहुंच जाती है। पक्का करें कि प्राप्तकर्ता का नाम आपके ई-वॉलेट या बैंक खाते से मेल खाता हो।',
        es: 'La mayoría de los retiros llegan en 15 minutos. Asegúrate de que el nombre del beneficiario coincida con tu billetera electrónica o cuenta bancaria.',
        ar: 'تصل معظم عمليات السحب خلال 15 دقيقة. تأكد من تطابق اسم المستفيد مع محفظتك الإلكترونية أو حسابك المصرفي.',
      }),
    },
    {
      kind: 'POPUP',
      execution: 'F',
      images: [],
      title: {
        en: 'Welcome aboard!',
        ty: 'Maligayang pagdating!',
        zh: '欢迎加入！',
        zt: '歡迎加入！',
        ja: 'ようこそ！',
        ko: '환영합니다!',
        th: 'ยินดีต้อนรับ!',
        vi: 'Chào mừng bạn!',
        id: 'Selamat bergabung!',
        hi: 'आपका स्वागत है!',
        es: '¡Te damos la bienvenida!',
        ar: 'أهلًا بك معنا!',
      },
      content: p({
        en: `Thanks for joining ${brandName}. Complete your profile and verify your mobile number to unlock your welcome rewards.`,
        ty: `Salamat sa pagsali sa ${brandName}. Kumpletuhin ang iyong profile at i-verify ang iyong mobile number para makuha ang iyong welcome rewards.`,
        zh: `感谢您加入 ${brandName}。完善个人资料并验证手机号码，即可解锁迎新奖励。`,
        zt: `感謝您加入 ${brandName}。完善個人資料並驗證手機號碼，即可解鎖迎新獎勵。`,
        ja: `${brandName}にご登録いただきありがとうございます。プロフィールを入力し、携帯電話番号を認証すると、ウェルカム特典を受け取れます。`,
        ko: `${brandName}에 가입해 주셔서 감사합니다. 프로필을 완성하고 휴대폰 번호를 인증하면 웰컴 보상을 받을 수 있습니다.`,
        th: `ขอบคุณที่เข้าร่วม ${brandName} กรอกโปรไฟล์ให้ครบและยืนยันหมายเลขโทรศัพท์มือถือเพื่อปลดล็อกรางวัลต้อนรับ`,
        vi: `Cảm ơn bạn đã tham gia ${brandName}. Hoàn thiện hồ sơ và xác minh số điện thoại để mở khóa phần thưởng chào mừng.`,
        id: `Terima kasih telah bergabung dengan ${brandName}. Lengkapi profil dan verifikasi nomor ponsel Anda untuk membuka hadiah sambutan.`,
        hi: `${brandName} से जुड़ने के लिए धन्यवाद। अपनी प्रोफ़ाइल पूरी करें और मोबाइल नंबर वेरिफ़ाई करें, ताकि आपके वेलकम रिवॉर्ड अनलॉक हो जाएं।`,
        es: `Gracias por unirte a ${brandName}. Completa tu perfil y verifica tu número de móvil para desbloquear tus recompensas de bienvenida.`,
        ar: `شكرًا لانضمامك إلى ${brandName}. أكمل ملفك الشخصي ووثّق رقم هاتفك المحمول لفتح مكافآت الترحيب.`,
      }),
    },
    {
      kind: 'POPUP',
      execution: 'A',
      images: [],
      title: {
        en: 'Daily rebate is credited by 12:00',
        ty: 'Papasok ang araw-araw na rebate bago mag-12:00',
        zh: '每日返水于 12:00 前到账',
        zt: '每日返水於 12:00 前入帳',
        ja: '毎日のリベートは12:00までに付与されます',
        ko: '매일 리베이트는 12:00까지 지급됩니다',
        th: 'เงินคืนรายวันจะเข้าบัญชีภายใน 12:00 น.',
        vi: 'Hoàn trả hằng ngày được cộng trước 12:00',
        id: 'Rebate harian masuk sebelum pukul 12:00',
        hi: 'रोज़ाना रिबेट 12:00 बजे तक क्रेडिट हो जाता है',
        es: 'El reembolso diario se acredita antes de las 12:00',
        ar: 'يُضاف الاسترداد النقدي اليومي قبل الساعة 12:00',
      },
      content: p({
        en: "Your rebate on yesterday's valid bets arrives by 12:00 (GMT+8) every day. Check the Reward Center to claim it.",
        ty: 'Papasok ang iyong rebate sa mga valid na taya kahapon bago mag-12:00 (GMT+8) araw-araw. Tingnan ang Reward Center para makuha ito.',
        zh: '您昨日有效投注的返水每天 12:00（GMT+8）前到账。请前往奖励中心领取。',
        zt: '您昨日有效投注的返水每天 12:00（GMT+8）前入帳。請前往獎勵中心領取。',
        ja: '前日の有効ベットに対するリベートは毎日12:00（GMT+8）までに届きます。リワードセンターで受け取ってください。',
        ko: '어제 유효 베팅에 대한 리베이트는 매일 12:00 (GMT+8)까지 도착합니다. 리워드 센터에서 받으세요.',
        th: 'เงินคืนจากยอดเดิมพันที่มีผลของเมื่อวานจะเข้าทุกวันภายใน 12:00 น. (GMT+8) ไปที่ศูนย์รางวัลเพื่อรับเงินคืน',
        vi: 'Tiền hoàn trả cho cược hợp lệ hôm qua được chuyển trước 12:00 (GMT+8) mỗi ngày. Vào Trung tâm phần thưởng để nhận.',
        id: 'Rebate dari taruhan valid kemarin masuk sebelum pukul 12:00 (GMT+8) setiap hari. Buka Pusat hadiah untuk mengklaimnya.',
        hi: 'कल के वैध दांवों पर आपका रिबेट हर दिन 12:00 (GMT+8) तक आ जाता है। इसे क्लेम करने के लिए रिवॉर्ड सेंटर देखें।',
        es: 'Tu reembolso por las apuestas válidas de ayer llega cada día antes de las 12:00 (GMT+8). Reclámalo en el Centro de recompensas.',
        ar: 'يصل استردادك النقدي عن رهانات الأمس الصالحة قبل الساعة 12:00 (GMT+8) كل يوم. افتح مركز المكافآت لاستلامه.',
      }),
    },
    {
      kind: 'POPUP',
      execution: 'B',
      images: [],
      title: {
        en: 'Sign up today and get a 100% Welcome Bonus',
        ty: 'Mag-sign up ngayon at makakuha ng 100% Bonus sa Pagsali',
        zh: '今天注册，领取 100% 迎新奖金',
        zt: '今天註冊，領取 100% 迎新獎金',
        ja: '今日登録して100%ウェルカムボーナスをゲット',
        ko: '오늘 가입하고 100% 웰컴 보너스를 받으세요',
        th: 'สมัครวันนี้ รับโบนัสต้อนรับ 100%',
        vi: 'Đăng ký hôm nay, nhận Thưởng chào mừng 100%',
        id: 'Daftar hari ini dan dapatkan Bonus Sambutan 100%',
        hi: 'आज ही साइन अप करें और 100% वेलकम बोनस पाएं',
        es: 'Regístrate hoy y llévate un bono de bienvenida del 100%',
        ar: 'سجّل اليوم واحصل على مكافأة ترحيب 100%',
      },
      content: p({
        en: 'Registration takes less than a minute. Your bonus is credited right after your first deposit.',
        ty: 'Wala pang isang minuto ang pagpaparehistro. Papasok ang iyong bonus pagkatapos ng iyong unang deposito.',
        zh: '注册只需不到一分钟。首次存款后奖金立即到账。',
        zt: '註冊只需不到一分鐘。首次存款後獎金立即入帳。',
        ja: '登録は1分もかかりません。初回入金後すぐにボーナスが付与されます。',
        ko: '가입은 1분도 걸리지 않습니다. 첫 입금 직후 보너스가 지급됩니다.',
        th: 'สมัครใช้เวลาไม่ถึงหนึ่งนาที โบนัสจะเข้าบัญชีทันทีหลังฝากเงินครั้งแรก',
        vi: 'Đăng ký chưa đến một phút. Tiền thưởng được cộng ngay sau lần nạp đầu tiên.',
        id: 'Pendaftaran kurang dari satu menit. Bonus Anda masuk tepat setelah deposit pertama.',
        hi: 'रजिस्ट्रेशन में एक मिनट से भी कम लगता है। पहली जमा के तुरंत बाद आपका बोनस क्रेडिट हो जाता है।',
        es: 'El registro lleva menos de un minuto. Tu bono se acredita justo después de tu primer depósito.',
        ar: 'يستغرق التسجيل أقل من دقيقة. تُضاف مكافأتك فور إيداعك الأول.',
      }),
    },
    {
      kind: 'PROMOTION',
      execution: 'B',
      images: img(0),
      title: {
        en: 'Welcome Bonus 100%',
        ty: 'Bonus sa Pagsali 100%',
        zh: '迎新奖金 100%',
        zt: '迎新獎金 100%',
        ja: 'ウェルカムボーナス100%',
        ko: '웰컴 보너스 100%',
        th: 'โบนัสต้อนรับ 100%',
        vi: 'Thưởng chào mừng 100%',
        id: 'Bonus Sambutan 100%',
        hi: 'वेलकम बोनस 100%',
        es: 'Bono de bienvenida 100%',
        ar: 'مكافأة الترحيب 100%',
      },
      content: {
        en: '<p>Your first deposit is matched 100%.</p><ul><li>Minimum deposit applies.</li><li>Turnover: 15× deposit plus bonus.</li><li>One bonus per member, device and payment account.</li></ul>',
        ty: '<p>May 100% bonus ang iyong unang deposito.</p><ul><li>May minimum na deposito.</li><li>Turnover: 15× ng deposito at bonus.</li><li>Isang bonus lamang bawat miyembro, device at payment account.</li></ul>',
        zh: '<p>首笔存款享 100% 等额奖金。</p><ul><li>需满足最低存款金额。</li><li>流水要求：（存款 + 奖金）× 15。</li><li>每位会员、每台设备、每个支付账户限领一次。</li></ul>',
        zt: '<p>首筆存款享 100% 等額獎金。</p><ul><li>需符合最低存款金額。</li><li>流水要求：（存款 + 獎金）× 15。</li><li>每位會員、每台裝置、每個支付帳戶限領一次。</li></ul>',
        ja: '<p>初回入金額と同額（100%）のボーナスを差し上げます。</p><ul><li>最低入金額があります。</li><li>賭け条件：入金額とボーナスの合計の15倍。</li><li>ボーナスは会員・端末・決済アカウントごとに1回限りです。</li></ul>',
        ko: '<p>첫 입금액의 100%를 보너스로 드립니다.</p><ul><li>최소 입금액이 적용됩니다.</li><li>롤링: 입금액과 보너스 합계의 15배.</li><li>회원, 기기, 결제 계정당 보너스 1회.</li></ul>',
        th: '<p>รับโบนัส 100% จากยอดฝากครั้งแรก</p><ul><li>มียอดฝากขั้นต่ำ</li><li>เทิร์นโอเวอร์: 15× ของยอดฝากรวมโบนัส</li><li>หนึ่งโบนัสต่อสมาชิก อุปกรณ์ และบัญชีชำระเงิน</li></ul>',
        vi: '<p>Lần nạp đầu tiên của bạn được thưởng thêm 100%.</p><ul><li>Áp dụng mức nạp tối thiểu.</li><li>Doanh thu cược: 15× tiền nạp cộng tiền thưởng.</li><li>Mỗi thành viên, thiết bị và tài khoản thanh toán chỉ nhận một lần.</li></ul>',
        id: '<p>Deposit pertama Anda mendapat bonus 100%.</p><ul><li>Berlaku minimum deposit.</li><li>Turnover: 15× deposit ditambah bonus.</li><li>Satu bonus per member, perangkat, dan akun pembayaran.</li></ul>',
        hi: '<p>आपकी पहली जमा पर 100% बोनस मिलता है।</p><ul><li>न्यूनतम जमा लागू है।</li><li>टर्नओवर: जमा और बोनस का 15×।</li><li>हर सदस्य, डिवाइस और पेमेंट खाते पर एक ही बोनस।</li></ul>',
        es: '<p>Duplicamos tu primer depósito al 100%.</p><ul><li>Se aplica un depósito mínimo.</li><li>Rollover: 15× el depósito más el bono.</li><li>Un bono por miembro, dispositivo y cuenta de pago.</li></ul>',
        ar: '<p>نضاعف إيداعك الأول بنسبة 100%.</p><ul><li>يُشترط حد أدنى للإيداع.</li><li>متطلبات الرهان: 15× الإيداع مع المكافأة.</li><li>مكافأة واحدة لكل عضو وجهاز وحساب دفع.</li></ul>',
      },
    },
    {
      kind: 'PROMOTION',
      execution: 'A',
      images: img(1),
      title: {
        en: 'Daily Rebate up to 1.5%',
        ty: 'Araw-araw na Rebate hanggang 1.5%',
        zh: '每日返水最高 1.5%',
        zt: '每日返水最高 1.5%',
        ja: '毎日リベート最大1.5%',
        ko: '매일 리베이트 최대 1.5%',
        th: 'เงินคืนรายวันสูงสุด 1.5%',
        vi: 'Hoàn trả mỗi ngày đến 1,5%',
        id: 'Rebate Harian hingga 1,5%',
        hi: 'रोज़ाना रिबेट 1.5% तक',
        es: 'Reembolso diario de hasta el 1,5%',
        ar: 'استرداد نقدي يومي حتى 1.5%',
      },
      content: {
        en: "<p>Get up to 1.5% of yesterday's valid bets back, every day, with no turnover requirement.</p><p>Rebates are credited by 12:00 (GMT+8).</p>",
        ty: '<p>Makatanggap ng hanggang 1.5% ng iyong mga valid na taya kahapon, araw-araw, nang walang turnover requirement.</p><p>Papasok ang rebate bago mag-12:00 (GMT+8).</p>',
        zh: '<p>每天返还昨日有效投注的最高 1.5%，无流水要求。</p><p>返水于 12:00（GMT+8）前到账。</p>',
        zt: '<p>每天返還昨日有效投注的最高 1.5%，無流水要求。</p><p>返水於 12:00（GMT+8）前入帳。</p>',
        ja: '<p>前日の有効ベットの最大1.5%を毎日キャッシュバック。賭け条件はありません。</p><p>リベートは12:00（GMT+8）までに付与されます。</p>',
        ko: '<p>어제 유효 베팅의 최대 1.5%를 매일 돌려받으세요. 롤링 조건이 없습니다.</p><p>리베이트는 12:00 (GMT+8)까지 지급됩니다.</p>',
        th: '<p>รับเงินคืนสูงสุด 1.5% ของยอดเดิมพันที่มีผลของเมื่อวานทุกวัน ไม่มีเงื่อนไขเทิร์นโอเวอร์</p><p>เงินคืนจะเข้าบัญชีภายใน 12:00 น. (GMT+8)</p>',
        vi: '<p>Nhận lại đến 1,5% cược hợp lệ của hôm qua, mỗi ngày, không yêu cầu doanh thu cược.</p><p>Tiền hoàn trả được cộng trước 12:00 (GMT+8).</p>',
        id: '<p>Dapatkan kembali hingga 1,5% dari taruhan valid kemarin, setiap hari, tanpa syarat turnover.</p><p>Rebate masuk sebelum pukul 12:00 (GMT+8).</p>',
        hi: '<p>कल के वैध दांवों का 1.5% तक हर दिन वापस पाएं, बिना किसी टर्नओवर शर्त के।</p><p>रिबेट 12:00 (GMT+8) तक क्रेडिट हो जाता है।</p>',
        es: '<p>Recupera cada día hasta el 1,5% de tus apuestas válidas de ayer, sin requisito de rollover.</p><p>Los reembolsos se acreditan antes de las 12:00 (GMT+8).</p>',
        ar: '<p>استرد حتى 1.5% من رهانات الأمس الصالحة كل يوم، دون أي متطلبات رهان.</p><p>يُضاف الاسترداد النقدي قبل الساعة 12:00 (GMT+8).</p>',
      },
    },
    {
      kind: 'PROMOTION',
      execution: 'B',
      images: img(2),
      title: {
        en: 'Slots Jackpot Week',
        ty: 'Linggo ng Jackpot sa Slots',
        zh: '电子游戏奖池周',
        zt: '電子遊戲彩金週',
        ja: 'スロット・ジャックポットウィーク',
        ko: '슬롯 잭팟 위크',
        th: 'สัปดาห์แจ็คพอตสล็อต',
        vi: 'Tuần lễ Jackpot Slot',
        id: 'Pekan Jackpot Slot',
        hi: 'स्लॉट्स जैकपॉट वीक',
        es: 'Semana del Jackpot de Tragamonedas',
        ar: 'أسبوع جاكبوت السلوتس',
      },
      content: {
        en: '<p>Spin any slot this week to enter the jackpot draw. Every bet counts as one entry; the biggest multipliers win extra prizes.</p>',
        ty: '<p>Maglaro ng kahit anong slot ngayong linggo para makasali sa jackpot draw. Bawat taya ay isang entry; may dagdag na premyo ang pinakamalalaking multiplier.</p>',
        zh: '<p>本周玩任意电子游戏即可参加奖池抽奖。每次投注计为一次抽奖机会；倍数最高者另有额外奖品。</p>',
        zt: '<p>本週玩任一電子遊戲即可參加彩金抽獎。每次投注計為一次抽獎機會；倍數最高者另有額外獎品。</p>',
        ja: '<p>今週どのスロットでもスピンすればジャックポット抽選にエントリー。1ベットにつき1エントリー、最高倍率を出した方には追加賞品があります。</p>',
        ko: '<p>이번 주 아무 슬롯이나 돌리면 잭팟 추첨에 참여됩니다. 베팅 한 번이 응모 1회이며, 최고 배당을 기록하면 추가 상품을 받습니다.</p>',
        th: '<p>หมุนสล็อตเกมใดก็ได้ในสัปดาห์นี้เพื่อร่วมลุ้นแจ็คพอต ทุกการเดิมพันนับเป็นหนึ่งสิทธิ์ ตัวคูณสูงสุดรับรางวัลพิเศษเพิ่ม</p>',
        vi: '<p>Quay bất kỳ slot nào trong tuần này để tham gia rút thăm jackpot. Mỗi lượt cược là một lượt tham gia; các hệ số nhân lớn nhất nhận thêm giải thưởng.</p>',
        id: '<p>Putar slot apa saja minggu ini untuk ikut undian jackpot. Setiap taruhan dihitung satu entri; pengali terbesar memenangkan hadiah tambahan.</p>',
        hi: '<p>इस हफ़्ते कोई भी स्लॉट स्पिन करें और जैकपॉट ड्रॉ में शामिल हों। हर दांव एक एंट्री गिना जाता है; सबसे बड़े मल्टीप्लायर पर अतिरिक्त इनाम मिलते हैं।</p>',
        es: '<p>Gira cualquier tragamonedas esta semana para entrar en el sorteo del jackpot. Cada apuesta cuenta como una participación; los mayores multiplicadores ganan premios extra.</p>',
        ar: '<p>أدِر أي لعبة سلوتس هذا الأسبوع لتدخل سحب الجاكبوت. كل رهان يُحتسب مشاركة واحدة، وأكبر المضاعفات تفوز بجوائز إضافية.</p>',
      },
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
  const a: [string, SeedText, SeedParagraphs][] = [
    [
      'term',
      {
        en: 'Terms and Conditions',
        ty: 'Mga Tuntunin at Kundisyon',
        zh: '条款与条件',
        zt: '條款與細則',
        ja: '利用規約',
        ko: '이용약관',
        th: 'ข้อกำหนดและเงื่อนไข',
        vi: 'Điều khoản và Điều kiện',
        id: 'Syarat dan Ketentuan',
        hi: 'नियम और शर्तें',
        es: 'Términos y condiciones',
        ar: 'الشروط والأحكام',
      },
      {
        en: [
          `By opening an account with ${brandName} you confirm that you are at least 18 years old and that online gaming is legal where you live.`,
          'Each person may hold one account. Bonuses obtained through duplicate accounts, shared devices or collusion are void and may lead to the account being closed.',
          'Game results are decided by the game provider. If a game malfunctions, all affected bets and wins are void.',
        ],
        ty: [
          `Sa pagbubukas ng account sa ${brandName}, kinukumpirma mong ikaw ay hindi bababa sa 18 taong gulang at legal ang online gaming sa iyong lugar.`,
          'Isang account lamang bawat tao. Ang mga bonus na nakuha gamit ang dobleng account, pinagsasaluhang device o sabwatan ay walang bisa at maaaring magresulta sa pagsasara ng account.',
          'Ang resulta ng laro ay itinatakda ng game provider. Kapag nagkaroon ng aberya ang laro, walang bisa ang lahat ng apektadong taya at panalo.',
        ],
        zh: [
          `在 ${brandName} 开设账户，即表示您确认已年满 18 岁，且您所在地区的在线游戏合法。`,
          '每人仅限持有一个账户。通过重复账户、共用设备或串通获得的奖金一律无效，并可能导致账户被关闭。',
          '游戏结果由游戏供应商决定。如游戏发生故障，所有受影响的投注和奖金均无效。',
        ],
        zt: [
          `在 ${brandName} 開設帳戶，即表示您確認已年滿 18 歲，且您所在地區的線上遊戲合法。`,
          '每人僅限持有一個帳戶。透過重複帳戶、共用裝置或串通取得的獎金一律無效，並可能導致帳戶被關閉。',
          '遊戲結果由遊戲供應商決定。如遊戲發生故障，所有受影響的投注與獎金均無效。',
        ],
        ja: [
          `${brandName}でアカウントを開設することにより、あなたは18歳以上であり、お住まいの地域でオンラインゲーミングが合法であることを確認したものとみなされます。`,
          'アカウントはお一人様1つまでです。重複アカウント、端末の共有、または共謀によって得たボーナスは無効となり、アカウントが閉鎖される場合があります。',
          'ゲームの結果はゲームプロバイダーが決定します。ゲームに不具合が生じた場合、影響を受けたすべてのベットと配当は無効となります。',
        ],
        ko: [
          `${brandName}에서 계정을 개설하면 만 18세 이상이며 거주 지역에서 온라인 게임이 합법임을 확인하는 것입니다.`,
          '1인당 하나의 계정만 보유할 수 있습니다. 중복 계정, 기기 공유 또는 공모로 얻은 보너스는 무효이며 계정이 폐쇄될 수 있습니다.',
          '게임 결과는 게임 제공사가 결정합니다. 게임에 오작동이 발생하면 영향을 받은 모든 베팅과 당첨금은 무효가 됩니다.',
        ],
        th: [
          `การเปิดบัญชีกับ ${brandName} ถือว่าคุณยืนยันว่ามีอายุอย่างน้อย 18 ปี และการเล่นเกมออนไลน์ถูกกฎหมายในพื้นที่ที่คุณอาศัยอยู่`,
          'หนึ่งคนมีได้เพียงหนึ่งบัญชี โบนัสที่ได้จากบัญชีซ้ำ การใช้อุปกรณ์ร่วมกัน หรือการสมรู้ร่วมคิดจะเป็นโมฆะ และอาจทำให้บัญชีถูกปิด',
          'ผลของเกมตัดสินโดยผู้ให้บริการเกม หากเกมทำงานผิดพลาด การเดิมพันและเงินรางวัลที่ได้รับผลกระทบทั้งหมดจะเป็นโมฆะ',
        ],
        vi: [
          `Khi mở tài khoản tại ${brandName}, bạn xác nhận rằng mình đủ 18 tuổi trở lên và trò chơi trực tuyến là hợp pháp tại nơi bạn sinh sống.`,
          'Mỗi người chỉ được sở hữu một tài khoản. Tiền thưởng có được từ tài khoản trùng lặp, thiết bị dùng chung hoặc thông đồng sẽ bị hủy và có thể dẫn đến việc đóng tài khoản.',
          'Kết quả trò chơi do nhà cung cấp trò chơi quyết định. Nếu trò chơi gặp sự cố, mọi cược và tiền thắng bị ảnh hưởng đều bị hủy.',
        ],
        id: [
          `Dengan membuka akun di ${brandName}, Anda menyatakan bahwa Anda berusia minimal 18 tahun dan bahwa permainan online legal di tempat tinggal Anda.`,
          'Setiap orang hanya boleh memiliki satu akun. Bonus yang diperoleh melalui akun ganda, perangkat bersama, atau kolusi dinyatakan batal dan dapat menyebabkan akun ditutup.',
          'Hasil permainan ditentukan oleh penyedia game. Jika game mengalami gangguan, semua taruhan dan kemenangan yang terdampak dinyatakan batal.',
        ],
        hi: [
          `${brandName} पर खाता खोलकर आप पुष्टि करते हैं कि आपकी उम्र कम से कम 18 वर्ष है और आप जहां रहते हैं वहां ऑनलाइन गेमिंग कानूनी है।`,
          'हर व्यक्ति का केवल एक खाता हो सकता है। डुप्लिकेट खातों, साझा डिवाइस या मिलीभगत से पाए गए बोनस अमान्य हैं और इनसे खाता बंद किया जा सकता है।',
          'गेम के नतीजे गेम प्रोवाइडर तय करता है। अगर किसी गेम में खराबी आती है, तो प्रभावित सभी दांव और जीत अमान्य होंगे।',
        ],
        es: [
          `Al abrir una cuenta en ${brandName} confirmas que tienes al menos 18 años y que el juego en línea es legal donde vives.`,
          'Cada persona puede tener una sola cuenta. Los bonos obtenidos mediante cuentas duplicadas, dispositivos compartidos o colusión quedan anulados y pueden llevar al cierre de la cuenta.',
          'Los resultados de los juegos los decide el proveedor del juego. Si un juego falla, todas las apuestas y ganancias afectadas quedan anuladas.',
        ],
        ar: [
          `بفتح حساب لدى ${brandName} تؤكد أن عمرك 18 عامًا على الأقل وأن الألعاب عبر الإنترنت قانونية في مكان إقامتك.`,
          'يحق لكل شخص امتلاك حساب واحد فقط. المكافآت التي تُحصَّل عبر حسابات مكررة أو أجهزة مشتركة أو تواطؤ باطلة، وقد تؤدي إلى إغلاق الحساب.',
          'يحدد مزود اللعبة نتائج الألعاب. إذا تعطلت لعبة، تُلغى جميع الرهانات والأرباح المتأثرة.',
        ],
      },
    ],
    [
      'faq',
      {
        en: 'Frequently Asked Questions',
        ty: 'Mga Madalas Itanong',
        zh: '常见问题',
        zt: '常見問題',
        ja: 'よくある質問',
        ko: '자주 묻는 질문',
        th: 'คำถามที่พบบ่อย',
        vi: 'Câu hỏi thường gặp',
        id: 'Pertanyaan yang Sering Diajukan',
        hi: 'अक्सर पूछे जाने वाले सवाल',
        es: 'Preguntas frecuentes',
        ar: 'الأسئلة الشائعة',
      },
      {
        en: [
          '<strong>I forgot my password.</strong> Use "Forgot password" on the login window and reset it with your email or mobile number.',
          '<strong>Why is a game under maintenance?</strong> Providers update their games from time to time. Your balance is safe and unfinished rounds are settled automatically.',
          '<strong>Can I play for free?</strong> Yes, many games offer a free trial. Log in with a real account to play for money.',
        ],
        ty: [
          '<strong>Nakalimutan ko ang aking password.</strong> Gamitin ang "Forgot password" sa login window at i-reset ito gamit ang iyong email o mobile number.',
          '<strong>Bakit naka-maintenance ang isang laro?</strong> Paminsan-minsang ina-update ng mga provider ang kanilang mga laro. Ligtas ang iyong balanse at awtomatikong naaayos ang mga hindi natapos na round.',
          '<strong>Puwede ba akong maglaro nang libre?</strong> Oo, maraming laro ang may libreng trial. Mag-log in gamit ang totoong account para maglaro gamit ang pera.',
        ],
        zh: [
          '<strong>我忘记了密码。</strong>在登录窗口点击“忘记密码”，用您的邮箱或手机号码重置。',
          '<strong>为什么游戏在维护中？</strong>供应商会不时更新游戏。您的余额是安全的，未完成的局会自动结算。',
          '<strong>可以免费玩吗？</strong>可以，许多游戏提供免费试玩。登录真实账户即可用真钱游戏。',
        ],
        zt: [
          '<strong>我忘記了密碼。</strong>在登入視窗點選「忘記密碼」，用您的電子郵件或手機號碼重設。',
          '<strong>為什麼遊戲在維護中？</strong>供應商會不時更新遊戲。您的餘額是安全的，未完成的局會自動結算。',
          '<strong>可以免費玩嗎？</strong>可以，許多遊戲提供免費試玩。登入真實帳戶即可用真錢遊戲。',
        ],
        ja: [
          '<strong>パスワードを忘れました。</strong>ログイン画面の「パスワードをお忘れの方」から、メールアドレスまたは携帯電話番号で再設定してください。',
          '<strong>ゲームがメンテナンス中なのはなぜですか？</strong>プロバイダーは定期的にゲームを更新しています。残高は安全で、未完了のラウンドは自動的に精算されます。',
          '<strong>無料で遊べますか？</strong>はい、多くのゲームに無料お試しがあります。実際のお金で遊ぶには、本アカウントでログインしてください。',
        ],
        ko: [
          '<strong>비밀번호를 잊어버렸어요.</strong> 로그인 창의 "비밀번호 찾기"를 눌러 이메일이나 휴대폰 번호로 재설정하세요.',
          '<strong>게임이 점검 중인 이유는 무엇인가요?</strong> 제공사는 수시로 게임을 업데이트합니다. 잔액은 안전하며 끝나지 않은 라운드는 자동으로 정산됩니다.',
          '<strong>무료로 플레이할 수 있나요?</strong> 네, 많은 게임이 무료 체험을 제공합니다. 실제 돈으로 플레이하려면 정식 계정으로 로그인하세요.',
        ],
        th: [
          '<strong>ฉันลืมรหัสผ่าน</strong> ใช้ "ลืมรหัสผ่าน" ในหน้าต่างเข้าสู่ระบบ แล้วตั้งรหัสใหม่ด้วยอีเมลหรือหมายเลขโทรศัพท์มือถือของคุณ',
          '<strong>ทำไมเกมจึงปิดปรับปรุง?</strong> ผู้ให้บริการจะอัปเดตเกมเป็นครั้งคราว ยอดเงินของคุณปลอดภัย และรอบที่ค้างอยู่จะได้รับการชำระโดยอัตโนมัติ',
          '<strong>เล่นฟรีได้ไหม?</strong> ได้ หลายเกมมีให้ทดลองเล่นฟรี เข้าสู่ระบบด้วยบัญชีจริงเพื่อเล่นด้วยเงินจริง',
        ],
        vi: [
          '<strong>Tôi quên mật khẩu.</strong> Chọn "Quên mật khẩu" trên cửa sổ đăng nhập và đặt lại bằng email hoặc số điện thoại của bạn.',
          '<strong>Vì sao trò chơi đang bảo trì?</strong> Nhà cung cấp thỉnh thoảng cập nhật trò chơi. Số dư của bạn vẫn an toàn và các ván chưa kết thúc được thanh toán tự động.',
          '<strong>Tôi có thể chơi miễn phí không?</strong> Có, nhiều trò chơi có bản chơi thử miễn phí. Đăng nhập bằng tài khoản thật để chơi bằng tiền.',
        ],
        id: [
          '<strong>Saya lupa kata sandi.</strong> Gunakan "Lupa kata sandi" di jendela masuk dan atur ulang dengan email atau nomor ponsel Anda.',
          '<strong>Mengapa game sedang dalam pemeliharaan?</strong> Penyedia memperbarui game mereka dari waktu ke waktu. Saldo Anda aman dan ronde yang belum selesai diselesaikan secara otomatis.',
          '<strong>Bisakah saya bermain gratis?</strong> Bisa, banyak game menawarkan uji coba gratis. Masuk dengan akun asli untuk bermain dengan uang.',
        ],
        hi: [
          '<strong>मैं अपना पासवर्ड भूल गया।</strong> लॉग इन विंडो पर "पासवर्ड भूल गए" चुनें और अपने ईमेल या मोबाइल नंबर से उसे रीसेट करें।',
          '<strong>कोई गेम मेंटेनेंस में क्यों है?</strong> प्रोवाइडर समय-समय पर अपने गेम अपडेट करते हैं। आपका बैलेंस सुरक्षित है और अधूरे राउंड अपने आप सेटल हो जाते हैं।',
          '<strong>क्या मैं मुफ़्त में खेल सकता हूं?</strong> हां, कई गेम्स में फ़्री ट्रायल मिलता है। पैसे से खेलने के लिए असली खाते से लॉग इन करें।',
        ],
        es: [
          '<strong>Olvidé mi contraseña.</strong> Usa "¿Olvidaste tu contraseña?" en la ventana de inicio de sesión y restablécela con tu correo o número de móvil.',
          '<strong>¿Por qué un juego está en mantenimiento?</strong> Los proveedores actualizan sus juegos de vez en cuando. Tu saldo está seguro y las rondas sin terminar se liquidan automáticamente.',
          '<strong>¿Puedo jugar gratis?</strong> Sí, muchos juegos ofrecen una prueba gratuita. Inicia sesión con una cuenta real para jugar con dinero.',
        ],
        ar: [
          '<strong>نسيت كلمة المرور.</strong> استخدم "نسيت كلمة المرور" في نافذة تسجيل الدخول وأعد تعيينها عبر بريدك الإلكتروني أو رقم هاتفك المحمول.',
          '<strong>لماذا تخضع لعبة للصيانة؟</strong> يحدّث المزودون ألعابهم من حين لآخر. رصيدك آمن، وتُسوّى الجولات غير المكتملة تلقائيًا.',
          '<strong>هل يمكنني اللعب مجانًا؟</strong> نعم، تتيح ألعاب كثيرة تجربة مجانية. سجّل الدخول بحساب حقيقي للعب بالمال.',
        ],
      },
    ],
    [
      'deposit',
      {
        en: 'How to Deposit',
        ty: 'Paano Magdeposito',
        zh: '如何存款',
        zt: '如何存款',
        ja: '入金方法',
        ko: '입금 방법',
        th: 'วิธีฝากเงิน',
        vi: 'Cách nạp tiền',
        id: 'Cara Deposit',
        hi: 'पैसे कैसे जमा करें',
        es: 'Cómo depositar',
        ar: 'طريقة الإيداع',
      },
      {
        en: [
          'Open Deposit, choose a payment method (GCash, Maya or bank transfer), enter the amount and follow the instructions on screen.',
          'E-wallet deposits are usually credited within a minute. Keep your receipt until the amount shows in your balance.',
        ],
        ty: [
          'Buksan ang Deposito, pumili ng paraan ng pagbabayad (GCash, Maya o bank transfer), ilagay ang halaga at sundin ang mga tagubilin sa screen.',
          'Karaniwang pumapasok ang deposito sa e-wallet sa loob ng isang minuto. Itago ang resibo hanggang makita ang halaga sa iyong balanse.',
        ],
        zh: ['打开存款页面，选择支付方式（GCash、Maya 或银行转账），输入金额并按照屏幕上的说明操作。', '电子钱包存款通常在一分钟内到账。请保留付款凭证，直到金额显示在您的余额中。'],
        zt: ['開啟存款頁面，選擇付款方式（GCash、Maya 或銀行轉帳），輸入金額並依照畫面上的說明操作。', '電子錢包存款通常在一分鐘內入帳。請保留付款憑證，直到金額顯示在您的餘額中。'],
        ja: [
          '入金を開き、決済方法（GCash、Maya、または銀行振込）を選んで金額を入力し、画面の案内に従ってください。',
          '電子ウォレットでの入金は通常1分以内に反映されます。金額が残高に表示されるまで、控えは保管しておいてください。',
        ],
        ko: [
          '입금을 열고 결제 수단(GCash, Maya 또는 계좌이체)을 선택한 뒤 금액을 입력하고 화면의 안내를 따르세요.',
          '전자지갑 입금은 보통 1분 안에 반영됩니다. 금액이 잔액에 표시될 때까지 영수증을 보관하세요.',
        ],
        th: ['เปิดหน้าฝากเงิน เลือกช่องทางชำระเงิน (GCash, Maya หรือโอนผ่านธนาคาร) ใส่จำนวนเงิน แล้วทำตามขั้นตอนบนหน้าจอ', 'การฝากผ่านอีวอลเล็ตมักเข้าบัญชีภายในหนึ่งนาที โปรดเก็บหลักฐานการชำระเงินไว้จนกว่ายอดจะแสดงในบัญชีของคุณ'],
        vi: [
          'Mở Nạp tiền, chọn phương thức thanh toán (GCash, Maya hoặc chuyển khoản ngân hàng), nhập số tiền và làm theo hướng dẫn trên màn hình.',
          'Tiền nạp qua ví điện tử thường được cộng trong vòng một phút. Hãy giữ biên lai cho đến khi số tiền hiển thị trong số dư.',
        ],
        id: [
          'Buka Deposit, pilih metode pembayaran (GCash, Maya, atau transfer bank), masukkan jumlah, lalu ikuti petunjuk di layar.',
          'Deposit e-wallet biasanya masuk dalam satu menit. Simpan bukti pembayaran sampai jumlahnya tampil di saldo Anda.',
        ],
        hi: [
          'जमा खोलें, भुगतान का तरीका चुनें (GCash, Maya या बैंक ट्रांसफ़र), राशि दर्ज करें और स्क्रीन पर दिए निर्देशों का पालन करें।',
          'ई-वॉलेट से जमा आमतौर पर एक मिनट के अंदर क्रेडिट हो जाती है। राशि बैलेंस में दिखने तक अपनी रसीद संभालकर रखें।',
        ],
        es: [
          'Abre Depositar, elige un método de pago (GCash, Maya o transferencia bancaria), introduce el importe y sigue las instrucciones en pantalla.',
          'Los depósitos con billetera electrónica suelen acreditarse en menos de un minuto. Guarda tu comprobante hasta que el importe aparezca en tu saldo.',
        ],
        ar: [
          'افتح صفحة الإيداع، واختر طريقة الدفع (GCash أو Maya أو التحويل المصرفي)، وأدخل المبلغ واتبع التعليمات على الشاشة.',
          'تُضاف إيداعات المحافظ الإلكترونية عادةً خلال دقيقة. احتفظ بالإيصال حتى يظهر المبلغ في رصيدك.',
        ],
      },
    ],
    [
      'withdraw',
      {
        en: 'How to Withdraw',
        ty: 'Paano Mag-withdraw',
        zh: '如何提款',
        zt: '如何提款',
        ja: '出金方法',
        ko: '출금 방법',
        th: 'วิธีถอนเงิน',
        vi: 'Cách rút tiền',
        id: 'Cara Tarik Dana',
        hi: 'पैसे कैसे निकालें',
        es: 'Cómo retirar',
        ar: 'طريقة السحب',
      },
      {
        en: [
          'Open Withdraw, choose your saved e-wallet or bank account, enter the amount and your payment password.',
          'The payee name must match your registered real name. Bonus turnover must be completed before a withdrawal.',
        ],
        ty: [
          'Buksan ang Withdraw, piliin ang naka-save mong e-wallet o bank account, ilagay ang halaga at ang iyong payment password.',
          'Dapat tugma ang pangalan ng payee sa nakarehistro mong tunay na pangalan. Kailangang makumpleto ang turnover ng bonus bago mag-withdraw.',
        ],
        zh: ['打开提款页面，选择已保存的电子钱包或银行账户，输入金额和支付密码。', '收款人姓名必须与您登记的真实姓名一致。提款前须完成奖金流水要求。'],
        zt: ['開啟提款頁面，選擇已儲存的電子錢包或銀行帳戶，輸入金額和支付密碼。', '收款人姓名必須與您登記的真實姓名一致。提款前須完成獎金流水要求。'],
        ja: [
          '出金を開き、登録済みの電子ウォレットまたは銀行口座を選んで、金額と支払いパスワードを入力してください。',
          '受取人名は登録済みの本名と一致している必要があります。出金の前にボーナスの賭け条件を達成してください。',
        ],
        ko: ['출금을 열고 저장된 전자지갑이나 은행 계좌를 선택한 뒤 금액과 결제 비밀번호를 입력하세요.', '수취인 이름은 등록된 실명과 일치해야 합니다. 출금 전에 보너스 롤링을 완료해야 합니다.'],
        th: ['เปิดหน้าถอนเงิน เลือกอีวอลเล็ตหรือบัญชีธนาคารที่บันทึกไว้ ใส่จำนวนเงินและรหัสผ่านการชำระเงิน', 'ชื่อผู้รับเงินต้องตรงกับชื่อจริงที่ลงทะเบียนไว้ ต้องทำเทิร์นโอเวอร์ของโบนัสให้ครบก่อนถอนเงิน'],
        vi: [
          'Mở Rút tiền, chọn ví điện tử hoặc tài khoản ngân hàng đã lưu, nhập số tiền và mật khẩu thanh toán.',
          'Tên người nhận phải trùng với họ tên thật đã đăng ký. Bạn cần hoàn thành doanh thu cược của tiền thưởng trước khi rút.',
        ],
        id: [
          'Buka Tarik, pilih e-wallet atau rekening bank yang tersimpan, masukkan jumlah dan kata sandi pembayaran Anda.',
          'Nama penerima harus sesuai dengan nama asli yang terdaftar. Turnover bonus harus diselesaikan sebelum penarikan.',
        ],
        hi: [
          'निकासी खोलें, अपना सेव किया हुआ ई-वॉलेट या बैंक खाता चुनें, राशि और अपना पेमेंट पासवर्ड दर्ज करें।',
          'प्राप्तकर्ता का नाम आपके रजिस्टर किए गए असली नाम से मेल खाना चाहिए। निकासी से पहले बोनस टर्नओवर पूरा करना ज़रूरी है।',
        ],
        es: [
          'Abre Retirar, elige tu billetera electrónica o cuenta bancaria guardada, introduce el importe y tu contraseña de pago.',
          'El nombre del beneficiario debe coincidir con tu nombre real registrado. Debes completar el rollover del bono antes de retirar.',
        ],
        ar: [
          'افتح صفحة السحب، واختر محفظتك الإلكترونية أو حسابك المصرفي المحفوظ، وأدخل المبلغ وكلمة مرور الدفع.',
          'يجب أن يطابق اسم المستفيد اسمك الحقيقي المسجل. يجب استيفاء متطلبات الرهان على المكافأة قبل السحب.',
        ],
      },
    ],
    [
      'privacy',
      {
        en: 'Privacy Policy',
        ty: 'Patakaran sa Privacy',
        zh: '隐私政策',
        zt: '隱私權政策',
        ja: 'プライバシーポリシー',
        ko: '개인정보 처리방침',
        th: 'นโยบายความเป็นส่วนตัว',
        vi: 'Chính sách quyền riêng tư',
        id: 'Kebijakan Privasi',
        hi: 'गोपनीयता नीति',
        es: 'Política de privacidad',
        ar: 'سياسة الخصوصية',
      },
      {
        en: [
          'We collect only the information needed to run your account: your username, contact details, payment details and game history.',
          'Your data is never sold. It is shared only with payment and game providers to process your transactions, or when the law requires it.',
        ],
        ty: [
          'Kinokolekta lamang namin ang impormasyong kailangan para patakbuhin ang iyong account: username, contact details, detalye ng pagbabayad at kasaysayan ng laro.',
          'Hindi namin ibinebenta ang iyong data. Ibinabahagi lamang ito sa mga payment at game provider para maproseso ang iyong mga transaksyon, o kapag hinihingi ng batas.',
        ],
        zh: ['我们只收集运营您账户所需的信息：用户名、联系方式、支付信息和游戏记录。', '我们绝不出售您的数据。仅在处理您的交易时与支付和游戏供应商共享，或在法律要求时提供。'],
        zt: ['我們只蒐集營運您帳戶所需的資訊：使用者名稱、聯絡方式、付款資訊和遊戲紀錄。', '我們絕不出售您的資料。僅在處理您的交易時與支付和遊戲供應商共享，或在法律要求時提供。'],
        ja: [
          'アカウントの運営に必要な情報のみを収集します：ユーザー名、連絡先、支払い情報、ゲーム履歴。',
          'お客様のデータを販売することはありません。取引の処理のために決済・ゲームプロバイダーと共有する場合、または法律で求められた場合にのみ提供します。',
        ],
        ko: [
          '계정 운영에 필요한 정보만 수집합니다: 아이디, 연락처, 결제 정보, 게임 기록.',
          '고객님의 데이터는 절대 판매되지 않습니다. 거래 처리를 위해 결제 및 게임 제공사와 공유하거나 법률이 요구하는 경우에만 제공됩니다.',
        ],
        th: [
          'เราเก็บเฉพาะข้อมูลที่จำเป็นต่อการให้บริการบัญชีของคุณ ได้แก่ ชื่อผู้ใช้ ข้อมูลติดต่อ ข้อมูลการชำระเงิน และประวัติการเล่น',
          'เราไม่ขายข้อมูลของคุณ ข้อมูลจะถูกแบ่งปันกับผู้ให้บริการชำระเงินและผู้ให้บริการเกมเพื่อดำเนินธุรกรรมของคุณ หรือเมื่อกฎหมายกำหนดเท่านั้น',
        ],
        vi: [
          'Chúng tôi chỉ thu thập thông tin cần thiết để vận hành tài khoản của bạn: tên đăng nhập, thông tin liên hệ, thông tin thanh toán và lịch sử chơi.',
          'Dữ liệu của bạn không bao giờ bị bán. Dữ liệu chỉ được chia sẻ với nhà cung cấp thanh toán và trò chơi để xử lý giao dịch của bạn, hoặc khi pháp luật yêu cầu.',
        ],
        id: [
          'Kami hanya mengumpulkan informasi yang diperlukan untuk menjalankan akun Anda: nama pengguna, detail kontak, detail pembayaran, dan riwayat permainan.',
          'Data Anda tidak pernah dijual. Data hanya dibagikan kepada penyedia pembayaran dan game untuk memproses transaksi Anda, atau jika diwajibkan oleh hukum.',
        ],
        hi: [
          'हम केवल वही जानकारी इकट्ठा करते हैं जो आपका खाता चलाने के लिए ज़रूरी है: आपका यूज़रनेम, संपर्क विवरण, भुगतान विवरण और गेम हिस्ट्री।',
          'आपका डेटा कभी बेचा नहीं जाता। इसे केवल आपके लेन-देन प्रोसेस करने के लिए पेमेंट और गेम प्रोवाइडर्स के साथ, या कानून की मांग पर साझा किया जाता है।',
        ],
        es: [
          'Solo recopilamos la información necesaria para gestionar tu cuenta: tu nombre de usuario, datos de contacto, datos de pago e historial de juego.',
          'Tus datos nunca se venden. Solo se comparten con los proveedores de pago y de juegos para procesar tus transacciones, o cuando lo exige la ley.',
        ],
        ar: [
          'نجمع فقط المعلومات اللازمة لإدارة حسابك: اسم المستخدم وبيانات الاتصال وبيانات الدفع وسجل الألعاب.',
          'لا نبيع بياناتك أبدًا. نشاركها فقط مع مزودي الدفع والألعاب لمعالجة معاملاتك، أو عندما يقتضي القانون ذلك.',
        ],
      },
    ],
    [
      'responsible',
      {
        en: 'Responsible Gaming',
        ty: 'Responsableng Paglalaro',
        zh: '理性博彩',
        zt: '理性博弈',
        ja: '責任あるゲーミング',
        ko: '책임감 있는 게임',
        th: 'การเล่นอย่างรับผิดชอบ',
        vi: 'Chơi có trách nhiệm',
        id: 'Bermain Bertanggung Jawab',
        hi: 'ज़िम्मेदार गेमिंग',
        es: 'Juego responsable',
        ar: 'اللعب المسؤول',
      },
      {
        en: [
          'Gaming should be fun, never a way to make money. Set a budget before you play and stop when you reach it.',
          'You can set deposit limits or exclude yourself for a period from the Security Center. Players under 18 are not allowed.',
        ],
        ty: [
          'Ang paglalaro ay dapat para sa kasiyahan, hindi paraan para kumita ng pera. Magtakda ng budget bago maglaro at tumigil kapag naabot na ito.',
          'Maaari kang magtakda ng limitasyon sa deposito o pansamantalang huminto sa paglalaro mula sa Security Center. Bawal ang mga manlalarong wala pang 18 taong gulang.',
        ],
        zh: ['游戏应当是娱乐，而不是赚钱的方式。游戏前先设定预算，达到预算就停止。', '您可以在安全中心设置存款限额，或在一段时间内自我禁止游戏。未满 18 岁的玩家不得参与。'],
        zt: ['遊戲應當是娛樂，而不是賺錢的方式。遊戲前先設定預算，達到預算就停止。', '您可以在安全中心設定存款限額，或在一段時間內自我禁止遊戲。未滿 18 歲的玩家不得參與。'],
        ja: [
          'ゲームは楽しむためのもので、お金を稼ぐ手段ではありません。プレイ前に予算を決め、達したらやめましょう。',
          'セキュリティセンターから入金限度額を設定したり、一定期間の自己排除を行ったりできます。18歳未満の方はプレイできません。',
        ],
        ko: [
          '게임은 즐거움을 위한 것이지 돈을 버는 수단이 아닙니다. 플레이 전에 예산을 정하고, 예산에 도달하면 멈추세요.',
          '보안 센터에서 입금 한도를 설정하거나 일정 기간 스스로 이용을 제한할 수 있습니다. 18세 미만은 이용할 수 없습니다.',
        ],
        th: ['การเล่นเกมควรเป็นความสนุก ไม่ใช่ช่องทางหาเงิน ตั้งงบประมาณก่อนเล่นและหยุดเมื่อถึงงบที่ตั้งไว้', 'คุณสามารถตั้งวงเงินฝากหรือระงับการเล่นของตัวเองชั่วคราวได้ที่ศูนย์ความปลอดภัย ผู้เล่นอายุต่ำกว่า 18 ปีไม่สามารถเล่นได้'],
        vi: [
          'Chơi game nên là để giải trí, không phải cách kiếm tiền. Hãy đặt ngân sách trước khi chơi và dừng lại khi đã đạt mức đó.',
          'Bạn có thể đặt hạn mức nạp tiền hoặc tự loại trừ trong một khoảng thời gian tại Trung tâm bảo mật. Người chơi dưới 18 tuổi không được phép tham gia.',
        ],
        id: [
          'Bermain seharusnya menyenangkan, bukan cara untuk mencari uang. Tetapkan anggaran sebelum bermain dan berhenti saat batasnya tercapai.',
          'Anda dapat mengatur batas deposit atau mengecualikan diri untuk sementara dari Pusat Keamanan. Pemain di bawah 18 tahun tidak diizinkan.',
        ],
        hi: [
          'गेमिंग मनोरंजन के लिए होनी चाहिए, पैसे कमाने का ज़रिया कभी नहीं। खेलने से पहले बजट तय करें और उस तक पहुंचते ही रुक जाएं।',
          'आप सिक्योरिटी सेंटर से जमा सीमा तय कर सकते हैं या कुछ समय के लिए खुद को खेलने से रोक सकते हैं। 18 वर्ष से कम उम्र के खिलाड़ियों को अनुमति नहीं है।',
        ],
        es: [
          'El juego debe ser una diversión, nunca una forma de ganar dinero. Fija un presupuesto antes de jugar y para cuando lo alcances.',
          'Desde el Centro de seguridad puedes fijar límites de depósito o autoexcluirte durante un periodo. No se permite jugar a menores de 18 años.',
        ],
        ar: [
          'يجب أن تكون الألعاب للمتعة، لا وسيلة لكسب المال. حدّد ميزانية قبل اللعب وتوقف عند بلوغها.',
          'يمكنك تعيين حدود للإيداع أو استبعاد نفسك لفترة من مركز الأمان. لا يُسمح باللعب لمن هم دون 18 عامًا.',
        ],
      },
    ],
    [
      'app',
      {
        en: 'Install the app',
        ty: 'I-install ang app',
        zh: '安装 App',
        zt: '安裝 App',
        ja: 'アプリのインストール',
        ko: '앱 설치하기',
        th: 'ติดตั้งแอป',
        vi: 'Cài đặt ứng dụng',
        id: 'Pasang aplikasi',
        hi: 'ऐप इंस्टॉल करें',
        es: 'Instalar la app',
        ar: 'ثبّت التطبيق',
      },
      {
        en: [
          'iPhone and iPad: scan the iOS QR code in the side menu with the Camera app, open the link in Safari, tap Share, then Add to Home Screen.',
          'Android: scan the Android QR code, download the installer, allow installs from this source when asked, then open the app and log in with your account.',
        ],
        ty: [
          'iPhone at iPad: i-scan ang iOS QR code sa side menu gamit ang Camera app, buksan ang link sa Safari, pindutin ang Share, saka ang Add to Home Screen.',
          'Android: i-scan ang Android QR code, i-download ang installer, payagan ang pag-install mula sa source na ito kapag tinanong, saka buksan ang app at mag-log in.',
        ],
        zh: [
          'iPhone 和 iPad：用相机 App 扫描侧边菜单中的 iOS 二维码，在 Safari 中打开链接，点击“分享”，然后选择“添加到主屏幕”。',
          'Android：扫描 Android 二维码，下载安装包，在系统询问时允许从此来源安装，然后打开 App 并用您的账户登录。',
        ],
        zt: [
          'iPhone 和 iPad：用相機 App 掃描側邊選單中的 iOS QR 碼，在 Safari 中開啟連結，點選「分享」，再選擇「加入主畫面」。',
          'Android：掃描 Android QR 碼，下載安裝檔，在系統詢問時允許從此來源安裝，然後開啟 App 並以您的帳戶登入。',
        ],
        ja: [
          'iPhone・iPad：サイドメニューのiOS用QRコードをカメラアプリで読み取り、Safariでリンクを開いて「共有」をタップし、「ホーム画面に追加」を選びます。',
          'Android：Android用QRコードを読み取ってインストーラーをダウンロードし、確認が表示されたらこの提供元からのインストールを許可します。その後アプリを開き、アカウントでログインしてください。',
        ],
        ko: [
          'iPhone 및 iPad: 카메라 앱으로 사이드 메뉴의 iOS QR 코드를 스캔하고 Safari에서 링크를 연 다음 공유를 누르고 홈 화면에 추가를 선택하세요.',
          'Android: Android QR 코드를 스캔해 설치 파일을 다운로드하고, 요청이 표시되면 이 출처의 설치를 허용한 다음 앱을 열어 계정으로 로그인하세요.',
        ],
        th: [
          'iPhone และ iPad: สแกน QR code สำหรับ iOS ในเมนูด้านข้างด้วยแอปกล้อง เปิดลิงก์ใน Safari แตะแชร์ แล้วเลือกเพิ่มไปยังหน้าจอโฮม',
          'Android: สแกน QR code สำหรับ Android ดาวน์โหลดไฟล์ติดตั้ง อนุญาตการติดตั้งจากแหล่งนี้เมื่อระบบถาม จากนั้นเปิดแอปและเข้าสู่ระบบด้วยบัญชีของคุณ',
        ],
        vi: [
          'iPhone và iPad: quét mã QR iOS trong menu bên bằng ứng dụng Camera, mở liên kết trong Safari, chạm Chia sẻ, rồi chọn Thêm vào MH chính.',
          'Android: quét mã QR Android, tải trình cài đặt, cho phép cài đặt từ nguồn này khi được hỏi, rồi mở ứng dụng và đăng nhập bằng tài khoản của bạn.',
        ],
        id: [
          'iPhone dan iPad: pindai kode QR iOS di menu samping dengan aplikasi Kamera, buka tautannya di Safari, ketuk Bagikan, lalu Tambah ke Layar Utama.',
          'Android: pindai kode QR Android, unduh file instalasinya, izinkan instalasi dari sumber ini saat diminta, lalu buka aplikasi dan masuk dengan akun Anda.',
        ],
        hi: [
          'iPhone और iPad: साइड मेन्यू का iOS QR कोड कैमरा ऐप से स्कैन करें, लिंक को Safari में खोलें, शेयर पर टैप करें, फिर होम स्क्रीन में जोड़ें चुनें।',
          'Android: Android QR कोड स्कैन करें, इंस्टॉलर डाउनलोड करें, पूछे जाने पर इस स्रोत से इंस्टॉल करने की अनुमति दें, फिर ऐप खोलें और अपने खाते से लॉग इन करें।',
        ],
        es: [
          'iPhone y iPad: escanea el código QR de iOS del menú lateral con la app Cámara, abre el enlace en Safari, toca Compartir y luego Añadir a pantalla de inicio.',
          'Android: escanea el código QR de Android, descarga el instalador, permite instalar desde este origen cuando se te pida y luego abre la app e inicia sesión con tu cuenta.',
        ],
        ar: [
          'iPhone وiPad: امسح رمز QR الخاص بنظام iOS في القائمة الجانبية باستخدام تطبيق الكاميرا، وافتح الرابط في Safari، ثم اضغط مشاركة واختر إضافة إلى الشاشة الرئيسية.',
          'Android: امسح رمز QR الخاص بنظام Android، ونزّل ملف التثبيت، واسمح بالتثبيت من هذا المصدر عند الطلب، ثم افتح التطبيق وسجّل الدخول بحسابك.',
        ],
      },
    ],
    [
      'about',
      {
        en: `About ${brandName}`,
        ty: `Tungkol sa ${brandName}`,
        zh: `关于 ${brandName}`,
        zt: `關於 ${brandName}`,
        ja: `${brandName}について`,
        ko: `${brandName} 소개`,
        th: `เกี่ยวกับ ${brandName}`,
        vi: `Giới thiệu ${brandName}`,
        id: `Tentang ${brandName}`,
        hi: `${brandName} के बारे में`,
        es: `Acerca de ${brandName}`,
        ar: `عن ${brandName}`,
      },
      {
        en: [
          `${brandName} brings together slots, live casino, fishing, card games, sports, e-sports, cockfight and lottery from the leading providers in one lobby.`,
          'Our customer service team is available 24 hours a day through live chat, Telegram and Facebook.',
        ],
        ty: [
          `Pinagsasama ng ${brandName} ang slots, live casino, fishing, card games, sports, e-sports, sabong at lotto mula sa mga nangungunang provider sa iisang lobby.`,
          'Ang aming customer service ay handang tumulong 24 oras kada araw sa pamamagitan ng live chat, Telegram at Facebook.',
        ],
        zh: [`${brandName} 将顶级供应商的电子游戏、真人视讯、捕鱼、棋牌、体育、电竞、斗鸡和彩票汇集于一个大厅。`, '我们的客服团队每天 24 小时通过在线客服、Telegram 和 Facebook 为您服务。'],
        zt: [`${brandName} 將頂尖供應商的電子遊戲、真人視訊、捕魚、棋牌、體育、電競、鬥雞和彩票匯集於一個大廳。`, '我們的客服團隊每天 24 小時透過線上客服、Telegram 和 Facebook 為您服務。'],
        ja: [
          `${brandName}は、一流プロバイダーのスロット、ライブカジノ、フィッシング、カードゲーム、スポーツ、eスポーツ、闘鶏、宝くじを1つのロビーにまとめています。`,
          'カスタマーサポートはライブチャット、Telegram、Facebookで24時間対応しています。',
        ],
        ko: [
          `${brandName}는 주요 제공사의 슬롯, 라이브 카지노, 피싱, 카드 게임, 스포츠, e스포츠, 투계, 복권을 하나의 로비에 모았습니다.`,
          '고객센터는 실시간 상담, Telegram, Facebook을 통해 하루 24시간 운영됩니다.',
        ],
        th: [`${brandName} รวมสล็อต คาสิโนสด ยิงปลา เกมไพ่ กีฬา อีสปอร์ต ชนไก่ และหวย จากผู้ให้บริการชั้นนำไว้ในล็อบบี้เดียว`, 'ทีมบริการลูกค้าของเราพร้อมให้บริการ 24 ชั่วโมงทุกวัน ผ่านแชทสด Telegram และ Facebook'],
        vi: [
          `${brandName} tập hợp slot, casino trực tuyến, bắn cá, game bài, thể thao, thể thao điện tử, đá gà và xổ số từ các nhà cung cấp hàng đầu trong một sảnh duy nhất.`,
          'Đội ngũ chăm sóc khách hàng của chúng tôi hỗ trợ 24 giờ mỗi ngày qua chat trực tuyến, Telegram và Facebook.',
        ],
        id: [
          `${brandName} menghadirkan slot, live casino, tembak ikan, permainan kartu, olahraga, e-sports, sabung ayam, dan lotere dari penyedia terkemuka dalam satu lobi.`,
          'Tim layanan pelanggan kami siap membantu 24 jam sehari melalui live chat, Telegram, dan Facebook.',
        ],
        hi: [
          `${brandName} प्रमुख प्रोवाइडर्स के स्लॉट्स, लाइव कैसीनो, फिशिंग, कार्ड गेम्स, स्पोर्ट्स, ई-स्पोर्ट्स, मुर्गा लड़ाई और लॉटरी को एक ही लॉबी में लाता है।`,
          'हमारी ग्राहक सेवा टीम लाइव चैट, Telegram और Facebook के ज़रिए दिन के 24 घंटे उपलब्ध है।',
        ],
        es: [
          `${brandName} reúne tragamonedas, casino en vivo, pesca, juegos de cartas, deportes, eSports, peleas de gallos y lotería de los principales proveedores en un solo lobby.`,
          'Nuestro equipo de atención al cliente está disponible las 24 horas del día por chat en vivo, Telegram y Facebook.',
        ],
        ar: [
          `يجمع ${brandName} السلوتس والكازينو المباشر وصيد الأسماك وألعاب الورق والرياضة والرياضات الإلكترونية ومصارعة الديوك واليانصيب من أبرز المزودين في ردهة واحدة.`,
          'فريق خدمة العملاء لدينا متاح 24 ساعة يوميًا عبر الدردشة المباشرة وTelegram وFacebook.',
        ],
      },
    ],
  ]
  const kept = mode === 'demo' ? a : a.filter(([anchor]) => anchor !== 'deposit' && anchor !== 'about')
  db.insert(helpArticles)
    .values(
      kept.map(([anchor, title, paragraphs], i) => ({
        brandCode,
        anchor,
        title,
        content: eachLanguage(paragraphs, html),
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
