/**
 * Register center (spec §2 registerCenter, "add account"): the form that opens a member or sub-agent
 * under the agent (island), and the agent's invite link (with its QR code) and invitation code to share.
 */
import type { PageContext } from '../context'
import { NICKNAME_MAX, subAgentTypeOf } from '../../../shared/schemas/agent'
import { RegisterDownlineForm } from '../../../client/islands/agent/register-form'
import { CopyButton } from '../../../client/islands/agent/copy-button'
import { resolveRegisterFields } from '../../platform/member/register-settings'
import { ALL_PATTERN_IDS } from '../../../shared/validation/patterns'
import { agentTexts } from './texts'
import { agentHref } from './report-url'
import { qrSvg } from '../shared/qr'

export async function RegisterCenterTab({ ctx }: { ctx: PageContext }) {
  const t = ctx.t
  const me = ctx.member!
  const settings = ctx.platform.settings()
  const rules = resolveRegisterFields(settings.registerFields)
  const link = `${ctx.url.origin}/register?referralCode=${encodeURIComponent(me.affiliateCode ?? '')}`
  const qr = me.affiliateCode ? await qrSvg(link) : null
  const ruleTexts = ALL_PATTERN_IDS.flatMap((id) => [`validation.pattern.${id}`, `validation.exact.${id}`])
  return (
    <div className="agrid2">
      <section className="apanel" aria-labelledby="reg-title">
        <h3 id="reg-title" className="apanel__title">
          {t('agent.menu.registerCenter')}
        </h3>
        <p className="ahint">{t('agent.register.intro')}</p>
        <RegisterDownlineForm
          rules={{ account: { ...rules.username, enabled: true, required: true }, password: { ...rules.password, enabled: true, required: true } }}
          canOpenAgents={subAgentTypeOf(me.type) !== null}
          nicknameMax={NICKNAME_MAX}
          texts={agentTexts(ctx, ['agent.register.'], ['validation.confirmMismatch', ...ruleTexts])}
          teamHref={agentHref('downlineManagmentView', { account: '{{account}}' }).replace('%7B%7Baccount%7D%7D', '{{account}}')}
        />
      </section>
      <section className="apanel ainvite" aria-labelledby="invite-title">
        <h3 id="invite-title" className="apanel__title">
          {t('agent.register.invite')}
        </h3>
        <p className="ahint">{t('agent.register.inviteText')}</p>
        {me.affiliateCode ? (
          <>
            <div className="ainvite__row">
              <code className="ainvite__link" data-testid="invite-link">
                {link}
              </code>
              <CopyButton text={link} label={t('agent.register.copy')} copied={t('agent.register.copied')} />
            </div>
            <div className="ainvite__row">
              <span className="ainvite__label">{t('agent.register.code')}</span>
              <b className="ainvite__code" data-testid="invite-code">
                {me.affiliateCode}
              </b>
              <CopyButton text={me.affiliateCode} label={t('agent.register.copy')} copied={t('agent.register.copied')} />
            </div>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG the qrcode library draws from our own URL (pages/shared/qr.ts); no user markup */}
            {qr ? <span className="ainvite__qr" role="img" aria-label={t('support.referral.qr')} data-testid="invite-qr" dangerouslySetInnerHTML={{ __html: qr }} /> : null}
          </>
        ) : null}
      </section>
    </div>
  )
}
