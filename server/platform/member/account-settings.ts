/**
 * Defaults of a brand's account settings (spec §9: default forced-change password {secret},
 * password expiry, session limits, SMS code lifetime, registration field rules).
 */
import type { accountSettings } from '../../../db/schema/platform'
import { DEFAULT_REGISTER_FIELDS } from './register-settings'

export function DEFAULT_ACCOUNT_SETTINGS(brandCode: string): typeof accountSettings.$inferInsert {
  return {
    brandCode,
    defaultPassword: 'Secret123!',
    passwordExpiryDays: 90,
    sessionIdleMinutes: 120,
    sessionMaxHours: 24,
    smsCodeMinutes: 5,
    registerFields: DEFAULT_REGISTER_FIELDS,
  }
}
