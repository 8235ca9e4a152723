/**
 * My account (securityCenter, the member centre's default tab, spec §2; issue 8): the avatar,
 * nickname and VIP level with progress to the next level, the security level summary, the profile
 * (spec §3 fields and contact handles; real name and birthday set once), account security (login
 * password with the CHNGPASSVERIF3 code, withdrawal PIN, mobile and e-mail binding), the authenticator app (decision 0053), signed-in
 * devices with "sign out everywhere else", and the login history (time, IP, device).
 * @see docs/decisions/0018
 */
import type { PageContext } from '../context'
import { tabHref } from './member-menu'
import { LocalTime } from '../../../client/islands/local-time'
import { ProfileForm } from '../../../client/islands/security/profile-form'
import { SecurityRows } from '../../../client/islands/security/security-rows'
import { SessionsPanel } from '../../../client/islands/security/sessions-panel'
import { LinkedAccounts } from '../../../client/islands/security/linked-accounts'
import { socialEn } from '../../../shared/i18n/social'
import { SOCIAL_ERROR_FLAG, socialErrorMessageKey } from '../../gateway/social'
import { AvatarPicker } from '../../../client/islands/security/avatar-picker'
import { AuthenticatorPanel } from '../../../client/islands/security/authenticator-panel'
import { securityEn } from '../../../shared/i18n/security'
import { walletUiEn } from '../../../shared/i18n/wallet-ui'
import { AVATAR_IDS, avatarUrl } from '../../../shared/avatars'
import { MINIMUM_AGE } from '../../../shared/profile'
import { VIP_LEVELS } from '../../../shared/vip'
import { formatMoney } from '../../../shared/format'
import { localeOf } from '../../../shared/i18n/format'
import { countryDialingCodes } from '../../platform/member/countries'
import type { Device } from '../../platform/member/security'

type Tree = { readonly [k: string]: string | Tree }
const leaves = (tree: Tree, prefix: string): string[] => Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : leaves(v, `${prefix}${k}.`)))
const TEXT_KEYS = [
  ...leaves(securityEn, 'security.'),
  ...leaves(walletUiEn.common as Tree, 'walletUi.common.'),
  ...leaves(socialEn.linked, 'social.linked.'),
  'validation.confirmMismatch',
  'errors.codeMissing',
  'errors.invalidMobile',
  'errors.emailInvalid',
  'auth.country',
]

/** The texts the security islands show, in the member's language. */
function securityTexts(ctx: PageContext): Record<string, string> {
  return Object.fromEntries(TEXT_KEYS.map((k) => [k, ctx.t(k)]))
}

/** "Chrome 131 · Windows 10", or the translated "Unknown device". */
function deviceName(ctx: PageContext, d: Device): string {
  const parts = [d.browser, d.os].filter(Boolean)
  return parts.length ? parts.join(' · ') : ctx.t('security.history.unknownDevice')
}

/** yyyy-MM-dd of the latest birthday that is 18 today (UTC). */
function latestBirthday(now: number): string {
  const d = new Date(now)
  d.setUTCFullYear(d.getUTCFullYear() - MINIMUM_AGE)
  return d.toISOString().slice(0, 10)
}

