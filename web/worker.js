// The module Web Worker that hosts Pyodide and the rules wheel, exposed to the page
// with Comlink. It holds no rules: every call goes to pygame_rules.web_api, which
// answers with a JSON envelope {ok, value} or {ok: false, error: {type, message}}.
//
// Loading, the plain way: Pyodide's runtime (pyodide.asm.wasm, pyodide-lock.json, and in
// place of its full python_stdlib.zip the site's trimmed one, manifest.stdlib: see
// build.py), micropip (loaded by URL: loading it by name fails the lock file's integrity
// check), then our wheel through micropip. When a memory snapshot of this build is cached
// (lib/snapshot.js) Python is restored from it instead, and the plain way is the fallback
// whenever the restore fails. All URLs are relative to this file, so the site works under
// any sub-path, and nothing comes from another origin.
//
// Only views cross to the page: a game call's answer leaves Python as {status, saved}, and
// `saved` (the autosave: the whole record, every hidden card in it) is sealed here
// (lib/seal.js) before the answer is sent, so the page gets {status, sealed} and stores the
// sealed text; it hands that text back to resume (loadSaved) or to compare a shared game
// with it (compareSaved). Nothing the page receives holds a card its viewer may not see.
//
// The keys of sealed links (api.sealedKeys, lib/seat_keys.js) live here too: this browser's
// seat identity and secrets, in IndexedDB. What `open` and `loadSecret` answer belongs to
// this browser's own seat (a message sealed to it, its own chain or deal secret), never to
// another seat. Sealed play itself (api.sealed, lib/sealed_desk.js) uses them here and hands
// the page only the seat's own snapshot, the status and the links.
import * as Comlink from './vendor/comlink.mjs';
import { cachedSnapshot, fetchSnapshot, forgetSnapshot, tidySnapshots } from './lib/snapshot.js';
import { isSealed, seal, unseal } from './lib/seal.js';
import * as seatKeys from './lib/seat_keys.js';
import { sealedApi, useSealedEngine } from './lib/sealed_desk.js';

let webApi = null;  // the Python module pygame_rules.web_api
let start = null;   // how Python started: see api.startInfo

class LoadError extends Error {}

// Byte progress: wrap fetch so the files Pyodide itself downloads are counted as they
// stream in (no second download). Also refuse a .wasm served with the wrong type:
// WebAssembly.instantiateStreaming would fail and Pyodide would wait forever.
function trackFetches(sizes, report, fail) {
  const expected = new Map(Object.entries(sizes).map(([rel, size]) => [new URL(rel, self.location).href, size]));
  const loaded = new Map();
  const realFetch = self.fetch.bind(self);
  self.fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url, self.location).href;
    let response;
    try {
      response = await realFetch(input, init);
    } catch (err) {
      if (expected.has(url)) fail(`Could not download ${url.split('/').pop()}: the network or the site is not reachable.`);
      throw err;
    }
    if (!expected.has(url)) return response;
    const name = url.split('/').pop();
    if (!response.ok) {
      fail(`Could not download ${name} (HTTP ${response.status}).`);
      return response;
    }
    const type = response.headers.get('content-type') || '';
    if (name.endsWith('.wasm') && !type.startsWith('application/wasm')) {
      fail(`The site serves ${name} as "${type || 'no type'}"; it must be application/wasm. Python cannot start.`);
      return response;
    }
    if (!response.body) {
      loaded.set(url, expected.get(url));
      report(loaded);
      return response;
    }
    // Count the bytes on a clone and hand Pyodide the original response: a rebuilt
    // Response has no URL, which the browser's cache of compiled wasm is keyed on.
    countBytes(response.clone(), (count) => {
      loaded.set(url, count);
      report(loaded);
    });
    return response;
  };
  return () => { self.fetch = realFetch; };
}

async function countBytes(response, onCount) {
  const reader = response.body.getReader();
  let count = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      count += value.byteLength;
      onCount(count);
    }
  } catch { /* the download failed; the original response reports it */ }
}

