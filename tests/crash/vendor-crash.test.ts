/**
 * Vendor durability (issue 5, DESIGN §5): the real API server (tests/fixtures/api-server.ts, WAL +
 * synchronous=FULL, the embedded vendors calling the wallet over loopback HTTP) is SIGKILLed by its
 * own fault injection at the worst moments of a sandbox slot round, then restarted on the same
 * DATA_DIR without the fault; the vendors' redelivery job must finish the round:
 *  - killed after the bet was debited and the outcome recorded, before the win left: after the
 *    restart the win is credited exactly once (one WIN vendor transaction, one ledger movement under
 *    its key), the round is SETTLED, the balance is deposit − bets + payouts;
 *  - killed after the wallet acknowledged the bet but before the vendor read the answer: after the
 *    restart the bet is rolled back exactly once and the round is VOID (the member paid nothing).
 * Afterwards `PRAGMA integrity_check` = ok and the ledger check passes.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Database } from 'bun:sqlite'
import { afterAll, describe, expect, it } from 'vitest'
import { openPlatformDb } from '../../db/client'
import { createPlatform } from '../../server/platform'
import { apiServer, BRAND, freePort, prepareMembers, sleep } from './crash-run'

const DEPOSIT = 1_000_000 // minor units
const dirs: string[] = []
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

interface RoundRow {
  round_id: string
  bet: number
  payout: number
  status: string
}

/** A member with ₱10,000 and a launch token for a PG slot, on a fresh DATA_DIR. */
async function prepare(prefix: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lobby-vendor-crash-'))
  dirs.push(dataDir)
  const [member] = await prepareMembers(dataDir, 1, prefix)
  const db = openPlatformDb(join(dataDir, 'platform.db'))
  try {
    const platform = createPlatform({ db, brandCode: BRAND })
    platform.money.runNow(() =>
      platform.ledger.post({
        key: `vendor-crash-fund-${member!.id}`,
        kind: 'DEPOSIT',
        memberId: member!.id,
        amount: DEPOSIT,
        legs: [
          { account: { kind: 'PROVIDER', provider: 'SANDBOX' }, amount: -DEPOSIT },
          { account: { kind: 'MEMBER', memberId: member!.id }, amount: DEPOSIT },
        ],
      }),
    )
    const game = db.$client.query<{ node_id: string; game_code: string }, []>("SELECT node_id, game_code FROM games WHERE vendor_code = 'PG' AND game_type = 'RNG' ORDER BY sequence LIMIT 1").get()!
    const launched = platform.play.launcher.launch(member!.id, game.node_id, 'en')
    if (launched.kind !== 'url') throw new Error('expected a launch URL')
    return { dataDir, memberId: member!.id, token: launched.token, gameCode: game.game_code }
  } finally {
    db.$client.close()
  }
}

/** Plays slot rounds of ₱10 until the server dies under the call; the number of answered rounds. */
async function playUntilKilled(base: string, p: { token: string; gameCode: string }): Promise<number> {
  const post = (path: string, body: unknown) => fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const session = await post('/vendors/sandbox/session', { token: p.token, vendor: 'PG', gameCode: p.gameCode, gameType: 'RNG' })
  expect(session.status).toBe(200)
  for (let i = 0; i < 500; i++) {
    let res: Response
    try {
      res = await post('/vendors/sandbox/play', { token: p.token, game: 'SLOT', bet: 10 })
    } catch {
      return i
    }
    expect(res.status).toBe(200)
    await res.arrayBuffer()
  }
  throw new Error('the fault never fired in 500 rounds')
}

/** Waits (bounded) until the vendor has no unfinished round left; the rounds then. */
async function waitSettled(dataDir: string): Promise<RoundRow[]> {
  const sqlite = new Database(join(dataDir, 'platform.db'), { readonly: true })
  try {
    for (let i = 0; i < 300; i++) {
      const open = sqlite.query<{ n: number }, []>("SELECT count(*) AS n FROM sandbox_rounds WHERE status IN ('PENDING', 'SETTLING', 'VOIDING')").get()!.n
      if (open === 0) return sqlite.query<RoundRow, []>('SELECT round_id, bet, payout, status FROM sandbox_rounds ORDER BY id').all()
      await sleep(50)
    }
    throw new Error('rounds still unfinished 15 s after the restart')
  } finally {
    sqlite.close()
  }
}

