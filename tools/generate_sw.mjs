// Writes dist/sw.js: a Workbox service worker that precaches every file of dist/
// (Pyodide, micropip and our wheel included), so after the first visit the site
// loads and plays with no network. Called by build.py as:
//   node tools/generate_sw.mjs <dist dir>
// Workbox bundles its runtime locally (no CDN): inlineWorkboxRuntime keeps it in sw.js.
import { generateSW } from 'workbox-build';

const distDir = process.argv[2];
if (!distDir) {
  console.error('usage: node tools/generate_sw.mjs <dist dir>');
  process.exit(2);
}

const { count, size, warnings } = await generateSW({
  globDirectory: distDir,
  globPatterns: ['**/*.{html,js,mjs,css,json,wasm,zip,whl,webmanifest,md,svg,png}'],
  globIgnores: ['sw.js', 'sw.js.map'],
  swDest: `${distDir}/sw.js`,
  // Pyodide's wasm is ~10 MB; everything must be cached for offline play.
  maximumFileSizeToCacheInBytes: 64 * 1024 * 1024,
  // Files in versioned folders (pyodide/v<version>/, wheels/<content hash>/) never change
  // under the same URL: no cache-busting query, so the precache can be filled from the
  // HTTP cache the first visit already filled instead of downloading 13 MB again.
  dontCacheBustURLsMatching: /^(pyodide\/v[^/]+|wheels\/[0-9a-f]+)\//,
  inlineWorkboxRuntime: true,
  sourcemap: false,
  mode: 'production',
  skipWaiting: true,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  // The share link rides in the fragment, which never reaches the service worker;
  // a navigation to the site's folder is answered with the precached index.html.
  directoryIndex: 'index.html',
  navigateFallback: null,
  ignoreURLParametersMatching: [/.*/],
});
for (const w of warnings) console.warn('workbox:', w);
console.log(`sw.js: precaching ${count} files, ${(size / 1048576).toFixed(1)} MiB`);
