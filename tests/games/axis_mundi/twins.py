"""Axis Mundi's twins for ``tests/twins.py``.

From a position and a watching seat (a player or an onlooker), one twin of each kind
the position allows, differing only in what the watcher may not know:

- another hand: a card of another player's hand swapped with one of the same deck;
- the decks' order: both decks shuffled;
- the dice to come: another RNG state;
- face-down treasure: two treasure tokens swapped (on the volcano, or one on the
  volcano and one among another player's face-down treasure);
- an invisible character: another player made invisible where it stands (its token
  there), who in one world has walked on to a hex nearby and lost a hit point;
- an invisible character's familiar: the player on turn sends its familiar for a
  treasure (set up on purpose, both worlds alike), then vanishes where it stands and
  in one world walks on - the treasure arrives at the end of its turn, and nothing may
  tell where from (reviewers saw ``treasure_taken`` name the invisible owner's hex).

What may rightly tell the difference (``shows``): for cards, the watcher's own draws
and peeks, a card given to or by it, a card coming face up (a crate refilled from the
deck, the cards a card set aside and the player did not keep); for the dice, a
roll; for treasure, the watcher taking or fetching one, a treasure used; for the
invisible character, its coming out (reappearing, dying) or the watcher's attack that
misses where it might have hit.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from game.core.hexgrid import ORIGIN, Hex
from game.core.rng import GameRng
from game.core.state import GameState
from game.core.values import SPECTATOR
from game.games.axis_mundi.rules import actions as A
from game.games.axis_mundi.rules import combat, movement
from game.games.axis_mundi.rules.catalog import CARDS, card_type
from game.games.axis_mundi.rules.state import AxisMundiState
from game.games.axis_mundi.rules.table import Table
from tests.twins import Seen, TwinHook, Twins

Shows = Callable[[Seen], bool]


#: Events that show everyone a card face up: one that came from a deck (a crate
#: refilled, the cards set aside by a card and not kept) tells of the deck's order.
FACE_UP = ("card_discarded", "card_played", "card_taken", "card_activated")


def cards_told(seat: int) -> Shows:
    """The watcher's own draw or peek, a card given to or by it, a card face up."""
    def shows(step: Seen) -> bool:
        for e in step.events:
            kind = e["kind"]
            if kind in ("card_drawn", "peeked") and e["seat"] == seat:
                return True
            if kind == "card_given" and seat in (e["giver"], e["receiver"]):
                return True
            if kind in FACE_UP and e["card"]:
                return True
        return False
    return shows


def rolled_or_cards_told(seat: int) -> Shows:
    told = cards_told(seat)
    return lambda step: told(step) or any(e["kind"] == "die_rolled" for e in step.events)


def treasure_told(seat: int) -> Shows:
    """The watcher takes or fetches a treasure (it sees which), or one is used openly."""
    def shows(step: Seen) -> bool:
        if step.actor == seat and "fetch" in (step.action.get("purpose"),
                                              step.action.get("option")):
            return True  # its familiar sent, or a card played, to fetch: it sees which
        return any(e["kind"] == "treasure_used" or (
            e["kind"] == "treasure_taken" and e["seat"] == seat) for e in step.events)
    return shows


def comes_out(seat: int, hidden: int) -> Shows:
    """The invisible ``hidden`` reappears or dies, or the watcher's attack misses."""
    def shows(step: Seen) -> bool:
        return any((e["kind"] in ("reappeared", "died") and e["seat"] == hidden)
                   or (e["kind"] == "missed" and step.actor == seat) for e in step.events)
    return shows


def table_of(state: GameState) -> Table:
    assert isinstance(state, AxisMundiState)
    return state.table


def make(state: GameState, seats: int, rng: GameRng) -> Iterator[Twins]:
    seat = rng.choice([*range(seats), SPECTATOR])
    others = [s for s in range(seats) if s != seat]
    for kind in (hand, decks, dice, treasure, invisible, familiar):
        twins = kind(state, seat, others, rng)
        if twins is not None:
            yield twins


def hand(state: GameState, seat: int, others: list[int], rng: GameRng) -> Twins | None:
    two = state.clone()
    t = table_of(two)
    offers = [(x, i, deck, j) for x in others for i, card in enumerate(t.mats[x].hand)
              for deck in [CARDS[card_type(card)].deck]
              for j, other in enumerate(t.decks[deck]) if card_type(other) != card_type(card)]
    if not offers:
        return None
    x, i, deck, j = rng.choice(offers)
    mat = t.mats[x]
    mat.hand[i], t.decks[deck][j] = t.decks[deck][j], mat.hand[i]
    return Twins(f"seat {x}'s hand (a card swapped with the {deck} deck)", seat,
                 state.clone(), two, cards_told(seat))


def decks(state: GameState, seat: int, others: list[int], rng: GameRng) -> Twins | None:
    two = state.clone()
    t = table_of(two)
    for cards in t.decks.values():
        rng.shuffle(cards)
    if two.state_hash() == state.state_hash():
        return None
    return Twins("the decks' order", seat, state.clone(), two, cards_told(seat))


