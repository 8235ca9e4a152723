/**
 * Platform database schema (the system of record), DESIGN §1.
 * Tables are plural, SQL snake_case; money in integer minor units; times in UTC milliseconds.
 * Multilingual texts are JSON objects keyed by language code (`{"en": "...", "ty": "..."}`).
 * Migrations are generated from this file by drizzle-kit (`npm run db:generate`) and never hand-edited.
 */
import { sqliteTable, integer, text, index, uniqueIndex, primaryKey, blob } from 'drizzle-orm/sqlite-core'

/** A language-keyed text, e.g. `{ en: 'Hot games', ty: 'Mainit na laro' }`. */
export type LocalizedText = Record<string, string>

/** One brand (merchant). The container serves exactly one; the table allows a second for tests. */
export const brands = sqliteTable('brands', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  currency: text('currency').notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  defaultLanguage: text('default_language').notNull().default('en'),
  mainDomain: text('main_domain').notNull(),
  gtagId: text('gtag_id'),
  /** 1 = the whole lobby shows the maintenance page (spec §4 system status 1). */
  maintenance: integer('maintenance').notNull().default(0),
  /** Expected end of maintenance, UTC ms; null when unknown. */
  maintenanceEnd: integer('maintenance_end'),
  /** 1 = visitors whose IP matches `region_blocks` see the region page (status 2). */
  regionRestriction: integer('region_restriction').notNull().default(0),
  imageCdns: text('image_cdns', { mode: 'json' }).$type<string[]>().notNull(),
  launchGameCdns: text('launch_game_cdns', { mode: 'json' }).$type<string[]>().notNull(),
  /** Bumped by every change to what anonymous pages show; keys the render cache. */
  contentVersion: integer('content_version').notNull().default(1),
  /**
   * The BRAND_MODE the brand was seeded in: `demo` (invented content, sandbox payments) or `live`
   * (nothing invented). A live server refuses a demo-seeded folder (decision 0028). Folders seeded
   * before the column existed were demos.
   */
  seededMode: text('seeded_mode', { enum: ['demo', 'live'] })
    .notNull()
    .default('demo'),
  /** The licence statement the footer shows, by language (`{ en, ty }`); null = none shown. */
  licenceText: text('licence_text', { mode: 'json' }).$type<LocalizedText>(),
  /** The licence number the footer shows; null = none shown. */
  licenceNumber: text('licence_number'),
})

/** Whitelabel feature modules (spec §3 flags), a tree by parent. */
export const whitelabelModules = sqliteTable(
  'whitelabel_modules',
  {
    brandCode: text('brand_code').notNull(),
    modId: text('mod_id').notNull(),
    parentModId: text('parent_mod_id'),
    enabled: integer('enabled').notNull().default(1),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.brandCode, t.modId] })],
)

/** IP prefixes or exact IPs refused when region restriction is on. */
export const regionBlocks = sqliteTable(
  'region_blocks',
  {
    brandCode: text('brand_code').notNull(),
    ipPrefix: text('ip_prefix').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandCode, t.ipPrefix] })],
)

export const customerServices = sqliteTable('customer_services', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  brandCode: text('brand_code').notNull(),
  csPosition: integer('cs_position').notNull(),
  title: text('title').notNull(),
  /** TELEGRAM, FACEBOOK, LIVECHAT, ... */
  type: text('type').notNull(),
  /** The contact address, base64-encoded as the spec's clients expect (decoded on the client). */
  path: text('path').notNull(),
})

export const resources = sqliteTable('resources', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  brandCode: text('brand_code').notNull(),
  /** LICENSE, RESPONSIBLE, PARTNER, SOCIAL, APP_IOS, APP_ANDROID ... */
  resourceType: text('resource_type').notNull(),
  url: text('url').notNull(),
  label: text('label', { mode: 'json' }).$type<LocalizedText>().notNull(),
  sequence: integer('sequence').notNull().default(0),
})

export const domainRoutes = sqliteTable('domain_routes', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  brandCode: text('brand_code').notNull(),
  domain: text('domain').notNull(),
  /** MEMBER or AGENT site. */
  site: text('site').notNull(),
})

