"""Sealed links' keys in the browser (web/lib/seat_keys.js, reached as the Worker's
``sealedKeys`` through Comlink; docs/sealed-links.md, "Keys in the browser"), checked against
Python's ``cryptography`` package, which the protocol uses for the same formats in CPython:

- a signature made in the browser verifies in Python and one made in Python in the browser;
  a wrong message, signature or key, and every malformed argument, verify false;
- a message sealed in Python (the ECIES of the docs, written here with ``cryptography``)
  opens in the browser and one sealed in the browser opens in Python; a changed byte, another
  ``info``, another recipient and a short input are refused with a SeatKeyError, and so is
  every call when the storage fails;
- the private keys in IndexedDB are non-extractable, and the identity, its seals and the seat
  secrets outlive a reload; a stored secret is ciphertext bound to its name;
- one identity per copy of the site, also when several Workers make it at once, and two copies
  (two base paths of one origin) have different ones;
- ``p256Multiply`` gives the x of ``k * Q`` exactly as pygame_rules/sealed/groups.py's P-256
  arithmetic does, and refuses an x of no point and a scalar outside 1 .. n - 1.

No Pyodide runs here: the page is a file of the site that runs none of its code, and the
test starts Workers of the site's worker.js itself (the key layer needs no Python).
"""

from __future__ import annotations

import json
import os
import random
from typing import Any

import pytest
from conftest import new_context
from cryptography.exceptions import InvalidSignature, InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.utils import decode_dss_signature, encode_dss_signature
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat
from e2e_helpers import site_base
from test_deployments import context, copies  # noqa: F401  (fixtures: a fresh browser profile; /a/ and /b/)

from pygame_rules.sealed.groups import P256

CURVE = ec.SECP256R1()
OVERHEAD = 65 + 12 + 16
"""Bytes a seal adds: the ephemeral public key, the nonce, the tag."""

INSTALL = """async (url) => {
  const Comlink = await import(url + 'vendor/comlink.mjs');
  const toHex = (b) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  const fromHex = (h) => Uint8Array.from(h.match(/../g) || [], (x) => parseInt(x, 16));
  const decode = (v) => (v && typeof v === 'object' && 'hex' in v ? fromHex(v.hex) : v);
  const encode = (v) => (v instanceof Uint8Array ? { hex: toHex(v) }
    : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, encode(x)])) : v);
  window.seatWorkers = [];
  window.newSeatWorker = () => seatWorkers.push(Comlink.wrap(new Worker(url + 'worker.js', { type: 'module' }))) - 1;
  window.seatCall = async ([worker, name, args]) => {
    try {
      return { value: encode(await seatWorkers[worker].sealedKeys[name](...args.map(decode))) };
    } catch (err) {
      return { error: { name: err.name, message: err.message } };
    }
  };
  window.seatCallAll = (calls) => Promise.all(calls.map(seatCall));
  newSeatWorker();
}"""
"""Installs in a page: Workers of the site's worker.js (``newSeatWorker``, the first made at
once) and ``seatCall([worker, name, args])``, which calls ``sealedKeys[name]``; bytes cross as
``{hex}`` both ways and a rejection as ``{error: {name, message}}``."""

READ_STORE = """async ([name, store]) => {
  const db = await new Promise((resolve, reject) => {
    const request = indexedDB.open(name);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const all = (method) => new Promise((resolve, reject) => {
    const request = db.transaction(store).objectStore(store)[method]();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const [keys, values] = [await all('getAllKeys'), await all('getAll')];
  db.close();
  const hex = (b) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return JSON.stringify({ keys, values }, (_, v) => (v instanceof Uint8Array ? { hex: hex(v) } : v));
}"""
"""The ids and values of one object store of one IndexedDB database, read by the page (JSON
text, a Uint8Array as ``{hex}``: read it with :func:`read_store`)."""


class Refused(Exception):
    """A call that rejected: ``name`` is the Error's name, the message its text."""

    def __init__(self, name: str, message: str) -> None:
        super().__init__(f"{name}: {message}")
        self.name, self.message = name, message


