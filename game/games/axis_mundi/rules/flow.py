"""Turns and rounds: setting up, housekeeping, ending a turn, the Rotation
Mechanism and the Mischievous' levitation.
"""

from __future__ import annotations

from game.core.hexgrid import Hex
from game.games.axis_mundi.rules import combat, harm, heaven, movement
from game.games.axis_mundi.rules.board import rotated
from game.games.axis_mundi.rules.events import (
    Announced,
    CardDiscarded,
    Energy,
    Rotated,
    TimeBomb,
    TreasureTaken,
    TurnBegan,
    TurnEnded,
)
from game.games.axis_mundi.rules.mats import TurnState
from game.games.axis_mundi.rules.table import Table


def advance(t: Table) -> None:
    """Run everything that needs no decision, until someone owes one."""
    while t.phase != "over" and not t.pending:
        if t.phase == "setup":
            t.phase = "play"
            begin_turn(t, t.start)
        elif t.turn_over:
            if borrowed_hand(t):
                continue
            t.turn_over = False
            end_turn(t)
        else:
            grant_moves(t)
            return


def borrowed_hand(t: Table) -> bool:
    """Borrowed powers end with the turn ("So, S., who are you, then?"): a hand above the
    player's own limit is discarded down first ("You can never have more than 5 Cards in
    your Hand"). True while that discard is owed."""
    if not t.turn.identity or t.phase != "play":
        return False
    t.check_hand(t.current, limit=t.own_hand_limit(t.current))
    return bool(t.pending)


def grant_moves(t: Table) -> None:
    """Alpinist's and Cornered Animal's extra move, once a turn, as soon as it applies.

    "Activation makes the Permanent Power Card's benefits immediately
    available": a card activated (or a Cornered Animal brought to 3 hit
    points) during the turn gives its move in that turn.
    """
    if t.phase != "play":
        return
    seat, turn = t.current, t.turn
    if not turn.alpinist_move and t.active(seat, "alpinist"):
        turn.alpinist_move = True
        turn.extra_moves += 1
    if not turn.cornered_move and t.cornered(seat):
        turn.cornered_move = True
        turn.extra_moves += 1


def begin_turn(t: Table, seat: int) -> None:
    """Start a turn: reappear, time bombs, the Housekeeping Phase, infection, area."""
    t.current = seat
    t.turn = TurnState()
    t.aoe_taken = {}
    mat = t.mats[seat]
    t.log.append(TurnBegan(seat, t.round))
    if mat.invisible:
        heaven.reappear(t, seat)
    mat.god_mode = False
    for place, owner in sorted(t.bombs.items()):
        if owner == seat:
            explode(t, place)
    # Housekeeping Phase.
    if len(mat.energy) > 1:
        mat.energy = [min(2, e + 1) for e in mat.energy]
    elif mat.energy[0] < 3:
        mat.energy[0] += 1
    t.log.append(Energy(seat, tuple(mat.energy)))
    if mat.character == "mischievous" and mat.mischief < 2:
        mat.mischief += 1
    if mat.character == "scrounger" and mat.scrounge < 3:
        mat.scrounge += 1
    movement.clear_infection(t, seat)
    if t.is_(seat, "malignant") and not mat.invisible:
        movement.place_infection(t, mat.pos, seat)
    movement.update_area(t)
    combat.malignant_turn_start(t, seat)
    turn = t.turn
    if t.is_(seat, "scrounger"):
        turn.extra_moves += 3 if t.upgraded(seat) else 1
        turn.free_melee = 1 if t.upgraded(seat) else 0
    grant_moves(t)
    turn.free_activation = t.is_(seat, "savant")
    terrain = t.terrain(mat.pos)
    turn.began_on_power = terrain == "power"
    turn.began_sheltered = terrain == "sheltered"
    turn.must_leave_axis = mat.on_axis


