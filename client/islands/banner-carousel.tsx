'use client'
/**
 * Home banner carousel island (spec §2). Swiper arrives as a separate chunk after the page is
 * interactive (it is not needed to show the first banner), keeping first-load JS small; the server
 * renders the full carousel markup and CSS lays out the first slide, so nothing shifts meanwhile.
 */
import { lazy, Suspense } from 'react'

export interface CarouselBanner {
  id: number
  title: string
  image: string
  href: string | null
}

const BannerSwiper = lazy(() => import('./banner-swiper'))

export function BannerCarousel({ banners, label }: { banners: CarouselBanner[]; label: string }) {
  const first = banners[0]
  return (
    <section className="banner-region" aria-roledescription="carousel" aria-label={label}>
      <Suspense
        fallback={
          first ? (
            <div className="banner-carousel">
              <div className="swiper-wrapper">
                <div className="swiper-slide banner-carousel__slide" data-banner-id={first.id}>
                  <img src={first.image} alt={first.title} width={1200} height={400} fetchPriority="high" />
                </div>
              </div>
            </div>
          ) : null
        }
      >
        <BannerSwiper banners={banners} />
      </Suspense>
    </section>
  )
}
