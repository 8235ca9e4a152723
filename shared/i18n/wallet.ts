/**
 * Wallet texts (namespace `wallet`): error messages of the wallet and payment calls, inbox message
 * templates (spec §4 messages), movement kinds and request statuses. English and Filipino.
 * Screens' labels live in `wallet-ui.ts` (namespace `walletUi`).
 */
import type { MessagesShape } from './en'

export const walletEn = {
  errors: {
    insufficientFunds: 'Insufficient balance',
  },
} as const

export const walletTy: MessagesShape<typeof walletEn> = {
  errors: {
    insufficientFunds: 'Kulang ang balanse',
  },
}
