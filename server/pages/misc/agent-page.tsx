/**
 * /agent (spec §2): the agent site has its own layout — brand, advice-hours note, no side menu.
 * Agent sign-in itself arrives with the accounts issue; the page says so instead of showing a form
 * that cannot work.
 */
import type { PageContext } from '../context'
import { SystemShell } from '../system/maintenance-page'
import { LanguageSelect } from '../../../client/islands/language-select'
import { LANGUAGES } from '../../../shared/i18n/languages'

export function AgentPage({ ctx }: { ctx: PageContext }) {
  return (
    <div className="agent-layout">
      <SystemShell ctx={ctx}>
        <h1>{ctx.t('page.agentTitle')}</h1>
        <p>{ctx.t('page.agentText')}</p>
        <p className="system-card__meta">{ctx.t('page.agentHours')}</p>
        <a className="btn btn--ghost" href="/">{ctx.t('page.backToLobby')}</a>
        <LanguageSelect current={ctx.language} label={ctx.t('side.language')} options={LANGUAGES.map((l) => ({ code: l.code, label: l.label }))} />
      </SystemShell>
    </div>
  )
}
