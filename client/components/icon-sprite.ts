/**
 * The icons' paths and the sprite made of them (issue 16, decisions 0040 and 0039): the server serves
 * the sprite (server/images) and renders icons; the browser only needs the sprite's version and the
 * icons' names, which the build gives it (`spriteInfo`, vite.config.ts `define`), so the paths stay
 * out of the first load.
 */
export const ICON_PATHS: Record<string, string> = {
  HOME: 'M3 11.5 12 4l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  INHOUSE: 'M12 2l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 16.8 6.1 20l1.3-6.5L2.5 8.9l6.6-.8z',
  RNG: 'M4 5h16v14H4zM8 5v14M16 5v14M5.5 12h1M11.5 12h1M17.5 12h1',
  LIVE: 'M3 6h18v11H3zM8 21h8M12 17v4M9 9.5l5 2.5-5 2.5z',
  FISH: 'M2 12c3-4 7-6 12-4l4-3v14l-4-3c-5 2-9 0-12-4zM15 11h.01',
  PVP: 'M7 3h9l4 4v14H7zM11 10l2 3-2 3-2-3zM16 3v4h4',
  SPORTS: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7l3.5 2.5-1.3 4h-4.4l-1.3-4zM3.5 10l5 .5M20.5 10l-5 .5M9 20l1.3-6M15 20l-1.3-6',
  ESPORTS: 'M6 8h12a4 4 0 0 1 4 4v2a3 3 0 0 1-5.4 1.8L15 14H9l-1.6 1.8A3 3 0 0 1 2 14v-2a4 4 0 0 1 4-4zM7 11v3M5.5 12.5h3M16 12h.01M18 13h.01',
  COCKFIGHT: 'M8 20l2-5M14 20l-1-5M6 9c0-3 2-5 5-5 2 0 3 1 3 3l3 1-3 1c0 4-2 6-6 6-2 0-3-2-2-6zM11 7h.01M14 4l2-2',
  LOTT: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9 9h6M12 9v7',
  ELOTT: 'M5 3h14v18H5zM8 7h8M8 11h8M8 15h4',
  PROMO: 'M4 10h16v11H4zM3 6h18v4H3zM12 6v15M12 6c-2-4-6-3-5 0M12 6c2-4 6-3 5 0',
  megaphone: 'M3 10v4h3l7 4V6L6 10zM16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11',
  gift: 'M4 10h16v11H4zM3 6h18v4H3zM12 6v15M12 6c-2-4-6-3-5 0M12 6c2-4 6-3 5 0',
  download: 'M12 3v12M7 10l5 5 5-5M4 19h16',
  chat: 'M4 4h16v12H8l-4 4z',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  telegram: 'M21 4 3 11l6 2 2 6 3-4 5 4z',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8z',
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  menu: 'M4 6h16M4 12h16M4 18h16',
  wallet: 'M3 7h15a2 2 0 0 1 2 2v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1zM3 7l12-3v3M16 13.5h.01',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM21 21l-5-5',
  up: 'M12 19V5M5 12l7-7 7 7',
  left: 'M15 5l-7 7 7 7',
  right: 'M9 5l7 7-7 7',
  close: 'M6 6l12 12M18 6 6 18',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M17 11a3 3 0 1 0 0-6M22 21a5 5 0 0 0-4-5',
  apple:
    'M16 3c0 2-1.5 3.5-3.5 3.5C12.5 4.5 14 3 16 3zM12.5 8c1 0 2-.8 3.5-.8s3 1 3.5 2.3c-3 1.5-2.5 5.5.5 6.5-.8 2.2-2.2 4-3.5 4s-1.8-.8-3.5-.8-2.2.8-3.5.8C7 20 4 15.5 4 12s2.5-4.8 4.5-4.8c1.5 0 2.8.8 4 .8z',
  android: 'M6 9h12v8a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1zM8 5l1.5 2M16 5l-1.5 2M6 8a6 5 0 0 1 12 0M9.5 6.5h.01M14.5 6.5h.01M3.5 10v5M20.5 10v5M9 18v3M15 18v3',
}

/** Where the sprite is served (server/images/index.ts). */
export const ICON_SPRITE_PATH = '/img/icons.svg'

/** The sprite's version (FNV-1a of the paths, base 36: a changed icon is a new URL) and the icons' names. */
export function spriteInfo(): { version: string; names: string[] } {
  let h = 0x811c9dc5
  for (const ch of JSON.stringify(ICON_PATHS)) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193)
  return { version: (h >>> 0).toString(36), names: Object.keys(ICON_PATHS) }
}

/** The sprite: one `<symbol>` per icon, id = its name, 24×24, stroked in the using element's colour. */
export function iconSprite(): string {
  const symbols = Object.entries(ICON_PATHS).map(
    ([name, d]) => `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"><path d="${d}"/></symbol>`,
  )
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`
}
