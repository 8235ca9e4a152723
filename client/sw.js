/*
 * The lobby's service worker (issue 18, decision 0057), served at /sw.js (scope /) by
 * server/pages/download-pwa.ts, which puts the build's values in place of __SW_CONFIG__:
 * { version, offline, precache } — the cache name's version (a hash of what is precached), the
 * offline page's URL and the app shell's static files.
 * - install: precaches the offline page and the shell's files in `lobby-<version>`;
 * - activate: deletes every other `lobby-` cache (an older build's) and takes the open pages;
 * - fetch: a page navigation goes to the network and, only when the network fails, answers the
 *   cached offline page; a precached static file answers from the cache. Nothing else is touched:
 *   API answers (/wps, /lgw), member pages and every cookie-dependent body are never stored.
 */
const CONFIG = __SW_CONFIG__
const CACHE = `lobby-${CONFIG.version}`

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([CONFIG.offline, ...CONFIG.precache].map((url) => new Request(url, { cache: 'reload', credentials: 'omit' }))))
      .then(() => self.skipWaiting()),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('lobby-') && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  )
})

self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(() =>
        caches
          .open(CACHE)
          .then((cache) => cache.match(CONFIG.offline))
          .then((hit) => hit || Response.error()),
      ),
    )
    return
  }
  if (CONFIG.precache.includes(url.pathname + url.search)) {
    event.respondWith(caches.open(CACHE).then((cache) => cache.match(request, { ignoreVary: true }).then((hit) => hit || fetch(request))))
  }
})