def explode(t: Table, place: int) -> None:
    """The time bomb destroys the warehouse and its crate; whoever is inside loses 5."""
    owner = t.bombs.pop(place)
    at = t.board.places[place].warehouse
    t.log.append(TimeBomb(owner, at, "exploded"))
    for card in t.crates[place] or []:
        t.discard.append(card)
        t.log.append(CardDiscarded(-1, card))
    t.crates[place] = None
    t.destroyed.add(place)
    for seat, mat in enumerate(t.mats):
        if mat.pos == at:
            harm.lose_hp(t, seat, 5, "time bomb", kind="area")


def end_turn(t: Table) -> None:
    """The familiar brings its treasure, shelter pushes out, then the next seat plays."""
    seat = t.current
    mat = t.mats[seat]
    for treasure, spot in zip(t.turn.fetching, t.turn.fetched_from, strict=True):
        mat.treasures.append(treasure)
        t.log.append(TreasureTaken(seat, Hex(*spot), treasure))
    t.turn.fetching, t.turn.fetched_from = [], []
    if t.turn.began_sheltered and not t.turn.left_shelter and t.sheltered(seat):
        push_out_of_shelter(t, seat)
    movement.area_due_at_end(t, seat)
    mat.immobilized = False
    t.log.append(TurnEnded(seat))
    if t.phase == "over":
        return
    following = (seat + 1) % t.n
    if following != t.start:
        begin_turn(t, following)
        return
    if t.round_limit is not None and t.round >= t.round_limit:
        t.phase = "over"
        t.end_reason = f"no one escaped within {t.round_limit} rounds"
        t.log.append(Announced(-1, t.end_reason))
        return
    hoverer = levitator(t)
    if hoverer is not None:
        t.push({"seat": hoverer, "kind": "levitate"})
        return
    rotate(t)
    finish_round(t)


def push_out_of_shelter(t: Table, seat: int) -> None:
    """Pushed to the same-level hex left (1-3) or right (4-6) of the shelter."""
    left, right = t.board.sides(t.mats[seat].pos)
    ok = [h for h in (left, right) if t.is_free(h, seat)]
    if not ok:
        return
    to = ok[0]
    if len(ok) == 2:
        to = left if t.roll(seat, "pushed out of shelter") <= 3 else right
    movement.enter(t, seat, to, "pushed out of shelter")


def levitator(t: Table) -> int | None:
    """The Mischievous who may levitate this rotation (2 tokens, not on the sea)."""
    for seat, mat in enumerate(t.mats):
        if mat.character == "mischievous" and mat.form == "character" and not mat.invisible \
                and mat.mischief >= 2 and t.level(mat.pos) >= 1 and mat.pos.length():
            return seat
    return None


def can_hover(t: Table, seat: int) -> bool:
    """The hex under a hovering Mischievous after the turn can be landed on."""
    pos = t.mats[seat].pos
    level = t.level(pos)
    home = rotated(pos, -(t.turns[level] + level))
    return t.board.terrain.get(home) not in ("inaccessible", None)


def wanderer(t: Table) -> int | None:
    for seat, mat in enumerate(t.mats):
        if mat.character == "mischievous" and mat.form == "upgraded":
            return seat
    return None


def rotate(t: Table, hover: int | None = None) -> None:
    """The Rotation Mechanism: Level k and everything on it turns k x 60 degrees."""
    for level in range(1, t.board.top_level + 1):
        t.turns[level] = (t.turns[level] + level) % 6
    for seat, mat in enumerate(t.mats):
        level = t.level(mat.pos)
        if level >= 1 and mat.pos.length() and seat != hover:
            mat.pos = rotated(mat.pos, level)
        if mat.token is not None and t.level(mat.token) >= 1:
            mat.token = rotated(mat.token, t.level(mat.token))
    t.log.append(Rotated(t.round, tuple(t.turns)))


