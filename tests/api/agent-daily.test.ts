/**
 * `member_daily` and `team_daily` (decision 0014) are always exactly the sums of the records they
 * follow: random sequences of bets placed, settled (once or with a second win), rolled back and
 * deleted, and of deposits and paid withdrawals, against a GROUP BY over `bet_records` and
 * `ledger_movements`, and over `member_daily` by every upline of a small tree (1 → 2 → 3, 1 → 4).
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { openCacheDb, openPlatformDb, migrateDatabases } from '../../db/client'

const DAY = 86_400_000
const T0 = Date.parse('2026-05-01T00:00:00+08:00')

type Op =
  | { kind: 'bet'; member: number; at: number; stake: number }
  | { kind: 'settle'; pick: number; payout: number }
  | { kind: 'rollback'; pick: number }
  | { kind: 'delete'; pick: number }
  | { kind: 'money'; member: number; at: number; amount: number; deposit: boolean }

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('bet' as const), member: fc.integer({ min: 1, max: 4 }), at: fc.integer({ min: -DAY, max: 3 * DAY }), stake: fc.integer({ min: 1, max: 100_000 }) }),
  fc.record({ kind: fc.constant('settle' as const), pick: fc.nat(), payout: fc.integer({ min: 0, max: 300_000 }) }),
  fc.record({ kind: fc.constant('rollback' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('money' as const),
    member: fc.integer({ min: 1, max: 4 }),
    at: fc.integer({ min: 0, max: 3 * DAY }),
    amount: fc.integer({ min: 1, max: 500_000 }),
    deposit: fc.boolean(),
  }),
)

describe('member_daily follows the records exactly', () => {
  it('equals a GROUP BY of settled bets by bet day, and of deposits and payouts by day', () => {
    const db = openPlatformDb(':memory:')
    migrateDatabases(db, openCacheDb(':memory:'))
    const s = db.$client
    const insertMember = s.prepare(`INSERT INTO members (brand_code, account, nickname, type, password_hash, contacts, upline_id, password_changed_at, created_at)
      VALUES ('T', ?1, ?1, 1, 'x', '{}', ?2, 0, 0)`)
    for (const [account, upline] of [
      ['m1', null],
      ['m2', 1],
      ['m3', 2],
      ['m4', 1],
    ] as const)
      insertMember.run(account, upline)
    expect(s.prepare('SELECT ancestor_id, member_id, depth FROM member_ancestors ORDER BY member_id, depth').all()).toEqual([
      { ancestor_id: 1, member_id: 2, depth: 1 },
      { ancestor_id: 2, member_id: 3, depth: 1 },
      { ancestor_id: 1, member_id: 3, depth: 2 },
      { ancestor_id: 1, member_id: 4, depth: 1 },
    ])
    let seq = 0
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        s.exec('DELETE FROM bet_records; DELETE FROM member_daily')
        for (const o of ops) {
          const ids = (s.prepare('SELECT id FROM bet_records ORDER BY id').all() as { id: number }[]).map((r) => r.id)
          const target = ids.length ? ids[('pick' in o ? o.pick : 0) % ids.length] : undefined
          if (o.kind === 'bet') {
            s.prepare(`INSERT INTO bet_records (brand_code, member_id, vendor_code, game_type, game_code, round_id, bet_tx_id, bet_amount, valid_bet, payout, win_loss, status, placed_at)
            VALUES ('T', ?1, 'V', 'RNG', 'g', ?2, ?2, ?3, ?3, 0, 0, 'OPEN', ?4)`).run(o.member, `tx${++seq}`, o.stake, T0 + o.at)
          } else if (o.kind === 'settle' && target) {
            s.prepare("UPDATE bet_records SET payout = payout + ?1, win_loss = payout + ?1 - bet_amount, status = 'SETTLED', settled_at = 1 WHERE id = ?2 AND status != 'ROLLED_BACK'").run(
              o.payout,
              target,
            )
          } else if (o.kind === 'rollback' && target) {
            s.prepare("UPDATE bet_records SET status = 'ROLLED_BACK', valid_bet = 0, win_loss = 0, settled_at = 1 WHERE id = ?1 AND status = 'OPEN'").run(target)
          } else if (o.kind === 'delete' && target) {
            s.prepare('DELETE FROM bet_records WHERE id = ?').run(target)
          } else if (o.kind === 'money') {
            s.prepare(`INSERT INTO ledger_movements (brand_code, idempotency_key, request_hash, kind, member_id, amount, result, created_at) VALUES ('T', ?1, 'h', ?2, ?3, ?4, '{}', ?5)`).run(
              `k${++seq}`,
              o.deposit ? 'DEPOSIT' : 'WITHDRAW_PAYOUT',
              o.member,
              o.amount,
              T0 + o.at,
            )
          }
        }
        const daily = s
          .prepare(`SELECT member_id, day, bet_count, bet_amount, valid_bet, payout, win_loss, deposit_count, deposit_amount, withdraw_count, withdraw_amount
        FROM member_daily WHERE bet_count != 0 OR deposit_count != 0 OR withdraw_count != 0 ORDER BY member_id, day`)
          .all()
        const expected = s
          .prepare(`SELECT member_id, day, sum(bc) bet_count, sum(ba) bet_amount, sum(vb) valid_bet, sum(po) payout, sum(wl) win_loss,
          sum(dc) deposit_count, sum(da) deposit_amount, sum(wc) withdraw_count, sum(wa) withdraw_amount FROM (
          SELECT member_id, (placed_at + 28800000) / 86400000 day, 1 bc, bet_amount ba, valid_bet vb, payout po, win_loss wl, 0 dc, 0 da, 0 wc, 0 wa FROM bet_records WHERE status = 'SETTLED'
          UNION ALL SELECT member_id, (created_at + 28800000) / 86400000, 0, 0, 0, 0, 0, kind = 'DEPOSIT', CASE WHEN kind = 'DEPOSIT' THEN amount ELSE 0 END,
            kind = 'WITHDRAW_PAYOUT', CASE WHEN kind = 'WITHDRAW_PAYOUT' THEN amount ELSE 0 END FROM ledger_movements WHERE kind IN ('DEPOSIT', 'WITHDRAW_PAYOUT'))
        GROUP BY member_id, day ORDER BY member_id, day`)
          .all()
        expect(daily).toEqual(expected)
        const teams = s
          .prepare(`SELECT agent_id, day, active_members, bet_count, valid_bet, win_loss, deposit_amount, withdraw_amount FROM team_daily
        WHERE active_members != 0 OR bet_count != 0 OR deposit_count != 0 OR withdraw_count != 0 ORDER BY agent_id, day`)
          .all()
        const expectedTeams = s
          .prepare(`SELECT a.ancestor_id agent_id, d.day, sum(d.valid_bet > 0) active_members, sum(d.bet_count) bet_count, sum(d.valid_bet) valid_bet,
          sum(d.win_loss) win_loss, sum(d.deposit_amount) deposit_amount, sum(d.withdraw_amount) withdraw_amount
        FROM member_daily d JOIN member_ancestors a ON a.member_id = d.member_id
        WHERE d.bet_count != 0 OR d.deposit_count != 0 OR d.withdraw_count != 0 GROUP BY a.ancestor_id, d.day ORDER BY 1, 2`)
          .all()
        expect(teams).toEqual(expectedTeams)
        // Movements are immutable: start the next sequence from a clean ledger by dropping this one's days.
        s.exec('DELETE FROM member_daily')
        s.exec('DROP TRIGGER IF EXISTS ledger_movements_no_delete')
        s.exec('DELETE FROM ledger_movements')
      }),
      { numRuns: 200 },
    )
  })
})
