"""The one search every game's ``hard`` level uses: determinized information-set MCTS.

A bot gets a seat's view and legal actions, never the true state. To look
ahead it needs whole states, so each iteration *determinizes*: the game's
``sample_world(view, rng)`` builds a full state consistent with everything
the seat may know, with what it may not know (other hands, deck order, dice
to come, a hidden piece) sampled. One tree is shared by all those worlds
(single-observer ISMCTS, Cowling, Powley and Whitehouse 2012; OpenSpiel's
``ISMCTSBot`` is the same idea):

- **Nodes** are reached by the sequence of (seat, action) pairs played from
  the root; a child is *available* in an iteration when its action is legal
  in that iteration's world. Selection is UCB1 over available children with
  the availability count in place of the parent's visits (the "subset-armed
  bandit"), so an action legal in few worlds is not starved or favoured.
- **Who decides** at a node is whichever seat the world's ``to_move()`` names
  first (a reaction window asks its seats one by one, as the rules do).
- **Values are per seat** (max^n): a rollout backs up one value per seat, and
  the seat deciding at a node picks the child best *for itself*.
- **The game's normal bot is the policy.** It plays the rollouts, and at each
  node its choice (asked once, in the first world that reaches the node) gets
  a progressive bias (``bias / (visits + 1)``) and is expanded first; the
  other actions are widened in one at a time (``widen * sqrt(visits)``
  children at most), so a small budget refines the normal bot's play rather
  than spreading a few rollouts over dozens of moves.
- **Rollouts are truncated** after ``depth`` steps past the tree. A finished
  game is worth ``outcome_values`` (1 to each winner, 0 to the rest); an
  unfinished one is worth the game's ``evaluate(state)`` (its estimate of each
  seat's chance to win), or 0 for every seat without one ("not won within
  the horizon").
- **Choice**: the root child with the most visits; the policy's action keeps
  ties, so an alternative must earn strictly more visits to replace it. An
  action is judged only in worlds where it is legal: when the policy's choice
  was legal in fewer than half of them (its legality hangs on what the seat
  cannot see, as a card taken from a hidden hand), the worlds cannot judge
  it and it stands.

The budget is in iterations, so a decision is a pure function of (view,
legal actions, bot RNG, budget): games replay deterministically. ``seconds``
may cap the time as well, for a player who wants it; the default has none.
The iteration RNGs derive from the bot's RNG, which the search advances.
A world in which the root's legal actions are all illegal (it cannot happen
with a faithful ``sample_world``) is skipped rather than trusted.

**The paired mode** (``Search(..., paired=Paired(...))``) looks one decision
ahead instead of growing a tree, for a game whose few affordable worlds would
drown the difference between two moves in dice and draws: it compares
candidates with common random numbers.

- **Candidates**: the policy's choice, then the root actions the game's
  ``alternatives(view, legal, favourite)`` names, each once (one named twice, or
  the policy's choice named again, is one candidate), ``candidates`` at most:
  when the game names more, the first ones in the order it gives take the
  places and the rest are not looked at. No alternative: the policy's choice
  stands without a look.
- **Worlds**: ``worlds`` of them, each drawn by ``sample_world`` and played
  once per candidate, from its own copy and with the same rollout seed, so a
  difference in the outcome is the candidate's doing. A world in which the
  seat is not to move, or a candidate is illegal or refused, is not counted;
  nor is one whose play-out reaches a seat to move with no legal action (a
  sampled world may ask a question the true one never would), and those are
  told apart in ``Searched.stuck`` so a game can choose otherwise then.
- **Played out** by the policy for every seat, after the candidate, until the
  game's ``turn_of(state)`` (whose turn it is; a reaction window asks other
  seats within it) is another seat's, or with ``through_round`` until it is
  the seat's own again; ``steps`` steps at most. A finished game is worth
  ``outcome_values``; an unfinished one the game's ``judge(start, stopped)``
  (each seat's chance, given the world the play-out began in).
- **Choice**: candidates in order, each replacing the best so far only with
  a total over the counted worlds above the best's by more than ``margin`` a
  world, so the policy's choice keeps ties and smaller leads.

The tree's ``budget`` and ``evaluate`` play no part in this mode. Its budget is
in iterations too: at most ``worlds`` x ``candidates`` play-outs of ``steps``
policy steps each (plus one ``judge`` per play-out), with no time cap
(``Budget.seconds`` does not apply); a game keeps a decision fast by choosing
those three numbers. It too is a pure function of (view, legal actions, bot
RNG, plan).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from game.core.errors import IllegalAction
from game.core.registry import Bot
from game.core.rng import GameRng
from game.core.state import GameState
from game.core.values import Action

#: Builds a full state consistent with a seat's view; hidden parts sampled with ``rng``.
SampleWorld = Callable[[dict[str, Any], GameRng], GameState]
#: Each seat's estimated chance to win an unfinished game, by seat.
Evaluate = Callable[[GameState], Mapping[int, float]]
#: The paired mode's alternatives to the policy's choice: (view, legal, favourite) -> actions.
Alternatives = Callable[[dict[str, Any], list[Action], Action], list[Action]]
#: Each seat's chance at the end of a paired play-out: (world it began in, world stopped).
Judge = Callable[[GameState, GameState], Mapping[int, float]]


@dataclass(frozen=True)
class Budget:
    """How hard the search looks: iterations (the default limit), rollout depth, and
    the knobs of selection. ``seconds`` caps the wall time too when set (not
    deterministic: leave it None wherever replays must match)."""

    iterations: int = 48
    depth: int = 24
    exploration: float = 0.6
    bias: float = 0.5
    widen: float = 1.0
    seconds: float | None = None


@dataclass(frozen=True)
class Paired:
    """The paired mode's plan (module docstring): the game's ``alternatives``,
    ``turn_of`` and ``judge``; how many worlds and candidates, how many steps a
    play-out takes at most and whether it runs to the seat's next turn, and the
    lead (per world) an alternative needs over the best so far."""

    alternatives: Alternatives
    turn_of: Callable[[GameState], int]
    judge: Judge
    worlds: int = 2
    candidates: int = 6
    steps: int = 30
    margin: float = 0.002
    through_round: bool = False


def outcome_values(state: GameState) -> dict[int, float] | None:
    """A finished game's value per seat: 1 to each winner, 0 to everyone else (seats
    not named are 0); None while the game goes on."""
    outcome = state.outcome()
    if outcome is None:
        return None
    return {seat: 1.0 for seat in outcome.winners}


def default_seat(view: Mapping[str, Any]) -> int:
    """The seat a view belongs to: its ``seat`` field, or 0 in a solo game's view."""
    return int(view.get("seat", 0))


