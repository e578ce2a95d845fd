// Sealed play in the Worker (docs/sealed-links.md, "The page: what the Worker calls"): the
// sealed game Python holds (pygame_rules.web_api.sealed, one Desk), the key operations it
// asks for done here with lib/seat_keys.js, and the saves of sealed games, one per game id.
//
// What crosses to the page: each seat's own snapshot and the status (phase, names, key
// fingerprints, whose link is due), the link to send and whom it is for, the verdict, and
// the archive (the public log) for download. What never crosses: the seat secret (stored
// with storeSecret, read back with loadSecret, handed to Python only), a sealed part's
// plaintext (opened here, handed to Python), the save (sealed by lib/seal.js).
//
// Saves live in IndexedDB (database SEALED_DB, store 'games', keyed by game id: the plain
// autosave of lib/storage.js is another store, so neither overwrites the other). Each write
// gets a random stamp; every call that changes a game holds the Web Lock of that game and
// first compares the stamp it last wrote or read with the stored one: when another tab moved
// the game on, this Worker loads the newer save instead of acting on an old position (two
// tabs of one seat would otherwise sign two different messages: a fork the other seats
// refuse).
//
// P-256 multiplications (the deal's shuffles and locks, opening cards, the end's check) are done
// by WebCrypto here (seat_keys.js p256Multiply), about ten times faster than Python's own
// arithmetic in Pyodide: Python hands each batch to multiplyBatch and waits for it with
// pyodide.ffi.run_sync, which needs the call to come through callPromising (JavaScript Promise
// integration, JSPI). Where the browser has no JSPI, or its WebCrypto cannot import a bare
// scalar (Safari), Python does them itself: slower, the same numbers.
import { scoped } from './deployment.js';
import { committed, read, withDatabase } from './keystore.js';
import { fromBase64, seal, toBase64, unseal } from './seal.js';
import * as seatKeys from './seat_keys.js';

export const SEALED_DB = scoped('skulltable-sealed');
const GAMES = 'games';

let engine = null;       // {sealed}: pygame_rules.web_api.sealed
let promising = true;    // calls go through callPromising (JSPI) until the runtime says it has none
let queue = Promise.resolve();  // Python's sealed calls, one at a time (a call waiting on WebCrypto stays alone)
let held = null;         // the desk's game as this Worker last saved or loaded it: {id, stamp, secret, outbox}
let noMultiply = false;  // this browser's WebCrypto imports no bare P-256 scalar
const spent = { python: 0, keys: 0, p256: 0, multiplied: 0 };  // this call's ms (answered as `timing`) and multiplications

/** A refusal for the page: an envelope's error ({type, message}). */
class Refused extends Error {
  constructor(error) {
    super(error.message);
    this.error = error;
  }
}

/**
 * Give this module the Python module (worker.js, once Python has started) and hand Python the
 * WebCrypto multiplier (web_api.use_p256_multiplier).
 * @param {object} webApi the PyProxy of pygame_rules.web_api
 */
export function useSealedEngine(webApi) {
  engine = { sealed: webApi.sealed };
  try {
    const answer = JSON.parse(webApi.use_p256_multiplier(multiplyBatch));
    if (!answer.ok) console.warn('[worker] sealed play multiplies in Python:', answer.error.message);
  } catch (err) {
    console.warn('[worker] sealed play multiplies in Python:', err?.message || err);
  }
}

/** web_api.sealed(op, argsJson), through callPromising while the runtime has JSPI. */
async function callPython(op, argsJson) {
  if (promising) {
    try {
      return await engine.sealed.callPromising(op, argsJson);
    } catch (err) {
      if (!/stack switching not supported/.test(String(err?.message))) throw err;
      promising = false;  // no JSPI here: plain calls, and Python multiplies by itself
    }
  }
  return engine.sealed(op, argsJson);
}

