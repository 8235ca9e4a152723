/**
 * The agent site (spec §2): /agent is the agent login page (username form in the login dialog, no
 * remember-me, advice-hours note); /agentHome is the agent center (server/pages/agent/agent-center.tsx).
 */
import type { PageContext } from '../context'
import { SystemShell } from '../system/maintenance-page'
import { LanguageSelect } from '../../../client/islands/language-select'
import { OFFERED_LANGUAGES } from '../../../shared/i18n/languages'
import { AuthMount } from '../layout/auth-mount'
import { AgentCenter } from '../agent/agent-center'

export function AgentPage({ ctx }: { ctx: PageContext }) {
  const t = ctx.t
  const home = ctx.route.kind === 'agentHome' && ctx.member
  if (home) return <AgentCenter ctx={ctx} />
  return (
    <div className="agent-layout">
      <SystemShell ctx={ctx}>
        <h1>{t('page.agentTitle')}</h1>
        <button type="button" className="btn btn--primary" data-auth-open="login">
          {t('header.login')}
        </button>
        <p className="system-card__meta">{t('page.agentHours')}</p>
        <a className="btn btn--ghost" href="/">
          {t('page.backToLobby')}
        </a>
        <LanguageSelect current={ctx.language} label={t('side.language')} options={OFFERED_LANGUAGES.map((l) => ({ code: l.code, label: l.label }))} />
      </SystemShell>
      <AuthMount ctx={ctx} agentSite />
    </div>
  )
}
