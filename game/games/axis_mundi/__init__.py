"""Axis Mundi: race up a turning volcano, pass the gate, come home as Angel or Demon.

Registers the game with the core registry on import. The rules live in
``rules`` (around a ``table.Table``), the content in ``levels/axis_mundi``,
the designer's choices in ``docs/rules/axis_mundi.md``.
"""

from __future__ import annotations

from game.core.registry import GameInfo, OptionSpec, register
from game.games.axis_mundi.bots.levels import BOTS
from game.games.axis_mundi.bots.worlds import hard_bot
from game.games.axis_mundi.rules.seat_names import seat_names
from game.games.axis_mundi.rules.state import AxisMundiState

AXIS_MUNDI = register(
    GameInfo(
        id="axis_mundi",
        title="Axis Mundi",
        state_class=AxisMundiState,
        seat_counts=(3, 6),
        seat_roles=lambda n: ("player",) * n,
        bots={**BOTS, "hard": hard_bot},
        options=(
            OptionSpec("setup", "recommended", ("recommended", "random"), "the volcano",
                       ("Designed volcano", "Random tiles")),
            OptionSpec("characters", "recommended", ("recommended", "random"), "who plays whom",
                       ("Recommended", "Random draw")),
            # Not in the book: no limit where a person plays, a safety stop for bots only.
            OptionSpec("round_limit", "none", ("none", "capped"), "then nobody wins",
                       ("No limit", "40 rounds (6 players: 60)"), unattended="capped"),
        ),
        scene="game.games.axis_mundi.screen.scene:AxisMundiScene",
        rules_doc="docs/rules/axis_mundi_rulebook.md",
        rule_pictures="game.games.axis_mundi.screen.rule_pictures:draw",
        summary="3 or 6 players climb a volcano of turning rings to the Axis Mundi.",
        seat_names=seat_names,
    )
)
