"""What each seat sees (``view``): OP sees the whole island; a captive sees what
was said aloud, its own notebook of announcements, and the one space OP marked
on its map (its starting fruit), plus any OP piece spotted for it.

A captive's view never holds a space number or a hex it was not told, the
anomaly tokens not yet named, or where OP's pieces are.

A view's ``notebook`` is a new list holding the state's own entries, not
copies: a late-game notebook has thousands, and entries are never changed
once written (a reader must not change them either). The bots' belief relies
on that identity to read only what is new.
"""

from __future__ import annotations

import copy
from typing import Any

from game.games.paradox_island.rules import events as E
from game.games.paradox_island.rules.catalog import characters
from game.games.paradox_island.rules.island import DIRECTION_NAMES, OCEAN_NAMES, SPACES

OP = E.OP_SEAT


class Views:
    """Mixin of ``ParadoxIslandState``: ``view(seat)``."""

    def view(self: Any, seat: int) -> dict[str, Any]:
        view: dict[str, Any] = {
            "game": self.game_id,
            "seat": seat,
            "role": "op" if seat == OP else "captive" if seat > 0 else "spectator",
            "phase": self.phase,
            "round": self.round,
            "turn": self.turn.get("seat"),
            "to_move": self.to_move(),
            "token": self.token,
            "perishes": self.perishes,
            "target": self.target,
            "captives": [self.public_board(s) for s in range(1, self.seats)],
            # A captive's actions per piece are counted down in place: the view copies them.
            "actions_left": list(self.turn["actions"]) if "actions" in self.turn
            else self.turn.get("op_actions"),
            "pending": self.pending_view(seat),
            "result": self.result,
        }
        if seat == OP:
            view.update(self.op_secrets())
        if 0 <= seat < self.seats:
            view["notebook"] = list(self.notebooks[seat])
        if seat > 0:
            view["marks"] = self.private_marks(seat)
        return view

    def public_board(self: Any, seat: int) -> dict[str, Any]:
        board = self.board(seat)
        char = board["character"]
        return {
            "seat": seat,
            "character": char,
            "mission": None if char is None else {
                "kind": characters()[char].mission,
                "count": characters()[char].mission_count,
                "done": len(board["marks"]),
            },
            "fruits": dict(board["fruits"]),
            "palms": list(board["palms"]),
            "palm_used": list(board["palm_used"]),
            "extras": list(board["extras"]),
            "second_wind": list(board["second_wind"]),
            "visited_fruits": list(board["visited_fruits"]),
            "pieces": [
                {"name": p["name"], "label": p["label"], "lying": p["lying"],
                 "health": p["health"], "energy": p["energy"], "max_health": p["max_health"],
                 "max_energy": p["max_energy"], "start": p["start"], "immune": p["immune"],
                 "perished": p["at"] is None and p["label"] != "ocean" and p["start"] is not None}
                for p in board["pieces"]
            ],
        }

    def pending_view(self: Any, seat: int) -> dict[str, Any] | None:
        """The question this seat must answer; a captive gets only its kind and subject.

        OP's is a deep copy: its ``turn`` holds the anomaly's trail, which grows as the
        anomaly acts.
        """
        pending = self.pending
        if not pending or pending["seat"] != seat:
            return None
        if seat == OP:
            return copy.deepcopy({k: v for k, v in pending.items() if k != "seat"})
        out = {"kind": pending["kind"]}
        for key in ("bonus", "fruit", "fruits"):
            if key in pending:
                out[key] = pending[key]
        who = pending.get("who") or pending.get("task", {}).get("ref")
        if who:
            out["piece"] = who[1]
        return out

    def private_marks(self: Any, seat: int) -> list[dict[str, Any]]:
        """What OP marked on this captive's map: its starting fruit, spotted OP pieces.

        Read from the notebook, which only grows: ``marks_read`` keeps how many
        entries were read and the marks found, so each view reads only the new ones.
        """
        notebook = self.notebooks[seat]
        done, marks = self.marks_read.get(seat, (0, []))
        for entry in notebook[done:]:
            if entry["kind"] == "start_fruit_chosen" and entry["seat"] == seat and entry["space"]:
                marks.append({"what": f"fruit:{entry['fruit']}", "hex": entry["space"]})
            elif entry["kind"] == "piece_spotted" and entry["seat"] == seat:
                marks.append({"what": entry["op_piece"], "hex": entry["space"],
                              "part": entry["part"], "label": entry["label"],
                              "lake_spaces": entry["lake_spaces"]})
        self.marks_read[seat] = (len(notebook), marks)
        return [dict(mark) for mark in marks]

    def op_secrets(self: Any) -> dict[str, Any]:
        layout = self.island.layout() if self.island else []
        for row in layout:
            if row["kind"] == "anomaly":
                row["label"] = self.label(row["space"])
            elif row["kind"] == "knot":
                # OP built the island and sees the arrows printed on the tile (p. 11).
                row["arrows"] = [[DIRECTION_NAMES[a], DIRECTION_NAMES[b]]
                                 for a, b in self.island.spaces[row["space"]].arrows]
        return {
            "island": layout,
            "placements": [list(p) for p in self.placements],
            "ocean_parts": list(OCEAN_NAMES),
            "wave": self.wave,
            "wave_lake": self.wave_lake,
            "rock": None if self.rock is None else SPACES[self.rock].to_json(),
            "bush": None if self.bush is None else SPACES[self.bush].to_json(),
            "drawn": list(self.drawn),
            "gone": list(self.gone),
            "positions": [
                {"seat": s, "piece": p,
                 "hex": None if self.piece([s, p])["at"] is None
                 else SPACES[self.piece([s, p])["at"]].to_json()}
                for s, p in self.refs()
            ],
        }
