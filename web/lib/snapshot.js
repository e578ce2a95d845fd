// The memory snapshot's own store, used by worker.js. A snapshot is the Pyodide
// interpreter's memory with our wheel already imported (build.py, tools/make_snapshot.mjs):
// restoring it skips Python's start-up and the wheel's install and imports.
//
// It is 30 MiB (about 7 MB as the gzip file the site serves), too much for a first visit,
// so it stays out of the service worker's precache: after a plain start, fetchSnapshot()
// downloads the .gz in the background, inflates it and writes it to the origin private
// file system (OPFS), folder DIR; later visits restore from there. OPFS rather than Cache
// Storage: a Worker reads 30 MiB through a sync access handle in about 25 ms, where Cache
// Storage took 100-250 ms on a start's critical path. The file is named by the hash in the
// snapshot's URL (made from the files it was made from), so a new build never meets an
// old snapshot; the folder holds only the current build's.
//
// Tabs of the site share the folder: a download holds the Web Lock LOCK, so a second tab
// neither downloads the same 7 MB nor reads the file being written (it starts the plain way).
// The folder and the lock are this copy of the site's own (lib/deployment.js): another copy
// under another sub-path of the origin, maybe of another build, keeps its own snapshot.
import { scoped, scopedFileName } from './deployment.js';

export const DIR = scopedFileName('skulltable-snapshot');
const OLD_CACHE = 'skulltable-snapshot';  // Cache Storage, where builds before 30 Nov 2026 kept it
const OLD_DIR = 'skulltable-snapshot';    // the folder builds before 2 Dec 2026 shared across the origin
export const LOCK = scoped('skulltable-snapshot-download');

const fileName = (manifest) => manifest.snapshot.url.split('/').pop().replace(/\.gz$/, '');

function supported(manifest) {
  return Boolean(manifest.snapshot && self.navigator?.storage?.getDirectory
    && self.FileSystemFileHandle?.prototype.createSyncAccessHandle);
}

/** Whether a tab of the site is writing the snapshot now (holds LOCK). */
async function downloading() {
  if (!self.navigator?.locks) return false;
  return (await navigator.locks.query()).held.some((lock) => lock.name === LOCK);
}

async function folder(create) {
  return (await navigator.storage.getDirectory()).getDirectoryHandle(DIR, { create });
}

/** Whether the stored file `handle` holds as many bytes as this build's snapshot (its
 * metadata only: no read). */
async function whole(handle, manifest) {
  return (await handle.getFile()).size === manifest.snapshot.bytes;
}

async function readAll(handle) {
  let access;
  try {
    access = await handle.createSyncAccessHandle({ mode: 'read-only' });
  } catch {  // another tab holds the file (older browsers lock it even to read): read it as a File
    return new Uint8Array(await (await handle.getFile()).arrayBuffer());
  }
  try {
    const bytes = new Uint8Array(access.getSize());
    access.read(bytes, { at: 0 });
    return bytes;
  } finally {
    access.close();
  }
}

/**
 * This build's stored snapshot, or null when there is none. Found at once; its bytes come
 * as a promise, so that Pyodide's own files load meanwhile (loadPyodide awaits
 * _loadSnapshot only once its runtime script is in). The promise rejects when the bytes
 * are not the size the manifest gives (the file changed after it was found).
 * @returns {Promise<{bytes: Promise<Uint8Array>} | null>}
 */
export async function cachedSnapshot(manifest) {
  if (!supported(manifest) || await downloading()) return null;
  let handle;
  try {
    handle = await (await folder(false)).getFileHandle(fileName(manifest));
    // A file of another size is a download cut short: the tab closed while it was written
    // (the file is made empty before the bytes arrive, and only a caught error removes it).
    // That is no snapshot: the plain start, and the next download replaces it.
    if (!await whole(handle, manifest)) return null;
  } catch {
    return null;  // NotFoundError: nothing stored for this build
  }
  const bytes = readAll(handle).then((buffer) => {
    if (buffer.byteLength !== manifest.snapshot.bytes) {
      throw new Error(`the stored memory snapshot has ${buffer.byteLength} bytes, not ${manifest.snapshot.bytes}`);
    }
    // No hash check on every start (30 MiB, tens of ms): the download was checked by gzip's
    // CRC-32 as it was inflated, and a restore that fails falls back to the plain start.
    return buffer;
  });
  bytes.catch(() => {});  // reported where loadPyodide awaits it
  return { bytes };
}

