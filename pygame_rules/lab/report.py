"""Balance statistics over a batch of finished games: win rates with 95% intervals, lengths, scores.

Win counts use the *win share*: a game won alone counts 1 for its winner, a win shared by
``k`` seats counts ``1/k`` for each, so the shares of one game sum to 1 and a seat's
expected share under fair play is ``1/players``.
"""

from __future__ import annotations

import math
from collections import defaultdict
from typing import Any, Iterable

Z95 = 1.959963984540054
"""Standard normal quantile for a two-sided 95% interval."""


def wilson(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval ``(low, high)`` for a proportion, both in [0, 1].

    ``successes`` may be fractional (shared wins). ``trials == 0`` gives ``(0.0, 1.0)``.
    """
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    # Rounding can leave the bound a hair inside 0% or 100% when nobody (or everybody) won.
    low, high = max(0.0, centre - half), min(1.0, centre + half)
    return min(low, p), max(high, p)


def rate(successes: float, trials: int) -> dict[str, Any]:
    """``{"wins", "games", "rate", "ci95": [low, high]}`` for ``successes`` out of ``trials``."""
    low, high = wilson(successes, trials)
    return {"wins": round(successes, 6), "games": trials,
            "rate": successes / trials if trials else 0.0, "ci95": [low, high]}


def distribution(values: Iterable[float], bins: int = 12) -> dict[str, Any]:
    """``{"n", "mean", "sd", "min", "median", "max", "histogram": {"edges", "counts"}}``.

    The histogram has up to ``bins`` equal-width bins from min to max; for whole numbers
    the width is whole and bin ``i`` holds ``edges[i] <= v < edges[i + 1]``. ``edges`` has
    one more entry than ``counts``.
    """
    data = sorted(float(v) for v in values)
    n = len(data)
    if not n:
        return {"n": 0, "mean": None, "sd": None, "min": None, "median": None, "max": None,
                "histogram": {"edges": [], "counts": []}}
    mean = sum(data) / n
    sd = math.sqrt(sum((v - mean) ** 2 for v in data) / (n - 1)) if n > 1 else 0.0
    median = data[n // 2] if n % 2 else (data[n // 2 - 1] + data[n // 2]) / 2
    low, high = data[0], data[-1]
    if all(v == int(v) for v in data):  # whole numbers (points, turns): bins of whole width
        width: float = max(1, math.ceil((high - low + 1) / bins))
        count = int((high - low) // width) + 1
        edges: list[float] = [low + i * width for i in range(count + 1)]
        counts = [0] * count
        for v in data:
            counts[int((v - low) // width)] += 1
    elif high == low:
        edges, counts = [low, high], [n]
    else:
        width = (high - low) / bins
        edges = [low + i * width for i in range(bins)] + [high]
        counts = [0] * bins
        for v in data:
            counts[min(bins - 1, int((v - low) / width))] += 1
    return {"n": n, "mean": mean, "sd": sd, "min": low, "median": median, "max": high,
            "histogram": {"edges": edges, "counts": counts}}


def _share(result: dict[str, Any], seat: int) -> float:
    winners = result["winners"]
    return 1.0 / len(winners) if seat in winners else 0.0


def end_reasons(results: list[dict[str, Any]]) -> dict[str, Any]:
    """How the games ended: ``{reason: {"games", "share", "ci95", "rounds", "plies"}}``, most
    common first; ``rounds`` and ``plies`` are :func:`distribution` over that reason's games
    (``rounds`` None for a game without rounds). A result without ``end_reason`` (an old
    journal) counts as ``"unknown"``."""
    groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in results:
        groups[str(r.get("end_reason") or "unknown")].append(r)
    out = {}
    for reason, games in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        share = rate(len(games), len(results))
        rounds = [g["rounds"] for g in games if g.get("rounds") is not None]
        out[reason] = {"games": len(games), "share": share["rate"], "ci95": share["ci95"],
                       "rounds": distribution(rounds) if rounds else None,
                       "plies": distribution(g["plies"] for g in games)}
    return out


def _part(count: float, of: int) -> dict[str, Any] | None:
    """``{"count", "of", "rate", "ci95"}`` for ``count`` out of ``of`` (None when ``of`` is 0)."""
    if not of:
        return None
    low, high = wilson(count, of)
    return {"count": round(count, 6), "of": of, "rate": count / of, "ci95": [low, high]}


def components(results: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Per designed component (``State.components()`` of each game, grouped by kind and
    name), what a designer reads to spot an outlier, one row each, sorted by kind and name:

    - ``kind``, ``name``; ``games``: games it was out in (any instance); ``instances``;
    - ``drawn``: instances drawn (into a hand or into play);
    - ``used``: :func:`_part` of the drawn instances used (None: never drawn);
    - ``completed``: :func:`_part` of the drawn instances whose objective was tried
      (``completed`` not None) that were completed (None: no objective tried);
    - ``points``: ``{"n", "mean", "sd"}`` over instances that scored (None: none);
    - ``win_share``: :func:`rate` of its holders (drawn instances with a seat): a holder
      who won alone counts 1, a win shared by ``k`` seats ``1/k`` (None: never held).

    A result without ``components`` (another game, an old journal) adds nothing.
    """
    groups: dict[tuple[str, str], dict[str, Any]] = {}
    for r in results:
        winners = r["winners"]
        out_here: set[tuple[str, str]] = set()
        for c in r.get("components") or ():
            key = (c["kind"], c["name"])
            g = groups.get(key)
            if g is None:
                g = groups[key] = {"games": 0, "instances": 0, "drawn": 0, "used": 0, "tried": 0, "completed": 0,
                                   "points": [], "held": 0, "share": 0.0}
            if key not in out_here:
                out_here.add(key)
                g["games"] += 1
            g["instances"] += 1
            if c["points"] is not None:
                g["points"].append(float(c["points"]))
            if not c["drawn"]:
                continue
            g["drawn"] += 1
            g["used"] += bool(c["used"])
            if c["completed"] is not None:
                g["tried"] += 1
                g["completed"] += bool(c["completed"])
            if c["seat"] is not None:
                g["held"] += 1
                g["share"] += 1.0 / len(winners) if c["seat"] in winners else 0.0
    rows = []
    for (kind, name), g in sorted(groups.items()):
        points = g["points"]
        mean = sum(points) / len(points) if points else 0.0
        sd = math.sqrt(sum((v - mean) ** 2 for v in points) / (len(points) - 1)) if len(points) > 1 else 0.0
        rows.append({
            "kind": kind, "name": name, "games": g["games"], "instances": g["instances"], "drawn": g["drawn"],
            "used": _part(g["used"], g["drawn"]),
            "completed": _part(g["completed"], g["tried"]),
            "points": {"n": len(points), "mean": mean, "sd": sd} if points else None,
            "win_share": rate(g["share"], g["held"]) if g["held"] else None,
        })
    return rows


def summarize(spec: dict[str, Any], results: list[dict[str, Any]]) -> dict[str, Any]:
    """The report of a batch: ``spec`` (normalized) and the results of :func:`play_game`.

    Keys: ``spec``, ``games``, ``by_seat`` (one :func:`rate` per seat), ``by_bot``
    (bot id -> rate over every seat it held), ``by_label`` (factor -> label -> rate over
    the seats that had it), ``shared_wins`` (games with more than one winner), ``no_winner``
    (drawn games), ``end_reasons`` (:func:`end_reasons`), ``rounds``, ``plies`` and ``turns``
    (:func:`distribution`; ``rounds`` None for a game without rounds), ``scores`` (per seat, and ``winning``), ``think``
    (per bot id: decisions, mean and longest seconds and mean iterations per decision,
    iterations/s, ``search_errors``: search iterations the rules could not play, with the
    ``last_error``; anything but 0 is a game bug, usually in ``resample_from_infostate``),
    ``seconds`` (sum of game wall times), ``components`` (:func:`components`: per designed
    component, how often it was out, drawn, used and completed, its points and its holder's
    win share).
    """
    results = sorted(results, key=lambda r: r["index"])
    n_games = len(results)
    rounds = [r["rounds"] for r in results if r.get("rounds") is not None]
    players = spec["players"]
    by_seat = [rate(sum(_share(r, seat) for r in results), n_games) for seat in range(players)]
    bot_wins: dict[str, float] = defaultdict(float)
    bot_seats: dict[str, int] = defaultdict(int)
    label_wins: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))
    label_seats: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    think: dict[str, dict[str, Any]] = defaultdict(
        lambda: {"decisions": 0, "seconds": 0.0, "iterations": 0, "max_seconds": 0.0, "search_errors": 0, "error": ""})
    for r in results:
        for seat, bot in enumerate(r["bots"]):
            bot_wins[bot] += _share(r, seat)
            bot_seats[bot] += 1
            for key in ("decisions", "seconds", "iterations"):
                think[bot][key] += r["think"][seat][key]
            seat_think = r["think"][seat]
            think[bot]["max_seconds"] = max(think[bot]["max_seconds"], seat_think.get("max_seconds", 0.0))
            think[bot]["search_errors"] += seat_think.get("search_errors", 0)
            think[bot]["error"] = seat_think.get("error") or think[bot]["error"]
        for factor, labels in r.get("labels", {}).items():
            for seat, label in enumerate(labels):
                label_wins[factor][str(label)] += _share(r, seat)
                label_seats[factor][str(label)] += 1
    think_out = {}
    for bot, t in think.items():
        d = t["decisions"]
        think_out[bot] = {
            "decisions": int(d),
            "mean_seconds": t["seconds"] / d if d else 0.0,
            "max_seconds": t["max_seconds"],
            "search_errors": int(t["search_errors"]),
            "last_error": t["error"],
            "mean_iterations": t["iterations"] / d if d else 0.0,
            "iterations_per_second": t["iterations"] / t["seconds"] if t["seconds"] > 0 else 0.0,
        }
    return {
        "spec": spec,
        "games": n_games,
        "by_seat": by_seat,
        "by_bot": {bot: rate(bot_wins[bot], bot_seats[bot]) for bot in sorted(bot_seats)},
        "by_label": {factor: {label: rate(label_wins[factor][label], label_seats[factor][label])
                              for label in sorted(label_seats[factor])}
                     for factor in sorted(label_seats)},
        "shared_wins": sum(1 for r in results if len(r["winners"]) > 1),
        "no_winner": sum(1 for r in results if not r["winners"]),
        "end_reasons": end_reasons(results),
        "rounds": distribution(rounds) if rounds else None,
        "plies": distribution(r["plies"] for r in results),
        "turns": distribution(r["turns"] for r in results),
        "scores": {
            "by_seat": [distribution(r["scores"][seat] for r in results) for seat in range(players)],
            "winning": distribution(max(r["scores"]) for r in results),
        },
        "think": think_out,
        "seconds": sum(r["seconds"] for r in results),
        "components": components(results),
    }


