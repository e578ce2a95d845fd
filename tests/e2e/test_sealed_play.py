"""Sealed play in the real page (docs/sealed-links.md, "The page"; issue 22): separate browser
profiles (separate IndexedDB, so separate seat keys) play by passing links only.

- Skullminers, played whole: Ann hosts from the New game form, Bob opens the invitation in
  another profile and joins, then each seat plays through its own page (a random legal control
  of the board at a time, the move Python listed; an Unearth whenever one is legal, so the game
  more often ends on the God Skull before the round limit) and every link goes from the
  sender's panel to its recipient's address. On the way: a link with one character changed and an old link
  opened again are refused with the protocol's message and change nothing, and a reload
  resumes the seat's game. At the end both pages verify and agree, and the downloaded record
  passes ``python -m pygame_rules verify``.
- A third profile opens every link too, holding no seat: nothing it is shown, nor anything its
  Worker answers, nor anything readable in any link, names a card hidden in a seat's hand or
  where a seat hid its God Skull; the true game comes from the verified record at the end.
- Court of the Dead with three profiles and ESKELETOS with two: the invitation goes round
  the seats, and the game plays a few moves; ESKELETOS with the server stopped once each
  profile has visited the site (offline between moves).

Screenshots (desktop 1280x800 and phone 390x844) of hosting, joining, waiting, playing, a
refused link and the verdict go to screenshots/sealed-*.png.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from conftest import REPO, new_context
from e2e_helpers import LEGAL, open_site, wait_engine, wait_offline_ready, wait_settled
from hidden_audit import RECORD_TRAFFIC, RENDERED_TEXT, STORAGE, calls
from sealed_helpers import (MOVE_TIMEOUT, Table, host, host_and_join, open_sealed, outbox, panel, position, seat_pages,
                            shoot)

import pygame_rules as pr
from pygame_rules.core.link import decode_sealed
from pygame_rules.sealed.game import read_archive, verify_log
from pygame_rules.sealed.messages import Action, Bundle, Opening

from tests.unit.hidden_facts import FACTS, public_text, replay


def spectator_secrets(state: pr.State) -> set[str]:
    """What no link holder may read at ``state``: each seat's hand as the other seats may not
    see it (tests/unit/hidden_facts.py), less what is public."""
    hidden: set[str] = set()
    for seat in range(state.num_players):
        hidden |= FACTS[state.game.id](state, seat)[1]
    text = public_text(state)
    return {w for w in hidden if w and w not in text}


def readable(link: str) -> tuple[str, str]:
    """A link's content a reader without keys can read: the text of its action and opening
    items, names and setup (``words``), and its whole inflated payload as Latin-1 (``raw``)."""
    payload = decode_sealed(link)
    words = []
    for m in Bundle.decode(payload).messages:
        if m.kind == 3:
            for item in m.items():
                if isinstance(item, Action):
                    words.append(item.text)
                elif isinstance(item, Opening):
                    words.append(item.value.decode("latin-1"))
    return "\n".join(words), payload.decode("latin-1")


# ---------------------------------------------------------------------- the Skullminers game
UNEARTH = "[aria-label^='Unearth Claim']"
"""The Claim controls that unearth (the label of pygame_rules/games/skullminers/words.py): the
click policy takes one whenever it is legal."""


@pytest.fixture(scope="module")
def skullminers(browser, site, module_guard, shots, tmp_path_factory):
    """The whole sealed game, with what the tests check recorded along the way."""
    started = time.monotonic()
    contexts = [new_context(browser, module_guard, width=1280, height=800, accept_downloads=True) for _ in range(3)]
    contexts[2].add_init_script(RECORD_TRAFFIC)  # the watcher: every Worker message recorded
    ann, bob, watcher = (c.new_page() for c in contexts)
    for page in (ann, bob, watcher):
        page.set_default_timeout(MOVE_TIMEOUT)
    open_site(ann, site.url)
    open_site(watcher, site.url)
    facts: dict = {"refusals": {}, "reload": {}, "open_seconds": []}

    invite = host(ann, "skullminers", 2, "Ann")
    shoot(ann, shots, "host")
    bob.goto(f"{site.url}#{invite}")
    wait_engine(bob)
    bob.wait_for_selector("#sealed-join-name", timeout=MOVE_TIMEOUT)
    shoot(bob, shots, "join")
    bob.fill("#sealed-join-name", "Bob")
    bob.click("#sealed-join")
    bob.wait_for_selector("#sealed-link", timeout=MOVE_TIMEOUT)
    wait_settled(bob)
    table = Table([ann, bob], [watcher], prefer=UNEARTH)
    table.sent.append((0, [1], invite, -1))
    table.last[0] = invite
    open_sealed(watcher, invite)
    table.watched.append(watcher.evaluate(RENDERED_TEXT))
    facts["joined_seconds"] = time.monotonic() - started

    rng = random.Random(22)
    shot_waiting = shot_playing = False
    for _ in range(3000):
        if len(table.sent) == 12 and not facts["refusals"]:
            check_refusals(table, bob, facts, shots)
        if len(table.sent) == 20 and not facts["reload"]:
            check_reload(bob, facts)
        if not shot_playing and panel(bob, "phase") == "playing" and bob.locator(LEGAL).count():
            shoot(bob, shots, "playing")
            shot_playing = True
        if not shot_waiting and panel(ann, "phase") == "playing" and ann.locator("#sealed-waiting-title").count() \
                and ann.locator("#sealed-link").count():
            shoot(ann, shots, "waiting")
            shot_waiting = True
        if not table.step(rng):
            break
    else:
        raise AssertionError("the game did not end in 3000 steps")
    for page in (ann, bob):
        page.wait_for_selector("#sealed-verdict", timeout=MOVE_TIMEOUT)
        wait_settled(page, MOVE_TIMEOUT)
    facts["played_seconds"] = time.monotonic() - started
    facts["plies"] = bob.get_attribute("#board", "data-ply")
    shoot(bob, shots, "verdict")
    facts["verdicts"] = [page.inner_text("#sealed-verdict") for page in (ann, bob)]
    facts["panels"] = [panel(page, "verdict") for page in (ann, bob)]
    facts["fingerprints"] = [page.locator("#sealed-keys li").all_text_contents() for page in (ann, bob)]
    facts["end_panels"] = [page.inner_text("#end-panel") if page.locator("#end-panel").is_visible() else None for page in (ann, bob)]
    with ann.expect_download() as download:
        ann.click("#sealed-archive")
    archive = tmp_path_factory.mktemp("sealed") / "game.txt"
    download.value.save_as(archive)
    facts["archive"] = archive
    facts["timings"] = [page.evaluate("window.__skullTable.sealedCalls || []") for page in (ann, bob)]
    wait_settled(watcher)
    facts["watcher_traffic"] = watcher.evaluate("window.__traffic")
    facts["watcher_storage"] = watcher.evaluate(STORAGE)
    facts["clicks"] = table.clicks
    yield table, facts
    for context in contexts:
        context.close()


def check_refusals(table: Table, page, facts: dict, shots: Path) -> None:
    """Bob gets a link with one character changed, then an old link again: each refused with the
    protocol's message within seconds, and his game exactly as it was (the saved one too)."""
    before = position(page)
    assert before[:2] == ("game", True)
    old = next(link for sender, recipients, link, _ in table.sent if sender == 0 and 1 in recipients)
    latest = table.sent[-1][2]
    middle = len(latest) // 2
    forged = latest[:middle] + ("A" if latest[middle] != "A" else "B") + latest[middle + 1:]
    for kind, link in (("forged", forged), ("replayed", old)):
        seconds = open_sealed(page, link)
        notice = page.inner_text("#notice")
        after = position(page)
        facts["refusals"][kind] = {"seconds": seconds, "notice": notice, "same": after == before}
        if kind == "forged":
            shoot(page, shots, "refused")
    page.reload()
    wait_engine(page)
    page.wait_for_selector("#sealed-panel:not([hidden])", timeout=MOVE_TIMEOUT)
    wait_settled(page, MOVE_TIMEOUT)
    facts["refusals"]["saved_kept"] = position(page) == before


