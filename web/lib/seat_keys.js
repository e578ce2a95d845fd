// The browser's keys for sealed links (docs/sealed-links.md, "Keys in the browser"), used in
// the Worker. Each copy of the site (lib/deployment.js) has one identity: an ECDH P-256 key
// pair (others seal to it) and an ECDSA P-256 key pair (it signs this seat's messages), made
// once, their private halves non-extractable CryptoKeys in IndexedDB (database SEAT_DB, store
// 'keys'); and seat secrets (chain, deal and salt secrets), AES-GCM-encrypted under a
// non-extractable key of their own (store 'secrets'). Only WebCrypto does the cryptography;
// the formats are those of Python's `cryptography` package (tests/e2e/test_seat_keys.py):
// - a public key: the uncompressed SEC 1 point, 0x04 || x || y (65 bytes);
// - a signature: ECDSA P-256 with SHA-256, r || s (IEEE P1363, 64 bytes);
// - a sealed message (ECIES): an ephemeral ECDH key pair, ECDH with the recipient's key,
//   HKDF-SHA-256 (salt empty, info the caller's bytes) to an AES-256-GCM key, a random
//   12-byte nonce; ephemeral public key (65) || nonce (12) || ciphertext and its 16-byte tag.
// Every byte string is a Uint8Array. Bad input, and a failing storage, get a SeatKeyError with
// a reason (verify only answers false), and a refusal changes nothing stored.
import { BASE, scoped } from './deployment.js';
import { committed, read, readOrMake, withDatabase } from './keystore.js';

export const SEAT_DB = scoped('skulltable-seat');
const KEYS = 'keys';                 // the identity and the secrets' key
const SECRETS = 'secrets';           // name -> {nonce, data}: a secret sealed under the secrets' key
const IDENTITY_ID = 'identity';      // {ecdh, ecdsa}: each {privateKey: CryptoKey, publicKey: Uint8Array(65)}
const SECRETS_KEY_ID = 'secrets';

const CURVE = 'P-256';
export const POINT_BYTES = 65;       // an uncompressed P-256 point
export const COORDINATE_BYTES = 32;  // a coordinate or a scalar
export const SIGNATURE_BYTES = 64;   // r || s
export const NONCE_BYTES = 12;       // AES-GCM's recommended nonce size, random per seal
export const TAG_BYTES = 16;         // AES-GCM's tag
export const SEALED_OVERHEAD = POINT_BYTES + NONCE_BYTES + TAG_BYTES;  // 93 bytes
export const MAX_SECRET_BYTES = 4096;
export const MAX_SECRET_NAME = 256;  // characters

// P-256 (SEC 2 secp256r1: y^2 = x^3 - 3x + b over p, prime order n); pygame_rules/sealed/groups.py.
const P = 0xFFFFFFFF00000001000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFFn;
const B = 0x5AC635D8AA3A93E7B3EBBD55769886BC651D06B0CC53B0F63BCE3C3E27D2604Bn;
const N = 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551n;
// An ECPrivateKey in PKCS#8 (RFC 5915) with the private scalar and no public key: the 32
// bytes of the scalar follow this DER prefix.
const PKCS8_PREFIX = Uint8Array.from([
  0x30, 0x41, 0x02, 0x01, 0x00, 0x30, 0x13, 0x06, 0x07, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01,
  0x06, 0x08, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07, 0x04, 0x27, 0x30, 0x25, 0x02, 0x01,
  0x01, 0x04, 0x20,
]);

const ECDH = { name: 'ECDH', namedCurve: CURVE };
const ECDSA = { name: 'ECDSA', namedCurve: CURVE };
const SIGNING = { name: 'ECDSA', hash: 'SHA-256' };

/** A refusal: a malformed key, point or scalar, a sealed message that does not open, a
 * secret that cannot be read. Its message says which; its name survives Comlink. */
export class SeatKeyError extends Error {
  constructor(message) {
    super(message);
    this.name = 'SeatKeyError';
  }
}

/** `value` if it is a Uint8Array (of `length` bytes when given), else a SeatKeyError naming `what`. */
function bytes(value, what, length) {
  if (!(value instanceof Uint8Array)) throw new SeatKeyError(`${what} must be a Uint8Array`);
  if (length !== undefined && value.length !== length) {
    throw new SeatKeyError(`${what} must be ${length} bytes, not ${value.length}`);
  }
  return value;
}

function concat(...parts) {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

async function newPair(algorithm, usages) {
  const pair = await crypto.subtle.generateKey(algorithm, false, usages);
  return { privateKey: pair.privateKey, publicKey: new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)) };
}

/** `use(db)` on the seat database; a failure of the storage itself (no IndexedDB for the
 * site, a database this build cannot open, a full disk) becomes a SeatKeyError saying so. */
async function seatDatabase(use) {
  try {
    return await withDatabase(SEAT_DB, [KEYS, SECRETS], use);
  } catch (err) {
    if (err instanceof SeatKeyError) throw err;
    throw new SeatKeyError(`this browser's storage for the site's seat keys failed (${err?.name || 'Error'}: ${err?.message || err})`);
  }
}

