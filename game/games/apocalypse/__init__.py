"""The Apocalypse: find Artifacts around a dying world, then face The Unknown and live.

Registers the game with the core registry on import. The rules live in
``rules`` (around a ``table.Table`` run as a stack of tasks), the world and
the decks in ``levels/apocalypse`` (written in the effect language of
``rules/language.py``), the designer's choices in ``docs/rules/apocalypse.md``,
the table's screen in ``screen`` (the step track, the world map, the play
areas, the controls and the dice poker of ability checks).
"""

from __future__ import annotations

from game.core.registry import GameInfo, OptionSpec, register
from game.games.apocalypse.bots.levels import BOTS
from game.games.apocalypse.bots.reactions import reaction
from game.games.apocalypse.rules.seat_names import seat_names
from game.games.apocalypse.rules.state import ApocalypseState

APOCALYPSE = register(
    GameInfo(
        id="apocalypse",
        title="The Apocalypse",
        state_class=ApocalypseState,
        seat_counts=(2, 3, 4),
        seat_roles=lambda n: ("player",) * n,
        bots=BOTS,
        options=(
            OptionSpec("unknown_cards", 3, (3, 4),
                       "Unknown cards to survive in one visit (4: the optional two-player rule)",
                       ("Three (the rule)", "Four (two players only)"),
                       seat_counts={4: (2,)}),
            # Not in the book: no limit where a person plays, a safety stop for bots only.
            OptionSpec("round_limit", "none", ("none", 40), "then the world ends; nobody wins",
                       ("No limit", "40 turns"), unattended=40),
        ),
        scene="game.games.apocalypse.screen.scene:ApocalypseScene",
        rules_doc="docs/rules/apocalypse_rulebook.md",
        rule_pictures="game.games.apocalypse.screen.rule_pictures:draw",
        summary="Hunt Artifacts across a dying world, then face The Unknown and live.",
        seat_names=seat_names,
        round_word="turn",  # the book's "turn": every player takes the six steps
        reaction=reaction,
    )
)