/** Python's answer to `op`, or a Refused with its message (the game unchanged). */
function py(op, args = {}) {
  const run = queue.then(async () => {
    if (!engine) throw new Refused({ type: 'EngineError', message: 'the game engine has not started' });
    const started = performance.now();
    let envelope;
    try {
      envelope = JSON.parse(await callPython(op, JSON.stringify(args)));
    } catch (err) {  // not a player's mistake: an engine failure (its last line says which)
      const line = String(err?.message || err).trim().split('\n').pop();
      throw new Refused({ type: 'EngineError', message: `the sealed game's engine failed (${line})` });
    } finally {
      spent.python += performance.now() - started;
    }
    if (!envelope.ok) throw new Refused(envelope.error);
    return envelope.value;
  });
  queue = run.catch(() => {});
  return run;
}

const hexBytes = (hex) => Uint8Array.from(hex.match(/../g), (byte) => parseInt(byte, 16));
const bytesHex = (bytes) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Python's batch of P-256 multiplications (web_api.use_p256_multiplier): `hex` holds each
 * pair as 64 hex digits of the scalar then 64 of the x-coordinate; the answer, each product's
 * x in 64 hex digits, or '' when this browser's WebCrypto cannot (then Python stops asking).
 * Any other failure (an x of no point) rejects, and Python computes the batch itself. */
async function multiplyBatch(hex) {
  if (noMultiply) return '';
  const started = performance.now();
  try {
    const jobs = [];
    for (let at = 0; at < hex.length; at += 128) {
      jobs.push(seatKeys.p256Multiply(hexBytes(hex.slice(at, at + 64)), hexBytes(hex.slice(at + 64, at + 128))));
    }
    const products = await Promise.all(jobs);
    spent.multiplied += jobs.length;
    return products.map(bytesHex).join('');
  } catch (err) {
    if (!/cannot import/.test(String(err?.message))) throw err;
    noMultiply = true;
    return '';
  } finally {
    spent.p256 += performance.now() - started;
  }
}

/** Perform what Python asks of the key layer, and hand the answers back until it asks nothing. */
async function drive(value) {
  let out = value;
  while (out && typeof out === 'object' && out.needs) out = await py('answer', { answers: await keyWork(out.needs) });
  return out;
}

/** The answers to one `needs` (docs/sealed-links.md, the table of needs). A part that does not
 * open is null: Python refuses the link and says why. */
async function keyWork(needs) {
  const started = performance.now();
  try {
    const answers = {};
    const b = fromBase64;
    if (needs.verify) answers.verify = await Promise.all(needs.verify.map((r) => seatKeys.verify(b(r.key), b(r.data), b(r.sig))));
    if (needs.open) {
      answers.open = await Promise.all(needs.open.map((r) => seatKeys.open(b(r.sealed), b(r.info)).then(toBase64, () => null)));
    }
    if (needs.seal) {
      answers.seal = await Promise.all(needs.seal.map((r) => seatKeys.sealTo(b(r.key), b(r.plaintext), b(r.info)).then(toBase64)));
    }
    if (needs.sign) answers.sign = toBase64(await seatKeys.sign(b(needs.sign.data)));
    return answers;
  } finally {
    spent.keys += performance.now() - started;
  }
}

async function identity() {
  const started = performance.now();
  try {
    const { ecdh, ecdsa } = await seatKeys.identity();
    return { ecdh: toBase64(ecdh), ecdsa: toBase64(ecdsa) };
  } finally {
    spent.keys += performance.now() - started;
  }
}

function games(use) {
  return withDatabase(SEALED_DB, [GAMES], use);
}

function readRecord(id) {
  return games((db) => read(db, GAMES, id));
}

function randomStamp() {
  return toBase64(crypto.getRandomValues(new Uint8Array(12)));
}

/** Run `work` holding game `id`'s Web Lock (one call at a time per game, across tabs). */
function locked(id, work) {
  return navigator.locks ? navigator.locks.request(scoped(`skulltable-sealed ${id}`), work) : work();
}

