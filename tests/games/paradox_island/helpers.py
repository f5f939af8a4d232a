"""Shared set-ups for Paradox Island tests: a game past setup, and pieces put
where a rulebook example needs them (positions are plain data, so a test may
set one up directly)."""

from __future__ import annotations

from typing import Any

import game.games.paradox_island  # noqa: F401  (registers the game)
from game.core.hexgrid import Hex
from game.games.paradox_island.rules import actions as A
from game.games.paradox_island.rules.island import SPACES, direction_index, step
from game.games.paradox_island.rules.state import ParadoxIslandState


def ready(characters: tuple[str, ...] = ("phil",), seed: int = 1,
          **options: Any) -> ParadoxIslandState:
    """A game past setup: captive seats 1.. play ``characters``, OP's pieces off the
    map and every captive piece lifted, so a test can place only what it needs."""
    opts = {"island": "random", "round_limit": 100, **options}
    state = ParadoxIslandState.new(opts, seed, len(characters) + 1)
    state.apply(0, A.PlaceWave(0))
    state.apply(0, state.legal_actions(0)[0])
    state.apply(0, state.legal_actions(0)[0])
    while state.phase == "characters":  # in the order setup step 6 asks
        seat = state.to_move()[0]
        state.apply(seat, A.ChooseCharacter(characters[seat - 1]))
    while state.phase != "play" or state.pending:
        seat = state.to_move()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    state.wave = state.rock = state.bush = None
    state.out = []
    return state


def find(state: ParadoxIslandState, kind: str, name: str | None = None) -> int:
    return state.island.find(kind, name)[0]


def put(state: ParadoxIslandState, ref: list[int], space: int, lying: bool = False) -> None:
    piece = state.piece(ref)
    piece.update({"at": space, "lying": lying, "label": state.label(space)})


def neighbour_from(space: int, direction: str) -> int | None:
    """The space from which moving ``direction`` reaches ``space``."""
    return step(space, (direction_index(direction) + 3) % 6)


def hex_of(space: int) -> Hex:
    return SPACES[space]


def kinds(events: list[Any]) -> list[str]:
    return [e.kind for e in events]


def play(state: ParadoxIslandState, seat: int, action: Any) -> list[Any]:
    return state.apply(seat, action)
