"""Encountering pieces (book p. 18): what a piece finds on the space it reaches, OP
pieces attacking or scared off, and the bonuses an encounter feeds (Theseus' additional
bonuses, p. 25; Granddead's "two other pieces meet", p. 21).
"""

from __future__ import annotations

from typing import Any

from game.games.paradox_island.rules import events as E


class Encounters:
    """Mixin of ``ParadoxIslandState``: encounters and scare-offs."""

    def task_encounter(self: Any, task: dict[str, Any]) -> None:
        ref, space = task["ref"], task["space"]
        others = [r for r in self.on_map() if r != ref and self.piece(r)["at"] == space]
        op_pieces = self.op_pieces_at(space)
        if not others and not op_pieces:
            return
        self.say(E.Met(ref[0], ref[1], tuple(op_pieces + [self.name_of(r) for r in others])))
        self.theseus_meets(ref, others, bool(op_pieces))
        self.meet_windows([ref, *others])
        for name in op_pieces:
            if self.result or self.piece(ref)["at"] is None:
                return  # the game ended ("ends immediately", p. 18) or the piece perished
            self.touch(ref, name, task["touch"])

    def op_pieces_at(self: Any, space: int) -> list[str]:
        out = [name for name in ("bush", "rock")
               if getattr(self, name) is not None and self.same_place(getattr(self, name), space)]
        if self.wave_lake is not None and self.island.lake_of[space] == self.wave_lake:
            out.append("wave")
        return out

    def same_place(self: Any, a: int, b: int) -> bool:
        """For OP pieces a lake is one big space."""
        lake = self.island.lake_of[a]
        return a == b or (lake >= 0 and lake == self.island.lake_of[b])

    def touch(self: Any, ref: list[int], name: str, how: str) -> None:
        """An encounter with an OP piece: a scare-off when safe, an attack when not."""
        if how == "safe":
            self.scare(ref, name)
        elif how == "unsafe" and self.piece(ref)["immune"] != name:
            self.op_attack(name, ref)

    def scare(self: Any, ref: list[int], name: str) -> None:
        seat = ref[0]
        if name == "wave":
            self.wave = self.wave_lake = None
        else:
            setattr(self, name, None)
        self.gone.append(name)
        self.say(E.ScaredOff(seat, ref[1], name))
        self.say(E.OpPieceGone(name, "scared off"))
        board = self.board(seat)
        if board["character"] == "granddead":
            self.mark(seat, f"scare{len(board['marks'])}", f"scare:{name}")
            if self.result:
                return
        if self.own_turn(seat):
            extra = 1
            if board["character"] == "achilles" and name not in board["second_wind"]:
                board["second_wind"].append(name)  # Second Wind, taken the first time
                extra = 2
            self.turn["actions"][ref[1]] += extra
            self.say(E.ActionGained(seat, ref[1], extra, f"scared the {name} off"))

    def theseus_meets(self: Any, ref: list[int], others: list[list[int]], op_met: bool) -> None:
        """Theseus circles his leftmost free additional bonus when his piece encounters
        another player's piece (p. 25), whoever moved: ``ref`` came to a space holding the
        captive pieces ``others`` (and an OP piece if ``op_met``). His own other piece
        (two-player game) is not another player's."""
        seats = {r[0] for r in others}
        for seat in sorted(seats | {ref[0]}):
            if self.board(seat)["character"] != "theseus":
                continue
            if seat != ref[0] or op_met or seats - {seat}:
                self.circle_extra(seat)

    def op_meets_theseus(self: Any, caps: list[list[int]]) -> None:
        """An OP piece came to the captive pieces ``caps``: Theseus' pieces among them
        encounter another player's piece (p. 25; OP is a player too, p. 4)."""
        for seat in sorted({r[0] for r in caps}):
            if self.board(seat)["character"] == "theseus":
                self.circle_extra(seat)

    def meet_windows(self: Any, met: list[list[int]]) -> None:
        """Granddead's grapes/strawberry bonus: two other pieces meet on the island."""
        seats = {r[0] for r in met}
        for seat in range(1, self.seats):
            if self.board(seat)["character"] == "granddead" and seat not in seats:
                for index in range(len(self.board(seat)["pieces"])):
                    self.push({"t": "window", "bonus": "meet_boost", "who": [seat, index],
                               "ctx": {}})