def _to_js(value: Any) -> Any:
    return {"hex": value.hex()} if isinstance(value, bytes) else value


def _from_js(value: Any) -> Any:
    if isinstance(value, dict):
        return bytes.fromhex(value["hex"]) if set(value) == {"hex"} else {k: _from_js(v) for k, v in value.items()}
    return [_from_js(v) for v in value] if isinstance(value, list) else value


class Keys:
    """The ``sealedKeys`` API of Worker ``worker`` of a page made by :func:`keys_page`."""

    def __init__(self, page, worker: int = 0) -> None:
        self.page, self.worker = page, worker

    def call(self, name: str, *args: Any) -> Any:
        """The answer of ``sealedKeys[name](*args)`` (bytes as bytes); Refused if it rejects."""
        return _answer(self.page.evaluate("seatCall", [self.worker, name, [_to_js(a) for a in args]]))

    def refused(self, name: str, *args: Any) -> str:
        """The message of the SeatKeyError that ``sealedKeys[name](*args)`` rejects with."""
        with pytest.raises(Refused) as caught:
            self.call(name, *args)
        assert caught.value.name == "SeatKeyError", caught.value
        return caught.value.message


def _answer(result: dict) -> Any:
    if "error" in result:
        raise Refused(result["error"]["name"], result["error"]["message"])
    return _from_js(result.get("value"))


def keys_page(context, url: str):
    """A page of the site at ``url`` running none of the site's code (its manifest file), with
    :data:`INSTALL`'s helpers and one Worker of the site's worker.js."""
    page = context.new_page()
    page.goto(url + "site-manifest.json")
    page.evaluate(INSTALL, url)
    return page


def read_store(page, store: str) -> dict[str, Any]:
    """``{"keys": [...], "values": [...]}`` of ``store`` in the page's seat database (bytes as bytes)."""
    return _from_js(json.loads(page.evaluate(READ_STORE, [seat_db(page), store])))


def seat_db(page) -> str:
    """The seat keys' IndexedDB database of the copy of the site open in ``page``
    (seat_keys.js's SEAT_DB, lib/deployment.js's scoping)."""
    return f"skulltable-seat@{site_base(page.url)}"


@pytest.fixture(scope="module")
def keys(browser, site, module_guard):
    """One key page (and browser profile) for the module's tests that share an identity."""
    context = new_context(browser, module_guard)
    yield Keys(keys_page(context, site.url))
    context.close()


# ---------------------------------------------------------------- Python's side (cryptography)
def point(public_key: ec.EllipticCurvePublicKey) -> bytes:
    """A public key as an uncompressed SEC 1 point (65 bytes), the layer's format."""
    return public_key.public_bytes(Encoding.X962, PublicFormat.UncompressedPoint)


def seal_key(private_key: ec.EllipticCurvePrivateKey, public: bytes, info: bytes, salt: bytes | None = b"") -> AESGCM:
    """The AES-256-GCM key of the docs' ECIES: HKDF-SHA-256 (empty salt; None, cryptography's
    default of 32 zero bytes, is the same key by RFC 5869) of the ECDH secret."""
    shared = private_key.exchange(ec.ECDH(), ec.EllipticCurvePublicKey.from_encoded_point(CURVE, public))
    return AESGCM(HKDF(algorithm=hashes.SHA256(), length=32, salt=salt, info=info).derive(shared))


def python_seal(recipient: bytes, plaintext: bytes, info: bytes, salt: bytes | None = b"") -> bytes:
    """``plaintext`` sealed to ``recipient`` as seat_keys.js's sealTo does: ephemeral public key
    (65) || nonce (12) || ciphertext and tag."""
    ephemeral = ec.generate_private_key(CURVE)
    nonce = os.urandom(12)
    return point(ephemeral.public_key()) + nonce + seal_key(ephemeral, recipient, info, salt).encrypt(nonce, plaintext, None)


