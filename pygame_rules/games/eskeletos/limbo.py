"""A turn in Limbo (rulebook: Limbo & Recovery, The 7-Space Limbo Arc, Limbo Turn
Structure, Returning to the Main Board): draw a Limbo card and resolve it by its timing,
card movement then the natural step (unless frozen), Action cards, the Escape Check on
space 7, clean-up. The hand stays frozen and Main Board rules do not apply."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.errors import InvariantError
from . import moves as mv
from .base import EskeletosBase
from .board import LIMBO_SPACES
from .cards import CARDS
from .frames import (DrawCard, EscapeRoll, LimboAct, LimboCleanup, LimboDraw, LimboExit, LimboMove, LimboPlay,
                     LimboStep)
from .rules import ESCAPE_SHED, ESCAPE_TARGET

if TYPE_CHECKING:  # pragma: no cover
    from .state import EskeletosState


class LimboMixin(EskeletosBase):
    """A Traveler's Limbo card: resolved when drawn, or held for its phase."""

    def limbo_drawn(self, seat: int, key: str) -> None:
        """On Draw cards resolve now; Movement/Action cards wait face up for their phase."""
        if CARDS[key].kind == "on_draw":
            self.mark_card(seat, key, True)
            self.decks.discard["limbo"].append(key)
            self.push_effects(seat, key, "effects")
        else:
            self.tr[seat].limbo_card = key

    def holds_limbo_card(self, seat: int, kind: str) -> bool:
        """Whether ``seat``, in Limbo, holds a Limbo card of ``kind`` (``movement``, ``action``)."""
        t = self.tr[seat]
        return bool(t.limbo and t.limbo_card and CARDS[t.limbo_card].kind == kind)


def limbo_draw(st: "EskeletosState", frame: LimboDraw) -> None:
    """A Limbo card is drawn, face up."""
    st.push(DrawCard(frame.seat, "limbo", "limbo"))


def limbo_move(st: "EskeletosState", frame: LimboMove) -> None:
    """A held Movement Limbo card is played or discarded now."""
    if st.holds_limbo_card(frame.seat, "movement"):
        st.push(LimboPlay(frame.seat))


def limbo_step(st: "EskeletosState", frame: LimboStep) -> None:
    """The natural step: 1 space toward the Exit Portal unless frozen."""
    t = st.tr[frame.seat]
    if t.limbo and not t.frozen:
        t.limbo = min(LIMBO_SPACES, t.limbo + 1)


def limbo_act(st: "EskeletosState", frame: LimboAct) -> None:
    """A held Action Limbo card is played or discarded now."""
    if st.holds_limbo_card(frame.seat, "action"):
        st.push(LimboPlay(frame.seat))


def limbo_play_options(st: "EskeletosState", frame: LimboPlay) -> list[str]:
    """``limbo play`` or ``limbo discard``."""
    return ["limbo play", "limbo discard"]


def limbo_play(st: "EskeletosState", frame: LimboPlay, move: mv.EskeletosMove) -> None:
    """Play-or-Discard: a held Limbo card is played now or discarded.

    Raises:
        InvariantError: the seat holds no Limbo card (the frame is pushed only for one held).
    """
    assert isinstance(move, mv.Limbo)
    t = st.tr[frame.seat]
    key, t.limbo_card = t.limbo_card, None
    if key is None:  # pushed only for a held card (holds_limbo_card), so never
        raise InvariantError(f"seat {t.seat} has no Limbo card to play or discard")
    st.decks.discard["limbo"].append(key)
    if move.choice == "play":
        st.mark_card(t.seat, key, True)
        st.push_effects(t.seat, key, "effects")


def limbo_exit(st: "EskeletosState", frame: LimboExit) -> None:
    """On the Exit Portal (space 7) the Escape Check is rolled."""
    if st.tr[frame.seat].limbo == LIMBO_SPACES:
        st.push(EscapeRoll(frame.seat))


def escape_roll(st: "EskeletosState", frame: EscapeRoll, move: mv.EskeletosMove) -> None:
    """Escape Check: 3-6 (plus card bonuses) returns to Ring 1 and sheds 2 Burden."""
    assert isinstance(move, mv.D6)
    seat = frame.seat
    roll = move.face
    st.note(seat, "escape_roll", roll)
    if roll + st.tr[seat].escape_bonus >= ESCAPE_TARGET:
        st.escape_limbo(seat, "ring1")
        st.shed_burden(seat, ESCAPE_SHED)


def limbo_cleanup(st: "EskeletosState", frame: LimboCleanup) -> None:
    """A Limbo card still held is discarded."""
    t = st.tr[frame.seat]
    if t.limbo_card:
        st.decks.discard["limbo"].append(t.limbo_card)
        t.limbo_card = None
