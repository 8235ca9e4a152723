/**
 * Wallet screen labels (namespace `walletUi`): member centre wallet, deposit, withdraw, transfer to
 * upline, account record, header balance. English and Filipino.
 */
import type { MessagesShape } from './en'

export const walletUiEn = {
  balance: 'Balance',
} as const

export const walletUiTy: MessagesShape<typeof walletUiEn> = {
  balance: 'Balanse',
}
