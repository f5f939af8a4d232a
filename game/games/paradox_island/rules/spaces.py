"""Space activation (book pp. 11-13): fruits, camps, oracles, mirages, Escher
knots, portals, the ten anomalies and lakes."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from game.core.values import Action
from game.games.paradox_island.rules import actions as A
from game.games.paradox_island.rules import events as E
from game.games.paradox_island.rules.island import (
    DIRECTION_NAMES,
    FRUITS,
    HEX_INDEX,
    SPACES,
    direction_index,
    exit_parts,
    step,
)

OP = E.OP_SEAT


class Spaces:
    """Mixin of ``ParadoxIslandState``: what a space does when activated."""

    def task_activation(self: Any, task: dict[str, Any]) -> None:
        ref, space = task["ref"], task["space"]
        kind = self.island.spaces[space].kind
        act = task["act"]
        if act == "none":
            return
        if act == "captive" or (act == "auto" and kind == "lake"
                                and self.board(ref[0])["character"] == "phil"):
            self.ask(ref[0], "activate", task=task)  # Phil may leave any lake alone
        elif act == "op":
            self.ask(OP, "op_activate", task=task)
        elif kind in ("knot", "portal") and self.board(ref[0])["character"] == "schrodie":
            self.push({"t": "window", "bonus": "no_activation", "who": ref, "ctx": {}},
                      {**task, "t": "activate"})
        else:
            self.push({**task, "t": "activate"})

    def options_activate(self: Any, pending: dict[str, Any]) -> list[Action]:
        return [A.Activate(True), A.Activate(False)]

    options_op_activate = options_activate

    def answer_activate(self: Any, pending: dict[str, Any], action: A.Activate) -> None:
        task = pending["task"]
        if action.yes:
            self.push({**task, "t": "activate"})
        else:
            ref = task["ref"]
            self.say(E.Activation(ref[0], ref[1], self.label(task["space"]), False))

    def answer_op_activate(self: Any, pending: dict[str, Any], action: A.Activate) -> None:
        """OP activates the space it moved a captive to -- but Phil may still leave a lake
        alone (p. 26: "After visiting a lake, Phil can choose not to activate it"; his
        ability "is always in effect", p. 9), so he has the last word there; and
        Schrodie may still stop a knot or portal with her bonus (p. 27)."""
        task = pending["task"]
        ref = task["ref"]
        kind = self.island.spaces[task["space"]].kind
        character = self.board(ref[0])["character"]
        if action.yes and kind == "lake" and character == "phil":
            self.ask(ref[0], "activate", task=task)
            return
        if action.yes and kind in ("knot", "portal") and character == "schrodie":
            # A piece OP moved (a push, an anomaly) visited unsafely (designer's choice),
            # so Schrodie's bonus may still stop the knot or portal (p. 27: "Do not
            # activate an Escher knot or a portal when you visit one unsafely").
            self.push({"t": "window", "bonus": "no_activation", "who": ref, "ctx": {}},
                      {**task, "t": "activate"})
            return
        self.answer_activate(pending, action)

    def task_activate(self: Any, task: dict[str, Any]) -> None:
        ref, space = task["ref"], task["space"]
        if task.get("cancelled") or self.piece(ref)["at"] != space:
            return
        info = self.island.spaces[space]
        self.say(E.Activation(ref[0], ref[1], self.label(space), True))
        seat = ref[0]
        if info.kind == "fruit":
            self.obtain(seat, info.name)
        elif info.kind == "camp":
            self.ask(seat, "rest", who=ref)
        elif info.kind == "oracle":
            self.ask(seat, "oracle", who=ref)
        elif info.kind == "mirage":
            self.hurt(ref, 2 if self.token == "nightmare" else 1, 0, "mirage")
        elif info.kind == "lake":
            self.piece(ref)["lying"] = True
            self.say(E.OnSide(seat, ref[1], self.label(space)))
        elif info.kind == "knot":
            self.through_knot(task)
        elif info.kind == "portal":
            others = [p for p in self.island.find("portal") if p != space]
            if self.token == "hurricane":
                self.ask(OP, "portal_exit", task=task, spaces=others)
            else:
                self.push(self.portal_arrival(task, self.island.twin_portal(space)))
        else:
            self.anomaly(task)

    def through_knot(self: Any, task: dict[str, Any]) -> None:
        """Follow the arrow from the side the piece came in by; the next space works."""
        came = task.get("came")
        if came is None:
            return
        space = task["space"]
        out = self.island.knot_exit(space, (came + 3) % 6)
        nxt = step(space, out)
        base = {"ref": task["ref"], "touch": task["touch"], "origin": space, "d": out,
                "how": "knot"}
        if nxt is None:
            self.push({**base, "t": "ocean", "shore": space, "parts": list(exit_parts(space, out))})
        else:
            self.push({**base, "t": "arrive", "space": nxt, "act": "auto", "came": out})

    def portal_arrival(self: Any, task: dict[str, Any], space: int) -> dict[str, Any]:
        return {"t": "arrive", "ref": task["ref"], "space": space, "touch": task["touch"],
                "act": "none", "came": None, "how": "portal"}

    def options_portal_exit(self: Any, pending: dict[str, Any]) -> list[Action]:
        return [A.PickSpace(SPACES[s]) for s in pending["spaces"]]

    def answer_portal_exit(self: Any, pending: dict[str, Any], action: A.PickSpace) -> None:
        self.push(self.portal_arrival(pending["task"], HEX_INDEX[action.space]))

    # Fruits (and Hempel's palm trees).

    def obtain(self: Any, seat: int, fruit: str) -> None:
        board = self.board(seat)
        if board["character"] == "hempel":
            if fruit in board["palms"]:
                box = board["palms"].index(fruit)
                if board["palm_used"][box]:
                    board["palm_used"][box] = False
                    self.say(E.FruitChanged(seat, fruit, "restored", "visited again"))
            elif None in board["palms"]:
                self.ask(seat, "palm", fruit=fruit)
            return
        if not board["fruits"][fruit]:
            board["fruits"][fruit] = "circled"
            self.say(E.FruitChanged(seat, fruit, "gained", "fruit space"))

    def options_palm(self: Any, pending: dict[str, Any]) -> list[Action]:
        palms = self.board(pending["seat"])["palms"]
        return [A.DrawPalm(i) for i, f in enumerate(palms) if f is None]

    def answer_palm(self: Any, pending: dict[str, Any], action: A.DrawPalm) -> None:
        board = self.board(pending["seat"])
        board["palms"][action.box] = pending["fruit"]
        board["fruits"][pending["fruit"]] = "circled"
        self.say(E.PalmDrawn(pending["seat"], pending["fruit"], action.box))

    def circled(self: Any, seat: int) -> list[str]:
        """Fruits whose bonus can be used now (Hempel: unused palm trees)."""
        board = self.board(seat)
        if board["character"] == "hempel":
            return [f for f, used in zip(board["palms"], board["palm_used"], strict=True)
                    if f is not None and not used]
        return [f for f in FRUITS if board["fruits"][f] == "circled"]

    def cross_out(self: Any, seat: int, fruit: str, why: str) -> None:
        board = self.board(seat)
        if board["character"] == "hempel" and fruit in board["palms"]:
            board["palm_used"][board["palms"].index(fruit)] = True
        else:
            board["fruits"][fruit] = "crossed"
        self.say(E.FruitChanged(seat, fruit, "lost", why))

    # Camps and oracles.

    def options_rest(self: Any, pending: dict[str, Any]) -> list[Action]:
        points = 1 if self.token == "drought" else 2
        if self.character(pending["seat"]).pooled:
            return [A.Rest(points, 0)]
        return [A.Rest(h, points - h) for h in range(points + 1)]

    def answer_rest(self: Any, pending: dict[str, Any], action: A.Rest) -> None:
        self.gain(pending["who"], action.health, action.energy, "camp")

    def options_oracle(self: Any, pending: dict[str, Any]) -> list[Action]:
        return [A.AskOracle(tuple(c)) for n in range(3) for c in combinations(DIRECTION_NAMES, n)]

    def answer_oracle(self: Any, pending: dict[str, Any], action: A.AskOracle) -> None:
        ref = pending["who"]
        at = self.piece(ref)["at"]
        for name in action.directions:
            nxt = step(at, direction_index(name))
            label = "ocean" if nxt is None else self.label(nxt)
            self.say(E.OracleAnswer(ref[0], ref[1], name, label))

    # The ten anomalies (p. 12).

    def anomaly(self: Any, task: dict[str, Any]) -> None:
        ref, space = task["ref"], task["space"]
        effect = self.anomaly_effect(space)
        self.say(E.AnomalyWorks(ref[0], ref[1], self.anomalies[space]))
        if effect == "health":
            self.hurt(ref, 1, 0, "anomaly")
        elif effect == "energy":
            self.hurt(ref, 0, 1, "anomaly")
        elif effect == "fruit":
            if self.circled(ref[0]):
                self.ask(OP, "blight", who=ref)
        elif effect in ("rock", "bush", "wave"):
            self.push({"t": "anomaly_action", "piece": effect})
        else:
            self.anomaly_move(task, effect)

    def anomaly_move(self: Any, task: dict[str, Any], effect: str) -> None:
        space = task["space"]
        if effect == "to_fruit":
            targets = {s: None for s in self.island.find("fruit")}
        elif effect == "to_lake":
            targets = {s: None for s in self.island.find("lake")}
        elif effect == "shove":
            targets = {step(space, d): d for d in range(6) if step(space, d) is not None}
        else:
            if task.get("came") is None:
                return  # no way in, so no arrow to follow
            ways = [(task["came"] + k) % 6 for k in (1, -1)]
            targets = {step(space, d): d for d in ways if step(space, d) is not None}
            if not targets:
                # Both ways lead into the ocean. OP is asked all the same (which part,
                # where the two differ): whether the fork stands on the shore is not for
                # the captive to learn from a pause before it is told "ocean".
                parts = {exit_parts(space, d)[0]: d for d in ways}
                self.ask(OP, "anomaly_sea", who=task["ref"], space=space,
                         ways=[[p, d] for p, d in sorted(parts.items())])
                return
        self.ask(OP, "anomaly_dest", who=task["ref"], effect=effect,
                 targets=[[s, d] for s, d in targets.items()])

    def options_anomaly_dest(self: Any, pending: dict[str, Any]) -> list[Action]:
        return [A.PickSpace(SPACES[s]) for s, _ in pending["targets"]]

    def answer_anomaly_dest(self: Any, pending: dict[str, Any], action: A.PickSpace) -> None:
        space = HEX_INDEX[action.space]
        d = dict((s, d) for s, d in pending["targets"])[space]
        self.push({"t": "arrive", "ref": pending["who"], "space": space, "touch": "unsafe",
                   "act": "op", "came": d, "how": "anomaly",
                   "say_dir": pending["effect"] == "shove"})

    def options_anomaly_sea(self: Any, pending: dict[str, Any]) -> list[Action]:
        return [A.PickPart(p) for p, _ in pending["ways"]]

    def answer_anomaly_sea(self: Any, pending: dict[str, Any], action: A.PickPart) -> None:
        space, d = pending["space"], dict((p, d) for p, d in pending["ways"])[action.part]
        self.push({"t": "ocean", "ref": pending["who"], "shore": space, "d": d,
                   "parts": list(exit_parts(space, d)), "touch": "unsafe",
                   "origin": space, "how": "anomaly"})

    def options_blight(self: Any, pending: dict[str, Any]) -> list[Action]:
        return [A.PickFruit(f) for f in self.circled(pending["who"][0])]

    def answer_blight(self: Any, pending: dict[str, Any], action: A.PickFruit) -> None:
        self.cross_out(pending["who"][0], action.fruit, "anomaly")

    def options_seaweed(self: Any, pending: dict[str, Any]) -> list[Action]:
        """Seaweed (p. 20): "OP can cross out any fruit, even one that has not been
        circled" -- may, so OP may also pass."""
        board = self.board(pending["who"][0])
        if board["character"] == "hempel":
            fruits = self.circled(pending["who"][0])
        else:
            fruits = [f for f in FRUITS if board["fruits"][f] != "crossed"]
        return [*(A.PickFruit(f) for f in fruits), A.Pass()]

    def answer_seaweed(self: Any, pending: dict[str, Any], action: Action) -> None:
        if isinstance(action, A.PickFruit):
            self.cross_out(pending["who"][0], action.fruit, "seaweed")
