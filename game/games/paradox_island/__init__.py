"""Paradox Island: one Omnipotence Paradox rules a hidden island; 1-3 captives
learn it only from what OP announces. Importing this package registers it."""

from __future__ import annotations

from game.core.registry import GameInfo, OptionSpec, register
from game.games.paradox_island.bots.levels import easy_bot
from game.games.paradox_island.bots.table_look import table_bot
from game.games.paradox_island.bots.worlds import hard_bot
from game.games.paradox_island.rules.seat_names import seat_names
from game.games.paradox_island.rules.state import ParadoxIslandState


def seat_roles(count: int) -> tuple[str, ...]:
    """Seat 0 is OP, every other seat a captive."""
    return ("op",) + ("captive",) * (count - 1)


PARADOX_ISLAND = register(
    GameInfo(
        id="paradox_island",
        title="Paradox Island",
        state_class=ParadoxIslandState,
        seat_counts=(2, 3, 4),
        seat_roles=seat_roles,
        solo_seat=1,  # the solo game: you are a captive, the computer is OP
        role_titles={"op": "OP"},
        bots={"easy": easy_bot, "normal": table_bot, "hard": hard_bot},
        options=(
            OptionSpec("island", "random", ("random", "build"), "who lays the tiles",
                       ("Random island", "OP builds it")),
            # Not in the book: no limit where a person plays, a safety stop for bots only.
            OptionSpec("round_limit", "none", ("none", 40, 60, 100, 200), "then OP wins",
                       ("No limit", "40 rounds", "60 rounds", "100 rounds", "200 rounds"),
                       unattended=100),
        ),
        scene="game.games.paradox_island.screen.scene:ParadoxIslandScene",
        rules_doc="docs/rules/paradox_island_rulebook.md",
        rule_pictures="game.games.paradox_island.screen.rule_pictures:draw",
        summary="Deduce a hidden island from OP's announcements and escape your paradox.",
        seat_names=seat_names,
    )
)