def python_open(private_key: ec.EllipticCurvePrivateKey, sealed: bytes, info: bytes) -> bytes:
    """The plaintext of a seal to ``private_key``'s public key (InvalidTag if it does not open)."""
    return seal_key(private_key, sealed[:65], info).decrypt(sealed[65:77], sealed[77:], None)


def python_sign(private_key: ec.EllipticCurvePrivateKey, message: bytes) -> bytes:
    """ECDSA P-256 / SHA-256 as r || s (64 bytes; cryptography writes DER)."""
    r, s = decode_dss_signature(private_key.sign(message, ec.ECDSA(hashes.SHA256())))
    return r.to_bytes(32, "big") + s.to_bytes(32, "big")


def python_verify(public: bytes, message: bytes, signature: bytes) -> None:
    """Raises InvalidSignature unless ``signature`` (r || s) is ``public``'s of ``message``."""
    der = encode_dss_signature(int.from_bytes(signature[:32], "big"), int.from_bytes(signature[32:], "big"))
    ec.EllipticCurvePublicKey.from_encoded_point(CURVE, public).verify(der, message, ec.ECDSA(hashes.SHA256()))


def flipped(data: bytes, index: int) -> bytes:
    """``data`` with one bit of byte ``index`` changed."""
    return data[:index] + bytes([data[index] ^ 1]) + data[index + 1:]


def off_curve(public: bytes) -> bytes:
    """``public`` with its y changed so that no point has the pair (checked by cryptography)."""
    for delta in range(1, 100):
        candidate = public[:33] + ((int.from_bytes(public[33:], "big") + delta) % P256.p).to_bytes(32, "big")
        try:
            ec.EllipticCurvePublicKey.from_encoded_point(CURVE, candidate)
        except ValueError:
            return candidate
    raise AssertionError("no off-curve neighbour found")


# ---------------------------------------------------------------- identity
def test_identity_is_two_uncompressed_p256_points_made_once(keys):
    first = keys.call("identity")
    assert set(first) == {"ecdh", "ecdsa"}
    for public in first.values():
        assert len(public) == 65 and public[0] == 4
        ec.EllipticCurvePublicKey.from_encoded_point(CURVE, public)  # a point of P-256 (ValueError if not)
    assert first["ecdh"] != first["ecdsa"]  # two key pairs, one per use
    assert keys.call("identity") == first


def test_workers_making_the_identity_at_once_end_with_one(context, site):
    page = keys_page(context, site.url)
    for _ in range(2):
        page.evaluate("newSeatWorker")
    # Three Workers (separate agents, as tabs are), each asking twice, all before any has one;
    # and two seat secrets stored at once by two Workers (the secrets' key is made once too).
    answers = page.evaluate("seatCallAll", [[w, "identity", []] for w in (0, 1, 2, 0, 1, 2)]
                            + [[1, "storeSecret", ["one", {"hex": "01" * 32}]], [2, "storeSecret", ["two", {"hex": "02" * 32}]]])
    identities = [_answer(a) for a in answers[:6]]
    assert all(i == identities[0] for i in identities)
    for worker in (0, 1, 2):
        assert Keys(page, worker).call("identity") == identities[0]
        assert Keys(page, worker).call("loadSecret", "one") == b"\x01" * 32
        assert Keys(page, worker).call("loadSecret", "two") == b"\x02" * 32
    stored = read_store(page, "keys")
    assert sorted(stored["keys"]) == ["identity", "secrets"]  # one identity, one secrets' key


# ---------------------------------------------------------------- signatures
@pytest.mark.parametrize("message", [b"", b"move 1: dig 3", bytes(range(256)) * 40], ids=["empty", "text", "10240 bytes"])
def test_a_browser_signature_verifies_in_python(keys, message):
    public = keys.call("identity")["ecdsa"]
    signature = keys.call("sign", message)
    assert len(signature) == 64
    python_verify(public, message, signature)
    with pytest.raises(InvalidSignature):  # the control: Python does check
        python_verify(public, message + b"!", signature)
    assert keys.call("verify", public, message, signature) is True


