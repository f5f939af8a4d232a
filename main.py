"""Hexfold: five hex-board games on one table.

Run ``python main.py`` for the windowed app, or ``python main.py --help`` for
the headless modes (bot games, replays, positions, benchmark).
"""

import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game.cli import main

if __name__ == "__main__":
    sys.exit(main())