/** Remove every stored snapshot (one that failed to restore, or an older build's). A file
 * still locked by a Worker just stopped (after a restore that hung) is released a moment
 * later: a few tries, 0.2 s apart. */
export async function forgetSnapshot() {
  if (!self.navigator?.storage?.getDirectory) return;
  for (let attempt = 1; ; attempt++) {
    try {
      await (await navigator.storage.getDirectory()).removeEntry(DIR, { recursive: true });
      return;
    } catch (err) {
      if (err.name === 'NotFoundError') return;
      if (attempt === 10) throw err;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * Download this build's snapshot, inflate it and store it, replacing any other. Written
 * through a writable stream as the download inflates (no 30 MiB buffer): the browser
 * keeps it in a swap file until the stream closes, so a download cut short (a closed tab,
 * a failed gzip CRC-32) never leaves part of the bytes, only at most the empty file made
 * first (cachedSnapshot passes over it), and no call blocks the Worker (a sync access
 * handle's close() can block it for ever when the site's data is cleared meanwhile).
 * Holds LOCK meanwhile; when another tab holds it, returns 'busy' at once.
 * @returns {Promise<string>} 'cached', 'already cached', 'busy' (another tab is downloading it),
 *   or 'none' (no snapshot in this build, no OPFS or DecompressionStream); throws on a failed
 *   download or a full disk.
 */
export async function fetchSnapshot(manifest) {
  if (!supported(manifest) || !self.DecompressionStream || !self.FileSystemFileHandle.prototype.createWritable) return 'none';
  if (!self.navigator.locks) return download(manifest);
  return navigator.locks.request(LOCK, { ifAvailable: true }, (lock) => (lock ? download(manifest) : 'busy'));
}

async function download(manifest) {
  const name = fileName(manifest);
  const dir = await folder(true);
  try {
    if (await whole(await dir.getFileHandle(name), manifest)) return 'already cached';
  } catch { /* not stored yet */ }
  const response = await fetch(new URL(manifest.snapshot.url, self.location).href);
  if (!response.ok || !response.body) throw new Error(`snapshot: HTTP ${response.status}`);
  await tidy(manifest);
  let size = 0;
  const count = new TransformStream({
    transform(chunk, controller) {
      size += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  try {
    const file = await dir.getFileHandle(name, { create: true });
    await response.body.pipeThrough(new DecompressionStream('gzip')).pipeThrough(count)
      .pipeTo(await file.createWritable());
    if (size !== manifest.snapshot.bytes) throw new Error(`snapshot: ${size} bytes, expected ${manifest.snapshot.bytes}`);
  } catch (err) {
    await dir.removeEntry(name).catch(() => {});
    throw err;
  }
  return 'cached';
}

/** Delete what is not this build's snapshot: other files in DIR, and the Cache Storage copy
 * and the origin-wide folder of earlier builds; nothing while another tab is downloading (it
 * may be another build's). Never throws. */
export async function tidySnapshots(manifest) {
  if (!await downloading().catch(() => true)) await tidy(manifest);
}

async function tidy(manifest) {
  try {
    if (self.caches) await caches.delete(OLD_CACHE);
    await (await navigator.storage.getDirectory()).removeEntry(OLD_DIR, { recursive: true }).catch(() => {});
    const dir = await folder(false);
    for await (const old of dir.keys()) {
      if (!manifest.snapshot || old !== fileName(manifest)) await dir.removeEntry(old, { recursive: true });
    }
  } catch { /* nothing stored, or another tab is using it */ }
}
