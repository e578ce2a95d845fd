"""The playtest lab: batches of bot games, balance statistics and charts.

Pure Python and JSON-safe, so the command line (``python -m pygame_rules simulate``, on all
cores) and the browser's lab page (in the Worker, one game per call) share it::

    spec = normalize_spec({"game": "sedlec", "players": 2, "bots": ["normal", "random"], "games": 20})
    results = [play_game(spec, i) for i in range(spec["games"])]
    report = summarize(spec, results)      # win rates with Wilson 95% intervals, lengths, scores
    svg = svg_chart(report, "Skulls of Sedlec")
"""

from .chart import svg_chart
from .report import components, distribution, end_reasons, format_components, format_report, summarize, wilson
from .runner import make_bot, normalize_spec, play_game, seat_bots

__all__ = ["normalize_spec", "play_game", "seat_bots", "make_bot", "summarize", "end_reasons", "wilson", "distribution",
           "components", "format_components",
           "format_report", "svg_chart"]
