"""The Now: organize events on a field of time nodes before the Now realizes them.

Registers the game with the core registry on import. The rules live in
``rules`` (around a ``table.Table``), the content in ``levels/the_now``, the
designer's choices and engineering notes in ``docs/rules/the_now.md``, the
players' rulebook shown in the app in ``docs/rules/the_now_rulebook.md``, the
table's screen in ``screen`` (the time map, the track, the tablets and the
controls).
"""

from __future__ import annotations

from game.core.registry import GameInfo, OptionSpec, register
from game.games.the_now.bots.levels import BOTS
from game.games.the_now.bots.worlds import hard_bot
from game.games.the_now.rules.state import TheNowState, seat_names

THE_NOW = register(
    GameInfo(
        id="the_now",
        title="The Now",
        state_class=TheNowState,
        seat_counts=(3, 4, 5),
        seat_roles=lambda n: ("player",) * n,
        bots={**BOTS, "hard": hard_bot},
        options=(
            OptionSpec("replacement", "on", ("on", "off"), "replacing cards at setup",
                       ("Replace cards", "Keep the starting hands")),
            OptionSpec("colours", "balanced", ("balanced", "random"), "who plays which colour",
                       ("Perfect Balance", "Random colours")),
        ),
        scene="game.games.the_now.screen.scene:TheNowScene",
        rules_doc="docs/rules/the_now_rulebook.md",
        rule_pictures="game.games.the_now.screen.rule_pictures:draw",
        summary="3 to 5 time travellers organize events so history is rewritten their way.",
        seat_names=seat_names,
    )
)