/**
 * What the killed and restarted server left: integrity, ledger check, the member's balance, and for
 * each of `txIds` its vendor transactions and the number of ledger movements under its key.
 */
function inspect(dataDir: string, memberId: number, txIds: string[]) {
  const db = openPlatformDb(join(dataDir, 'platform.db'))
  try {
    const integrity = db.$client.query<{ integrity_check: string }, []>('PRAGMA integrity_check').get()!.integrity_check
    const platform = createPlatform({ db, brandCode: BRAND })
    const tx = Object.fromEntries(
      txIds.map((txId) => [
        txId,
        {
          vendor: db.$client.query<{ kind: string; amount: number }, [string]>("SELECT kind, amount FROM vendor_transactions WHERE vendor_code = 'PG' AND tx_id = ?").all(txId),
          movements: db.$client.query<{ n: number }, [string]>('SELECT count(*) AS n FROM ledger_movements WHERE idempotency_key = ?').get(`v:PG:${txId}`)!.n,
        },
      ]),
    )
    return { integrity, ledgerOk: platform.ledger.check().ok, balance: platform.ledger.balance({ kind: 'MEMBER', memberId }), tx }
  } finally {
    db.$client.close()
  }
}

describe('the embedded vendors survive SIGKILL between bet and win', () => {
  it('a win not yet sent when the process died is credited exactly once after the restart', async () => {
    const p = await prepare('vcwin')
    const port = await freePort()
    const faulty = apiServer(p.dataDir, port, { FAULT_SIGKILL: 'before-win' })
    await faulty.start()
    const played = await playUntilKilled(faulty.base, p)
    await faulty.kill()

    // The round is on the vendor's books with its payout, its win never reached the wallet.
    const before = new Database(join(p.dataDir, 'platform.db'), { readonly: true })
    const cut = before.query<RoundRow, []>("SELECT round_id, bet, payout, status FROM sandbox_rounds WHERE status = 'SETTLING'").all()
    before.close()
    expect(cut).toHaveLength(1)
    expect(cut[0]!.payout).toBeGreaterThan(0)

    const server = apiServer(p.dataDir, port)
    try {
      await server.start()
      const rounds = await waitSettled(p.dataDir)
      expect(rounds).toHaveLength(played + 1)
      expect(rounds.every((r) => r.status === 'SETTLED')).toBe(true)
      await server.kill()
      const id = cut[0]!.round_id
      const after = inspect(p.dataDir, p.memberId, [`${id}:win`])
      expect(after.integrity).toBe('ok')
      expect(after.ledgerOk).toBe(true)
      expect(after.tx[`${id}:win`]).toEqual({ vendor: [{ kind: 'WIN', amount: cut[0]!.payout }], movements: 1 })
      expect(after.balance).toBe(DEPOSIT - rounds.reduce((s, r) => s + r.bet, 0) + rounds.reduce((s, r) => s + r.payout, 0))
    } finally {
      await server.kill()
    }
  }, 120_000)

  it('a bet debited whose answer the vendor never read is rolled back exactly once after the restart', async () => {
    const p = await prepare('vcbet')
    const port = await freePort()
    const faulty = apiServer(p.dataDir, port, { FAULT_SIGKILL: 'after-bet' })
    await faulty.start()
    expect(await playUntilKilled(faulty.base, p)).toBe(0)
    await faulty.kill()

    const server = apiServer(p.dataDir, port)
    try {
      await server.start()
      const rounds = await waitSettled(p.dataDir)
      expect(rounds.map((r) => r.status)).toEqual(['VOID'])
      await server.kill()
      const id = rounds[0]!.round_id
      const after = inspect(p.dataDir, p.memberId, [`${id}:bet`, `${id}:rollback`])
      expect(after.integrity).toBe('ok')
      expect(after.ledgerOk).toBe(true)
      expect(after.tx[`${id}:bet`]).toEqual({ vendor: [{ kind: 'BET', amount: rounds[0]!.bet }], movements: 1 })
      expect(after.tx[`${id}:rollback`]!.vendor).toHaveLength(1)
      expect(after.tx[`${id}:rollback`]!.movements).toBe(1)
      expect(after.balance).toBe(DEPOSIT)
    } finally {
      await server.kill()
    }
  }, 120_000)
})
