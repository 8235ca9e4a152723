/**
 * Promotions page (`/promotions`, spec §2 routes; §3 categories and tags; §4 promotion states):
 * category tabs (All first, then the categories that have promotions), tag chips and the §9 date
 * presets "next 7 / 30 days" (decision 0060) in the URL (`?category=DEPOSIT&tag=DAILY&within=7d`), and a card per promotion with its generated art, tags, period,
 * the visitor's state, a hint of what comes next, the turnover progress of a claimed bonus, the
 * action (join, claim, draw, apply, log in, deposit, invite) and the terms behind a disclosure.
 */
import { availablePromoCount, type PageContext } from '../context'
import { formatMoney } from '../../../shared/format'
import { PROMO_TAGS, PROMO_WITHIN, PromotionsQuerySchema, type PromoCategory, type PromoTag, type PromoWithin } from '../../../shared/schemas/promotions'
import { DATE_PRESET_DAYS } from '../../../shared/constants'
import { VIP_ONLY_NOTE, type PromotionView } from '../../platform/promotion/promotions'
import { PromoAction } from '../../../client/islands/promotions/promo-action'
import { tabHref } from '../member/member-menu'
import { promoTexts } from './texts'
import { localeOf } from '../../../shared/i18n/format'

type Filter = { category: PromoCategory; tag?: PromoTag; within?: PromoWithin }

/** The page's address for a filter (`?category=&tag=&within=`). */
function href({ category, tag, within }: Filter) {
  const q = new URLSearchParams()
  if (category !== 'ALL') q.set('category', category)
  if (tag) q.set('tag', tag)
  if (within) q.set('within', within)
  const s = q.toString()
  return s ? `/promotions?${s}` : '/promotions'
}

function readFilter(url: URL): Filter {
  const raw: Record<string, string> = {}
  for (const k of ['category', 'tag', 'within']) {
    const v = url.searchParams.get(k)
    if (v) raw[k] = v
  }
  const r = PromotionsQuerySchema.safeParse(raw)
  return r.success ? r.data : { category: 'ALL' }
}

