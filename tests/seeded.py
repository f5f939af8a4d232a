"""Seeded bot games with every check: one implementation for the tests and the soak.

A title's seeded games are dealt by its hook, ``tests/games/<id>/seeded.py``: a
``TITLE`` (``Title``) giving the options and players of seed ``n``, the title's
invariants and its own leak check. A registered title without a hook plays its
default options with normal bots, its seat counts in turn, so a new game is checked
(by ``tests/test_every_game.py`` and ``python3 tools/dev.py soak``) as soon as it
registers.

A game passes three stages; each raises on the first thing wrong, so the soak
(``tools/soak.py``) counts failures by stage:

``play``
    through a LAN ``Table`` (the code that builds every message a host sends),
    keeping every recipient's messages. After every step the contract holds (a game
    not over owes someone a decision and that seat has a legal action; the mover's
    view is JSON and never carries the RNG; a seat that owes nothing is refused and
    nothing changes) and so do the title's invariants; the game ends.
``check_replay``
    the save replays to the same hash at every step (``ReplayMismatch`` names the
    first step that differs); the final position and state JSON round-trip.
``check_leaks``
    every recipient's byte stream passes the generic secret checks and the title's
    probe from ``tests/net/test_secrets.py`` (``check_stream``: schema fields, views
    and legal lists the rules give that recipient, its redacted log, no seed, hash,
    token or hidden big number or long string, then ``SECRET_PROBES``), and the
    title's own leak check; every ``TWIN_EVERY``-th seed also runs the twin worlds
    of ``tests/twins.py`` from a random position of the game (a title with a twin
    hook), so the soak runs hundreds of them.
"""

from __future__ import annotations

import importlib
import json
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from game.core.errors import IllegalAction
from game.core.match import Match, position_from_json, position_to_json
from game.core.registry import Bot, GameInfo, get_game
from game.core.rng import GameRng
from game.core.seats import SeatSpec
from game.core.state import GameState
from game.core.values import SPECTATOR, Action, Event
from game.net import protocol
from game.net.table import Table
from tests.net.test_secrets import check_stream, replay_allowed
from tests.twins import check_match as check_twins

#: A game still going after this many steps is stuck.
MAX_STEPS = 50_000
#: Seeds whose leak check also runs twin worlds (``tests/twins.py``), one in so many.
TWIN_EVERY = 20

#: A title's own leak check, ``leaks(recipient, view, events)``: what a seat (or an
#: onlooker, ``SPECTATOR``) is shown after setup and after every step, as JSON: its view
#: and the events of that step it hears (``for_seat``), whatever the wire makes of them.
LeakCheck = Callable[[int, dict[str, Any], list[dict[str, Any]]], None]