@dataclass
class _Node:
    """A point of the shared tree: its children by (seat, action), with statistics."""

    visits: int = 0
    available: int = 0
    totals: dict[int, float] = field(default_factory=dict)
    children: dict[tuple[int, Action], _Node] = field(default_factory=dict)
    policy: dict[int, Action] = field(default_factory=dict)
    favourite_worlds: int = 0  # at the root: worlds in which the policy's choice was legal

    def mean(self, seat: int) -> float:
        return self.totals.get(seat, 0.0) / self.visits if self.visits else 0.0


@dataclass(frozen=True)
class Searched:
    """What one search found: the choice, and each root action's visits and mean value
    for the deciding seat (for tests and tools)."""

    action: Action
    visits: dict[Action, int]
    values: dict[Action, float]
    iterations: int
    skipped: int
    stuck: int = 0  # paired mode: worlds skipped at a seat with no legal action


class _Stuck(Exception):
    """A paired play-out reached a seat to move with no legal action."""


class Search:
    """One game's search: its ``sample_world``, its normal bot as the policy, an
    optional ``evaluate`` for truncated rollouts, and a ``budget``; or, with
    ``paired``, the paired comparison of that plan."""

    def __init__(
        self,
        sample_world: SampleWorld,
        policy: Bot,
        evaluate: Evaluate | None = None,
        budget: Budget = Budget(),
        seat_of: Callable[[Mapping[str, Any]], int] = default_seat,
        paired: Paired | None = None,
    ) -> None:
        self.sample_world, self.policy, self.evaluate = sample_world, policy, evaluate
        self.budget, self.seat_of, self.paired = budget, seat_of, paired

    def bot(self, view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
        """The hard bot: ``(view, legal_actions, rng) -> action``."""
        return self.run(view, legal, rng).action

    def run(self, view: dict[str, Any], legal: list[Action], rng: GameRng) -> Searched:
        """Search from ``view`` and choose among ``legal``."""
        if len(legal) == 1:
            return Searched(legal[0], {}, {}, 0, 0)
        if self.paired is not None:
            return self._compare(view, legal, rng, self.paired)
        me = self.seat_of(view)
        root = _Node()
        root.policy[me] = self.policy(view, legal, rng.fork(1))
        allowed = set(legal)
        budget = self.budget
        deadline = None if budget.seconds is None else time.perf_counter() + budget.seconds
        done = skipped = 0
        while done < budget.iterations:
            if deadline is not None and done and time.perf_counter() > deadline:
                break
            rolled = rng.fork(2 + done)
            world = self.sample_world(view, rolled)
            if not self._iterate(root, world, me, allowed, rolled):
                skipped += 1
            done += 1
        return self._choose(root, me, legal, done, skipped)

    # One iteration.

    def _iterate(
        self, root: _Node, world: GameState, me: int, allowed: set[Action], rng: GameRng
    ) -> bool:
        path = [root]
        node, at_root = root, True
        while world.outcome() is None:
            seat = world.to_move()[0]
            legal = world.legal_actions(seat)
            if at_root:
                if seat != me:
                    return False
                legal = [a for a in legal if a in allowed]
                if not legal:
                    return False
                node.favourite_worlds += node.policy[me] in legal
            at_root = False
            key, expanded = self._select(node, world, seat, legal, rng)
            try:
                world.apply(seat, key[1])
            except IllegalAction:
                return False
            node = node.children.setdefault(key, _Node())
            path.append(node)
            if expanded:
                break
        values = self._rollout(world, rng)
        for visited in path:
            visited.visits += 1
            for seat, value in values.items():
                visited.totals[seat] = visited.totals.get(seat, 0.0) + value
        return True

    def _select(
        self, node: _Node, world: GameState, seat: int, legal: list[Action], rng: GameRng
    ) -> tuple[tuple[int, Action], bool]:
        """The child to descend to, and whether it is newly expanded."""
        if seat not in node.policy:
            node.policy[seat] = self.policy(world.view(seat), legal, rng)
        favourite = node.policy[seat]
        room = max(1, math.ceil(self.budget.widen * math.sqrt(node.visits + 1)))
        tried = [(seat, a) for a in legal if node.children.get((seat, a)) is not None
                 and node.children[(seat, a)].visits]
        for key in tried:
            node.children[key].available += 1
        if len(tried) < room and len(tried) < len(legal):
            fresh = [a for a in legal if (seat, a) not in tried]
            action = favourite if favourite in fresh else rng.choice(fresh)
            child = node.children.setdefault((seat, action), _Node())
            child.available += 1
            return (seat, action), True
        c, bias = self.budget.exploration, self.budget.bias

        def score(key: tuple[int, Action]) -> float:
            child = node.children[key]
            explore = c * math.sqrt(math.log(child.available) / child.visits)
            prior = bias / (child.visits + 1) if key[1] == favourite else 0.0
            return child.mean(seat) + explore + prior

        return max(tried, key=score), False

    def _rollout(self, world: GameState, rng: GameRng) -> Mapping[int, float]:
        for _ in range(self.budget.depth):
            if world.outcome() is not None:
                break
            seat = world.to_move()[0]
            world.apply(seat, self.policy(world.view(seat), world.legal_actions(seat), rng))
        done = outcome_values(world)
        if done is not None:
            return done
        return self.evaluate(world) if self.evaluate is not None else {}

    def _choose(
        self, root: _Node, me: int, legal: list[Action], done: int, skipped: int
    ) -> Searched:
        favourite = root.policy[me]
        visits = {a: root.children[(me, a)].visits for a in legal if (me, a) in root.children}
        values = {a: root.children[(me, a)].mean(me) for a in visits}
        best = favourite
        if 2 * root.favourite_worlds >= done:  # else the worlds cannot judge it: it stands
            for action, count in visits.items():
                if count > visits.get(best, 0):
                    best = action
        return Searched(best, visits, values, done, skipped)

    # The paired mode.

    def _compare(
        self, view: dict[str, Any], legal: list[Action], rng: GameRng, plan: Paired
    ) -> Searched:
        """Every candidate played out in the same worlds; ``visits`` are the worlds
        counted, ``values`` the mean per counted world."""
        favourite = self.policy(view, legal, rng.fork(1))
        named = dict.fromkeys([favourite, *plan.alternatives(view, legal, favourite)])
        options = list(named)[:plan.candidates]  # each once, in order, the favourite first
        if len(options) == 1:
            return Searched(favourite, {}, {}, 0, 0)
        me = self.seat_of(view)
        totals = dict.fromkeys(options, 0.0)
        counted = stuck = 0
        for _ in range(plan.worlds):
            seed = rng.next_u64()
            world = self.sample_world(view, GameRng(seed))
            if world.to_move()[:1] != [me] or not set(options) <= set(world.legal_actions(me)):
                continue
            try:
                scores = [self._play_out(world, me, option, GameRng(seed ^ 0x5EED), plan)
                          for option in options]
            except _Stuck:
                stuck += 1
                continue
            if None in scores:
                continue
            counted += 1
            for option, score in zip(options, scores, strict=True):
                totals[option] += score  # type: ignore[operator]
        best = favourite
        for option in options:
            if totals[option] > totals[best] + plan.margin * counted:
                best = option
        values = {a: totals[a] / counted if counted else 0.0 for a in options}
        return Searched(best, dict.fromkeys(options, counted), values, plan.worlds,
                        plan.worlds - counted, stuck)

    def _play_out(
        self, start: GameState, me: int, first: Action, rng: GameRng, plan: Paired
    ) -> float | None:
        """``first`` in a copy of ``start``, then the policy to the plan's stop: the
        seat's value (None if the world refuses ``first``; ``_Stuck`` if a seat to
        move has no legal action)."""
        world = start.clone()
        try:
            world.apply(me, first)
        except IllegalAction:
            return None
        left = False
        for _ in range(plan.steps):
            if world.outcome() is not None:
                break
            if plan.turn_of(world) != me:
                if not plan.through_round:
                    break
                left = True
            elif left:
                break
            seat = world.to_move()[0]
            legal = world.legal_actions(seat)
            if not legal:
                raise _Stuck
            world.apply(seat, self.policy(world.view(seat), legal, rng))
        done = outcome_values(world)
        if done is not None:
            return done.get(me, 0.0)
        return plan.judge(start, world).get(me, 0.0)


def search_bot(
    sample_world: SampleWorld,
    policy: Bot,
    evaluate: Evaluate | None = None,
    budget: Budget = Budget(),
    seat_of: Callable[[Mapping[str, Any]], int] = default_seat,
) -> Bot:
    """A game's ``hard`` bot: the search over its worlds with its normal bot as policy."""
    return Search(sample_world, policy, evaluate, budget, seat_of).bot
