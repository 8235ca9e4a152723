/**
 * Bodies of the calls that finish a first sign-in through a social account (decision 0054): the
 * registration (the brand's register fields other than the password, captcha and SMS code, plus the
 * terms and 18+ consent) and the link to an existing account (its username and password, sent
 * encrypted like a login). The brand's field rules are checked on top by the server.
 * @see product-spec §3 registration user, §5 Register
 */
import { z } from 'zod'
import { RegisterBodySchema } from './member'

export const SocialRegisterBodySchema = RegisterBodySchema.pick({
  payeeName: true,
  email: true,
  qqNum: true,
  mobileNum: true,
  recommenderId: true,
  affiliateCode: true,
  line: true,
  whatsapp: true,
  facebook: true,
  wechat: true,
  idNumber: true,
  referralCode: true,
  countryDialingCode: true,
  registerUrl: true,
})
  .extend({
    username: z.string().trim().min(1, 'auth.required').max(64),
    /** Spec §4 Register: the terms and 18+ box must be ticked. */
    terms: z.literal(true, 'auth.register.termsRequired'),
  })
  .strict()
export type SocialRegisterBody = z.infer<typeof SocialRegisterBodySchema>

export const SocialLinkBodySchema = z
  .object({
    username: z.string().trim().min(1).max(64),
    password: z.string().min(1).max(128),
  })
  .strict()
export type SocialLinkBody = z.infer<typeof SocialLinkBodySchema>
