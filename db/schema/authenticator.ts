/**
 * Authenticator apps (TOTP, RFC 6238) of members (issue 18; decision 0053): one row per member with
 * the secret sealed under SECRETS_KEY (AES-256-GCM, the row's identity as additional data), the last
 * 30-second time step accepted (a code is accepted once), whether withdrawals need a code, and the
 * ten single-use recovery codes, stored as SHA-256 hashes. Times UTC ms. Re-exported by `platform.ts`.
 */
import { sqliteTable, integer, text, uniqueIndex } from 'drizzle-orm/sqlite-core'

export const memberAuthenticators = sqliteTable('member_authenticators', {
  memberId: integer('member_id').primaryKey(),
  brandCode: text('brand_code').notNull(),
  /** The base32 TOTP secret, sealed (`v1:<kekId>:<nonce>:<ciphertext+tag>`, aad `member_authenticators:<brand>:<member>`). */
  secret: text('secret').notNull(),
  /** When the member confirmed the app with a code; null while the setup waits for that code. */
  enabledAt: integer('enabled_at'),
  /** The time step (UTC s / 30) of the last code accepted; a code of this step or an earlier one is refused. */
  lastStep: integer('last_step'),
  /** Withdrawals need a code from the app (the member's setting). */
  guardWithdrawals: integer('guard_withdrawals', { mode: 'boolean' }).notNull().default(false),
  createdAt: integer('created_at').notNull(),
})

export const memberRecoveryCodes = sqliteTable(
  'member_recovery_codes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    memberId: integer('member_id').notNull(),
    /** SHA-256 (hex) of the code as shown, upper-case without the dash. */
    codeHash: text('code_hash').notNull(),
    /** When it was used (each code works once); null while unused. */
    usedAt: integer('used_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('member_recovery_codes_uq').on(t.memberId, t.codeHash)],
)
