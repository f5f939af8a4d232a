"""Twin worlds: everything a seat is sent is a function of what it may know.

The architecture's contract: "Everything sent to a seat - views, events,
prompts, their order and count, locally or over the LAN - must be the same in
two worlds that differ only in what that seat may not know." This engine checks
it for any game, given the game's hook that makes such pairs of worlds.

A run (``run``)
---------------
``Twins`` are two states that differ only in what ``seat`` may not know (a
spectator's seat is ``SPECTATOR``). Each is set at a LAN ``Table`` of bots
(``game/net/table.py``, which builds every byte a host sends; nothing is sent
here) and both are played on with the same actions, drawn by one RNG:

- when ``seat`` owes the decision, from its legal actions (the same in both);
- when another seat does, from the actions legal in both worlds; the run stops
  when there is none (the worlds would part on a choice, not on a leak).

At the start and after every step ``seat``'s observation must be identical in
both worlds, field by field (``World.observe``):

- ``events``: every event of the step as ``for_seat`` gives it;
- ``to_move``: who owes a decision - whether the seat is asked, and when, and
  who it waits for (a decision asked only when a hidden fact holds shows);
- ``legal``: its legal actions; ``undo``: whether undo is offered to it;
- ``view``: its view, as canonical JSON;
- ``sent``: the exact bytes the host sends it (``Table.sync`` at the start,
  ``Table.updates`` after each step, ``protocol.encode``), or none.

Some facts are hidden now and rightly shown later: a die rolled, a card the seat
draws. ``Twins.shows`` names the steps that may show the seat the difference.
When the observations first differ at such a step the worlds part and the run
ends, after one more check: undo must not be offered to the seat in either world
(it would take back what the seat just learnt, and let it try again). A
difference at any other step is a leak: ``TwinLeak`` names the step, the field
and where the two differ.

Adding a game's hook
--------------------
A game with hidden information (every game with dice or cards has some) writes
``tests/games/<id>/twins.py`` with ``TWINS = TwinHook(make=..., deal=...)``;
``hook_of`` finds it and ``tests/test_twins.py`` runs it (a registered game
without one is listed there as skipped):

- ``make(state, seats, rng)`` yields ``Twins`` made from ``state``, a position of
  a game of ``seats`` seats: pick the observing seat (``SPECTATOR`` too), take two
  ``state.clone()`` and change in one only what that seat may not know - a card
  of another hand swapped with one of the deck, the deck's order, the RNG state
  (the rolls to come), where a hidden piece stands - keeping all it may know
  equal (counts, open piles, its own cards). Yield nothing when the position
  hides nothing of a kind. A rare situation may be set up on purpose (both
  worlds alike) and even played into, as long as the twins then differ only in
  the hidden fact.
- Give each kind its ``shows(step)``: ``step`` is a ``Seen`` (the acting seat,
  its action's JSON and the events as the observing seat is shown them, in one
  world) and ``shows`` says whether that step may rightly tell the difference
  (the seat's own draw, a roll, the hidden piece coming out). Keep it narrow:
  every step before it is compared byte for byte.
- ``deal(n)`` (optional) gives the options and the seat count of the ``n``-th
  sample game (default: a bot-only table's defaults, the seat counts in turn);
  ``games`` and ``per_game`` how many sample games the normal test run plays and
  at how many of their steps it makes twins (aim at a few dozen runs).

Examples: ``tests/games/loop/twins.py`` (one kind: the dice to come) and
``tests/games/axis_mundi/twins.py`` (six kinds, one set up on purpose and played
into: an invisible character whose familiar fetched a treasure).

``check_game`` plays sample games with the game's bots and makes twins at random
steps of each; ``check_match`` does the same for any played match, which is how
the soak's leak check (``tests/seeded.py``) runs the engine on every
``TWIN_EVERY``-th seeded game. A run stops after ``STEPS`` steps at most.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from game.core.match import Match
from game.core.registry import GameInfo, get_game
from game.core.rng import GameRng
from game.core.seats import SeatSpec, bot_rng
from game.core.state import GameState, canonical_json
from game.core.values import Action, Event
from game.net import protocol
from game.net.table import Table

#: A run stops after this many steps compared.
STEPS = 80
#: A sample game still going after this many steps is cut there.
GAME_STEPS = 20_000


@dataclass(frozen=True)
class Seen:
    """One step in one world, as the twins' ``shows`` is given it."""

    actor: int
    action: dict[str, Any]
    events: list[dict[str, Any]]  # as the observing seat is shown them


