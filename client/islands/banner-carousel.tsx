'use client'
/**
 * Home banner carousel island (spec §2). The server renders the first banner (with its link) and
 * CSS lays it out as the carousel's first slide, so the first screen needs no script for it. Swiper
 * (~28 KB gzip, banner-swiper.tsx) is not part of the first load (issue 16, decision 0039): it loads
 * when the carousel is first wanted to move — the pointer, a touch or the focus reaches it — or 5 s
 * after the page has loaded (3 s until decision 0061: Lighthouse, still watching the page then, counted
 * Swiper's loading in the first load's blocking time), and then takes over with autoplay and pagination.
 * A single banner never moves, so it never loads Swiper.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react'

export interface CarouselBanner {
  id: number
  title: string
  image: string
  href: string | null
}

const loadSwiper = () => import('./banner-swiper')
const BannerSwiper = lazy(loadSwiper)

/** After the load event, how long the carousel waits before loading Swiper without being asked. */
const IDLE_START_MS = 5_000

/** The first banner as Swiper renders its first slide (and, for several, its pagination), without Swiper. */
function FirstSlide({ banners }: { banners: CarouselBanner[] }) {
  const banner = banners[0]
  const img = <img src={banner.image} alt={banner.title} width={1200} height={400} fetchPriority="high" />
  return (
    <div className="swiper banner-carousel">
      <div className="swiper-wrapper">
        <div className="swiper-slide banner-carousel__slide" data-banner-id={banner.id}>
          {banner.href ? (
            <a href={banner.href} className="banner-carousel__link">
              {img}
            </a>
          ) : (
            img
          )}
        </div>
      </div>
      {banners.length > 1 ? (
        <div className="swiper-pagination swiper-pagination-clickable swiper-pagination-bullets swiper-pagination-horizontal" aria-hidden="true">
          {banners.map((b, i) => (
            <span key={b.id} className={i === 0 ? 'swiper-pagination-bullet swiper-pagination-bullet-active' : 'swiper-pagination-bullet'} />
          ))}
        </div>
      ) : null}
    </div>
  )
}

/** The carousel: the first banner at once, Swiper once it is wanted (see the module comment). */
export function BannerCarousel({ banners, label }: { banners: CarouselBanner[]; label: string }) {
  const first = banners[0]
  const moves = banners.length > 1
  const [live, setLive] = useState(false)
  const region = useRef<HTMLElement>(null)

  useEffect(() => {
    if (!moves || live) return
    const el = region.current
    const start = () => setLive(true)
    let timer: ReturnType<typeof setTimeout> | undefined
    const later = () => {
      timer = setTimeout(start, IDLE_START_MS)
    }
    if (document.readyState === 'complete') later()
    else addEventListener('load', later, { once: true })
    el?.addEventListener('pointerenter', start)
    el?.addEventListener('touchstart', start, { passive: true })
    el?.addEventListener('focusin', start)
    return () => {
      clearTimeout(timer)
      removeEventListener('load', later)
      el?.removeEventListener('pointerenter', start)
      el?.removeEventListener('touchstart', start)
      el?.removeEventListener('focusin', start)
    }
  }, [moves, live])

  const still = first ? <FirstSlide banners={banners} /> : null
  return (
    <section ref={region} className="banner-region" aria-roledescription="carousel" aria-label={label}>
      {live ? (
        <Suspense fallback={still}>
          <BannerSwiper banners={banners} />
        </Suspense>
      ) : (
        still
      )}
    </section>
  )
}
