"""``python -m pygame_rules verify ARCHIVE`` (pygame_rules/cli/verify.py): the verdict on a
finished sealed game, from its text, a file or standard input; a changed archive refused
naming the message; a clear instruction when ``cryptography`` is missing."""

from __future__ import annotations

import io

import pytest

from pygame_rules.cli import main
from pygame_rules.sealed import SealedError

from . import matches
from .fake_keys import has_cryptography

pytestmark = pytest.mark.skipif(not has_cryptography(), reason="verify needs cryptography")


@pytest.fixture(scope="module")
def archive():
    match = matches.play(matches.start("skullminers", 2, "real"), 4)  # a short game: about 25 messages
    return match, match.seats[0].game.archive()


def test_a_finished_game_is_verified_from_a_file(archive, tmp_path, capsys):
    match, text = archive
    path = tmp_path / "game.txt"
    path.write_text(text + "\n")
    assert main(["verify", str(path)]) == 0
    out = capsys.readouterr().out
    truth = match.referee.table.state
    winner = ["Ann", "Bob"][truth.winners()[0]]
    messages = len(match.referee.log)
    assert messages < 40
    assert f"Sealed game of Skullminers: 2 players (Ann, Bob), {messages} signed messages" in out
    assert "VERIFIED" in out and f"Result: {winner} wins (god_skull)" in out


def test_the_archive_may_come_as_text_a_url_or_stdin(archive, monkeypatch, capsys):
    _, text = archive
    assert main(["verify", "https://example.org/skull-table/#" + text]) == 0
    monkeypatch.setattr("sys.stdin", io.StringIO(text))
    assert main(["verify", "-", "--json"]) == 0
    assert '"ok": true' in capsys.readouterr().out


def test_a_changed_archive_is_refused_naming_the_message(archive, capsys):
    from pygame_rules.core.link import decode_sealed, encode_sealed
    from pygame_rules.sealed.messages import Bundle, Message

    _, text = archive
    bundle = Bundle.decode(decode_sealed(text, archive=True))
    m = bundle.messages[5]
    changed = Message(m.kind, m.seat, m.number, m.body[:-1] + bytes([m.body[-1] ^ 1]), m.signature)
    bad = encode_sealed(Bundle(bundle.game_id, bundle.to, bundle.anchor,
                               bundle.messages[:5] + (changed,) + bundle.messages[6:]).encode())
    assert main(["verify", bad]) == 1
    assert "REFUSED: message 6 is not signed by its seat's key" in capsys.readouterr().out


def test_a_move_link_or_a_plain_link_is_not_an_archive(archive, capsys):
    match, _ = archive
    assert main(["verify", match.links[-1][2]]) == 2
    assert "not a sealed game's archive: this text holds part of a game" in capsys.readouterr().err
    import pygame_rules as pr

    plain = pr.encode_link(pr.get_game("skullminers").new_game(2).to_record())
    assert main(["verify", plain]) == 2
    assert "plain game link, not a sealed one" in capsys.readouterr().err


def test_without_cryptography_it_says_how_to_install_it(archive, monkeypatch, capsys):
    def missing():
        raise SealedError("no cryptography")

    monkeypatch.setattr("pygame_rules.cli.verify.require", missing)
    assert main(["verify", archive[1]]) == 2
    assert "pip install 'pygame_rules[verify]'" in capsys.readouterr().err