// The plain start: Pyodide boots, micropip comes by URL, and micropip installs our wheel.
async function plainStart(loadPyodide, options, manifest, progress) {
  const pyodide = await loadPyodide(options);
  progress('python', 'Python started; installing micropip', 0.85);
  await pyodide.loadPackage(new URL(manifest.micropip, self.location).href, { checkIntegrity: false });
  progress('micropip', 'Installing the game rules', 0.9);
  const micropip = pyodide.pyimport('micropip');
  await micropip.install(new URL(manifest.wheel, self.location).href);
  return pyodide.pyimport('pygame_rules.web_api');
}

// The snapshot start: Python's memory comes back with every module of the wheel imported
// and the games' card and board data read (tools/make_snapshot.mjs), so the games run at
// once. The filesystem is not in a snapshot: the wheel's files are unpacked where micropip
// had put them a little later, once the first screen is drawn (UNPACK_DELAY_MS), for
// anything that reads one late (a traceback's source lines, say).
const UNPACK_WHEEL = `
import os, zipfile, pygame_rules
with zipfile.ZipFile("/tmp/rules.whl") as wheel:
    wheel.extractall(os.path.dirname(pygame_rules.__path__[0]))
os.remove("/tmp/rules.whl")
`;
const UNPACK_DELAY_MS = 2000;

