"""Setup (book pp. 4-6): the island, anomaly tokens, OP's pieces, characters and
starting fruits.

Both captive rounds of setup start with the captive on OP's right (the last
seat). Characters then go on clockwise, skipping OP (step 6: "Starting with the
captive sitting to the right of OP and continuing clockwise"): the captive on
OP's left, and on round the table. Starting fruits go counter-clockwise, toward
OP's left (step 8: "Starting with the captive to the right of OP and going
counter clockwise"). Seats 1, 2, 3 sit clockwise from OP's left (turn order, p. 9).
"""

from __future__ import annotations

from typing import Any

from game.core.values import Action
from game.games.paradox_island.rules import actions as A
from game.games.paradox_island.rules import events as E
from game.games.paradox_island.rules.catalog import anomaly_tokens, characters
from game.games.paradox_island.rules.island import (
    FRUITS,
    HEX_INDEX,
    OCEAN_NAMES,
    SPACES,
    Island,
    Placement,
)
from game.games.paradox_island.rules.tiling import build_options


class Setup:
    """Mixin of ``ParadoxIslandState``: everything before the first turn."""

    def setup_options(self: Any) -> list[Action]:
        if self.phase == "build":
            placed = tuple(Placement(p[0], SPACES[0].from_json(p[1]), p[2])
                           for p in self.placements)
            return [A.LayTile(p.tile, p.anchor, p.turn) for p in build_options(placed)]
        if self.phase == "place_wave":
            return [A.PlaceWave(k) for k in range(len(OCEAN_NAMES))]
        if self.phase == "place_rock":
            return [A.PlaceRock(SPACES[i]) for i in self.island.find("anomaly")]
        if self.phase == "place_bush":
            return [A.PlaceBush(SPACES[i]) for i in self.island.find("fruit")]
        if self.phase == "characters":
            taken = {b["character"] for b in self.captives}
            return [A.ChooseCharacter(c) for c in characters() if c not in taken]
        taken_spaces = {self.bush} | {self.piece(r)["at"] for r in self.refs()}
        return [A.ChooseStartFruit(f) for f in FRUITS
                if self.island.fruit_space(f) not in taken_spaces]

    def apply_setup(self: Any, seat: int, action: Action) -> None:
        if isinstance(action, A.LayTile):
            self.placements.append([action.tile, action.anchor.to_json(), action.turn])
            self.say(E.TileLaid(action.tile, action.anchor, action.turn))
            if len(self.placements) == 17:
                self.island = Island.from_placements(tuple(
                    Placement(p[0], SPACES[0].from_json(p[1]), p[2]) for p in self.placements))
                self._island_done()
        elif isinstance(action, A.PlaceWave):
            self.wave = action.part
            self.say(E.OpPiecePlaced("wave", "ocean", None, action.part))
            self.phase = "place_rock"
        elif isinstance(action, A.PlaceRock):
            self.rock = HEX_INDEX[action.space]
            self.say(E.OpPiecePlaced("rock", self.label(self.rock), action.space, -1))
            self.phase = "place_bush"
        elif isinstance(action, A.PlaceBush):
            self.bush = HEX_INDEX[action.space]
            self.say(E.OpPiecePlaced("bush", self.label(self.bush), action.space, -1))
            self.phase = "characters"
            self.queue = [self.seats - 1, *range(1, self.seats - 1)]
        elif isinstance(action, A.ChooseCharacter):
            self._take_character(seat, action.character)
        elif isinstance(action, A.ChooseStartFruit):
            self._take_start_fruit(seat, action.fruit)

    def _island_done(self: Any) -> None:
        """Step 3: 5 random anomaly tokens go face up on the 5 anomaly spaces."""
        tokens = sorted(anomaly_tokens())
        self.rng.shuffle(tokens)
        for space, token in zip(self.island.find("anomaly"), tokens, strict=False):
            self.anomalies[space] = token
        self.say(E.IslandReady(tuple(tokens[:5])))
        self.phase = "place_wave"

    def _take_character(self: Any, seat: int, character: str) -> None:
        board = self.board(seat)
        board["character"] = character
        names = [character]
        if len(board["pieces"]) == 2:
            others = sorted(c for c in characters() if c != character)
            names.append(self.rng.choice(others))
        info = characters()[character]
        for piece, name in zip(board["pieces"], names, strict=True):
            piece.update({"name": name, "health": info.health, "energy": info.energy,
                          "max_health": info.health, "max_energy": info.energy})
        self.say(E.CharacterChosen(seat, character, tuple(names)))
        self.queue.pop(0)
        if not self.queue:
            self.phase = "start_fruits"
            self.queue = [s for s in range(self.seats - 1, 0, -1)
                          for _ in self.board(s)["pieces"]]

    def _take_start_fruit(self: Any, seat: int, fruit: str) -> None:
        board = self.board(seat)
        index = next(i for i, p in enumerate(board["pieces"]) if p["start"] is None)
        piece = board["pieces"][index]
        space = self.island.fruit_space(fruit)
        piece.update({"start": fruit, "at": space, "label": self.label(space)})
        board["fruits"][fruit] = "circled"
        # The piece starts on its fruit: a fruit it has visited (p. 10, "Theseus' starting
        # fruit is a banana. During the game Theseus also visited ... the orange").
        if fruit not in board["visited_fruits"]:
            board["visited_fruits"].append(fruit)
        # Only the first piece's fruit is marked on the map (two-player game, p. 19).
        marked = SPACES[space] if index == 0 else None
        self.say(E.StartFruitChosen(seat, index, fruit, marked))
        self.queue.pop(0)
        if board["character"] == "hempel":
            self.ask(seat, "palm", fruit=fruit)
        if not self.queue:
            self.phase = "play"
            self.turn = {"seat": 0, "over": True}
            self.push({"t": "next_turn"})
