/**
 * Payment marks (issue 16): small generated SVG art a GCash player recognises at a glance — GCash
 * blue with a "G", Maya green with its lowercase name, a bank's columns, the QR Ph squares — drawn
 * here, not copied from the brands' artwork. Used by the deposit methods, the withdrawal accounts
 * and their lists (server pages and islands alike: no state, no browser API).
 */

/** The kinds of mark: e-wallets, bank, QR Ph, and a generic card for any other method. */
export type PayMark = 'GCASH' | 'MAYA' | 'BANK' | 'QRPH' | 'OTHER'

/**
 * The mark of a deposit method code or withdrawal account kind: GCASH…, MAYA/PAYMAYA…, …QR…, BANK…,
 * else OTHER (codes are the brand's, e.g. "GCASH", "MAYA", "BANK", "QRPH").
 */
export function payMarkOf(code: string): PayMark {
  const c = code.toUpperCase()
  if (c.startsWith('GCASH')) return 'GCASH'
  if (c.startsWith('MAYA') || c.startsWith('PAYMAYA')) return 'MAYA'
  if (c.includes('QR')) return 'QRPH'
  if (c.startsWith('BANK')) return 'BANK'
  return 'OTHER'
}

/** One mark, `size` px square; decorative (hidden from assistive technology): the name is always written beside it. */
export function PayLogo({ mark, size = 40 }: { mark: PayMark; size?: number }) {
  return (
    <svg className={`paylogo paylogo--${mark.toLowerCase()}`} width={size} height={size} viewBox="0 0 40 40" focusable="false" aria-hidden="true">
      {mark === 'GCASH' ? (
        <>
          <rect width="40" height="40" rx="10" fill="#0A6CFF" />
          <path d="M27.5 14.2A10 10 0 1 0 29.8 22H20.5" fill="none" stroke="#fff" strokeWidth="4.2" strokeLinecap="round" />
          <circle cx="29.5" cy="11" r="2.2" fill="#9CC7FF" />
        </>
      ) : mark === 'MAYA' ? (
        <>
          <rect width="40" height="40" rx="10" fill="#0B1F17" />
          <path d="M7 27V17.5c0-2.2 3.6-2.2 3.6 0V27M10.6 17.5c0-2.2 3.6-2.2 3.6 0V27" fill="none" stroke="#27D97F" strokeWidth="2.6" strokeLinecap="round" />
          <text x="17" y="26.5" fill="#27D97F" fontFamily="system-ui, sans-serif" fontSize="11" fontWeight="800" letterSpacing="-0.4">
            aya
          </text>
        </>
      ) : mark === 'BANK' ? (
        <>
          <rect width="40" height="40" rx="10" fill="#1F3A68" />
          <path d="M20 8.5 31 14v2H9v-2z" fill="#fff" />
          <path d="M12 18h3v9h-3zM18.5 18h3v9h-3zM25 18h3v9h-3z" fill="#DCE6F5" />
          <rect x="9" y="28" width="22" height="3" rx="1" fill="#fff" />
        </>
      ) : mark === 'QRPH' ? (
        <>
          <rect x="0.75" y="0.75" width="38.5" height="38.5" rx="9.25" fill="#fff" stroke="#D5DBE5" strokeWidth="1.5" />
          <path d="M7 7h9v9H7zM9.5 9.5v4h4v-4zM7 24h9v9H7zM9.5 26.5v4h4v-4zM19 7h3v3h-3zM19 12h3v4h-3zM7 19h3v3H7zM12 19h4v3h-4z" fill="#0B2A6B" fillRule="evenodd" />
          <text x="19" y="25" fill="#0B2A6B" fontFamily="system-ui, sans-serif" fontSize="8.5" fontWeight="800">
            QR
          </text>
          <text x="19" y="33.5" fill="#D7263D" fontFamily="system-ui, sans-serif" fontSize="8.5" fontWeight="800">
            Ph
          </text>
        </>
      ) : (
        <>
          <rect width="40" height="40" rx="10" fill="#5B6478" />
          <rect x="8" y="12" width="24" height="16" rx="3" fill="none" stroke="#fff" strokeWidth="2.2" />
          <path d="M8 17h24" stroke="#fff" strokeWidth="2.6" />
        </>
      )}
    </svg>
  )
}