function VipCard({ ctx }: { ctx: PageContext }) {
  const t = ctx.t
  const vip = ctx.platform.vip.status(ctx.member!.id)
  const symbol = ctx.platform.wallet.settings().currencySymbol
  const pct = Math.round(vip.progress * 100)
  return (
    <section className="wcard sc-vip" aria-labelledby="sc-vip-title" data-testid="vip-card" data-level={vip.level}>
      <div className="sc-card-head">
        <h3 id="sc-vip-title" className="sc-title">
          {t('security.vip.title')}
        </h3>
        <span className={`sc-vip__badge sc-vip__badge--${vip.code}`}>{vip.hasVip ? t('security.vip.badge', { level: vip.level }) : t('security.vip.levels.member')}</span>
      </div>
      <p className="sc-vip__level">{t(`security.vip.levels.${vip.code}`)}</p>
      <p className="sc-muted">
        {t('security.vip.validBet', { days: vip.periodDays })}: <strong className="sc-num">{formatMoney(vip.validBet, symbol, localeOf(ctx.language))}</strong>
      </p>
      <div className="sc-progress" role="progressbar" aria-label={t('security.vip.progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct}>
        <span className="sc-progress__bar" style={{ width: `${pct}%` }} />
      </div>
      <p className="sc-muted sc-vip__next">
        {vip.next ? t('security.vip.toNext', { amount: formatMoney(vip.next.remaining, symbol, localeOf(ctx.language)), level: t(`security.vip.levels.${vip.next.code}`) }) : t('security.vip.top')}
      </p>
      <ol className="sc-ladder" aria-hidden="true">
        {VIP_LEVELS.slice(1).map((l) => (
          <li key={l.level} className={l.level <= vip.level ? 'is-reached' : undefined}>
            {t(`security.vip.levels.${l.code}`)}
          </li>
        ))}
      </ol>
    </section>
  )
}

function LevelCard({ ctx }: { ctx: PageContext }) {
  const t = ctx.t
  const s = ctx.platform.security.summary(ctx.member!.id)
  return (
    <section className="wcard sc-level" aria-labelledby="sc-level-title" data-testid="security-level" data-level={s.level}>
      <div className="sc-card-head">
        <h3 id="sc-level-title" className="sc-title">
          {t('security.level.title')}
        </h3>
        <span className={`sc-level__tag sc-level__tag--${s.level}`}>{t(`security.level.${s.level}`)}</span>
      </div>
      <div className="sc-meter" aria-label={t('security.level.score', { score: s.score, max: s.max })} role="img">
        {s.items.map((i, n) => (
          <span key={i.key} className={n < s.score ? 'is-done' : undefined} />
        ))}
      </div>
      <p className="sc-muted">
        {t('security.level.score', { score: s.score, max: s.max })} · {t('security.level.hint')}
      </p>
      <ul className="sc-checks">
        {s.items.map((i) => (
          <li key={i.key} className={i.done ? 'is-done' : undefined}>
            <span aria-hidden="true">{i.done ? '✓' : '○'}</span> {t(`security.items.${i.key}`)}
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * Linked social accounts (decision 0054), shown when the brand configures a provider or the member
 * still has a linked account; `linked` / `social_error` in the URL (the link flow's return) say how
 * the last link went.
 */
function LinkedSection({ ctx, texts }: { ctx: PageContext; texts: Record<string, string> }) {
  const id = ctx.member!.id
  const p = ctx.platform
  const providers = p.identities.providers()
  const linked = p.identities.list(id)
  if (!providers.length && !linked.length) return null
  const justLinked = providers.find((x) => x.id === ctx.url.searchParams.get('linked'))
  const error = ctx.url.searchParams.get(SOCIAL_ERROR_FLAG)
  const notice = justLinked ? { ok: true, text: ctx.t('social.linked.linkedNow', { provider: justLinked.name }) } : error ? { ok: false, text: ctx.t(socialErrorMessageKey(error.slice(0, 40))) } : null
  return (
    <section className="wcard" aria-labelledby="sc-linked-title">
      <h3 id="sc-linked-title" className="sc-title">
        {ctx.t('social.linked.title')}
      </h3>
      <LinkedAccounts linked={linked} providers={providers} hasPassword={p.members.hasPassword(id)} notice={notice} language={ctx.language} texts={texts} />
    </section>
  )
}

export function MyAccountTab({ ctx }: { ctx: PageContext }) {
  const m = ctx.member!
  const t = ctx.t
  const p = ctx.platform
  const texts = securityTexts(ctx)
  const row = p.members.byId(m.id)!
  const type = m.isAgent ? t('account.typeAgent') : m.isTrial ? t('account.typeTrial') : t('account.typeMember')
  const vip = p.vip.status(m.id)
  const countries = countryDialingCodes()
  const dialingCodes = [...new Set(countries.map((c) => c.countryDialingCode))]
  const history = p.security.loginHistory(m.id, ctx.sessionId ?? null)
  const sessions = p.security.activeSessions(m.id, ctx.sessionId ?? null).map((s) => ({
    id: s.id,
    device: deviceName(ctx, s.device),
    deviceType: s.device.type,
    ip: s.ip,
    time: s.time,
    lastSeenAt: s.lastSeenAt,
    current: s.current,
  }))
  const passwordCode = p.brand.enabledModules().has('CHNGPASSVERIF3') ? p.security.passwordCodeTarget(m.id) : null

  return (
    <div className="wstack sc" data-testid="security-center">
      <section className="wcard sc-hero" data-testid="account-info">
        <AvatarPicker current={row.avatar} choices={AVATAR_IDS.map((id) => ({ id, url: avatarUrl(id) }))} texts={texts} />
        <div className="sc-hero__who">
          <p className="sc-hero__name">
            {m.nickname}
            {vip.hasVip ? (
              <span className={`sc-vip__badge sc-vip__badge--${vip.code}`} data-testid="hero-vip">
                {t('security.vip.badge', { level: vip.level })}
              </span>
            ) : null}
          </p>
          <p className="sc-muted">
            {m.account} · {type} · {t('account.joined')} <LocalTime ms={m.createdAt} language={ctx.language} />
          </p>
        </div>
      </section>

      <div className="sc-grid">
        <VipCard ctx={ctx} />
        <LevelCard ctx={ctx} />
      </div>

      {/* Responsible gaming has its own tab (decision 0021); my account points to it. */}
      <a className="wcard rg-link" href={tabHref('responsibleGaming')} data-testid="rg-link">
        <span className="rg-link__text">{t('responsibleGaming.rg.link')}</span>
        <span className="rg-link__arrow" aria-hidden="true">
          →
        </span>
      </a>

      <section className="wcard" aria-labelledby="sc-profile-title">
        <h3 id="sc-profile-title" className="sc-title">
          {t('security.profile.title')}
        </h3>
        <ProfileForm profile={p.profile.profile(m.id)} countries={countries.map((c) => ({ code: c.countryCode, name: c.name }))} maxBirthday={latestBirthday(p.now())} texts={texts} />
      </section>

      <section className="wcard" aria-labelledby="sc-account-title">
        <h3 id="sc-account-title" className="sc-title">
          {t('security.account.title')}
        </h3>
        <SecurityRows
          mobile={row.mobile}
          email={row.email}
          pinSet={Boolean(row.paymentPasswordHash)}
          passwordCode={passwordCode ? { channel: passwordCode.channel, target: passwordCode.masked } : null}
          dialingCodes={dialingCodes}
          texts={texts}
        />
      </section>

      {/* The authenticator app (issue 18, decision 0053); trial accounts have no security to add. */}
      {m.isTrial ? null : (
        <section className="wcard" aria-labelledby="sc-authenticator-title" data-testid="authenticator-card">
          <AuthenticatorPanel {...p.authenticator.status(m.id)} account={m.account} brand={p.brand.info().name} language={ctx.language} texts={texts} />
        </section>
      )}

      <LinkedSection ctx={ctx} texts={texts} />

      <section className="wcard" aria-labelledby="sc-sessions-title">
        <h3 id="sc-sessions-title" className="sc-title">
          {t('security.sessions.title')}
        </h3>
        <SessionsPanel sessions={sessions} language={ctx.language} texts={texts} />
      </section>

      <section className="wcard" aria-labelledby="sc-history-title">
        <h3 id="sc-history-title" className="sc-title">
          {t('security.history.title')}
        </h3>
        {history.length === 0 ? (
          <p className="sc-muted">{t('security.history.empty')}</p>
        ) : (
          <div className="sc-tablewrap">
            <table className="wtable sc-history" data-testid="login-history">
              <thead>
                <tr>
                  <th scope="col">{t('security.history.time')}</th>
                  <th scope="col">{t('security.history.ip')}</th>
                  <th scope="col">{t('security.history.device')}</th>
                  <th scope="col">{t('security.history.method')}</th>
                  <th scope="col">{t('security.history.status')}</th>
                </tr>
              </thead>
              <tbody>
                {history.map((h) => (
                  <tr key={h.id} className={h.current ? 'is-highlight' : undefined}>
                    <td data-label={t('security.history.time')}>
                      <LocalTime ms={h.time} language={ctx.language} />
                    </td>
                    <td data-label={t('security.history.ip')} className="sc-num">
                      {h.ip}
                    </td>
                    <td data-label={t('security.history.device')}>
                      <span className="sc-devtype">{t(`security.history.deviceTypes.${h.device.type}`)}</span> {deviceName(ctx, h.device)}
                    </td>
                    <td data-label={t('security.history.method')}>{t(`security.history.types.${h.loginType}`, { defaultValue: h.loginType })}</td>
                    <td data-label={t('security.history.status')}>
                      {h.current ? (
                        <span className="wstatus--ok">{t('security.history.current')}</span>
                      ) : h.active ? (
                        <span className="wstatus--ok">{t('security.history.active')}</span>
                      ) : (
                        <span className="sc-muted">{t('security.history.ended')}</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  )
}
