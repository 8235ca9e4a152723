/**
 * Defaults of a brand's account settings (spec §9: password expiry, session limits, SMS code
 * lifetime, registration field rules). There is no brand-wide default password: an account opened
 * for someone else gets a one-time password of its own (docs/decisions/0030).
 */
import type { accountSettings } from '../../../db/schema/platform'
import { DEFAULT_REGISTER_FIELDS } from './register-settings'

export function DEFAULT_ACCOUNT_SETTINGS(brandCode: string): typeof accountSettings.$inferInsert {
  return {
    brandCode,
    passwordExpiryDays: 90,
    sessionIdleMinutes: 120,
    sessionMaxHours: 24,
    smsCodeMinutes: 5,
    registerFields: DEFAULT_REGISTER_FIELDS,
  }
}
