// Starts the Pyodide Worker and reports loading progress, with a watchdog: Pyodide
// can wait forever (e.g. on a bad wasm response), so a load that makes no progress
// for STALL_MS is reported as stalled instead of spinning for ever.
import * as Comlink from '../vendor/comlink.mjs';

export const STALL_MS = 60000;        // no downloaded byte for this long: the network stalled
export const START_STALL_MS = 120000; // Python starting or installing for this long: it hung

export class EngineError extends Error {}

/**
 * Load the engine.
 * @param manifest site-manifest.json
 * @param onProgress ({stage, text, fraction, loaded, total, ms}) => void
 * @returns {Promise<{remote, games}>} remote: Comlink proxy of worker.js's api
 */
export function startEngine(manifest, onProgress) {
  const worker = new Worker(new URL('../worker.js', import.meta.url), { type: 'module', name: 'pyodide' });
  const remote = Comlink.wrap(worker);
  return new Promise((resolve, reject) => {
    let timer = null;
    let done = false;
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
    remote.init(manifest, Comlink.proxy(progress)).then((envelope) => {
      if (!envelope.ok) {
        finish(new EngineError(`The game rules could not be loaded: ${envelope.error.message}`));
      } else {
        finish(null, { remote, games: envelope.value, worker });
      }
    }, (err) => finish(new EngineError(`The game engine could not start: ${err?.message || err}`)));
  });
}