def never(step: Seen) -> bool:
    """No step may show the difference: it stays hidden for good."""
    return False


@dataclass(frozen=True)
class Twins:
    """Two worlds that differ only in what ``seat`` may not know."""

    what: str  # the hidden difference, for messages: "seat 2's hand (a card swapped)"
    seat: int
    one: GameState
    two: GameState
    shows: Callable[[Seen], bool] = never


@dataclass(frozen=True)
class TwinHook:
    """A game's twin-maker (``tests/games/<id>/twins.py``: ``TWINS``)."""

    make: Callable[[GameState, int, GameRng], Iterable[Twins]]
    deal: Callable[[int], tuple[dict[str, str | int], int]] | None = None
    games: int = 4  # sample games in the normal test run ...
    per_game: int = 2  # ... and positions of each that twins are made from


class TwinLeak(AssertionError):
    """A seat was sent something that depends on what it may not know."""


@dataclass
class Run:
    """How one pair of twins went: steps compared and why the run stopped."""

    what: str
    seat: int
    steps: int = 0
    end: str = ""


class World:
    """One twin at a LAN table of bots: what the host would send, built, never sent."""

    def __init__(self, info: GameInfo, state: GameState, seats: int) -> None:
        self.table = Table(info, {}, [SeatSpec("bot")] * seats, 0)
        self.table.start()
        assert self.table.match is not None
        self.match: Match = self.table.match
        self.match.state, self.match.opening, self.match.steps = state, (), []

    @property
    def state(self) -> GameState:
        return self.match.state

    def start(self, seat: int) -> dict[str, Any]:
        return self.observe(seat, self.table.sync(seat), [])

    def play(self, actor: int, action: Action, seat: int) -> tuple[dict[str, Any], Seen]:
        events = self.match.play(actor, action)
        seen = self.observe(seat, self.table.updates(events, spectators=True).get(seat), events)
        return seen, Seen(actor, action.to_json(), seen["events"])

    def observe(self, seat: int, message: dict[str, Any] | None,
                events: list[Event]) -> dict[str, Any]:
        """Everything ``seat`` gets, in the order a difference is best reported."""
        state = self.state
        shown = (e.for_seat(seat) for e in events)
        return {
            "events": [e.to_json() for e in shown if e is not None],
            "to_move": state.to_move(),
            "legal": [a.to_json() for a in state.legal_actions(seat)] if seat >= 0 else [],
            "undo": seat >= 0 and self.match.can_undo(seat),
            "view": canonical_json(state.view(seat)),
            "sent": "" if message is None else protocol.encode(message).decode(),
        }


def run(info: GameInfo, twins: Twins, seats: int, rng: GameRng, steps: int = STEPS) -> Run:
    """Play both twins on; raise ``TwinLeak`` if ``twins.seat`` can tell them apart
    before a step that ``twins.shows`` allows to tell."""
    if twins.one.state_hash() == twins.two.state_hash():
        raise AssertionError(f"{info.id}: the twins ({twins.what}) are one world")
    seat, report = twins.seat, Run(twins.what, twins.seat)
    one, two = World(info, twins.one, seats), World(info, twins.two, seats)
    _same(info, twins, one.start(seat), two.start(seat), "the start")
    for _ in range(steps):
        movers = one.state.to_move()
        if not movers:
            report.end = "game over"
            return report
        actor = rng.choice(movers)
        action = _choose(one.state, two.state, actor, seat, rng)
        if action is None:
            report.end = f"no action of seat {actor} legal in both worlds"
            return report
        seen_one, step_one = one.play(actor, action, seat)
        seen_two, step_two = two.play(actor, action, seat)
        report.steps += 1
        where = f"step {report.steps} (seat {actor}: {action.to_text()})"
        if seen_one != seen_two and (twins.shows(step_one) or twins.shows(step_two)):
            if seen_one["undo"] or seen_two["undo"]:
                raise TwinLeak(f"{info.id}: {twins.what}: {where} showed seat {seat} what it "
                               "did not know, yet undo is offered to it")
            report.end = f"parted at {where}"
            return report
        _same(info, twins, seen_one, seen_two, where)
    report.end = "step limit"
    return report


