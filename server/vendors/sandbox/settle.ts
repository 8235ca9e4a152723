/**
 * How the sandbox vendor moves money for one round, through the signed wallet contract only
 * (DESIGN §5), durably as a real vendor does: the round is recorded (sandbox_rounds, PENDING)
 * before its bet (txId `<roundId>:bet`) goes out; once the bet is taken the outcome is drawn and
 * the payout recorded (SETTLING) before the win (`<roundId>:win`, amount 0 on a loss) goes out. A
 * call that fails on the network is repeated with the same transaction id by the one vendor wallet
 * client (callWithRetry, server/vendors/wallet-client.ts; the wallet answers a repeat with its first answer). A bet whose fate stays unknown is rolled back (`<roundId>:rollback`).
 * Whatever stays unacknowledged — also after a crash — is re-sent by the redelivery job
 * ({@link redeliverRound}, server/vendors/redelivery.ts), so every round is settled exactly once.
 * Minor units.
 */
import type { VendorAnswer } from '../../../shared/schemas/vendor-wallet'
import { callWithRetry, type WalletClient } from '../wallet-client'
import type { SandboxRoundRecord, SandboxRounds } from '../../platform/vendor-rounds/sandbox'

/** Answers that say nothing about the transaction (configuration trouble): keep re-sending. */
const NOT_FINAL = new Set(['RS_ERROR_INVALID_SIGNATURE', 'RS_ERROR_UNKNOWN_VENDOR'])

export interface RoundParty {
  wallet: WalletClient
  store: SandboxRounds
  vendor: string
  user: string
  token: string
  gameCode: string
  currency: string
}

export type RoundResult<T> = { ok: true; outcome: T; payout: number; balance: number; settling: boolean } | { ok: false; code: string; balance?: number }

const winBody = (r: Pick<SandboxRoundRecord, 'user' | 'roundId' | 'payout' | 'currency'>) => ({
  user: r.user,
  txId: `${r.roundId}:win`,
  betTxId: `${r.roundId}:bet`,
  roundId: r.roundId,
  amount: r.payout,
  currency: r.currency,
})
const rollbackBody = (r: Pick<SandboxRoundRecord, 'user' | 'roundId'>) => ({ user: r.user, txId: `${r.roundId}:rollback`, betTxId: `${r.roundId}:bet`, roundId: r.roundId })

/**
 * Sends a recorded round's win (SETTLING) or rollback (PENDING or VOIDING) once (with the short
 * network retries) and records the answer. Returns the wallet's answer when final, null when the
 * round stays unfinished (to be re-sent later with the same transaction id).
 */
export async function redeliverRound(wallet: WalletClient, store: SandboxRounds, r: SandboxRoundRecord): Promise<VendorAnswer | null> {
  const winning = r.status === 'SETTLING'
  if (r.status === 'PENDING') store.voiding(r.vendorCode, r.roundId)
  else if (r.status !== 'VOIDING' && !winning) return null
  const answer = await callWithRetry(wallet, r.vendorCode, winning ? 'win' : 'rollback', winning ? winBody(r) : rollbackBody(r))
  if (!answer || NOT_FINAL.has(answer.status)) {
    store.attempted(r.vendorCode, r.roundId)
    return null
  }
  if (answer.status === 'RS_OK') {
    if (winning) store.settled(r.vendorCode, r.roundId)
    else store.voided(r.vendorCode, r.roundId)
  } else {
    console.error(`[sandbox] ${winning ? 'win' : 'rollback'} of ${r.roundId} refused: ${answer.status}`)
    store.refused(r.vendorCode, r.roundId, answer.status)
  }
  return answer
}

/**
 * Runs a round: records it, debits `amount`, draws the outcome with `play` only once the bet is
 * taken, records the payout and credits it. A refused bet moves nothing, draws nothing and leaves no
 * record. `settling: true` when the win is not acknowledged yet (the redelivery job finishes it).
 */
export async function settleRound<T>(p: RoundParty, roundId: string, amount: number, play: () => { outcome: T; payout: number }): Promise<RoundResult<T>> {
  const record = { vendorCode: p.vendor, roundId, user: p.user, gameCode: p.gameCode, currency: p.currency, bet: amount }
  p.store.begin(record)
  const bet = await callWithRetry(p.wallet, p.vendor, 'bet', { user: p.user, token: p.token, txId: `${roundId}:bet`, roundId, gameCode: p.gameCode, amount, currency: p.currency })
  if (!bet) {
    // The bet may or may not have landed: cancel it so the member is never charged for a round not played.
    await redeliverRound(p.wallet, p.store, { ...record, payout: 0, outcome: null, status: 'PENDING', attempts: 0, createdAt: 0, updatedAt: 0 })
    return { ok: false, code: 'NETWORK' }
  }
  if (bet.status !== 'RS_OK') {
    p.store.betRefused(p.vendor, roundId)
    return { ok: false, code: bet.status, balance: bet.balance }
  }
  const { outcome, payout } = play()
  p.store.decide(p.vendor, roundId, payout, outcome as object)
  const win = await redeliverRound(p.wallet, p.store, { ...record, payout, outcome: null, status: 'SETTLING', attempts: 0, createdAt: 0, updatedAt: 0 })
  return { ok: true, outcome, payout, balance: win?.balance ?? bet.balance ?? 0, settling: !win }
}
