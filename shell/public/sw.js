// Armatura service worker (registered from /sw.js with scope '/').
// - Page navigations: network first; when the network fails, the offline page cached at install.
// - Hashed static files (shell and remotes): cache first, they never change under one name.
// - /api, /AbpUserConfiguration, /registry.json and the federation manifests/entries: never
//   cached, so a redeployed remote or a changed session is seen at once.
const VERSION = 'armatura-v1';
const OFFLINE_URL = '/offline.html';
const PRECACHE = [OFFLINE_URL, '/icons/icon-192.png', '/manifest.webmanifest'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(VERSION)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== VERSION).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

function neverCache(url) {
  return (
    url.pathname.startsWith('/api/') ||
    url.pathname.startsWith('/AbpUserConfiguration') ||
    url.pathname === '/registry.json' ||
    url.pathname.endsWith('/mf-manifest.json') ||
    url.pathname.endsWith('/remoteEntry.js') ||
    url.pathname === '/sw.js'
  );
}

/** Files whose name carries a content hash (name.1a2b3c4d.js/css). */
function isHashedAsset(url) {
  return /\.[0-9a-f]{8}\.(js|css)$/.test(url.pathname);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || neverCache(url)) return;

  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_URL)));
    return;
  }
  if (isHashedAsset(url)) {
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              caches.open(VERSION).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});
