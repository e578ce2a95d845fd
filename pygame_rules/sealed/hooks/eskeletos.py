"""ESKELETOS in sealed play (docs/sealed-links.md, "ESKELETOS").

- The game is set up with the option ``ask_every_decision``: a decision with one legal option
  is asked rather than taken at once, so whether the drawer of a secret card is asked next
  never depends on the card (docs/sealed-links.md, "The games' hooks", "Forced decisions").
- A Fate or Suit card drawn into a hand (in play or at setup) is seen by its drawer alone; the
  others learn its group at once: an INSTANT (shown to all: the drawer publishes its own key
  and everybody opens the card), a Suppressed Hazard (face down into the vault) or another
  card (``instant``, ``hazard``, ``other``: :class:`~..messages.Announce`). A seat's filled-in
  state then draws a card of that group.
- Each Fate or Suit deck is a pile dealt once from its cards; an INSTANT dealt into a setup
  hand is shown and shuffled back (Setup Immunity), and the pile is re-dealt from the
  positions that form it: those not drawn yet and the INSTANT's (:meth:`~..deals.Deal.redeal`).
  The hooks keep, per pile, the size of each deal, how many of its positions were drawn and
  the last position drawn (:data:`Memo` ``eskeletos``).

Not handled yet (docs/sealed-links.md, "What remains"): a discard pile shuffled into its deck
(refused with a SealedError when it comes), cards turned up from a vault, decisions that name
a hidden card, Fate Manipulation's known cards (not detected yet: a seat's filled-in state
then departs from the true game). Hence :attr:`whole_games` is False: the page does not offer
sealed ESKELETOS.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from ...core import ChanceKind, State
from ...games.eskeletos.cards import CARDS, DECK_LISTS
from ...games.eskeletos.frames import Reveal
from ..deals import Source
from ..errors import SealedError
from . import GameHooks, Memo

if TYPE_CHECKING:  # pragma: no cover
    from ...games.eskeletos.state import EskeletosState

GROUPS = ("instant", "hazard", "other")
"""What the others learn of a card drawn into a hand: its group's name."""
INTO_HAND = ("hand", "setup_hand")
"""The draw modes whose card goes to one seat's hand (or, a Hazard, its vault)."""


def _st(state: State) -> "EskeletosState":
    return cast("EskeletosState", state)


def _piles(memo: Memo) -> dict[str, dict[str, list[int]]]:
    """The hooks' bookkeeping: ``{"size": {deal: size}, "drawn": {deal: count}, "last": {pile:
    [deal, position]}}``, deals written ``pile deal``."""
    book: dict[str, dict[str, list[int]]] = memo.setdefault("eskeletos", {"size": {}, "drawn": {}, "last": {}})
    return book


def _name(pile: str, deal: int) -> str:
    return f"{pile} {deal}"


def card_group(outcome: str) -> str:
    """The group of a drawn card (``card <key>``): ``instant``, ``hazard`` or ``other``."""
    kind = CARDS[outcome.split(" ", 1)[1]].kind
    return kind if kind in ("instant", "hazard") else "other"


class EskeletosHooks(GameHooks):
    """The hooks of ESKELETOS (module docstring)."""

    whole_games = False  # the set-up and what follows until the first case not handled

    def check_setup(self, num_players: int, options: dict[str, Any]) -> None:
        """Sealed ESKELETOS asks every decision (option ``ask_every_decision``): otherwise a
        card drawn in secret decides whether its drawer is asked next."""
        if not options.get("ask_every_decision"):
            raise SealedError("sealed ESKELETOS is played with the option ask_every_decision")

    def announces(self, state: State, kind: ChanceKind) -> bool:
        """A card drawn into a hand (the pending :class:`Reveal`'s mode), whatever groups the
        seat's filled-in pile still holds."""
        frame = _st(state).top
        return isinstance(frame, Reveal) and frame.mode in INTO_HAND and kind.kind == "draw"

    def group_names(self, state: State, kind: ChanceKind) -> tuple[str, ...]:
        """``instant``, ``hazard``, ``other``."""
        return GROUPS

    def group_name(self, state: State, kind: ChanceKind, outcome: str) -> str:
        """The card's group (:func:`card_group`)."""
        return card_group(outcome)

    def group_members(self, state: State, kind: ChanceKind, name: str) -> tuple[str, ...]:
        """The outcomes of that group in the seat's pile."""
        return tuple(o for o in kind.outcomes if card_group(o) == name)

    def group_shown(self, state: State, kind: ChanceKind, name: str) -> bool:
        """An INSTANT is shown to all (it resolves in the open)."""
        return name == "instant"

    def on_draw(self, memo: Memo, kind: ChanceKind, position: int) -> None:
        """Count the positions drawn from each deal, and keep each pile's last one."""
        book = _piles(memo)
        book["drawn"][_name(kind.pile, kind.deal)] = [position + 1]
        book["last"][kind.pile] = [kind.deal, position]

    def redeal_sources(self, state: State, key: tuple[str, int], memo: Memo) -> list[Source] | None:
        """A pile's first deal: None (its cards). A later one, after an INSTANT dealt into a
        setup hand was shuffled back: the earlier deal's positions not drawn, then the
        INSTANT's. SealedError for a pile formed otherwise (its discard pile shuffled in: not
        handled yet)."""
        pile, number = key
        if number == 0:
            return None
        book = _piles(memo)
        before = number - 1
        size = book["size"].get(_name(pile, before), [sum(DECK_LISTS[pile].values())])[0]
        drawn = book["drawn"].get(_name(pile, before), [0])[0]
        last = book["last"].get(pile)
        frame = _st(state).top
        undecided = _st(state).decks.undecided(pile)
        if not (isinstance(frame, Reveal) and frame.mode == "setup_hand" and last == [before, drawn - 1]
                and undecided == size - drawn + 1):
            raise SealedError(f"sealed ESKELETOS does not yet handle the {pile} deck formed anew from its "
                              f"discard pile")
        positions = [*range(drawn, size), drawn - 1]
        sources: list[Source] = [((pile, before), p) for p in positions]
        book["size"][_name(pile, number)] = [len(sources)]
        return sources


HOOKS = EskeletosHooks()
