"""The hidden facts of a game, computed from the true state: what a seat may not see.

For a seat at a point of a game, :meth:`Tracker.secrets` gives the words that would tell the
things other seats hold hidden that this seat has not seen: per card its name, its text (as a
page shows it, e.g. in a title) and its id in quotes (as JSON holds it), following each game's
rules (docs/rules/<id>.md):

- Skulls of Sedlec: nothing (every face-down card is undecided: deferred chance).
- Skullminers: the cards in the opponent's hand (a single effect's text is no secret once
  the seat has held a card with that effect: the page shows it as the prompt while the
  seat resolves it).
- ESKELETOS: every card in another Traveler's hand or vault that this seat has not seen
  (the game's own seen-masks), and unseen Fate cards on top of the deck; cards it peeked at
  (Fate Manipulation) count as seen.
- Court of the Dead: other seats' Court cards in hand, in a packet or just drafted that this
  seat never held or looked at, and their Ulterior Motives (dealt and kept) until the end.

Legitimate knowledge is taken out, so that a name the seat may read for another reason is
not a secret: names the seat has held itself (at any earlier point: :class:`Tracker`
remembers them), and words that occur anywhere in the public text (the spectator's view
and log). Secrets are thus strings that must never occur in what the seat is shown.
"""

from __future__ import annotations

import json
from typing import Any, Callable, Iterator

import pygame_rules as pr

Names = set[str]


# ---------------------------------------------------------------------- per game
def _skullminers(state: Any, seat: int) -> tuple[Names, Names]:
    from pygame_rules.games.skullminers.cards import card_words
    from pygame_rules.games.skullminers.views import CATALOGUE

    from pygame_rules.games.skullminers.cards import CARDS
    from pygame_rules.games.skullminers.effects import effects_text

    def words(c: str) -> Names:
        return {card_words(c), CATALOGUE[c]["text"], f'"{c}"'}

    def effect_prompts(c: str) -> Names:  # one effect's text is also the prompt while it resolves
        return {effects_text([e]) for e in getattr(CARDS[c], "effects", ())}

    own = {w for c in state.hands[seat] for w in words(c) | effect_prompts(c)}
    hidden = {w for s in range(state.num_players) if s != seat for c in state.hands[s] for w in words(c)}
    return own, hidden


def _eskeletos(state: Any, seat: int) -> tuple[Names, Names]:
    from pygame_rules.games.eskeletos.cards import CARDS
    from pygame_rules.games.eskeletos.frames import PeekOrder

    def words(keys: Any) -> Names:
        return {w for k in keys for w in (CARDS[k].name, CARDS[k].text, f'"{k}"')}

    bit = 1 << seat
    mine = [t for t in state.tr if t.seat == seat]
    others = [t for t in state.tr if t.seat != seat]
    own = words(k for t in mine for k, _ in t.hand) | words(k for t in mine for k, m, _ in t.vault if m & bit)
    frame = state.stack[-1] if state.stack else None
    if isinstance(frame, PeekOrder) and frame.seat == seat:  # Fate Manipulation: it looks at the top 2
        own |= words(state.peeked)
    hidden = words(k for t in others for k, m in t.hand if not m & bit)
    hidden |= words(k for t in others for k, m, _ in t.vault if not m & bit)
    hidden |= words(k for k, m in state.decks.top if not m & bit)
    return own, hidden


def _court_of_the_dead(state: Any, seat: int) -> tuple[Names, Names]:
    from pygame_rules.games.court_of_the_dead import knowledge
    from pygame_rules.games.court_of_the_dead.card_text import court_json, motive_json

    def court(s: int) -> set[str]:
        return set(state.hands[s]) | set(state.packets[s]) | ({state.picks[s]} - {None})

    def motives(s: int) -> set[str]:
        return set(state.motive_hand[s]) | ({state.motive[s]} - {None})

    def words(cards: set[str], motive_cards: set[str]) -> Names:
        out = {w for c in cards for w in (court_json(c)["name"], court_json(c)["title"], f'"{c}"')}
        return out | {w for m in motive_cards for w in (motive_json(m)["name"], motive_json(m)["text"], f'"{m}"')}

    located = knowledge.located(state, seat)  # seen, deduced or public: the Tracker remembers them
    own = words(court(seat) | located, motives(seat))
    others = [s for s in range(state.num_players) if s != seat]
    hidden = words({c for s in others for c in court(s) - located},
                   set() if state.is_terminal() else {m for s in others for m in motives(s)})  # motives show at the end
    return own, hidden


def _nothing(state: Any, seat: int) -> tuple[Names, Names]:
    return set(), set()


FACTS: dict[str, Callable[[Any, int], tuple[Names, Names]]] = {
    "sedlec": _nothing,
    "skullminers": _skullminers,
    "eskeletos": _eskeletos,
    "court_of_the_dead": _court_of_the_dead,
}
"""Game id -> ``f(state, seat) -> (words of what seat holds now, words of what others hide from it now)``."""


def public_text(state: pr.State) -> str:
    """What anybody may read: the spectator's view (JSON) and log, as one text."""
    return json.dumps(state.view(None)) + "\n" + "\n".join(state.log(None))


class Tracker:
    """Follows one game for one seat and remembers every name the seat has held.

    Args:
        game_id: a registered game id (KeyError for a game without an entry in FACTS).
        seat: the seat whose secrets are asked for.
    """

    def __init__(self, game_id: str, seat: int) -> None:
        self.facts = FACTS[game_id]
        self.seat = seat
        self.held: Names = set()

    def secrets(self, state: pr.State) -> Names:
        """Names hidden from the seat at ``state`` (call it at every ply, in order)."""
        own, hidden = self.facts(state, self.seat)
        self.held |= own
        text = public_text(state)
        return {name for name in hidden - self.held if name and name not in text}


def replay(record: dict[str, Any]) -> Iterator[pr.State]:
    """The states of a record, one per ply from the start (the same object, advanced)."""
    start = dict(record, actions=[])
    state = pr.from_record(start)
    yield state
    for action in record["actions"]:
        state.apply(action)
        yield state


def found(secrets: Names, text: str) -> list[str]:
    """The secrets that occur in ``text``, sorted."""
    return sorted(s for s in secrets if s in text)
