// The loading screen (progress bar and stage, or why the engine did not load) and what
// follows a start: how Python started, and the background download of the memory snapshot
// after a plain start (lib/snapshot.js keeps it; the next visit starts from it).
import { setBusy } from './screens.js';
import { hadNoRoom, rememberNoRoom } from './storage.js';
import { mark } from './timings.js';

const $ = (id) => document.getElementById(id);

const SNAPSHOT_DELAY_MS = 4000;  // after the engine is ready, before the snapshot download

/**
 * Show the engine's loading progress (lib/engine.js's onProgress).
 * @param {{text: string, fraction: number, loaded?: number, total?: number}} progress
 *   text: the stage in words; fraction: 0 to 1; loaded, total: bytes, while downloading
 */
export function setProgress({ text, fraction, loaded, total }) {
  const pct = Math.round(100 * Math.max(0, Math.min(1, fraction)));
  $('load-fill').style.width = `${pct}%`;
  $('load-progress').setAttribute('aria-valuenow', String(pct));
  const mb = (n) => (n / 1048576).toFixed(1);
  $('load-stage').textContent = loaded !== undefined && total
    ? `${text}: ${mb(loaded)} of ${mb(total)} MB`
    : `${text}…`;
}

/**
 * Say on the loading screen that the engine did not load, and focus "Try again" (the page is
 * no longer busy).
 * @param {string} message why, as a sentence
 */
export function loadFailed(message) {
  $('load-error-text').textContent = message;
  $('load-error').hidden = false;
  $('loading-title').textContent = 'The game engine did not load';
  $('load-retry').focus();
  setBusy(false);  // the page now waits for a person: "Try again"
}

/**
 * Record how Python started (data-engine-start: snapshot or plain) and, after a plain
 * start, have the Worker cache this build's memory snapshot in the background, so the next
 * visit starts from it (data-snapshot: fetching, from SNAPSHOT_DELAY_MS on; then cached,
 * already cached, busy when another tab is downloading it, none, skipped when the browser
 * asks to save data or this build's snapshot found no room on disk before (not downloaded
 * again, until a new build), or failed).
 * @param {object} remote the Worker's api
 * @param {object} manifest site-manifest.json (its ``snapshot``: {url, bytes, gzip_bytes})
 */
export async function noteEngineStart(remote, manifest) {
  const root = document.documentElement;
  const info = await remote.startInfo();
  if (info.fallback) console.warn('The memory snapshot could not be used:', info.fallback);  // before data-engine-start, which tests wait on
  root.dataset.engineStart = info.path;
  const since = info.workerStarted - performance.timeOrigin;  // the Worker's clock -> the page's
  mark('engineSteps', Object.fromEntries(Object.entries(info.steps || {}).map(([k, ms]) => [k, Math.round(since + ms)])));
  if (info.path === 'snapshot' || !manifest.snapshot) return;
  if ((navigator.connection && navigator.connection.saveData) || hadNoRoom(manifest.snapshot.url)) {
    root.dataset.snapshot = 'skipped';
    return;
  }
  root.dataset.snapshot = 'fetching';
  // Not at once: the first move and the service worker's precache come first.
  await new Promise((resolve) => setTimeout(resolve, SNAPSHOT_DELAY_MS));
  await new Promise((resolve) => (self.requestIdleCallback ? requestIdleCallback(resolve, { timeout: 5000 }) : resolve()));
  const result = await remote.cacheSnapshot(manifest);
  if (result.startsWith('failed')) console.warn('The memory snapshot was not cached:', result);
  rememberNoRoom(/quota|space/i.test(result) ? manifest.snapshot.url : null);
  root.dataset.snapshot = result.startsWith('failed') ? 'failed' : result;
}
