/**
 * Wallet seed of a brand (issue 4): the brand's wallet settings and its deposit methods.
 * Idempotent: rows that exist are left as an operator may have changed them; missing ones are
 * added, so a brand seeded before the wallet existed gets them on the next start.
 * Amounts are minor units (major × 100, decision 0001); minutes for the confirmation timeout.
 * @see product-spec §2 depositv2, withdraw; §4 withdrawal confirmation; §7 GCS_merchantWallet
 */
import type { PlatformDb } from '../client'
import { paymentMethods, walletSettings } from '../schema/wallet'
import type { SeedText } from './text'

const major = (n: number) => n * 100

/** Defaults of a new brand: one wallet for every game; withdraw 100–50,000; transfer 1–100,000; 24 h to confirm. */
export const DEFAULT_WALLET_SETTINGS = {
  singleWallet: 1,
  withdrawMin: major(100),
  withdrawMax: major(50_000),
  withdrawConfirmMinutes: 1440,
  transferMin: major(1),
  transferMax: major(100_000),
} as const

/**
 * Deposit methods of a new brand: two instant sandbox e-wallets (demos, tests) and a manual bank
 * transfer whose requests an operator approves (`npm run operator -- deposit approve <id>`). Names
 * in the twelve complete languages (db/seed/text.ts).
 */
export function defaultPaymentMethods(brandCode: string, brandName: string): (Omit<typeof paymentMethods.$inferInsert, 'name'> & { name: SeedText })[] {
  return [
    {
      brandCode,
      code: 'GCASH',
      provider: 'SANDBOX',
      name: {
        en: 'GCash (instant)',
        ty: 'GCash (agad)',
        zh: 'GCash（即时到账）',
        zt: 'GCash（即時入帳）',
        ja: 'GCash（即時）',
        ko: 'GCash (즉시)',
        th: 'GCash (ทันที)',
        vi: 'GCash (tức thì)',
        id: 'GCash (instan)',
        hi: 'GCash (तुरंत)',
        es: 'GCash (instantáneo)',
        ar: 'GCash (فوري)',
      },
      minAmount: major(100),
      maxAmount: major(50_000),
      payee: null,
      sort: 1,
    },
    {
      brandCode,
      code: 'MAYA',
      provider: 'SANDBOX',
      name: {
        en: 'Maya (instant)',
        ty: 'Maya (agad)',
        zh: 'Maya（即时到账）',
        zt: 'Maya（即時入帳）',
        ja: 'Maya（即時）',
        ko: 'Maya (즉시)',
        th: 'Maya (ทันที)',
        vi: 'Maya (tức thì)',
        id: 'Maya (instan)',
        hi: 'Maya (तुरंत)',
        es: 'Maya (instantáneo)',
        ar: 'Maya (فوري)',
      },
      minAmount: major(100),
      maxAmount: major(50_000),
      payee: null,
      sort: 2,
    },
    {
      brandCode,
      code: 'BANK',
      provider: 'BANK',
      name: {
        en: 'Bank transfer',
        ty: 'Bank transfer (paglipat sa bangko)',
        zh: '银行转账',
        zt: '銀行轉帳',
        ja: '銀行振込',
        ko: '계좌이체',
        th: 'โอนผ่านธนาคาร',
        vi: 'Chuyển khoản ngân hàng',
        id: 'Transfer bank',
        hi: 'बैंक ट्रांसफ़र',
        es: 'Transferencia bancaria',
        ar: 'تحويل مصرفي',
      },
      minAmount: major(500),
      maxAmount: major(200_000),
      sort: 3,
      payee: { bankName: 'BDO Unibank', accountNumber: '0012 3456 7890', accountName: `${brandName} Payments` },
    },
  ]
}

/**
 * Adds the brand's wallet settings and (unless `methods: false`, a live brand: decision 0028) the
 * demo's deposit methods where missing. A live brand gets no method: the sandbox ones would credit
 * unpaid money and the bank one names a made-up payee. Synchronous (bun:sqlite).
 */
export function seedWallet(db: Pick<PlatformDb, 'insert'>, brandCode: string, brandName: string, opts: { methods?: boolean } = {}): void {
  db.insert(walletSettings)
    .values({ brandCode, ...DEFAULT_WALLET_SETTINGS })
    .onConflictDoNothing()
    .run()
  if (opts.methods === false) return
  db.insert(paymentMethods).values(defaultPaymentMethods(brandCode, brandName)).onConflictDoNothing().run()
}
