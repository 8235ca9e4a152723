/**
 * The member profile of the security center (spec §3 "Other profile fields named in labels" and
 * the contact handles), shared by the server (rules, update) and the profile form.
 * Field names follow the spec: nickname, realName, birthday, nationality, occupation,
 * sourceOfIncome, address, and the contact handles qqNum, whatsapp, facebook, telegram, line, zalo,
 * wechat, skype (qqNum as the registration form names it).
 * @see product-spec §3 member info and profile fields, §5 server-driven field rules; docs/decisions/0018
 */
import { z } from 'zod'

/** Contact handles of spec §3, in the spec's order. */
export const CONTACT_FIELDS = ['qqNum', 'whatsapp', 'facebook', 'telegram', 'line', 'zalo', 'wechat', 'skype'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]

/** Personal fields, in form order. */
export const PERSONAL_FIELDS = ['nickname', 'realName', 'birthday', 'nationality', 'occupation', 'sourceOfIncome', 'address'] as const
export type PersonalField = (typeof PERSONAL_FIELDS)[number]

export const PROFILE_FIELDS = [...PERSONAL_FIELDS, ...CONTACT_FIELDS] as const
export type ProfileField = (typeof PROFILE_FIELDS)[number]

/** Fields identity checks rely on: set once by the member, then changed only by customer service. */
export const SET_ONCE_FIELDS: readonly ProfileField[] = ['realName', 'birthday']

/** Source of income choices (a closed list, as KYC forms use), translated under `security.income.*`. */
export const SOURCES_OF_INCOME = ['SALARY', 'BUSINESS', 'SELF_EMPLOYED', 'INVESTMENT', 'SAVINGS', 'PENSION', 'ALLOWANCE', 'OTHER'] as const
export type SourceOfIncome = (typeof SOURCES_OF_INCOME)[number]

/** Minimum age in whole years (spec §9). */
export const MINIMUM_AGE = 18

/** The profile as the API returns it: every field, null when not set. */
export type Profile = { account: string } & Record<ProfileField, string | null> & {
    /** Set-once fields that already hold a value (locked; customer service changes them). */
    locked: ProfileField[]
  }

/**
 * Body of `PUT /wps/member/info` (T): any subset of the profile fields. A string sets the field
 * (trimmed), '' or null clears an optional one; an absent key leaves it as it is. Each value is then
 * checked against the brand's rule of the field (server/platform/member/profile.ts).
 */
const profileValue = z.string().trim().max(300).nullable().optional()
export const ProfileUpdateBodySchema = z.object(Object.fromEntries(PROFILE_FIELDS.map((f) => [f, profileValue])) as Record<ProfileField, typeof profileValue>).strict()
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBodySchema>

/**
 * Whole years between a yyyy-MM-dd birthday and a UTC day (`today`, yyyy-MM-dd).
 * @example ageOn('2000-02-29', '2018-02-28') === 17
 */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number]
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number]
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0)
}
