"""What kind of chance a chance node is: the engine's statement for sealed links.

Every random thing in a game is a chance node (docs/architecture.md). A protocol that plays
a game with no trusted dealer (docs/sealed-links.md) must resolve each one by the right
mechanism, and only the game knows which: :meth:`~pygame_rules.core.state.State.chance_kind`
answers with a :class:`ChanceKind`. Three kinds cover the four games here:

- ``public``: outcomes drawn with the engine's odds, independent of anything hidden, seen
  by every seat (dice, roll-offs, a face-up card from a pile nobody ever draws from in
  secret). Every seat computes the same ``chance_outcomes()`` from what it may see, so
  commit-reveal over hash chains resolves it (``pygame_rules/sealed/chain.py``).
- ``draw``: the next card of a named pile some draws of which are secret. The pile is dealt
  once per ``deal`` (a mental-poker shuffle, ``pygame_rules/sealed/sra.py``) and the next
  position is opened to the seats in ``seen_by``: one seat for a card into its hand, every
  seat for a card turned face up, no seat for a card placed unseen.
- ``slot``: the card at a fixed ``position`` of a hidden arrangement nobody chose, decided
  when first looked at (Skullminers' blind Claims: which Claim holds the God Skull). The
  arrangement is dealt like a pile and position ``position`` is opened to ``seen_by``.

A ``draw`` or ``slot`` also says what the seats outside ``seen_by`` (and a spectator) learn
when it resolves: ``groups`` split the outcomes into the sets those seats cannot tell apart
(one group of every outcome: they learn nothing; a group of one outcome: a card every seat
sees, e.g. an ESKELETOS INSTANT that resolves at once). A seat of ``seen_by`` learns the
outcome itself. The checks of these promises on every game are
``tests/conformance/test_chance_kinds.py``.

A seat's own secret choice (a hidden God Skull, a kept Motive, a bid) is a decision, never a
chance node, and has no kind here: sealed links bind it by a commitment.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal, get_args

Kind = Literal["public", "draw", "slot"]
"""The three kinds of chance node (see the module docstring)."""

KINDS: tuple[str, ...] = get_args(Kind)


@dataclass(frozen=True)
class ChanceKind:
    """What one chance node is, for a protocol that must resolve it without a dealer.

    Attributes:
        kind: ``"public"``, ``"draw"`` or ``"slot"`` (module docstring).
        seen_by: the seats (0-based, ascending) that see the outcome when it resolves; every
            seat for ``public``.
        pile: ``draw``/``slot``: the name of the pile or arrangement, stable for the whole
            game and distinct from the game's other piles (``"deck 0"``, ``"fate"``,
            ``"claims 1"``); ``""`` for ``public``.
        deal: ``draw``/``slot``: how many times the pile has been formed anew before (0: its
            first deal; a discard pile shuffled in, a card shuffled back or a new round's
            deal each add one). A public count: the protocol deals the pile again when it
            changes.
        position: ``slot`` only: which place of the arrangement (0-based; Skullminers: the
            Claim's column); None otherwise.
        cards: ``draw``/``slot``: ``(outcome, copies)`` for every outcome of the node, in
            the game's canonical order of the pile's cards: the cards the next position
            could hold, as the state asked believes them. The engine's odds are
            ``copies / total``. Empty for ``public``.
        groups: ``draw``/``slot``: the outcomes split into what a seat outside ``seen_by``
            (or a spectator) cannot tell apart once the node resolves; each outcome in
            exactly one group. Empty for ``public``.
    """

    kind: Kind
    seen_by: tuple[int, ...]
    pile: str = ""
    deal: int = 0
    position: int | None = None
    cards: tuple[tuple[str, int], ...] = ()
    groups: tuple[tuple[str, ...], ...] = ()

    def __post_init__(self) -> None:
        """Refuse an ill-formed statement at once (a game's mistake, not a player's).

        Raises:
            ValueError: an unknown kind; ``seen_by`` not ascending distinct seats; a
                ``public`` kind with a pile, cards or groups; a ``draw``/``slot`` with no
                pile, no cards, a copy count below 1, an outcome twice, or groups that are
                not a partition of its outcomes; a ``slot`` without a position, or a
                position elsewhere.
        """
        if self.kind not in KINDS:
            raise ValueError(f"unknown chance kind {self.kind!r}; one of {', '.join(KINDS)}")
        seats = self.seen_by
        seat_like = all(isinstance(s, int) and not isinstance(s, bool) and s >= 0 for s in seats)
        if not seat_like or list(seats) != sorted(set(seats)):
            raise ValueError(f"seen_by must list distinct seats in ascending order, not {seats!r}")
        if self.kind == "public":
            if self.pile or self.cards or self.groups or self.position is not None or self.deal:
                raise ValueError("a public chance node has no pile, deal, position, cards or groups")
            return
        if not self.pile:
            raise ValueError(f"a {self.kind} names its pile")
        if (self.position is None) == (self.kind == "slot"):
            raise ValueError("a slot names its position, and only a slot does")
        outcomes = [o for o, _ in self.cards]
        if not outcomes or len(set(outcomes)) != len(outcomes) or any(n < 1 for _, n in self.cards):
            raise ValueError(f"{self.pile}: cards must list each outcome once with at least 1 copy")
        grouped = [o for g in self.groups for o in g]
        if any(not g for g in self.groups) or sorted(grouped) != sorted(outcomes):
            raise ValueError(f"{self.pile}: groups must split the outcomes, each in exactly one group")

    # ------------------------------------------------------------------ constructors
    @classmethod
    def public(cls, num_players: int) -> "ChanceKind":
        """A ``public`` node of a game of ``num_players`` seats (seen by all of them)."""
        return cls("public", tuple(range(num_players)))

    @classmethod
    def draw(cls, pile: str, deal: int, cards: list[tuple[str, int]] | tuple[tuple[str, int], ...],
             seen_by: tuple[int, ...], groups: list[tuple[str, ...]] | None = None) -> "ChanceKind":
        """The next card of ``pile`` (its ``deal``-th dealing), seen by ``seen_by``.

        ``groups`` default: one group of every outcome (a seat outside ``seen_by`` learns
        nothing of the card but that one was drawn). A card every seat sees is
        :meth:`face_up`.
        """
        outcomes = tuple(o for o, _ in cards)
        return cls("draw", tuple(seen_by), pile, deal, None, tuple(cards),
                   tuple(groups) if groups is not None else (outcomes,))

    @classmethod
    def face_up(cls, pile: str, deal: int, cards: list[tuple[str, int]] | tuple[tuple[str, int], ...],
                num_players: int) -> "ChanceKind":
        """The next card of ``pile`` turned face up for every seat (and a spectator)."""
        return cls("draw", tuple(range(num_players)), pile, deal, None, tuple(cards),
                   tuple((o,) for o, _ in cards))

    # ------------------------------------------------------------------ reading
    @property
    def outcomes(self) -> tuple[str, ...]:
        """``draw``/``slot``: every outcome, in the order of ``cards``; ``()`` for ``public``."""
        return tuple(o for o, _ in self.cards)

    def odds(self) -> dict[str, float]:
        """``{outcome: copies / total}`` of a ``draw``/``slot`` (the engine's odds must be
        these); ``{}`` for ``public``."""
        total = sum(n for _, n in self.cards)
        return {o: n / total for o, n in self.cards}

    def group_of(self, outcome: str) -> tuple[str, ...]:
        """The group holding ``outcome``. Raises KeyError for an outcome of no group."""
        for group in self.groups:
            if outcome in group:
                return group
        raise KeyError(outcome)

    def to_json(self) -> dict[str, Any]:
        """JSON-safe: ``{"kind", "seen_by", "pile", "deal", "position", "cards", "groups"}``
        with lists for tuples (``cards`` as ``[[outcome, copies], ...]``)."""
        return {"kind": self.kind, "seen_by": list(self.seen_by), "pile": self.pile, "deal": self.deal,
                "position": self.position, "cards": [[o, n] for o, n in self.cards],
                "groups": [list(g) for g in self.groups]}
