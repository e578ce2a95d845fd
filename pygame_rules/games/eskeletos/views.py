"""What each seat sees, log lines, and structured actions for the renderer."""

from __future__ import annotations

from typing import Any


class ViewMixin:
    def _view(self, player: int | None) -> dict[str, Any]:
        return {}
