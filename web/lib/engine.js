// Starts the Pyodide Worker and reports loading progress, with a watchdog: Pyodide
// can wait forever (e.g. on a bad wasm response), so a load that makes no progress
// for STALL_MS is reported as stalled instead of spinning for ever. A restore from the
// stored memory snapshot has its own, shorter deadline: a snapshot damaged on disk can
// make it hang, so past RESTORE_STALL_MS the Worker is stopped and a new one starts the
// plain way, deleting the stored copy (a later quiet moment stores a good one).
import * as Comlink from '../vendor/comlink.mjs';

export const STALL_MS = 60000;          // no downloaded byte for this long: the network stalled
export const START_STALL_MS = 120000;   // Python starting or installing for this long: it hung
export const RESTORE_STALL_MS = 20000;  // restoring the snapshot (about 1 s) for this long: it hung

export class EngineError extends Error {}
class RestoreHung extends Error {}

/** RESTORE_STALL_MS, or localStorage 'skulltable.restoreStallMs' (tests make a restore "hang"). */
function restoreDeadline() {
  try {
    return Number(localStorage.getItem('skulltable.restoreStallMs')) || RESTORE_STALL_MS;
  } catch {
    return RESTORE_STALL_MS;
  }
}

/**
 * Load the engine.
 * @param manifest site-manifest.json
 * @param onProgress ({stage, text, fraction, loaded, total, ms}) => void
 * @returns {Promise<{remote, games}>} remote: Comlink proxy of worker.js's api
 */
export async function startEngine(manifest, onProgress) {
  try {
    return await launch(manifest, onProgress, true);
  } catch (err) {
    if (!(err instanceof RestoreHung)) throw err;
    console.warn(`The memory snapshot did not restore within ${restoreDeadline() / 1000} s: it is deleted; starting the plain way.`);
    return launch(manifest, onProgress, false);
  }
}

function launch(manifest, onProgress, useSnapshot) {
  const worker = new Worker(new URL('../worker.js', import.meta.url), { type: 'module', name: 'pyodide' });
  const remote = Comlink.wrap(worker);
  return new Promise((resolve, reject) => {
    let timer = null;
    let done = false;
    let restoring = false;
    const finish = (err, value) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (err) {
        worker.terminate();
        reject(err);
      } else {
        resolve(value);
      }
    };
    const arm = (stage) => {
      if (stage === 'restore') {  // until 'restored' or 'fallback', whatever else it reports
        restoring = true;
        clearTimeout(timer);
        timer = setTimeout(() => finish(new RestoreHung()), restoreDeadline());
        return;
      }
      if (restoring && stage !== 'restored' && stage !== 'fallback') return;
      restoring = false;
      const downloading = stage === 'download';
      const limit = downloading ? STALL_MS : START_STALL_MS;
      clearTimeout(timer);
      timer = setTimeout(() => finish(new EngineError(
        `Loading stalled while ${downloading ? 'downloading Python' : 'starting Python'}: nothing happened for ${Math.round(limit / 1000)} seconds. `
        + (downloading ? 'Check your connection and try again.' : 'Try again; if it keeps happening, this browser may not run WebAssembly well.'))), limit);
    };
    arm('download');
    worker.addEventListener('error', (event) => {
      event.preventDefault?.();
      finish(new EngineError(`The game engine could not start: ${event.message || 'its script failed to load'}.`));
    });
    const progress = (info) => {
      if (done) return;
      arm(info.stage);
      onProgress(info);
    };
    remote.init(manifest, Comlink.proxy(progress), useSnapshot).then((envelope) => {
      if (!envelope.ok) {
        finish(new EngineError(`The game rules could not be loaded: ${envelope.error.message}`));
      } else {
        finish(null, { remote, games: envelope.value, worker });
      }
    }, (err) => finish(new EngineError(`The game engine could not start: ${err?.message || err}`)));
  });
}
