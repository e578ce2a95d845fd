"""Shared test helper: an illegal action raises and changes nothing (DESIGN.md, ``apply``)."""

from __future__ import annotations

import json
from typing import Any

import pygame_rules as pr


def snapshot(state: pr.State) -> str:
    """Everything observable about ``state`` as one JSON string: every seat's view and the
    spectator's, history, record, log, legal actions and the seat to act."""
    return json.dumps(
        {
            "views": [state.view(p) for p in [None, *range(state.num_players)]],
            "history": state.history,
            "record": state.to_record(),
            "log": state.log(None),
            "legal": state.legal_actions(),
            "current": state.current_player,
        },
        sort_keys=True,
    )


def assert_illegal(state: pr.State, action: Any) -> str:
    """``action`` raises IllegalActionError with a message and leaves ``state`` exactly as it
    was; returns the message."""
    before = snapshot(state)
    try:
        state.apply(action)
    except pr.IllegalActionError as exc:
        message = str(exc)
    else:
        raise AssertionError(f"{action!r} was accepted")
    assert snapshot(state) == before
    assert message
    return message
