"""Paradox Island's seeded games for ``tests/seeded.py``.

Deal (``deal``): 2, 3 and 4 seats in turn, round limit 40; normal bots (captives who
complete missions), easy ones and curious players (``coverage``: every kind of action
as often as any other) mixed, so the seeds exercise the whole rulebook
(``test_coverage``); every fifth seed OP builds the island tile by tile. After every
step: 37 spaces, missions only advance and never pass their count, health and energy
stay in bounds (Granddead's maximum 4 to 6), perishes are counted and never pass OP's
target; the game is won exactly once (p. 18). Leak check: no captive is shown a hex it
was not told, OP's secrets, anomalies, power tokens, an ocean part or where the Rock
stands, and an onlooker's view holds no hex at all.
"""

from __future__ import annotations

from typing import Any

import game.games.paradox_island  # noqa: F401  (registers the game)
from game.core.state import GameState
from game.core.values import SPECTATOR, Event
from game.games.paradox_island.bots.levels import easy_bot, normal_bot
from game.games.paradox_island.rules.state import ParadoxIslandState
from tests.games.paradox_island.coverage import curious_player
from tests.seeded import Deal, Invariants, Title


def deal(seed: int) -> Deal:
    """2, 3 and 4 seats in turn; captives normal (every fourth seed), curious (every
    fourth, one on) or easy; OP normal, curious every third seed; every fifth seed OP
    builds the island tile by tile."""
    seats = 2 + seed % 3
    captive = (normal_bot, curious_player, easy_bot, easy_bot)[seed % 4]
    op = curious_player if seed % 3 == 1 else normal_bot
    island = "build" if seed % 5 == 2 else "random"
    return Deal({"island": island, "round_limit": 40}, [op] + [captive] * (seats - 1))


class ParadoxInvariants(Invariants):
    def start(self, state: GameState) -> None:
        self.marks: dict[int, int] = {}
        self.perished = self.won = 0

    def step(self, state: GameState, events: list[Event]) -> None:
        assert isinstance(state, ParadoxIslandState)
        self.perished += sum(1 for e in events if e.kind == "perished")
        self.won += sum(1 for e in events if e.kind == "game_won")
        assert state.island is None or len(state.island.spaces) == 37
        assert state.perishes <= state.target, "the game ends at OP's last perish (p. 18)"
        for seat in range(1, state.seats):
            board = state.board(seat)
            assert len(board["marks"]) >= self.marks.get(seat, 0), "missions only advance"
            if board["character"]:
                assert len(board["marks"]) <= state.character(seat).mission_count, \
                    "the game ends at the mission's last mark (p. 18)"
            self.marks[seat] = len(board["marks"])
            for piece in board["pieces"]:
                assert 0 <= piece["health"] <= piece["max_health"]
                assert 0 <= piece["energy"] <= piece["max_energy"]
                if board["character"] == "granddead":
                    assert 4 <= piece["max_health"] <= 6
        assert state.perishes == self.perished

    def end(self, state: GameState) -> None:
        assert self.won == 1, "the game must end exactly once"


SECRET_KEYS = ("island", "placements", "positions", "drawn", "rock", "bush", "wave",
               "wave_lake", "gone", "rng")


def scan(value: Any, allowed: set[tuple[int, ...]], where: str = "view") -> None:
    """Fail on any hex the captive was not told, or any of OP's secrets."""
    if isinstance(value, dict):
        for key, item in value.items():
            if where == "view" and key in SECRET_KEYS:
                raise AssertionError(f"{where}.{key} is OP's secret")
            if key in ("space", "hex", "anchor") and item is not None:
                assert tuple(item) in allowed, f"{where}.{key} leaks {item}"
            if key == "lake_spaces":  # a spotted Wave's lake, for Granddead alone
                assert all(tuple(h) in allowed for h in item), f"{where}.{key} leaks {item}"
            if key in ("anomalies", "tokens"):
                assert item == [], f"{where}.{key} leaks {item}"
            scan(item, allowed, f"{where}.{key}")
        if value.get("kind") in ("wave_moved", "op_piece_back", "op_piece_placed", "in_ocean"):
            assert value.get("part") == -1, f"{where} leaks an ocean part"
        if value.get("kind") == "op_piece_placed" and value.get("piece") != "bush":
            assert value.get("label") == "", f"{where} names where the Rock stands"
        if value.get("kind") == "op_piece_back":
            assert value.get("space") is None
    elif isinstance(value, list):
        for i, item in enumerate(value):
            scan(item, allowed, f"{where}[{i}]")


def captive_leaks(recipient: int, view: dict[str, Any], events: list[dict[str, Any]]) -> None:
    """Scan what a captive or an onlooker is shown; a captive may see the hexes its own
    notebook marks hold, an onlooker's view none."""
    if recipient == SPECTATOR:
        scan(view, set())
    elif recipient > 0:
        allowed = {tuple(m["hex"]) for m in view["marks"] if m["hex"]}
        allowed |= {tuple(h) for m in view["marks"] for h in m.get("lake_spaces", ())}
        scan({k: v for k, v in view.items() if k != "marks"}, allowed)
        for event in events:
            scan(event, allowed, event["kind"])


#: Seed 8 (four seats, normal bots, the longest leak check of the seeded suite) is
#: leak-checked as four seats of normal bots by ``test_games.py``
#: (``test_no_captive_ever_sees_the_map_or_hidden_pieces[4]``).
TITLE = Title(deal=deal, invariants=ParadoxInvariants, leaks=captive_leaks,
              leaks_checked_elsewhere=frozenset({8}))
