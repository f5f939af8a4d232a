"""The single OP action an anomaly grants, out of turn (book p. 12: "OP immediately
(out of turn) performs 1 action with the specified piece ... according to standard
rules"): the Rock's move and push may both be used, the Bush keeps to this turn's
trail (p. 16), the Wave spares a captive it already hit in OP's turn (p. 16), and OP
may pass only once a half is used.

OP is asked whenever the piece is on the map ("as long as it is on the map"),
which every captive knows (pieces leaving and coming back are announced). If
the hidden position leaves it nothing to do (the Bush hemmed in by its own
trail; no captive next to the Rock for the second half), OP is asked anyway and
may only pass: a captive never learns that from whether OP was asked.
"""

from __future__ import annotations

from typing import Any

from game.core.values import Action
from game.games.paradox_island.rules import actions as A
from game.games.paradox_island.rules import events as E

OP = E.OP_SEAT


class AnomalyActions:
    """The ``anomaly_action`` decision of ``ParadoxIslandState`` (a mixin)."""

    def task_anomaly_action(self: Any, task: dict[str, Any]) -> None:
        piece = task["piece"]
        turn: dict[str, Any] = {}
        if piece != "wave" and getattr(self, piece) is not None:
            # The Bush never revisits a space in one turn (p. 16), over every anomaly
            # action of this turn too: start from where the piece has been so far.
            seen = list(self.turn.get("trail", {}).get(piece, []))
            here = self.place_key(getattr(self, piece))
            turn["trail"] = {piece: seen if here in seen else [*seen, here]}
        if piece == "wave":
            # "The Wave cannot attack that captive again until the end of OP's turn"
            # (p. 16), also when the anomaly is worked during OP's turn (a push).
            turn["wave_hit"] = [list(r) for r in self.turn.get("wave_hit", [])]
        if self.on_island(piece):
            self.ask(OP, "anomaly_action", piece=piece, halves=["move", "push"], turn=turn)

    def on_island(self: Any, piece: str) -> bool:
        if piece == "wave":
            return self.wave is not None or self.wave_lake is not None
        return getattr(self, piece) is not None

    def options_anomaly_action(self: Any, pending: dict[str, Any]) -> list[Action]:
        options = self.piece_options(pending["piece"], pending["halves"], pending["turn"])
        return [*options, A.Pass()] if len(pending["halves"]) < 2 or not options else options

    def answer_anomaly_action(self: Any, pending: dict[str, Any], action: Action) -> None:
        if isinstance(action, A.Pass):
            return
        turn = pending["turn"]
        self.do_piece_action(action, turn)
        self.keep_trail(pending["piece"], turn)
        if "wave_hit" in self.turn:  # OP's turn: its Wave may not hit them again
            self.turn["wave_hit"] += [r for r in turn.get("wave_hit", [])
                                      if r not in self.turn["wave_hit"]]
        half = {"piece_move": "move", "push": "push"}.get(action.kind)
        rest = [h for h in pending["halves"] if h != half]
        if pending["piece"] == self.pusher() and half and len(rest) == 1:
            self.push({"t": "anomaly_more", "piece": pending["piece"], "halves": rest,
                       "turn": turn})

    def keep_trail(self: Any, piece: str, turn: dict[str, Any]) -> None:
        """Add the places an anomaly action took ``piece`` to this turn's trail."""
        trail = self.turn.setdefault("trail", {}).setdefault(piece, [])
        trail.extend(k for k in turn.get("trail", {}).get(piece, []) if k not in trail)

    def task_anomaly_more(self: Any, task: dict[str, Any]) -> None:
        if self.on_island(task["piece"]):
            self.ask(OP, "anomaly_action", piece=task["piece"], halves=task["halves"],
                     turn=task["turn"])
