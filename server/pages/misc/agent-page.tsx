/**
 * The agent site (spec §2): /agent is the agent login page (username form in the login dialog, no
 * remember-me, advice-hours note); /agentHome is the agent center frame — nickname, the clock with
 * its GMT offset, logout back to /agent. Its report pages arrive with the agent issue.
 */
import type { PageContext } from '../context'
import { SystemShell } from '../system/maintenance-page'
import { LanguageSelect } from '../../../client/islands/language-select'
import { AgentClock } from '../../../client/islands/agent-clock'
import { LogoutButton } from '../../../client/islands/logout-button'
import { LANGUAGES } from '../../../shared/i18n/languages'
import { AuthMount } from '../layout/auth-mount'

export function AgentPage({ ctx }: { ctx: PageContext }) {
  const t = ctx.t
  const home = ctx.route.kind === 'agentHome' && ctx.member
  return (
    <div className="agent-layout">
      <SystemShell ctx={ctx}>
        {home ? (
          <>
            <h1>{t('page.agentTitle')}</h1>
            <p data-testid="agent-nickname">{t('account.agentWelcome', { name: ctx.member!.nickname })}</p>
            <AgentClock now={Date.now()} language={ctx.language} label={t('account.localTime')} />
            <p className="system-card__meta">{t('account.agentSoon')}</p>
            <LogoutButton className="btn btn--ghost" to="/agent" labels={{ signOut: t('account.signOut'), confirmTitle: t('account.signOutConfirm'), confirm: t('account.confirm'), cancel: t('account.cancel') }} />
          </>
        ) : (
          <>
            <h1>{t('page.agentTitle')}</h1>
            <button type="button" className="btn btn--primary" data-auth-open="login">{t('header.login')}</button>
            <p className="system-card__meta">{t('page.agentHours')}</p>
            <a className="btn btn--ghost" href="/">{t('page.backToLobby')}</a>
          </>
        )}
        <LanguageSelect current={ctx.language} label={t('side.language')} options={LANGUAGES.map((l) => ({ code: l.code, label: l.label }))} />
      </SystemShell>
      <AuthMount ctx={ctx} agentSite />
    </div>
  )
}