export const banners = sqliteTable(
  'banners',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandCode: text('brand_code').notNull(),
    /** w_home, w_leftmenu, w_login, w_register, w_forget, or w_game for the game-list strip. */
    groupName: text('group_name').notNull(),
    /** Game type the banner belongs to on the game list strip; null = every type. */
    gameType: text('game_type'),
    title: text('title', { mode: 'json' }).$type<LocalizedText>().notNull(),
    url: text('url').notNull(),
    /** NONE, URL, GAME_TYPE, PROMOTION. */
    linkageType: text('linkage_type').notNull(),
    linkage: text('linkage'),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [index('banners_group_idx').on(t.brandCode, t.groupName)],
)

/** Marquee notices and announcements (banners, player, popup, promotion; spec §3). */
export const announcements = sqliteTable(
  'announcements',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandCode: text('brand_code').notNull(),
    /** NOTICE (marquee), BANNER, PLAYER, POPUP, PROMOTION. */
    kind: text('kind').notNull(),
    title: text('title', { mode: 'json' }).$type<LocalizedText>().notNull(),
    /** HTML, sanitised before it is rendered. */
    content: text('content', { mode: 'json' }).$type<LocalizedText>().notNull(),
    /** A logged-in, B anonymous, F first-time login. */
    execution: text('execution').notNull().default('B'),
    images: text('images', { mode: 'json' }).$type<{ sequence: number; url: string }[]>().notNull(),
    sequence: integer('sequence').notNull().default(0),
    createdAt: integer('created_at').notNull(),
    /** UTC ms when an operator retired it (no longer shown); null while live. */
    retiredAt: integer('retired_at'),
  },
  (t) => [index('announcements_kind_idx').on(t.brandCode, t.kind, t.sequence)],
)

export const winners = sqliteTable('winners', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  brandCode: text('brand_code').notNull(),
  player: text('player').notNull(),
  gameName: text('game_name').notNull(),
  gameType: text('game_type').notNull(),
  prize: text('prize').notNull(),
  /** Minor units of the brand currency. */
  winAmount: integer('win_amount').notNull(),
  wonAt: integer('won_at').notNull(),
})

export const helpArticles = sqliteTable('help_articles', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  brandCode: text('brand_code').notNull(),
  /** term, faq, deposit, withdraw, privacy, responsible, about */
  anchor: text('anchor').notNull(),
  title: text('title', { mode: 'json' }).$type<LocalizedText>().notNull(),
  content: text('content', { mode: 'json' }).$type<LocalizedText>().notNull(),
  sequence: integer('sequence').notNull().default(0),
})

/** Game vendors; `code` is the spec's vassalage. */
export const vendors = sqliteTable('vendors', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** 1 = every game of the vendor shows "under maintenance". */
  maintenance: integer('maintenance').notNull().default(0),
  /** SANDBOX, INHOUSE (the embedded providers), later real adapters. */
  adapter: text('adapter').notNull().default('SANDBOX'),
})

/** Which vendors a brand offers under which game type (a vendor may serve several). */
export const vendorLanes = sqliteTable(
  'vendor_lanes',
  {
    brandCode: text('brand_code').notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameType: text('game_type').notNull(),
    /** GAME = list its games; VASSALAGE = the vendor card opens the vendor's game list popup. */
    isGame: text('is_game').notNull().default('GAME'),
    sequence: integer('sequence').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandCode, t.vendorCode, t.gameType] })],
)

