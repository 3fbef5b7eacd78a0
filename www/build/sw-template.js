// Rinshan's service worker (after the generated VERSION, FILES and LAZY): every file of
// the build is precached at install but the LAZY ones (the Phoenix player's weights),
// which are kept once a page has fetched them, and precached at install when an earlier
// version's cache holds them; requests are answered from the cache first (the query
// string ignored, so ?seed=… and the like open offline), then from the network.
const CACHE = `rinshan-${VERSION}`;
const LATER = new Set(LAZY.map((f) => new URL(f, self.location).href));

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(FILES.map((f) => new Request(f, { cache: "reload" })));
      for (const f of LAZY) if (await caches.match(f)) await cache.add(f);
    })(),
  );
});

// A new version waits until the player accepts it (the page's "Reload"), so a hand in
// progress is never switched to other files.
self.addEventListener("message", (event) => {
  if (event.data === "SKIP_WAITING") self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith("rinshan-") && key !== CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const hit = await cache.match(request, { ignoreSearch: true });
      if (hit) return hit;
      try {
        const answer = await fetch(request);
        if (answer.ok && LATER.has(request.url)) await cache.put(request, answer.clone());
        return answer;
      } catch (error) {
        if (request.mode === "navigate") {
          const page = await cache.match(new URL("./", self.registration.scope).href);
          if (page) return page;
        }
        throw error;
      }
    })(),
  );
});
