'use client'
/**
 * Home banner carousel (spec §2, group w_home): swiper with autoplay 5000 ms, speed 1000 ms, loop
 * only with more than one banner; a click opens the banner's linkage. The first slide is laid out
 * by CSS before swiper starts, so nothing shifts.
 */
import { Swiper, SwiperSlide } from 'swiper/react'
import { Autoplay, Pagination, A11y } from 'swiper/modules'
import { TIMING } from '../../shared/constants'

export interface CarouselBanner { id: number; title: string; image: string; href: string | null }

export function BannerCarousel({ banners, label }: { banners: CarouselBanner[]; label: string }) {
  const loop = banners.length > 1
  return (
    <Swiper
      className="banner-carousel"
      modules={[Autoplay, Pagination, A11y]}
      slidesPerView={1}
      spaceBetween={0}
      loop={loop}
      speed={TIMING.bannerSpeedMs}
      autoplay={loop ? { delay: TIMING.bannerAutoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
      pagination={loop ? { clickable: true } : false}
      a11y={{ containerMessage: label }}
    >
      {banners.map((b, i) => {
        const img = <img src={b.image} alt={b.title} width={1200} height={400} fetchPriority={i === 0 ? 'high' : 'low'} loading={i === 0 ? 'eager' : 'lazy'} />
        return (
          <SwiperSlide key={b.id} className="banner-carousel__slide" data-banner-id={b.id}>
            {b.href ? <a href={b.href} className="banner-carousel__link">{img}</a> : img}
          </SwiperSlide>
        )
      })}
    </Swiper>
  )
}