export function PromotionsPage({ ctx }: { ctx: PageContext }) {
  const t = ctx.t
  const { promotions } = ctx.platform
  const member = ctx.member && !ctx.member.isTrial ? ctx.member : null
  const filter = readFilter(ctx.url)
  const list = promotions.list(member?.id ?? null, ctx.language, filter)
  const categories: PromoCategory[] = ['ALL', ...promotions.categories()]
  const available = availablePromoCount(ctx)
  const symbol = ctx.platform.brand.info().currencySymbol
  const texts = promoTexts(ctx, 'promo.apply.')
  const date = (ms: number) => new Intl.DateTimeFormat(localeOf(ctx.language), { dateStyle: 'medium', timeZone: 'Asia/Manila' }).format(ms)
  const fmt = (minor: number) => formatMoney(minor, symbol, localeOf(ctx.language))
  return (
    <div className="promos" data-testid="promotions-page">
      <header className="promos__hero">
        <div>
          <h1 className="promos__title">{t('promo.page.title')}</h1>
          <p className="promos__subtitle">{t('promo.page.subtitle')}</p>
        </div>
        {available > 0 ? (
          <span className="promos__available" data-testid="promo-available">
            {t('promo.page.available', { count: available })}
          </span>
        ) : null}
      </header>
      <nav className="promos__cats" aria-label={t('promo.page.categories')}>
        {categories.map((c) => (
          <a key={c} href={href({ ...filter, category: c })} className={c === filter.category ? 'promos__cat is-active' : 'promos__cat'} aria-current={c === filter.category ? 'page' : undefined}>
            {t(`promo.categories.${c}`)}
          </a>
        ))}
      </nav>
      <nav className="promos__tags" aria-label={t('promo.page.tags')}>
        <a href={href({ ...filter, tag: undefined })} className={!filter.tag ? 'promos__tag is-active' : 'promos__tag'} aria-current={!filter.tag ? 'true' : undefined}>
          {t('promo.page.allTags')}
        </a>
        {PROMO_TAGS.map((tag) => (
          <a
            key={tag}
            href={href({ ...filter, tag: filter.tag === tag ? undefined : tag })}
            className={filter.tag === tag ? 'promos__tag is-active' : 'promos__tag'}
            aria-current={filter.tag === tag ? 'true' : undefined}
          >
            #{t(`promo.tags.${tag}`)}
          </a>
        ))}
      </nav>
      {/* Date presets (spec §9 "next 7 and 30 days"): the promotions open at some time in the next 7 or 30 days. */}
      <nav className="promos__tags promos__dates" aria-label={t('promo.page.dates')} data-testid="promo-dates">
        <a href={href({ ...filter, within: undefined })} className={!filter.within ? 'promos__tag is-active' : 'promos__tag'} aria-current={!filter.within ? 'true' : undefined}>
          {t('promo.page.anyDate')}
        </a>
        {PROMO_WITHIN.map((w) => (
          <a key={w} href={href({ ...filter, within: w })} className={filter.within === w ? 'promos__tag is-active' : 'promos__tag'} aria-current={filter.within === w ? 'true' : undefined}>
            {t('promo.page.nextDays', { days: new Intl.NumberFormat(localeOf(ctx.language)).format(DATE_PRESET_DAYS[w]) })}
          </a>
        ))}
      </nav>
      {list.length ? (
        <div className="promos__grid">
          {list.map((p) => (
            <PromoCard key={p.id} ctx={ctx} p={p} loggedIn={member !== null} symbol={symbol} texts={texts} date={date} fmt={fmt} />
          ))}
        </div>
      ) : (
        <div className="wempty promos__empty" data-testid="promo-empty">
          <p className="wempty__title">{t('promo.page.empty')}</p>
          <p className="wempty__text">{t('promo.page.emptyHint')}</p>
          <a className="btn btn--primary" href="/promotions">
            {t('promo.page.showAll')}
          </a>
        </div>
      )}
    </div>
  )
}