def finish_round(t: Table) -> None:
    """After the rotation: area check, the upgraded Mischievous' walk, next round."""
    movement.update_area(t)
    walker = wanderer(t)
    # Asked of an invisible walker even with nowhere to go: asking shows nothing then.
    if walker is not None and (t.mats[walker].invisible or wander_targets(t, walker)):
        t.push({"seat": walker, "kind": "wander"})
        return
    next_round(t)


def next_round(t: Table) -> None:
    t.round += 1
    begin_turn(t, t.start)


def wander_targets(t: Table, seat: int) -> list[Hex]:
    """Hexes of the same level the upgraded Mischievous can reach by a clear path."""
    start = t.mats[seat].pos
    level = t.level(start)
    seen = {start}
    frontier = [start]
    while frontier:
        here = frontier.pop()
        for h in t.board.neighbours(here):
            if h not in seen and t.level(h) == level and h.length() and t.is_free(h, seat):
                seen.add(h)
                frontier.append(h)
    seen.discard(start)
    return sorted(seen)


def levitate(t: Table, seat: int, to: Hex | None) -> None:
    """Resolve the Mischievous' hover (``to`` is his hex) or ride along (None)."""
    if to is None:
        rotate(t)
        finish_round(t)
        return
    mat = t.mats[seat]
    mat.mischief -= 2
    t.log.append(Announced(seat, "levitates while the volcano turns"))
    rotate(t, hover=seat)
    # An invisible character's miniature is off the board: nothing lands on it.
    struck = next((s for s, m in enumerate(t.mats)
                   if s != seat and m.pos == to and not m.invisible), None)
    if struck is not None:
        bump_chain(t, seat, to, struck)
    finish_round(t)


def bump_chain(t: Table, hoverer: int, landing: Hex, struck: int) -> None:
    """Knock characters down through the Levitation Zone (the book's levitation example)."""
    zone = t.board.sextants(landing)
    bumped = struck
    while True:
        pos = t.mats[bumped].pos
        level = t.level(pos)
        below = []
        if level >= 2:
            below = [s for s, m in enumerate(t.mats) if s not in (hoverer, bumped)
                     and not m.invisible and m.pos.length() == pos.length() + 1
                     and t.board.in_zone(m.pos, zone)]
        if not below:
            movement.enter(t, bumped, drop_spot(t, bumped), "knocked down")
            return
        nxt = below[0]
        if len(below) > 1:
            value = t.roll(bumped, "which character is landed on")
            nxt = below[(value - 1) * len(below) // 6]
        # Knocked onto the lower one's hex: entered like every forced move ("Each time you
        # Move into an Accessible Terrain Hex, add 1 Wound Token"), as the last one is.
        movement.enter(t, bumped, t.mats[nxt].pos, "knocked down")
        bumped = nxt


def drop_spot(t: Table, seat: int) -> Hex:
    """Down a level and 2 hexes left (1-3) or right (4-6); an inaccessible one gives the other.

    With both taken, the nearest free hex one level down (then on the same
    level) takes the character, so no two ever share a hex.
    """
    pos = t.mats[seat].pos
    ring = t.board.outer_ring(pos)
    far = sorted({h for n in ring for h in t.board.sides(n)
                  if h.distance(pos) == 2 and t.board.on_board(h)})
    if len(far) == 2:
        left_side = t.board.sides(pos)[0]
        far.sort(key=lambda h: h.distance(left_side))
        left, right = far
        ok = [h for h in (left, right) if t.is_free(h, seat)]
        if len(ok) == 2:
            return left if t.roll(seat, "knocked down left or right") <= 3 else right
        if ok:
            return ok[0]
    level = t.level(pos)
    for wanted in (level - 1, level):
        spots = [h for h in t.board.homes if h.length() and t.level(h) == wanted
                 and h != pos and h not in t.board.piers and t.is_free(h, seat)]
        if spots:
            return min(spots, key=lambda h: (h.distance(pos), h))
    return pos
