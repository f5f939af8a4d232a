"""Paradox Island's twins for ``tests/twins.py``.

Only OP sees the island; a captive knows what it heard and the labels of the spaces
the captives stand on (p. 8: "they can ask OP at any time what space a particular
captive piece is on"), an onlooker less. From a position and a watching seat, one
twin of each kind the position allows, differing only in what the watcher may not
know (the spaces the captives stand on and the fruit OP marked on the watcher's map
keep their labels; so does the Bush's announced fruit during setup):

- tiles: the two-space tiles near a space laid again (portals, knots and their
  arrows, anomalies, fruits move and turn);
- knots, portals: two tiles holding an Escher knot (other arrows) or a portal (another
  pair) trade places;
- a lake: a lake laid elsewhere or turned, with the tiles around it (a captive in it
  stays in it);
- fruits: two tiles holding fruits trade places (where a starting fruit is);
- anomalies: two anomaly tokens trade spaces, or one is swapped with an unused one;
- OP's pieces: the Bush or the Rock on another space, the Wave in another part (or,
  flooded, another lake);
- a captive's space: a captive piece (the watcher's own too) on another space with
  the same label (another oracle, knot, portal of the pair, space of its lake);
- the power tokens to come (the stack's order) and the RNG (shuffled answers);

and three situations set up on purpose, alike in both worlds before the difference:

- lying in a lake: the captive on turn lies in a lake, which is laid again in one
  world (how many ways out OP may choose from);
- the Rock's last action: OP has one action left and only the Rock on the island;
  another captive stands, in one world, on another space with its label (whether
  the Rock lands next to a captive);
- a revival: the watcher's piece has perished on its turn; in one world an OP piece
  stands on camp A (who is named there).

OP may only be told apart the power tokens to come and the RNG.

What may rightly tell the difference (``Parting``): a step whose first difference,
between the two worlds, is in both an announcement that may tell the watcher something
hidden (``TOLD``): a label named, a piece met, the ocean, a mark, a draw. A step where
one world says more than the other, or says something that reveals nothing, or asks
someone else, is a leak: that is how a question asked only when a hidden fact holds,
or a turn that ends a step early, shows. At the step that parts them, undo must not
be offered.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from game.core.rng import GameRng
from game.core.state import GameState
from game.core.values import SPECTATOR
from game.games.paradox_island.rules.catalog import anomaly_tokens
from game.games.paradox_island.rules.island import OCEAN_NAMES, step
from game.games.paradox_island.rules.state import ParadoxIslandState
from tests.games.paradox_island import retile
from tests.twins import Seen, TwinHook, Twins

OP = 0
#: One kind of twin: from a position and the watching seat, the twins or None.
Kind = Callable[[ParadoxIslandState, int, GameRng], Twins | None]


class Parting:
    """``shows`` of a pair of twins: the engine asks it about the step in one world, then
    (if that says no) in the other. The first call is kept and answered no; the second
    compares the two: the step rightly shows the difference if the first event where
    the worlds differ is, in both, an announcement that reveals. Each pair of twins has
    its own (a run parts or fails at the first step that differs)."""

    def __init__(self) -> None:
        self.first: Seen | None = None

    def __call__(self, step: Seen) -> bool:
        if self.first is None:
            self.first = step
            return False
        one, self.first = self.first, None
        return told_apart(one.events, step.events)


#: Announcements that may rightly tell a watcher something hidden: a label, the pieces
#: met or named, the ocean and the Wave, a mark, a draw. (``Told.reveals`` is about the
#: seat that acted; OP's own moves reveal nothing to OP but name spaces to captives.)
TOLD = frozenset({
    "arrived", "in_ocean", "met", "attacked", "scared_off", "oracle_answer", "revived",
    "mission_marked", "spaces_named", "piece_spotted", "op_moved", "start_fruit_chosen",
    "character_chosen", "tokens_drawn", "island_ready",
})
#: Announcements made only when something is there, so that their absence tells too
#: (OP names the pieces met, if any; a corner is marked, if it counts).
SILENT_WHEN_NOT = frozenset({"met", "mission_marked"})


def told_apart(one: list[dict[str, Any]], two: list[dict[str, Any]]) -> bool:
    """True if the two steps first differ in what OP announced: where both say something
    there, one of them is in ``TOLD``; where one has stopped, the other's next
    announcement is one whose absence tells (``SILENT_WHEN_NOT``). Anything else (one
    world going on to say what the other never says, waiting for someone else) is not
    a difference in what was told but in how the game went on."""
    at = next((i for i, (a, b) in enumerate(zip(one, two, strict=False)) if a != b),
              min(len(one), len(two)))
    if at < len(one) and at < len(two):
        return one[at]["kind"] in TOLD or two[at]["kind"] in TOLD
    rest = one[at:] or two[at:]
    return bool(rest) and rest[0]["kind"] in SILENT_WHEN_NOT


def twins(what: str, seat: int, one: ParadoxIslandState, two: ParadoxIslandState) -> Twins:
    return Twins(what, seat, one, two, Parting())


def game_of(state: GameState) -> ParadoxIslandState:
    assert isinstance(state, ParadoxIslandState)
    return state


def make(state: GameState, seats: int, rng: GameRng) -> Iterator[Twins]:
    game = game_of(state)
    if game.island is None or game.is_over() or (game.pending and game.pending["seat"] == OP):
        return  # OP's open question holds spaces of this island
    seat = rng.choice([*range(1, seats), *range(1, seats), SPECTATOR, OP])
    kinds: tuple[Kind, ...] = (stack, dice) if seat == OP else (
        tiles, lake, fruits, knots, portals, anomalies, op_pieces, captive_space, stack,
        dice, lying, rock_beside, revival)
    for kind in kinds:
        made = kind(game, seat, rng)
        if made is not None and made.two.state_hash() != made.one.state_hash():
            yield made


def pinned(state: ParadoxIslandState, seat: int) -> set[int]:
    """Spaces whose label the watcher may know now: every captive's (p. 8), the fruit OP
    marked on its map (setup step 8), the Bush's announced fruit while setting up."""
    out = {state.piece(r)["at"] for r in state.on_map()}
    if seat > 0:
        first = state.board(seat)["pieces"][0]["start"]
        if first is not None:
            out.add(state.island.fruit_space(first))
    if state.phase != "play" and state.bush is not None:
        out.add(state.bush)
    return out


