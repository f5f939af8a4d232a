"""The random player: a measuring stick for the bot tables, never a level to pick.

It chooses a uniformly random action from the seat's legal actions with the seat's
own bot RNG (``game.core.seats.bot_rng``: seeded from the game's seed and the seat),
so a table's games replay. Like every bot it is given the seat's view and legal
actions only; it does not even read the view. It is not registered with any game,
so the new-game menu (which offers a game's registered levels) never shows it;
``tools/bot_table.py`` seats it as ``--hero random`` or ``--field random``.
"""

from __future__ import annotations

from typing import Any

from game.core.registry import Bot, GameInfo
from game.core.rng import GameRng
from game.core.values import Action

#: The level name the bot table takes for the random player.
RANDOM = "random"


def random_player(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    """A uniformly random legal action."""
    return rng.choice(legal)


def level_bot(info: GameInfo, level: str) -> Bot:
    """The game's bot of ``level``, or the random player for ``random``."""
    return random_player if level == RANDOM else info.bot(level)