/** The stored identity (null: none); made and stored when `create` and there is none. */
function storedIdentity(create) {
  return seatDatabase(async (db) => {
    if (!create) return (await read(db, KEYS, IDENTITY_ID)) ?? null;
    return readOrMake(db, KEYS, IDENTITY_ID, async () => ({
      ecdh: await newPair(ECDH, ['deriveBits']),
      ecdsa: await newPair(ECDSA, ['sign', 'verify']),
    }));
  });
}

/** This browser's public keys {ecdh, ecdsa}, each an uncompressed P-256 point (65 bytes);
 * made (private halves non-extractable, in IndexedDB) on the first call of this copy of the
 * site. Two tabs calling at once get the same. SeatKeyError when the browser keeps no
 * IndexedDB for the site. */
export async function identity() {
  const { ecdh, ecdsa } = await storedIdentity(true);
  return { ecdh: ecdh.publicKey.slice(), ecdsa: ecdsa.publicKey.slice() };
}

/** The ECDSA P-256 / SHA-256 signature of `message` by this browser's identity (made if
 * there is none yet): r || s, 64 bytes. */
export async function sign(message) {
  bytes(message, 'the message');
  const { ecdsa } = await storedIdentity(true);
  return new Uint8Array(await crypto.subtle.sign(SIGNING, ecdsa.privateKey, message));
}

/** Whether `signature` (r || s, 64 bytes) is `publicKey`'s (65-byte uncompressed P-256
 * point) ECDSA P-256 / SHA-256 signature of `message`. False, never an exception, for any
 * malformed argument (a key off the curve, a wrong length, something not a Uint8Array). */
export async function verify(publicKey, message, signature) {
  try {
    bytes(message, 'the message');
    bytes(signature, 'a signature', SIGNATURE_BYTES);
    const key = await importPoint(publicKey, ECDSA, ['verify']);
    return await crypto.subtle.verify(SIGNING, key, signature, message);
  } catch {
    return false;
  }
}

/** `point` (65 bytes, 0x04 || x || y) imported as a public key for `algorithm`; SeatKeyError
 * if it is not a point of P-256 (WebCrypto checks that it lies on the curve). */
async function importPoint(point, algorithm, usages) {
  bytes(point, 'a public key', POINT_BYTES);
  if (point[0] !== 4) throw new SeatKeyError('a public key must be an uncompressed point (first byte 4)');
  try {
    return await crypto.subtle.importKey('raw', point, algorithm, true, usages);
  } catch {
    throw new SeatKeyError('a public key that is not a point of P-256');
  }
}

/** The AES-256-GCM key of a seal: HKDF-SHA-256 (salt empty, `info`) of the ECDH secret of
 * `privateKey` with `publicKey` (CryptoKeys). */
async function sealKey(privateKey, publicKey, info, usage) {
  const shared = await crypto.subtle.deriveBits({ name: 'ECDH', public: publicKey }, privateKey, 256);
  const material = await crypto.subtle.importKey('raw', shared, 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey({ name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info }, material,
    { name: 'AES-GCM', length: 256 }, false, [usage]);
}

/** `plaintext` sealed to the holder of `recipient` (an ECDH P-256 public key, 65 bytes) for
 * the purpose `info` (bytes the opener must give again): ephemeral public key (65) || nonce
 * (12) || ciphertext || tag (16), SEALED_OVERHEAD bytes more than `plaintext`. SeatKeyError
 * for a malformed key or argument. */
export async function sealTo(recipient, plaintext, info) {
  bytes(plaintext, 'the plaintext');
  bytes(info, 'info');
  const theirs = await importPoint(recipient, ECDH, []);
  const ephemeral = await crypto.subtle.generateKey(ECDH, false, ['deriveBits']);
  const key = await sealKey(ephemeral.privateKey, theirs, info, 'encrypt');
  const nonce = crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
  const ciphertext = await crypto.subtle.encrypt({ name: 'AES-GCM', iv: nonce }, key, plaintext);
  const ephemeralPublic = new Uint8Array(await crypto.subtle.exportKey('raw', ephemeral.publicKey));
  return concat(ephemeralPublic, nonce, new Uint8Array(ciphertext));
}

/** The plaintext of `sealed` (from sealTo, to this browser's ECDH key, with the same `info`).
 * SeatKeyError when it cannot be opened: too short, a damaged ephemeral key, sealed to
 * another key or for another `info`, or any byte changed; or this browser has no identity. */
export async function open(sealed, info) {
  bytes(sealed, 'a sealed message');
  bytes(info, 'info');
  if (sealed.length < SEALED_OVERHEAD) {
    throw new SeatKeyError(`a sealed message is at least ${SEALED_OVERHEAD} bytes, not ${sealed.length}`);
  }
  const theirs = await importPoint(sealed.subarray(0, POINT_BYTES), ECDH, []).catch(() => {
    throw new SeatKeyError('a sealed message whose ephemeral key is damaged');
  });
  const mine = await storedIdentity(false);
  if (!mine) throw new SeatKeyError("this browser has no seat keys for this site (never made, or the site's data was cleared)");
  const key = await sealKey(mine.ecdh.privateKey, theirs, info, 'decrypt');
  try {
    const nonce = sealed.subarray(POINT_BYTES, POINT_BYTES + NONCE_BYTES);
    return new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce }, key, sealed.subarray(POINT_BYTES + NONCE_BYTES)));
  } catch {
    throw new SeatKeyError('a sealed message that does not open: sealed to another key or for another purpose, or damaged');
  }
}

