/**
 * The installable app's part of every page's head (issue 18, decisions 0057 and 0061): the manifest and the
 * iOS home-screen icon in the page's language, and a tiny nonce'd script that keeps Chromium's
 * deferred `beforeinstallprompt` for the download page's "Install app" button (`window.__lobbyInstall`,
 * announced by a `lobby:installable` event) and looks after the one service worker of every language
 * (`/sw.js`, client/sw.js):
 * - when the site has a worker already, right after the load event, it posts the worker the page's `lang`
 *   cookie (`{ lang }`, '' without one): the language a navigation without `?language=` renders in, which the
 *   worker uses for its offline page where it cannot read the cookie itself (no cookieStore);
 * - when the site has none, it registers `/sw.js` late, so that the install (which precaches the offline pages
 *   and the shell's files) falls outside the first load and its Total Blocking Time: at the visitor's first
 *   key or pointer press, or REGISTER_DELAY_MS after the load event at the next idle moment (requestIdleCallback,
 *   at most REGISTER_IDLE_MS later; a browser without it registers at once), whichever comes first (decision
 *   0061); then posts the cookie as above.
 * A page never registers another script URL: that replaced the worker (install, skipWaiting,
 * claim) while the next navigation went through the old one, and that navigation could hang (decision 0057,
 * "Worker paused, then registered again").
 */
import { LANGUAGE_COOKIE } from '../../shared/i18n/languages'
import type { PageContext } from './context'

const COOKIE_RE = `/(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)/`

/** How long after the load event a page without a worker waits before registering it (ms; Lighthouse stops watching the page well before). */
export const REGISTER_DELAY_MS = 5000
/** The longest wait for an idle moment after REGISTER_DELAY_MS (ms, requestIdleCallback's timeout). */
export const REGISTER_IDLE_MS = 5000

const REGISTER_SCRIPT = `addEventListener('beforeinstallprompt',function(e){e.preventDefault();window.__lobbyInstall=e;dispatchEvent(new Event('lobby:installable'))});if('serviceWorker'in navigator)addEventListener('load',function(){var w=navigator.serviceWorker,o={once:!0,passive:!0,capture:!0},p=function(){return w.ready.then(function(r){var m=${COOKIE_RE}.exec(document.cookie);if(r.active)r.active.postMessage({lang:m?m[1]:''})})};w.getRegistration('/').then(function(r){if(r)return p();var d,g=function(){if(!d){d=1;w.register('/sw.js').then(p).catch(function(){})}};addEventListener('pointerdown',g,o);addEventListener('keydown',g,o);setTimeout(function(){(window.requestIdleCallback||setTimeout)(g,{timeout:${REGISTER_IDLE_MS}})},${REGISTER_DELAY_MS})}).catch(function(){})})`

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
