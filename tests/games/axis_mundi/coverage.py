"""What Axis Mundi's seeded games exercise: action kinds, cards, character powers (upgraded
ones too) and forced movements, counted from the actions taken and the events they made.

The seeded games mix three kinds of player: the normal bot, a curious player (a random
legal action, picked kind first so that rare kinds come up as often as common ones) and
scenes: a seeded game whose opening is scripted (a prepared position and the action the
book's case needs), then played to the end by curious players and bots.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from game.core.hexgrid import Hex
from game.core.rng import GameRng
from game.core.seats import bot_rng
from game.core.values import Action, Event
from game.games.axis_mundi.bots.levels import BOTS
from game.games.axis_mundi.rules import actions as A
from game.games.axis_mundi.rules import events as E
from game.games.axis_mundi.rules.catalog import CARDS, card_type
from game.games.axis_mundi.rules.movement import PUSHES
from game.games.axis_mundi.rules.state import AxisMundiState

Player = Callable[[dict, list[Action], GameRng], Action]

#: Forced movements the book describes (Reference #2 and the character powers).
FORCED = (*PUSHES, "pushed out of shelter", "knocked down", "pulled", "shoved", "wander",
          "ejected", "hidden cave", "reappears beside a visible character", "dies")

#: Character powers, plain and upgraded, and the Angel's and Demon's.
POWERS = (
    "Beastmaster: familiar three hexes away", "Beastmaster: the pin hurts",
    "Upgraded Beastmaster: familiar harvests", "Upgraded Beastmaster: feeds a familiar",
    "Upgraded Beastmaster: hurts the Angel/Demon",
    "Cultivator: chosen harvest", "Upgraded Cultivator: action-free harvest",
    "Upgraded Cultivator: harvests a path",
    "Malignant: melee wounds", "Malignant: infection placed", "Malignant: infection hurts",
    "Malignant: area wounds", "Upgraded Malignant: area wounds",
    "Savant: free swap", "Savant: demand", "Upgraded Savant: second slot",
    "Savant: downgrade returns a card",
    "Scrounger: several crate cards", "Scrounger: scrounge", "Upgraded Scrounger: free melee",
    "Mischievous: pull", "Mischievous: levitation", "Upgraded Mischievous: shove",
    "Upgraded Mischievous: walk while the volcano turns",
    "Angel", "Demon", "Demon: demonic melee", "Demon: demonic blast",
    "Angel/Demon dies", "Angel/Demon wins at its pier",
    *(f"So, S. borrows the {c}" for c in ("beastmaster", "cultivator", "malignant", "savant",
                                          "scrounger", "mischievous")),
)


def key(action: Action) -> str:
    """The kind of an action, with the card, treasure or purpose that makes it different."""
    if isinstance(action, A.PlayCard | A.Activate):
        return f"{action.kind}:{card_type(action.card)}"
    if isinstance(action, A.SendFamiliar):
        return f"send_familiar:{action.purpose}"
    if isinstance(action, A.UseTreasure):
        return f"use_treasure:{action.treasure}"
    return action.kind


def curious_player(view: dict, legal: list[Action], rng: GameRng) -> Action:
    """A random legal action: a kind first (uniformly), then one action of that kind."""
    kinds = sorted({key(a) for a in legal})
    chosen = rng.choice(kinds)
    return rng.choice([a for a in legal if key(a) == chosen])


@dataclass
class Coverage:
    """Counts by category ("action", "card", "power", "forced")."""

    counts: Counter

    @classmethod
    def empty(cls) -> Coverage:
        return cls(Counter())

    def wanted(self) -> dict[str, tuple[str, ...]]:
        return {
            "action": tuple(cls.kind for cls in A.ACTIONS),
            "card": tuple(sorted(CARDS)),
            "power": POWERS,
            "forced": FORCED,
        }

    def missing(self) -> list[str]:
        return [f"{cat}: {name}" for cat, names in self.wanted().items() for name in names
                if not self.counts[(cat, name)]]

    def table(self) -> str:
        lines = ["Axis Mundi seeded coverage (times each occurred)"]
        for cat, names in self.wanted().items():
            lines.append(f"  {cat}:")
            lines += [f"    {self.counts[(cat, n)]:6d}  {n}" for n in names]
        return "\n".join(lines)

    def note(self, state: AxisMundiState, seat: int, action: Action,
             events: list[Event], before: dict) -> None:
        """Count one step: ``before`` holds what the step changed (mats, turn) beforehand."""
        c = self.counts
        c[("action", action.kind)] += 1
        t = state.table
        mat = before["mat"]
        power = _power(action, mat, before, t)
        if power:
            c[("power", power)] += 1
        for event in events:
            for cat, name in _from_event(event, t, before):
                c[(cat, name)] += 1


def _power(action: Action, mat, before: dict, t) -> str:
    who, form, turn = before["who"], mat.form, before["turn"]
    up = "Upgraded " if form == "upgraded" else ""
    if isinstance(action, A.Harvest) and who == "cultivator" and form == "upgraded" \
            and t.terrain(mat.pos) == "path":
        return "Upgraded Cultivator: harvests a path"
    match action:
        case A.SendFamiliar(purpose="harvest"):
            return "Upgraded Beastmaster: familiar harvests"
        case A.SendFamiliar(target=target) if who == "beastmaster" \
                and mat.pos.distance(target) >= 3:
            return "Beastmaster: familiar three hexes away"
        case A.FeedFamiliar():
            return "Upgraded Beastmaster: feeds a familiar"
        case A.Harvest() if who == "cultivator" and form == "upgraded" and not turn.free_harvest:
            return "Upgraded Cultivator: action-free harvest"
        case A.Harvest(choice=choice) if who == "cultivator" and choice and form != "upgraded":
            return "Cultivator: chosen harvest"
        case A.Melee() if who == "malignant":
            return "Malignant: melee wounds"
        case A.Activate() if who == "savant" and form == "upgraded" and len(mat.slots) == 1:
            return "Upgraded Savant: second slot"
        case A.Activate() if who == "savant" and turn.free_activation:
            return "Savant: free swap"
        case A.Demand():
            return "Savant: demand"
        case A.Unslot():
            return "Savant: downgrade returns a card"
        case A.TakeFromCrate() if who == "scrounger" and turn.crate_takes >= 1:
            return "Scrounger: several crate cards"
        case A.Scrounge():
            return "Scrounger: scrounge"
        case A.Melee() if who == "scrounger" and form == "upgraded" and turn.free_melee:
            return "Upgraded Scrounger: free melee"
        case A.Pull():
            return "Mischievous: pull"
        case A.Shove():
            return f"{up}Mischievous: shove"
        case A.Levitate(to=to) if to is not None and before["decision"] == "levitate":
            return "Mischievous: levitation"
        case A.Levitate(to=to) if to is not None:
            return "Upgraded Mischievous: walk while the volcano turns"
        case A.DemonicMelee():
            return "Demon: demonic melee"
        case A.DemonicBlast():
            return "Demon: demonic blast"
        case A.PlayCard(card=card, option=option) if card_type(card) == "who_are_you":
            return f"So, S. borrows the {option}"
    return ""


def _from_event(event: Event, t, before: dict) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    match event:
        case E.CardPlayed(card=card) if card:
            out.append(("card", card_type(card)))
        case E.CardActivated(card=card):
            out.append(("card", card_type(card)))
        case E.Moved(how=how):
            out.append(("forced", how))
        case E.Died(seat=seat):
            out.append(("forced", "dies"))
            if before["forms"][seat] in ("angel", "demon"):
                out.append(("power", "Angel/Demon dies"))
        case E.Reappeared(seat=seat, at=at) if at != before["positions"][seat]:
            out.append(("forced", "reappears beside a visible character"))
        case E.HitPoints(seat=seat, cause="the Beastmaster's familiar"):
            out.append(("power", "Beastmaster: the pin hurts"))
            if before["forms"][seat] in ("angel", "demon"):
                out.append(("power", "Upgraded Beastmaster: hurts the Angel/Demon"))
        case E.HitPoints(cause="infection"):
            out.append(("power", "Malignant: infection hurts"))
        case E.Infection(placed=True):
            out.append(("power", "Malignant: infection placed"))
        case E.Wounded(cause="the Malignant's area"):
            upgraded = any(m.character == "malignant" and m.form == "upgraded" for m in t.mats)
            out.append(("power", f"{'Upgraded ' if upgraded else ''}Malignant: area wounds"))
        case E.Transformed(form=form) if form in ("angel", "demon"):
            out.append(("power", form.title()))
        case E.Won():
            out.append(("power", "Angel/Demon wins at its pier"))
    return out


def snapshot(state: AxisMundiState, seat: int) -> dict:
    """What ``Coverage.note`` compares against, taken before a step."""
    t = state.table
    mat = t.mats[seat]
    copy = type(mat)(**{**mat.__dict__, "slots": list(mat.slots), "energy": list(mat.energy)})
    return {
        "mat": copy,
        "who": t.character(seat),
        "turn": type(t.turn).from_json(t.turn.to_json()),
        "decision": t.pending[0]["kind"] if t.pending else "",
        "forms": [m.form for m in t.mats],
        "positions": [m.pos for m in t.mats],
    }


class Stepper:
    """Applies actions to one game, counting each step and checking it."""

    def __init__(self, state: AxisMundiState, coverage: Coverage,
                 check: Callable[[AxisMundiState, list[Event]], None]) -> None:
        self.state, self.coverage, self.check = state, coverage, check

    def act(self, seat: int, action: Action) -> None:
        state = self.state
        before = snapshot(state, seat)
        events = state.apply(seat, action)
        self.coverage.note(state, seat, action, events, before)
        self.check(state, events)

    def play(self, players: list[Player], seed: int, until_play: bool = False,
             steps: int = 50_000) -> AxisMundiState:
        """Play on with ``players`` to the end (``until_play``: only through the setup)."""
        state = self.state
        rngs = [bot_rng(seed, s) for s in range(len(players))]
        for _ in range(steps):
            if state.is_over():
                return state
            t = state.table
            if until_play and t.phase == "play" and not t.pending:
                return state
            seat = state.to_move()[0]
            legal = state.legal_actions(seat)
            assert legal, "a seat owes a decision but has no legal action"
            self.act(seat, players[seat](state.view(seat), legal, rngs[seat]))
        raise AssertionError(f"seed {seed} did not end")


def mixed_players(seed: int, players: int) -> list[Player]:
    """Seed by seed, one seat in two (alternating) is curious, the others normal bots."""
    return [curious_player if (seed + s) % 2 == 0 else BOTS["normal"] for s in range(players)]


def hidden_hex_kept(state: AxisMundiState, events: list[Event]) -> None:
    """No event of an invisible character shows anyone else the hex it stands on (unless
    that is where its invisibility token lies)."""
    t = state.table
    for seat, mat in enumerate(t.mats):
        if not mat.invisible or mat.pos == mat.token:
            continue
        for event in events:
            if getattr(event, "seat", None) != seat:
                continue
            for other in [*range(t.n), -1]:
                seen = event.for_seat(other) if other != seat else None
                if seen is None:
                    continue
                hexes = [v for v in vars(seen).values() if isinstance(v, Hex)]
                assert mat.pos not in hexes, f"{seen.to_text()} shows seat {seat}'s hidden hex"


def check_invariants(state: AxisMundiState, every_card: list[str]) -> None:
    """After every step: no two visible characters share a hex, hit points and wounds stay
    in bounds, nobody stands off the board, every card is somewhere exactly once, the rings
    turned once a round, and the holder of the gate is the Angel or Demon."""
    t = state.table
    seen = [m.pos for m in t.mats if not m.invisible]
    assert len(seen) == len(set(seen)), "two characters on one hex"
    for mat in t.mats:
        assert 1 <= mat.hp <= mat.max_hp, "hit points out of bounds"
        assert 0 <= mat.wounds < 4
        assert t.terrain(mat.pos) not in ("", "inaccessible"), "standing off the board"
    assert sorted(t.all_cards()) == every_card, "a card went missing or doubled"
    if t.phase == "play":
        walking = any(d["kind"] == "wander" for d in t.pending)  # turned, round not yet over
        done = t.round if walking else t.round - 1  # rotations so far
        assert t.turns == [(level * done) % 6 for level in range(len(t.turns))]
    assert t.holder == t.heavenly()
