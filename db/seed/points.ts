/**
 * Points mall and missions seed of a brand (issue 7, PTSYS3): the rates, the mall's rewards in the
 * brand's languages (English, Filipino) with generated art, and the daily missions. Idempotent:
 * rows that exist are left as an operator may have changed them; missing ones are added, so a
 * brand seeded before the points mall gets them on the next start.
 * Money and valid-bet amounts in minor units (major × 100); points are whole numbers.
 * @see product-spec §2 points mall, missionLeaderboard; §7 points calls; decision 0019
 */
import type { PlatformDb } from '../client'
import { missions, pointRewards, pointSettings } from '../schema/points'

const major = (n: number) => n * 100

/** 1 point per ₱1.00 of settled valid bet; 1 point converts to ₱0.01; at least 100 points a conversion. */
export const DEFAULT_POINT_SETTINGS = { validBetPerPoint: major(1), convertMinorPerPoint: 1, convertMinPoints: 100 } as const

type RewardSeed = Omit<typeof pointRewards.$inferInsert, 'brandCode'>

/** The mall's rewards: cheap loads and vouchers first, goods and one experience for loyal players. */
export const DEFAULT_REWARDS: RewardSeed[] = [
  {
    code: 'LOAD50',
    type: 'VOUCHER',
    points: 500,
    amountRequirement: 0,
    stock: null,
    art: 'load',
    sort: 1,
    name: { en: '₱50 mobile load', ty: '₱50 na load' },
    description: { en: 'Prepaid load for any network, sent to your registered mobile number.', ty: 'Prepaid load para sa kahit anong network, ipapadala sa nakarehistro mong numero.' },
  },
  {
    code: 'GCASH200',
    type: 'VOUCHER',
    points: 2_000,
    amountRequirement: major(1_000),
    stock: null,
    art: 'voucher',
    sort: 2,
    name: { en: '₱200 GCash voucher', ty: '₱200 na GCash voucher' },
    description: { en: 'A GCash voucher code, sent to your inbox once approved.', ty: 'Isang GCash voucher code, ipapadala sa iyong inbox kapag naaprubahan.' },
  },
  {
    code: 'TUMBLER',
    type: 'GIFT',
    points: 3_500,
    amountRequirement: major(2_000),
    stock: 200,
    art: 'tumbler',
    sort: 3,
    name: { en: 'Insulated tumbler', ty: 'Insulated na tumbler' },
    description: { en: 'Keeps drinks cold for 24 hours. Delivered to your address.', ty: 'Malamig ang inumin nang 24 oras. Ihahatid sa iyong address.' },
  },
  {
    code: 'JERSEY',
    type: 'GIFT',
    points: 9_000,
    amountRequirement: major(20_000),
    stock: 100,
    art: 'jersey',
    sort: 4,
    name: { en: 'Basketball jersey', ty: 'Jersey ng basketball' },
    description: { en: 'Official-fit jersey in your size. Delivered to your address.', ty: 'Opisyal na sukat na jersey. Ihahatid sa iyong address.' },
  },
  {
    code: 'EARBUDS',
    type: 'GIFT',
    points: 25_000,
    amountRequirement: major(50_000),
    stock: 50,
    art: 'earbuds',
    sort: 5,
    name: { en: 'Wireless earbuds', ty: 'Wireless na earbuds' },
    description: { en: 'Noise-cancelling earbuds with a charging case.', ty: 'Noise-cancelling na earbuds na may charging case.' },
  },
  {
    code: 'STAYCATION',
    type: 'EXPERIENCE',
    points: 80_000,
    amountRequirement: major(150_000),
    stock: 10,
    art: 'hotel',
    sort: 6,
    name: { en: 'Weekend staycation for two', ty: 'Staycation sa weekend para sa dalawa' },
    description: { en: 'Two nights in a five-star Manila hotel with breakfast.', ty: 'Dalawang gabi sa five-star na hotel sa Maynila, may almusal.' },
  },
  {
    code: 'PHONE',
    type: 'GIFT',
    points: 150_000,
    amountRequirement: major(300_000),
    stock: 5,
    art: 'phone',
    sort: 7,
    name: { en: 'Flagship smartphone', ty: 'Flagship na smartphone' },
    description: { en: 'The latest flagship phone, 256 GB. Delivered to your address.', ty: 'Ang pinakabagong flagship na telepono, 256 GB. Ihahatid sa iyong address.' },
  },
]

type MissionSeed = Omit<typeof missions.$inferInsert, 'brandCode'>

/** Daily missions: a deposit, rounds played and two valid-bet targets (rewards in minor units). */
export const DEFAULT_MISSIONS: MissionSeed[] = [
  { code: 'DEPOSIT_1', kind: 'DEPOSIT', target: 1, reward: major(5), sort: 1 },
  { code: 'PLAY_10', kind: 'GAMES_PLAYED', target: 10, reward: major(5), sort: 2 },
  { code: 'BET_1K', kind: 'VALID_BET', target: major(1_000), reward: major(10), sort: 3 },
  { code: 'BET_10K', kind: 'VALID_BET', target: major(10_000), reward: major(88), sort: 4 },
]

/**
 * Adds the brand's point settings and (unless `catalogue: false`, a live brand: decision 0028) the
 * demo's rewards and missions where missing. Synchronous (bun:sqlite).
 */
export function seedPoints(db: Pick<PlatformDb, 'insert'>, brandCode: string, now = Date.now(), opts: { catalogue?: boolean } = {}): void {
  db.insert(pointSettings)
    .values({ brandCode, ...DEFAULT_POINT_SETTINGS, updatedAt: now })
    .onConflictDoNothing()
    .run()
  if (opts.catalogue === false) return
  db.insert(pointRewards)
    .values(DEFAULT_REWARDS.map((r) => ({ ...r, brandCode })))
    .onConflictDoNothing()
    .run()
  db.insert(missions)
    .values(DEFAULT_MISSIONS.map((m) => ({ ...m, brandCode })))
    .onConflictDoNothing()
    .run()
}
