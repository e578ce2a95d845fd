// Which copy of the site this is. Copies of dist/ under two sub-paths of one origin (/a/ and
// /b/ of a static-pages site) share localStorage, IndexedDB, the origin private file system
// and Web Locks, so every name the site stores under carries the copy's base path (the folder
// of index.html and worker.js): each copy keeps its own saves, build record, key and snapshot.
// Used by the page and by the Worker alike (this file sits in <base>/lib/).

/** The site's base path, e.g. '/games/table/' ('/' at an origin's root). */
export const BASE = new URL('..', import.meta.url).pathname;

/** `name` for this copy of the site: a localStorage key, an IndexedDB or Web Lock name. */
export function scoped(name) {
  return `${name}@${BASE}`;
}

/** `name` for this copy, spelt for a file or folder name (no '/'): other characters than
 * letters, digits, '-' and '_' become '_' and their hex code. */
export function scopedFileName(name) {
  return `${name}@${BASE.replace(/[^A-Za-z0-9_-]/g, (c) => `_${c.charCodeAt(0).toString(16)}`)}`;
}
