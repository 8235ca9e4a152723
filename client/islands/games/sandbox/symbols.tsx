/** The slot's symbols as small SVG pictures (no emoji fonts needed). */
import type { SlotSymbol } from '../../../../shared/sandbox/slot'

const PATHS: Record<SlotSymbol, React.ReactNode> = {
  WILD: (
    <>
      <rect x="6" y="14" width="52" height="36" rx="9" fill="url(#sbx-gold)" stroke="#fff3b0" strokeWidth="2" />
      <text x="32" y="38" textAnchor="middle" fontSize="15" fontWeight="900" fill="#3b1d00" fontFamily="Arial, sans-serif">
        WILD
      </text>
    </>
  ),
  CROWN: <path d="M10 46 6 18l14 12 12-18 12 18 14-12-4 28z M10 50h44v6H10z" fill="url(#sbx-gold)" stroke="#7a4a00" strokeWidth="1.5" strokeLinejoin="round" />,
  GEM: (
    <>
      <path d="M18 12h28l12 14-26 28L6 26z" fill="#37d2f5" stroke="#0b6c8a" strokeWidth="2" strokeLinejoin="round" />
      <path d="M6 26h52M18 12l6 14 8 28M46 12l-6 14-8 28M24 26l8-14 8 14" fill="none" stroke="#bff4ff" strokeWidth="1.5" />
    </>
  ),
  SEVEN: (
    <text x="32" y="52" textAnchor="middle" fontSize="52" fontWeight="900" fill="#ff3b5c" stroke="#6a0016" strokeWidth="2.5" fontFamily="Georgia, serif">
      7
    </text>
  ),
  BELL: (
    <>
      <path d="M32 8c-11 0-17 9-17 20v10l-6 8h46l-6-8V28c0-11-6-20-17-20z" fill="#ffd23f" stroke="#8a6200" strokeWidth="2" strokeLinejoin="round" />
      <circle cx="32" cy="52" r="5" fill="#c98a00" />
    </>
  ),
  CHERRY: (
    <>
      <path d="M22 40C26 26 32 16 44 10M44 40c0-12-2-22 0-30" fill="none" stroke="#2e9b3e" strokeWidth="3" strokeLinecap="round" />
      <circle cx="21" cy="44" r="11" fill="#e8183b" stroke="#6a0016" strokeWidth="2" />
      <circle cx="44" cy="44" r="11" fill="#ff2a4f" stroke="#6a0016" strokeWidth="2" />
      <circle cx="17" cy="40" r="3" fill="#ffb3c0" />
    </>
  ),
  LEMON: (
    <>
      <ellipse cx="32" cy="33" rx="24" ry="17" fill="#fff04d" stroke="#9a8a00" strokeWidth="2" />
      <ellipse cx="24" cy="27" rx="7" ry="3.5" fill="#fffbc2" />
    </>
  ),
  PLUM: (
    <>
      <path d="M32 14c4-8 12-8 14-6-4 4-8 6-14 6z" fill="#3aa84a" />
      <circle cx="32" cy="36" r="20" fill="#8a3ad6" stroke="#3b0d6e" strokeWidth="2" />
      <circle cx="24" cy="28" r="4.5" fill="#c9a3f2" />
    </>
  ),
}

/** The shared gradient the symbols paint with: render once per page, before the symbols. */
export function SlotDefs() {
  return (
    <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="sbx-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff1a8" />
          <stop offset="0.5" stopColor="#f7c948" />
          <stop offset="1" stopColor="#e08a00" />
        </linearGradient>
      </defs>
    </svg>
  )
}

export function SlotSymbolIcon({ symbol, label }: { symbol: SlotSymbol; label?: string }) {
  return (
    <svg className="sbx-sym" viewBox="0 0 64 64" role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true} focusable="false">
      {PATHS[symbol]}
    </svg>
  )
}
