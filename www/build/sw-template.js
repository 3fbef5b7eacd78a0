// Rinshan's service worker (after the generated VERSION and FILES): every file of the
// build is precached at install; requests are answered from that cache first (the query
// string ignored, so ?seed=… and the like open offline), then from the network.
const CACHE = `rinshan-${VERSION}`;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(FILES.map((f) => new Request(f, { cache: "reload" })))),
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
        return await fetch(request);
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
