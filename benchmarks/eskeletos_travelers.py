"""ESKELETOS balance by Traveler: how games end, who wins, how often each Traveler collapses.

    python -m benchmarks.eskeletos_travelers --players 4 --bots random --games 100 --seed 1
    nice -n 10 python -m benchmarks.eskeletos_travelers --players 4 --bots normal --iterations 10 --games 40

Games are seeded, seated and rotated exactly as ``python -m pygame_rules simulate`` does
(``pygame_rules.lab.runner``), so the same arguments give the same games. On top of the lab's
report it counts, per Traveler, Total Collapses per game (a seat entering Limbo), and per game
whether play *stalled*: it ran to the round limit with all five Stage Relics held and nobody
at three. One process; run it with ``nice -n 10`` on a shared machine; ``--journal FILE``
keeps each game's result as it ends (a journal of another batch is not detected: one file
per batch). Results go to docs/bots.md (ESKELETOS).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import time
from collections import Counter, defaultdict
from typing import Any

from pygame_rules import get_game
from pygame_rules.bots import sample_chance
from pygame_rules.core import CHANCE, TERMINAL
from pygame_rules.lab.report import wilson
from pygame_rules.lab.runner import make_bot, normalize_spec, seat_bots


def play(spec: dict[str, Any], index: int) -> dict[str, Any]:
    """Game ``index`` of the normalized batch ``spec``, played to the end; returns its
    Travelers, winners, end reason, rounds, collapses per seat and the Relics at the end."""
    seed = random.Random(f"{spec['seed']}:{index}").randrange(2**63)
    rng = random.Random(seed)
    counts = spec["iterations"] or {}
    bots = [make_bot(b, rng.randrange(2**32), spec["time_scale"], counts.get(b)) for b in seat_bots(spec, index)]
    state = get_game("eskeletos").new_game(spec["players"], spec["options"])
    n = spec["players"]
    collapses = [0] * n
    while True:
        seat = state.current_player
        if seat == TERMINAL:
            break
        before = [t.limbo for t in state.tr]
        if seat == CHANCE:
            state.apply(sample_chance(state, rng))
        else:
            state.apply(bots[seat].choose(state.resample_from_infostate(seat, rng)))
        for s, t in enumerate(state.tr):
            if t.limbo and not before[s]:
                collapses[s] += 1
    held = [len(t.relics) for t in state.tr]
    return {"index": index, "travelers": [t.kind for t in state.tr], "winners": state.winners(),
            "end_reason": state.end_reason(), "rounds": state.rounds_played(), "collapses": collapses,
            "relics_held": held,
            "stalled": state.end_reason() != "acceptance" and sum(held) == 5 and max(held) < 3}


def summary(results: list[dict[str, Any]]) -> dict[str, Any]:
    """End reasons, stalls, rounds; per Traveler: games, win share (95% Wilson), collapses a game."""
    games = len(results)
    ends = Counter(r["end_reason"] for r in results)
    per: dict[str, dict[str, float]] = defaultdict(lambda: {"games": 0, "wins": 0.0, "accepted": 0, "collapses": 0})
    for r in results:
        for seat, kind in enumerate(r["travelers"]):
            entry = per[kind]
            entry["games"] += 1
            entry["collapses"] += r["collapses"][seat]
            if seat in r["winners"]:
                entry["wins"] += 1 / len(r["winners"])
                entry["accepted"] += r["end_reason"] == "acceptance"
    travelers = {}
    for kind, e in sorted(per.items()):
        low, high = wilson(e["wins"], int(e["games"]))
        travelers[kind] = {"games": int(e["games"]), "wins": e["wins"], "share": e["wins"] / e["games"],
                           "ci": [low, high], "acceptance_share": e["accepted"] / e["games"],
                           "collapses_per_game": e["collapses"] / e["games"]}
    rounds = [r["rounds"] for r in results if r["end_reason"] == "acceptance"]
    return {"games": games, "end_reasons": dict(ends), "stalled": sum(r["stalled"] for r in results),
            "acceptance_rounds_median": statistics.median(rounds) if rounds else None,
            "travelers": travelers}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--bots", default="random")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--iterations", type=int, default=None)
    parser.add_argument("--json", default=None, help="write every game's result and the summary here")
    parser.add_argument("--journal", default=None,
                        help="append each game's result to this file as it ends; run again to play only the missing games")
    args = parser.parse_args()
    spec = normalize_spec({"game": "eskeletos", "players": args.players, "bots": args.bots, "games": args.games,
                           "seed": args.seed, "rotate": True, "iterations": args.iterations})
    start = time.perf_counter()
    done: dict[int, dict[str, Any]] = {}
    if args.journal and os.path.exists(args.journal):
        with open(args.journal, encoding="utf-8") as fh:
            for line in fh:
                if line.strip():
                    result = json.loads(line)
                    done[result["index"]] = result
    for i in range(args.games):
        if i not in done:
            done[i] = play(spec, i)
            if args.journal:
                with open(args.journal, "a", encoding="utf-8") as fh:
                    fh.write(json.dumps(done[i]) + "\n")
        print(f"\r{i + 1}/{args.games} games, {time.perf_counter() - start:.0f} s", end="", flush=True)
    print()
    results = [done[i] for i in range(args.games)]
    out = summary(results)
    print(f"{args.players} players, {args.bots}" + (f" ({args.iterations} it.)" if args.iterations else "")
          + f", {out['games']} games, seed {args.seed}: ends {out['end_reasons']}, stalled {out['stalled']}, "
          f"median rounds to Acceptance {out['acceptance_rounds_median']}")
    for kind, t in out["travelers"].items():
        print(f"  {kind:8} {t['games']:4} games  win {100 * t['share']:5.1f}% "
              f"({100 * t['ci'][0]:.1f}-{100 * t['ci'][1]:.1f})  by Acceptance {100 * t['acceptance_share']:5.1f}%  "
              f"collapses/game {t['collapses_per_game']:.2f}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as fh:
            json.dump({"args": vars(args), "summary": out, "results": results}, fh, indent=1)


if __name__ == "__main__":
    main()
