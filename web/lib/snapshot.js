// The memory snapshot's own cache, used by worker.js. A snapshot is the Pyodide
// interpreter's memory with our wheel already imported (build.py, tools/make_snapshot.mjs):
// restoring it skips Python's start-up and the wheel's install and imports.
//
// It is 30 MiB (6.7 MB as the gzip file the site serves), too much for a first visit, so
// it stays out of the service worker's precache: after a plain start, fetchSnapshot()
// downloads the .gz in the background, inflates it and keeps it in Cache Storage under
// CACHE; later visits restore from there. The key is the snapshot's URL, which carries a
// hash of the files it was made from, so a new build never meets an old snapshot.

export const CACHE = 'skulltable-snapshot';

/** The cached snapshot for this build as bytes, or null (none cached, or a wrong size). */
export async function cachedSnapshot(manifest) {
  if (!manifest.snapshot || !self.caches) return null;
  const cache = await caches.open(CACHE);
  const response = await cache.match(new URL(manifest.snapshot.url, self.location).href);
  if (!response) return null;
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength !== manifest.snapshot.bytes) {
    console.warn(`The cached memory snapshot has ${bytes.byteLength} bytes, not ${manifest.snapshot.bytes}: deleted; starting the plain way.`);
    await forgetSnapshot();
    return null;
  }
  // No hash check on every start (30 MiB, tens of ms): the download was checked by gzip's
  // CRC-32 as it was inflated, and a restore that fails falls back to the plain start.
  return bytes;
}

/** Remove every cached snapshot (one that failed to restore, or an older build's). */
export async function forgetSnapshot() {
  if (self.caches) await caches.delete(CACHE);
}

/**
 * Download this build's snapshot, inflate it and cache it, replacing any other.
 * @returns {Promise<string>} 'cached', 'already cached', or 'none' (no snapshot in this build,
 *   no Cache Storage); throws on a failed download.
 */
export async function fetchSnapshot(manifest) {
  if (!manifest.snapshot || !self.caches || !self.DecompressionStream) return 'none';
  const url = new URL(manifest.snapshot.url, self.location).href;
  const cache = await caches.open(CACHE);
  if (await cache.match(url)) return 'already cached';
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`snapshot: HTTP ${response.status}`);
  const inflated = await new Response(response.body.pipeThrough(new DecompressionStream('gzip'))).arrayBuffer();
  if (inflated.byteLength !== manifest.snapshot.bytes) {
    throw new Error(`snapshot: ${inflated.byteLength} bytes, expected ${manifest.snapshot.bytes}`);
  }
  for (const old of await cache.keys()) await cache.delete(old);
  await cache.put(url, new Response(inflated, { headers: { 'content-type': 'application/octet-stream' } }));
  return 'cached';
}
