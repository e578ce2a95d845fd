"""Skullminers in sealed play (docs/sealed-links.md: "Per-seat decks", "Secret choices").

- Each Company deck is dealt between the two seats (pile ``deck S``, a new deal each time the
  discard pile becomes the deck); both decks may be dealt as soon as the Companies are chosen.
- Hiding the God Skull (``hide C``) is a secret decision committing one value per Claim,
  ``claim 0`` .. ``claim 4``, each ``god`` or ``soil``: digging a Claim reads that commitment
  for everybody, a Dowsing Rod or Prospector's Map reads it for the seeker alone.
- Another seat's hand is filled with cards of its unseen pool (hand and deck); when it plays a
  card the filling did not give it, the card is swapped in from its deck (:meth:`admit`):
  the pool is exact (its Company deck less every card in the open), so a card outside it is
  refused at once, and the end's replay checks the real hand.

Blind Claims (the option): the God Skull would be an arrangement dealt between the seats
(``slot`` chance nodes); sealed play refuses the option for now.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence, cast

from ...core import State
from ...games.skullminers.cards import CARD_ORDER, CARDS, Directive, card_words
from ..errors import SealedError
from . import GameHooks, Memo, Read

if TYPE_CHECKING:  # pragma: no cover
    from ...games.skullminers.state import SkullminersState

GOD, SOIL = b"god", b"soil"
HAND_VERBS = ("build", "play", "discard")
"""Moves that take their first argument, a card, from the mover's hand."""


def _st(state: State) -> "SkullminersState":
    return cast("SkullminersState", state)


def _claim(name: str) -> int:
    return int(name.split()[1])


class SkullminersHooks(GameHooks):
    """The hooks of Skullminers (module docstring)."""

    def check_setup(self, num_players: int, options: dict[str, Any]) -> None:
        """Blind Claims are refused (the module docstring)."""
        if options.get("blind_claims"):
            raise SealedError("sealed Skullminers does not play with blind Claims yet: the owner hides the God Skull")

    def secret_decision(self, state: State, seat: int) -> tuple[str, ...] | None:
        """Hiding the God Skull is secret: one commitment per Claim column."""
        st = _st(state)
        if st.phase != "hide":
            return None
        return tuple(f"claim {c}" for c in range(st.geo.columns))

    def commitment_values(self, state: State, seat: int, action: str) -> dict[str, bytes]:
        """``god`` for the Claim ``hide C`` names, ``soil`` for the others."""
        st = _st(state)
        col = st.geo.parse_column(action.split()[1])
        return {f"claim {c}": GOD if c == col else SOIL for c in range(st.geo.columns)}

    def reads(self, state: State, seat: int, action: str | None, memo: Memo) -> tuple[Read, ...]:
        """``dig C`` reads the opponent's Claim C for everybody; playing a card that scouts
        (Dowsing Rod, Prospector's Map) reads its target for the player alone."""
        st = _st(state)
        if action is None:
            return ()
        verb, *args = action.split()
        if verb == "dig":
            return (Read(1 - seat, f"claim {st.geo.parse_column(args[0])}"),)
        if verb == "play" and len(args) == 2:
            card = CARDS.get(args[0])
            if isinstance(card, Directive) and any(e["op"] == "scout" for e in card.effects):
                return (Read(1 - seat, f"claim {st.geo.parse_column(args[1])}", seat),)
        return ()

    def secret_value(self, state: State, owner: int, name: str) -> bytes:
        """What ``owner``'s Claim holds, from its own (exact) state."""
        return GOD if _st(state).god[owner] == _claim(name) else SOIL

    def learn(self, state: State, viewer: int, read: Read, value: bytes | tuple[str, ...], memo: Memo,
              seed: bytes) -> State:
        """Move the God Skull of the read's owner in ``viewer``'s filled-in state to agree with
        the opened Claim: under it (``god``), or, when the filling had put it there, under the
        first other Claim ``viewer`` still thinks possible (``soil``). SealedError when the
        opening contradicts what the owner showed before (no Claim left, a Claim known to be
        Soil)."""
        st = _st(state)
        owner, col = read.owner, _claim(read.name)
        candidates = st.candidates(viewer)
        if value == GOD:
            if col not in candidates:
                raise SealedError(f"seat {owner + 1} opens a God Skull under a Claim it showed to be Soil")
            st.god[owner] = col
        elif value == SOIL:
            if st.god[owner] == col:
                others = [c for c in candidates if c != col]
                if not others:
                    raise SealedError(f"seat {owner + 1}'s Claims hold no God Skull: it hid none")
                st.god[owner] = others[0]
        else:
            raise SealedError(f"seat {owner + 1} opens a Claim holding neither Soil nor the God Skull")
        return state

    def admit(self, state: State, viewer: int, seat: int, action: str, seed: bytes, memo: Memo) -> State:
        """A card played, built or discarded by ``seat`` that the filled-in hand lacks is swapped
        in from ``seat``'s deck for the hand's last card (both hidden from ``viewer``, so the
        state stays one ``viewer`` cannot tell from the true one). SealedError when the card is
        in neither: it is not among ``seat``'s unseen cards."""
        st = _st(state)
        verb, *args = action.split()
        if verb not in HAND_VERBS or not args or args[0] not in CARDS or seat == viewer:
            return state
        card, hand, deck = args[0], st.hands[seat], st.decks[seat]
        if card in hand:
            return state
        if not deck.get(card) or not hand:
            raise SealedError(f"seat {seat + 1} plays {card_words(card)}, which is not among its unseen cards "
                              f"(it cheats, or the link was forged)")
        out = hand[-1]
        hand[-1] = card
        hand.sort(key=CARD_ORDER.__getitem__)
        deck[card] -= 1
        if not deck[card]:
            del deck[card]
        deck[out] = deck.get(out, 0) + 1
        return state

    def upcoming_deals(self, state: State) -> Sequence[tuple[str, int, tuple[tuple[str, int], ...]]]:
        """Each Company deck as it stands (the Company's deck list, or a discard pile just
        shuffled in): a deal of it may be made before its first draw."""
        st = _st(state)
        out = []
        for seat in (0, 1):
            if st.companies[seat] is None:
                continue
            cards = tuple((f"draw {c}", n) for c, n in sorted(st.decks[seat].items(), key=lambda kv: CARD_ORDER[kv[0]]) if n)
            if cards:
                out.append((f"deck {seat}", st.deals[seat], cards))
        return out


HOOKS = SkullminersHooks()
"""The instance ``hooks_for("skullminers")`` returns."""
