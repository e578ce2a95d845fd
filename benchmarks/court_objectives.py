"""Court of the Dead: how far each Wallows objective and Ulterior Motive is from its line.

    nice -n 10 python -m benchmarks.court_objectives --bots normal --iterations 10 --games 60 --seed 50 --jobs 2

Games are seeded, seated and rotated exactly as ``python -m pygame_rules simulate`` does
(``pygame_rules.lab.runner.play_game``, which this calls with an observer), so the same
arguments give the same games and the same lab report. On top of the report it measures,
for every Wallows card a seat had in a round, the highest value the card's objective
metric reached in that round (from the deal to Clean-up, also after the objective was met),
and for every kept Ulterior Motive the raw value of its metric at the end. A designer can
then read, per card, how often an objective of 1, 2, 3 ... would have been met, and per
motive what another rate or cap would score. These are counterfactual guides (a bot plays to
the line in front of it); confirm a change with ``simulate``. Results go to docs/bots.md
(Court of the Dead).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import statistics
from collections import defaultdict
from pathlib import Path
from typing import Any

from pygame_rules.cli.parallel import read_journal
from pygame_rules.games.court_of_the_dead.data import MOTIVES, WALLOWS
from pygame_rules.games.court_of_the_dead.metrics import metric, motive_points
from pygame_rules.lab.report import wilson
from pygame_rules.lab.runner import normalize_spec, play_game


def metric_key(card: str) -> str:
    """A key naming a Wallows card's objective metric (its spec less the line): cards that
    count the same thing share it."""
    return json.dumps(_bare(WALLOWS[card]["objective"]), sort_keys=True)


def _bare(objective: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in objective.items() if k not in ("at_least", "at_most")}


#: Each distinct objective metric of the Wallows deck, by :func:`metric_key`.
METRICS: dict[str, dict[str, Any]] = {metric_key(c): _bare(w["objective"]) for c, w in WALLOWS.items()}

#: Metrics no card uses yet, measured the same way (candidates for a new objective).
CANDIDATES: list[dict[str, Any]] = [
    {"metric": "crypt"}, {"metric": "plays"}, {"metric": "plays", "faction": "court"},
    {"metric": "plays", "faction": "spirit"}, {"metric": "mourners", "faction": "spirit"},
    {"metric": "board", "faction": "spirit"}, {"metric": "controls", "faction": "spirit"},
]
for _spec in CANDIDATES:
    METRICS.setdefault(json.dumps(_spec, sort_keys=True), _spec)

#: Metrics whose lowest value in a round is also reported (for an ``at_most`` line).
LOWEST: tuple[str, ...] = ("etherea",)


class Watch:
    """Observer of one game: the highest objective metric of each (seat, round, card) for
    the cards a seat had, and of each (seat, round, metric) for every metric of the deck
    (``pooled``: what a seat reached whichever card it held)."""

    def __init__(self) -> None:
        self.best: dict[tuple[int, int, str], int] = {}
        self.pooled: dict[tuple[int, int, str], int] = {}
        self.active: dict[int, set[str]] = defaultdict(set)
        self.round = -1
        self.state: Any = None  # the game's state, the last one seen

    def __call__(self, st: Any) -> None:
        self.state = st
        if st.round != self.round:
            self.round = st.round
            self.active.clear()
        for seat in range(st.num_players):
            values = {mkey: metric(st, seat, spec) for mkey, spec in METRICS.items()}
            self.active[seat].update(st.wallows[seat])
            for card in self.active[seat]:
                key = (seat, self.round, card)
                self.best[key] = max(self.best.get(key, -1), values[metric_key(card)])
            if st.round > 0:
                for mkey, value in values.items():
                    pkey = (seat, self.round, mkey)
                    self.pooled[pkey] = max(self.pooled.get(pkey, -1), value)
                for name in LOWEST:
                    lkey = (seat, self.round, f"lowest {name}")
                    self.pooled[lkey] = min(self.pooled.get(lkey, 99), metric(st, seat, {"metric": name}))


def play(task: tuple[dict[str, Any], int]) -> dict[str, Any]:
    """Game ``index`` of ``spec``: the lab result plus ``reached`` (``[seat, round, card,
    highest metric]``) and ``motives`` (per seat: motive id, faction, raw metric, points,
    the other seats' raw metric)."""
    spec, index = task
    watch = Watch()
    result = play_game(spec, index, watch)
    st = watch.state
    motives = []
    for seat in range(st.num_players):
        m = st.motive[seat]
        spec_m = MOTIVES[m]["score"]["metric"]
        raw = metric(st, seat, spec_m)
        others = [metric(st, s, spec_m) for s in range(st.num_players) if s != seat]
        motives.append({"motive": m, "faction": st.faction[seat], "raw": raw,
                        "points": motive_points(st, seat, MOTIVES[m]), "others": others})
    result["reached"] = [[s, r, c, v] for (s, r, c), v in sorted(watch.best.items())]
    result["pooled"] = [[s, r, k, v] for (s, r, k), v in sorted(watch.pooled.items())]
    result["motives"] = motives
    del result["components"]
    return result


def report(results: list[dict[str, Any]]) -> str:
    """Tables: per Wallows card, its line, completed share, and the share of its rounds whose
    highest metric reached 1..6; per motive, kept, mean points, raw metric mean and spread;
    per faction, the win share."""
    lines = []
    completed: dict[str, list[int]] = defaultdict(list)
    for r in results:
        for s, _round, card, value in r["reached"]:
            completed[card].append(value)
    lines.append("Wallows card | line | rounds | met at line | share reaching 1 2 3 4 5 6 7 8")
    for card, values in sorted(completed.items(), key=lambda kv: WALLOWS[kv[0]]["name"]):
        obj = WALLOWS[card]["objective"]
        line = obj.get("at_least")
        n = len(values)
        at = sum(v >= line for v in values) if line is not None else 0
        shares = " ".join(f"{100 * sum(v >= k for v in values) / n:3.0f}" for k in range(1, 9))
        lines.append(f"{WALLOWS[card]['name']:30} {obj['metric']:10} >={line} {n:4} {100 * at / n:5.1f}% | {shares}")
    pooled: dict[str, list[int]] = defaultdict(list)
    for r in results:
        for _s, _round, key, value in r.get("pooled", []):
            pooled[key].append(value)
    if pooled:
        lines.append("")
        lines.append("Every seat-round, whichever card it held: share reaching 1 2 3 4 5 6 7 8 | cards")
        for key, values in sorted(pooled.items()):
            n = len(values)
            if key.startswith("lowest "):  # share at most 0 1 2 ... 7
                shares = " ".join(f"{100 * sum(v <= k for v in values) / n:3.0f}" for k in range(0, 8))
                lines.append(f"{key + ' (share at most 0..7)':55} {n:4} | {shares}")
                continue
            shares = " ".join(f"{100 * sum(v >= k for v in values) / n:3.0f}" for k in range(1, 9))
            cards = ", ".join(f"{w['name']} >={w['objective'].get('at_least')}" for c, w in WALLOWS.items()
                              if metric_key(c) == key)
            lines.append(f"{key:55} {n:4} | {shares} | {cards}")
    lines.append("")
    kept: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in results:
        for m in r["motives"]:
            kept[m["motive"]].append(m)
    means = {m: statistics.mean(x["points"] for x in xs) for m, xs in kept.items()}
    overall = statistics.mean(means.values()) if means else 0.0
    lines.append(f"motives' mean {overall:.2f} (band {0.7 * overall:.2f}-{1.3 * overall:.2f})")
    for m, xs in sorted(kept.items(), key=lambda kv: MOTIVES[kv[0]]["name"]):
        raws = [x["raw"] for x in xs]
        alone = sum(x["raw"] > 0 and all(o < x["raw"] for o in x["others"]) for x in xs)
        tied = sum(x["raw"] > 0 and max(x["others"]) == x["raw"] for x in xs)
        lines.append(f"{MOTIVES[m]['name']:22} kept {len(xs):3} points {means[m]:5.2f} ({means[m] / overall:.2f}x) "
                     f"raw mean {statistics.mean(raws):5.2f} median {statistics.median(raws):4} "
                     f"max {max(raws):3} | alone most {alone} tied most {tied}")
    lines.append("")
    wins: dict[str, float] = defaultdict(float)
    seats: dict[str, int] = defaultdict(int)
    for r in results:
        for seat, m in enumerate(r["motives"]):
            seats[m["faction"]] += 1
            if seat in r["winners"]:
                wins[m["faction"]] += 1 / len(r["winners"])
    for f in sorted(seats):
        low, high = wilson(wins[f], seats[f])
        lines.append(f"{f:7} {wins[f]:5.1f}/{seats[f]} = {100 * wins[f] / seats[f]:4.1f}% ({100 * low:.0f}-{100 * high:.0f})")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--bots", default="normal")
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--seed", type=int, default=50)
    parser.add_argument("--iterations", type=int, default=10)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--journal", default=None, help="journal of finished games (a spec line, then one per game); run again to add the missing")
    args = parser.parse_args()
    spec = normalize_spec({"game": "court_of_the_dead", "players": args.players, "bots": args.bots,
                           "games": args.games, "seed": args.seed, "rotate": True, "iterations": args.iterations})
    done = read_journal(Path(args.journal), spec) if args.journal else {}  # raises for another batch's
    tasks = [(spec, i) for i in range(args.games) if i not in done]
    with multiprocessing.Pool(args.jobs) as pool:
        for result in pool.imap_unordered(play, tasks):
            done[result["index"]] = result
            if args.journal:
                with open(args.journal, "a", encoding="utf-8") as fh:
                    fh.write(json.dumps(result) + "\n")
            print(f"\r{len(done)}/{args.games} games", end="", flush=True)
    print()
    print(report([done[i] for i in range(args.games)]))


if __name__ == "__main__":
    main()