def _choose(one: GameState, two: GameState, actor: int, seat: int,
            rng: GameRng) -> Action | None:
    legal = one.legal_actions(actor)
    if actor != seat:
        both = set(two.legal_actions(actor))
        legal = [a for a in legal if a in both]
    return rng.choice(legal) if legal else None


def _same(info: GameInfo, twins: Twins, one: dict[str, Any], two: dict[str, Any],
          where: str) -> None:
    for key, mine in one.items():
        if mine != two[key]:
            a, b = (x if isinstance(x, str) else canonical_json(x) for x in (mine, two[key]))
            raise TwinLeak(f"{info.id}: {twins.what}: seat {twins.seat}'s {key} differs "
                           f"at {where}:\n{_apart(a, b)}")


def _apart(a: str, b: str, margin: int = 90) -> str:
    """Where two texts first differ, with some text either side."""
    at = next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y),
              min(len(a), len(b)))
    start = max(0, at - margin)
    return f"  one: ...{a[start:at + margin]}...\n  two: ...{b[start:at + margin]}..."


# Hooks, sample games and the positions twins are made from.


def hook_of(game_id: str) -> TwinHook | None:
    """The hook in ``tests/games/<id>/twins.py``, or None."""
    name = f"tests.games.{game_id}.twins"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name not in (name, f"tests.games.{game_id}"):
            raise
        return None
    hook = module.TWINS
    assert isinstance(hook, TwinHook), f"{name}.TWINS is not a TwinHook"
    return hook


def bot_game(info: GameInfo, hook: TwinHook, n: int) -> Match:
    """The ``n``-th sample game, played by the game's easy bots (or its first level)."""
    options, seats = hook.deal(n) if hook.deal else ({}, info.seat_counts[n % len(
        info.seat_counts)])
    match = Match.create(info.id, options, n, ["bot"] * seats)
    bot = info.bots.get("easy") or next(iter(info.bots.values()))
    rngs = [bot_rng(n, s) for s in range(seats)]
    for _ in range(GAME_STEPS):
        movers = match.state.to_move()
        if not movers:
            break
        seat = movers[0]
        state = match.state
        match.play(seat, bot(state.view(seat), state.legal_actions(seat), rngs[seat]))
    return match


def positions(match: Match, count: int, rng: GameRng) -> list[GameState]:
    """Up to ``count`` positions of a played match, at random steps before its end."""
    if not match.steps:
        return []
    chosen = sorted({rng.below(len(match.steps)) for _ in range(count)})
    state = match.info.state_class.new(match.options, match.seed, len(match.seats))
    out = []
    for number, step in enumerate(match.steps[:chosen[-1] + 1]):
        if number in chosen:
            out.append(state.clone())
        state.apply(step.seat, step.action)
    return out


def check_match(match: Match, count: int = 2, seed: int = 0,
                hook: TwinHook | None = None) -> list[Run]:
    """Twins of ``count`` random positions of a played match, each run; [] without a hook."""
    hook = hook or hook_of(match.info.id)
    if hook is None:
        return []
    rng = GameRng(seed * 1_000_003 + 4_242)
    seats = len(match.seats)
    return [run(match.info, twins, seats, rng)
            for state in positions(match, count, rng)
            for twins in hook.make(state, seats, rng)]


def check_game(game_id: str, games: int | None = None, first: int = 0) -> list[Run]:
    """Twins from sample games of a game with a hook (``games``, else the hook's number),
    every one run."""
    info, hook = get_game(game_id), hook_of(game_id)
    assert hook is not None, f"{game_id} has no twin hook (tests/games/{game_id}/twins.py)"
    count = hook.games if games is None else games
    return [r for n in range(first, first + count)
            for r in check_match(bot_game(info, hook, n), hook.per_game, n, hook)]

