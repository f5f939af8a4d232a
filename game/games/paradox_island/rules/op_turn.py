"""OP's turn (book pp. 15-17): power tokens, then 3 actions over the Wave, the
Rock and the Bush; also the single OP actions anomalies grant, pieces leaving
the map and coming back, and the five power tokens the book explains.

The Rock's action is a move and a push in either order: ``turn['open']``
remembers which half of the pusher's current action is used. Under
Lithophytes the Bush is the pusher and the Rock walks and attacks like the
Bush, while the Bush keeps its own attack (``pusher``/``walkers``).
"""

from __future__ import annotations

from typing import Any

from game.core.values import Action
from game.games.paradox_island.rules import actions as A
from game.games.paradox_island.rules import events as E
from game.games.paradox_island.rules.island import (
    DIRECTION_NAMES,
    HEX_INDEX,
    OCEAN_NAMES,
    SPACES,
    direction_index,
    exit_parts,
    far_end,
    step,
)
from game.games.paradox_island.rules.op_wave import WaveActions

OP = E.OP_SEAT


class OpTurn(WaveActions):
    """Mixin of ``ParadoxIslandState``: OP's pieces."""

    def pusher(self: Any) -> str:
        return "bush" if self.token == "lithophytes" else "rock"

    def walkers(self: Any) -> tuple[str, ...]:
        """The pieces that attack where they land and never revisit a space in a turn.

        Lithophytes (p. 20): "The Bush's pushes work the same as the Rock's pushes, and
        the Rock attacks and moves according to the rules of the Bush". The Rock takes
        on the Bush's rules; nothing takes the Bush's own attack away, so it keeps it.
        """
        return ("bush", "rock") if self.token == "lithophytes" else ("bush",)

    def begin_op_turn(self: Any) -> None:
        if self.token:
            self.stack.append(self.token)
            self.token = None
        self.drawn = [self.stack.pop(0), self.stack.pop(0)]
        self.say(E.TokensDrawn(tuple(self.drawn)))
        self.ask(OP, "keep_token")

    def options_keep_token(self: Any, pending: dict[str, Any]) -> list[Action]:
        return [A.KeepToken(t) for t in self.drawn]

    def answer_keep_token(self: Any, pending: dict[str, Any], action: A.KeepToken) -> None:
        self.token = action.token
        self.stack.extend(t for t in self.drawn if t != action.token)
        self.drawn = []
        self.say(E.TokenKept(action.token))
        trail = {p: [self.place_key(getattr(self, p))] for p in ("bush", "rock")
                 if getattr(self, p) is not None}
        self.turn.update({"op_actions": 4 if self.token == "tremor" else 3, "open": None,
                          "wave_hit": [], "trail": trail})

    def place_key(self, space: int) -> int:
        lake = self.island.lake_of[space]  # type: ignore[attr-defined]
        return 100 + lake if lake >= 0 else space

    # What OP may do.

    def op_options(self: Any) -> list[Action]:
        if "op_actions" not in self.turn:
            return []
        if self.turn["op_actions"] > 0:
            return [a for p in ("wave", "bush", "rock")
                    for a in self.piece_options(p, ("move", "push"), self.turn)]
        held = self.turn["open"]
        if held:
            return self.piece_options(held["piece"], [h for h in ("move", "push") if not held[h]],
                                      self.turn)
        return []

    def piece_options(self: Any, piece: str, halves: Any, turn: dict[str, Any]) -> list[Action]:
        """One action's choices for ``piece`` (for the pusher: the halves still open)."""
        if piece == "wave":
            return self.wave_options(turn)
        at = getattr(self, piece)
        if at is None:
            return []
        out: list[Action] = []
        if "move" in halves:
            out += self.step_options(piece, at, turn.get("trail", {}).get(piece, []))
        if "push" in halves and piece == self.pusher():
            out += self.push_options(piece, at)
        return out

    def step_options(self: Any, piece: str, at: int, trail: list[int]) -> list[Action]:
        seen: set[tuple[int, int]] = set()
        out: list[Action] = []
        no_revisit = piece in self.walkers() and self.token != "bramble"
        for start in self.island.lake_spaces(at):
            for d in range(6):
                dest = step(start, d)
                landing = self.crossing(piece, start, d) if dest is None else dest
                key = -1 if landing is None else self.place_key(landing)
                if dest is not None and self.same_place(start, dest):
                    continue
                if (no_revisit and key in trail) or (d, key) in seen:
                    continue
                seen.add((d, key))
                out.append(A.PieceMove(piece, SPACES[start], DIRECTION_NAMES[d]))
        return out

    def push_options(self: Any, piece: str, at: int) -> list[Action]:
        mine = set(self.island.lake_spaces(at))
        out: list[Action] = []
        for ref in self.on_map():
            if self.piece(ref)["immune"] == piece:
                continue
            held = self.occupied(ref)
            if mine & set(held):
                continue
            dirs = {d for s in mine for d in range(6) if step(s, d) in held}
            out += [A.Push(piece, ref[0], ref[1], DIRECTION_NAMES[d]) for d in sorted(dirs)]
        return out

    def occupied(self: Any, ref: list[int]) -> tuple[int, ...]:
        """The spaces a captive piece takes up: a whole lake when lying on its side."""
        piece = self.piece(ref)
        return self.island.lake_spaces(piece["at"]) if piece["lying"] else (piece["at"],)

    # Doing it.

    def apply_op(self: Any, action: Action) -> None:
        if isinstance(action, A.EndOpTurn):
            self.turn["over"] = True
            return
        half = {"piece_move": "move", "push": "push"}.get(action.kind, "")
        piece = getattr(action, "piece", "") if half == "move" else getattr(action, "by", "wave")
        held = self.turn["open"]
        if held and held["piece"] == piece and half and not held[half]:
            held[half] = True
        else:
            self.turn["op_actions"] -= 1
            self.turn["open"] = ({"piece": piece, "move": half == "move", "push": half == "push"}
                                 if piece == self.pusher() and half else None)
        self.do_piece_action(action, self.turn)

    def do_piece_action(self: Any, action: Action, turn: dict[str, Any]) -> None:
        if isinstance(action, A.WaveMove):
            self.wave_move(action)
        elif isinstance(action, A.WaveAttack):
            ref = [action.seat, action.piece]
            turn.setdefault("wave_hit", []).append(ref)
            self.op_attack("wave", ref)
        elif isinstance(action, A.PieceMove):
            self.op_step(action.piece, HEX_INDEX[action.start],
                         direction_index(action.direction), turn)
        elif isinstance(action, A.Push):
            self.do_push(action)

    def op_attack(self: Any, name: str, ref: list[int]) -> None:
        piece = self.piece(ref)
        if piece["immune"] == name or (piece["at"] is None and piece["label"] != "ocean"):
            return
        if name == "wave":
            self.say(E.Attacked(ref[0], ref[1], "wave", 1, 0))
            self.hurt(ref, 1, 0, "wave")
        elif name in self.walkers():
            self.say(E.Attacked(ref[0], ref[1], name, 1, 1))
            self.hurt(ref, 1, 1, name)
            if self.token == "seaweed" and name == "bush" and self.piece(ref)["at"] is not None:
                self.push({"t": "seaweed_pick", "who": ref})

    def task_seaweed_pick(self: Any, task: dict[str, Any]) -> None:
        self.ask(OP, "seaweed", who=task["who"])

    def crossing(self: Any, piece: str, start: int, d: int) -> int | None:
        """Where a piece stepping from ``start`` into the ocean comes ashore: under Seaweed
        the Bush moves "similar to Phil's when using his ability" (p. 20), to the far end
        of the same line; anything else stays in the ocean (None)."""
        if piece == "bush" and self.token == "seaweed":
            return far_end(start, (d + 3) % 6)
        return None

    def op_step(self: Any, piece: str, start: int, d: int, turn: dict[str, Any],
                how: str = "move") -> None:
        dest = step(start, d)
        crossed = dest is None and self.crossing(piece, start, d) is not None
        if crossed:
            dest = self.crossing(piece, start, d)
        if dest is None:
            setattr(self, piece, None)
            self.gone.append(piece)
            turn["open"] = None
            self.say(E.OpMoved(piece, DIRECTION_NAMES[d], "ocean", "move", (), None))
            self.say(E.OpPieceGone(piece, "in the ocean"))
            return
        turn.setdefault("trail", {}).setdefault(piece, []).append(self.place_key(dest))
        self.op_land(piece, dest, d, how, self.visited(piece, turn), crossed)

    def visited(self: Any, piece: str, turn: dict[str, Any]) -> list[int]:
        """The places ``piece`` may not enter again: the walker's trail this turn, its
        start included (p. 16: "The Bush cannot visit the same space twice in one turn");
        none for the Rock or under Bramble."""
        if piece not in self.walkers() or self.token == "bramble":
            return []
        return list(turn.get("trail", {}).get(piece, []))

    def op_land(self: Any, piece: str, dest: int, came: int | None, how: str,
                trail: list[int] | None = None, crossed: bool = False) -> None:
        """An OP piece lands: OP names the space and every piece on it (p. 17).
        ``trail``: the places the piece may not enter again this turn (``visited``);
        ``crossed``: it came ashore across the island (Seaweed) and is told so."""
        setattr(self, piece, dest)
        if how in ("portal", "knot") and "trail" in self.turn:
            self.turn["trail"].setdefault(piece, []).append(self.place_key(dest))
        caps = [r for r in self.on_map() if self.same_place(dest, self.piece(r)["at"])]
        others = [p for p in self.op_pieces_at(dest) if p != piece]
        names = tuple(others + [self.name_of(r) for r in caps])
        told = DIRECTION_NAMES[came] if came is not None and how in ("move", "step") else ""
        said = "crossing" if crossed else how
        self.say(E.OpMoved(piece, told, self.label(dest), said, names, SPACES[dest]))
        if names:
            self.op_meets_theseus(caps)
            self.meet_windows(caps)
        if piece in self.walkers():
            for ref in caps:
                if self.result:
                    return  # a perish ended the game: nobody else is attacked
                self.op_attack(piece, ref)
        kind = self.island.spaces[dest].kind
        ivy = kind == "anomaly" and self.token == "ivy"
        if how == "move" and (kind in ("portal", "knot") or ivy):
            self.push({"t": "op_piece_activate", "piece": piece, "space": dest, "came": came,
                       "trail": list(trail or [])})

    def task_op_piece_activate(self: Any, task: dict[str, Any]) -> None:
        if getattr(self, task["piece"]) == task["space"]:
            self.ask(OP, "op_piece_activate", task=task)

    def options_op_piece_activate(self: Any, pending: dict[str, Any]) -> list[Action]:
        """Activating is refused when every landing it offers is a place the Bush visited
        this turn (p. 16); the piece then stays, unactivated (designer's choice)."""
        if not self.activation_exits(pending["task"]):
            return [A.Activate(False)]
        return [A.Activate(True), A.Activate(False)]

    def activation_exits(self: Any, task: dict[str, Any]) -> list[int | None]:
        """Where activating the task's portal, knot or (Ivy) anomaly may send the piece,
        without the places it may not enter again (``None``: the ocean)."""
        piece, space = task["piece"], task["space"]
        kind = self.island.spaces[space].kind
        exits: list[int | None]
        if kind == "portal" and self.token != "hurricane":
            exits = [self.island.twin_portal(space)]
        elif kind in ("portal", "anomaly"):
            exits = [p for p in self.island.find(kind) if p != space]
        elif task["came"] is None:
            return []  # no way in, so no arrow to follow
        else:
            out = self.island.knot_exit(space, (task["came"] + 3) % 6)
            nxt = step(space, out)
            if nxt is None and piece == "bush" and self.token == "seaweed":
                nxt = far_end(space, (out + 3) % 6)
            exits = [nxt]
        trail = task.get("trail", [])
        return [s for s in exits if s is None or self.place_key(s) not in trail]

    def answer_op_piece_activate(self: Any, pending: dict[str, Any], action: A.Activate) -> None:
        task = pending["task"]
        piece, space = task["piece"], task["space"]
        self.say(E.OpActivation(piece, self.label(space), action.yes))
        if not action.yes:
            return
        kind = self.island.spaces[space].kind
        trail = task.get("trail", [])
        if kind == "portal" and self.token != "hurricane":
            self.op_land(piece, self.island.twin_portal(space), None, "portal")
        elif kind == "portal":
            self.ask(OP, "op_teleport", piece=piece, spaces=self.activation_exits(task),
                     how="portal", trail=trail)
        elif kind == "anomaly":
            self.ask(OP, "op_teleport", piece=piece, spaces=self.activation_exits(task),
                     how="ivy", trail=trail)
        elif task["came"] is not None:
            out = self.island.knot_exit(space, (task["came"] + 3) % 6)
            nxt = step(space, out)
            if nxt is None:
                self.op_step(piece, space, out, self.turn)
            else:
                self.op_land(piece, nxt, out, "knot")

    def options_op_teleport(self: Any, pending: dict[str, Any]) -> list[Action]:
        return [A.PickSpace(SPACES[s]) for s in pending["spaces"]]

    def answer_op_teleport(self: Any, pending: dict[str, Any], action: A.PickSpace) -> None:
        piece, space = pending["piece"], HEX_INDEX[action.space]
        self.op_land(piece, space, None, pending["how"])
        if pending["how"] == "ivy":
            trail = pending.get("trail", [])
            self.push({"t": "free_step", "piece": piece,
                       "trail": [*trail, self.place_key(space)] if trail else []})

    def task_free_step(self: Any, task: dict[str, Any]) -> None:
        """Ivy: after teleporting, one free step (not an action) off the exit anomaly."""
        if getattr(self, task["piece"]) is not None:
            self.ask(OP, "free_step", piece=task["piece"], trail=task.get("trail", []))

    def options_free_step(self: Any, pending: dict[str, Any]) -> list[Action]:
        """The Bush's free step may not revisit a place either (p. 16)."""
        piece = pending["piece"]
        return [*self.step_options(piece, getattr(self, piece), pending.get("trail", [])),
                A.Pass()]

    def answer_free_step(self: Any, pending: dict[str, Any], action: Action) -> None:
        if isinstance(action, A.PieceMove):
            # The free step ends the Ivy move: its landing does not teleport again.
            self.op_step(action.piece, HEX_INDEX[action.start],
                         direction_index(action.direction), self.turn, "step")

    def do_push(self: Any, action: A.Push) -> None:
        """Push a captive straight on; a lake is crossed whole (p. 17). Landslide: 2 spaces."""
        ref, d = [action.seat, action.piece], direction_index(action.direction)
        lying = self.piece(ref)["lying"]
        held = self.occupied(ref)
        mine = self.island.lake_spaces(getattr(self, action.by))
        entry = next(step(s, d) for s in mine if step(s, d) in held)
        lake = self.island.lake_of[entry]
        here, nxt = entry, step(entry, d)
        while nxt is not None and lake >= 0 and self.island.lake_of[nxt] == lake:
            here, nxt = nxt, step(nxt, d)
        if nxt is not None and self.token == "landslide":
            here, nxt = nxt, step(nxt, d)
        self.piece(ref)["lying"] = False
        self.say(E.Pushed(action.by, ref[0], ref[1], action.direction))
        base = {"ref": ref, "touch": "unsafe", "origin": self.piece(ref)["at"], "d": d,
                "how": "push", "lying": lying}
        if nxt is None:
            self.push({**base, "t": "ocean", "shore": here, "parts": list(exit_parts(here, d))})
        else:
            self.push({**base, "t": "arrive", "space": nxt, "act": "op", "came": d,
                       "say_dir": True})

    # Pieces that left the map come back at the end of the turn (pp. 15, 18).

    def task_return_piece(self: Any, task: dict[str, Any]) -> None:
        self.ask(OP, "return_piece", piece=task["piece"])

    def options_return_piece(self: Any, pending: dict[str, Any]) -> list[Action]:
        piece = pending["piece"]
        if piece == "wave":
            return [A.PickPart(k) for k in range(len(OCEAN_NAMES))]
        kind = "anomaly" if piece == "rock" else "fruit"
        taken = {self.piece(r)["at"] for r in self.on_map()} | {self.bush, self.rock}
        free = [s for s in self.island.find(kind) if s not in taken]
        return [A.PickSpace(SPACES[s]) for s in free or self.island.find(kind)]

    def answer_return_piece(self: Any, pending: dict[str, Any], action: Action) -> None:
        piece = pending["piece"]
        if isinstance(action, A.PickPart):
            self.wave, self.wave_lake = action.part, None
            self.say(E.OpPieceBack("wave", None, action.part))
        elif isinstance(action, A.PickSpace):
            setattr(self, piece, HEX_INDEX[action.space])
            self.say(E.OpPieceBack(piece, action.space, -1))