function secretName(name) {
  if (typeof name !== 'string' || name.length === 0 || name.length > MAX_SECRET_NAME) {
    throw new SeatKeyError(`a secret's name must be a string of 1 to ${MAX_SECRET_NAME} characters`);
  }
  return name;
}

/** What a stored secret is bound to: this copy of the site and its name (a record moved to
 * another name does not open). */
function secretContext(name) {
  return new TextEncoder().encode(`skulltable seat secret ${BASE}\u0000${name}`);
}

/** Keep `value` (1 to MAX_SECRET_BYTES bytes) as the seat secret `name`, replacing one of that
 * name: AES-GCM under the secrets' non-extractable key, in IndexedDB. Resolves once on disk. */
export async function storeSecret(name, value) {
  secretName(name);
  bytes(value, 'a secret');
  if (value.length === 0 || value.length > MAX_SECRET_BYTES) {
    throw new SeatKeyError(`a secret is 1 to ${MAX_SECRET_BYTES} bytes, not ${value.length}`);
  }
  await seatDatabase(async (db) => {
    const key = await readOrMake(db, KEYS, SECRETS_KEY_ID,
      () => crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']));
    const nonce = crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
    const data = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv: nonce, additionalData: secretContext(name) }, key, value));
    await committed(db, SECRETS, (objects) => objects.put({ nonce, data }, name));
  });
}

/** The seat secret `name` (null: none stored). SeatKeyError when it is stored but cannot be
 * read (its record damaged, or its key gone). */
export async function loadSecret(name) {
  secretName(name);
  return seatDatabase(async (db) => {
    const record = await read(db, SECRETS, name);
    if (record === undefined) return null;
    const key = await read(db, KEYS, SECRETS_KEY_ID);
    try {
      return new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: record.nonce, additionalData: secretContext(name) },
        key, record.data));
    } catch {
      throw new SeatKeyError(`the seat secret "${name}" cannot be read: its record is damaged or its key is gone`);
    }
  });
}

function toBigInt(data) {
  let value = 0n;
  for (const byte of data) value = (value << 8n) | BigInt(byte);
  return value;
}

function toBytes(value, length) {
  const out = new Uint8Array(length);
  for (let i = length - 1; i >= 0; i--, value >>= 8n) out[i] = Number(value & 0xffn);
  return out;
}

function powMod(base, exponent, modulus) {
  let result = 1n;
  for (base %= modulus; exponent > 0n; exponent >>= 1n, base = base * base % modulus) {
    if (exponent & 1n) result = result * base % modulus;
  }
  return result;
}

/** The point 0x04 || x || y of P-256 with x-coordinate `x` (32 bytes) and either y (the
 * square root y = rhs^((p + 1) / 4), as p = 3 mod 4); SeatKeyError when no point has it. */
function decompress(x) {
  const value = toBigInt(bytes(x, 'an x-coordinate', COORDINATE_BYTES));
  const rhs = value < P ? ((value * value % P) * value + 3n * (P - value) + B) % P : -1n;
  const y = rhs < 0n ? 0n : powMod(rhs, (P + 1n) / 4n, P);
  if (rhs <= 0n || y * y % P !== rhs) {
    throw new SeatKeyError('an x-coordinate of no point of P-256 (a damaged or forged card)');
  }
  return concat([4], x, toBytes(y, COORDINATE_BYTES));
}

/** The x-coordinate (32 bytes) of `scalar` * Q, Q a point of P-256 with x-coordinate `x`
 * (32 bytes, big-endian; either Q: the x of k * Q and k * (-Q) are the same), as
 * pygame_rules/sealed/groups.py's P256Group.power computes it: the scalar imported as an ECDH
 * private key (PKCS#8 without its public key), `deriveBits` against Q. SeatKeyError for a
 * scalar outside 1 .. n - 1 or an x of no point, and in a browser whose WebCrypto does not
 * import a scalar alone (Safari; the message says "cannot import"): the pure-Python group
 * computes the same there. */
export async function p256Multiply(scalar, x) {
  const k = toBigInt(bytes(scalar, 'a scalar', COORDINATE_BYTES));
  if (k === 0n || k >= N) throw new SeatKeyError("a scalar must lie from 1 to P-256's order minus 1");
  const point = await crypto.subtle.importKey('raw', decompress(x), ECDH, true, []);
  let key;
  try {
    key = await crypto.subtle.importKey('pkcs8', concat(PKCS8_PREFIX, scalar), ECDH, false, ['deriveBits']);
  } catch (err) {
    throw new SeatKeyError(`this browser's WebCrypto cannot import a P-256 scalar without its public key (${err?.name || err})`);
  }
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'ECDH', public: point }, key, 256));
}
