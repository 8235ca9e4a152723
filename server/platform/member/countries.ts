/**
 * Countries and their dialing codes for the registration and SMS forms, and mobile-number
 * normalisation, both from libphonenumber-js metadata (the project's phone-number library).
 * @see product-spec §3 "Country" (countryCode, countryDialingCode), "SMS code request";
 *      §8 'Please enter a valid mobile number' / 'Phone number format is incorrect'
 */
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/max'

/** One entry of the country select (spec §3 Country), with an English display name. */
export interface CountryDialingCode {
  /** ISO 3166-1 alpha-2 region, e.g. 'PH' (libphonenumber also has 'AC' Ascension, 'XK' Kosovo …). */
  countryCode: string
  /** '+' and the calling code, e.g. '+63'. Several countries share one (+1, +7, +44 …). */
  countryDialingCode: string
  /** English name from `Intl.DisplayNames`, e.g. 'Philippines'. */
  name: string
}

/** The brand's home market, listed first. */
const FIRST_COUNTRY = 'PH'

let cached: readonly CountryDialingCode[] | null = null

function buildList(): readonly CountryDialingCode[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' })
  const list = getCountries().map((countryCode) => ({
    countryCode,
    countryDialingCode: `+${getCountryCallingCode(countryCode)}`,
    name: names.of(countryCode) ?? countryCode,
  }))
  const collator = new Intl.Collator('en', { sensitivity: 'base' })
  list.sort((a, b) => (a.countryCode === FIRST_COUNTRY ? -1 : b.countryCode === FIRST_COUNTRY ? 1 : collator.compare(a.name, b.name) || a.countryCode.localeCompare(b.countryCode)))
  return Object.freeze(list.map((entry) => Object.freeze(entry)))
}

/**
 * Every country libphonenumber-js knows (about 245), as `{ countryCode, countryDialingCode, name }`
 * with `countryDialingCode` like '+63' and `name` in English; sorted by name (English collation) with
 * the Philippines first. Built once; each call returns a fresh array of the same frozen entries.
 */
export function countryDialingCodes(): CountryDialingCode[] {
  cached ??= buildList()
  return [...cached]
}

/** The result of `normalizeMobile`: the number in E.164 ('+639171234567') or a refusal. */
export type NormalizedMobile = { ok: true; e164: string } | { ok: false }

const ACCEPTED_TYPES = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE'])

/**
 * Validates a mobile number entered with a dialing code and returns it in E.164 (spec §3 SMS code
 * request and registration: mobileNum + countryDialingCode).
 * - `countryDialingCode`: '+63' or '63' (a calling code, not a region).
 * - `mobileNum`: the national number, with or without the trunk prefix ('9171234567' or
 *   '09171234567'), or the full international form '+639171234567' if its calling code matches.
 *   Spaces, dots, dashes and parentheses are ignored; any other character refuses the number.
 * The number must be valid for a country of that calling code (libphonenumber-js "max" metadata) and
 * of type MOBILE or FIXED_LINE_OR_MOBILE (as in the US and Canada); fixed lines, VoIP, toll-free and
 * the like are refused.
 * @example normalizeMobile('+63', '917 123 4567') // { ok: true, e164: '+639171234567' }
 */
export function normalizeMobile(countryDialingCode: string, mobileNum: string): NormalizedMobile {
  const callingCode = countryDialingCode.trim().replace(/^\+/, '')
  if (!/^[1-9][0-9]{0,2}$/.test(callingCode)) return { ok: false }
  const compact = mobileNum.trim().replace(/[\s.\-()]/g, '')
  if (!/^\+?[0-9]{1,20}$/.test(compact)) return { ok: false }
  let phone: PhoneNumber | undefined
  try {
    phone = compact.startsWith('+') ? parsePhoneNumberFromString(compact) : parsePhoneNumberFromString(compact, { defaultCallingCode: callingCode })
  } catch {
    return { ok: false } // a calling code the metadata does not know ('Unknown calling code')
  }
  if (!phone || phone.countryCallingCode !== callingCode || !phone.isValid()) return { ok: false }
  const type = phone.getType()
  if (!type || !ACCEPTED_TYPES.has(type)) return { ok: false }
  return { ok: true, e164: phone.number }
}
