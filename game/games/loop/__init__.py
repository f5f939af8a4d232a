"""Loop: a solo dice game on a hex tower (rules in docs/rules/loop.md)."""

from __future__ import annotations

from game.core.registry import GameInfo, OptionSpec, register
from game.games.loop.bots.levels import BOTS, hint
from game.games.loop.bots.worlds import hard
from game.games.loop.rules.state import LoopState

LOOP = register(
    GameInfo(
        id="loop",
        title="Loop",
        state_class=LoopState,
        seat_counts=(1,),
        seat_roles=lambda n: ("player",),
        bots={**BOTS, "hard": hard},
        options=(
            OptionSpec(
                "level", 1, (1, 2, 3), "board and rules",
                ("Level 1", "Level 2: hold limit", "Level 3: rolled symbols"),
            ),
            OptionSpec("death", 0, (0, 1), "Level 3 only", ("Off", "Death mode")),
        ),
        scene="game.games.loop.screen.scene:LoopScene",
        rules_doc="docs/rules/loop_rulebook.md",
        rule_pictures="game.games.loop.screen.rule_pictures:draw",
        summary="Escape the time loop: reach both portals before reality collapses.",
        round_word="turn",  # its panel and log count turns
        hint=hint,
    )
)
