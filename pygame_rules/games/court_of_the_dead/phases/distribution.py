"""Phase 1, Ethereal Distribution (rulebook: 1. Ethereal Distribution).

A. Round-start abilities, then the first player rolls one die per player (a chance node
   whose outcome is the sum, ``roll 14``, with its exact probability).
B. The first player splits that Etherea into players + 1 piles, zeros allowed
   (``split 5 4 3 2``: pile 1 gets 5 ...). ``legal_actions`` lists every split with piles
   in non-increasing order (the order of piles does not matter to anyone); ``apply``
   accepts any order (:func:`split_candidates`).
C. From the player to the first player's left, ending with the first player, each takes a
   pile (``take 2``) or passes for any 2 Faction Influence (``pass bone spirit``).
D. Piles left go on Dirth Forge, toward the Tithe.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations_with_replacement
from typing import TYPE_CHECKING, Any

from ....core import LogEntry
from ..abilities import fire
from ..data import FACTIONS
from ..frames import AskPick, AskSplit, EtherealRoll, FireAll, Leftovers, PickPile, RollEtherea, SplitEtherea
from ..moves import CourtMove, Pass, RollTotal, Split, Take

if TYPE_CHECKING:
    from ..state import CourtState


@lru_cache(maxsize=None)
def roll_distribution(dice: int) -> tuple[tuple[int, float], ...]:
    """``((sum, probability), ...)`` of the sum of ``dice`` six-sided dice, exact counts / 6**dice."""
    counts = {0: 1}
    for _ in range(dice):
        nxt: dict[int, int] = {}
        for total, c in counts.items():
            for face in range(1, 7):
                nxt[total + face] = nxt.get(total + face, 0) + c
        counts = nxt
    return tuple((s, c / 6 ** dice) for s, c in sorted(counts.items()))


@lru_cache(maxsize=None)
def splits(total: int, piles: int) -> tuple[str, ...]:
    """Every way to split ``total`` into ``piles`` piles, piles in non-increasing order."""
    out: list[str] = []

    def rec(left: int, slots: int, cap: int, acc: list[int]) -> None:
        if slots == 1:
            if left <= cap:
                out.append("split " + " ".join(map(str, acc + [left])))
            return
        for v in range(min(left, cap), -1, -1):
            if v * slots < left:
                break
            rec(left - v, slots - 1, v, acc + [v])

    rec(total, piles, total, [])
    return tuple(out)


PASS_OPTIONS = tuple("pass " + " ".join(c) for c in combinations_with_replacement(FACTIONS, 2))


def begin(st: "CourtState") -> None:
    """Start Ethereal Distribution: round-start abilities, the roll, the split, each seat's pick
    from the first player's left around to the first player, then the leftovers."""
    st.phase = "distribution"
    st.piles = []
    st.push(FireAll("round_start"), RollEtherea(), AskSplit(),
            *[AskPick(p) for p in st.order(st.left(st.first))], Leftovers())


def roll_odds(st: "CourtState", frame: EtherealRoll) -> list[tuple[str, float]]:
    """``("roll <sum>", p)`` for every sum of one die per player, exact (:func:`roll_distribution`).
    Public: the dice are rolled in the open (rulebook: 1. Etherea Distribution)."""
    return [(f"roll {s}", p) for s, p in roll_distribution(st.num_players)]


def rolled(st: "CourtState", frame: EtherealRoll, move: CourtMove) -> None:
    """Record the rolled sum as ``st.roll_total`` (Etherea)."""
    assert isinstance(move, RollTotal)
    st.roll_total = move.total


def rolled_line(st: "CourtState", frame: EtherealRoll, move: CourtMove) -> LogEntry:
    """The first player rolls one die per player for that much Etherea."""
    assert isinstance(move, RollTotal)
    return f"{{p{st.first}}} rolls {st.num_players} dice for {move.total} Etherea."


def roll(st: "CourtState", frame: RollEtherea) -> None:
    """:class:`~.frames.RollEtherea`: pend the roll (an :class:`~.frames.EtherealRoll` over
    every possible sum)."""
    st.push(EtherealRoll())


def split_candidates(st: "CourtState", frame: SplitEtherea, move: CourtMove) -> list[str]:
    """Any split is accepted, listed or not: players + 1 piles of 0 or more summing to
    ``st.roll_total``, in any order: ``[action]`` then, else ``[]`` (:func:`split_problem`
    says why)."""
    return [] if split_problem(st, str(move), move) else [str(move)]


def split_problem(st: "CourtState", action: str, move: CourtMove | None) -> str | None:
    """Why ``action``, parsed as ``move`` (None: it does not parse), is no split of the roll, in
    words, or None when it is one."""
    want = st.num_players + 1
    if move is None and action.startswith("split "):
        return ("pile sizes are whole numbers of 0 or more, written 'split a b ...' with one space "
                "between them")
    if not isinstance(move, Split) or len(move.piles) != want:
        return f"split the Etherea into {want} piles: 'split a b ...' with {want} numbers"
    if any(x < 0 for x in move.piles):
        return "pile sizes are whole numbers of 0 or more, written 'split a b ...' with one space between them"
    if sum(move.piles) != st.roll_total:
        return f"the piles must hold exactly the {st.roll_total} Etherea rolled"
    return None


