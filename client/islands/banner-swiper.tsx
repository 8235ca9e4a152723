/**
 * The swiper of the home banner carousel (spec §2, group w_home): autoplay 5000 ms, speed 1000 ms,
 * loop only with more than one banner; a click opens the banner's linkage. Loaded by
 * banner-carousel.tsx as its own chunk.
 */
import { Swiper, SwiperSlide } from 'swiper/react'
import { Autoplay, Pagination } from 'swiper/modules'
import { TIMING } from '../../shared/constants'

import type { CarouselBanner } from './banner-carousel'

export default function BannerSwiper({ banners }: { banners: CarouselBanner[] }) {
  const loop = banners.length > 1
  return (
    <Swiper
      className="banner-carousel"
      modules={[Autoplay, Pagination]}
      slidesPerView={1}
      spaceBetween={0}
      loop={loop}
      speed={TIMING.bannerSpeedMs}
      autoplay={loop ? { delay: TIMING.bannerAutoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
      pagination={loop ? { clickable: true } : false}
    >
      {banners.map((b, i) => {
        const img = <img src={b.image} alt={b.title} width={1200} height={400} fetchPriority={i === 0 ? 'high' : 'low'} loading={i === 0 ? 'eager' : 'lazy'} />
        return (
          <SwiperSlide key={b.id} className="banner-carousel__slide" data-banner-id={b.id}>
            {b.href ? (
              <a href={b.href} className="banner-carousel__link">
                {img}
              </a>
            ) : (
              img
            )}
          </SwiperSlide>
        )
      })}
    </Swiper>
  )
}
