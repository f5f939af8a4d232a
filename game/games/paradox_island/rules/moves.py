"""A captive's turn (book pp. 9-10), arrivals, the ocean (p. 14), perishing and
revival (p. 18), and mission marks (pp. 7, 21-27); encounters are in ``encounters``.

Arrival tasks carry two switches: ``touch`` is how an encounter with an OP
piece goes ("unsafe": it attacks, "safe": the captive scares it off, "none":
only named) and ``act`` is who activates the space ("auto", "captive" after a
safe move, "op" where the rules leave it to OP, "none").
"""

from __future__ import annotations

from typing import Any

from game.core.values import Action
from game.games.paradox_island.rules import actions as A
from game.games.paradox_island.rules import events as E
from game.games.paradox_island.rules.encounters import Encounters
from game.games.paradox_island.rules.island import (
    CORNERS,
    DIRECTION_NAMES,
    HEX_INDEX,
    SPACES,
    direction_index,
    exit_parts,
    far_end,
    step,
)
from game.games.paradox_island.rules.spaces import Spaces

OP = E.OP_SEAT


class Moves(Encounters, Spaces):
    """Mixin of ``ParadoxIslandState``: captive movement and its consequences."""

    # The captive's own options.

    def captive_options(self: Any, seat: int) -> list[Action]:
        """Everything but ending the turn: actions, bonuses and extra bonuses."""
        board = self.board(seat)
        out: list[Action] = []
        for i, piece in enumerate(board["pieces"]):
            if piece["at"] is None or not self.can_act(i) or self.turn["actions"][i] <= 0:
                continue
            spare = self.spare_energy([seat, i])
            if self.missing_energy([seat, i]):
                out.append(A.Restore(i))
            jump_cost = 0 if self.character(seat).jump == 2 else 1
            for d in DIRECTION_NAMES:
                for over in (False, True):
                    for safe in (False, True):
                        if jump_cost * over + safe <= spare:
                            out.append(A.Move(i, d, over, safe))
        return out + self.bonus_options(seat)

    def can_act(self: Any, index: int) -> bool:
        """Two-player game: all actions of one piece, then all of the other."""
        started = self.turn["started"]
        return not started or started[-1] == index or index not in started

    def start_piece(self: Any, index: int) -> None:
        if not self.turn["started"] or self.turn["started"][-1] != index:
            self.turn["started"].append(index)

    def spare_energy(self: Any, ref: list[int]) -> int:
        """Energy that may be spent (Granddead's last point is health only)."""
        piece = self.piece(ref)
        if self.character(ref[0]).pooled:
            return max(0, piece["health"] - 1)
        return piece["energy"]

    def missing_energy(self: Any, ref: list[int]) -> int:
        piece = self.piece(ref)
        if self.character(ref[0]).pooled:
            return piece["max_health"] - piece["health"]
        return piece["max_energy"] - piece["energy"]

    def apply_captive(self: Any, seat: int, action: Action) -> None:
        if isinstance(action, A.EndTurn):
            self.turn["over"] = True
        elif isinstance(action, A.Restore):
            self.start_piece(action.piece)
            self.turn["actions"][action.piece] -= 1
            self.gain([seat, action.piece], 0, 2, "restore")
        elif isinstance(action, A.Move):
            self.start_piece(action.piece)
            self.turn["actions"][action.piece] -= 1
            ref = [seat, action.piece]
            jump = self.character(seat).jump
            cost = (action.over and jump == 1) + action.safe
            self.spend(ref, cost)
            length = 1 + jump * action.over
            self.say(E.MoveDeclared(seat, action.piece, action.direction, length, action.safe))
            self.begin_move(ref, direction_index(action.direction), length, action.safe, "move")
        else:
            self.use_bonus(seat, action)

    def spend(self: Any, ref: list[int], energy: int) -> None:
        if energy:
            key = "health" if self.character(ref[0]).pooled else "energy"
            self.piece(ref)[key] -= energy
            self.say(E.PointsChanged(ref[0], ref[1], 0, -energy, "spent"))

    # Movement: where a move ends, and OP's choice of lake exit (p. 13).

    def begin_move(self: Any, ref: list[int], d: int, length: int, safe: bool, how: str) -> None:
        piece = self.piece(ref)
        at = piece["at"]
        lake = self.island.lake_of[at]
        origins = self.island.lake_spaces(at) if piece["lying"] else (at,)
        outcomes: dict[tuple[Any, ...], int] = {}
        for origin in origins:
            here = origin
            for _ in range(length):
                nxt = step(here, d)
                if nxt is None:
                    break
                here = nxt
            else:
                if piece["lying"] and self.island.lake_of[here] == lake:
                    continue  # never from one space of the lake to another
                outcomes.setdefault(("space", here), origin)
                continue
            outcomes.setdefault(("ocean", here, exit_parts(here, d)), origin)
        if any(k[0] == "space" for k in outcomes):
            outcomes = {k: o for k, o in outcomes.items() if k[0] == "space"}
        touch = "safe" if safe else "unsafe"
        task = {"ref": ref, "d": d, "length": length, "touch": touch,
                "act": "captive" if safe else "auto", "how": how, "origin": at,
                "lying": piece["lying"]}
        piece["lying"] = False
        if task["lying"]:
            # OP picks the space of the lake the move starts from (p. 13). Asked whenever
            # the piece lies on its side, even when the hidden lake leaves one way: how
            # many ways it leaves is not the captive's to learn from a pause.
            self.ask(OP, "lake_exit", task=task, origins=sorted(set(outcomes.values())))
            return
        self.push(self.landing(task, next(iter(outcomes.values()))))

    def landing(self: Any, task: dict[str, Any], origin: int) -> dict[str, Any]:
        """The arrival (or ocean) task of a straight move of ``task['length']`` from ``origin``."""
        d, here = task["d"], origin
        for _ in range(task.get("length", 1)):
            nxt = step(here, d)
            if nxt is None:
                return {**task, "t": "ocean", "shore": here, "parts": list(exit_parts(here, d))}
            here = nxt
        return {**task, "t": "arrive", "space": here, "came": d}

    def options_lake_exit(self: Any, pending: dict[str, Any]) -> list[Action]:
        return [A.PickSpace(SPACES[o]) for o in pending["origins"]]

    def answer_lake_exit(self: Any, pending: dict[str, Any], action: A.PickSpace) -> None:
        self.push(self.landing(pending["task"], HEX_INDEX[action.space]))

    # Arriving on a space (stages 4-6 of "Moving around the island").

    def task_arrive(self: Any, task: dict[str, Any]) -> None:
        ref, space = task["ref"], task["space"]
        piece = self.piece(ref)
        piece.update({"at": space, "lying": False, "label": self.label(space)})
        told = DIRECTION_NAMES[task["came"]] if task.get("say_dir") else ""
        self.say(E.Arrived(ref[0], ref[1], self.label(space), task["how"], told, SPACES[space]))
        self.visit(ref, space)
        if self.result:
            return
        follow = []
        if self.island.spaces[space].kind == "anomaly":
            follow.append({"t": "window", "bonus": "anomaly_boost", "who": ref, "ctx": {}})
        follow += [{**task, "t": "encounter"}, {**task, "t": "activation"}]
        self.push(*follow)

    # The ocean (p. 14).

    def task_ocean(self: Any, task: dict[str, Any]) -> None:
        ref = task["ref"]
        piece = self.piece(ref)
        piece.update({"at": None, "lying": False, "label": "ocean"})
        wave_here = self.wave is not None and self.wave in task["parts"]
        self.say(E.InOcean(ref[0], ref[1], wave_here, task["parts"][0] if task["parts"] else -1))
        corner = self.corner_left(task)
        if self.board(ref[0])["character"] == "achilles" and corner is not None:
            self.mark(ref[0], f"corner{corner}", "corner")
            if self.result:
                return
        if wave_here:
            self.touch(ref, "wave", task["touch"])
        if self.token == "riptide":
            self.hurt(ref, 0, 1, "riptide")
        if self.piece(ref)["label"] != "ocean" or self.result:
            return  # perished
        self.push(
            {"t": "window", "bonus": "ocean_back", "who": ref, "ctx": {"origin": task["origin"]}},
            {"t": "window", "bonus": "ocean_to_captive", "who": ref, "ctx": {}},
            {**task, "t": "ashore"},
        )

    def corner_left(self: Any, task: dict[str, Any]) -> int | None:
        """The corner a piece stepped into the ocean from (Achilles, p. 23: he "must visit
        5 of the 6 corner spaces and then move into the ocean from them"): the corner it
        stood on when its way out went straight into the ocean, or a corner of the lake it
        was lying in when it left from that lake. A corner only passed over on a move
        over, a sprint or a throw was never visited (pp. 9, 27: only the last space of
        a move over is visited), so it does not count."""
        shore, origin = task["shore"], task["origin"]
        if task.get("lying"):
            lake = self.island.lake_spaces(origin)
            corners = [s for s in lake if s in CORNERS]
            return corners[0] if corners and shore in lake else None
        return int(shore) if shore == origin and shore in CORNERS else None

    def task_ashore(self: Any, task: dict[str, Any]) -> None:
        ref = task["ref"]
        if self.piece(ref)["label"] != "ocean":
            return  # a bonus already brought the piece ashore
        if self.board(ref[0])["character"] == "phil" and task.get("d") is not None:
            self.ask(ref[0], "phil_exit", task=task)
            return
        self.go_to_start(ref)

    def go_to_start(self: Any, ref: list[int]) -> None:
        start = self.island.fruit_space(self.piece(ref)["start"])
        self.push({"t": "arrive", "ref": ref, "space": start, "touch": "none", "act": "none",
                   "came": None, "how": "ocean_return"})

    def options_phil_exit(self: Any, pending: dict[str, Any]) -> list[Action]:
        return [A.Activate(True), A.Activate(False)]

    def answer_phil_exit(self: Any, pending: dict[str, Any], action: A.Activate) -> None:
        """Phil's Leave the Ocean: come ashore unsafely at the far side of the line."""
        task, ref = pending["task"], pending["task"]["ref"]
        if not action.yes:
            self.go_to_start(ref)
            return
        d = task["d"]
        space = far_end(task["shore"], (d + 3) % 6)
        self.push({"t": "arrive", "ref": ref, "space": space, "touch": "unsafe", "act": "auto",
                   "came": d, "how": "opposite"})

    # Health, energy, perishing and revival (p. 18).

    def hurt(self: Any, ref: list[int], health: int, energy: int, why: str) -> None:
        piece = self.piece(ref)
        if piece["at"] is None and piece["label"] != "ocean":
            return
        if self.character(ref[0]).pooled:
            lost_h = min(health, piece["health"])
            piece["health"] -= lost_h
            lost_e = min(energy, max(0, piece["health"] - 1))
            piece["health"] -= lost_e
        else:
            lost_h = min(health, piece["health"])
            lost_e = min(energy, piece["energy"])
            piece["health"] -= lost_h
            piece["energy"] -= lost_e
        if lost_h or lost_e:
            self.say(E.PointsChanged(ref[0], ref[1], -lost_h, -lost_e, why))
        if piece["health"] <= 0:
            self.perish(ref)

    def gain(self: Any, ref: list[int], health: int, energy: int, why: str) -> None:
        piece = self.piece(ref)
        if self.character(ref[0]).pooled:
            got_h = min(health + energy, piece["max_health"] - piece["health"])
            piece["health"] += got_h
            got_e = 0
        else:
            got_h = min(health, piece["max_health"] - piece["health"])
            got_e = min(energy, piece["max_energy"] - piece["energy"])
            piece["health"] += got_h
            piece["energy"] += got_e
        self.say(E.PointsChanged(ref[0], ref[1], got_h, got_e, why))

    def perish(self: Any, ref: list[int]) -> None:
        piece = self.piece(ref)
        piece.update({"at": None, "lying": False, "label": None, "health": 0})
        self.perishes += 1
        self.say(E.Perished(ref[0], ref[1], self.perishes))
        self.tasks = [t for t in self.tasks if t.get("ref") != ref]
        if self.perishes >= self.target:
            self.finish([OP], f"captives perished {self.perishes} times")
        elif self.own_turn(ref[0]):
            self.push({"t": "revive", "who": ref})
        else:
            self.revive_queue.append(ref)

    def task_revive(self: Any, task: dict[str, Any]) -> None:
        self.ask(task["who"][0], "revive", who=task["who"])

    def options_revive(self: Any, pending: dict[str, Any]) -> list[Action]:
        return [A.Revive("A"), A.Revive("B")]

    def answer_revive(self: Any, pending: dict[str, Any], action: A.Revive) -> None:
        ref = pending["who"]
        piece = self.piece(ref)
        camp = self.island.find("camp", action.camp)[0]
        piece["revivals"] += 1
        if self.character(ref[0]).pooled:
            piece["max_health"] = max(4, piece["max_health"] - 1)
        piece.update({"at": camp, "lying": False, "label": self.label(camp),
                      "health": piece["max_health"], "energy": piece["max_energy"]})
        others = [r for r in self.on_map() if r != ref and self.piece(r)["at"] == camp]
        op_pieces = self.op_pieces_at(camp)
        self.say(E.Revived(ref[0], ref[1], action.camp,
                           tuple(op_pieces + [self.name_of(r) for r in others])))
        if op_pieces or others:  # an encounter without interaction (p. 18)
            self.theseus_meets(ref, others, bool(op_pieces))
            self.meet_windows([ref, *others])

    # Missions (pp. 7 and 21-27).

    def visit(self: Any, ref: list[int], space: int) -> None:
        seat = ref[0]
        board = self.board(seat)
        info = self.island.spaces[space]
        if info.kind == "fruit" and info.name not in board["visited_fruits"]:
            board["visited_fruits"].append(info.name)
        mission = self.character(seat).mission
        starts = {p["start"] for p in board["pieces"]}
        key = None
        if mission == "anomalies" and info.kind == "anomaly":
            key = f"space{space}"
        elif mission == "fruits" and info.kind == "fruit" and info.name not in starts:
            key = f"fruit:{info.name}"
        elif mission == "portals_oracles" and info.kind == "portal":
            key = f"portal:{info.name}"
        elif (mission == "portals_oracles" and info.kind == "oracle") or (
            mission == "mirages_knots" and info.kind in ("mirage", "knot")
        ):
            key = f"space{space}"
        if key:
            self.mark(seat, key, self.label(space))

    def mark(self: Any, seat: int, key: str, label: str) -> None:
        board = self.board(seat)
        if key in board["marks"] or self.result:
            return
        board["marks"].append(key)
        self.say(E.MissionMarked(seat, label, len(board["marks"])))
        if len(board["marks"]) >= self.character(seat).mission_count:
            self.finish([seat], f"{self.character(seat).name} completed the mission")
