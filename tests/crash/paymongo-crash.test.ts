/**
 * PayMongo webhooks across a crash (issue 17 "Proof", decision 0045): the real API server
 * (tests/fixtures/api-server.ts, WAL + synchronous=FULL) wired to the local fake PayMongo is
 * SIGKILLed by its own fault injection
 *  - when a `checkout_session.payment.paid` webhook's body has arrived, before the app credits it:
 *    nothing was written; PayMongo, having no 2xx, sends the event again after the restart and the
 *    deposit is credited once;
 *  - right after the app credited it, before PayMongo read the answer: the credit is durable; the
 *    event sent again after the restart is answered DUPLICATE and nothing more moves.
 * Afterwards `PRAGMA integrity_check` = ok, the ledger check passes, and the deposit has exactly one
 * DEPOSIT movement and one recorded event.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Database } from 'bun:sqlite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPlatformDb } from '../../db/client'
import { createPlatform } from '../../server/platform'
import { startFakePayMongo, type FakePayMongo } from '../fakes/paymongo'
import { loginCookie, moneyCall, newKey } from '../fixtures/money-client'
import { apiServer, BRAND, freePort, PASSWORD, prepareMembers } from './crash-run'

const dirs: string[] = []
let fake: FakePayMongo
beforeAll(() => {
  fake = startFakePayMongo()
})
afterAll(async () => {
  await fake?.stop()
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

/** A member of a fresh DATA_DIR whose brand offers GCASH through PayMongo. */
async function prepare(prefix: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lobby-paymongo-crash-'))
  dirs.push(dataDir)
  const [member] = await prepareMembers(dataDir, 1, prefix)
  const db = openPlatformDb(join(dataDir, 'platform.db'))
  try {
    createPlatform({ db, brandCode: BRAND }).wallet.configureMethod('GCASH', { provider: 'PAYMONGO', name: 'GCash', minAmount: 100_00, maxAmount: 50_000_00 })
  } finally {
    db.$client.close()
  }
  return { dataDir, member: member! }
}

/** What the files say about the member's deposit once the server is down. */
function inspect(dataDir: string, memberId: number) {
  const db = new Database(join(dataDir, 'platform.db'), { readonly: true })
  try {
    const integrity = db.query<{ integrity_check: string }, []>('PRAGMA integrity_check').get()!.integrity_check
    const deposits = db.query<{ id: number; status: string }, [number]>('SELECT id, status FROM deposit_requests WHERE member_id = ?').all(memberId)
    const movements = db.query<{ n: number }, [number]>("SELECT count(*) AS n FROM ledger_movements WHERE member_id = ? AND kind = 'DEPOSIT'").get(memberId)!.n
    const events = db.query<{ n: number }, [number]>('SELECT count(*) AS n FROM payment_events WHERE deposit_id = ?').get(deposits[0]?.id ?? 0)!.n
    const balance = db.query<{ balance: number }, [number]>("SELECT balance FROM wallet_accounts WHERE kind = 'MEMBER' AND member_id = ?").get(memberId)?.balance ?? 0
    return { integrity, deposits, movements, events, balance }
  } finally {
    db.close()
  }
}

function ledgerOk(dataDir: string): boolean {
  const db = openPlatformDb(join(dataDir, 'platform.db'))
  try {
    return createPlatform({ db, brandCode: BRAND }).ledger.check().ok
  } finally {
    db.$client.close()
  }
}

describe('a PayMongo webhook across a SIGKILL', () => {
  for (const fault of ['webhook-received', 'webhook-credited'] as const) {
    it(`credits once when the server dies ${fault === 'webhook-received' ? 'on receiving the webhook, before the credit' : 'after the credit, before answering'}`, async () => {
      const { dataDir, member } = await prepare(fault === 'webhook-received' ? 'pmr' : 'pmc')
      const port = await freePort()
      const env = { PAYMONGO_SECRET_KEY: fake.secretKey, PAYMONGO_WEBHOOK_SECRET: fake.webhookSecret, PAYMONGO_API_BASE: fake.url }
      const faulty = apiServer(dataDir, port, { ...env, FAULT_SIGKILL: fault })
      await faulty.start()
      fake.webhookUrl = `${faulty.base}/webhooks/paymongo`
      const cookie = await loginCookie(faulty.base, member.account, PASSWORD)
      const answer = await moneyCall(faulty.base, cookie, '/wps/wallet/deposit', { methodCode: 'GCASH', amount: 777.77 }, newKey('crash'))
      expect(answer.body.value).toMatchObject({ status: 'PENDING' })
      const session = fake.sessions.get(answer.body.value.checkoutUrl.split('/').pop())!
      // The member pays; the fake's webhook dies with the server (no answer: PayMongo will send it again).
      fake.suppressWebhooks(true)
      await fake.pay(session.id)
      fake.suppressWebhooks(false)
      const event = fake.paidEvent(session.id)
      await expect(fake.send(event.body)).rejects.toThrow()
      await faulty.kill()
      const afterKill = inspect(dataDir, member.id)
      expect(afterKill.integrity).toBe('ok')
      expect(afterKill.deposits[0]!.status).toBe(fault === 'webhook-received' ? 'PENDING' : 'CREDITED')

      // Restarted without the fault; PayMongo re-sends the same event (same id), then again.
      const server = apiServer(dataDir, port, env)
      await server.start()
      const resent = await fake.send(event.body)
      expect(resent.status).toBe(200)
      expect((await resent.json()).value.outcome).toBe(fault === 'webhook-received' ? 'CREDITED' : 'DUPLICATE')
      expect((await (await fake.send(event.body)).json()).value.outcome).toBe('DUPLICATE')
      await server.kill()

      const after = inspect(dataDir, member.id)
      expect(after).toMatchObject({ integrity: 'ok', deposits: [{ id: after.deposits[0]!.id, status: 'CREDITED' }], movements: 1, events: 1 })
      expect(after.balance).toBe(77_777)
      expect(ledgerOk(dataDir)).toBe(true)
    }, 90_000)
  }
})
