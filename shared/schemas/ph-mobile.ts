/**
 * The Philippine entry of libphonenumber-js's "mobile" metadata (metadata.mobile.json, the PH country
 * and its calling code 63 only), for `libphonenumber-js/core`: the e-wallet number check of the
 * withdrawal accounts runs in the browser too, and the full metadata would add ~100 KB to the island.
 * Copied from the installed libphonenumber-js; `ph-mobile.test.ts` fails when the library's entry
 * changes, so an upgrade brings its new number ranges here (decision 0043).
 */
import type { MetadataJson } from 'libphonenumber-js/core'

/** libphonenumber-js metadata holding only PH (mobile number types). */
export const PH_MOBILE_METADATA: MetadataJson = {
  version: 4,
  country_calling_codes: { '63': ['PH'] },
  countries: {
    PH: [
      '63',
      '00',
      '(?:[2-7]|9\\d)\\d{8}|2\\d{5}|(?:1800|8)\\d{7,9}',
      [6, 8, 9, 10, 11, 12, 13],
      [
        ['(\\d)(\\d{5})', '$1 $2', ['2'], '(0$1)'],
        [
          '(\\d{4})(\\d{4,6})',
          '$1 $2',
          ['3(?:23|39|46)|4(?:2[3-6]|[35]9|4[26]|76)|544|88[245]|(?:52|64|86)2', '3(?:230|397|461)|4(?:2(?:35|[46]4|51)|396|4(?:22|63)|59[347]|76[15])|5(?:221|446)|642[23]|8(?:622|8(?:[24]2|5[13]))'],
          '(0$1)',
        ],
        ['(\\d{5})(\\d{4})', '$1 $2', ['346|4(?:27|9[35])|883', '3469|4(?:279|9(?:30|56))|8834'], '(0$1)'],
        ['(\\d)(\\d{4})(\\d{4})', '$1 $2 $3', ['2'], '(0$1)'],
        ['(\\d{2})(\\d{3})(\\d{4})', '$1 $2 $3', ['[3-7]|8[2-8]'], '(0$1)'],
        ['(\\d{3})(\\d{3})(\\d{4})', '$1 $2 $3', ['[89]'], '0$1'],
        ['(\\d{4})(\\d{3})(\\d{4})', '$1 $2 $3', ['1']],
        ['(\\d{4})(\\d{1,2})(\\d{3})(\\d{4})', '$1 $2 $3 $4', ['1']],
      ],
      '0',
      0,
      0,
      0,
      0,
      0,
      [0, ['(?:8(?:1[37]|9[5-8])|9(?:0[5-9]|1[0-24-9]|[235-7]\\d|4[2-9]|8[135-9]|9[1-9]))\\d{7}', [10]]],
    ],
  },
  nonGeographic: {},
}
