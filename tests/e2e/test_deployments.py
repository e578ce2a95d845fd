"""Every copy of the site keeps its own storage (web/lib/deployment.js): two copies of dist/
under two sub-paths of one origin (/a/ and /b/ of one local server, as on a user's static
pages) share localStorage, IndexedDB, the origin private file system and Web Locks, and yet
neither sees, resumes or overwrites the other's game, and neither announces the other's
build as an update. A save of a build before 2 Dec 2026 (one key for the whole origin, the
record in clear) moves once into the first copy that starts, sealed there, and no game is
lost."""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from pathlib import Path

import build
import pytest
from conftest import new_context
from e2e_helpers import make_a_move, open_site, position, saved_game, start_game, storage_key, wait_engine

from pygame_rules.session import Session


class TwoCopies:
    """One static server on localhost serving ``dist`` twice, at ``/a/`` and at ``/b/``."""

    def __init__(self, dist: Path) -> None:
        self.root = Path(tempfile.mkdtemp(prefix="e2e-two-copies-"))
        for name in ("a", "b"):
            (self.root / name).symlink_to(dist, target_is_directory=True)
        os.environ["BUILD_SERVE_QUIET"] = "1"
        self.server, self.thread = build.serve_in_thread(self.root)
        origin = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.origin, self.a, self.b = origin, f"{origin}/a/", f"{origin}/b/"

    def close(self) -> None:
        """Stop the server (shutdown lets the request being served finish) and delete the folder."""
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(timeout=10)
        shutil.rmtree(self.root, ignore_errors=True)


@pytest.fixture
def copies(dist_dir):
    served = TwoCopies(dist_dir)
    yield served
    served.close()


@pytest.fixture
def context(browser, guard):
    context = new_context(browser, guard)
    yield context
    context.close()


def banners(page) -> list[str]:
    """The texts of the lasting messages shown (update notice, two-tab warning...)."""
    return page.locator("#banners > :not([hidden])").all_inner_texts()


def test_two_copies_on_one_origin_keep_their_own_games(context, copies):
    a = context.new_page()
    open_site(a, copies.a)
    start_game(a, 2, ["human", "random"], ["Ada", "Robo"], game="sedlec")
    for _ in range(2):
        make_a_move(a)
    game_a = position(a)
    saved_a = saved_game(a)
    assert json.loads(saved_a)["names"] == ["Ada", "Robo"]

    b = context.new_page()
    open_site(b, copies.b)
    assert b.locator("#screen-home").is_visible()  # /a/'s game is not resumed here...
    assert b.locator("#resume-box").is_hidden()  # ...nor offered
    assert saved_game(b) is None
    assert banners(b) == []  # /a/'s build record is not this copy's: no "updated" notice
    b.reload()
    wait_engine(b)
    assert banners(b) == []
    start_game(b, 2, ["human", "random"], ["Bea", "Bot"], game="skullminers")  # no "discard?" question
    make_a_move(b)
    game_b = position(b)
    assert json.loads(saved_game(b))["names"] == ["Bea", "Bot"]

    assert banners(a) == []  # /b/'s writes are no other tab's save of /a/'s game: nothing paused
    assert saved_game(a) == saved_a
    a.reload()
    wait_engine(a)
    assert a.locator("#screen-game").is_visible()
    assert position(a) == game_a  # the first game, intact
    assert banners(a) == []
    b.reload()
    wait_engine(b)
    assert position(b) == game_b
    keys = a.evaluate("Object.keys(localStorage)")
    assert {storage_key(a, "skulltable.saved.v1"), storage_key(b, "skulltable.saved.v1")} <= set(keys)
    assert "skulltable.saved.v1" not in keys and "skulltable.build" not in keys


def test_a_save_of_an_older_build_moves_into_the_first_copy_once(context, copies, dist_dir):
    session = Session.new("sedlec", 2, names=["Old", "Robo"], seats=["human", "random"], seed=9)
    for _ in range(4):  # reveal, Old's dig, reveal, reveal: Old is to act (nothing automatic is due)
        session.state.apply(session.state.legal_actions()[0])
    legacy = {"format": 1, "saved": session.saved(), "over": False, "game": "sedlec", "names": ["Old", "Robo"],
              "ply": 4, "moves": 1, "time": 0, "tab": "old"}
    build_id = json.loads((dist_dir / "site-manifest.json").read_text())["build"]
    setup = context.new_page()
    setup.goto(copies.origin + "/a/site-manifest.json")  # a page of the origin that runs none of the site's code
    setup.evaluate("([save, build]) => { localStorage.setItem('skulltable.saved.v1', save); "
                   "localStorage.setItem('skulltable.build', build); }", [json.dumps(legacy), build_id])
    setup.close()

    a = context.new_page()
    open_site(a, copies.a)
    assert a.locator("#screen-game").is_visible()  # the player's game goes on
    assert position(a)["ply"] == 4
    assert a.locator("#board").get_attribute("data-moves") == "1"
    assert banners(a) == []  # the same build as the old record says: no update notice
    entry = json.loads(saved_game(a))
    assert entry["format"] == 2 and entry["sealed"].startswith("sealed1:") and "saved" not in entry  # sealed now
    assert (entry["game"], entry["names"], entry["ply"]) == ("sedlec", ["Old", "Robo"], 4)
    assert a.evaluate("[localStorage.getItem('skulltable.saved.v1'), localStorage.getItem('skulltable.build')]") == [None, None]

    b = context.new_page()
    open_site(b, copies.b)  # the game moved into /a/ only
    assert b.locator("#screen-home").is_visible() and b.locator("#resume-box").is_hidden()
    a.reload()
    wait_engine(a)
    assert position(a)["ply"] == 4  # and reopens from its sealed save
