// IndexedDB for what the Worker keeps of its own: the save key (lib/seal.js) and the seat
// keys and secrets of sealed links (lib/seat_keys.js). A database here is opened for one
// call and closed again, and nothing read is kept in memory: after the site's data is
// cleared while a tab is open, a key still held would seal or sign with something that no
// later visit has any more.

function done(request) {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** `use(db)` on the database `name` (version 1, its object `stores` made when it is new),
 * closed again when `use`'s promise settles. Rejects when the browser keeps no IndexedDB
 * for the site (storage turned off). */
export async function withDatabase(name, stores, use) {
  const request = indexedDB.open(name, 1);
  request.onupgradeneeded = () => {
    for (const store of stores) request.result.createObjectStore(store);
  };
  const db = await done(request);
  try {
    return await use(db);
  } finally {
    db.close();
  }
}

/** The value under `id` in `store` (undefined: none). */
export function read(db, store, id) {
  return done(db.transaction(store, 'readonly').objectStore(store).get(id));
}

/** Run `write(objectStore)` in a read-write transaction of `store`; resolves once the
 * transaction has committed (a key is used only once it is on disk), rejects with the
 * request's or the transaction's error. */
export function committed(db, store, write) {
  const transaction = db.transaction(store, 'readwrite');
  return new Promise((resolve, reject) => {
    const request = write(transaction.objectStore(store));
    request.onerror = (event) => {
      event.preventDefault();  // handled here: no error event goes on to the database
      reject(request.error);
    };
    transaction.oncomplete = () => resolve();
    transaction.onabort = () => reject(transaction.error ?? request.error);
  });
}

/** The value under `id` in `store`, or when there is none, `await make()` stored there
 * first. Two tabs (or Workers) making one at once: add() lets only the first store its
 * value, and the other reads and returns that one, so both end with the same. */
export async function readOrMake(db, store, id, make) {
  const found = await read(db, store, id);
  if (found !== undefined) return found;
  const made = await make();
  try {
    await committed(db, store, (objects) => objects.add(made, id));
    return made;
  } catch (err) {
    if (err?.name !== 'ConstraintError') throw err;
    return read(db, store, id);
  }
}
