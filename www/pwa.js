// Offline and updates for Rinshan's own pages (not for pages that embed the widgets):
// registers the service worker, and when a new build has been downloaded offers
// "New version available - reload" instead of switching a game in progress.
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

if ("serviceWorker" in navigator) {
  navigator.serviceWorker
    .register(new URL("sw.js", root), { scope: root.href })
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
