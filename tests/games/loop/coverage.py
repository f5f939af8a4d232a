"""What Loop's seeded games exercise, and the players that make them exercise it.

Counted from each step (the state before it, the action, the events it made): the
levels, action kinds and placement ops, the symbols placed on (Level 3's rolled ones as
rolled), the symbols rolled, the tracker squares landed on, every event kind, how each
placement phase ended, the hold cases (turns without a hold step and portal turns
included), the other rule cases worth seeing, and every way the game is won or lost.

The players mixed into the seeded games (``seeded.deal``): the random player and the
bots, the bots with a random player mixed in (``mixed``), an edge walker (``explorer``)
that goes down one side of the tower to the corners the bots avoid, and a scripted
opening (``top_only``) that keeps to the top hex for three turns so the tracker's bridge
finds no path to fill.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.core.hexgrid import Hex
from game.core.match import Match
from game.core.rng import GameRng
from game.core.seats import bot_rng
from game.core.values import Action, Event
from game.games.loop.rules import actions as A
from game.games.loop.rules.board import DIRECTIONS, HEX_SYMBOLS, ROLLED_SYMBOLS, TRACKER_SYMBOLS
from game.games.loop.rules.logic import OPS, placement_value
from game.games.loop.rules.state import LoopState

Player = Callable[[dict[str, Any], list[Action], GameRng], Action]

#: Every way a game ends (``GameOver.reason``), by the book's Win / Lose list.
ENDINGS = {
    "a 3 placed on the second portal hex": "won: a die/dice on the second portal hex",
    "a 3 was rolled or held and none was placed": "lost: a 3 rolled or held, none placed",
    "the top hex was crossed off": "lost: the top hex crossed out",
    "the tracker reached the infinity square": "lost: the tracker reached infinity",
    "the last portal can no longer be reached": "lost: no way to the last portal",
}

#: How a placement phase ends (``PlacementEnded.reason``).
PLACEMENT_ENDS = (
    "the player ended it", "no legal placement left", "decoherence", "portal reached",
    "a bottom (gray) hex was reached",
)

#: Rule cases that no single action or event names.
CASES = (
    "hold: some placed dice held",
    "hold: nothing held, by choice",
    "hold: fewer than the placed dice allowed (Level 2 # Max Hold)",
    "no hold step: nothing placed this turn",
    "no hold step: portal turn (all dice rerolled)",
    "a die held into a turn without a hold step rolled again",
    "held dice kept their values into the next roll",
    "a 3 held into a turn and placed",
    "decoherence: a value of 3 from dice without a 3",
    "decoherence: a die showing 3 in another value",
    "decoherence: a single die showing 3",
    "unused dice: one cross-off each",
    "portal turn: unused dice cost nothing",
    "blast hex occupied again (on every occupy)",
    "bridge path filled from a tracker square",
    "bridge path filled from a bridge hex",
    "pool grew to 5", "pool grew to 6", "pool grew to 7", "pool grew to 8",
    "pool kept with more dice on offer", "a growth declined, offered again later",
    "death mode: a cross-off while plain hexes are left",
)

LEVELS = ("level 1", "level 2", "level 3", "level 3 death mode")


def level_name(state: LoopState) -> str:
    return LEVELS[3] if state.death else LEVELS[state.level_no - 1]


@dataclass
class Coverage:
    """Counts by (category, name)."""

    counts: Counter
    #: Games (by their state's id) in which a growth was declined.
    declined: set[int] = field(default_factory=set)

    @classmethod
    def empty(cls) -> Coverage:
        return cls(Counter())

    def wanted(self) -> dict[str, tuple[str, ...]]:
        return {
            "level": LEVELS,
            "action": tuple(A.ACTIONS.classes),
            "placement op": OPS,
            "hex symbol placed on": tuple(s or "plain" for s in HEX_SYMBOLS),
            "symbol rolled (Level 3)": ROLLED_SYMBOLS,
            "tracker square": tuple(s or "plain" for s in TRACKER_SYMBOLS),
            "event": tuple(A.EVENTS.classes),
            "placement phase ended": PLACEMENT_ENDS,
            "rule case": CASES,
            "ending": tuple(ENDINGS.values()),
        }

    def missing(self) -> list[str]:
        return [f"{cat}: {name}" for cat, names in self.wanted().items() for name in names
                if not self.counts[(cat, name)]]

    def table(self) -> str:
        lines = ["Loop seeded coverage (times each occurred)"]
        for cat, names in self.wanted().items():
            lines.append(f"  {cat}:")
            lines += [f"    {self.counts[(cat, n)]:6d}  {n}" for n in names]
        return "\n".join(lines)

    # Counting.

    def start(self, state: LoopState, opening: list[Event]) -> None:
        """A game begins: its level and the events of its setup."""
        self.declined.clear()
        self.counts[("level", level_name(state))] += 1
        self.events(opening)

    def add_match(self, match: Match) -> None:
        """Count one finished match, replaying it step by step."""
        state = LoopState.new(match.options, match.seed, len(match.seats))
        self.start(state, list(match.opening))
        for step in match.steps:
            events = self.step(state, step.seat, step.action)
            assert tuple(events) == step.events, "the replay made other events"

    def step(self, state: LoopState, seat: int, action: Action) -> list[Event]:
        """Apply ``action`` to ``state`` and count what it did."""
        c = self.counts
        held_into_turn = any(state.held)
        placed = [i for i, u in enumerate(state.used) if u]
        unused = len(state.used) - len(placed)
        max_hold, portal_turn, turn = state.max_hold(), state.portal_turn, state.turn
        bridge_cause = state.owed_cause
        plain_left = state.death and any(
            state.symbol(h) == "" and h not in state.crossed for h in state.level.symbols)
        blasts_before = {h for h in state.occupied if state.symbol(h) in ("blast", "blast2")}
        events = state.apply(seat, action)
        c[("action", action.kind)] += 1
        match action:
            case A.Place(dice=dice, op=op, hex=h):
                c[("placement op", op)] += 1
                c[("hex symbol placed on", state.symbol(h) or "plain")] += 1
                if h in blasts_before:
                    c[("rule case", "blast hex occupied again (on every occupy)")] += 1
                values = tuple(state.dice[i] for i in dice)
                if placement_value(values, op) == 3 and 3 not in values:
                    c[("rule case", "decoherence: a value of 3 from dice without a 3")] += 1
                elif 3 in values:
                    c[("rule case", "decoherence: a single die showing 3" if op == "single"
                       else "decoherence: a die showing 3 in another value")] += 1
                if any(state.held[i] and state.dice[i] == 3 for i in dice):
                    c[("rule case", "a 3 held into a turn and placed")] += 1
            case A.Hold(dice=dice):
                c[("rule case", "hold: some placed dice held" if dice
                   else "hold: nothing held, by choice")] += 1
                if max_hold < len(placed):
                    c[("rule case",
                       "hold: fewer than the placed dice allowed (Level 2 # Max Hold)")] += 1
            case A.CrossOff() if plain_left:
                c[("rule case", "death mode: a cross-off while plain hexes are left")] += 1
            case A.GrowPool(grow=False):
                self.declined.add(id(state))
            case A.GrowPool() if id(state) in self.declined:
                c[("rule case", "a growth declined, offered again later")] += 1
            case A.FillBridge():
                c[("rule case", "bridge path filled from a bridge hex"
                   if bridge_cause == "bridge hex" else
                   "bridge path filled from a tracker square")] += 1
        if state.turn > turn and not isinstance(action, A.Hold):
            # The turn ended and the next began by itself: there was no hold step.
            if portal_turn:
                c[("rule case", "no hold step: portal turn (all dice rerolled)")] += 1
                if unused:
                    c[("rule case", "portal turn: unused dice cost nothing")] += 1
            else:
                c[("rule case", "no hold step: nothing placed this turn")] += 1
            if held_into_turn:
                c[("rule case", "a die held into a turn without a hold step rolled again")] += 1
        self.events(events)
        return events

    def events(self, events: list[Event]) -> None:
        c = self.counts
        for event in events:
            c[("event", event.kind)] += 1
            match event:
                case A.TurnStarted(symbol=symbol):
                    c[("tracker square", symbol or "plain")] += 1
                case A.SymbolRolled(symbol=symbol):
                    c[("symbol rolled (Level 3)", symbol)] += 1
                case A.PlacementEnded(reason=reason):
                    assert reason in PLACEMENT_ENDS, f"unknown end of placement: {reason}"
                    c[("placement phase ended", reason)] += 1
                case A.DiceRolled(held=held) if any(held):
                    c[("rule case", "held dice kept their values into the next roll")] += 1
                case A.PoolGrew(size=size):
                    c[("rule case", f"pool grew to {size}")] += 1
                case A.PoolKept():
                    c[("rule case", "pool kept with more dice on offer")] += 1
                case A.Owed(cause="unused dice"):
                    c[("rule case", "unused dice: one cross-off each")] += 1
                case A.GameOver(reason=reason):
                    assert reason in ENDINGS, f"unknown ending: {reason}"
                    c[("ending", ENDINGS[reason])] += 1

    def play(self, state: LoopState, player: Player, seed: int, steps: int = 5_000) -> None:
        """Play ``state`` to its end with ``player``, counting every step."""
        rng = bot_rng(seed, 0)
        for _ in range(steps):
            if state.is_over():
                return
            legal = state.legal_actions(0)
            assert legal, "a live game always owes a decision"
            action = player(state.view(0), legal, rng)
            assert action in legal, f"{action.to_text()} is not legal"
            self.step(state, 0, action)
        raise AssertionError(f"seed {seed} did not end")


# Players.


def _uses_three(view: dict[str, Any], a: A.Place) -> bool:
    return any(view["dice"][i]["value"] == 3 for i in a.dice)


def _value(view: dict[str, Any], a: A.Place) -> int:
    return placement_value(tuple(view["dice"][i]["value"] for i in a.dice), a.op)


def mixed(bot: Player, one_in: int) -> Player:
    """``bot``, but one decision in ``one_in`` is a random legal action."""
    def player(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
        return rng.choice(legal) if rng.below(one_in) == 0 else bot(view, legal, rng)
    return player


def explorer(side: int) -> Player:
    """Walks down toward one side of the tower (``side`` -1 left, 1 right), where the
    corner hexes lie (bridges, blast 2): the deepest next hex, leaning to its side. It
    places a 3 five rows down, or when nothing else is left (never on the top three
    rows); never crosses off the top hex, crossing the other side first; holds as many
    placed dice as it may (3s too, on odd turns), but every third turn rerolls one."""
    def player(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
        top = Hex(*view["start"])
        phase = view["phase"]
        if phase == "cross_off":
            safe = [a for a in legal if isinstance(a, A.CrossOff) and a.hex != top]
            if not safe:
                return legal[0]
            far = max(-side * a.hex.q for a in safe)
            return rng.choice([a for a in safe if -side * a.hex.q == far])
        if phase == "placement":
            places = [a for a in legal if isinstance(a, A.Place)]
            depth = {Hex(*h["hex"]): h["depth"] for h in view["hexes"]}
            safe = [a for a in places if not _uses_three(view, a)]
            if view["must_place_three"]:
                threes = [a for a in places if _uses_three(view, a) and depth[a.hex] >= 3]
                if threes and (not safe or max(depth[a.hex] for a in threes) >= 5):
                    return rng.choice(threes)
            if not safe:
                return A.EndPlacement() if A.EndPlacement() in legal else rng.choice(legal)
            fresh = {Hex(*h["hex"]) for h in view["hexes"] if not h["occupied"]}

            def key(a: A.Place) -> tuple[float, bool, int]:
                return (depth[a.hex] + side * a.hex.q, a.hex in fresh and _value(view, a) in (1, 6),
                        -len(a.dice))

            best = max(key(a) for a in safe)
            return rng.choice([a for a in safe if key(a) == best])
        if phase == "hold":
            holds = [a for a in legal if isinstance(a, A.Hold) and (
                view["turn"] % 2 or not any(view["dice"][i]["value"] == 3 for i in a.dice))]
            most = max(len(a.dice) for a in holds)
            if most and view["turn"] % 3 == 0:
                most -= 1
            return rng.choice([a for a in holds if len(a.dice) == most])
        return rng.choice(legal)
    return player


def top_only(then: Player) -> Player:
    """On Level 1, turns 1-3: a 1 or a 6 (all three paths) on the top hex and nothing
    more but a 3 it must place, holding the top hex's dice; the cross-offs spare the top
    hex's children. The bridge square of turn 4 then finds no path to fill. ``then``
    plays every other decision."""
    def player(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
        if view["turn"] > 3 or view["level"] != 1:
            return then(view, legal, rng)
        top = Hex(*view["start"])
        phase = view["phase"]
        if phase == "placement":
            places = [a for a in legal if isinstance(a, A.Place)]
            if not view["placements"]:
                ends = [a for a in places if not _uses_three(view, a) and _value(view, a) in (1, 6)]
                return min(ends, key=lambda a: len(a.dice)) if ends else then(view, legal, rng)
            threes = [a for a in places if _uses_three(view, a)]
            if view["must_place_three"] and threes:
                return threes[0]
            return A.EndPlacement()
        if phase == "cross_off":
            children = {top + d for d in DIRECTIONS.values()}
            spared = [a for a in legal if isinstance(a, A.CrossOff) and a.hex not in children]
            return then(view, spared or legal, rng)
        if phase == "hold":
            first = view["placements"][0]["dice"] if view["placements"] else []
            hold = A.Hold(tuple(sorted(i for i in first if view["dice"][i]["value"] != 3)))
            return hold if hold in legal else then(view, legal, rng)
        return then(view, legal, rng)
    return player
