"""The batch report as one SVG image, written by hand (no plotting library: the wheel has no dependencies).

Panels, top to bottom: win share by seat, by bot (when bots differ or rotate), by each
game-specific factor (``State.seat_labels()``), each with its 95% interval and the fair
share ``1/players`` as a dashed line; then histograms of decisions per game and of the
winning score. Every text is XML-escaped.
"""

from __future__ import annotations

from typing import Any
from xml.sax.saxutils import escape

WIDTH = 640
LEFT = 150  # room for bar labels, at least (a longer label widens it: _label_room)
CHAR_W = 7.0  # a generous width of one character at 12px, px: a label's room is estimated from it
RIGHT = 24
BAR_H = 18
BAR_GAP = 8
HIST_H = 120

_STYLE = (
    "text{font-family:system-ui,sans-serif;font-size:12px;fill:#222}"
    ".title{font-size:14px;font-weight:600}.small{font-size:10px;fill:#555}"
    ".bar{fill:#4a7bb7}.ci{stroke:#222;stroke-width:1.5}.fair{stroke:#c0392b;stroke-dasharray:4 3}"
    ".inbar{fill:#fff}.axis{stroke:#999}.hist{fill:#7aa974}"
)


def _text(x: float, y: float, text: str, cls: str = "", anchor: str = "start") -> str:
    cls_attr = f' class="{cls}"' if cls else ""
    return f'<text x="{x:.1f}" y="{y:.1f}" text-anchor="{anchor}"{cls_attr}>{escape(str(text))}</text>'


def _label_room(labels: list[str]) -> float:
    """x where the bars start: :data:`LEFT`, or more so that the longest label is never cut at
    the image's left edge ("The Crimson Mining Company"), at most half the width."""
    longest = max((len(label) for label in labels), default=0)
    return min(WIDTH / 2, max(LEFT, 16 + CHAR_W * longest))


def _rate_panel(title: str, rows: list[tuple[str, dict[str, Any]]], fair: float, y: float,
                left: float = LEFT) -> tuple[list[str], float]:
    """Horizontal bars (win share) with interval whiskers, starting at x ``left`` (labels end
    8 px before it); returns SVG parts and the next y."""
    parts = [_text(8, y + 14, title, "title")]
    y += 24
    span = WIDTH - left - RIGHT
    top = y
    for label, entry in rows:
        rate = entry["rate"]
        low, high = entry["ci95"]
        mid = y + BAR_H / 2
        parts.append(_text(left - 8, mid + 4, label, anchor="end"))
        parts.append(f'<rect class="bar" x="{left}" y="{y:.1f}" width="{span * rate:.1f}" height="{BAR_H}"/>')
        parts.append(f'<line class="ci" x1="{left + span * low:.1f}" y1="{mid:.1f}" x2="{left + span * high:.1f}" y2="{mid:.1f}"/>')
        for end in (low, high):
            parts.append(f'<line class="ci" x1="{left + span * end:.1f}" y1="{mid - 5:.1f}" '
                         f'x2="{left + span * end:.1f}" y2="{mid + 5:.1f}"/>')
        words = f"{100 * rate:.1f}% of {entry['games']}"
        if high < 0.75:
            parts.append(_text(left + span * high + 6, mid + 4, words, "small"))
        else:  # no room right of the whisker: inside the bar's start
            parts.append(_text(left + 4, mid + 4, words, "small inbar"))
        y += BAR_H + BAR_GAP
    x_fair = left + span * fair
    parts.append(f'<line class="fair" x1="{x_fair:.1f}" y1="{top - 4:.1f}" x2="{x_fair:.1f}" y2="{y - BAR_GAP + 4:.1f}"/>')
    parts.append(f'<line class="axis" x1="{left}" y1="{y:.1f}" x2="{left + span}" y2="{y:.1f}"/>')
    for tick in (0, 0.25, 0.5, 0.75, 1):
        parts.append(_text(left + span * tick, y + 14, f"{int(tick * 100)}%", "small", "middle"))
    return parts, y + 30


def _histogram_panel(title: str, dist: dict[str, Any], y: float) -> tuple[list[str], float]:
    parts = [_text(8, y + 14, title, "title")]
    y += 24
    counts = dist["histogram"]["counts"]
    edges = dist["histogram"]["edges"]
    if not counts:
        return parts + [_text(LEFT, y + 14, "no data", "small")], y + 30
    span = WIDTH - 40 - RIGHT
    peak = max(counts)
    width = span / len(counts)
    for i, count in enumerate(counts):
        h = HIST_H * count / peak if peak else 0
        parts.append(f'<rect class="hist" x="{40 + i * width + 1:.1f}" y="{y + HIST_H - h:.1f}" '
                     f'width="{max(width - 2, 1):.1f}" height="{h:.1f}"><title>{escape(f"from {edges[i]:g} to {edges[i + 1]:g}: {count}")}</title></rect>')
    parts.append(f'<line class="axis" x1="40" y1="{y + HIST_H:.1f}" x2="{40 + span}" y2="{y + HIST_H:.1f}"/>')
    whole = all(e == int(e) for e in edges)
    for i in range(len(counts)):
        if whole:
            top = edges[i + 1] - 1
            words = f"{edges[i]:g}" if top == edges[i] else f"{edges[i]:g}-{top:g}"
        else:
            words = f"{edges[i]:.3g}"
        parts.append(_text(40 + (i + 0.5) * width, y + HIST_H + 13, words, "small", "middle"))
    parts.append(_text(40 + span / 2, y + HIST_H + 28,
                       f"mean {dist['mean']:.1f}, median {dist['median']:g}, n {dist['n']}", "small", "middle"))
    parts.append(_text(36, y + 10, str(peak), "small", "end"))
    return parts, y + HIST_H + 46


def svg_chart(report: dict[str, Any], title: str = "") -> str:
    """The report of :func:`~pygame_rules.lab.report.summarize` as SVG text (a complete document)."""
    spec = report["spec"]
    players = spec["players"]
    fair = 1.0 / players
    parts: list[str] = []
    y = 8.0
    heading = f"{title or spec['game']}: {report['games']} games, {players} players, bots {', '.join(spec['bots'])}"
    parts.append(_text(8, y + 14, heading, "title"))
    parts.append(_text(8, y + 30, "Win share with 95% interval (shared wins count 1/k); dashed line: fair share", "small"))
    y += 44
    left = _label_room([f"Seat {players}", *report["by_bot"], *(lab for labels in report["by_label"].values() for lab in labels)])
    panel, y = _rate_panel("By seat", [(f"Seat {s + 1}", e) for s, e in enumerate(report["by_seat"])], fair, y, left)
    parts += panel
    if len(report["by_bot"]) > 1 or spec["rotate"]:
        panel, y = _rate_panel("By bot", list(report["by_bot"].items()), fair, y, left)
        parts += panel
    for factor, labels in report["by_label"].items():
        panel, y = _rate_panel(f"By {factor}", list(labels.items()), fair, y, left)
        parts += panel
    panel, y = _histogram_panel("Decisions per game", report["turns"], y)
    parts += panel
    panel, y = _histogram_panel("Winning score", report["scores"]["winning"], y)
    parts += panel
    height = int(y + 8)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" '
            f'viewBox="0 0 {WIDTH} {height}" role="img" aria-label="{escape(heading, {chr(34): "&quot;"})}">'
            f'<style>{_STYLE}</style><rect width="100%" height="100%" fill="#fff"/>' + "".join(parts) + "</svg>\n")