def split(st: "CourtState", frame: SplitEtherea, move: CourtMove) -> None:
    """Lay out the piles (``st.piles``, in the order given)."""
    assert isinstance(move, Split)
    st.piles = list(move.piles)


def split_line(st: "CourtState", frame: SplitEtherea, move: CourtMove) -> LogEntry:
    """The piles, in the order given."""
    assert isinstance(move, Split)
    return f"{{p{frame.seat}}} splits the Etherea into piles of {', '.join(map(str, move.piles))}."


def split_info(st: "CourtState", frame: SplitEtherea, move: CourtMove) -> dict[str, Any]:
    """``{"kind": "split", "piles", "total", "label"}`` of a split (Etherea per pile, the roll)."""
    assert isinstance(move, Split)
    piles = list(move.piles)
    return {"kind": "split", "piles": piles, "total": st.roll_total,
            "label": "Piles " + " / ".join(map(str, piles))}


def split_prompt(st: "CourtState", frame: SplitEtherea) -> str:
    """What a :class:`~.frames.SplitEtherea` asks."""
    return f"{{p{frame.seat}}}: split {st.roll_total} Etherea into {st.num_players + 1} piles"


def ask_split(st: "CourtState", frame: AskSplit) -> None:
    """:class:`~.frames.AskSplit`: ask the first player to split the roll, listing every split
    with piles in non-increasing order (:func:`splits`)."""
    st.push(SplitEtherea(st.first, splits(st.roll_total, st.num_players + 1)))


def pick(st: "CourtState", frame: PickPile, move: CourtMove) -> None:
    """``take <i>`` (1-based): gain pile i's Etherea and empty it (None); ``pass <f> <f>``: gain
    1 Influence of each named faction and fire ``pass_etherea`` abilities."""
    seat = frame.seat
    if isinstance(move, Take):
        i = move.pile - 1
        pile = st.piles[i]
        assert pile is not None, "ask_pick lists only the piles left"
        st.gain_etherea(seat, pile)
        st.piles[i] = None
    else:
        assert isinstance(move, Pass)
        for f in move.factions:
            st.gain_influence(seat, f, 1)
        fire(st, seat, "pass_etherea")


def pick_line(st: "CourtState", frame: PickPile, move: CourtMove) -> LogEntry:
    """The pile taken and its Etherea, or the Influence gained by passing."""
    if isinstance(move, Take):
        return f"{{p{frame.seat}}} takes pile {move.pile} ({st.piles[move.pile - 1]} Etherea)."
    assert isinstance(move, Pass)
    return (f"{{p{frame.seat}}} passes on the Etherea and gains {' and '.join(a.title() for a in move.factions)} "
            "Influence.")


def pick_info(st: "CourtState", frame: PickPile, move: CourtMove) -> dict[str, Any]:
    """``{"kind": "pile", "pile", "amount", "label"}`` of a pile, ``{"kind": "pass_etherea",
    "factions", "label"}`` of a pass."""
    if isinstance(move, Take):
        i = move.pile
        amount = st.piles[i - 1]
        # Piles of the same size are one choice (ask_pick lists the first): name the others.
        same = [str(j + 1) for j, pile in enumerate(st.piles) if pile == amount and j != i - 1]
        like = f", like pile {' and '.join(same)}" if same else ""
        return {"kind": "pile", "pile": i, "amount": amount, "label": f"Take pile {i} ({amount} Etherea{like})"}
    assert isinstance(move, Pass)
    return {"kind": "pass_etherea", "factions": list(move.factions),
            "label": "Pass: gain " + " + ".join(a.title() for a in move.factions) + " Influence"}


def pick_prompt(st: "CourtState", frame: PickPile) -> str:
    """What a :class:`~.frames.PickPile` asks."""
    return f"{{p{frame.seat}}}: take a pile of Etherea or pass for 2 Faction Influence"


def ask_pick(st: "CourtState", frame: AskPick) -> None:
    """:class:`~.frames.AskPick`: ask the seat to take a pile or pass: one ``take <i>`` per
    distinct pile size left (the first such pile), then every ``pass`` pair (``PASS_OPTIONS``)."""
    seen: set[int] = set()
    opts = []
    for i, pile in enumerate(st.piles):
        if pile is not None and pile not in seen:
            seen.add(pile)
            opts.append(f"take {i + 1}")
    st.push(PickPile(frame.seat, tuple(opts) + PASS_OPTIONS))


def leftovers(st: "CourtState", frame: Leftovers) -> None:
    """Put the Etherea of the piles nobody took on Dirth Forge (``st.forge``), toward the Tithe."""
    left = sum(p for p in st.piles if p is not None)
    st.forge += left
    st.piles = []
    st.note(f"{left} Etherea left over go to Dirth Forge (now {st.forge}).")