def test_a_python_signature_verifies_in_the_browser_and_nothing_else_does(keys):
    signer = ec.generate_private_key(CURVE)
    public, message = point(signer.public_key()), b"join: seat 2"
    signature = python_sign(signer, message)
    assert keys.call("verify", public, message, signature) is True
    other = point(ec.generate_private_key(CURVE).public_key())
    n = P256.n.to_bytes(32, "big")
    wrong = {
        "another message": (public, b"join: seat 3", signature),
        "a changed r": (public, message, flipped(signature, 5)),
        "a changed s": (public, message, flipped(signature, 40)),
        "another key": (other, message, signature),
        "the browser's own key": (keys.call("identity")["ecdsa"], message, signature),
        "a key off the curve": (off_curve(public), message, signature),
        "a compressed key": (bytes([2 + public[64] % 2]) + public[1:33], message, signature),
        "a key of 64 bytes": (public[1:], message, signature),
        "a key whose first byte is not 4": (b"\x05" + public[1:], message, signature),
        "a DER signature": (public, message, signer.sign(message, ec.ECDSA(hashes.SHA256()))),
        "a signature of 63 bytes": (public, message, signature[:63]),
        "r = 0, s = 0": (public, message, bytes(64)),
        "r = n": (public, message, n + signature[32:]),
        "a message that is not bytes": (public, "join: seat 2", signature),
        "a key that is not bytes": (public.hex(), message, signature),
        "no signature": (public, message, None),
    }
    assert {what: keys.call("verify", *args) for what, args in wrong.items()} == dict.fromkeys(wrong, False)


def test_sign_refuses_what_is_not_bytes(keys):
    assert "Uint8Array" in keys.refused("sign", "move 1")


# ---------------------------------------------------------------- sealing (ECIES)
@pytest.mark.parametrize(("plaintext", "salt"), [(b"c6 c14", b""), (b"", b""), (bytes(range(250)) * 12, None)],
                         ids=["text", "empty", "3000 bytes, salt None"])
def test_a_python_seal_opens_in_the_browser(keys, plaintext, salt):
    recipient = keys.call("identity")["ecdh"]
    sealed = python_seal(recipient, plaintext, b"game 1 / seat 2 / draw 4", salt)
    assert keys.call("open", sealed, b"game 1 / seat 2 / draw 4") == plaintext


def test_a_browser_seal_opens_in_python(keys):
    holder = ec.generate_private_key(CURVE)
    plaintext, info = b"hand: c3 c9 god", b"game 1 / seat 1 / hand"
    sealed = keys.call("sealTo", point(holder.public_key()), plaintext, info)
    assert len(sealed) == OVERHEAD + len(plaintext) and sealed[0] == 4
    assert python_open(holder, sealed, info) == plaintext
    with pytest.raises(InvalidTag):  # the control: the info is bound
        python_open(holder, sealed, b"game 1 / seat 2 / hand")
    again = keys.call("sealTo", point(holder.public_key()), plaintext, info)
    assert again[:65] != sealed[:65] and again[65:77] != sealed[65:77]  # a fresh ephemeral key and nonce each time
    assert python_open(holder, again, info) == plaintext


def test_the_browser_opens_what_it_sealed_to_itself(keys):
    mine = keys.call("identity")["ecdh"]
    assert keys.call("open", keys.call("sealTo", mine, b"kept for me", b"own"), b"own") == b"kept for me"


