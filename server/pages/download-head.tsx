/**
 * The installable app's part of every page's head (issue 18, decision 0057): the manifest and the
 * iOS home-screen icon in the page's language, and a tiny nonce'd script that keeps Chromium's
 * deferred `beforeinstallprompt` for the download page's "Install app" button (`window.__lobbyInstall`,
 * announced by a `lobby:installable` event). The service worker is not registered for now (decision
 * 0057, "Worker paused").
 */
import type { PageContext } from './context'

const INSTALL_PROMPT_SCRIPT = `addEventListener('beforeinstallprompt',function(e){e.preventDefault();window.__lobbyInstall=e;dispatchEvent(new Event('lobby:installable'))})`

export function PwaHead({ ctx }: { ctx: PageContext }) {
  return (
    <>
      <link rel="manifest" href={`/manifest.webmanifest?lang=${ctx.language}`} />
      <link rel="apple-touch-icon" href="/app-icon-maskable.svg" />
      <meta name="apple-mobile-web-app-capable" content="yes" />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, carrying the response's CSP nonce */}
      <script nonce={ctx.nonce} dangerouslySetInnerHTML={{ __html: INSTALL_PROMPT_SCRIPT }} />
    </>
  )
}
