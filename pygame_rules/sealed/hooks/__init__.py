"""What a game tells the sealed-link protocol beyond its chance nodes' kinds
(docs/sealed-links.md, "Playing on an information set" and "The games' hooks").

The engine says what each chance node is (``State.chance_kind``); a game with hidden
*decisions* or hands passed between seats also says, through a :class:`GameHooks`:

- which decisions are secret, what a secret decision commits to (one commitment per part a
  later move reads: a Claim of the God Skull, a Tithe bid), and what it makes public
  (``shown``: the deal position of the card kept in a draft);
- which moves read another seat's secret before they can be applied: a commitment opened (for
  everybody, or sealed to one seat), or the keys of dealt cards sealed to one seat (a packet
  passed on, the undealt cards looked at) (:class:`Read`);
- how a seat's filled-in state takes in what it learns (:meth:`GameHooks.learn`) and a move
  of another seat its fillers did not foresee (:meth:`GameHooks.admit`);
- which draws seen by one seat the drawer announces to the others, by group
  (:meth:`GameHooks.announces` and the group methods after it: ESKELETOS' INSTANT, Hazard or
  other card), and which positions a pile formed anew re-deals
  (:meth:`GameHooks.redeal_sources`);
- which deals may be made ahead, and the game's own bookkeeping of deal positions (a
  ``memo`` dict each table keeps for its game, :meth:`GameHooks.on_draw`,
  :meth:`GameHooks.take_shown`, :meth:`GameHooks.on_decision`).

The defaults suit a game whose only hidden information is chance (every seat's engine state
is then exact for public play). One module per game, registered in :data:`HOOKS`; the hooks
read and fill a game's state but never change its rules.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from ...core import ChanceKind, IllegalActionError, State
from ..deals import Source
from ..errors import SealedError

ADMIT_TRIES = 200
"""Determinizations :meth:`GameHooks.admit` tries, by default, for a move its state refuses."""

Memo = dict[str, Any]
"""A table's bookkeeping for its game's hooks: plain data (copied with the table)."""
CardAt = Callable[[str, int, int], "str | None"]
"""``card_at(pile, deal, position)``: the outcome at a deal position, when the table knows it."""


@dataclass(frozen=True)
class Read:
    """A move's read of seat ``owner``'s secret, which ``owner`` must give before the move is
    applied. Two kinds:

    - a commitment: ``owner``'s commitment ``name`` opened for everybody (``audience`` None)
      or sealed to seat ``audience``;
    - keys (``deal`` set): the keys of deal ``deal`` at ``positions`` (``(position, key
      owner)`` pairs: ``owner``'s own keys, or keys passed to it before), sealed to seat
      ``audience``, who opens the cards there; or, ``audience`` None, given in the open
      (message item 9 outside a sealed part), and every seat opens the cards once every
      owner's keys are in. ``name`` only names the read in messages.

    A keys read may be *announced* (``announce``): the owner first says, for everybody, the
    group of the card at its first position (message item 10, as a drawer's word on its draw;
    :meth:`GameHooks.read_groups`), then gives its keys: for everybody when the game shows
    that group (:meth:`GameHooks.read_shown`), else sealed to ``audience`` unless that is the
    owner itself (then nothing more). ESKELETOS: a known Fate card drawn into a hand.
    """

    owner: int
    name: str
    audience: int | None = None
    deal: tuple[str, int] | None = None
    positions: tuple[tuple[int, int], ...] = ()
    announce: bool = False

    @property
    def keys(self) -> bool:
        """Whether this read passes keys (rather than opening a commitment)."""
        return self.deal is not None


class GameHooks:
    """A game's statement for sealed play; one instance per game (:func:`hooks_for`). Every
    method a table calls for another seat's move decides from public information only (what
    every seat's filled-in state and memo agree on), so that every table computes the same
    obligations."""

    whole_games = True
    """Whether a whole game plays sealed; False while the hooks cover part of one (as
    ESKELETOS' did while they covered its set-up and first turns), so the page does not offer
    it (``web_api.sealed_play_offered``)."""

    required_options: dict[str, Any] = {}
    """Options every sealed game of this game is played with, whatever the host chose
    (``SealedGame.host`` sets them before :meth:`check_setup`). Default: none."""

    def check_setup(self, num_players: int, options: dict[str, Any]) -> None:
        """Refuse (SealedError) a setup sealed play does not support. Default: every setup."""

    def secret_decision(self, state: State, seat: int) -> tuple[str, ...] | None:
        """When the decision now due for ``seat`` is secret (others must not see the action),
        the names of the commitments it makes (possibly none); None when it is public.
        Default: every decision is public."""
        return None

    def commitment_values(self, state: State, seat: int, action: str) -> dict[str, bytes]:
        """The value of each commitment of :meth:`secret_decision` when ``seat`` takes
        ``action`` (``state``: the seat's own, exact). Default: none."""
        return {}

    def shown(self, state: State, seat: int, action: str, memo: Memo, card_at: CardAt) -> bytes:
        """What ``seat``'s secret decision ``action`` makes public, or its public one when
        :meth:`shows` says so (``state`` and ``card_at``: the seat's own). Default: nothing."""
        return b""

    def shows(self, state: State, seat: int, action: str) -> bool:
        """Whether ``seat``'s *public* decision ``action`` also makes something public beyond
        its text (:meth:`shown`, sent with the action as a ``ShownAction``, message item 11:
        ESKELETOS' hand slot a card named by the action leaves). Decided from public
        information only, alike in every seat's state. Default: never."""
        return False

    def take_shown(self, state: State, seat: int, shown: bytes, memo: Memo) -> None:
        """Check and record what another seat's (or this seat's own) decision made public
        (:meth:`shown`), before it is applied (and, for a public one, before :meth:`admit`).
        Default: SealedError unless it is nothing."""
        if shown:
            raise SealedError(f"seat {seat + 1}'s secret decision shows something this game does not show")

    def check_shown(self, state: State, seat: int, action: str, shown: bytes, memo: Memo, card_at: CardAt) -> None:
        """SealedError unless ``shown`` is what ``action`` makes public (the end's check, and a
        seat's check of its own). Default: nothing to check."""

    def filler_decision(self, state: State, seat: int, memo: Memo) -> str:
        """The action another seat's filled-in state applies for ``seat``'s secret decision:
        by default its first legal action there (a public choice of a position the seat cannot
        tell from the true one)."""
        return state.legal_actions()[0]

    def reads(self, state: State, seat: int, action: str | None, memo: Memo) -> tuple[Read, ...]:
        """What ``seat``'s move reads before it is applied, in the order the owners give it
        (``action`` None for a secret decision: the reads may then depend on public facts
        only). Default: nothing."""
        return ()

    def chance_reads(self, state: State, outcome: str, memo: Memo) -> tuple[Read, ...]:
        """What the chance ply ``outcome`` reads before it is applied (``state``: the seat's own,
        ``outcome`` the one it applies: a filler where it does not see the card), given one
        after the other as a move's reads. Decided from public facts only, alike in every
        seat's state (ESKELETOS: a known Fate card drawn in the same ply). Default: nothing."""
        return ()

    def more_reads(self, state: State, seat: int, action: str, chance: bool, done: tuple[Read, ...],
                   memo: Memo) -> tuple[Read, ...]:
        """Further reads of the public move or chance ply ``action`` (``chance``; ``seat`` the
        mover, -1 for chance) once its reads ``done`` are in and learned: what it reads next
        may depend on what it read first (ESKELETOS: a known card turned up in the Drift
        decides whether the next known card is drawn). Called until it gives nothing.
        Default: nothing."""
        return ()

    def read_groups(self, state: State, read: Read) -> tuple[str, ...]:
        """The names the owner of an announced read (``Read.announce``) may give. Default: none
        (a game with no announced reads)."""
        return ()

    def read_group(self, state: State, read: Read, outcome: str) -> str:
        """The group name of ``outcome``, the card at an announced read's first position.
        Default: SealedError (a game with no announced reads)."""
        raise SealedError("this game announces no card it reads")

    def read_shown(self, state: State, read: Read, name: str) -> bool:
        """Whether a card of an announced read's group ``name`` is shown to all (its keys then
        given for everybody). Default: no."""
        return False

    def secret_value(self, state: State, owner: int, name: str) -> bytes:
        """The value of ``owner``'s commitment ``name`` now (``state``: the owner's own).
        Default: SealedError (a game without commitments has none)."""
        raise SealedError(f"seat {owner + 1} has no secret called {name!r}")

    def learn(self, state: State, viewer: int, read: Read, value: bytes | tuple[str, ...], memo: Memo,
              seed: bytes) -> State:
        """``viewer``'s filled-in ``state`` after it learns ``read``: a commitment's opened
        ``value``, or the outcomes at the read's positions (a tuple). May change ``state`` in
        place or return another (a determinization seeded by ``seed``), changing only what
        ``viewer`` could not see. SealedError when no position ``viewer`` can imagine has it.
        Default: ``state`` unchanged."""
        return state

    def prepare(self, state: State, viewer: int, seat: int, memo: Memo, card_at: CardAt, seed: bytes) -> State:
        """``viewer``'s filled-in ``state`` right before ``seat``'s decision is applied (what it
        reads is in): changed, where ``viewer`` cannot see, to agree with what ``viewer`` knows
        of the deal positions the decision moves (Court of the Dead: a packet passing to it).
        Default: ``state`` unchanged."""
        return state

    def admit(self, state: State, viewer: int, seat: int, action: str, seed: bytes, memo: Memo) -> State:
        """``viewer``'s filled-in ``state`` changed, where ``viewer`` cannot see, so that
        ``seat``'s move ``action`` is legal in it (``state`` may be changed in place and
        returned). Default: ``state`` itself when the move is legal there, else the first of
        :data:`ADMIT_TRIES` determinizations of ``viewer``'s information set
        (``State.resample_from_infostate``, seeded by ``seed``, public) where it is; SealedError
        when none is."""
        if legal(state, action):
            return state
        rng = random.Random(seed)
        for _ in range(ADMIT_TRIES):
            other = self.determinize(state, viewer, rng)
            if legal(other, action):
                return other
        raise SealedError(f"seat {seat + 1}'s move {action!r} is not possible in any position seat "
                          f"{viewer + 1} can imagine (it was forged, or seat {seat + 1} cheats)")

    def determinize(self, state: State, viewer: int, rng: random.Random) -> State:
        """A position of ``viewer``'s information set drawn with ``rng``, for the fillers of the
        hooks (:meth:`admit`, :meth:`make_drawable`, :meth:`announced_fill`, a game's own).
        It must leave alike whatever public chance reads (a seat derives a public outcome from
        its own ``chance_outcomes()``, in their order). Default:
        ``State.resample_from_infostate``."""
        return state.resample_from_infostate(viewer, rng)

    def make_drawable(self, state: State, viewer: int, outcome: str, seed: bytes, memo: Memo) -> State:
        """``viewer``'s filled-in ``state`` changed, where ``viewer`` cannot see, so that the card
        it is drawing (``outcome``) is still in the pile: a filler given to another seat from a
        shared pile may have taken it. Default: ``state`` when the outcome is drawable there,
        else the first of :data:`ADMIT_TRIES` determinizations (seeded by ``seed``) where it
        is; SealedError when none is."""
        if outcome in {o for o, _ in state.chance_outcomes()}:
            return state
        rng = random.Random(seed)
        for _ in range(ADMIT_TRIES):
            other = self.determinize(state, viewer, rng)
            if outcome in {o for o, _ in other.chance_outcomes()}:
                return other
        raise SealedError(f"seat {viewer + 1} draws {outcome!r}, which no position it can imagine leaves in "
                          f"the pile (the deal was not honest; the end's check names the seat)")

    def filler_draw(self, state: State, kind: ChanceKind) -> str:
        """The outcome a seat's state applies for a card it does not see: by default the first
        of its ``chance_outcomes()`` (public data only, so nothing in the seat's state depends
        on the hidden card)."""
        return state.chance_outcomes()[0][0]

    # ------------------------------------------------------------------ groups announced
    def announces(self, state: State, kind: ChanceKind) -> bool:
        """Whether the drawer of this draw (``kind.seen_by``, one seat) announces its card's
        group to the others (docs/sealed-links.md, "Groups announced"). Decided from public
        information, alike in every seat's state (a filled-in pile may lack a group that the
        true one has). Default: a draw seen by one seat whose groups split its outcomes."""
        return kind.kind == "draw" and len(kind.seen_by) == 1 and len(kind.groups) > 1

    def group_names(self, state: State, kind: ChanceKind) -> tuple[str, ...]:
        """The names a drawer may announce at this draw. Default: the groups' indexes."""
        return tuple(str(i) for i in range(len(kind.groups)))

    def group_name(self, state: State, kind: ChanceKind, outcome: str) -> str:
        """The name under which ``outcome`` is announced (``state``: the drawer's own, or the
        omniscient one). Default: its group's index."""
        return str(next(i for i, g in enumerate(kind.groups) if outcome in g))

    def group_members(self, state: State, kind: ChanceKind, name: str) -> tuple[str, ...]:
        """The outcomes of ``kind`` (in ``state``, possibly filled in) announced as ``name``.
        Default: the group of that index."""
        index = int(name) if name.isdigit() else -1
        return kind.groups[index] if 0 <= index < len(kind.groups) else ()

    def group_shown(self, state: State, kind: ChanceKind, name: str) -> bool:
        """Whether a card announced as ``name`` is shown to all (its drawer then publishes its
        own key of the position, and every seat opens it). Default: the group holds one card."""
        return len(self.group_members(state, kind, name)) == 1

    def announced_fill(self, state: State, viewer: int, kind: ChanceKind, name: str, seed: bytes,
                       memo: Memo) -> tuple[State, str]:
        """The outcome ``viewer``'s filled-in ``state`` applies for another seat's card
        announced as ``name``, and the state (changed, where ``viewer`` cannot see, so that
        such a card is drawable: a filler may have taken every card of the group). Default:
        the group's first outcome, in ``state`` or the first of :data:`ADMIT_TRIES`
        determinizations (seeded by ``seed``) that has one; SealedError when none has."""
        members = self.group_members(state, kind, name)
        if members:
            return state, members[0]
        rng = random.Random(seed)
        for _ in range(ADMIT_TRIES):
            other = self.determinize(state, viewer, rng)
            if other.is_chance_node():
                members = self.group_members(other, other.chance_kind(), name)
                if members:
                    return other, members[0]
        raise SealedError(f"a card announced as {name!r} is in no position seat {viewer + 1} can imagine "
                          f"(the drawer cheats, or the deal was not honest)")

    def upcoming_deals(self, state: State) -> Sequence[tuple[str, int, tuple[tuple[str, int], ...]]]:
        """Deals that may be made ahead of their first draw: ``(pile, deal, cards)`` with
        ``cards`` as ``ChanceKind.cards`` will list them at that draw (``(outcome, copies)``,
        canonical order), from public information. Default: none (a deal is made when the
        engine first draws from it)."""
        return ()

    def planned_draws(self, state: State) -> Sequence[tuple[str, int, tuple[int, ...]]]:
        """The draws the engine makes next, in order, before any decision can come between
        them: ``(pile, deal, seen_by)``, the pending chance node first. Their shares may be
        given ahead (each seat gives all of its own at once, rather than one message a card),
        so only draws certain to come, with their viewers fixed, may be listed. Default: none."""
        return ()

    def redeal_sources(self, state: State, key: tuple[str, int], memo: Memo) -> list[Source] | None:
        """When the engine first draws from deal ``key`` of a pile whose earlier deals are
        dealt: the positions (of those deals) that form the pile now, in order, for a re-deal
        (:meth:`~..deals.Deal.redeal`: a card shuffled back, a discard pile shuffled in); None
        for a deal of the pile's cards from their encodings. From public information only.
        Default: None."""
        return None

    def on_draw(self, memo: Memo, kind: ChanceKind, position: int) -> None:
        """Position ``position`` of ``kind``'s deal was drawn (seen by ``kind.seen_by``): a
        game that tracks deal positions records it. Default: nothing."""

    def on_decision(self, memo: Memo, state: State, seat: int) -> None:
        """``seat``'s decision was applied (``state``: after it). Default: nothing."""

    def on_play(self, memo: Memo, before: State, action: str) -> None:
        """Ply ``action`` (a decision or a chance outcome) is about to be applied to ``before``
        (not to be changed): a game that follows where its hidden cards go ply by ply records
        it (ESKELETOS: which deal position each vault slot holds). Called after
        :meth:`on_draw` for a draw. Default: nothing."""


def legal(state: State, action: str) -> bool:
    """Whether ``action`` is legal in ``state`` (tried on a clone)."""
    try:
        state.clone().apply(action)
    except IllegalActionError:
        return False
    return True


def hooks_for(game_id: str) -> GameHooks:
    """The hooks of game ``game_id``: its own module's, or :class:`GameHooks` itself for a game
    whose only hidden information is chance. SealedError for a game whose hidden decisions or
    hands sealed play does not handle yet."""
    if game_id in HOOKS:
        module = __import__(f"{__name__}.{HOOKS[game_id]}", fromlist=["HOOKS"])
        found: GameHooks = module.HOOKS
        return found
    if game_id in PUBLIC_ONLY:
        return GameHooks()
    raise SealedError(f"sealed play does not handle {game_id!r} yet")


HOOKS = {"skullminers": "skullminers", "court_of_the_dead": "court_of_the_dead", "eskeletos": "eskeletos"}
"""Game id -> module of this package defining ``HOOKS``."""
PUBLIC_ONLY = ("sedlec",)
"""Games whose only hidden information is chance: the default hooks suit them."""
