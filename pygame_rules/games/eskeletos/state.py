"""ESKELETOS: the game state, assembled from one mixin per concern.

Notation: docs/notation/eskeletos.md. Rulings: docs/rulings/eskeletos.md.
Rules summary: docs/rules/eskeletos.md.
"""

from __future__ import annotations

import random
from typing import Any

from . import infostate, invariants
from .board import RELIC_HOME
from .burden import BurdenMixin
from .components import ComponentsMixin
from .decks import Decks
from .drawing import DrawMixin
from .effects import EffectsMixin
from .encounters import EncounterMixin
from .flow import FLOW
from .limbo import LimboMixin
from .relics import RelicMixin
from .rules import FIRST_JOURNEY_ROUND_LIMIT, PROGRESS, ROUND_LIMIT
from .setup import SetupMixin
from .spaces import SpacesMixin
from .traveler import Traveler
from .travelers import RELIC_CAPACITY, RELICS, TRAVELERS
from .turn import TurnMixin
from .view_types import EndReason
from .vault import VaultMixin
from .views import ViewMixin


class EskeletosState(SetupMixin, DrawMixin, BurdenMixin, VaultMixin, EffectsMixin, TurnMixin, SpacesMixin,
                     EncounterMixin, RelicMixin, LimboMixin, ViewMixin, ComponentsMixin):
    """A game of ESKELETOS for 2 to 4 players (option ``first_journey``).

    Fields: ``tr`` (one :class:`Traveler` per seat), ``decks`` (:class:`Decks`), ``drift``
    (``[(card key, Elder seat or -1)]``), ``relic_at`` (``{relic: (ring, index)}``, None
    while held), ``turn`` (active seat), ``first`` (first seat), ``round``, ``turn_no``,
    ``tf`` (this turn's flags), ``peeked`` (Fate Manipulation), ``stack`` (the frames still
    to resolve: frames.py, run by the flow core as flow.py registers them; empty once the
    game is over), ``winner`` (-1: nobody, a draw at the round limit), ``recent`` (public
    events for the renderer), ``relic_bits``/``card_bits`` (what ``components()`` reports:
    components.py), ``mover`` (the seat whose decision is being applied, -1 for chance).
    Their types: base.py, which every mixin derives from (below them: the flow core's
    ``FlowState``, then ``State``).
    """

    FLOW = FLOW

    def conserved(self) -> dict[str, Any]:
        """What this game conserves (``invariants.conserved``)."""
        return invariants.conserved(self)

    def check_invariants(self) -> None:
        """Raises InvariantError (``invariants.check``)."""
        invariants.check(self)

    def _setup(self) -> None:
        n = self.num_players
        self.fj = bool(self.options.get("first_journey", False))
        self.asks_every_decision = bool(self.options.get("ask_every_decision", False))
        self.round_limit = FIRST_JOURNEY_ROUND_LIMIT if self.fj else ROUND_LIMIT
        self.all_mask = (1 << n) - 1
        self.tr = [Traveler(s) for s in range(n)]
        self.decks = Decks()
        self.drift = []
        self.relic_at = {
            key: (r.ring, RELIC_HOME[r.ring]) for key, r in RELICS.items()}
        self.turn = 0
        self.first = 0
        self.round = 1
        self.turn_no = 0
        self.tf = self.new_turn_flags()
        self.peeked = []
        self.order_rolls = {}
        self.winner = -1
        self.relic_bits = 0
        self.card_bits = 0
        self.recent = []
        self.mover = -1  # the seat whose decision is being applied, -1 for chance (_apply)
        self.start(*self.setup_frames())

    def clone(self) -> "EskeletosState":
        """A fast independent copy (only mutable fields are copied; card data is shared)."""
        new = object.__new__(type(self))
        d = new.__dict__
        d.update(self.__dict__)
        d["options"] = dict(self.options)
        d["history"] = list(self.history)
        d["_actors"] = list(self._actors)
        d["_log"] = list(self._log)
        d["_touched"] = list(self._touched)
        d["tr"] = [t.copy() for t in self.tr]
        d["decks"] = self.decks.copy()
        d["drift"] = list(self.drift)
        d["relic_at"] = dict(self.relic_at)
        d["tf"] = dict(self.tf)
        d["peeked"] = list(self.peeked)
        d["order_rolls"] = dict(self.order_rolls)
        d["recent"] = list(self.recent)
        d["stack"] = list(self.stack)
        return new

    def _apply(self, action: str) -> None:
        self.mover = self._current_player()  # whose decision this is (``show``), -1 for chance
        super()._apply(action)
        self.finish_words()  # the log line's results and what the action touched (views.py)

    # ------------------------------------------------------------------ results
    def _scores(self) -> list[float]:
        """Progress toward Acceptance, in rings (ESKELETOS has no points; search bots judge
        cut-off playouts by it): the ring reached (0 in Limbo, 6 on Acceptance), plus what
        the Acceptance Check asks for, weighed by ``rules.PROGRESS``: each Relic up to 3,
        less each Burden and each suppressed card, plus Hope up to a cap. Public facts only."""
        w = PROGRESS
        return [float(t.ring if not t.limbo else 0) + w["relic"] * min(len(t.relics), RELIC_CAPACITY)
                - w["burden"] * t.burden - w["vault"] * len(t.vault) + w["hope"] * min(t.hope, w["hope_cap"])
                for t in self.tr]

    def end_reason(self) -> EndReason | None:
        """``"acceptance"`` (a Traveler reached it) or ``"limit_draw"`` (the designed
        safeguard ended the game in a draw, :meth:`end_at_round_limit`); None before the end."""
        if not self.is_terminal():
            return None
        return "acceptance" if self.winner >= 0 else "limit_draw"

    def rounds_played(self) -> int:
        """Rounds begun so far."""
        return self.round

    def _winners(self) -> list[int]:
        return [self.winner] if self.winner >= 0 else []

    def seat_labels(self) -> dict[str, list[str]]:
        """``{"Traveler": [name per seat]}``: the lab's win share by Traveler."""
        return {"Traveler": [TRAVELERS[t.kind].name if t.kind else "?" for t in self.tr]}

    # ------------------------------------------------------------------ determinization
    def _resample(self, player: int, rng: random.Random) -> "EskeletosState":
        """Hook of ``State.resample_from_infostate``: every card ``player`` has not seen
        erased and dealt again at random from what that seat cannot rule out
        (``infostate.resample``; raises InvariantError if this state does not conserve its cards)."""
        return infostate.resample(self, player, rng)
