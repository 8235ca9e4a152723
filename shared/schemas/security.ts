/**
 * Bodies of the security center calls (issue 8): verification codes for binding a mobile or e-mail
 * and for a password change (CHNGPASSVERIF3), binding, the avatar choice. The profile body is
 * `ProfileUpdateBodySchema` (shared/profile.ts).
 */
import { z } from 'zod'
import { AVATAR_IDS } from '../avatars'
import { VerificationCodeSchema as code6 } from './member'

const dialing = z
  .string()
  .regex(/^\+?\d{1,4}$/, 'validation.schema.dialingCode')
  .transform((v) => (v.startsWith('+') ? v : `+${v}`))
const email = z.string().trim().max(100).email()

/** POST /wps/member/security/code: a code to a new mobile or e-mail (BIND), or to the bound one (PASSWORD). */
export const SecurityCodeBodySchema = z.union([
  z.object({ purpose: z.literal('BIND'), channel: z.literal('sms'), mobileNum: z.string().trim().min(4).max(20), countryDialingCode: dialing.default('+63') }).strict(),
  z.object({ purpose: z.literal('BIND'), channel: z.literal('email'), email }).strict(),
  z.object({ purpose: z.literal('PASSWORD') }).strict(),
])

/** POST /wps/member/mobile (E): bind or change the mobile; `password` (login password) when one is bound. */
export const BindMobileBodySchema = z
  .object({
    mobileNum: z.string().trim().min(4).max(20),
    countryDialingCode: dialing.default('+63'),
    verificationCode: code6,
    password: z.string().min(1).max(128).optional(),
  })
  .strict()

/** POST /wps/member/email (E): bind or change the e-mail; `password` when one is bound. */
export const BindEmailBodySchema = z
  .object({
    email,
    verificationCode: code6,
    password: z.string().min(1).max(128).optional(),
  })
  .strict()

/** PUT /wps/member/info/icon: one of the brand's avatars, or null for the default. */
export const AvatarBodySchema = z.object({ icon: z.enum(AVATAR_IDS).nullable() }).strict()
