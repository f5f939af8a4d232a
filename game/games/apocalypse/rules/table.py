"""The table: everything in a position of The Apocalypse, saved and loaded as JSON.

The game runs as a stack of small *tasks* (plain JSON dicts, so a position
can stop anywhere and be saved): the turn's steps, a card's effects, an
ability check, a reaction window. ``engine.advance`` pops and runs tasks until
someone owes a decision (``Table.decision``). A task that wants things done
next queues them with ``later``; they run in the order queued, before
anything queued earlier (``flush`` pushes them when the task is over).

Every card copy is somewhere: a deck, a discard pile, a hand, on the table in
front of a player, in a collection, or ``in_play`` (being resolved, or laid
out while someone chooses).
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from game.core.errors import CorruptSave
from game.core.rng import GameRng
from game.core.values import Event
from game.games.apocalypse.rules.catalog import CHARACTERS, card_of, deck_list
from game.games.apocalypse.rules.vocabulary import ABILITIES, DECKS, HAND_DECKS

START_HEALTH = 6
VISITED_TOKENS = 5
HAND_LIMIT = 6
XP_PER_LEVEL = 5
#: Not in the book (it has no end but a win): a safety stop for tables without a person,
#: after which the world ends and nobody wins (option ``round_limit``; none where a person
#: plays unless chosen).
ROUND_LIMIT = 40


def fresh(value: Any) -> Any:
    """A copy of JSON data sharing nothing with the original (quicker than deepcopy)."""
    if isinstance(value, dict):
        return {k: fresh(v) for k, v in value.items()}
    if isinstance(value, list):
        return [fresh(v) for v in value]
    return value


def ops(ref: list[Any], ctx: dict[str, Any]) -> dict[str, Any]:
    """The task that carries out the effect list at ``ref`` (see ``catalog.effects_at``)."""
    return {"t": "ops", "ref": ref, "i": 0, "ctx": ctx}


@dataclass
class Player:
    """One character and everything in front of its player."""

    character: str = ""
    level: int = 1
    xp: int = 0
    health: int = START_HEALTH
    max_health: int = START_HEALTH  # before modifiers
    abilities: dict[str, int] = field(default_factory=dict)  # printed, levels, deaths, cards
    personalities: list[str] = field(default_factory=list)
    place: str | None = None  # None: off the board (dead, or before the start)
    visited: list[str] = field(default_factory=list)  # places holding one of our Visited tokens
    research: int = 0
    equipment: int = 0
    hand: dict[str, list[str]] = field(default_factory=lambda: {d: [] for d in HAND_DECKS})
    learning: dict[str, int] = field(default_factory=dict)  # Skill card -> Skill tokens on it
    skills: list[str] = field(default_factory=list)  # learned
    items: list[str] = field(default_factory=list)  # Rare Items
    artifacts: list[str] = field(default_factory=list)
    aspired: dict[str, Any] | None = None  # {artifact, marker, obstacle, face_up}
    collection: list[str] = field(default_factory=list)  # Unknown cards, face down
    faced: list[list[Any]] = field(default_factory=list)  # this visit: [card, from collection]
    used: list[str] = field(default_factory=list)  # rotated until our Refresh
    visit_used: list[str] = field(default_factory=list)  # "once per visit" uses
    marks: dict[str, str] = field(default_factory=dict)  # card -> its marked City
    back_round: int = 0  # dead: off the board until this turn begins
    dying: bool = False  # Health 0, death not yet applied
    last_breath: int = 0  # finding an Artifact: death waits
    not_found: bool = False  # the Obstacle stopped the find
    caught: str = ""  # drew an Unknown card at this Catastrophe City this turn
    locked_round: int = 0  # Overconfident: no cards from or to the hand this turn
    obligation: list[Any] | None = None  # [place, stamp]: must travel there next
    shield: int = 0  # Health loss prevented from the card being faced
    blind: bool = False  # must face the top Unknown card this step
    adventure_round: int = 0  # the turn in which we had our Adventure

    def to_json(self) -> dict[str, Any]:
        return {f.name: fresh(getattr(self, f.name)) for f in fields(self)}

    @classmethod
    def from_json(cls, data: Any, where: str) -> Player:
        if not isinstance(data, dict):
            raise CorruptSave(f"field {where!r} must be an object")
        blank = cls()
        for f in fields(cls):
            if f.name not in data:
                raise CorruptSave(f"field '{where}.{f.name}' is missing")
            value, default = data[f.name], getattr(blank, f.name)
            kind = type(default)
            wrong = (value is not None or default is not None) and not (
                isinstance(value, kind) and not (kind is int and isinstance(value, bool)))
            if wrong and not (default is None and isinstance(value, str | dict | list)):
                raise CorruptSave(f"field '{where}.{f.name}' has the wrong type")
        return cls(**{f.name: data[f.name] for f in fields(cls)})


def _field(data: dict[str, Any], name: str, kind: type) -> Any:
    value = data.get(name)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise CorruptSave(f"field {name!r} is missing or not {kind.__name__}")
    return value


class Table:
    """The whole position. Mechanics append their events to ``self.log``."""

    def __init__(self, n: int, rng: GameRng, goal: int = 3) -> None:
        self.n = n
        self.rng = rng
        self.goal = goal  # Unknown cards to face and survive (4: the two-player option)
        self.round_limit: int | None = ROUND_LIMIT  # None: played to a win
        self.players = [Player() for _ in range(n)]
        self.decks: dict[str, list[str]] = {d: [] for d in DECKS}  # top = last
        self.discards: dict[str, list[str]] = {d: [] for d in DECKS}
        self.markers: list[str] = []  # Location markers left in the face-down supply
        self.catastrophe = ""
        self.closed: dict[str, list[int]] = {}  # city -> [last closed turn, stamp]
        self.stamp = 0  # counts effects, so the later of two contradicting ones wins
        self.round = 0
        self.start = 0  # the Starting Player
        self.token_active = True  # the Starting Player token's side
        self.phase = "setup"  # "setup", "play" or "over"
        self.step = ""
        self.active: int | None = None  # whose step it is
        self.bad_luck_played = False  # on the active player in this step
        self.tasks: list[dict[str, Any]] = []
        self.decision: dict[str, Any] | None = None
        self.checks: list[dict[str, Any]] = []  # ability checks under way (innermost last)
        self.last_check: dict[str, Any] | None = None
        self.last_roll: dict[str, Any] | None = None
        self.expedition: dict[str, Any] | None = None
        self.bets: list[dict[str, Any]] = []
        self.in_play: list[str] = []
        self.cancelled: list[str] = []
        self.discard_bonus = 0  # cards counted as discarded on top (Strange Gemstone Animal)
        self.offers: list[list[str]] = [[] for _ in range(n)]  # starting Rare Items drawn
        self.adventure = ""  # the Adventure card being faced
        self.facing = ""  # the Unknown card being faced
        self.winner: int | None = None
        self.end_reason = ""
        self.log: list[Event] = []
        self._batch: list[dict[str, Any]] = []

    # Tasks and decisions.

    def later(self, *tasks: dict[str, Any]) -> None:
        """Queue tasks to run, in this order, once the current one is over."""
        self._batch.extend(tasks)

    def flush(self) -> None:
        """Push what the finished task queued on top of the stack."""
        self.tasks.extend(reversed(self._batch))
        self._batch = []

    def decide(self, decision: dict[str, Any]) -> None:
        self.decision = decision

    def say(self, event: Event) -> None:
        self.log.append(event)

    def next_stamp(self) -> int:
        self.stamp += 1
        return self.stamp

    # Seats and order.

    def order_from(self, seat: int) -> list[int]:
        return [(seat + k) % self.n for k in range(self.n)]

    def opponents(self, seat: int) -> list[int]:
        return self.order_from(seat)[1:]

    def dead(self, seat: int) -> bool:
        """Off the board after dying: skips the rest of this turn and all of the next."""
        p = self.players[seat]
        return p.place is None and p.back_round > self.round

    def in_unknown(self, seat: int) -> bool:
        return self.players[seat].place == "unknown"

    def update_token(self) -> None:
        """The Starting Player token shows its blank side while anyone is in The Unknown."""
        self.token_active = not any(self.in_unknown(s) for s in range(self.n))

    # Cards.

    def take_top(self, deck: str) -> str | None:
        """The top card of a deck; an empty deck is rebuilt from its shuffled discard pile."""
        if not self.decks[deck]:
            pile = self.discards[deck]
            if not pile:
                return None
            self.decks[deck] = list(pile)
            self.discards[deck] = []
            self.rng.shuffle(self.decks[deck])
        return self.decks[deck].pop()

    def discard(self, card: str) -> None:
        self.discards[card_of(card).deck].append(card)

    def all_cards(self) -> list[str]:
        """Every card copy wherever it is (for the census invariant)."""
        out = [c for pile in (*self.decks.values(), *self.discards.values()) for c in pile]
        out += self.in_play
        for p in self.players:
            for cards in p.hand.values():
                out += cards
            out += [*p.learning, *p.skills, *p.items, *p.artifacts, *p.collection]
            out += [f[0] for f in p.faced]
            if p.aspired:
                out.append(p.aspired["artifact"])
                if p.aspired["obstacle"]:
                    out.append(p.aspired["obstacle"])
        return out

    # JSON.

    def to_json(self) -> dict[str, Any]:
        """The whole position as fresh JSON data (nothing shared with the table)."""
        return {
            "n": self.n, "rng": self.rng.state, "goal": self.goal, "round_limit": self.round_limit,
            "players": [p.to_json() for p in self.players],
            "decks": {k: list(v) for k, v in self.decks.items()},
            "discards": {k: list(v) for k, v in self.discards.items()},
            "markers": list(self.markers), "catastrophe": self.catastrophe,
            "closed": {k: list(v) for k, v in self.closed.items()}, "stamp": self.stamp,
            "round": self.round, "start": self.start, "token_active": self.token_active,
            "phase": self.phase, "step": self.step, "active": self.active,
            "bad_luck_played": self.bad_luck_played, "tasks": fresh(self.tasks),
            "decision": fresh(self.decision), "checks": fresh(self.checks),
            "last_check": fresh(self.last_check), "last_roll": fresh(self.last_roll),
            "expedition": fresh(self.expedition), "bets": fresh(self.bets),
            "in_play": list(self.in_play), "cancelled": list(self.cancelled),
            "discard_bonus": self.discard_bonus, "offers": [list(o) for o in self.offers],
            "adventure": self.adventure, "facing": self.facing,
            "winner": self.winner, "end_reason": self.end_reason,
        }

    @classmethod
    def from_json(cls, data: Any) -> Table:
        if not isinstance(data, dict):
            raise CorruptSave("a position must be a JSON object")
        t = cls(_field(data, "n", int), GameRng(0), _field(data, "goal", int))
        t.rng.state = _field(data, "rng", int)
        limit = data.get("round_limit", False)
        if limit is not None and (not isinstance(limit, int) or isinstance(limit, bool)
                                  or limit < 1):
            raise CorruptSave("field 'round_limit' is missing or not a positive int or null")
        t.round_limit = limit
        players = _field(data, "players", list)
        if len(players) != t.n:
            raise CorruptSave(f"field 'players' must list {t.n} players")
        t.players = [Player.from_json(p, f"players[{i}]") for i, p in enumerate(players)]
        for name in ("decks", "discards"):
            piles = _field(data, name, dict)
            if set(piles) != set(DECKS):
                raise CorruptSave(f"field {name!r} must have one pile per deck")
            setattr(t, name, {k: list(piles[k]) for k in DECKS})
        for name in ("markers", "tasks", "checks", "bets", "in_play", "cancelled", "offers"):
            setattr(t, name, list(_field(data, name, list)))
        t.closed = {k: list(v) for k, v in _field(data, "closed", dict).items()}
        for name, kind in (("catastrophe", str), ("stamp", int), ("round", int), ("start", int),
                           ("token_active", bool), ("phase", str), ("step", str),
                           ("bad_luck_played", bool), ("adventure", str), ("facing", str),
                           ("end_reason", str), ("discard_bonus", int)):
            setattr(t, name, _field(data, name, kind))
        for name in ("active", "decision", "last_check", "last_roll", "expedition", "winner"):
            if name not in data:
                raise CorruptSave(f"field {name!r} is missing")
            setattr(t, name, data[name])
        if t.phase not in ("setup", "play", "over"):
            raise CorruptSave("field 'phase' must be setup, play or over")
        for i, p in enumerate(t.players):
            if p.character and p.character not in CHARACTERS:
                raise CorruptSave(f"field 'players[{i}].character': unknown {p.character!r}")
            if p.abilities and set(p.abilities) != set(ABILITIES):
                raise CorruptSave(f"field 'players[{i}].abilities' needs {', '.join(ABILITIES)}")
        every = sorted(c for deck in DECKS for c in deck_list(deck))
        if sorted(t.all_cards()) != every:
            raise CorruptSave("the cards do not add up to the game's decks")
        return t
