/**
 * Line icons for the navigation, sections and buttons (no icon font). Each Icon is a small `<svg>`
 * that uses its symbol from one sprite (`ICON_SPRITE_PATH`, served by server/images, cached by
 * browsers), so a page carries a ~120 B reference per icon instead of its path (issue 16, decision 0040).
 * The sprite's URL carries a hash of the paths: a changed icon is a new URL. The paths themselves
 * are client/components/icon-sprite.ts; a build knows the version and the names from
 * `__ICON_SPRITE__` (vite.config.ts), so the browser does not load the paths (decision 0039).
 */
import { ICON_SPRITE_PATH, spriteInfo } from './icon-sprite'

export { ICON_SPRITE_PATH, iconSprite } from './icon-sprite'

/** The sprite's version and icon names, set by the build (vite.config.ts); absent in unit tests, which read the paths. */
declare const __ICON_SPRITE__: { version: string; names: string[] } | undefined

const sprite = typeof __ICON_SPRITE__ === 'object' ? __ICON_SPRITE__ : spriteInfo()
const names = new Set(sprite.names)

/** The sprite's URL as pages reference it (versioned by the icons it holds). */
export const iconSpriteUrl = `${ICON_SPRITE_PATH}?v=${sprite.version}`

/** Icons that point along the line: mirrored in a right-to-left page (app.css `.icon--dir`, decision 0055). */
const POINTING = new Set(['left', 'right'])

/** An icon by name (HOME when the name is unknown), `size` CSS px square, hidden from assistive technology. */
export function Icon({ name, size = 20, className }: { name: string; size?: number; className?: string }) {
  const cls = POINTING.has(name) ? (className ? `${className} icon--dir` : 'icon--dir') : className
  return (
    <svg className={cls} width={size} height={size} aria-hidden="true">
      <use href={`${iconSpriteUrl}#${names.has(name) ? name : 'HOME'}`} />
    </svg>
  )
}
