"""The shape of a view (``State.view``): the keys every game's view holds, and how a game
declares its own (docs/architecture.md, "Declaring the view").

A game declares what its ``State._view`` hook returns as ``TypedDict`` classes in its own
module ``view_types.py`` (nested ones for players, cards, cells...; ``NotRequired`` for a key
only some viewers get), annotates ``_view`` with the top one and names it in its descriptor,
``Game(view_type=...)``. ``State.view(player)`` is then :class:`BaseView`'s keys followed by
the game's. Three checks read the declaration:

- mypy (strict, ``python -m mypy``) checks each view's construction against it;
- the conformance suite (``tests/conformance/view_shapes.py``) checks every seat's and the
  spectator's view of its random playouts against it, exactly (no key missing, none
  undeclared, every value of its declared type, recursively);
- ``tests/unit/test_renderer_view_keys.py`` fails when ``web/renderers/<id>.js`` reads a key
  of ``view`` that neither :class:`BaseView` nor the game declares.
"""

from __future__ import annotations

from typing import Any, Mapping, TypedDict

ViewType = type[Mapping[str, Any]]
"""The type of ``Game.view_type``: a ``TypedDict`` class (mypy accepts one here)."""


class BaseView(TypedDict):
    """The keys ``State.view`` puts first in every game's view (``pygame_rules/core/state.py``).

    ``current_player`` is a seat, ``CHANCE`` or ``TERMINAL`` (``core/constants.py``);
    ``winners`` the winning seats (``[]`` before the end); ``ply`` the number of actions so
    far, chance outcomes included.
    """

    game: str
    num_players: int
    current_player: int
    terminal: bool
    winners: list[int]
    ply: int