async function restoreSnapshot(loadPyodide, options, snapshot, manifest, progress, steps, started) {
  const wheel = fetch(new URL(manifest.wheel, self.location)).then(async (response) => {
    if (!response.ok) throw new Error(`${manifest.wheel}: HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  });
  wheel.catch(() => {});  // reported when unpacked
  snapshot.bytes.then(() => { steps.snapshotRead = Math.round(performance.now() - started); }, () => {});
  progress('restore', 'Restoring Python', 0.5);  // the page's deadline for a restore starts (lib/engine.js)
  // loadPyodide imports its runtime script before it awaits the snapshot's bytes.
  const restoreWasm = growMemoryForSnapshot(snapshot.bytes);
  let pyodide;
  try {
    pyodide = await loadPyodide({ ...options, _loadSnapshot: snapshot.bytes });
  } finally {
    restoreWasm();
  }
  steps.restored = Math.round(performance.now() - started);
  progress('restored', 'Python restored', 0.95);
  setTimeout(() => {
    unpackWheel(pyodide, wheel);
    tidySnapshots(manifest);
  }, UNPACK_DELAY_MS);
  return pyodide.pyimport('pygame_rules.web_api');
}

/**
 * Pyodide 314 copies a snapshot's memory into the new instance's (API.restoreSnapshot,
 * HEAP8.set) without growing it first, so a snapshot larger than the build's initial memory
 * (32 MiB) fails with "offset is out of bounds". Until loadPyodide returns, each WebAssembly
 * instance made here has its memory grown to the snapshot's size before Pyodide sees it.
 * @param {Promise<Uint8Array>} bytes the snapshot
 * @returns {() => void} puts WebAssembly's own functions back
 */
function growMemoryForSnapshot(bytes) {
  const { instantiate, instantiateStreaming } = WebAssembly;
  const grown = async (made) => {
    const result = await made;
    const memory = result.instance?.exports.memory;
    // Bytes that fail (a file of the wrong size) are reported by loadPyodide, which awaits
    // them too: a rejection here, inside Emscripten's instantiate, would hang the start.
    const needed = await bytes.then((buffer) => buffer.length, () => 0);
    if (memory instanceof WebAssembly.Memory && memory.buffer.byteLength < needed) {
      memory.grow(Math.ceil((needed - memory.buffer.byteLength) / 65536));
    }
    return result;
  };
  WebAssembly.instantiate = (...args) => grown(instantiate.apply(WebAssembly, args));
  WebAssembly.instantiateStreaming = (...args) => grown(instantiateStreaming.apply(WebAssembly, args));
  return () => Object.assign(WebAssembly, { instantiate, instantiateStreaming });
}

async function unpackWheel(pyodide, wheel) {
  try {
    pyodide.FS.writeFile('/tmp/rules.whl', await wheel);
    pyodide.runPython(UNPACK_WHEEL);
  } catch (err) {
    console.warn("[worker] the wheel's files were not unpacked after the snapshot restore:", err);
  }
}

/** A readable reason for a failed restore (Emscripten's file system errors have no message). */
function describe(err) {
  if (err?.message) return err.message;
  if (err?.errno !== undefined) return `a file system error (errno ${err.errno})`;
  return String(err);
}

function parse(text) {
  return JSON.parse(text);
}

/** A game call's envelope for the page: `saved` replaced by `sealed` (the sealed text; null,
 * with `sealError` saying why, when this browser keeps no IndexedDB for the site: the page
 * then says the game is not saved on this device). */
async function sealAnswer(text) {
  const envelope = parse(text);
  if (!envelope.ok) return envelope;
  const { saved, ...value } = envelope.value;
  try {
    value.sealed = await seal(JSON.stringify(saved));
  } catch (err) {
    value.sealed = null;
    value.sealError = err?.message || String(err);
  }
  return { ok: true, value };
}

/** The save text the page stored: a sealed one opened here, or a plain one (written by a
 * build before sealing) as it is. Returns {text} or {error} (an envelope's error). */
async function openSave(stored) {
  if (!isSealed(stored)) return { text: String(stored) };
  try {
    return { text: await unseal(stored) };
  } catch (err) {
    return { error: { type: 'RecordError', message: err?.message || String(err) } };
  }
}

const api = {
  /**
   * Start Python with the rules wheel: from this build's cached memory snapshot if there
   * is one, else (or when the restore fails) Pyodide, micropip and the wheel.
   * @param manifest site-manifest.json (paths relative to the site root = this file's folder)
   * @param onProgress Comlink proxy: ({stage, text, fraction, loaded, total}) => void; stages
   *   'download', 'python', 'micropip', 'restore' (a snapshot restore begins), 'restored',
   *   'fallback' (it failed: the plain start follows), 'ready'
   * @param useSnapshot false after a restore that hung (lib/engine.js): delete the stored
   *   snapshot and start the plain way
   * @returns the games() envelope
   */
  async init(manifest, onProgress, useSnapshot = true) {
    const started = performance.now();
    const downloads = {};
    for (const [rel, size] of Object.entries(manifest.sizes)) {
      if (/\.(wasm|zip|json)$/.test(rel)) downloads[rel] = size;  // what loadPyodide fetches
    }
    const total = Object.values(downloads).reduce((a, b) => a + b, 0);
    const progress = (stage, text, fraction, extra = {}) => {
      try { onProgress({ stage, text, fraction, ms: Math.round(performance.now() - started), ...extra }); } catch { /* page gone */ }
    };
    let failLoad;
    const failed = new Promise((_, reject) => { failLoad = (msg) => reject(new LoadError(msg)); });
    let lastReport = 0;
    const untrack = trackFetches(downloads, (loaded) => {
      const now = performance.now();
      const got = [...loaded.values()].reduce((a, b) => a + b, 0);
      if (now - lastReport < 100 && got < total) return;
      lastReport = now;
      if (got >= total) progress('python', 'Starting Python', 0.78);
      else progress('download', 'Downloading Python', 0.75 * (got / total), { loaded: got, total });
    }, (msg) => failLoad(msg));

    const race = (promise) => Promise.race([promise, failed]);
    try {
      progress('download', 'Downloading Python', 0, { loaded: 0, total });
      // Looked up while pyodide.mjs loads; not used (and deleted) after a restore that hung.
      const cached = useSnapshot ? cachedSnapshot(manifest).catch(() => null)
        : forgetSnapshot().catch(() => {}).then(() => null);
      const { loadPyodide } = await race(import(`./${manifest.pyodide_dir}/pyodide.mjs`));
      const options = {
        indexURL: new URL(`${manifest.pyodide_dir}/`, self.location).href,
        stdLibURL: new URL(manifest.stdlib, self.location).href,
        stdout: (line) => console.log('[python]', line),
        stderr: (line) => console.warn('[python]', line),
      };
      const steps = { pyodideModule: Math.round(performance.now() - started) };
      const snapshot = await cached;
      start = useSnapshot ? { path: 'plain', ms: 0 } : { path: 'plain', fallback: 'the restore from the snapshot hung', ms: 0 };
      if (snapshot) {
        try {
          webApi = await race(restoreSnapshot(loadPyodide, options, snapshot, manifest, progress, steps, started));
          start = { path: 'snapshot' };
        } catch (err) {
          if (err instanceof LoadError) throw err;  // the network or the server: no retry helps
          console.warn('[worker] the memory snapshot did not restore; starting the plain way:', err);
          progress('fallback', 'Starting Python', 0.1);
          start = { path: 'plain', fallback: describe(err) };
          await forgetSnapshot().catch(() => {});
        }
      }
      if (!webApi) webApi = await race(plainStart(loadPyodide, options, manifest, progress));
      steps.python = Math.round(performance.now() - started);
      useSealedEngine(webApi);
      const games = parse(webApi.games());
      start.ms = Math.round(performance.now() - started);
      start.steps = steps;
      start.workerStarted = Math.round(performance.timeOrigin + started);
      progress('ready', 'Ready', 1);
      return games;
    } finally {
      untrack();
    }
  },
  /** How this Worker's Python started: {path: 'snapshot' | 'plain', fallback?: why the
   * snapshot was not used, ms}. */
  startInfo: () => start,
  /** Download and cache this build's memory snapshot for the next visit (web/lib/snapshot.js):
   * 'cached', 'already cached', 'busy' (another tab is downloading it), 'none', or
   * 'failed: <reason>'. Never throws. */
  cacheSnapshot: (manifest) => fetchSnapshot(manifest).catch((err) => `failed: ${err && err.message || err}`),
  // Game calls answer {ok, value: {status, sealed}} (sealAnswer).
  newGame: (config) => sealAnswer(webApi.new_game(JSON.stringify(config))),
  /** Resume the save the page stored (sealed, or plain from an older build). */
  async loadSaved(stored) {
    const opened = await openSave(stored);
    return opened.error ? { ok: false, error: opened.error } : sealAnswer(webApi.load_saved(opened.text));
  },
  /** How the open game relates to the stored save: {ok, value: 'same' | 'continues' | 'different'}. */
  async compareSaved(stored) {
    const opened = await openSave(stored);
    return opened.error ? { ok: false, error: opened.error } : parse(webApi.compare_saved(opened.text));
  },
  openLink: (text) => sealAnswer(webApi.open_link(text)),
  /** 'sealed' or 'plain': which kind of link `text` is, by Python's word (web_api.link_kind). */
  linkKind: (text) => webApi.link_kind(text),
  status: () => parse(webApi.status()),
  snapshot: (viewer, shared = false) => parse(webApi.snapshot(viewer ?? undefined, shared === true)),  // undefined arrives as None
  play: (action) => sealAnswer(webApi.play(action)),
  // A move the board assembled from parts (Court of the Dead's split, a movement): Python writes it.
  playBuilt: (kind, parts) => sealAnswer(webApi.play_built(kind, JSON.stringify(parts))),
  step: () => sealAnswer(webApi.step()),
  undo: () => sealAnswer(webApi.undo()),
  link: () => parse(webApi.link()),
  // Playtest lab (lab.html): one call per game, so the page shows progress between games.
  labSpec: (spec) => parse(webApi.lab_spec(JSON.stringify(spec))),
  labPlay: (spec, index) => parse(webApi.lab_play(JSON.stringify(spec), index)),
  labReport: (spec, results) => parse(webApi.lab_report(JSON.stringify(spec), JSON.stringify(results))),
  // Sealed links' keys (lib/seat_keys.js; docs/sealed-links.md, "Keys in the browser"), called
  // as remote.sealedKeys.sign(bytes) etc.: no Python needed. Bytes are Uint8Arrays; a refusal
  // rejects with an Error named 'SeatKeyError'.
  sealedKeys: {
    identity: seatKeys.identity,
    sign: seatKeys.sign,
    verify: seatKeys.verify,
    sealTo: seatKeys.sealTo,
    open: seatKeys.open,
    storeSecret: seatKeys.storeSecret,
    loadSecret: seatKeys.loadSecret,
    p256Multiply: seatKeys.p256Multiply,
  },
  // Sealed play (lib/sealed_desk.js): remote.sealed.open(link), .play(action)... each answers
  // an envelope whose value holds the seat's status and the link to send, never a secret.
  sealed: sealedApi,
};

Comlink.expose(api);
