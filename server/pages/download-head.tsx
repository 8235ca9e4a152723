/**
 * The installable app's part of every page's head (issue 18, decision 0057): the manifest and the
 * iOS home-screen icon in the page's language, and a tiny nonce'd script that keeps Chromium's
 * deferred `beforeinstallprompt` for the download page's "Install app" button (`window.__lobbyInstall`,
 * announced by a `lobby:installable` event) and, after the load event (so it costs the first load nothing),
 * registers the one service worker of every language (`/sw.js`, client/sw.js) when the site has none yet, then
 * posts it the page's `lang` cookie (`{ lang }`, '' without one): the language a navigation without
 * `?language=` renders in, which the worker uses for its offline page where it cannot read the cookie itself
 * (no cookieStore). A page never registers another script URL: that replaced the worker (install, skipWaiting,
 * claim) while the next navigation went through the old one, and that navigation could hang (decision 0057,
 * "Worker paused, then registered again").
 */
import { LANGUAGE_COOKIE } from '../../shared/i18n/languages'
import type { PageContext } from './context'

const COOKIE_RE = `/(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)/`

const REGISTER_SCRIPT = `addEventListener('beforeinstallprompt',function(e){e.preventDefault();window.__lobbyInstall=e;dispatchEvent(new Event('lobby:installable'))});if('serviceWorker'in navigator)addEventListener('load',function(){var w=navigator.serviceWorker;w.getRegistration('/').then(function(r){if(!r)return w.register('/sw.js')}).then(function(){return w.ready}).then(function(r){var m=${COOKIE_RE}.exec(document.cookie);if(r.active)r.active.postMessage({lang:m?m[1]:''})}).catch(function(){})})`

/** The head's manifest link, iOS icon and install/worker script for the page's language (`ctx.language`, a known code) with the response's CSP nonce. */
export function PwaHead({ ctx }: { ctx: PageContext }) {
  return (
    <>
      <link rel="manifest" href={`/manifest.webmanifest?lang=${ctx.language}`} />
      <link rel="apple-touch-icon" href="/app-icon-maskable.svg" />
      <meta name="apple-mobile-web-app-capable" content="yes" />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, carrying the response's CSP nonce */}
      <script nonce={ctx.nonce} dangerouslySetInnerHTML={{ __html: REGISTER_SCRIPT }} />
    </>
  )
}
