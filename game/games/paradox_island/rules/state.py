"""Paradox Island's state: setup, the turn cycle, saving, and the shared helpers.

The state is plain data (ints, strings, lists, dicts) so that ``to_json`` is
the position. Effects that need a decision are resolved by a small task stack
(``tasks``): a task that needs someone's answer sets ``pending`` and stops;
the answer pushes the follow-up tasks and the stack runs on. Spaces are ints
0..36 (see ``island``); actions and OP's events use ``Hex``.

The mixins hold the rules by topic: ``setup``, ``turn_cycle``, ``moves`` (a
captive's movement, with ``encounters`` and ``spaces``: space activation),
``op_turn`` (OP's pieces and power tokens, with ``op_wave`` and ``op_anomaly``),
``bonuses`` (fruit bonuses and abilities) and ``views``.

Notebooks (every announcement each seat heard) grow all game, while the rest
of the position stays small. They are append-only: ``say`` is the one writer,
and an entry is never changed once written. That lets the state keep a
running digest of each notebook (``notebook_digests``, recomputed from the
notebooks on loading, never saved) so that ``state_hash`` after every step
costs the size of the rest of the position, not the length of the game; and
lets views and ``clone`` share the entries instead of copying them.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, Self

from game.core.errors import CorruptSave, IllegalAction
from game.core.hexgrid import Hex
from game.core.rng import GameRng
from game.core.state import GameState, ListDigest, Outcome, canonical_json
from game.core.values import Action, Event
from game.games.paradox_island.rules import actions as A
from game.games.paradox_island.rules import events as E
from game.games.paradox_island.rules.bonuses import Bonuses
from game.games.paradox_island.rules.catalog import anomaly_tokens, characters, power_tokens
from game.games.paradox_island.rules.island import FRUITS, SPACES, Island, Placement
from game.games.paradox_island.rules.moves import Moves
from game.games.paradox_island.rules.op_anomaly import AnomalyActions
from game.games.paradox_island.rules.op_turn import OpTurn
from game.games.paradox_island.rules.setup import Setup
from game.games.paradox_island.rules.tiling import random_island
from game.games.paradox_island.rules.turn_cycle import TurnCycle
from game.games.paradox_island.rules.views import Views

OP = E.OP_SEAT
FIELDS = (
    "seats", "options", "phase", "placements", "anomalies", "stack", "drawn", "token",
    "wave", "wave_lake", "rock", "bush", "captives", "turn", "round", "perishes", "target",
    "pending", "tasks", "gone", "revive_queue", "queue", "notebooks", "result",
)


class ParadoxIslandState(Setup, TurnCycle, Moves, OpTurn, AnomalyActions, Bonuses, Views,
                         GameState):
    """One game of Paradox Island: seat 0 is OP, seats 1.. are captives."""

    game_id = "paradox_island"
    # 2: the state hash covers each notebook by its running digest. 3: the second rules
    # audit (Theseus' fruits, Achilles' corners, Lithophytes, Flood, Seaweed, setup order,
    # OP asked whatever the hidden island): old saves no longer replay. 4: the audit of
    # 2026-11-26 (Schrodie may stop a knot or portal OP activates after moving her).
    # 5: Achilles has 5 health (was 3), a designer's value (balance; docs).
    rules_version = 5
    action_codec = A.ACTIONS
    event_codec = E.EVENTS

    def __init__(self, data: dict[str, Any], rng: GameRng,
                 digests: list[ListDigest] | None = None) -> None:
        self.__dict__.update({k: data[k] for k in FIELDS})
        self.rng = rng
        self.out: list[Event] = []
        self.pending_ctx: dict[str, Any] = {}
        self.legal_cache: tuple[int, list[Action]] | None = None
        self.notebook_digests: list[ListDigest] = (
            digests if digests is not None else [ListDigest(book) for book in self.notebooks]
        )
        self.marks_read: dict[int, tuple[int, list[dict[str, Any]]]] = {}  # see private_marks
        self.island: Island | None = (
            Island.from_placements(tuple(Placement(p[0], _hex(p[1]), p[2])
                                         for p in self.placements))
            if len(self.placements) == 17 else None
        )

    # Creating and saving.

    @classmethod
    def new(cls, options: Mapping[str, Any], seed: int, seat_count: int) -> Self:
        rng = GameRng(seed)
        captives = seat_count - 1
        data: dict[str, Any] = {
            "seats": seat_count, "options": dict(options), "phase": "build", "placements": [],
            "anomalies": {}, "stack": sorted(power_tokens()), "drawn": [], "token": None,
            "wave": None, "wave_lake": None, "rock": None, "bush": None,
            "captives": [_blank_captive(2 if captives == 1 else 1) for _ in range(captives)],
            "turn": {}, "round": 0, "perishes": 0, "target": 4 if captives == 1 else 5,
            "pending": None, "tasks": [], "gone": [], "revive_queue": [], "queue": [],
            "notebooks": [[] for _ in range(seat_count)], "result": None,
        }
        state = cls(data, rng)
        rng.shuffle(state.stack)
        if options.get("island", "random") == "random":
            placements = random_island(rng)
            state.placements.extend(p.to_json() for p in placements)
            state.island = Island.from_placements(placements)
            state._island_done()
        return state

    def to_json(self) -> dict[str, Any]:
        data = {k: getattr(self, k) for k in FIELDS}
        data["rng"] = self.rng.state
        return _plain(data)

    def hash_parts(self) -> dict[str, Any]:
        """The position with each notebook replaced by its running digest.

        Every field but the notebooks goes in as its JSON form, so a loaded
        position hashes as the one that was saved; a notebook's digest is the
        hash of its JSON, so it changes when any entry does.
        """
        data = _plain(self._without_notebooks())
        data["notebook_digests"] = [digest.hexdigest() for digest in self.notebook_digests]
        return data

    def clone(self) -> Self:
        """An equal, independent state, without the JSON round trip of the notebooks:
        the copy has its own notebook lists holding the same entries (never changed
        once written) and takes over their digests."""
        data = _plain(self._without_notebooks())
        data["anomalies"] = {int(k): v for k, v in data["anomalies"].items()}
        data["notebooks"] = [list(book) for book in self.notebooks]
        rng = GameRng(0)
        rng.state = self.rng.state
        return type(self)(data, rng, [digest.copy() for digest in self.notebook_digests])

    def _without_notebooks(self) -> dict[str, Any]:
        data = {k: getattr(self, k) for k in FIELDS if k != "notebooks"}
        data["rng"] = self.rng.state
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        for key in (*FIELDS, "rng"):
            if key not in data:
                raise CorruptSave(f"field {key!r} is missing")
        if not isinstance(data["rng"], int):
            raise CorruptSave("field 'rng' must be an integer")
        for key, kind in (("seats", int), ("captives", list), ("notebooks", list),
                          ("placements", list), ("anomalies", dict), ("stack", list),
                          ("tasks", list), ("turn", dict), ("perishes", int)):
            if not isinstance(data[key], kind) or isinstance(data[key], bool):
                raise CorruptSave(f"field {key!r} must be a {kind.__name__}")
        if data["seats"] not in (2, 3, 4) or len(data["captives"]) != data["seats"] - 1:
            raise CorruptSave("field 'captives' must hold one board per captive seat")
        rng = GameRng(0)
        rng.state = data["rng"]
        copy = _plain(dict(data))
        copy["anomalies"] = {int(k): v for k, v in copy["anomalies"].items()}
        try:
            return cls(copy, rng)
        except (ValueError, KeyError, TypeError, IndexError) as exc:
            raise CorruptSave(f"field 'placements': {exc}") from None

    # The contract.

    def to_move(self) -> list[int]:
        if self.result:
            return []
        if self.pending:
            return [self.pending["seat"]]
        if self.phase in ("build", "place_wave", "place_rock", "place_bush"):
            return [OP]
        if self.phase in ("characters", "start_fruits"):
            return [self.queue[0]]
        return [self.turn["seat"]]

    def legal_actions(self, seat: int) -> list[Action]:
        # Only the seat that owes a decision is cached: a table asks every seat after
        # each step, and an idle seat's empty list must not evict the mover's.
        if self.legal_cache and self.legal_cache[0] == seat:
            return list(self.legal_cache[1])
        if seat not in self.to_move():
            return []
        legal = self.compute_legal(seat)
        self.legal_cache = (seat, legal)
        return list(legal)

    def compute_legal(self, seat: int) -> list[Action]:
        """Every legal action of ``seat``, which owes a decision now."""
        if self.pending:
            return self.pending_options()
        if self.phase != "play":
            return self.setup_options()
        if seat == OP:
            return [*self.op_options(), A.EndOpTurn()]
        return [*self.captive_options(seat), A.EndTurn()]

    def apply(self, seat: int, action: Action) -> list[Event]:
        self.require_turn(seat)
        if action not in self.legal_actions(seat):
            raise IllegalAction(self.rule_for(action), f"cannot {action.to_text()} now")
        self.out = []
        self.legal_cache = None
        if self.pending:
            pending, self.pending = self.pending, None
            self.answer(pending, action)
        elif self.phase != "play":
            self.apply_setup(seat, action)
        elif seat == OP:
            self.apply_op(action)
        else:
            self.apply_captive(seat, action)
        self.settle()
        self.legal_cache = None
        return self.out

    def pending_options(self) -> list[Action]:
        assert self.pending is not None
        return getattr(self, f"options_{self.pending['kind']}")(self.pending)

    def answer(self, pending: dict[str, Any], action: Action) -> None:
        getattr(self, f"answer_{pending['kind']}")(pending, action)

    def outcome(self) -> Outcome | None:
        if not self.result:
            return None
        return Outcome(tuple(self.result["winners"]), self.result["reason"])

    def turns(self) -> int:
        return self.round

    # Shared helpers.

    def push(self, *tasks: dict[str, Any]) -> None:
        """Queue tasks to run in the order given (before anything queued earlier)."""
        self.tasks.extend(reversed(tasks))

    def ask(self, seat: int, kind: str, **context: Any) -> None:
        self.pending = {"seat": seat, "kind": kind, **context}

    def say(self, event: E.Told) -> None:
        """Announce ``event``: every seat notes what it may see of it (the notebooks'
        only writer, keeping their running digests)."""
        self.out.append(event)
        public: str | None = None  # the canonical text of the unredacted entry, once
        for seat in range(self.seats):
            shown = event.for_seat(seat)
            if shown is None:
                continue
            entry = shown.to_json()
            self.notebooks[seat].append(entry)
            if shown is event:
                public = public or canonical_json(entry)
                self.notebook_digests[seat].append(entry, public)
            else:
                self.notebook_digests[seat].append(entry)

    def finish(self, winners: list[int], reason: str) -> None:
        if self.result:
            return  # the first completion wins ("End of game", p. 18)
        self.result = {"winners": winners, "reason": reason}
        self.tasks, self.pending = [], None
        self.say(E.GameWon(tuple(winners), reason))

    def board(self, seat: int) -> dict[str, Any]:
        return self.captives[seat - 1]

    def piece(self, ref: list[int]) -> dict[str, Any]:
        return self.captives[ref[0] - 1]["pieces"][ref[1]]

    def character(self, seat: int) -> Any:
        return characters()[self.board(seat)["character"]]

    def refs(self) -> list[list[int]]:
        """Every captive piece, in turn order."""
        return [[s, p] for s in range(1, self.seats) for p in range(len(self.board(s)["pieces"]))]

    def on_map(self) -> list[list[int]]:
        return [ref for ref in self.refs() if self.piece(ref)["at"] is not None]

    def label(self, space: int) -> str:
        """What OP says about a space."""
        assert self.island is not None
        info = self.island.spaces[space]
        if info.kind == "anomaly":
            return f"anomaly:{self.anomalies[space]}"
        return info.label

    def anomaly_effect(self, space: int) -> str:
        return anomaly_tokens()[self.anomalies[space]]

    def hex_of(self, space: int | None) -> Any:
        return None if space is None else SPACES[space]

    def name_of(self, ref: list[int]) -> str:
        """A captive piece as OP names it: its character (2-player: the piece's own)."""
        return characters()[self.piece(ref)["name"]].name

    def own_turn(self, seat: int) -> bool:
        return self.phase == "play" and self.turn.get("seat") == seat and not self.turn["over"]

    def rule_for(self, action: Action) -> str:
        """The book's rule an illegal action breaks, for the error message."""
        if self.pending:
            return f"answering OP's question ({self.pending['kind']})"
        if self.phase != "play":
            return "Setup (pp. 4-6)"
        return {
            "move": "Moving around the island (p. 9)", "restore": "Actions of captives (p. 9)",
            "use_bonus": "Fruit bonuses (p. 10)", "use_extra": "Theseus: Figure yourself out",
            "wave_move": "Wave action (p. 16)", "wave_attack": "Wave action (p. 16)",
            "piece_move": "Bush action / Rock action (p. 17)", "push": "Rock action (p. 17)",
        }.get(action.kind, "Game flow (p. 9)")


def _blank_captive(pieces: int) -> dict[str, Any]:
    return {
        "character": None, "fruits": {f: "" for f in FRUITS}, "palms": [None] * 7,
        "palm_used": [False] * 7, "extras": [""] * 6, "marks": [], "visited_fruits": [],
        "second_wind": [], "pieces": [
            {"name": None, "at": None, "lying": False, "health": 0, "energy": 0,
             "max_health": 0, "max_energy": 0, "start": None, "revivals": 0, "immune": None,
             "label": None}
            for _ in range(pieces)
        ],
    }


def _hex(value: Any) -> Hex:
    return Hex.from_json(value)


def _plain(value: Any) -> Any:
    """A deep copy with tuples as lists and int keys as strings (JSON's shape).

    A JSON round trip does exactly that, in C: the state is copied on every
    step (hashes, saves), so this is the hot path of long games.
    """
    return json.loads(json.dumps(value))

