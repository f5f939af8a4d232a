"""Checks every game's hard bot (the core search over its ``sample_world``) must pass.

- ``world_shows_the_view``: a sampled world looks, to the seat, exactly like the
  view it was sampled from (same view, same seat to move): the worlds are
  consistent with everything the seat may know.
- ``twins_choose_alike``: in two worlds that differ only in what the seat may not
  know (the game's twin hook, ``tests/games/<id>/twins.py``), the seat gets the
  same view, and the hard bot, given the same RNG seed, the same action.
- ``blind_choice``: the hard bot chooses from a JSON copy of the view after the
  true state is gone (a weak reference proves it collected), and chooses what it
  chose with the state alive.
"""

from __future__ import annotations

import gc
import json
import weakref
from collections.abc import Callable, Iterator
from typing import Any

from game.core.match import Match
from game.core.registry import Bot, get_game
from game.core.rng import GameRng
from game.core.seats import bot_rng
from game.core.state import GameState, canonical_json
from game.core.values import Action
from tests.twins import TwinHook

#: Picks the positions worth a search: (view, legal actions) -> bool.
Searched = Callable[[dict[str, Any], list[Action]], bool]


def positions(game: str, seed: int, seats: int, options: dict[str, Any],
              wanted: Searched, limit: int, skip: int = 0) -> Iterator[tuple[Match, int]]:
    """Positions of a seeded normal-bot game where ``wanted`` holds for the seat to move."""
    info = get_game(game)
    match = Match.create(game, options, seed, ["bot"] * seats)
    found = 0
    for step in range(5000):
        if match.state.is_over() or found >= limit:
            return
        seat = match.state.to_move()[0]
        view, legal = match.state.view(seat), match.state.legal_actions(seat)
        if step >= skip and len(legal) > 1 and wanted(view, legal):
            found += 1
            yield match, seat
        match.play(seat, info.bot("normal")(view, legal, bot_rng(seed, seat)))


def world_shows_the_view(state: GameState, seat: int, sample_world: Callable[..., GameState],
                         draws: int = 3) -> None:
    view = json.loads(json.dumps(state.view(seat)))
    for n in range(draws):
        world = sample_world(view, GameRng(n))
        assert canonical_json(world.view(seat)) == canonical_json(state.view(seat))
        assert world.to_move() == state.to_move()


def twins_choose_alike(game: str, hook: TwinHook, state: GameState, seats: int, bot: Bot,
                       rng: GameRng, wanted: Searched) -> int:
    """Twins of ``state`` whose seat owes a decision: the same choice in both worlds.
    Returns how many twins were compared."""
    compared = 0
    for twins in hook.make(state, seats, rng):
        seat = twins.seat
        if seat < 0 or seat not in twins.one.to_move():
            continue
        view_one, view_two = twins.one.view(seat), twins.two.view(seat)
        legal_one, legal_two = twins.one.legal_actions(seat), twins.two.legal_actions(seat)
        assert canonical_json(view_one) == canonical_json(view_two), twins.what
        assert legal_one == legal_two, twins.what
        if len(legal_one) < 2 or not wanted(view_one, legal_one):
            continue
        one = bot(view_one, legal_one, GameRng(seat + 11))
        two = bot(view_two, legal_two, GameRng(seat + 11))
        assert one == two, f"{game}: {twins.what}: {one} in one world, {two} in the other"
        compared += 1
    return compared


def blind_choice(match: Match, seat: int, bot: Bot) -> None:
    state = match.state
    codec = type(state).action_codec
    seen = json.dumps({"view": state.view(seat),
                       "legal": [a.to_json() for a in state.legal_actions(seat)]})
    alive = bot(state.view(seat), state.legal_actions(seat), GameRng(5))
    gone = weakref.ref(state)
    match.state = None  # type: ignore[assignment]
    del state
    gc.collect()
    assert gone() is None, "the true state is still alive"
    data = json.loads(seen)
    legal = [codec.decode(a) for a in data["legal"]]
    blind = bot(data["view"], legal, GameRng(5))
    assert blind == alive and blind in legal
