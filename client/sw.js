/*
 * The lobby's service worker (issue 18, decision 0057), one for every language, served at /sw.js
 * (scope /) by server/pages/download-pwa.ts, which puts the build's values in place of __SW_CONFIG__:
 * { version, offline, fallback, cookie, precache } — the cache name's version (a hash of what is
 * precached), the offline page's URL of each complete language (code → URL), the default language,
 * the language cookie's name and the app shell's static files.
 * - install: precaches every language's offline page and the shell's files in `lobby-<version>`;
 * - activate: deletes every other `lobby-` cache (an older build's) but `lobby-state`, and takes the open pages;
 * - fetch: a page navigation goes to the network and, only when the network fails, answers the cached
 *   offline page in the language the server would have rendered: the navigation's `?language=`, else
 *   the `lang` cookie (the worker's cookieStore where the browser has one, else the cookie the last
 *   loaded page posted), else the default; an unknown code is the default, as on the server
 *   (shared/i18n/languages.ts resolveLanguage). A precached static file answers from the cache.
 *   Nothing else is touched: API answers (/wps, /lgw), member pages and every cookie-dependent body
 *   are never stored.
 * - message `{ lang }`: a page's `lang` cookie at its load (server/pages/download-head.tsx), kept in
 *   memory and in `lobby-state` (the browser stops an idle worker) for browsers without cookieStore.
 */
const CONFIG = __SW_CONFIG__
const CACHE = `lobby-${CONFIG.version}`
const STATE = 'lobby-state'
const POSTED = '/sw-state/lang-cookie'
/** The `lang` cookie the last loaded page posted (null: none since the worker started). */
let posted = null

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([...Object.values(CONFIG.offline), ...CONFIG.precache].map((url) => new Request(url, { cache: 'reload', credentials: 'omit' }))))
      .then(() => self.skipWaiting()),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('lobby-') && name !== CACHE && name !== STATE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  )
})

self.addEventListener('message', (event) => {
  const lang = event.data?.lang
  if (typeof lang !== 'string' || lang.length > 16) return
  posted = lang
  event.waitUntil(caches.open(STATE).then((cache) => cache.put(POSTED, new Response(lang))))
})

/** The offline page's language for a code as the server resolves it: a complete language, anything else the default. */
const resolve = (code) => {
  const c = code.trim().toLowerCase()
  return Object.hasOwn(CONFIG.offline, c) ? c : CONFIG.fallback
}

/** The `lang` cookie's value ('' when there is none): the browser's own where the worker can read it, else the one the last page posted. */
async function cookieValue() {
  if (self.cookieStore) {
    const cookie = await self.cookieStore.get(CONFIG.cookie).catch(() => null)
    return cookie ? decodeURIComponent(cookie.value) : ''
  }
  if (posted !== null) return posted
  const kept = await caches.open(STATE).then((cache) => cache.match(POSTED))
  return kept ? kept.text() : ''
}

/** The offline page for a navigation that failed: the language the server would have rendered it in. */
async function offlinePage(url) {
  const asked = url.searchParams.get('language')
  const language = resolve(asked !== null ? asked : await cookieValue().catch(() => ''))
  const cache = await caches.open(CACHE)
  return (await cache.match(CONFIG.offline[language])) || (await cache.match(CONFIG.offline[CONFIG.fallback])) || Response.error()
}

self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => offlinePage(url)))
    return
  }
  if (CONFIG.precache.includes(url.pathname + url.search)) {
    event.respondWith(caches.open(CACHE).then((cache) => cache.match(request, { ignoreVary: true }).then((hit) => hit || fetch(request))))
  }
})