def random_player(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    """A uniformly random legal action: reaches corners the bots avoid."""
    return rng.choice(legal)


@dataclass(frozen=True)
class Deal:
    """How one seeded game is played: its options and one player per seat."""

    options: dict[str, str | int]
    players: list[Bot]


class Invariants:
    """What a title's games keep beyond the contract; a title's hook subclasses it.

    One instance watches one game: ``start`` sees the state after setup, ``step``
    the state after every step with that step's events, ``end`` the final state.
    """

    def start(self, state: GameState) -> None:
        """Note what later steps are compared against."""

    def step(self, state: GameState, events: list[Event]) -> None:
        """Fail (``AssertionError``) if the state after a step breaks an invariant."""

    def end(self, state: GameState) -> None:
        """Fail if the finished game breaks an invariant."""


@dataclass(frozen=True)
class Title:
    """A title's hook: how seed ``n`` is dealt, its invariants and its own leak check."""

    deal: Callable[[int], Deal] | None = None
    invariants: Callable[[], Invariants] = Invariants
    leaks: LeakCheck | None = None
    #: Seeds whose leak check ``tests/test_every_game.py`` leaves to the title's own
    #: tests, which make it on a game of the same kind (the soak checks every seed).
    leaks_checked_elsewhere: frozenset[int] = frozenset()


def default_deal(info: GameInfo, seed: int) -> Deal:
    """Default options, the title's seat counts in turn, a normal bot in every seat."""
    seats = info.seat_counts[seed % len(info.seat_counts)]
    bot = info.bots.get("normal") or next(iter(info.bots.values()))
    return Deal({}, [bot] * seats)


def title_of(game_id: str) -> Title:
    """The hook in ``tests/games/<id>/seeded.py``, or the plain ``Title()``."""
    name = f"tests.games.{game_id}.seeded"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name not in (name, f"tests.games.{game_id}"):
            raise
        return Title()
    title = module.TITLE
    assert isinstance(title, Title), f"{name}.TITLE is not a Title"
    return title


def deal_of(game_id: str, seed: int) -> Deal:
    title = title_of(game_id)
    return title.deal(seed) if title.deal else default_deal(get_game(game_id), seed)


@dataclass
class Played:
    """A finished seeded game: the match and the bytes each recipient was sent."""

    title: Title
    match: Match
    sent: dict[int, bytearray] = field(default_factory=dict)


def check_view(view: dict[str, Any], rng_state: Any) -> None:
    """A view is JSON and holds neither an ``rng`` key nor the RNG's state as a value."""
    text = json.dumps(view)
    assert '"rng":' not in text, "the view carries an rng"
    if isinstance(rng_state, int) and not isinstance(rng_state, bool) and str(rng_state) in text:
        assert not re.search(rf"(?<![\w.\-]){rng_state}(?![\w.])", text), \
            "the view holds the rng state"


def rng_state(state: GameState) -> Any:
    """The RNG state the state's JSON holds (``to_json()["rng"]``), read off the RNG the
    state or its table keeps where it has one: every title writes that RNG's state there,
    and Paradox Island's whole JSON (its notebooks) grows with the game."""
    for holder in (state, getattr(state, "table", None)):
        rng = getattr(holder, "rng", None)
        if isinstance(rng, GameRng):
            return rng.state
    return state.to_json().get("rng")


def check_contract(match: Match, seat: int, view: dict[str, Any], legal: list[Action]) -> None:
    """The contract before ``seat`` (the first that owes a decision) acts."""
    state = match.state
    movers = state.to_move()
    assert movers and movers[0] == seat, "a game that is not over must owe someone a decision"
    assert legal, f"seat {seat} owes a decision but has no legal action"
    check_view(view, rng_state(state))
    idle = [s for s in range(len(match.seats)) if s not in movers]
    if idle:
        try:
            state.apply(idle[0], legal[0])
        except IllegalAction:
            pass
        else:
            raise AssertionError(f"seat {idle[0]} owes nothing but its action was taken")
        before = match.steps[-1].hash if match.steps else match.start_hash
        assert state.state_hash() == before, "a refused action changed the state"


def play(game_id: str, seed: int, deal: Deal | None = None, record: bool = True) -> Played:
    """Play seed ``seed`` of ``game_id`` (as its title deals it, or as ``deal``) with the
    contract and the title's invariants checked after every step; with ``record`` keep
    what the table sends every recipient (``check_leaks`` needs it; it costs a view and
    legal list per recipient per step)."""
    info, title = get_game(game_id), title_of(game_id)
    deal = deal or deal_of(game_id, seed)
    seats = len(deal.players)
    table = Table(info, deal.options, [SeatSpec("bot") for _ in range(seats)], seed)
    table.start()
    assert table.match is not None
    match = table.match
    # Encoded as sent: a view may hold lists the state goes on changing.
    recipients = [*range(seats), SPECTATOR] if record else []
    sent = {r: bytearray(protocol.encode(table.sync(r))) for r in recipients}
    invariants = title.invariants()
    invariants.start(match.state)
    for _ in range(MAX_STEPS):
        turn = table.bot_turn()
        if turn is None:
            break
        seat, view, legal, rng = turn
        check_contract(match, seat, view, legal)
        action = deal.players[seat](view, legal, rng)
        assert action in legal, f"seat {seat} chose {action.to_text()}, which is not legal"
        events = match.play(seat, action)
        if record:
            for recipient, message in table.updates(events, spectators=True).items():
                sent[recipient] += protocol.encode(message)
        invariants.step(match.state, events)
    state = match.state
    assert state.is_over(), f"{game_id} seed {seed} did not end in {MAX_STEPS} steps"
    assert state.outcome() is not None and state.to_move() == []
    assert all(state.legal_actions(s) == [] for s in range(seats)), "a legal action after the end"
    invariants.end(state)
    return Played(title, match, sent)


def check_replay(played: Played) -> None:
    """The save replays to the same hash at every step; position and state JSON round-trip."""
    match = played.match
    final = match.state.state_hash()
    again = Match.from_json(json.loads(json.dumps(match.to_json())))  # checks every hash
    assert again.state.state_hash() == final, "the replay ends on another state"
    position = json.loads(json.dumps(position_to_json(match.state)))
    assert position_from_json(position).state_hash() == final, "the position does not round-trip"
    data = json.loads(json.dumps(match.state.to_json()))
    rebuilt = type(match.state).from_json(data)
    assert json.loads(json.dumps(rebuilt.to_json())) == data, "the state JSON does not round-trip"


def check_leaks(played: Played) -> None:
    """No recipient's bytes hold what it may not know (generic checks, probe, title's own)."""
    match = played.match
    assert played.sent, "check_leaks needs a game played with record=True"
    recipients = list(played.sent)
    allowed, hidden = replay_allowed(match, recipients)
    for recipient in recipients:
        check_stream(match, allowed[recipient], hidden, recipient, bytes(played.sent[recipient]),
                     [])
    if played.title.leaks is not None:
        for recipient, view, events in shown(match, recipients):
            played.title.leaks(recipient, view, events)


def shown(match: Match, recipients: list[int]) -> Iterator[tuple[int, Any, Any]]:
    """Each recipient's view and the events it hears, after setup and after every step
    (replayed from the save), as JSON."""
    state = match.info.state_class.new(match.options, match.seed, len(match.seats))
    for number, events in enumerate([match.opening, *(step.events for step in match.steps)]):
        if number:
            step = match.steps[number - 1]
            state.apply(step.seat, step.action)
        for recipient in recipients:
            heard = [e.to_json() for e in (e.for_seat(recipient) for e in events) if e is not None]
            yield recipient, *json.loads(json.dumps([state.view(recipient), heard]))
    if match.seed % TWIN_EVERY == 0:
        check_twins(match, count=1, seed=match.seed)


def check_game(game_id: str, seed: int, deal: Deal | None = None) -> Played:
    """All three stages for one seeded game."""
    played = play(game_id, seed, deal)
    check_replay(played)
    check_leaks(played)
    return played
