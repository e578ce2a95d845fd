"""The flow core: typed moves (:mod:`.moves`) and the stack of typed frames every game's
turns run on (:mod:`.engine`). How a game uses them: docs/architecture.md, "The flow core
and typed moves"."""

from .engine import Flow, FlowState, Handler, refuse_plainly
from .moves import Move, Notation

__all__ = ["Flow", "FlowState", "Handler", "Move", "Notation", "refuse_plainly"]