/** The catalogue: every game-card field of spec §3. */
export const games = sqliteTable(
  'games',
  {
    gameId: integer('game_id').primaryKey({ autoIncrement: true }),
    /** Stable catalogue node id (string, as vendors' lobby trees use). */
    nodeId: text('node_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    gameName: text('game_name').notNull(),
    /** Lower-cased name for search. */
    searchName: text('search_name').notNull(),
    displayName: text('display_name').notNull(),
    gameType: text('game_type').notNull(),
    /** Classification (gameClassify): SL, JP, TG, AC, BG for slots; BAC, ROU, BJ, SIC, DT, SHOW live; ... */
    classification: text('classification').notNull(),
    isGame: text('is_game').notNull().default('GAME'),
    isHot: integer('is_hot').notNull().default(0),
    hotRank: integer('hot_rank'),
    isNew: integer('is_new').notNull().default(0),
    /** Minimum bet in minor units. */
    minBet: integer('min_bet').notNull(),
    lineNum: integer('line_num').notNull().default(0),
    iconUrl: text('icon_url').notNull(),
    lagerIcon: text('lager_icon').notNull(),
    sequence: integer('sequence').notNull(),
    /** Real title from the public catalogue (1) or generated to fill the lobby (0). */
    catalogued: integer('catalogued').notNull().default(0),
    /** 0 = no longer offered upstream (catalogue import, decision 0046): kept for records, never listed or launched. */
    enabled: integer('enabled').notNull().default(1),
  },
  (t) => [
    uniqueIndex('games_vendor_code_type_uq').on(t.vendorCode, t.gameCode, t.gameType),
    index('games_type_seq_idx').on(t.gameType, t.sequence),
    index('games_type_vendor_seq_idx').on(t.gameType, t.vendorCode, t.sequence),
    index('games_hot_idx').on(t.isHot, t.hotRank),
  ],
)

/** Game images fetched by the catalogue import and served from here (never hot-linked; decision 0046). */
export const gameImages = sqliteTable(
  'game_images',
  {
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    /** image/png, image/jpeg, image/webp, image/gif or image/avif. */
    contentType: text('content_type').notNull(),
    bytes: blob('bytes', { mode: 'buffer' }).notNull(),
    /** Where it was fetched from, so an unchanged URL is not fetched again. */
    sourceUrl: text('source_url').notNull(),
    fetchedAt: integer('fetched_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.vendorCode, t.gameCode] })],
)

/**
 * Members and agents (spec §3 "Member info", "Registration user", profile fields). `type`: 0 member,
 * agent types 1, 2, 41, 42, trial 4. Every member but the brand's root agents has an upline.
 */
export const members = sqliteTable(
  'members',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandCode: text('brand_code').notNull(),
    /** Login name, stored lower-case; unique per brand. */
    account: text('account').notNull(),
    nickname: text('nickname').notNull(),
    type: integer('type').notNull().default(0),
    /** argon2id (Bun.password). */
    passwordHash: text('password_hash').notNull(),
    paymentPasswordHash: text('payment_password_hash'),
    /** E.164 mobile number, e.g. +639171234567. */
    mobile: text('mobile'),
    countryDialingCode: text('country_dialing_code'),
    email: text('email'),
    /** Real name / payee name (spec payeeName). */
    payeeName: text('payee_name'),
    idNumber: text('id_number'),
    birthday: text('birthday'),
    nationality: text('nationality'),
    occupation: text('occupation'),
    sourceOfIncome: text('source_of_income'),
    address: text('address'),
    /** Contact handles: qq, whatsapp, facebook, telegram, line, zalo, wechat, skype. */
    contacts: text('contacts', { mode: 'json' }).$type<Record<string, string>>().notNull(),
    uplineId: integer('upline_id'),
    /** Affiliate (invitation) code of an agent; new sign-ups with it join the agent's downline. */
    affiliateCode: text('affiliate_code'),
    registerMethod: text('register_method').notNull().default('WEB'),
    registerUrl: text('register_url'),
    avatar: text('avatar'),
    status: text('status').notNull().default('ACTIVE'),
    /** UTC ms of the first successful login; null until then (spec firstTimeLogin). */
    firstLoginAt: integer('first_login_at'),
    passwordChangedAt: integer('password_changed_at').notNull(),
    /** 1 = the next username login must change the password first (e.g. after an e-mailed temporary password). */
    mustChangePassword: integer('must_change_password').notNull().default(0),
    /** 0 = signed up through a social account and never chose a password (decision 0054): a password login cannot open it. */
    passwordSet: integer('password_set').notNull().default(1),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('members_account_uq').on(t.brandCode, t.account),
    uniqueIndex('members_mobile_uq').on(t.brandCode, t.mobile),
    uniqueIndex('members_affiliate_uq').on(t.brandCode, t.affiliateCode),
    index('members_upline_idx').on(t.uplineId),
  ],
)

/** Server-side sessions (DESIGN §3): a JWT names one; logout, password change and timeouts revoke it. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    brandCode: text('brand_code').notNull(),
    /** username, sms, freeplay, reset */
    loginType: text('login_type').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    createdAt: integer('created_at').notNull(),
    lastSeenAt: integer('last_seen_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    revokedAt: integer('revoked_at'),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
)

/** IPs a member has logged in from; a login from a new one asks for an extra check (spec §4). */
export const memberIps = sqliteTable(
  'member_ips',
  {
    memberId: integer('member_id').notNull(),
    ip: text('ip').notNull(),
    firstSeenAt: integer('first_seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.ip] })],
)

/** One-time codes sent by SMS (or email): 6 digits, hashed, single use, expiring, 5 tries. */
export const verificationCodes = sqliteTable(
  'verification_codes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandCode: text('brand_code').notNull(),
    /** REGISTER, LOGIN, RESET, NEW_IP, BIND */
    purpose: text('purpose').notNull(),
    /** E.164 number or e-mail address. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip').notNull(),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
  },
  (t) => [index('verification_codes_target_idx').on(t.brandCode, t.target, t.purpose, t.createdAt), index('verification_codes_ip_idx').on(t.brandCode, t.ip, t.createdAt)],
)

/** The embedded SMS provider's outbox: no message leaves the machine (operator command shows them). */
export const smsOutbox = sqliteTable('sms_outbox', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  brandCode: text('brand_code').notNull(),
  to: text('to').notNull(),
  text: text('text').notNull(),
  createdAt: integer('created_at').notNull(),
})

/** Captcha challenges: the answer, single use, expiring. */
export const captchas = sqliteTable('captchas', {
  id: text('id').primaryKey(),
  answer: text('answer').notNull(),
  createdAt: integer('created_at').notNull(),
  expiresAt: integer('expires_at').notNull(),
  usedAt: integer('used_at'),
})

/** JWE ids already accepted, so a captured encrypted body cannot be replayed (DESIGN §3). */
export const usedJwtIds = sqliteTable('used_jwt_ids', {
  jti: text('jti').primaryKey(),
  expiresAt: integer('expires_at').notNull(),
})

/** Brand-level account settings (spec §3 whitelabel flags' parameters, §9 constants). */
export const accountSettings = sqliteTable('account_settings', {
  brandCode: text('brand_code').primaryKey(),
  /** Days after which a password expires (PWDEXPFORCECHANGE3); 0 = never. */
  passwordExpiryDays: integer('password_expiry_days').notNull().default(90),
  sessionIdleMinutes: integer('session_idle_minutes').notNull().default(120),
  sessionMaxHours: integer('session_max_hours').notNull().default(24),
  smsCodeMinutes: integer('sms_code_minutes').notNull().default(5),
  /** Per-field registration rules (spec §3 registration validation), keyed by field name. */
  registerFields: text('register_fields', { mode: 'json' }).$type<Record<string, { enabled: boolean; required: boolean; patternId: string; minLength: number; maxLength: number }>>().notNull(),
})

/**
 * Keys the gateway generates on first start and keeps (DESIGN §3): the JWT signing secret (HS256)
 * and the JWE key pair (ECDH-ES P-256) whose public half is published at /wps/system/jwks.
 */
export const serverKeys = sqliteTable('server_keys', {
  kid: text('kid').primaryKey(),
  /** JWT_HS256 or JWE_ECDH_P256 */
  kind: text('kind').notNull(),
  /**
   * The secret (or private JWK as JSON) sealed under the secrets key: `v1:<kekId>:<nonce>:<ciphertext>`
   * (server/platform/keys/sealed.ts, decision 0032). Rows of earlier versions held it in plain text.
   */
  secret: text('secret').notNull(),
  createdAt: integer('created_at').notNull(),
  /**
   * Null: a current key of its kind (the oldest such row signs, should two processes have raced to
   * create one). Set by a rotation: the key still verifies until then (UTC ms), then is deleted.
   */
  retiresAt: integer('retires_at'),
})

/** The embedded e-mail provider's outbox: no message leaves the machine (operator command shows them). */
export const emailOutbox = sqliteTable('email_outbox', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  brandCode: text('brand_code').notNull(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: integer('created_at').notNull(),
})

/**
 * A member's inbox (spec §2 messageV2 "platform information", §4 messages): deposit credited,
 * withdrawal approved or rejected, deposit failed, and later announcements to one member.
 * `kind` names an i18n template (`messages.<kind>`) filled from `params` in the reader's language.
 */
export const memberMessages = sqliteTable(
  'member_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandCode: text('brand_code').notNull(),
    memberId: integer('member_id').notNull(),
    kind: text('kind').notNull(),
    params: text('params', { mode: 'json' }).$type<Record<string, string | number>>().notNull(),
    readAt: integer('read_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('member_messages_member_idx').on(t.memberId, t.createdAt)],
)

export * from './wallet'
export * from './play'
export * from './fair'
export * from './favourites'
export * from './agent-reports'
export * from './contracts'
export * from './lottery'
export * from './comms'
export * from './sandbox'
export * from './promotions'
export * from './points'
export * from './support'
export * from './responsible-gaming'
export * from './deliveries'
export * from './referral'
export * from './authenticator'
export * from './identities'
