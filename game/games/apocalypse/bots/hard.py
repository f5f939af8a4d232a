"""The Apocalypse's hard bot: the core search over sampled tables (``bots/worlds.py``)
from the hard level's own policy (``bots/sharp.py``).

It plays as ``sharp_bot`` (the normal bot with a sharper judgment of a visit to
The Unknown, Sam the Seer's peek there, and a better choice of character) and
searches the step menus of its own where what it chooses shows within a few
steps in everyone's chance to come out of The Unknown alive, the one thing its
``evaluate`` can judge: in The Unknown (which card to face, the cards it plays
or uses there). ``sharp_bot`` plays the rollouts and is the search's prior.
Sam's peek and the face that follows it are not searched: a world cannot know
the card Sam saw. Everything else (travelling, the Expedition, reaction
windows, ability checks, cards to keep, a menu with one choice) it answers as
``sharp_bot``, at once. Searching every menu, or the Expedition's too, was
measured worse than the normal bot: judged by survival alone, a move that
builds toward an Artifact looks like nothing, and the search would skip the
Expedition roll.

``evaluate`` judges a table the rollout left unfinished: each player's chance
to come out of The Unknown alive (the rest of a visit for one inside, a whole
visit at half weight for one outside, nothing while dead), squared, as a share
of everyone's.
"""

from __future__ import annotations

from typing import Any

from game.core.rng import GameRng
from game.core.search import Budget, Search
from game.core.state import GameState
from game.core.values import Action
from game.games.apocalypse.bots.judge import survival
from game.games.apocalypse.bots.sharp import SAM, sharp_bot
from game.games.apocalypse.bots.worlds import sample_world, searchable
from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules.state import ApocalypseState

BUDGET = Budget(iterations=20, depth=20, exploration=0.5, bias=0.3)
#: The steps whose menus it searches.
SEARCHED = ("unknown",)
#: A player outside The Unknown still has to get in (and may die on the way).
OUTSIDE = 0.5
#: A dead player off the board, or one without hope, keeps this much of a chance.
FLOOR = 0.02


def evaluate(state: GameState) -> dict[int, float]:
    """Each player's share of the chances to survive a visit to The Unknown."""
    assert isinstance(state, ApocalypseState)
    weights = {}
    for seat in range(state.table.n):
        view = state.view(seat)
        me = view["players"][seat]
        if me["dead"] or me["place"] is None:
            chance = 0.0
        elif me["in_unknown"]:
            chance = survival(view, me, sharp=True)
        else:
            chance = OUTSIDE * survival(view, me, sharp=True)
        weights[seat] = FLOOR + chance * chance
    total = sum(weights.values())
    return {seat: w / total for seat, w in weights.items()}


def sampler(view: dict[str, Any], legal: list[Action]) -> Any:
    """``sample_world`` told what the seat's own offer shows of its own flags: bound to
    place a Visited token at the Catastrophe, or to face the top Unknown card."""
    step = view["step"]

    def sample(seen: dict[str, Any], rng: GameRng) -> GameState:
        world = sample_world(seen, rng)
        assert isinstance(world, ApocalypseState)
        p = world.table.players[view["seat"]]
        if step == "refresh":
            p.caught = "" if A.EndStep() in legal else (p.place or "")
        elif step == "unknown":
            p.blind = not any(isinstance(a, A.Face) and a.card for a in legal)
        return world

    return sample


def hard_bot(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    """Searches its own menus in The Unknown; answers everything else as ``sharp_bot``."""
    if len(legal) == 1 or not searchable(view) or view["step"] not in SEARCHED:
        return sharp_bot(view, legal, rng)
    if peeking(view, legal):
        return sharp_bot(view, legal, rng)
    return Search(sampler(view, legal), sharp_bot, evaluate, BUDGET).bot(view, legal, rng)


def peeking(view: dict[str, Any], legal: list[Action]) -> bool:
    """Sam the Seer about to peek at the deck, or facing the card he peeked at and kept."""
    choice = sharp_bot(view, legal, GameRng(0))
    return choice == A.UseCard(SAM) or (choice == A.Face("")
                                        and SAM in view["players"][view["seat"]]["used"])