# The island.


def tiles(state: ParadoxIslandState, seat: int, rng: GameRng) -> Twins | None:
    new = retile.region(state, pinned(state, seat), rng)
    if new is None:
        return None
    return twins("the tiles near a space, laid again", seat, state.clone(),
                 retile.relaid(state, new))


def lake(state: ParadoxIslandState, seat: int, rng: GameRng) -> Twins | None:
    number = rng.below(3)
    cells = set(state.island.lakes[number])
    keep = {s for s in pinned(state, seat) if s in cells}
    new = retile.lake(state, number, pinned(state, seat) - cells, keep, rng)
    if new is None:
        return None
    return twins(f"the {state.label(min(cells))[5:]} lake, laid again", seat, state.clone(),
                 retile.relaid(state, new))


def traded(kind: str) -> Kind:
    """Two tiles holding a ``kind`` space trade places (a knot's arrows, a portal pair,
    where a starting fruit is)."""
    def make(state: ParadoxIslandState, seat: int, rng: GameRng) -> Twins | None:
        new = retile.swap_tiles(state, kind, pinned(state, seat), rng)
        if new is None:
            return None
        return twins(f"two {kind} tiles traded", seat, state.clone(),
                     retile.relaid(state, new))
    make.__name__ = f"{kind}s"
    return make


fruits, knots, portals = traded("fruit"), traded("knot"), traded("portal")


def anomalies(state: ParadoxIslandState, seat: int, rng: GameRng) -> Twins | None:
    free = [s for s in sorted(state.anomalies) if s not in pinned(state, seat)]
    if not free:
        return None
    two = state.clone()
    a = rng.choice(free)
    unused = sorted(set(anomaly_tokens()) - set(state.anomalies.values()))
    if len(free) >= 2 and rng.below(2):
        b = rng.choice([s for s in free if s != a])
        two.anomalies[a], two.anomalies[b] = state.anomalies[b], state.anomalies[a]
        what = "two anomaly tokens traded"
    else:
        two.anomalies[a] = rng.choice(unused)
        what = "an anomaly token swapped with an unused one"
    return twins(what, seat, state.clone(), two)


# OP's pieces, the captives' spaces, the tokens and the dice.


def op_pieces(state: ParadoxIslandState, seat: int, rng: GameRng) -> Twins | None:
    two = state.clone()
    held = {state.piece(r)["at"] for r in state.on_map()}
    moves = []
    if state.phase == "play" and state.bush is not None:
        moves.append("bush")
    if state.rock is not None:
        moves.append("rock")
    if state.wave is not None or state.wave_lake is not None:
        moves.append("wave")
    if not moves:
        return None
    name = rng.choice(moves)
    if name == "wave" and state.wave is not None:
        two.wave = rng.choice([k for k in range(len(OCEAN_NAMES)) if k != state.wave])
    elif name == "wave":
        two.wave_lake = rng.choice([n for n in range(3) if n != state.wave_lake])
    else:
        free = [s for s in range(37) if s not in held and s not in (state.bush, state.rock)]
        if state.phase != "play":
            free = [s for s in free if state.island.spaces[s].kind == "anomaly"]
        if not free:
            return None
        setattr(two, name, rng.choice(free))
    return twins(f"where the {name.capitalize()} stands", seat, state.clone(), two)


def captive_space(state: ParadoxIslandState, seat: int, rng: GameRng) -> Twins | None:
    """A captive piece standing on a label found on several spaces moves to another
    (with nothing under way: a queued effect holds the space it works on)."""
    if state.pending or state.tasks:
        return None
    taken = {state.piece(r)["at"] for r in state.on_map()} | {state.bush, state.rock}
    offers = []
    for ref in state.on_map():
        piece = state.piece(ref)
        if piece["lying"]:
            continue
        label = state.label(piece["at"])
        offers += [(ref, s) for s in range(37) if s not in taken and state.label(s) == label]
    if not offers:
        return None
    ref, space = rng.choice(offers)
    two = state.clone()
    two.piece(ref)["at"] = space
    return twins(f"where captive {ref[0]}'s piece {ref[1]} stands (same label)", seat,
                 state.clone(), two)


