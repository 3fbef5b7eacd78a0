// Offline and updates for Rinshan's own pages (not for pages that embed the widgets):
// registers the service worker once the page is playable and idle, and when a new build
// has been downloaded offers "New version available - reload" instead of switching a
// game in progress.
// pwa.js sits at the root of the site (next to sw.js), also when that is a sub-path.
const root = new URL("./", import.meta.url);

function offer(worker) {
  if (document.getElementById("rinshan-update")) return;
  const bar = document.createElement("div");
  bar.id = "rinshan-update";
  bar.className = "update-banner";
  bar.setAttribute("role", "status");
  const words = document.createElement("span");
  words.textContent = "New version available";
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = "Reload";
  button.addEventListener("click", () => worker.postMessage("SKIP_WAITING"));
  bar.append(words, " - ", button);
  document.body.append(bar);
}

/** Resolves once the page is playable: on the game's page when the player's hand is on
 * the table, elsewhere at once. */
function playable() {
  return new Promise((resolve) => {
    if (!document.body?.hasAttribute("data-rinshan-game")) return resolve();
    const ready = () => document.querySelector('[data-testid="hand"] li');
    if (ready()) return resolve();
    const watch = new MutationObserver(() => {
      if (ready()) {
        watch.disconnect();
        resolve();
      }
    });
    watch.observe(document.body, { childList: true, subtree: true });
  });
}

/** Resolves when the page is idle (or after a few seconds at the latest). */
function idle() {
  return new Promise((resolve) =>
    "requestIdleCallback" in window ? requestIdleCallback(resolve, { timeout: 4000 }) : setTimeout(resolve, 1000),
  );
}

if ("serviceWorker" in navigator) {
  // The offline copy is fetched only once the game is playable and the page is idle, so
  // a first visit starts as fast as a later one.
  const start = document.readyState === "loading"
    ? new Promise((resolve) => addEventListener("DOMContentLoaded", resolve, { once: true }))
    : Promise.resolve();
  start
    .then(playable)
    .then(idle)
    .then(() => navigator.serviceWorker.register(new URL("sw.js", root), { scope: root.href }))
    .then((reg) => {
      const watch = (worker) =>
        worker.addEventListener("statechange", () => {
          if (worker.state === "installed" && navigator.serviceWorker.controller) offer(worker);
        });
      if (reg.waiting && navigator.serviceWorker.controller) offer(reg.waiting);
      if (reg.installing) watch(reg.installing);
      reg.addEventListener("updatefound", () => reg.installing && watch(reg.installing));
    })
    .catch(() => {
      // No service worker (an unsupported context): the game still works online.
    });
  let reloading = false;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (reloading || !document.getElementById("rinshan-update")) return;
    reloading = true;
    location.reload();
  });
}
