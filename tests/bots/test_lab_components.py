"""The lab's per-component table (issue 20, Lab): per designed component, games out, drawn,
used, completed (rate of drawn), mean points and the holder's win share, from
``State.components()`` of each finished game; values a careful person computes."""

from __future__ import annotations

import pytest

from pygame_rules.lab import components, format_report, normalize_spec, play_game, summarize


def _c(kind, name, seat, drawn, used=False, completed=None, points=None):
    return {"kind": kind, "name": name, "seat": seat, "drawn": drawn, "used": used,
            "completed": completed, "points": points}


def _game(index, winners, comps):
    return {"index": index, "seed": index, "bots": ["random", "random", "random"], "winners": winners,
            "scores": [1, 2, 3], "plies": 10, "turns": 5, "labels": {}, "seconds": 0.1, "components": comps,
            "think": [{"decisions": 5, "seconds": 0.01, "iterations": 0}] * 3}


def test_component_rows_by_hand():
    results = [
        # game 0: seat 0 wins alone; it completes the Quest, seat 1 fails its copy; the
        # Motive (kept by seat 0, 6 points) was also dealt to seat 2 and returned (seat None).
        _game(0, [0], [
            _c("Wallows card", "Quest", 0, True, True, True),
            _c("Wallows card", "Quest", 1, True, False, False),
            _c("Wallows card", "Relic", None, False),
            _c("Ulterior Motive", "Hoard", 0, True, True, True, 6),
            _c("Ulterior Motive", "Hoard", None, True),
        ]),
        # game 1: seats 1 and 2 share the win; seat 2 fails the Quest; the Motive scores 0 for seat 1.
        _game(1, [1, 2], [
            _c("Wallows card", "Quest", 2, True, False, False),
            _c("Ulterior Motive", "Hoard", 1, True, True, False, 0),
        ]),
        _game(2, [0], []),  # a game where neither is out
    ]
    rows = {(r["kind"], r["name"]): r for r in components(results)}
    quest = rows["Wallows card", "Quest"]
    assert (quest["games"], quest["instances"], quest["drawn"]) == (2, 3, 3)
    assert quest["completed"]["count"] == 1 and quest["completed"]["of"] == 3
    assert quest["completed"]["rate"] == pytest.approx(1 / 3)
    assert quest["used"]["count"] == 1
    # holders: seat 0 won (1), seat 1 lost (0), seat 2 shared a win of 2 (1/2): 1.5 of 3
    assert quest["win_share"]["wins"] == pytest.approx(1.5) and quest["win_share"]["games"] == 3
    assert quest["points"] is None
    relic = rows["Wallows card", "Relic"]
    assert (relic["games"], relic["drawn"], relic["used"], relic["completed"], relic["win_share"]) == (1, 0, None, None, None)
    hoard = rows["Ulterior Motive", "Hoard"]
    assert (hoard["games"], hoard["instances"], hoard["drawn"]) == (2, 3, 3)
    assert hoard["used"]["count"] == 2 and hoard["used"]["of"] == 3  # kept 2 times of 3 dealt
    assert hoard["points"]["n"] == 2 and hoard["points"]["mean"] == pytest.approx(3.0)
    assert hoard["completed"]["count"] == 1 and hoard["completed"]["of"] == 2
    assert hoard["win_share"]["wins"] == pytest.approx(1.5) and hoard["win_share"]["games"] == 2  # 1 + 1/2
    assert [r["kind"] for r in components(results)] == ["Ulterior Motive", "Wallows card", "Wallows card"]


def test_report_text_and_json_carry_the_table():
    spec = normalize_spec({"game": "court_of_the_dead", "players": 3, "bots": ["random"], "games": 1, "seed": 4})
    result = play_game(spec, 0)
    kinds = {c["kind"] for c in result["components"]}
    assert kinds == {"Court card", "Mourner", "Wallows card", "Ulterior Motive", "Faction"}
    report = summarize(spec, [result])
    assert sum(r["instances"] for r in report["components"]) == len(result["components"])
    text = format_report(report, "Court of the Dead")
    assert "Designed components" in text and "  Wallows card:" in text and "Relic Ravlatch" in text


def test_a_game_without_components_adds_no_table():
    spec = normalize_spec({"game": "sedlec", "players": 2, "bots": ["random"], "games": 1, "seed": 1})
    report = summarize(spec, [{**_game(0, [0], []), "bots": ["random", "random"], "scores": [1, 0]}])
    assert report["components"] == []
    assert "Designed components" not in format_report(report, "Sedlec")
