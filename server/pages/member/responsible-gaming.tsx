/**
 * The responsible-gaming tab of the member centre (issue 8; beyond the spec; decision 0021): deposit,
 * loss and wager limits with what each window has used and any raise waiting its 24 hours, the
 * reality-check interval, a break (24 hours to 6 weeks) and self-exclusion (6 months or more) behind
 * a confirmation step, and the history of changes (the append-only audit log).
 */
import type { ReactNode } from 'react'
import type { PageContext } from '../context'
import { responsibleGamingEn } from '../../../shared/i18n/responsible-gaming'
import { formatMoney } from '../../../shared/format'
import { LocalTime } from '../../../client/islands/local-time'
import { RgExclusionForm, RgLimitsForm, RgRealityForm } from '../../../client/islands/responsible-gaming/rg-forms'
import { REALITY_CHECK_CHOICES, SELF_EXCLUSION_CHOICES, TIME_OUT_CHOICES } from '../../../shared/schemas/responsible-gaming'
import { localeOf } from '../../../shared/i18n/format'

type Tree = { readonly [k: string]: string | Tree }
const leaves = (tree: Tree, prefix: string): string[] => Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : leaves(v, `${prefix}${k}.`)))
// The forms check amounts with the shared schema, whose refusal is a wallet text.
const RG_KEYS = [...leaves(responsibleGamingEn.rg, 'responsibleGaming.rg.'), 'wallet.errors.badAmount']

/** "30 minutes", "2 hours" in the member's language. */
function duration(ctx: PageContext, minutes: number): string {
  return minutes < 60 ? ctx.t('responsibleGaming.rg.minutes', { count: minutes }) : ctx.t('responsibleGaming.rg.hours', { count: minutes / 60 })
}

/** One setting on a line: title and hint on the left, its form on the right (stacked on phones). */
function RgRow({ id, title, hint, danger, children }: { id: string; title: string; hint: string; danger?: boolean; children: ReactNode }) {
  return (
    <section className={danger ? 'wsection rg-row rg-row--danger' : 'wsection rg-row'} aria-labelledby={`${id}-title`}>
      <div className="rg-row__text">
        <h3 id={`${id}-title`} className="wsection__title">
          {title}
        </h3>
        <p className="rg-row__hint">{hint}</p>
      </div>
      {children}
    </section>
  )
}

export function ResponsibleGamingTab({ ctx }: { ctx: PageContext }) {
  const t = ctx.t
  const memberId = ctx.member!.id
  const { responsibleGaming, wallet } = ctx.platform
  const o = responsibleGaming.overview(memberId)
  const history = responsibleGaming.audit(memberId, 20)
  const symbol = wallet.settings().currencySymbol
  const texts = Object.fromEntries(RG_KEYS.map((k) => [k, t(k)]))
  const breakChoices = TIME_OUT_CHOICES.map((d) => ({ value: d, label: d % 7 === 0 ? t('responsibleGaming.rg.weeks', { count: d / 7 }) : t('responsibleGaming.rg.days', { count: d }) }))
  const excludeChoices = SELF_EXCLUSION_CHOICES.map((m) => ({ value: m, label: m % 12 === 0 ? t('responsibleGaming.rg.years', { count: m / 12 }) : t('responsibleGaming.rg.months', { count: m }) }))
  const historyText = (h: (typeof history)[number]) => {
    const d = h.detail as { kind?: string; period?: string; to?: number | null; until?: number }
    const params = {
      kind: d.kind ? t(`responsibleGaming.rg.kinds.${d.kind}`) : '',
      period: d.period ? t(`responsibleGaming.rg.periods.${d.period}`) : '',
      to: typeof d.to === 'number' ? formatMoney(d.to, symbol, localeOf(ctx.language)) : t('responsibleGaming.rg.noLimit'),
      until: typeof d.until === 'number' ? new Intl.DateTimeFormat(localeOf(ctx.language), { dateStyle: 'medium', timeZone: 'UTC' }).format(d.until) : '',
    }
    if (h.action === 'REALITY_CHECK_SET') {
      const to = (h.detail as { to?: number | null }).to
      return `${t('responsibleGaming.rg.actions.REALITY_CHECK_SET')}: ${typeof to === 'number' ? t('responsibleGaming.rg.realityEvery', { label: duration(ctx, to) }) : t('responsibleGaming.rg.realityOff')}`
    }
    return t(`responsibleGaming.rg.actions.${h.action}`, params)
  }
  return (
    <div className="wstack rg" data-testid="rg-tab">
      <p className="wnote">{t('responsibleGaming.rg.intro')}</p>

      <section className="wsection" aria-labelledby="rg-limits-title">
        <h3 id="rg-limits-title" className="wsection__title">
          {t('responsibleGaming.rg.limitsTitle')}
        </h3>
        <RgLimitsForm limits={o.limits} symbol={symbol} language={ctx.language} texts={texts} />
      </section>

      <RgRow id="rg-reality" title={t('responsibleGaming.rg.realityTitle')} hint={t('responsibleGaming.rg.realityText')}>
        <RgRealityForm minutes={o.realityCheckMinutes} choices={REALITY_CHECK_CHOICES.map((m) => ({ value: m, label: duration(ctx, m) }))} texts={texts} />
      </RgRow>
      <RgRow id="rg-break" title={t('responsibleGaming.rg.breakTitle')} hint={t('responsibleGaming.rg.breakText')}>
        <RgExclusionForm kind="TIME_OUT" choices={breakChoices} language={ctx.language} texts={texts} />
      </RgRow>
      <RgRow id="rg-exclude" title={t('responsibleGaming.rg.excludeTitle')} hint={t('responsibleGaming.rg.excludeText')} danger>
        <RgExclusionForm kind="SELF_EXCLUSION" choices={excludeChoices} language={ctx.language} texts={texts} />
      </RgRow>

      <section className="wsection" aria-labelledby="rg-history-title">
        <h3 id="rg-history-title" className="wsection__title">
          {t('responsibleGaming.rg.historyTitle')}
        </h3>
        {history.length ? (
          <ol className="rg-history" data-testid="rg-history">
            {history.map((h) => (
              <li key={h.id} className="rg-history__item">
                <span className="rg-history__text">{historyText(h)}</span>
                <span className="rg-history__time">
                  <LocalTime ms={h.createdAt} language={ctx.language} />
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="rg-history__empty">{t('responsibleGaming.rg.historyEmpty')}</p>
        )}
      </section>
      <p className="wnote wnote--small">{t('responsibleGaming.rg.help')}</p>
    </div>
  )
}
