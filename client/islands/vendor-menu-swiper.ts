/**
 * Swiper on one header vendor menu (spec §9: `VENDOR_MENU.perView` slides per view, `spaceBetween`
 * px apart; decision 0060). Loaded by client/islands/vendor-menu-controls.ts as a chunk of its own the
 * first time a menu with arrows opens. The arrows are the menu's own buttons: they stay focusable at the
 * ends (`aria-disabled`, not `disabled`, so the focus never falls out of the open menu).
 */
import Swiper from 'swiper'
import { VENDOR_MENU } from '../../shared/constants'

/** The controls of a started menu. */
export interface VendorSwiper {
  slidePrev(): void
  slideNext(): void
  /** Moves the carousel so that `slide` (one of its slides) is in view. */
  reveal(slide: HTMLElement): void
}

/** Starts Swiper on `menu` (a `.vendor-menu--carousel` element rendered by the header). */
export function startVendorSwiper(menu: HTMLElement): VendorSwiper {
  const el = menu.querySelector<HTMLElement>('.vendor-menu__swiper')
  const prev = menu.querySelector<HTMLElement>('.vendor-menu__arrow--prev')
  const next = menu.querySelector<HTMLElement>('.vendor-menu__arrow--next')
  if (!el) throw new Error('vendor menu without its carousel')
  const sync = (s: Swiper) => {
    prev?.setAttribute('aria-disabled', String(s.isBeginning))
    next?.setAttribute('aria-disabled', String(s.isEnd))
  }
  const swiper = new Swiper(el, {
    slidesPerView: VENDOR_MENU.perView,
    spaceBetween: VENDOR_MENU.spaceBetween,
    // Swiper's default 300 ms slide, none for a visitor who asks for reduced motion.
    speed: matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : 300,
    watchSlidesProgress: true,
    on: { init: sync, slideChange: sync, reachBeginning: sync, reachEnd: sync, fromEdge: sync, resize: sync },
  })
  return {
    slidePrev: () => swiper.slidePrev(),
    slideNext: () => swiper.slideNext(),
    reveal(slide) {
      // Focusing a slide out of view scrolls the clipped container; Swiper moves by transform instead.
      el.scrollLeft = 0
      const index = swiper.slides.indexOf(slide)
      if (index < 0) return
      const first = swiper.activeIndex
      if (index < first) swiper.slideTo(index)
      else if (index > first + VENDOR_MENU.perView - 1) swiper.slideTo(index - VENDOR_MENU.perView + 1)
    },
  }
}
