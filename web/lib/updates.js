// Updates: the service worker (offline play, web/sw.js) and telling the player when a new
// build of the site has arrived or been installed. ``build`` is the running page's build id
// (site-manifest.json).
import { swapLastBuild } from './storage.js';
import { button, hideBanner, showBanner } from './notices.js';

const $ = (id) => document.getElementById(id);

/** "Updated to build X" once, on the first start of a new build in this browser. */
export function announceUpdate(build) {
  const last = swapLastBuild(build);
  if (!build || !last || last === build) return;
  showBanner('update-notice', `Skull Table was updated to build ${build}. Saved games carry on where they were.`, {
    kind: 'info', actions: [button('OK', () => hideBanner('update-notice'))],
  });
}

/** A new build took over the service worker (sw.js has skipWaiting + clientsClaim): this page
 * still runs the old code, so offer a reload. The game is autosaved after every move, so a
 * reload resumes it where it is. */
async function checkForNewBuild(build) {
  let served;
  try {
    const response = await fetch('site-manifest.json', { cache: 'no-cache' });
    served = (await response.json()).build;
  } catch {
    return;  // offline with no precache yet: nothing to compare
  }
  if (!served || served === build) return;
  document.documentElement.dataset.update = 'ready';
  showBanner('update-notice', `A new version of Skull Table (build ${served}) is ready. Reload to use it; your game is saved and goes on where it is.`, {
    kind: 'info', actions: [button('Reload now', () => location.reload(), { id: 'update-reload', class: 'primary' })],
  });
}

/**
 * Ask the browser to look for a new sw.js now (its own check after a navigation waits until
 * the old worker has been idle a while, which under load can be minutes), and again when a
 * long-open tab comes back to the foreground (at most hourly).
 * @param {ServiceWorkerRegistration} registration
 */
function lookForUpdates(registration) {
  registration.update().catch(() => {});
  let checked = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - checked < 3600_000) return;
    checked = Date.now();
    registration.update().catch(() => {});
  });
}

/**
 * Register sw.js (offline play; only in a secure context), look for a new build at once, and
 * offer a reload when one takes over; a tab back in the foreground looks again at most hourly. Sets
 * html[data-offline="ready"] and the footer once the service worker is ready.
 * @param {string} build the running page's build id
 */
export function registerServiceWorker(build) {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const sw = navigator.serviceWorker;
  sw.addEventListener('controllerchange', () => checkForNewBuild(build));
  // Registered after the engine loaded: the precache then fills from the HTTP cache.
  sw.register('./sw.js').then((registration) => {
    // undefined when the browser blocks service workers (Playwright's service_workers="block"):
    // then sw.ready never settles, and the page does not claim offline play.
    if (registration) lookForUpdates(registration);
    return sw.ready;
  }).then(() => {
    $('offline-status').textContent = `Ready to play offline (build ${build || '?'}). Rules run in Python (Pyodide) in your browser.`;
    document.documentElement.dataset.offline = 'ready';
    checkForNewBuild(build);  // the switch may have happened before this page listened
  }).catch((err) => console.warn('service worker:', err));
}