def format_rate(entry: dict[str, Any]) -> str:
    """``"61.5% (95% CI 54.6-68.0%), 123/200"`` for a :func:`rate` entry."""
    low, high = entry["ci95"]
    wins = entry["wins"]
    wins_text = f"{wins:g}" if wins == int(wins) else f"{wins:.1f}"
    return f"{100 * entry['rate']:5.1f}% (95% CI {100 * low:.1f}-{100 * high:.1f}%), {wins_text}/{entry['games']}"


def format_report(report: dict[str, Any], title: str) -> str:
    """The report as lines of text for a terminal."""
    spec = report["spec"]
    lines = [f"{title}, {spec['players']} players, {report['games']} games; bots {', '.join(spec['bots'])}"
             f"{' (rotated round the table)' if spec['rotate'] else ''}"]
    lines.append("Win share by seat (a shared win counts 1/k):")
    for seat, entry in enumerate(report["by_seat"]):
        lines.append(f"  seat {seat + 1}: {format_rate(entry)}")
    if len(report["by_bot"]) > 1 or spec["rotate"]:
        lines.append("Win share by bot:")
        for bot, entry in report["by_bot"].items():
            lines.append(f"  {bot:8s} {format_rate(entry)}")
    for factor, labels in report["by_label"].items():
        lines.append(f"Win share by {factor}:")
        for label, entry in labels.items():
            lines.append(f"  {label:20s} {format_rate(entry)}")
    lines.append(f"Shared wins: {report['shared_wins']}; no winner (draws): {report.get('no_winner', 0)}")
    lines.append("How games end:")
    for reason, e in report.get("end_reasons", {}).items():
        low, high = e["ci95"]
        r = e["rounds"]
        rounds = f", rounds median {r['median']:g} (min {r['min']:g}, max {r['max']:g})" if r else ""
        lines.append(f"  {reason:12s} {e['games']:5d} games {100 * e['share']:5.1f}% (95% CI {100 * low:.1f}-"
                     f"{100 * high:.1f}%){rounds}, actions median {e['plies']['median']:g}")
    if report.get("rounds"):
        d = report["rounds"]
        lines.append(f"Rounds per game: mean {d['mean']:.1f}, sd {d['sd']:.1f}, min {d['min']:g}, "
                     f"median {d['median']:g}, max {d['max']:g}")
    for key, words in (("turns", "Decisions per game"), ("plies", "Actions per game (chance included)")):
        d = report[key]
        lines.append(f"{words}: mean {d['mean']:.1f}, sd {d['sd']:.1f}, min {d['min']:g}, median {d['median']:g}, "
                     f"max {d['max']:g}")
    for seat, d in enumerate(report["scores"]["by_seat"]):
        lines.append(f"Score seat {seat + 1}: mean {d['mean']:.1f}, sd {d['sd']:.1f}, min {d['min']:g}, max {d['max']:g}")
    d = report["scores"]["winning"]
    lines.append(f"Winning score: mean {d['mean']:.1f}, sd {d['sd']:.1f}, min {d['min']:g}, max {d['max']:g}")
    lines += format_components(report.get("components") or [])
    for bot, t in report["think"].items():
        if t["search_errors"]:
            lines.append(f"WARNING: bot {bot} hit {t['search_errors']} search iterations the rules could not play "
                         f"(a game bug, often in resample_from_infostate); last: {t['last_error']}")
        if t["mean_iterations"]:
            lines.append(f"Bot {bot}: {t['mean_seconds']:.3f} s (longest {t['max_seconds']:.3f} s) and "
                         f"{t['mean_iterations']:.0f} iterations per decision ({t['iterations_per_second']:.0f} iterations/s)")
    return "\n".join(lines)


