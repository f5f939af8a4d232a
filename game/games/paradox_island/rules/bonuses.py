"""Fruit bonuses (book p. 10) and the abilities tied to them (pp. 21-27).

Own-turn bonuses are free actions on the captive's turn. The any-turn
bonuses fire on a trigger (visiting an anomaly, two pieces meeting, landing
in the ocean, an unsafe knot or portal): a window opens for the captive the
trigger concerns, and only if that captive holds a fruit for it. Fruit
holdings are public (every fruit gained or crossed out is said aloud), so a
window reveals nothing the table has not heard.
"""

from __future__ import annotations

from typing import Any

from game.core.values import Action
from game.games.paradox_island.rules import actions as A
from game.games.paradox_island.rules import events as E
from game.games.paradox_island.rules.catalog import Bonus, extra_boxes
from game.games.paradox_island.rules.island import (
    DIRECTION_NAMES,
    FRUITS,
    SPACES,
    direction_index,
    line,
    step,
)

OP_PIECES = ("wave", "rock", "bush")
WINDOW_BONUSES = ("anomaly_boost", "meet_boost", "ocean_back", "ocean_to_captive",
                  "no_activation")


class Bonuses:
    """Mixin of ``ParadoxIslandState``: fruit bonuses and Theseus' additional bonuses."""

    def bonus_of(self: Any, seat: int, fruit: str) -> Bonus | None:
        board = self.board(seat)
        char = self.character(seat)
        if board["character"] != "hempel":
            return char.bonus_for(fruit)
        box = board["palms"].index(fruit)
        for bonus in char.bonuses:
            if box < bonus.boxes:
                return bonus
            box -= bonus.boxes
        return None

    def bonus_options(self: Any, seat: int) -> list[Action]:
        """Own-turn bonuses and circled additional bonuses, for every piece on the island."""
        out: list[Action] = []
        board = self.board(seat)
        for index, piece in enumerate(board["pieces"]):
            if piece["at"] is None:
                continue
            for fruit in self.circled(seat):
                bonus = self.bonus_of(seat, fruit)
                if bonus and bonus.id not in WINDOW_BONUSES:
                    options = self.choices(bonus.id, [seat, index])
                    out += [A.UseBonus(fruit, index, o) for o in options]
            out += [A.UseExtra(box, index) for box, mark in enumerate(board["extras"])
                    if mark == "circled"]
        return out

    def choices(self: Any, bonus: str, ref: list[int], ctx: dict[str, Any] | None = None
                ) -> list[str]:
        """The options a bonus offers now ("" when it needs none); empty if unusable."""
        seat, index = ref
        board = self.board(seat)
        if bonus in ("immunity", "spot_piece"):
            return list(OP_PIECES)
        if bonus in ("line_scan",):
            return list(DIRECTION_NAMES)
        if bonus == "sprint":
            if self.turn["actions"][index] <= 0 or not self.can_act(index):
                return []
            spare = self.spare_energy(ref)
            return [f"{n}:{d}:{s}" for n in range(1, 7) for d in DIRECTION_NAMES
                    for s in ("unsafe", "safe") if 1 + (s == "safe") <= spare]
        if bonus == "free_leap":
            return [f"{d}:{s}" for d in DIRECTION_NAMES for s in ("unsafe", "safe")]
        if bonus == "refresh":
            return ["health", "energy"]
        if bonus == "fruit_return":
            return list(board["visited_fruits"])
        if bonus == "replenish":
            return [f for f in FRUITS if board["fruits"][f] == "crossed"
                    and self.bonus_of(seat, f).id != "replenish"]
        if bonus == "circle_extra":
            return [""] if "" in board["extras"] else []
        if bonus == "peek":
            names = [f"{s}.{p}" for s, p in self.on_map()] + ["rock", "bush"]
            return [f"{n}:{d}" for n in names for d in DIRECTION_NAMES]
        if bonus == "ocean_back":
            return [""] if ctx and ctx.get("origin") is not None else []
        if bonus == "ocean_to_captive":
            return [f"{s}.{p}" for s, p in self.on_map() if [s, p] != ref]
        return [""]

    def use_bonus(self: Any, seat: int, action: Action) -> None:
        if isinstance(action, A.UseExtra):
            self.use_extra(seat, action)
            return
        assert isinstance(action, A.UseBonus)
        bonus = self.bonus_of(seat, action.fruit)
        assert bonus is not None
        self.cross_out(seat, action.fruit, "bonus")
        self.say(E.BonusUsed(seat, action.piece, action.fruit, bonus.id, action.option))
        self.bonus_effect(bonus.id, [seat, action.piece], action.option)

    def bonus_effect(self: Any, bonus: str, ref: list[int], option: str) -> None:
        seat, index = ref
        piece = self.piece(ref)
        if bonus == "anomaly_boost":
            self.gain(ref, 1, 1, "bonus")
        elif bonus in ("meet_boost",):
            self.gain(ref, 0, 2, "bonus")
        elif bonus == "catnap":
            self.gain(ref, 1, 0, "bonus")
        elif bonus == "refresh":
            self.gain(ref, *((1, 0) if option == "health" else (0, 2)), "bonus")
        elif bonus == "immunity":
            piece["immune"] = option
        elif bonus == "rally":
            self.turn["actions"][index] += 1
            self.say(E.ActionGained(seat, index, 1, "bonus"))
        elif bonus in ("line_scan", "six_around"):
            if bonus == "line_scan":
                spaces = line(piece["at"], direction_index(option))
            else:
                spaces = [step(piece["at"], d) for d in range(6)]
            # Sorted before the shuffle, so the order said depends only on which labels
            # there are, never on how they lie (p. 26: "in random order").
            labels = sorted("ocean" if s is None else self.label(s) for s in spaces)
            self.rng.shuffle(labels)
            self.say(E.SpacesNamed(seat, bonus, option, tuple(labels)))
        elif bonus == "peek":
            self.peek(seat, option)
        elif bonus == "spot_piece":
            self.spot(seat, option)
        elif bonus == "sprint":
            count, d, safe = option.split(":")
            self.start_piece(index)
            self.turn["actions"][index] -= 1
            self.spend(ref, 1 + (safe == "safe"))
            self.say(E.MoveDeclared(seat, index, d, int(count), safe == "safe"))
            self.begin_move(ref, direction_index(d), int(count), safe == "safe", "sprint")
        elif bonus == "free_leap":
            d, safe = option.split(":")
            self.say(E.MoveDeclared(seat, index, d, 2, safe == "safe"))
            self.begin_move(ref, direction_index(d), 2, safe == "safe", "bonus")
        elif bonus == "fruit_return":
            self.safe_landing(ref, self.island.fruit_space(option))
        elif bonus == "ocean_back":
            self.safe_landing(ref, self.pending_ctx["origin"])
        elif bonus == "ocean_to_captive":
            other = [int(x) for x in option.split(".")]
            self.safe_landing(ref, self.piece(other)["at"])
        elif bonus == "replenish":
            self.board(seat)["fruits"][option] = "circled"
            self.say(E.FruitChanged(seat, option, "restored", "bonus"))
        elif bonus == "circle_extra":
            self.circle_extra(seat)
        elif bonus == "no_activation":
            task = next(t for t in reversed(self.tasks) if t["t"] == "activate")
            task["cancelled"] = True
            self.say(E.Activation(seat, index, self.label(task["space"]), False))

    def safe_landing(self: Any, ref: list[int], space: int) -> None:
        self.piece(ref)["lying"] = False
        self.push({"t": "arrive", "ref": ref, "space": space, "touch": "safe", "act": "captive",
                   "came": None, "how": "bonus"})

    def spot(self: Any, seat: int, name: str) -> None:
        """Granddead's bonus: OP marks an OP piece on his map, for him alone (p. 21). A
        piece off the island reads "gone"; the Wave in an ocean part is marked on that
        part, a Wave standing in a lake (Flood) on that lake, named as the lake it is --
        never "ocean" (p. 8: OP "always gives them clear and honest feedback")."""
        at = getattr(self, name)
        part, lake_spaces = -1, ()
        if name != "wave":
            label = "gone" if at is None else self.label(at)
            space = None if at is None else SPACES[at]
        else:
            space = None
            if self.wave is not None:
                label, part = "ocean", self.wave
            elif self.wave_lake is not None:
                cells = self.island.lakes[self.wave_lake]
                label, lake_spaces = self.label(cells[0]), tuple(SPACES[c] for c in cells)
            else:
                label = "gone"
        self.say(E.PieceSpotted(seat, name, label, space, part, lake_spaces))

    def peek(self: Any, seat: int, option: str) -> None:
        who, d = option.split(":")
        if who in OP_PIECES:
            at = getattr(self, who)
        else:
            at = self.piece([int(x) for x in who.split(".")])["at"]
        if at is None:
            label = "gone"
        else:
            nxt = step(at, direction_index(d))
            label = "ocean" if nxt is None else self.label(nxt)
        self.say(E.SpacesNamed(seat, "peek", d, (label,)))

    # Windows for any-turn bonuses.

    def task_window(self: Any, task: dict[str, Any]) -> None:
        ref, bonus = task["who"], task["bonus"]
        seat = ref[0]
        piece = self.piece(ref)
        if piece["at"] is None and piece["label"] != "ocean":
            return
        fruits = [f for f in self.circled(seat)
                  if (b := self.bonus_of(seat, f)) is not None and b.id == bonus]
        if fruits and self.choices(bonus, ref, task["ctx"]):
            self.ask(seat, "bonus", bonus=bonus, who=ref, ctx=task["ctx"], fruits=fruits)

    def options_bonus(self: Any, pending: dict[str, Any]) -> list[Action]:
        ref = pending["who"]
        options = self.choices(pending["bonus"], ref, pending["ctx"])
        return [A.UseBonus(f, ref[1], o) for f in pending["fruits"] for o in options] + [A.Pass()]

    def answer_bonus(self: Any, pending: dict[str, Any], action: Action) -> None:
        if isinstance(action, A.UseBonus):
            self.pending_ctx = pending["ctx"]
            self.use_bonus(pending["seat"], action)

    # Theseus: Figure Yourself Out.

    def circle_extra(self: Any, seat: int) -> None:
        extras = self.board(seat)["extras"]
        if "" in extras:
            box = extras.index("")
            extras[box] = "circled"
            self.say(E.ExtraChanged(seat, box, extra_boxes()[box], "circled"))

    def use_extra(self: Any, seat: int, action: A.UseExtra) -> None:
        self.board(seat)["extras"][action.box] = "used"
        kind = extra_boxes()[action.box]
        self.say(E.ExtraChanged(seat, action.box, kind, "used"))
        ref = [seat, action.piece]
        if kind == "energy":
            self.gain(ref, 0, 1, "extra")
        elif kind == "health":
            self.gain(ref, 1, 0, "extra")
        else:
            self.turn["actions"][action.piece] += 1
            self.say(E.ActionGained(seat, action.piece, 1, "extra"))