def check_reload(page, facts: dict) -> None:
    """Reloading a seat's page mid-game resumes the sealed game where it was."""
    def where():
        return {"ply": page.get_attribute("#board", "data-ply"), "messages": panel(page, "messages"),
                "phase": panel(page, "phase"), "link": outbox(page)[0], "status": page.inner_text("#status"),
                "log": page.locator("#log li").all_inner_texts()}
    before = where()
    page.reload()
    wait_engine(page)
    page.wait_for_selector("#sealed-panel:not([hidden])", timeout=MOVE_TIMEOUT)
    wait_settled(page, MOVE_TIMEOUT)
    facts["reload"] = {"before": before, "after": where()}


@pytest.fixture(scope="module")
def truth(skullminers):
    """The true game, from the downloaded record verified in CPython (every secret revealed)."""
    _, facts = skullminers
    log = read_archive(facts["archive"].read_text())
    verdict = verify_log(log, None)
    assert verdict.ok, verdict.message
    return verdict


def test_two_profiles_play_a_whole_sealed_game_and_both_verify_it(skullminers, truth):
    table, facts = skullminers
    assert facts["panels"] == ["ok", "ok"], facts["verdicts"]
    assert facts["verdicts"][0] == facts["verdicts"][1]
    assert "checks out" in facts["verdicts"][0]
    winners = [truth.names[s] for s in truth.winners]
    assert (f"Winner: {' and '.join(winners)}." if winners else "Nobody wins.") in facts["verdicts"][0]
    for text in facts["end_panels"]:  # the end panel, once checked: Python's winners and scores
        assert text is not None and "Game over" in text
    # Every seat's fingerprint reads the same on both screens (to compare by another channel).
    ann_sees, bob_sees = ([t.replace(" (you)", "") for t in seen] for seen in facts["fingerprints"])
    assert ann_sees == bob_sees and len(ann_sees) == 2 and ann_sees[0].startswith("Ann: ") and ann_sees[1].startswith("Bob: ")
    # Every link went to one seat, and no link is over the protocol's budget for a move.
    assert max(len(link) for _, _, link, _ in table.sent) < 4000
    print(f"\nsealed Skullminers: {len(table.sent)} links, {facts['clicks']} clicks, joined after "
          f"{facts['joined_seconds']:.0f} s, over after {facts['played_seconds']:.0f} s at ply {facts['plies']}; links median "
          f"{sorted(len(l) for _, _, l, _ in table.sent)[len(table.sent) // 2]} characters, longest "
          f"{max(len(l) for _, _, l, _ in table.sent)}")
    for seat, calls_ in enumerate(facts["timings"]):
        moves = [c for c in calls_ if c["op"] in ("play", "open")]
        python = sorted(c["python"] for c in moves)
        keys = sorted(c["keys"] for c in moves)
        check = [c["total"] for c in calls_ if c["op"] == "verify"]
        print(f"seat {seat + 1}: {len(moves)} calls; Python median {python[len(python) // 2]} ms, max {python[-1]} ms; "
              f"keys median {keys[len(keys) // 2]} ms, max {keys[-1]} ms; the end's check {check} ms")