def test_open_refuses_every_changed_or_foreign_seal(keys):
    info = b"game 1 / seat 2 / draw 4"
    sealed = python_seal(keys.call("identity")["ecdh"], b"draw c6", info)
    another = python_seal(point(ec.generate_private_key(CURVE).public_key()), b"draw c6", info)
    other_ephemeral = point(ec.generate_private_key(CURVE).public_key())
    cases = {
        "a changed ciphertext byte": (flipped(sealed, 80), info, "does not open"),
        "a changed tag byte": (flipped(sealed, len(sealed) - 1), info, "does not open"),
        "a changed nonce byte": (flipped(sealed, 70), info, "does not open"),
        "another ephemeral key": (other_ephemeral + sealed[65:], info, "does not open"),
        "an ephemeral key off the curve": (off_curve(sealed[:65]) + sealed[65:], info, "ephemeral key is damaged"),
        "another info": (sealed, b"game 1 / seat 2 / draw 5", "does not open"),
        "an empty info": (sealed, b"", "does not open"),
        "a seal to another key": (another, info, "does not open"),
        "a cut tag": (sealed[:-1], info, "does not open"),
        "fewer bytes than a seal's overhead": (sealed[:OVERHEAD - 1], info, f"at least {OVERHEAD} bytes"),
        "no bytes": (b"", info, f"at least {OVERHEAD} bytes"),
        "text": (sealed.hex(), info, "Uint8Array"),
    }
    for what, (data, given_info, reason) in cases.items():
        assert reason in keys.refused("open", data, given_info), what
    assert keys.call("open", sealed, info) == b"draw c6"  # the refusals changed nothing


def test_seal_to_refuses_a_key_that_is_no_point(keys):
    recipient = point(ec.generate_private_key(CURVE).public_key())
    assert "not a point of P-256" in keys.refused("sealTo", off_curve(recipient), b"x", b"i")
    assert "65 bytes" in keys.refused("sealTo", recipient[:33], b"x", b"i")
    assert "uncompressed" in keys.refused("sealTo", b"\x03" + recipient[1:], b"x", b"i")
    assert "Uint8Array" in keys.refused("sealTo", recipient, "x", b"i")


# ---------------------------------------------------------------- seat secrets
def test_seat_secrets_are_stored_encrypted_and_bound_to_their_name(keys):
    chain, deal = os.urandom(32), os.urandom(32)
    assert keys.call("loadSecret", "chain / game 7") is None
    keys.call("storeSecret", "chain / game 7", chain)
    keys.call("storeSecret", "deal / game 7", deal)
    assert keys.call("loadSecret", "chain / game 7") == chain
    assert keys.call("loadSecret", "deal / game 7") == deal
    replacement = os.urandom(32)
    keys.call("storeSecret", "deal / game 7", replacement)
    assert keys.call("loadSecret", "deal / game 7") == replacement

    page, db = keys.page, seat_db(keys.page)
    stored = read_store(page, "secrets")
    records = dict(zip(stored["keys"], stored["values"]))
    assert {"chain / game 7", "deal / game 7"} <= set(records)
    data = records["chain / game 7"]["data"]
    assert len(data) == 32 + 16 and chain not in data  # ciphertext and tag, not the secret
    assert chain.hex() not in page.evaluate("JSON.stringify(Object.entries(localStorage))")

    # A damaged record, and a record moved to another name, are refused; putting it back reads again.
    edit = """async ([db, name, as, flip]) => {
      const opened = await new Promise((ok) => { const r = indexedDB.open(db); r.onsuccess = () => ok(r.result); });
      const store = () => opened.transaction('secrets', 'readwrite').objectStore('secrets');
      const record = await new Promise((ok) => { const r = store().get(name); r.onsuccess = () => ok(r.result); });
      if (flip) record.data[3] ^= 1;
      await new Promise((ok) => { const r = store().put(record, as); r.onsuccess = () => ok(); });
      opened.close();
    }"""
    page.evaluate(edit, [db, "chain / game 7", "chain / game 7", True])
    assert "cannot be read" in keys.refused("loadSecret", "chain / game 7")
    page.evaluate(edit, [db, "chain / game 7", "chain / game 7", True])  # flipped back
    assert keys.call("loadSecret", "chain / game 7") == chain
    page.evaluate(edit, [db, "deal / game 7", "chain / game 8", False])
    assert "cannot be read" in keys.refused("loadSecret", "chain / game 8")


