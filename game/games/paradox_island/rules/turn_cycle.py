"""The turn cycle (book p. 9: captives clockwise from OP's left, OP last): effects
run until someone owes a decision, turns end, pieces that left the map come back and
the perished revive (pp. 15, 18), and the next seat plays.
"""

from __future__ import annotations

from typing import Any

from game.games.paradox_island.rules import events as E

OP = E.OP_SEAT


class TurnCycle:
    """Mixin of ``ParadoxIslandState``: the turn cycle."""

    def settle(self: Any) -> None:
        """Run queued effects, then end turns that have nothing left, until someone owes
        a decision or the game is over."""
        while not self.result:
            while self.tasks and not self.pending and not self.result:
                task = self.tasks.pop()
                getattr(self, f"task_{task['t']}")(task)
            if self.result or self.pending or self.tasks or self.phase != "play":
                return
            if not self.turn.get("over"):
                seat = self.turn["seat"]
                if self.turn_goes_on(seat):
                    return
                self.turn["over"] = True
            self.close_turn()

    def turn_goes_on(self: Any, seat: int) -> bool:
        """Whether the turn waits for its player rather than ending by itself.

        A captive's turn ends once it has nothing left to do (all public: its actions
        and energy). OP's turn waits for OP to end it while an action, or the open half
        of the Rock's action, is left, even if the hidden position leaves that with
        nothing to do: whether a captive stands next to the Rock, or the Bush is hemmed
        in, is not for the captives to learn from the turn ending a step early.
        """
        if seat != OP:
            return bool(self.captive_options(seat))
        if "op_actions" not in self.turn:
            return False
        held = self.turn["open"]
        return self.turn["op_actions"] > 0 or bool(held and not (held["move"] and held["push"]))

    def close_turn(self: Any) -> None:
        """End of a turn: OP returns the pieces that left the map, the perished revive
        in turn order ("Captives perishing and revival"), then the next seat plays."""
        self.say(E.TurnEnded(self.turn["seat"]))
        tasks: list[dict[str, Any]] = [{"t": "return_piece", "piece": p} for p in self.gone]
        self.gone = []
        queue = sorted(self.revive_queue)
        self.revive_queue = []
        tasks += [{"t": "revive", "who": ref} for ref in queue]
        tasks.append({"t": "next_turn"})
        self.push(*tasks)

    def task_next_turn(self: Any, task: dict[str, Any]) -> None:
        seat = self.turn["seat"]
        nxt = OP if seat == self.seats - 1 else seat + 1
        limit = self.options.get("round_limit", 100)  # "none": played to the book's end
        if nxt == 1 and limit != "none" and self.round >= int(limit):
            self.finish([OP], "round limit: the island kept its captives")
            return
        self.start_turn(nxt)

    def start_turn(self: Any, seat: int) -> None:
        if seat == 1:
            self.round += 1
        self.turn = {"seat": seat, "over": False}
        self.say(E.TurnStarted(seat, self.round))
        if seat == OP:
            self.begin_op_turn()
            return
        board = self.board(seat)
        for piece in board["pieces"]:
            piece["immune"] = None
        self.turn.update({"actions": [2] * len(board["pieces"]), "started": []})
