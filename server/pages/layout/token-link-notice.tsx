/**
 * The notice of a refused token link (decision 0048): the token-link redirect
 * (server/gateway/token-link.ts) adds `?signin=link-refused` when a link's token was bad, expired or
 * already used; the page then says so in the visitor's language, and a small inline script (with the
 * response's CSP nonce) removes the flag from the address bar at once (`history.replaceState`, no
 * new history entry) and lets the close button hide the notice.
 * @see product-spec §4 Login
 */
import type { PageContext } from '../context'
import { TOKEN_LINK_FLAG, TOKEN_LINK_REFUSED } from '../../gateway/token-link'

const NOTICE_ID = 'token-link-notice'

// Strips the flag from the URL, keeps the router's state; the close button hides the notice.
const SCRIPT = `(function(){try{var u=new URL(location.href);u.searchParams.delete(${JSON.stringify(TOKEN_LINK_FLAG)});history.replaceState(history.state,'',u.pathname+u.search+u.hash)}catch(e){}var n=document.getElementById(${JSON.stringify(NOTICE_ID)});var b=n&&n.querySelector('button');if(b)b.addEventListener('click',function(){n.hidden=true;n.style.display='none'})})()`

/** The notice, or nothing when the page was not reached through a refused token link. */
export function TokenLinkNotice({ ctx }: { ctx: PageContext }) {
  if (ctx.url.searchParams.get(TOKEN_LINK_FLAG) !== TOKEN_LINK_REFUSED) return null
  return (
    <div
      id={NOTICE_ID}
      role="alert"
      data-testid="token-link-notice"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        justifyContent: 'center',
        padding: '10px 16px',
        background: '#3a1420',
        borderBottom: '1px solid rgba(255, 143, 163, 0.45)',
        color: '#ffd6de',
        fontSize: 14,
        lineHeight: 1.4,
        textAlign: 'center',
      }}
    >
      <span style={{ minWidth: 0 }}>{ctx.t('errors.tokenLinkRefused')}</span>
      <button
        type="button"
        aria-label={ctx.t('help.close')}
        style={{ flex: 'none', minWidth: 32, minHeight: 32, border: 0, borderRadius: 999, background: 'rgba(255, 255, 255, 0.1)', color: 'inherit', fontSize: 18, lineHeight: 1, cursor: 'pointer' }}
      >
        ×
      </button>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: SCRIPT is our own constant (above), carrying the response's CSP nonce; no outside input */}
      <script nonce={ctx.nonce} dangerouslySetInnerHTML={{ __html: SCRIPT }} />
    </div>
  )
}
