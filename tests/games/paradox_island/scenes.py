"""Scripted openings for Paradox Island's coverage: the bonuses that fire only at a rare
moment of someone else's doing (any-turn bonuses, p. 10). Each scene sets a game up past
setup (``helpers.ready``), puts the pieces where the book's case needs them, plays the
action that opens the bonus's window and uses it, then hands the game to the seeded
players until it ends.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.core.values import Action
from game.games.paradox_island.rules import actions as A
from game.games.paradox_island.rules.island import DIRECTION_NAMES, step
from game.games.paradox_island.rules.state import ParadoxIslandState
from tests.games.paradox_island.helpers import put, ready

Script = list[tuple[int, Action]]


@dataclass(frozen=True)
class Scene:
    name: str
    characters: tuple[str, ...]
    script: Callable[[ParadoxIslandState], Script]

    def opening(self, seed: int) -> tuple[ParadoxIslandState, Script]:
        state = ready(self.characters, seed=seed)
        state.wave, state.rock, state.bush = 0, state.island.find("anomaly")[0], None
        return state, self.script(state)


def _fresh(state: ParadoxIslandState, seat: int, fruit: str) -> None:
    """The captive holds only ``fruit`` (so the window is the one bonus offered)."""
    fruits = state.board(seat)["fruits"]
    fruits.update({f: "" for f in fruits} | {fruit: "circled"})


def _shore(state: ParadoxIslandState) -> tuple[int, str]:
    """A free land space on the rim and a direction from it into the ocean."""
    taken = {state.piece(r)["at"] for r in state.on_map()} | {state.rock}
    for s in range(37):
        if state.island.lake_of[s] < 0 and s not in taken \
                and state.island.spaces[s].kind in ("fruit", "camp", "oracle", "mirage"):
            for d in range(6):
                if step(s, d) is None:
                    return s, DIRECTION_NAMES[d]
    raise AssertionError("no rim space")


def _into(state: ParadoxIslandState, kind: str) -> tuple[int, str]:
    """A free plain space next to a space of ``kind``, and the direction onto it."""
    taken = {state.piece(r)["at"] for r in state.on_map()} | {state.rock}
    for target in state.island.find(kind):
        for d in range(6):
            origin = step(target, (d + 3) % 6)
            if origin is not None and origin not in taken and target not in taken \
                    and state.island.spaces[origin].kind in ("fruit", "camp", "oracle"):
                return origin, DIRECTION_NAMES[d]
    raise AssertionError(f"no way onto a {kind}")


def ocean_back(state: ParadoxIslandState) -> Script:
    """Granddead steps into the ocean and safely back onto the space he left (p. 21)."""
    _fresh(state, 1, "lime")
    shore, d = _shore(state)
    put(state, [1, 0], shore)
    return [(1, A.Move(0, d, False, False)), (1, A.UseBonus("lime", 0, ""))]


def meet_boost(state: ParadoxIslandState) -> Script:
    """Two other pieces meet: Phil walks onto the Rock; Granddead restores (p. 21)."""
    _fresh(state, 1, "grapes")
    state.piece([1, 0])["health"] = 3
    origin, d = _into(state, "camp")
    state.rock = step(origin, DIRECTION_NAMES.index(d))
    put(state, [2, 0], origin)
    return [(1, A.EndTurn()), (2, A.Move(0, d, False, False)), (1, A.UseBonus("grapes", 0, ""))]


def no_activation(state: ParadoxIslandState) -> Script:
    """Schrodie lands unsafely on an Escher knot and it does not work (p. 27)."""
    _fresh(state, 1, "banana")
    origin, d = _into(state, "knot")
    put(state, [1, 0], origin)
    return [(1, A.Move(0, d, False, False)), (1, A.UseBonus("banana", 0, ""))]


def anomaly_boost(state: ParadoxIslandState) -> Script:
    """Phil visits an anomaly and restores 1 health and 1 energy (p. 26)."""
    _fresh(state, 1, "orange")
    state.piece([1, 0]).update(health=2, energy=2)
    origin, d = _into(state, "anomaly")
    put(state, [1, 0], origin)
    return [(1, A.Move(0, d, False, True)), (1, A.UseBonus("orange", 0, ""))]


def ocean_to_captive(state: ParadoxIslandState) -> Script:
    """Achilles steps into the ocean and comes ashore on Phil's space (p. 23)."""
    _fresh(state, 1, "banana")
    shore, d = _shore(state)
    put(state, [1, 0], shore)
    return [(1, A.Move(0, d, False, False)), (1, A.UseBonus("banana", 0, "2.0"))]


SCENES = (
    Scene("Granddead back from the ocean", ("granddead", "phil"), ocean_back),
    Scene("Granddead: two other pieces meet", ("granddead", "phil"), meet_boost),
    Scene("Schrodie: no Escher knot", ("schrodie", "hempel"), no_activation),
    Scene("Phil at an anomaly", ("phil", "theseus"), anomaly_boost),
    Scene("Achilles ashore at a captive", ("achilles", "phil"), ocean_to_captive),
)