/** Load the saved game `record` into the desk: its save opened, its seat secret read back. */
async function load(record) {
  const { saved, outbox } = JSON.parse(await unseal(record.sealed));
  let secret = null;
  if (record.secret) {
    const bytes = await seatKeys.loadSecret(record.secret);
    if (!bytes) {
      throw new Refused({ type: 'SealedError', message: "this browser no longer holds this seat's secret (the site's data was cleared), so the game cannot go on here" });
    }
    secret = toBase64(bytes);
  }
  await drive(await py('load', { saved, secret }));
  held = { id: record.id, stamp: record.stamp, secret: record.secret, outbox };
}

/** Whether another tab moved game `id` on since this Worker last saved or loaded it; if so,
 * the desk now holds the stored game. */
async function caughtUp(id) {
  const record = await readRecord(id);
  if (!record || (held && held.id === id && held.stamp === record.stamp)) return false;
  await load(record);
  return true;
}

/** Send the message written when it is complete and the player has nothing to decide (a
 * join, an invite, links and shares owed, a reveal): the new outbox, else `outbox`. */
async function settle(outbox) {
  const status = await py('status');
  if (!status.can_send || status.decide) return outbox;
  const sent = await drive(await py('send'));
  return { link: sent.link, to: sent.to, toName: sent.to_name };
}

/** Save the desk's game (under its id) with `outbox`; the page's answer {status, outbox,
 * saveError?}. A failed write still answers: the page says the game is not saved here. */
async function saveAndAnswer(outbox) {
  const status = await py('status');
  const saved = await py('saved');
  const stamp = randomStamp();
  const record = {
    id: status.game_id, stamp, secret: held?.id === status.game_id ? held.secret : null,
    summary: {
      game: status.game, names: status.names, me: status.me, phase: status.phase, due: status.due,
      messages: status.messages, time: Date.now(),
    },
  };
  let saveError;
  try {
    record.sealed = await seal(JSON.stringify({ saved, outbox }));
    await games((db) => committed(db, GAMES, (objects) => objects.put(record, record.id)));
  } catch (err) {
    saveError = err?.message || String(err);
  }
  held = { id: record.id, stamp: saveError ? held?.stamp ?? null : stamp, secret: record.secret, outbox };
  return answer({ saveError });
}

async function answer(extra = {}) {
  return { status: await py('status'), outbox: held?.outbox ?? null, ...extra };
}

/** Run a page's call: {ok, value: {..., timing}} or {ok: false, error, kept?}. */
async function call(work) {
  spent.python = 0;
  spent.keys = 0;
  spent.p256 = 0;
  spent.multiplied = 0;
  const started = performance.now();
  try {
    const value = await work();
    return { ok: true, value: { ...value, timing: timing(started) } };
  } catch (err) {
    const error = err instanceof Refused ? err.error : { type: err?.name || 'Error', message: err?.message || String(err) };
    return { ok: false, error, timing: timing(started) };
  }
}

/** This call's ms: in all, in Python (its waits for WebCrypto's multiplications included), in
 * the key layer (signatures, seals), in WebCrypto's P-256 multiplications, and how many. */
function timing(started) {
  return {
    total: Math.round(performance.now() - started), python: Math.round(spent.python), keys: Math.round(spent.keys),
    p256: Math.round(spent.p256), multiplied: spent.multiplied,
  };
}

/** Keep the seat secret Python drew (`{name, value}`) in the key layer; the desk's game is
 * then this seat's, not saved yet. */
async function keepSecret(secret, id) {
  const started = performance.now();
  try {
    await seatKeys.storeSecret(secret.name, fromBase64(secret.value));
  } finally {
    spent.keys += performance.now() - started;
  }
  held = { id, stamp: held?.id === id ? held.stamp : null, secret: secret.name, outbox: null };
}