def test_seat_secrets_refuse_bad_names_and_sizes(keys):
    assert "name" in keys.refused("storeSecret", "", b"x")
    assert "name" in keys.refused("storeSecret", 7, b"x")
    assert "name" in keys.refused("loadSecret", "n" * 257)
    assert "Uint8Array" in keys.refused("storeSecret", "salt", "secret")
    assert "1 to 4096 bytes" in keys.refused("storeSecret", "salt", b"")
    assert "1 to 4096 bytes" in keys.refused("storeSecret", "salt", bytes(4097))
    assert keys.call("loadSecret", "salt") is None  # nothing was stored


# ---------------------------------------------------------------- what is stored, and a reload
def test_private_keys_are_non_extractable_and_survive_a_reload(context, site):
    page = keys_page(context, site.url)
    keys = Keys(page)
    before = keys.call("identity")
    signature = keys.call("sign", b"before the reload")
    sealed = python_seal(before["ecdh"], b"my card", b"hand")
    secret = os.urandom(32)
    keys.call("storeSecret", "chain", secret)

    check = """async ([db]) => {
      const opened = await new Promise((ok) => { const r = indexedDB.open(db); r.onsuccess = () => ok(r.result); });
      const get = (id) => new Promise((ok) => { const r = opened.transaction('keys').objectStore('keys').get(id); r.onsuccess = () => ok(r.result); });
      const identity = await get('identity');
      const found = { ecdh: identity.ecdh.privateKey, ecdsa: identity.ecdsa.privateKey, secrets: await get('secrets') };
      opened.close();
      const out = {};
      for (const [what, key] of Object.entries(found)) {
        const tries = [];
        for (const format of key.type === 'secret' ? ['raw', 'jwk'] : ['pkcs8', 'jwk']) {
          tries.push(await crypto.subtle.exportKey(format, key).then(() => 'exported', (err) => err.name));
        }
        out[what] = { isKey: key instanceof CryptoKey, type: key.type, extractable: key.extractable,
                      algorithm: key.algorithm.name, usages: key.usages, exports: tries };
      }
      out.fields = Object.keys(identity.ecdh).sort().concat(Object.keys(identity.ecdsa).sort());
      return out;
    }"""
    stored = page.evaluate(check, [seat_db(page)])
    denied = ["InvalidAccessError", "InvalidAccessError"]
    assert stored.pop("fields") == ["privateKey", "publicKey"] * 2  # a CryptoKey and the public point: no raw private bytes
    assert stored == {
        "ecdh": {"isKey": True, "type": "private", "extractable": False, "algorithm": "ECDH", "usages": ["deriveBits"], "exports": denied},
        "ecdsa": {"isKey": True, "type": "private", "extractable": False, "algorithm": "ECDSA", "usages": ["sign"], "exports": denied},
        "secrets": {"isKey": True, "type": "secret", "extractable": False, "algorithm": "AES-GCM",
                    "usages": ["encrypt", "decrypt"], "exports": denied},
    }

    page.reload()
    page.evaluate(INSTALL, site.url)
    assert keys.call("identity") == before
    python_verify(before["ecdsa"], b"before the reload", signature)
    python_verify(before["ecdsa"], b"after the reload", keys.call("sign", b"after the reload"))
    assert keys.call("open", sealed, b"hand") == b"my card"
    assert keys.call("loadSecret", "chain") == secret


def test_open_without_an_identity_says_so(context, site):
    keys = Keys(keys_page(context, site.url))
    sealed = python_seal(point(ec.generate_private_key(CURVE).public_key()), b"x", b"i")
    assert "no seat keys" in keys.refused("open", sealed, b"i")
    assert read_store(keys.page, "keys")["keys"] == []  # open made none


def test_storage_that_fails_is_a_clear_refusal(context, site):
    page = keys_page(context, site.url)
    # A database of this name at a later version (say, a newer build's): this build cannot open it.
    page.evaluate("""(name) => new Promise((resolve, reject) => {
      const request = indexedDB.open(name, 2);
      request.onsuccess = () => { request.result.close(); resolve(); };
      request.onerror = () => reject(request.error);
    })""", seat_db(page))
    keys = Keys(page)
    for name, args in (("identity", ()), ("sign", (b"m",)), ("loadSecret", ("chain",)), ("storeSecret", ("chain", b"s"))):
        assert "storage for the site's seat keys failed (VersionError" in keys.refused(name, *args), name
    sealed = python_seal(point(ec.generate_private_key(CURVE).public_key()), b"x", b"i")
    assert "storage for the site's seat keys failed" in keys.refused("open", sealed, b"i")


