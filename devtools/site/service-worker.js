'use strict';
// Written by scripts/build-web (devtools/web_site.py): keep the static site in a cache and
// answer from it, so the site starts with no network after one complete visit.
// The Flutter client comes in two builds (WebAssembly + skwasm for Chromium, JavaScript +
// CanvasKit for the others): only the files this browser uses are kept (CLIENT): the page
// lists them once it has started ({keep: [...]}), and later builds keep the same ones.
// A new build (a new cache name) installs beside the running one and waits: the page
// (beachbag.js) says a new version is ready and, on the player's tap, sends
// 'beachbag:update', then reloads once this worker has taken over.
const CACHE = "@CACHE@";
const FILES = "@FILES@";
const CLIENT = "@CLIENT@";
const scopePath = () => new URL(self.registration.scope).pathname;
const relative = (url) => {
  const u = new URL(url, self.registration.scope);
  return u.origin === self.location.origin && u.pathname.startsWith(scopePath())
    ? decodeURIComponent(u.pathname.slice(scopePath().length)) : null;
};
self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const used = new Set();  // the client files this browser used with an earlier build
    for (const key of await caches.keys()) {
      if (key === CACHE || !key.startsWith('beachbag-')) continue;
      for (const req of await (await caches.open(key)).keys()) {
        const rel = relative(req.url);
        if (rel && CLIENT.includes(rel)) used.add(rel);
      }
    }
    const cache = await caches.open(CACHE);
    const wanted = FILES.filter((f) => !CLIENT.includes(f) || used.has(f));
    await cache.addAll(wanted.map((f) => new Request(f, {cache: 'reload'})));
    // The very first install has nothing to replace: take over at once.
    if (!self.registration.active) await self.skipWaiting();
  })());
});
self.addEventListener('message', (event) => {
  if (event.data === 'beachbag:update') { self.skipWaiting(); return; }
  if (event.data && Array.isArray(event.data.keep)) {
    event.waitUntil((async () => {
      const cache = await caches.open(CACHE);
      const used = new Set();
      for (const url of event.data.keep) {
        const rel = relative(url);
        if (!rel || !FILES.includes(rel)) continue;
        if (CLIENT.includes(rel)) used.add(rel);
        if (await cache.match(rel)) continue;
        try { await cache.add(new Request(rel, {cache: 'reload'})); } catch (e) {}
      }
      // Ready offline only when every file this browser needs is in the cache: all but the
      // client build it does not use (a failed download above leaves one missing).
      const missing = [];
      for (const f of FILES) {
        if (CLIENT.includes(f) && !used.has(f)) continue;
        if (!(await cache.match(f))) missing.push(f);
      }
      if (event.ports[0]) event.ports[0].postMessage({kept: missing.length === 0, missing});
    })());
  }
});
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key !== CACHE && key.startsWith('beachbag-')) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});
self.addEventListener('fetch', (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method !== 'GET' || url.origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const isPage = req.mode === 'navigate' || url.pathname === scopePath();
    const hit = await cache.match(isPage ? 'index.html' : req, {ignoreSearch: true});
    if (hit) return hit;
    const response = await fetch(req);
    const rel = relative(req.url);
    if (response.ok && rel && FILES.includes(rel)) cache.put(rel, response.clone());
    return response;
  })());
});
