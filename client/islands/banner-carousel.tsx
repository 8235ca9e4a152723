'use client'
/**
 * Home banner carousel island (spec §2, group w_home): autoplay every 5000 ms
 * (TIMING.bannerAutoplayMs), slides move in 1000 ms (TIMING.bannerSpeedMs), loops with more than one
 * banner, pagination dots jump to a banner, a swipe moves to the next or previous one, and the
 * pointer on it pauses the autoplay. Plain React and a CSS transform, no carousel library: it
 * hydrates with the page at no cost and no library initialises later (issue 16, decision 0039).
 * The first banner is the page's largest paint (its image has fetchpriority high); the other
 * banners' images load once the page has loaded, before the first move. A single banner never
 * moves.
 */
import { useEffect, useRef, useState, type PointerEvent } from 'react'
import { TIMING } from '../../shared/timing'

export interface CarouselBanner {
  id: number
  title: string
  image: string
  href: string | null
}

/** A horizontal move of at least this many CSS px is a swipe. */
const SWIPE_PX = 40

function Slide({ banner, active, first, warm }: { banner: CarouselBanner; active: boolean; first: boolean; warm: boolean }) {
  // The first banner's image comes with the page; the others' once the page has loaded (`warm`).
  const img = first || warm ? <img src={banner.image} alt={banner.title} width={1200} height={400} fetchPriority={first ? 'high' : 'low'} draggable={false} /> : null
  return (
    <div className={active ? 'banner-carousel__slide is-active' : 'banner-carousel__slide'} data-banner-id={banner.id} aria-hidden={active ? undefined : true} inert={!active}>
      {banner.href ? (
        <a href={banner.href} className="banner-carousel__link" draggable={false}>
          {img}
        </a>
      ) : (
        img
      )}
    </div>
  )
}

/** The carousel (see the module comment). `label` names the region for screen readers. */
export function BannerCarousel({ banners, label }: { banners: CarouselBanner[]; label: string }) {
  const count = banners.length
  const moves = count > 1
  // The slide shown: 0…count-1, or `count`, a copy of the first after the last, so the loop moves
  // forward onto it and then jumps back to the first without a transition (`jump`).
  const [at, setAt] = useState(0)
  const [jump, setJump] = useState(false)
  const [paused, setPaused] = useState(false)
  const [warm, setWarm] = useState(false)
  const swipe = useRef<{ x: number; y: number } | null>(null)

  const show = (index: number) => {
    setJump(false)
    setAt(index)
  }

  // The other banners' images once the page has loaded.
  useEffect(() => {
    if (!moves) return
    const load = () => setWarm(true)
    if (document.readyState === 'complete') load()
    else addEventListener('load', load, { once: true })
    return () => removeEventListener('load', load)
  }, [moves])

  // Autoplay: the next banner TIMING.bannerAutoplayMs after the last move, unless paused.
  useEffect(() => {
    if (!moves || paused) return
    const timer = setTimeout(() => {
      setJump(false)
      setAt(at >= count ? 1 : at + 1)
    }, TIMING.bannerAutoplayMs)
    return () => clearTimeout(timer)
  }, [moves, paused, at, count])

  // On the copy of the first banner, back to the real one once the move is over.
  useEffect(() => {
    if (at !== count || !moves) return
    const timer = setTimeout(() => {
      setJump(true)
      setAt(0)
    }, TIMING.bannerSpeedMs + 100)
    return () => clearTimeout(timer)
  }, [at, count, moves])

  const onPointerDown = (e: PointerEvent) => {
    swipe.current = { x: e.clientX, y: e.clientY }
  }
  const onPointerUp = (e: PointerEvent) => {
    const from = swipe.current
    swipe.current = null
    if (!from) return
    const dx = e.clientX - from.x
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(e.clientY - from.y)) return
    // A swipe with a mouse ends with a click on the banner's link: that click is not followed.
    const drop = (c: MouseEvent) => {
      c.preventDefault()
      c.stopPropagation()
    }
    addEventListener('click', drop, { capture: true, once: true })
    setTimeout(() => removeEventListener('click', drop, { capture: true }), 0)
    const current = at % count
    show(dx < 0 ? current + 1 : (current - 1 + count) % count)
  }

  const first = banners[0]
  if (!first) return null
  const slides = moves ? [...banners, first] : banners
  return (
    <section
      className="banner-region"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="banner-carousel">
        <div
          className={jump ? 'banner-carousel__track is-jumping' : 'banner-carousel__track'}
          style={at > 0 ? { transform: `translateX(${-100 * at}%)` } : undefined}
          onPointerDown={moves ? onPointerDown : undefined}
          onPointerUp={moves ? onPointerUp : undefined}
          onPointerCancel={() => {
            swipe.current = null
          }}
        >
          {slides.map((b, i) => (
            <Slide key={i === count ? 'copy' : b.id} banner={b} active={i === at} first={i === 0 || i === count} warm={warm} />
          ))}
        </div>
        {moves ? (
          <div className="banner-carousel__dots" aria-hidden="true">
            {banners.map((b, i) => (
              <button key={b.id} type="button" tabIndex={-1} className={i === at % count ? 'banner-carousel__dot is-active' : 'banner-carousel__dot'} onClick={() => show(i)} />
            ))}
          </div>
        ) : null}
      </div>
    </section>
  )
}