function PromoCard({
  ctx,
  p,
  loggedIn,
  symbol,
  texts,
  date,
  fmt,
}: {
  ctx: PageContext
  p: PromotionView
  loggedIn: boolean
  symbol: string
  texts: Record<string, string>
  date: (ms: number) => string
  fmt: (minor: number) => string
}) {
  const t = ctx.t
  const period =
    p.state === 'comingSoon'
      ? t('promo.page.starts', { date: date(p.startsAt) })
      : p.state === 'close' && p.endsAt !== null && p.endsAt <= ctx.platform.now()
        ? t('promo.page.ended')
        : p.endsAt
          ? t('promo.page.ends', { date: date(p.endsAt) })
          : t('promo.page.ongoing')
  const hint = hintOf(ctx, p, fmt)
  const pct = p.turnover ? Math.min(100, Math.floor((p.turnover.done / Math.max(1, p.turnover.required)) * 100)) : 0
  return (
    <article className={`promo-card promo-card--${p.state}`} data-testid={`promo-${p.code}`} data-state={p.state} aria-labelledby={`promo-title-${p.id}`}>
      <div className="promo-card__art">
        <img src={`${p.image}?language=${ctx.language}`} alt="" width={1200} height={400} loading="lazy" />
        <span className={`promo-state promo-state--${p.state}`} data-testid={`promo-state-${p.code}`}>
          {t(`promo.states.${p.state}`)}
        </span>
      </div>
      <div className="promo-card__body">
        <ul className="promo-card__tags" aria-label={t('promo.page.tags')}>
          <li className="promo-chip promo-chip--cat">{t(`promo.categories.${p.category}`)}</li>
          {p.tags.map((tag) => (
            <li key={tag} className={`promo-chip promo-chip--${tag.toLowerCase()}`}>
              {t(`promo.tags.${tag}`)}
            </li>
          ))}
        </ul>
        <h2 className="promo-card__title" id={`promo-title-${p.id}`}>
          {p.title}
        </h2>
        <p className="promo-card__summary">{p.summary}</p>
        <p className="promo-card__period">{period}</p>
        {p.turnover ? (
          <div className="promo-progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct} aria-label={t('promo.rewards.turnover')}>
            <span className="promo-progress__bar" style={{ width: `${pct}%` }} />
          </div>
        ) : null}
        {hint ? <p className={`promo-card__hint promo-card__hint--${p.state}`}>{hint}</p> : null}
        <div className="promo-card__foot">
          <Action ctx={ctx} p={p} loggedIn={loggedIn} symbol={symbol} texts={texts} fmt={fmt} />
          <details className="promo-terms">
            <summary>{t('promo.actions.details')}</summary>
            <ol>
              {p.terms.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ol>
          </details>
        </div>
      </div>
    </article>
  )
}

function hintOf(ctx: PageContext, p: PromotionView, fmt: (minor: number) => string): string | null {
  const t = ctx.t
  switch (p.state) {
    case 'joined':
      return t(p.kind === 'NEWBIE' ? 'promo.page.newbieHint' : p.kind === 'RAFFLE' ? 'promo.page.raffleHint' : 'promo.page.joinedHint')
    case 'process':
      return p.turnover ? t('promo.page.processHint', { done: fmt(p.turnover.done), required: fmt(p.turnover.required) }) : t('promo.page.rebateHint')
    case 'claimed':
      return p.rewardAmount !== null ? t('promo.page.claimedHint', { amount: fmt(p.rewardAmount) }) : null
    case 'issued':
      return t('promo.page.issuedHint', { amount: fmt(p.rewardAmount ?? 0) })
    case 'applying':
      return t('promo.page.applyingHint')
    case 'rejected':
      return t('promo.page.rejectedHint', { reason: p.note ?? '' })
    case 'comingSoon':
      return t('promo.page.comingSoonHint')
    case 'close':
      return t(p.note === VIP_ONLY_NOTE ? 'promo.page.vipOnlyHint' : 'promo.page.closedHint')
    default:
      return null
  }
}

function Action({ ctx, p, loggedIn, symbol, texts, fmt }: { ctx: PageContext; p: PromotionView; loggedIn: boolean; symbol: string; texts: Record<string, string>; fmt: (minor: number) => string }) {
  const t = ctx.t
  const common = { symbol, texts, title: p.title, locale: localeOf(ctx.language) }
  if (p.state === 'join' && !loggedIn) return <PromoAction kind="login" id={p.id} label={t('promo.actions.login')} {...common} />
  if (p.state === 'join') {
    if (p.kind === 'REFERRAL')
      return (
        <a className="btn btn--primary promo-action" href={tabHref('referral')}>
          {t('promo.actions.invite')}
        </a>
      )
    if (p.kind === 'APPLY') return <PromoAction kind="apply" id={p.id} label={t('promo.actions.apply')} {...common} />
    return <PromoAction kind="join" id={p.id} label={t('promo.actions.join')} {...common} />
  }
  if (p.state === 'claim') {
    if (p.rewardId !== null) return <PromoAction kind="claim" id={p.rewardId} label={t('promo.actions.claim', { amount: fmt(p.rewardAmount ?? 0) })} {...common} />
    return <PromoAction kind="draw" id={p.id} label={t('promo.actions.draw')} {...common} />
  }
  if (p.state === 'joined')
    return (
      <a className="btn btn--primary promo-action" href={tabHref('depositv2')}>
        {t('promo.page.deposit')}
      </a>
    )
  return (
    <span className="btn btn--ghost promo-action is-disabled" aria-disabled="true">
      {t(`promo.states.${p.state}`)}
    </span>
  )
}