def test_two_copies_of_the_site_have_their_own_identity_and_secrets(context, copies):
    a, b = Keys(keys_page(context, copies.a)), Keys(keys_page(context, copies.b))
    identity_a, identity_b = a.call("identity"), b.call("identity")
    assert identity_a["ecdh"] != identity_b["ecdh"] and identity_a["ecdsa"] != identity_b["ecdsa"]
    assert a.call("identity") == identity_a and b.call("identity") == identity_b
    to_a = python_seal(identity_a["ecdh"], b"for a", b"i")
    assert a.call("open", to_a, b"i") == b"for a"
    assert "does not open" in b.refused("open", to_a, b"i")
    a.call("storeSecret", "chain", b"\x07" * 32)
    assert b.call("loadSecret", "chain") is None
    names = a.page.evaluate("indexedDB.databases().then((found) => found.map((db) => db.name))")
    assert {"skulltable-seat@/a/", "skulltable-seat@/b/"} <= set(names)


# ---------------------------------------------------------------- p256Multiply
def scalar_bytes(k: int) -> bytes:
    return k.to_bytes(32, "big")


def test_p256_multiply_agrees_with_the_python_group(keys):
    rng = random.Random(2026)
    xs = [P256.generator_x] + [P256.card(b"test deck", i) for i in range(6)]
    scalars = [rng.randrange(1, P256.n) for _ in range(16)]
    pairs = [(k, P256.generator_x) for k in (1, 2, P256.n - 1, P256.n - 2)] + [(k, xs[i % len(xs)]) for i, k in enumerate(scalars)]
    answers = keys.page.evaluate("seatCallAll", [[0, "p256Multiply", [{"hex": scalar_bytes(k).hex()}, {"hex": x.to_bytes(32, "big").hex()}]]
                                                 for k, x in pairs])
    got = [_answer(a) for a in answers]
    assert got == [P256.encode(P256.power(x, k)) for k, x in pairs]
    assert got[0] == P256.encode(P256.generator_x) and got[2] == got[0]  # 1 * G, and (n - 1) * G = -G: the same x
    assert got[1].hex() == "7cf27b188d034f7e8a52380304b51ac3c08969e277f21b35a60b48fc47669978"  # 2G (SEC 2 test vectors)
    # Commutative, as the deal needs: a(b(x)) = b(a(x)).
    a, b, x = scalars[0], scalars[1], scalar_bytes(xs[3])
    assert keys.call("p256Multiply", scalar_bytes(a), keys.call("p256Multiply", scalar_bytes(b), x)) \
        == keys.call("p256Multiply", scalar_bytes(b), keys.call("p256Multiply", scalar_bytes(a), x))


def test_p256_multiply_refuses_an_x_of_no_point_and_a_scalar_out_of_range(keys):
    not_on_curve = next(x for x in range(1, 100) if not P256.is_element(x))
    k, x = scalar_bytes(12345), P256.encode(P256.generator_x)
    for bad_x in (not_on_curve, P256.p, P256.p + 1, 2**256 - 1):
        assert bad_x >= P256.p or not P256.is_element(bad_x)
        assert "no point of P-256" in keys.refused("p256Multiply", k, bad_x.to_bytes(32, "big")), hex(bad_x)
    for bad_k in (0, P256.n, P256.n + 1, 2**256 - 1):
        assert "from 1 to P-256's order" in keys.refused("p256Multiply", scalar_bytes(bad_k), x), hex(bad_k)
    assert "32 bytes" in keys.refused("p256Multiply", k[1:], x)
    assert "32 bytes" in keys.refused("p256Multiply", k, b"\x04" + x)
    assert "Uint8Array" in keys.refused("p256Multiply", 12345, x)