def dice(state: GameState, seat: int, others: list[int], rng: GameRng) -> Twins | None:
    two = state.clone()
    table_of(two).rng.state ^= 1 + rng.below(1 << 62)
    return Twins("the dice to come (another RNG state)", seat, state.clone(), two,
                 rolled_or_cards_told(seat))


def treasure(state: GameState, seat: int, others: list[int], rng: GameRng) -> Twins | None:
    two = state.clone()
    t = table_of(two)
    spots = sorted(t.treasures)
    held = [(x, i) for x in others for i in range(len(t.mats[x].treasures))]
    if not spots or len(spots) + len(held) < 2:
        return None
    a = rng.choice(spots)
    if held and (len(spots) < 2 or rng.below(2)):
        x, i = rng.choice(held)
        t.treasures[a], t.mats[x].treasures[i] = t.mats[x].treasures[i], t.treasures[a]
        what = f"a face-down treasure on the volcano and seat {x}'s"
    else:
        b = rng.choice([s for s in spots if s != a])
        t.treasures[a], t.treasures[b] = t.treasures[b], t.treasures[a]
        what = "two face-down treasures on the volcano"
    return Twins(what, seat, state.clone(), two, treasure_told(seat))


def _walkable(t: Table, x: int) -> list[Hex]:
    """Hexes ``x`` could stand on (free of visible characters, not the gate or a pier)."""
    return [h for h in t.board.homes if h != ORIGIN and t.is_free(h, x)
            and t.terrain(h) not in ("", "inaccessible", "axis_mundi", "pier")]


def _area_now(t: Table) -> set[tuple[int, int]]:
    return {(source, s) for source in movement.malignants(t) for s in range(t.n)
            if movement.area_wounds(t, source, s) > 0}


def _can_vanish(t: Table, x: int) -> bool:
    mat = t.mats[x]
    return t.phase == "play" and not (mat.invisible or mat.heavenly or mat.on_axis) \
        and mat.pos != ORIGIN and not t.is_(x, "malignant")


def _hide(one: GameState, two: GameState, x: int, here: Hex, there: Hex) -> bool:
    """Make ``x`` invisible on ``here`` (its token) in both worlds, standing on ``there``
    in the second with a hit point less; False if its area or the others' would tell."""
    for state, pos in ((one, here), (two, there)):
        t = table_of(state)
        mat = t.mats[x]
        mat.pos, mat.invisible, mat.token = pos, True, here
        t.in_aoe = _area_now(t)
    mat = table_of(two).mats[x]
    mat.hp = max(1, mat.hp - 1)
    return table_of(one).in_aoe == table_of(two).in_aoe


def invisible(state: GameState, seat: int, others: list[int], rng: GameRng) -> Twins | None:
    one, two = state.clone(), state.clone()
    t = table_of(one)
    hiding = [x for x in others if _can_vanish(t, x)]
    if not hiding:
        return None
    x = rng.choice(hiding)
    here = t.mats[x].pos
    near = [h for h in _walkable(t, x) if 1 <= h.distance(here) <= 2]
    if not near or not _hide(one, two, x, here, rng.choice(near)):
        return None
    return Twins(f"where invisible seat {x} stands (and its hit points)", seat, one, two,
                 comes_out(seat, x))


def familiar(state: GameState, seat: int, others: list[int], rng: GameRng) -> Twins | None:
    """The player on turn sends its familiar for a treasure, then vanishes where it stands
    (as "You Have Only this Empty Vessel of Yourself" does) and in one world walks on."""
    one, two = state.clone(), state.clone()
    t = table_of(one)
    x = t.current
    if x not in others or t.pending or not t.treasures or not _can_vanish(t, x):
        return None
    spot = t.world(rng.choice(sorted(t.treasures)))
    reach = combat.familiar_range(t, x, card=False)
    starts = [h for h in _walkable(t, x) if h.distance(spot) <= reach]
    if not starts:
        return None
    here = rng.choice(starts)
    fetch = A.SendFamiliar(spot, "fetch")
    for world in (one, two):
        w = table_of(world)
        w.mats[x].pos = here
        w.in_aoe = _area_now(w)
        w.turn.actions = max(w.turn.actions, 1)
        w.mats[x].energy[0] = 3
        if fetch not in world.legal_actions(x):
            return None
        world.apply(x, fetch)
    near = [h for h in _walkable(table_of(one), x) if 1 <= h.distance(here) <= 2]
    if not near or not _hide(one, two, x, here, rng.choice(near)):
        return None
    return Twins(f"where invisible seat {x} stands, its familiar fetching a treasure", seat,
                 one, two, comes_out(seat, x))


def deal(n: int) -> tuple[dict[str, str | int], int]:
    """Three players but every fourth game (six); the random volcano every other game."""
    return {"setup": "random" if n % 2 else "recommended"}, 6 if n % 4 == 3 else 3


TWINS = TwinHook(make=make, deal=deal, games=3, per_game=2)
