/**
 * Bodies of the account calls (product-spec §3 login form, registration user, change/forgot
 * password, SMS code request). Calls marked E arrive encrypted; these schemas check the decrypted
 * payload. Field rules configured per brand (spec §5) are checked on top by the registration rules.
 */
import { z } from 'zod'

const dialing = z
  .string()
  .regex(/^\+?\d{1,4}$/, 'validation.schema.dialingCode')
  .transform((v) => (v.startsWith('+') ? v : `+${v}`))
/** A one-time code sent by SMS or e-mail: 6 digits. The one rule for every code the member types. */
export const VerificationCodeSchema = z.string().regex(/^\d{6}$/, 'validation.schema.sixDigits')
const code6 = VerificationCodeSchema

export const LoginBodySchema = z
  .object({
    /** Username, or the mobile number for type sms (spec §3). */
    username: z.string().trim().min(1).max(64),
    /** Password, or the SMS code for type sms. */
    password: z.string().min(1).max(128),
    type: z.enum(['username', 'sms']).default('username'),
    countryDialingCode: dialing.optional(),
    captcha: z.string().trim().max(12).optional(),
    captchaId: z.string().max(64).optional(),
    /** The extra check of a login from an unfamiliar IP. */
    verificationCode: code6.optional(),
    /** The new-IP check by authenticator app: a code from the app or a recovery code (decision 0053). */
    authenticatorCode: z.string().trim().min(1).max(16).optional(),
    /** The new-IP check by bank account: the holder name of a bank account on file (decision 0053). */
    bankAccountName: z.string().trim().min(1).max(100).optional(),
    /** AGENT for the agent site's login (/agent). */
    site: z.enum(['MEMBER', 'AGENT']).default('MEMBER'),
    /** Phone-provider verification (spec §5, decision 0054): the provider's name and the Firebase ID token that proves the number (type sms). */
    firebaseChannel: z.string().trim().min(1).max(32).optional(),
    firebaseIdToken: z.string().min(20).max(4096).optional(),
  })
  .strict()
export type LoginBody = z.infer<typeof LoginBodySchema>

export const ChangePasswordBodySchema = z
  .object({
    oldPassword: z.string().min(1).max(128),
    newPassword: z.string().min(1).max(128),
    confirmNewPassword: z.string().min(1).max(128),
    /** The code sent to the bound mobile or e-mail, when CHNGPASSVERIF3 asks for one (security center). */
    verificationCode: code6.optional(),
  })
  .strict()

export const FreeplayBodySchema = z
  .object({
    os: z.string().max(32).optional(),
    platform: z.string().max(8).optional(),
  })
  .strict()

const field = z.string().max(200).optional()

/** Registration body (spec §3 "Registration user" plus the fields added on send). */
export const RegisterBodySchema = z
  .object({
    username: field,
    password: field,
    confirmPassword: field,
    payeeName: field,
    email: field,
    qqNum: field,
    mobileNum: field,
    recommenderId: field,
    captcha: field,
    captchaId: field,
    verificationCode: field,
    affiliateCode: field,
    paymentPassword: field,
    line: field,
    whatsapp: field,
    facebook: field,
    wechat: field,
    idNumber: field,
    referralCode: field,
    domain: field,
    countryDialingCode: dialing.optional(),
    registerUrl: z.string().max(500).optional(),
    registerMethod: z.literal('WEB').optional(),
    login: z.boolean().optional(),
    /** Phone-provider verification (spec §3, §5; decision 0054): with a Firebase ID token the number is the token's and no SMS code is asked. */
    firebaseChannel: z.string().trim().min(1).max(32).optional(),
    firebaseIdToken: z.string().min(20).max(4096).optional(),
  })
  .strict()
export type RegisterBody = z.infer<typeof RegisterBodySchema>

/** SMS code request (spec §3: registration uses mobileNo; others mobileNum). */
export const SmsRequestBodySchema = z
  .object({
    mobileNum: z.string().trim().min(4).max(20).optional(),
    mobileNo: z.string().trim().min(4).max(20).optional(),
    countryDialingCode: dialing.default('+63'),
    /** noLogin purposes: LOGIN (SMS login) or RESET (forgot password by phone). */
    purpose: z.enum(['LOGIN', 'RESET']).default('LOGIN'),
  })
  .strict()
  .refine((b) => b.mobileNum || b.mobileNo, { message: 'validation.schema.mobileRequired', path: ['mobileNum'] })

/** Forgot password by phone (spec §3): sets the password and logs the member in. */
export const ResetByPhoneBodySchema = z
  .object({
    mobileNum: z.string().trim().min(4).max(20),
    countryDialingCode: dialing.default('+63'),
    verificationCode: code6,
    newPassword: z.string().min(1).max(128),
    confirmNewPassword: z.string().min(1).max(128).optional(),
  })
  .strict()

/** Forgot password by email (spec §3): username and email. */
export const ResetByEmailBodySchema = z
  .object({
    username: z.string().trim().min(1).max(64),
    email: z.string().trim().email().max(200),
  })
  .strict()
