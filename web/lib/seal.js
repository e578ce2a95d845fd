// Sealing the autosave in the Worker. The save (pygame_rules Session.saved(): the whole
// record, every hidden card in it) never crosses to the page as it is: the Worker encrypts it
// with AES-GCM (WebCrypto) under a key it generates once, non-extractable, and keeps in
// IndexedDB (database KEY_DB, one per copy of the site); the page stores only the sealed
// text and hands it back to resume. A sealed save opens only here: a cleared site, another
// copy of the site or a damaged text gives SealError, which the page shows as a saved game
// that could not be opened (kept, for download).
import { BASE, scoped } from './deployment.js';
import { read, readOrMake, withDatabase } from './keystore.js';

export const PREFIX = 'sealed1:';     // what a sealed save starts with (its layout's version)
export const KEY_DB = scoped('skulltable-keys');
const STORE = 'keys';
const KEY_ID = 'save';
const IV_BYTES = 12;                  // AES-GCM's recommended nonce size, random per seal
const AAD = new TextEncoder().encode(`skulltable save ${BASE}`);  // binds a seal to this copy

export class SealError extends Error {}

/** The key (null: none); made and stored when `create` and there is none (two tabs making
 * one at once end with the same: lib/keystore.js). Looked up for every seal, never kept in
 * memory (lib/keystore.js says why). */
async function key(create) {
  return withDatabase(KEY_DB, [STORE], async (db) => {
    if (!create) return (await read(db, STORE, KEY_ID)) ?? null;
    return readOrMake(db, STORE, KEY_ID,
      () => crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']));
  });
}

/** `bytes` (a Uint8Array) as standard base64 text. */
export function toBase64(bytes) {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/** The bytes of standard base64 `text` (throws when it is not base64). */
export function fromBase64(text) {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Whether `text` is a sealed save (rather than a plain one of a build before sealing). */
export function isSealed(text) {
  return typeof text === 'string' && text.startsWith(PREFIX);
}

/** `text` sealed: PREFIX + base64(nonce + ciphertext + tag). Throws when the browser keeps
 * no IndexedDB for the site (storage turned off). */
export async function seal(text) {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: AAD }, await key(true),
    new TextEncoder().encode(text));
  const out = new Uint8Array(IV_BYTES + sealed.byteLength);
  out.set(iv);
  out.set(new Uint8Array(sealed), IV_BYTES);
  return PREFIX + toBase64(out);
}

/** The text `sealed` holds. Throws SealError with a reason for the player. */
export async function unseal(sealed) {
  let bytes;
  try {
    bytes = fromBase64(sealed.slice(PREFIX.length));
  } catch {
    throw new SealError('the stored text is damaged');
  }
  let found;
  try {
    found = await key(false);
  } catch (err) {
    throw new SealError(`this browser does not let the site read its key (${err?.message || err})`);
  }
  if (!found) {
    throw new SealError("its key is gone from this browser (the site's data was cleared, or it was saved by another copy of the site)");
  }
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES), additionalData: AAD },
      found, bytes.subarray(IV_BYTES));
    return new TextDecoder().decode(plain);
  } catch {
    throw new SealError('the stored text is damaged, or it was sealed with a key this browser no longer has');
  }
}
