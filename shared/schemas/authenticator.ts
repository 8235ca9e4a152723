/**
 * Bodies of the authenticator calls (issue 18, decision 0053): a code from the app (6 digits) or a
 * recovery code (`XXXXX-XXXXX`), the login password to turn it off, the withdrawal guard switch.
 * Used by the server and by the security center's forms.
 */
import { z } from 'zod'

/** A code from the authenticator app: exactly 6 digits. */
export const AuthenticatorCodeSchema = z
  .string({ error: 'security.authenticator.errors.codeRequired' })
  .trim()
  .regex(/^\d{6}$/, 'security.authenticator.errors.codeRequired')

/** A code from the app or a recovery code (letters, digits, one dash). */
export const AuthenticatorOrRecoveryCodeSchema = z
  .string({ error: 'security.authenticator.errors.codeRequired' })
  .trim()
  .min(6, 'security.authenticator.errors.codeRequired')
  .max(16, 'security.authenticator.errors.codeWrong')
  .regex(/^[0-9A-Za-z -]+$/, 'security.authenticator.errors.codeWrong')

/** POST /wps/member/authenticator/enable: the first code, which confirms the setup. */
export const AuthenticatorEnableBodySchema = z.object({ code: AuthenticatorCodeSchema }).strict()

/** POST /wps/member/authenticator/disable (E): a code or a recovery code, and the login password. */
export const AuthenticatorDisableBodySchema = z
  .object({
    code: AuthenticatorOrRecoveryCodeSchema,
    password: z.string({ error: 'security.errors.passwordRequired' }).min(1, 'security.errors.passwordRequired').max(128),
  })
  .strict()

/** POST /wps/member/authenticator/recovery-codes: a current code for a new set of recovery codes. */
export const RecoveryCodesBodySchema = z.object({ code: AuthenticatorOrRecoveryCodeSchema }).strict()

/** PUT /wps/member/authenticator/withdrawal-guard: switch "withdrawals need a code", with a current code. */
export const WithdrawalGuardBodySchema = z.object({ on: z.boolean(), code: AuthenticatorOrRecoveryCodeSchema }).strict()
