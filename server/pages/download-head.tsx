/**
 * The installable app's part of every page's head (issue 18, decision 0057): the manifest and the
 * iOS home-screen icon in the page's language, and a tiny nonce'd script that keeps Chromium's
 * deferred `beforeinstallprompt` for the download page's "Install app" button (`window.__lobbyInstall`,
 * announced by a `lobby:installable` event) and, after the load event (so it costs the first load nothing),
 * registers the service worker of the page's language (`/sw.js?lang=<code>`, client/sw.js) when the site has
 * none yet. A page in another language keeps the registered worker (its offline page stays in the language of
 * the first visit): registering another script URL replaced the worker (install, skipWaiting, claim) while the
 * next navigation went through the old one, and that navigation could hang (decision 0057, "Worker paused,
 * then registered again").
 */
import type { PageContext } from './context'

const registerScript = (language: string) =>
  `addEventListener('beforeinstallprompt',function(e){e.preventDefault();window.__lobbyInstall=e;dispatchEvent(new Event('lobby:installable'))});if('serviceWorker'in navigator)addEventListener('load',function(){var w=navigator.serviceWorker;w.getRegistration('/').then(function(r){if(!r)return w.register(${JSON.stringify(`/sw.js?lang=${language}`)})}).catch(function(){})})`

/** The head's manifest link, iOS icon and install/worker script for the page's language (`ctx.language`, a known code) with the response's CSP nonce. */
export function PwaHead({ ctx }: { ctx: PageContext }) {
  return (
    <>
      <link rel="manifest" href={`/manifest.webmanifest?lang=${ctx.language}`} />
      <link rel="apple-touch-icon" href="/app-icon-maskable.svg" />
      <meta name="apple-mobile-web-app-capable" content="yes" />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script around the page's language code (a known code), carrying the response's CSP nonce */}
      <script nonce={ctx.nonce} dangerouslySetInnerHTML={{ __html: registerScript(ctx.language) }} />
    </>
  )
}