def stack(state: ParadoxIslandState, seat: int, rng: GameRng) -> Twins | None:
    two = state.clone()
    rng.shuffle(two.stack)
    return twins("the power tokens to come", seat, state.clone(), two)


def dice(state: ParadoxIslandState, seat: int, rng: GameRng) -> Twins | None:
    two = state.clone()
    two.rng.state ^= 1 + rng.below(1 << 62)
    return twins("the RNG (shuffled answers to come)", seat, state.clone(), two)


# Situations set up on purpose.


def _captive_on_turn(state: ParadoxIslandState) -> list[int] | None:
    """The piece of the captive on turn that may act now (no question open)."""
    if state.phase != "play" or state.pending or state.tasks or state.turn["seat"] == OP \
            or state.turn.get("over"):
        return None
    seat = state.turn["seat"]
    for index, piece in enumerate(state.board(seat)["pieces"]):
        if piece["at"] is not None and state.can_act(index) and state.turn["actions"][index]:
            return [seat, index]
    return None


def lying(state: ParadoxIslandState, seat: int, rng: GameRng) -> Twins | None:
    ref = _captive_on_turn(state)
    if ref is None:
        return None
    base = state.clone()
    number = rng.below(3)
    free = [s for s in base.island.lakes[number]
            if all(base.piece(r)["at"] != s for r in base.on_map())]
    if not free:
        return None
    space = rng.choice(free)
    base.piece(ref).update({"at": space, "lying": True, "label": base.label(space)})
    pins = pinned(base, seat) - set(base.island.lakes[number])
    new = retile.lake(base, number, pins, {space}, rng)
    if new is None:
        return None
    return twins(f"captive {ref[0]} lying in a lake laid again", seat, base,
                 retile.relaid(base, new))


def rock_beside(state: ParadoxIslandState, seat: int, rng: GameRng) -> Twins | None:
    if state.phase != "play" or state.pending or state.tasks or state.turn["seat"] != OP \
            or "op_actions" not in state.turn:
        return None
    others = [r for r in state.on_map() if r[0] != seat and not state.piece(r)["lying"]]
    taken = {state.piece(r)["at"] for r in state.on_map()}
    rng.shuffle(others)
    for ref in others:
        here = state.piece(ref)["at"]
        label = state.label(here)
        for there in (s for s in range(37) if s not in taken and state.label(s) == label):
            found = _rock_spot(state, here, there, taken)
            if found is None:
                continue
            base = state.clone()
            for name in ("wave", "bush"):
                if getattr(base, name) is not None or (name == "wave" and base.wave_lake
                                                       is not None):
                    base.gone.append(name)
                setattr(base, name, None)
            base.wave_lake, base.rock = None, found
            base.turn.update({"op_actions": 1, "open": None})
            two = base.clone()
            two.piece(ref)["at"] = there
            return twins(f"captive {ref[0]}'s piece beside the Rock's way or not", seat,
                         base, two)
    return None


def _rock_spot(state: ParadoxIslandState, here: int, there: int,
               taken: set[int]) -> int | None:
    """A space for the Rock with a step landing next to ``here`` but not ``there``."""
    for rock in range(37):
        if rock in taken or state.island.lake_of[rock] >= 0:
            continue
        for d in range(6):
            dest = step(rock, d)
            if dest is None or dest in taken or state.island.spaces[dest].kind in (
                    "portal", "knot", "lake"):
                continue
            near = {step(dest, e) for e in range(6)}
            if (here in near) != (there in near):
                return rock
    return None


def revival(state: ParadoxIslandState, seat: int, rng: GameRng) -> Twins | None:
    ref = _captive_on_turn(state)
    if ref is None or ref[0] != seat:
        return None
    camp = state.island.find("camp", "A")[0]
    name = "bush" if state.bush is not None else "rock" if state.rock is not None else None
    if name is None or any(state.piece(r)["at"] == camp for r in state.on_map()):
        return None
    base = state.clone()
    if getattr(base, name) == camp:
        busy = {camp, base.island.find("camp", "B")[0], base.bush, base.rock}
        busy |= {base.piece(r)["at"] for r in base.on_map()}
        setattr(base, name, next(s for s in range(37) if s not in busy))
    base.piece(ref).update({"at": None, "lying": False, "label": None, "health": 0})
    base.ask(seat, "revive", who=ref)
    two = base.clone()
    setattr(two, name, camp)
    return twins(f"the {name.capitalize()} on camp A when captive {seat} revives", seat,
                 base, two)


def deal(n: int) -> tuple[dict[str, str | int], int]:
    """2, 3 and 4 seats in turn; every fifth game OP builds the island."""
    return {"island": "build" if n % 5 == 2 else "random", "round_limit": 40}, 2 + n % 3


TWINS = TwinHook(make=make, deal=deal, games=4, per_game=2)
