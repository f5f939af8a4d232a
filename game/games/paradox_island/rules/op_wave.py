"""The Wave's action (book p. 16): move to another ocean part, or attack a captive on
a space next to its part (once per captive per turn); under Flood (p. 20) it may move
into a lake, attacks everyone there on arriving, and from there reaches the spaces
next to that lake while the token is in force.
"""

from __future__ import annotations

from typing import Any

from game.core.values import Action
from game.games.paradox_island.rules import actions as A
from game.games.paradox_island.rules import events as E
from game.games.paradox_island.rules.island import HEX_INDEX, SIDES, SPACES, step


class WaveActions:
    """Mixin of ``ParadoxIslandState``: the Wave."""

    def wave_options(self: Any, turn: dict[str, Any]) -> list[Action]:
        if self.wave is None and self.wave_lake is None:
            return []
        out: list[Action] = [A.WaveMove(k, None) for k in range(6) if k != self.wave]
        if self.token == "flood":
            out += [A.WaveMove(-1, SPACES[lake[0]]) for n, lake in enumerate(self.island.lakes)
                    if n != self.wave_lake]
        for ref in self.wave_targets():
            if self.token == "gale" or ref not in turn.get("wave_hit", []):
                out.append(A.WaveAttack(ref[0], ref[1]))
        return out

    def wave_targets(self: Any) -> list[list[int]]:
        """Captives the Wave can reach from its ocean part (or, under Flood, its lake)."""
        out = []
        for ref in self.on_map():
            if self.piece(ref)["immune"] == "wave":
                continue
            held = self.occupied(ref)
            if self.wave is not None:
                hit = any(s in SIDES[self.wave] for s in held)
            elif self.token != "flood":
                # The token lets the Wave attack from a lake "While the Wave is in a lake";
                # once it expires the Wave only "remains in the lake until OP moves it"
                # (p. 20): in no ocean part, it reaches no one.
                hit = False
            else:
                # "attack a captive on any space adjacent to that lake" (p. 20); one in
                # the lake itself was met when the Wave came or when it came in.
                lake = self.island.lakes[self.wave_lake]
                hit = not any(self.island.lake_of[s] == self.wave_lake for s in held) and any(
                    step(s, d) in held for s in lake for d in range(6))
            if hit:
                out.append(ref)
        return out

    def wave_move(self: Any, action: A.WaveMove) -> None:
        if action.lake is None:
            self.wave, self.wave_lake = action.part, None
            self.say(E.WaveMoved(action.part, ""))
            return
        space = HEX_INDEX[action.lake]
        self.wave, self.wave_lake = None, self.island.lake_of[space]
        self.say(E.WaveMoved(-1, self.island.spaces[space].name))
        met = [ref for ref in self.on_map()
               if self.island.lake_of[self.piece(ref)["at"]] == self.wave_lake]
        for ref in met:
            if self.result:
                return  # a perish ended the game: nobody else is attacked
            self.say(E.Met(ref[0], ref[1], ("wave",)))
            self.op_attack("wave", ref)
        if met and not self.result:
            self.op_meets_theseus(met)
            self.meet_windows(met)
