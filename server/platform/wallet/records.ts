/**
 * The account record (spec §2 transactionHistory) and transaction detail (spec §7
 * ODSFE2_MemTransDet): the entries of the member's main wallet with their movement, newest first,
 * and one movement with its legs as the member may see them — other members appear by account
 * name, never by id. Amounts are signed minor units (+ credit, − debit); times UTC ms.
 */
import type { Database } from 'bun:sqlite'
import type { MovementKindName } from '../../../shared/schemas/wallet'
import { DAY_MS, RECORDS_DEFAULT_DAYS } from '../../../shared/schemas/wallet'
import { WalletError, toPage, type Page, type WalletDeps } from './wallet-support'

/** One line of the account record. */
export type RecordEntry = {
  /** The movement id (what ODSFE2_MemTransDet takes). */
  id: number
  kind: MovementKindName
  /** Signed minor units on the main wallet. */
  amount: number
  balanceAfter: number
  /** `deposit:<id>`, `withdrawal:<id>`, `vendor:<code>`, or null for member-to-member transfers. */
  reference: string | null
  /** The other member's account name for transfers, else null. */
  counterpart: string | null
  createdAt: number
}

/** One leg of a movement as the member sees it. */
export type DetailLeg = {
  /** MAIN (own main wallet), GAME (own game wallet), MEMBER (another member), HOLD, HOUSE or PROVIDER. */
  account: 'MAIN' | 'GAME' | 'MEMBER' | 'HOLD' | 'HOUSE' | 'PROVIDER'
  /** Vendor (GAME), provider (PROVIDER) or the other member's account name (MEMBER). */
  code: string | null
  own: boolean
  amount: number
  /** Balance after the leg, only on the member's own accounts. */
  balanceAfter: number | null
}

export type TransactionDetail = {
  id: number
  kind: MovementKindName
  /** Size of the movement (positive minor units). */
  amount: number
  reference: string | null
  counterpart: string | null
  createdAt: number
  legs: DetailLeg[]
}

export type RecordsQueryInput = {
  /** UTC ms; default `to` − 7 days. */
  from?: number
  /** UTC ms; default now. */
  to?: number
  kind?: MovementKindName
  page: number
  pageSize: number
}

interface EntryRow {
  id: number
  kind: string
  amount: number
  balance_after: number
  created_at: number
  reference: string | null
  initiator: number
}

/** The member's main-wallet entries in [from, to], of one kind when ?4 is not null. */
const ENTRIES_WHERE = 'WHERE e.account_id = ?1 AND e.created_at >= ?2 AND e.created_at <= ?3 AND (?4 IS NULL OR e.kind = ?4)'

export function recordsModule(deps: WalletDeps) {
  const { ctx } = deps
  const sqlite: Database = ctx.db.$client
  const q = {
    account: sqlite.prepare<{ id: number }, [string, number]>("SELECT id FROM wallet_accounts WHERE brand_code = ? AND kind = 'MEMBER' AND member_id = ? AND code = ''"),
    accountName: sqlite.prepare<{ account: string }, [number]>('SELECT account FROM members WHERE id = ?'),
    movement: sqlite.prepare<{ id: number; kind: string; amount: number; reference: string | null; member_id: number; created_at: number }, [string, number]>(
      'SELECT id, kind, amount, reference, member_id, created_at FROM ledger_movements WHERE brand_code = ? AND id = ?',
    ),
    count: sqlite.prepare<{ n: number }, [number, number, number, string | null]>(`SELECT count(*) AS n FROM ledger_entries e ${ENTRIES_WHERE}`),
    page: sqlite.prepare<EntryRow, [number, number, number, string | null, number, number]>(
      `SELECT e.movement_id AS id, e.kind, e.amount, e.balance_after, e.created_at, m.reference, m.member_id AS initiator
       FROM ledger_entries e JOIN ledger_movements m ON m.id = e.movement_id ${ENTRIES_WHERE} ORDER BY e.id DESC LIMIT ?5 OFFSET ?6`,
    ),
    legs: sqlite.prepare<{ kind: string; member_id: number; code: string; amount: number; balance_after: number }, [number]>(
      `SELECT a.kind, a.member_id, a.code, e.amount, e.balance_after FROM ledger_entries e JOIN wallet_accounts a ON a.id = e.account_id
       WHERE e.movement_id = ? ORDER BY e.id`,
    ),
  }

  const names = new Map<number, string>()
  function accountName(memberId: number): string {
    let n = names.get(memberId)
    if (n === undefined) names.set(memberId, (n = q.accountName.get(memberId)?.account ?? ''))
    return n
  }

  /** The other member of a member-to-member transfer, from the viewer's side; null for other references. */
  function counterpartOf(viewer: number, reference: string | null, initiator: number): string | null {
    if (!reference?.startsWith('member:')) return null
    return accountName(initiator === viewer ? Number(reference.slice(7)) : initiator)
  }
  const publicReference = (reference: string | null) => (reference?.startsWith('member:') ? null : reference)

  return {
    /**
     * The member's account record: entries of the main wallet between `from` and `to` (inclusive,
     * default the past 7 days), optionally of one kind, newest first, paged.
     * @see product-spec §2 transactionHistory, §9 date presets
     */
    records(memberId: number, query: RecordsQueryInput): Page<RecordEntry> {
      const to = query.to ?? ctx.now()
      const from = query.from ?? to - RECORDS_DEFAULT_DAYS * DAY_MS
      const account = q.account.get(ctx.brandCode, memberId)
      if (!account) return toPage([], 0, query)
      const args = [account.id, from, to, query.kind ?? null] as const
      const total = q.count.get(...args)!.n
      const rows = q.page.all(...args, query.pageSize, (query.page - 1) * query.pageSize)
      return toPage(
        rows.map((r) => ({
          id: r.id,
          kind: r.kind as MovementKindName,
          amount: r.amount,
          balanceAfter: r.balance_after,
          reference: publicReference(r.reference),
          counterpart: counterpartOf(memberId, r.reference, r.initiator),
          createdAt: r.created_at,
        })),
        total,
        query,
      )
    },

    /**
     * One movement that touched one of the member's accounts, with its legs as the member may see them.
     * @throws WalletError MOVEMENT_NOT_FOUND (404) for unknown ids and other members' movements alike
     * @see product-spec §7 ODSFE2_MemTransDet
     */
    transactionDetail(memberId: number, movementId: number): TransactionDetail {
      const m = q.movement.get(ctx.brandCode, movementId)
      const legs = m ? q.legs.all(m.id) : []
      const isOwn = (l: { kind: string; member_id: number }) => (l.kind === 'MEMBER' || l.kind === 'GAME') && l.member_id === memberId
      if (!m || !legs.some(isOwn)) throw new WalletError('MOVEMENT_NOT_FOUND', 'wallet.errors.movementNotFound', 404)
      return {
        id: m.id,
        kind: m.kind as MovementKindName,
        amount: m.amount,
        reference: publicReference(m.reference),
        counterpart: counterpartOf(memberId, m.reference, m.member_id),
        createdAt: m.created_at,
        legs: legs.map((l) => {
          const own = isOwn(l)
          const account = own ? (l.kind === 'MEMBER' ? 'MAIN' : 'GAME') : (l.kind as DetailLeg['account'])
          const code = l.kind === 'MEMBER' ? (own ? null : accountName(l.member_id)) : l.code || null
          return { account, code, own, amount: l.amount, balanceAfter: own ? l.balance_after : null }
        }),
      }
    },
  }
}
