"""``python -m pygame_rules``: the command line (see :mod:`pygame_rules.cli`)."""

from __future__ import annotations

import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main())