def test_the_downloaded_record_passes_the_command_line_verify(skullminers):
    _, facts = skullminers
    done = subprocess.run([sys.executable, "-m", "pygame_rules", "verify", str(facts["archive"])],
                          cwd=REPO, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "checks out" in done.stdout


def test_a_changed_or_replayed_link_is_refused_and_changes_nothing(skullminers):
    _, facts = skullminers
    refusals = facts["refusals"]
    forged, replayed = refusals["forged"], refusals["replayed"]
    assert "This sealed link was refused: The link is damaged or cut off: its checksum does not match." in forged["notice"]
    assert "This sealed link was refused: This link holds nothing new: it was opened here before." in replayed["notice"]
    for refusal in (forged, replayed):
        assert refusal["same"], refusal
        assert refusal["seconds"] < 30, refusal  # bounded: the protocol refuses before any game work
    assert refusals["saved_kept"]  # the reload after them resumes the very same position


def test_a_reload_mid_game_resumes_the_seat_s_game(skullminers):
    _, facts = skullminers
    before, after = facts["reload"]["before"], facts["reload"]["after"]
    assert before["phase"] == "playing"
    assert after == before


def test_a_profile_that_only_sees_the_links_learns_no_hidden_card(skullminers, truth):
    """Every link's readable content, and everything the watcher was shown or stored, against
    the true game: the words of each seat's hand at every point (names, texts, ids in JSON) and
    where each seat hid its God Skull (`hide <column>`, a secret decision: never in clear)."""
    table, facts = skullminers
    final = truth.final
    record = final.to_record()
    states = [(s.clone(), spectator_secrets(s)) for s in replay(record)]
    decisions = [a for i, a in enumerate(final.history) if final.actor(i) >= 0]
    hides = [a for a in decisions if a.startswith("hide ")]
    assert len(hides) == 2  # each seat hid its God Skull under one of its Claims
    public_decisions = [a for a in decisions if not a.startswith("hide ")]
    looked = 0
    shown_actions: list[str] = []
    seen_numbers: set[int] = set()
    for sender, _, link, ply in table.sent:
        words, raw = readable(link)
        secrets = states[ply][1] if ply >= 0 else set()
        for secret in secrets | set(hides):
            assert secret not in words and secret not in raw, f"a link from seat {sender + 1} at ply {ply} holds {secret!r}"
        looked += len(secrets)
        for m in Bundle.decode(decode_sealed(link)).messages:  # every action in clear, once, in log order
            if m.kind == 3 and m.number not in seen_numbers:
                seen_numbers.add(m.number)
                shown_actions += [item.text for item in m.items() if isinstance(item, Action)]
    # The only decisions links carry readably are the public ones, exactly the true game's.
    assert shown_actions == public_decisions
    assert looked > 50
    every_secret = set().union(*(s for _, s in states[:-1])) | set(hides)
    answers = calls(facts["watcher_traffic"])
    assert {method for method, _, _ in answers} >= {"open"}
    shown = json.dumps([answer for _, _, answer in answers]) + json.dumps(facts["watcher_storage"]["local"])
    shown += json.dumps([r["summary"] for r in facts["watcher_storage"]["sealedRecords"]])
    shown += "\n".join(table.watched)
    assert len(table.watched) == len(table.sent)
    found = sorted(s for s in every_secret if s in shown)
    assert found == [], found
    for record_ in facts["watcher_storage"]["sealedRecords"]:  # its save: ciphertext only
        assert record_["sealed"].startswith("sealed1:") and record_["secret"] is None


# ---------------------------------------------------------------------- Court of the Dead and ESKELETOS
def join_in_turn_and_play(browser, site, guard, shots, game: str, names: list[str], links: int,
                          offline: bool = False) -> None:
    """``names`` profiles: the first hosts ``game``, the invitation goes round the seats in
    turn, then the seats play by links until ``links`` have been sent; every seat is then
    playing, in its own seat, with every player's key listed. ``offline``: every profile
    visits the site once (its service worker installed), then the server is stopped before
    the game is hosted, so every link is opened and answered offline."""
    contexts, pages = seat_pages(browser, guard, len(names), service_workers="allow" if offline else "block")
    try:
        if offline:
            for page in pages:
                open_site(page, site.url)
                wait_offline_ready(page)
            site.stop()
            with pytest.raises(urllib.error.URLError):
                urllib.request.urlopen(site.url, timeout=5)
        table = host_and_join(pages, site, game, names)
        shoot(pages[-1], shots, f"{game}-joined")  # the last to join, before any move reaches it
        rng = random.Random(3)
        while len(table.sent) < links:
            assert table.step(rng), "the game stalled"
        for seat, page in enumerate(pages):
            assert panel(page, "phase") == "playing" and panel(page, "me") == str(seat)
            assert page.locator("#board").is_visible()
            assert [t.split(": ")[0].replace(" (you)", "") for t in page.locator("#sealed-keys li").all_text_contents()] \
                == names
        shoot(pages[0], shots, f"{game}-playing")
    finally:
        for context in contexts:
            context.close()


def test_court_of_the_dead_three_profiles_join_in_turn_and_play(browser, site, guard, shots):
    join_in_turn_and_play(browser, site, guard, shots, "court_of_the_dead", ["Ann", "Bob", "Cleo"], 12)


def test_eskeletos_two_profiles_join_and_play_with_the_server_stopped(browser, make_site, guard, shots):
    """Offline between moves (issue 22): once each profile has visited the site, hosting,
    joining and every link after need no server."""
    join_in_turn_and_play(browser, make_site(), guard, shots, "eskeletos", ["Ann", "Bob"], 12, offline=True)
