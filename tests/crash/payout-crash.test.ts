/**
 * PayMongo payouts across a crash (issue 17, decision 0052): the operator's approval runs in a
 * process of its own (tests/fixtures/payout-approve.ts, the CLI's two steps, on a DATA_DIR on disk
 * with WAL + synchronous=FULL) against the local fake PayMongo, and SIGKILLs itself
 *  - right after the approval committed, before the transfer was sent: the withdrawal is PAYING
 *    with no transfer anywhere;
 *  - right after PayMongo accepted the transfer, before its id was recorded: PayMongo holds one
 *    transfer the database does not know.
 * After the "restart" (the payment-reconciliation job, a minute later) exactly one transfer exists
 * for the withdrawal (the second send carries the same Idempotency-Key), it is recorded, and once
 * PayMongo reports it succeeded the withdrawal is PAID. `PRAGMA integrity_check` = ok and the
 * ledger check passes; the hold moved to PayMongo once.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { Database } from 'bun:sqlite'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openPlatformDb } from '../../db/client'
import { createPlatform } from '../../server/platform'
import { payMongoProvider } from '../../server/providers/payments/paymongo'
import { paymentReconciliationTurn } from '../../server/jobs/payment-reconciliation'
import { startFakePayMongo, type FakePayMongo } from '../fakes/paymongo'
import { BRAND, prepareMembers } from './crash-run'

const ROOT = resolve(import.meta.dirname, '../..')
const SOURCE = { accountNumber: '779554303093', accountName: 'Lobby Payouts' }
const dirs: string[] = []
let fake: FakePayMongo
beforeEach(() => {
  fake = startFakePayMongo()
})
afterEach(async () => {
  await fake?.stop()
})
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

/** A fresh DATA_DIR whose member has 2,000.00 (sandbox deposit) and a PENDING withdrawal of 750.00 to BDO. */
async function prepare(prefix: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lobby-payout-crash-'))
  dirs.push(dataDir)
  const [member] = await prepareMembers(dataDir, 1, prefix)
  const db = openPlatformDb(join(dataDir, 'platform.db'))
  try {
    const { wallet } = createPlatform({ db, brandCode: BRAND })
    await wallet.deposit(member!.id, { methodCode: 'GCASH', amount: 2_000_00, key: `fund-${prefix}` })
    await wallet.setPaymentPassword(member!.id, { password: '135790' })
    const bank = wallet.addBankAccount(member!.id, { bankName: 'BDO', accountNumber: '001234567890', payeeName: 'Juan Dela Cruz' })
    const w = await wallet.withdraw(member!.id, { amount: 750_00, bankAccountId: bank.id, paymentPassword: '135790', key: `wd-${prefix}` })
    return { dataDir, memberId: member!.id, withdrawalId: w.id }
  } finally {
    db.$client.close()
  }
}

/** Runs the approval process with `fault`; resolves with its exit signal or code and output. */
async function approveProcess(dataDir: string, withdrawalId: number, fault: 'approved' | 'sent') {
  const proc = Bun.spawn([join(ROOT, 'node_modules/.bin/bun'), 'tests/fixtures/payout-approve.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      BRAND_CODE: BRAND,
      WITHDRAWAL_ID: String(withdrawalId),
      PAYMONGO_SECRET_KEY: fake.secretKey,
      PAYMONGO_WEBHOOK_SECRET: fake.webhookSecret,
      PAYMONGO_API_BASE: fake.url,
      PAYMONGO_PAYOUT_ACCOUNT_NUMBER: SOURCE.accountNumber,
      PAYMONGO_PAYOUT_ACCOUNT_NAME: SOURCE.accountName,
      FAULT_SIGKILL: fault,
    },
    stdout: 'pipe',
    stderr: 'pipe',
  })
  await proc.exited
  return { signal: proc.signalCode, code: proc.exitCode, output: (await new Response(proc.stdout).text()) + (await new Response(proc.stderr).text()) }
}

/** What the files say about the withdrawal. */
function inspect(dataDir: string, withdrawalId: number) {
  const db = new Database(join(dataDir, 'platform.db'), { readonly: true })
  try {
    const integrity = db.query<{ integrity_check: string }, []>('PRAGMA integrity_check').get()!.integrity_check
    const w = db.query<{ status: string; provider_ref: string | null }, [number]>('SELECT status, provider_ref FROM withdrawal_requests WHERE id = ?').get(withdrawalId)!
    const payouts = db.query<{ n: number }, [string]>("SELECT count(*) AS n FROM ledger_movements WHERE kind = 'WITHDRAW_PAYOUT' AND reference = ?").get(`withdrawal:${withdrawalId}`)!.n
    return { integrity, status: w.status, providerRef: w.provider_ref, payouts }
  } finally {
    db.close()
  }
}

const transfersOf = (withdrawalId: number) => [...fake.transfers.values()].filter((t) => t.metadata.withdrawal_id === String(withdrawalId))

describe('a PayMongo payout across a SIGKILL', () => {
  for (const fault of ['approved', 'sent'] as const) {
    it(`sends exactly one transfer when the approval dies ${fault === 'approved' ? 'before sending it' : 'after PayMongo took it, before recording it'}`, async () => {
      const { dataDir, withdrawalId } = await prepare(fault === 'approved' ? 'poa' : 'pos')
      const run = await approveProcess(dataDir, withdrawalId, fault)
      expect(run.signal, run.output).toBe('SIGKILL')
      expect(inspect(dataDir, withdrawalId)).toEqual({ integrity: 'ok', status: 'PAYING', providerRef: null, payouts: 1 })
      expect(transfersOf(withdrawalId)).toHaveLength(fault === 'approved' ? 0 : 1)

      // The restart: the payment-reconciliation job of a server with payouts configured, a minute later, on two replicas at once.
      const db = openPlatformDb(join(dataDir, 'platform.db'))
      try {
        let skew = 2 * 60_000
        const adapter = payMongoProvider({ secretKey: fake.secretKey, webhookSecret: fake.webhookSecret, apiBase: fake.url, publicBaseUrl: 'http://127.0.0.1', payoutSource: SOURCE })
        const platform = createPlatform({ db, brandCode: BRAND, now: () => Date.now() + skew, payments: { PAYMONGO: adapter } })
        await Promise.all([paymentReconciliationTurn(platform)(), paymentReconciliationTurn(platform)()])
        const transfers = transfersOf(withdrawalId)
        expect(transfers).toHaveLength(1)
        expect(new Set(fake.transferKeys).size).toBe(1)
        expect(inspect(dataDir, withdrawalId)).toMatchObject({ status: 'PAYING', providerRef: transfers[0]!.id })

        // PayMongo completes it; its webhook is not reachable here, so the job reads it after the configured age.
        fake.suppressWebhooks(true)
        await fake.completeTransfer(transfers[0]!.id, 'succeeded')
        fake.suppressWebhooks(false)
        skew = 20 * 60_000
        expect(await paymentReconciliationTurn(platform)()).toMatchObject({ paid: 1, payoutsSent: 0 })
        expect(platform.ledger.check().ok).toBe(true)
      } finally {
        db.$client.close()
      }
      expect(inspect(dataDir, withdrawalId)).toMatchObject({ integrity: 'ok', status: 'PAID', payouts: 1 })
      expect(transfersOf(withdrawalId)).toHaveLength(1)
    }, 90_000)
  }
})