/** The page's calls (worker.js exposes them as `sealed`); each answers an envelope. */
export const sealedApi = {
  /** The sealed games saved here, newest first: [{id, summary: {game, names, me, phase, due,
   * messages, time}}] (public: no save, no secret). */
  list: () => call(async () => {
    const records = await games((db) => new Promise((resolve, reject) => {
      const request = db.transaction(GAMES).objectStore(GAMES).getAll();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    }));
    return { games: records.map((r) => ({ id: r.id, summary: r.summary })).sort((a, b) => b.summary.time - a.summary.time) };
  }),

  /** The id of the sealed game the desk holds (null: none). */
  current: () => held?.id ?? null,

  /** Host a new sealed game: `config` {game, num_players, options, seat, name}. Answers
   * {status, outbox}: the invitation to send. */
  host: (config) => call(async () => {
    const hosted = await py('host', { config: { ...config, identity: await identity() } });
    const id = hosted.status.game_id;
    await keepSecret(hosted.secret, id);
    return locked(id, async () => saveAndAnswer(await settle(null)));
  }),

  /** Open a sealed link: into its saved game if this browser has one (loaded first), else as
   * a new game (an invite). Answers {status, outbox}; a refusal {ok: false, error, kept}:
   * `kept` when the saved game of the link's id is open (unchanged). */
  open: async (link) => {
    let id = null;
    const result = await call(async () => {
      id = (await py('peek', { link })).game_id;
      return locked(id, async () => {
        await caughtUp(id);
        await drive(await py('receive', { link }));
        if (held?.id !== id) held = { id, stamp: null, secret: null, outbox: null };
        return saveAndAnswer(await settle(null));
      });
    });
    if (!result.ok) result.kept = id !== null && held?.id === id && held.stamp !== null;
    return result;
  },

  /** Join the game whose invite is open, as `name`. Answers {status, outbox}: the answer link. */
  join: (name) => call(async () => {
    const id = held?.id;
    if (!id) throw new Refused({ type: 'SealedError', message: 'open the invitation first' });
    return locked(id, async () => {
      if (await caughtUp(id)) return answer({ stale: true });
      const joined = await py('join', { config: { name, identity: await identity() } });
      await keepSecret(joined.secret, id);
      return saveAndAnswer(await settle(null));
    });
  }),

  /** The player's decision (one of the snapshot's actions); sent at once when the message is
   * complete. Answers {status, outbox}, or {stale: true} when another tab moved the game on
   * (nothing played: the page shows the game as it now is). */
  play: (action) => decide(() => py('play', { action })),

  /** A decision the board assembled from parts (State.compose writes it), as play. */
  playBuilt: (kind, parts) => decide(() => py('play_built', { kind, parts })),

  /** The seat's own snapshot (Session.snapshot of its state, with `sealed`: the status). */
  snapshot: () => call(() => py('snapshot')),

  /** Open saved game `id` (Continue, a reload). Answers {status, outbox}. */
  resume: (id) => call(async () => locked(id, async () => {
    const record = await readRecord(id);
    if (!record) throw new Refused({ type: 'SealedError', message: 'this sealed game is no longer saved in this browser' });
    if (!(held && held.id === id && held.stamp === record.stamp)) await load(record);
    const outbox = await settle(held.outbox);
    return outbox === held.outbox ? answer() : saveAndAnswer(outbox);
  })),

  /** The end's check, once every seat revealed its secret: {verdict, status}. */
  verify: () => call(async () => ({ verdict: await py('verify'), status: await py('status') })),

  /** The whole public log (every message signed, the reveals at the end) as text, for
   * `python -m pygame_rules verify`: {archive, name} (name: a file name). */
  archive: () => call(async () => {
    const status = await py('status');
    return { archive: (await py('saved')).archive, name: `sealed-${status.game}-${status.game_id}.txt` };
  }),

  /** Delete saved game `id` from this browser (the player chose to). */
  forget: (id) => call(async () => locked(id, async () => {
    await games((db) => committed(db, GAMES, (objects) => objects.delete(id)));
    if (held?.id === id) held = { ...held, stamp: null };
    return {};
  })),
};

function decide(work) {
  return call(async () => {
    const id = held?.id;
    if (!id) throw new Refused({ type: 'SealedError', message: 'no sealed game is open' });
    return locked(id, async () => {
      if (await caughtUp(id)) return answer({ stale: true });
      await work();
      return saveAndAnswer(await settle(null));
    });
  });
}
