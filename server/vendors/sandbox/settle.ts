/**
 * How the sandbox vendor moves money for one round, through the signed wallet contract only
 * (DESIGN §5): bet (txId `<roundId>:bet`), then the outcome, then win (`<roundId>:win`, amount 0 on
 * a loss). A call that fails on the network is repeated with the same transaction id (the wallet
 * answers a repeat with its first answer). A bet whose fate stays unknown is rolled back; a win
 * that cannot be delivered is retried in the background until the wallet takes it, so every round
 * is settled exactly once. Minor units.
 */
import type { VendorAnswer } from '../../../shared/schemas/vendor-wallet'
import type { WalletAction, WalletClient } from '../wallet-client'

const RETRY_DELAYS_MS = [0, 50, 250]
const BACKGROUND_DELAYS_MS = [1_000, 5_000, 30_000, 120_000, 600_000]

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** One wallet call, repeated on network failure; null when the wallet could not be reached. */
export async function callWithRetry(wallet: WalletClient, vendor: string, action: WalletAction, body: Record<string, unknown>): Promise<VendorAnswer | null> {
  for (const delay of RETRY_DELAYS_MS) {
    if (delay) await sleep(delay)
    try {
      return await wallet.call(vendor, action, body)
    } catch {
      // network or a non-JSON answer: the same transaction id again is safe
    }
  }
  return null
}

/** Keeps calling in the background (same transaction id) until the wallet answers. */
function deliverLater(wallet: WalletClient, vendor: string, action: WalletAction, body: Record<string, unknown>, attempt = 0) {
  const delay = BACKGROUND_DELAYS_MS[Math.min(attempt, BACKGROUND_DELAYS_MS.length - 1)]
  const timer = setTimeout(async () => {
    const answer = await callWithRetry(wallet, vendor, action, body)
    if (!answer) deliverLater(wallet, vendor, action, body, attempt + 1)
    else if (answer.status !== 'RS_OK') console.error(`[sandbox] ${action} ${String(body.txId)} refused late: ${answer.status}`)
  }, delay)
  timer.unref?.()
}

export interface RoundParty { wallet: WalletClient; vendor: string; user: string; token: string; gameCode: string; currency: string }

export type RoundResult<T> =
  | { ok: true; outcome: T; payout: number; balance: number; settling: boolean }
  | { ok: false; code: string; balance?: number }

/**
 * Runs a round: debits `amount`, draws the outcome with `play` only once the bet is taken, and
 * credits its payout. A refused bet moves nothing and draws nothing.
 */
export async function settleRound<T>(p: RoundParty, roundId: string, amount: number, play: () => { outcome: T; payout: number }): Promise<RoundResult<T>> {
  const betTxId = `${roundId}:bet`
  const bet = await callWithRetry(p.wallet, p.vendor, 'bet', { user: p.user, token: p.token, txId: betTxId, roundId, gameCode: p.gameCode, amount, currency: p.currency })
  if (!bet) {
    // The bet may or may not have landed: cancel it so the member is never charged for a round not played.
    const rollback = { user: p.user, txId: `${roundId}:rollback`, betTxId, roundId }
    if (!(await callWithRetry(p.wallet, p.vendor, 'rollback', rollback))) deliverLater(p.wallet, p.vendor, 'rollback', rollback)
    return { ok: false, code: 'NETWORK' }
  }
  if (bet.status !== 'RS_OK') return { ok: false, code: bet.status, balance: bet.balance }
  const { outcome, payout } = play()
  const winBody = { user: p.user, txId: `${roundId}:win`, betTxId, roundId, amount: payout, currency: p.currency }
  const win = await callWithRetry(p.wallet, p.vendor, 'win', winBody)
  if (!win) {
    deliverLater(p.wallet, p.vendor, 'win', winBody)
    return { ok: true, outcome, payout, balance: bet.balance ?? 0, settling: true }
  }
  if (win.status !== 'RS_OK') console.error(`[sandbox] win ${winBody.txId} refused: ${win.status}`)
  return { ok: true, outcome, payout, balance: win.balance ?? bet.balance ?? 0, settling: false }
}