def _pct(part: dict[str, Any] | None) -> str:
    """``"47% (26-69)"`` for a :func:`_part` or :func:`rate` entry; ``"-"`` for None."""
    if part is None:
        return "-"
    low, high = part["ci95"]
    return f"{100 * part['rate']:3.0f}% ({100 * low:.0f}-{100 * high:.0f})"


def format_components(rows: list[dict[str, Any]]) -> list[str]:
    """The :func:`components` table as lines of text, one block per kind (nothing when empty)."""
    if not rows:
        return []
    width = max(len(r["name"]) for r in rows)
    lines = ["Designed components (percentages with their 95% intervals; completed: of the drawn "
             "whose objective was tried; win share: of the seats that held it):"]
    kind = None
    for r in rows:
        if r["kind"] != kind:
            kind = r["kind"]
            lines.append(f"  {kind}:")
            lines.append(f"    {'name':{width}s}   out drawn  used           completed      n   points  win share")
        done = r["completed"]
        points = f"{r['points']['mean']:7.1f}" if r["points"] else "      -"
        lines.append(f"    {r['name']:{width}s} {r['games']:5d} {r['drawn']:5d}  {_pct(r['used']):13s}  "
                     f"{_pct(done):13s} {done['of'] if done else 0:4d}  {points}  {_pct(r['win_share'])}")
    return lines
