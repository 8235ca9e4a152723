/**
 * Contract payment records (table contract_payments, written by settlement.ts): received or paid by
 * a member, filtered and paged, with the totals of the whole filter. Amounts minor units, UTC ms.
 */
import type { ContractFigures, ContractPaymentStatus, ContractType } from '../../../db/schema/contracts'
import type { PaymentsQuery } from '../../../shared/schemas/contracts'
import type { ContractDeps, PaymentsPage } from './contracts-model'
import type { ContractStore } from './contracts-store'

/** The payment records call of `platform.contracts`. */
export function contractPayments({ ctx }: Pick<ContractDeps, 'ctx'>, store: ContractStore) {
  const { sqlite, brandCode } = store
  return {
    /**
     * Payment records of one type: `received` by the member, or `paid` by it to its downlines,
     * optionally of one status and one counterpart account, period start within [from, to]
     * (default the past 30 days), newest period first, paged, with totals of the whole filter.
     */
    payments(memberId: number, query: PaymentsQuery): PaymentsPage {
      const to = query.to ?? ctx.now()
      const from = query.from ?? to - 30 * 86_400_000
      const where = [`p.brand_code = ?`, `p.contract_type = ?`, query.role === 'received' ? `p.agent_id = ?` : `p.payer_id = ?`, `p.period_start >= ?`, `p.period_start <= ?`]
      const args: (string | number)[] = [brandCode, query.type, memberId, from, to]
      if (query.status) {
        where.push('p.status = ?')
        args.push(query.status)
      }
      if (query.account) {
        where.push(query.role === 'received' ? "coalesce(pa.account, '') = ?" : 'a.account = ?')
        args.push(query.account.trim().toLowerCase())
      }
      const from_ = `FROM contract_payments p JOIN members a ON a.id = p.agent_id LEFT JOIN members pa ON pa.id = p.payer_id WHERE ${where.join(' AND ')}`
      const agg = sqlite
        .prepare<{ n: number; paid: number; unpaid: number }, (string | number)[]>(
          `SELECT count(*) AS n, coalesce(sum(CASE WHEN p.status = 'PAID' THEN p.amount END), 0) AS paid,
                coalesce(sum(CASE WHEN p.status = 'UNPAID' THEN p.amount END), 0) AS unpaid ${from_}`,
        )
        .get(...args)!
      const rows = sqlite
        .prepare<Record<string, unknown>, (string | number)[]>(`SELECT p.*, a.account AS agent_account, pa.account AS payer_account ${from_} ORDER BY p.period_start DESC, p.id DESC LIMIT ? OFFSET ?`)
        .all(...args, query.pageSize, (query.pageNo - 1) * query.pageSize)
      return {
        list: rows.map((r) => ({
          id: r.id as number,
          contractId: r.contract_id as number,
          contractType: r.contract_type as ContractType,
          agentId: r.agent_id as number,
          agentAccount: r.agent_account as string,
          payerId: r.payer_id as number,
          payerAccount: (r.payer_account as string | null) ?? null,
          periodKey: r.period_key as string,
          periodStart: r.period_start as number,
          periodEnd: r.period_end as number,
          figures: JSON.parse(r.figures as string) as ContractFigures,
          rate: r.rate as number,
          amount: r.amount as number,
          status: r.status as ContractPaymentStatus,
          movementId: (r.movement_id as number | null) ?? null,
          createdAt: r.created_at as number,
          paidAt: (r.paid_at as number | null) ?? null,
        })),
        pageNum: query.pageNo,
        totalPages: Math.max(1, Math.ceil(agg.n / query.pageSize)),
        totalCount: agg.n,
        totals: { paid: agg.paid, unpaid: agg.unpaid },
      }
    },
  }
}
