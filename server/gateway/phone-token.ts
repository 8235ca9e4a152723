/**
 * Phone-provider verification at the edge (spec §3, §5 `firebaseChannel` + `firebaseIdToken`;
 * decision 0054): the mobile registration and the SMS login take the number a Firebase ID token
 * proves, checked by the platform's phone-token verifier (server/providers/identity/firebase.ts).
 */
import type { Context } from 'hono'
import { parsePhoneNumberFromString } from 'libphonenumber-js/max'
import type { AppEnv } from './env'
import { fail } from './envelope'

/** A mobile number a Firebase ID token proves: E.164 and its parts as the register form sends them. */
export interface FirebasePhone {
  e164: string
  countryDialingCode: string
  mobileNum: string
}

/**
 * Verifies `firebaseIdToken` (spec §5 `firebaseChannel` + `firebaseIdToken`) with the configured
 * Firebase verifier: the number is the token's `phone_number` claim, never the client's field.
 * Answers the number, or the refusal to send: 403 OPERATION_NOT_ALLOWED (§8 "operation not allowed,
 * contact customer service") when the brand has no Firebase project, 400 PHONE_INVALID for a number
 * libphonenumber cannot read.
 * @throws SocialLoginError CODE_EXPIRED | TOKEN_INVALID | PHONE_MISSING | PROVIDER_FAILED (their §8 texts)
 */
export async function firebasePhone(c: Context<AppEnv>, firebaseIdToken: string): Promise<FirebasePhone | Response> {
  const verifier = c.var.platform.identities.phone
  if (!verifier) return fail(c, 403, 'OPERATION_NOT_ALLOWED', 'social.errors.operationNotAllowed')
  const { phoneNumber } = await verifier.verify(firebaseIdToken)
  const parsed = parsePhoneNumberFromString(phoneNumber)
  if (!parsed?.isValid()) return fail(c, 400, 'PHONE_INVALID', 'social.errors.phoneInvalid')
  return { e164: parsed.number, countryDialingCode: `+${parsed.countryCallingCode}`, mobileNum: parsed.nationalNumber }
}
