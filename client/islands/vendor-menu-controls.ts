/**
 * What the header's vendor menus do beyond CSS (spec §2 "vendor menu on hover", §9 "vendor menu 7
 * slides per view, spacing 2 px, arrows above 7 vendors"; decision 0060), installed on the document
 * by client/islands/vendor-menu.tsx the first time a menu opens:
 * - a menu with arrows (more than 7 vendors) starts Swiper (vendor-menu-swiper.ts, loaded then) the
 *   first time it opens — the pointer over its nav entry or the focus in it; its arrows move it;
 * - ←/→ move between a menu's vendors (mirrored right to left) and the carousel follows the focus;
 * - Escape closes the menu and puts the focus back on its nav entry; it opens again once the focus or
 *   the pointer has left the entry and come back.
 */
import type { VendorSwiper } from './vendor-menu-swiper'

/** The carousels started so far, by their menu element (a navigation that replaces the nav drops them). */
const started = new WeakMap<HTMLElement, Promise<VendorSwiper>>()

/** Starts Swiper on a menu with arrows, once; resolves to its controls. */
function start(menu: HTMLElement): Promise<VendorSwiper> {
  let s = started.get(menu)
  if (!s) {
    s = import('./vendor-menu-swiper').then((m) => m.startVendorSwiper(menu))
    started.set(menu, s)
  }
  return s
}

const itemOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>('.topnav__item.has-menu') : null)
const carouselOf = (target: EventTarget | null) => itemOf(target)?.querySelector<HTMLElement>('.vendor-menu--carousel') ?? null

/** Opening (pointer over or focus in a nav entry): starts its carousel; a focused vendor is brought into view. */
function opened(target: EventTarget | null): void {
  const menu = carouselOf(target)
  if (!menu) return
  const slides = start(menu)
  const slide = target instanceof Element ? target.closest<HTMLElement>('.vendor-menu__item') : null
  if (slide) void slides.then((c) => c.reveal(slide))
}

/** A menu closed with Escape opens again once the pointer or the focus has left its nav entry. */
function left(e: PointerEvent | FocusEvent): void {
  const item = itemOf(e.target)
  if (item?.hasAttribute('data-menu-closed') && !(e.relatedTarget instanceof Node && item.contains(e.relatedTarget))) item.removeAttribute('data-menu-closed')
}

function clicked(e: MouseEvent): void {
  const arrow = e.target instanceof Element ? e.target.closest('.vendor-menu__arrow') : null
  const menu = carouselOf(arrow)
  if (arrow && menu) void start(menu).then((c) => (arrow.classList.contains('vendor-menu__arrow--prev') ? c.slidePrev() : c.slideNext()))
}

function pressed(e: KeyboardEvent): void {
  const item = itemOf(e.target)
  if (!item) return
  if (e.key === 'Escape') {
    item.setAttribute('data-menu-closed', '')
    item.querySelector<HTMLElement>('.topnav__link')?.focus()
    return
  }
  if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return
  const slide = (e.target as Element).closest<HTMLElement>('.vendor-menu__item')
  if (!slide) return
  const slides = [...item.querySelectorAll<HTMLElement>('.vendor-menu .vendor-menu__item')]
  const forward = (e.key === 'ArrowRight') !== (getComputedStyle(item).direction === 'rtl')
  const next = slides[slides.indexOf(slide) + (forward ? 1 : -1)]
  if (next) {
    e.preventDefault()
    next.focus()
  }
}

let installed = false

/**
 * Installs the menus' listeners on the document, once, and handles the event that opened the first menu.
 * @param target the target of that event (pointer over or focus in a nav entry)
 */
export function install(target: EventTarget | null): void {
  if (!installed) {
    installed = true
    document.addEventListener('pointerover', (e) => opened(e.target))
    document.addEventListener('focusin', (e) => opened(e.target))
    document.addEventListener('pointerout', left)
    document.addEventListener('focusout', left)
    document.addEventListener('click', clicked)
    document.addEventListener('keydown', pressed)
  }
  opened(target)
}
