/**
 * Receiving institutions for PayMongo transfers (decision 0052): the BIC (SWIFT code, 11 characters
 * as PayMongo's transfer and wallet-transaction resources show them, e.g. `UBPHPHMMXXX`) of each
 * account kind and bank the withdrawal form offers (`PH_BANKS`, shared/schemas/wallet.ts), and of the
 * e-wallets GCash (G-Xchange, Inc.) and Maya (Maya Philippines, Inc.), which receive InstaPay
 * transfers to the member's mobile number. PayMongo lists the institutions it can send to at
 * `GET /v2/transfers/receiving_institutions?provider=instapay|pesonet`; check new entries there.
 * A bank outside this table cannot be paid through the API: the operator pays it by hand.
 */
import { phBank, type PayoutAccountType } from '../../../shared/schemas/wallet'

/** BIC of each e-wallet. */
const E_WALLET_BIC: Readonly<Record<Exclude<PayoutAccountType, 'BANK'>, string>> = { GCASH: 'GXCHPHM2XXX', MAYA: 'PAPHPHM1XXX' }

/** BIC of each bank of the form, by its `PH_BANKS` code. */
const BANK_BIC: Readonly<Record<string, string>> = {
  BDO: 'BNORPHMMXXX',
  BPI: 'BOPIPHMMXXX',
  METROBANK: 'MBTCPHMMXXX',
  LANDBANK: 'TLBPPHMMXXX',
  PNB: 'PNBMPHMMXXX',
  UNIONBANK: 'UBPHPHMMXXX',
  SECURITYBANK: 'SETCPHMMXXX',
  RCBC: 'RCBCPHMMXXX',
  CHINABANK: 'CHBKPHMMXXX',
  EASTWEST: 'EWBCPHMMXXX',
}

/** PayMongo's own BIC (a PayMongo wallet: the payout's source account). */
export const PAYMONGO_BIC = 'PAEYPHM2XXX'

/**
 * The BIC of a withdrawal account: by its kind for an e-wallet, by the bank's name (a `PH_BANKS`
 * code or name, as the form stores it) for a bank; undefined for a bank not in the table.
 * @example receivingBic('BANK', 'BDO Unibank') // 'BNORPHMMXXX'
 */
export function receivingBic(accountType: PayoutAccountType, bankName: string): string | undefined {
  if (accountType !== 'BANK') return E_WALLET_BIC[accountType]
  const bank = phBank(bankName)
  return bank ? BANK_BIC[bank.code] : undefined
}
