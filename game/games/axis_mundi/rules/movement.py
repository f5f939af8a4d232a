"""Entering hexes, the wound table, forced movement and the Malignant's area.

``enter`` is the one way a character arrives on a hex: it takes the terrain's
wounds (Wounds Taken When Entering a Hex), heals on a power hex, loses a hit
point to infection, leaves the Malignant's infection behind, wins on the
pier as Angel or Demon, and re-checks the Malignant's area of effect.
"""

from __future__ import annotations

from game.core.hexgrid import ORIGIN, Hex
from game.games.axis_mundi.rules import harm
from game.games.axis_mundi.rules.board import ROUGH
from game.games.axis_mundi.rules.catalog import CHARACTERS
from game.games.axis_mundi.rules.events import Infection, Moved, Won
from game.games.axis_mundi.rules.table import Table


def entry_wounds(how: str, terrain: str, dexterity: bool, downhill: bool = False) -> int:
    """Wounds for entering a hex (the book's table).

    ``how``: "move" (also climbs, descents and forced moves), "run", "cave"
    or "axis". ``downhill``: a run step into a lower level.

    >>> entry_wounds("move", "accessible", False), entry_wounds("run", "path", True)
    (1, 0)
    >>> entry_wounds("run", "accessible", False, downhill=True), entry_wounds("cave", "cave", True)
    (2, 2)
    """
    if how == "cave":
        return 2
    if how == "axis":
        return 0
    if how == "run":
        base = 2 if downhill or terrain in ROUGH else 1
    else:
        base = 1 if terrain in ROUGH else 0
    return max(0, base - 1) if dexterity else base


def enter(t: Table, seat: int, to: Hex, how: str, *, downhill: bool = False,
          wounds: bool = True) -> None:
    """Put ``seat``'s character on ``to`` with every effect of entering it."""
    mat = t.mats[seat]
    frm = mat.pos
    own_turn = seat == t.current and t.phase == "play"
    trail = not mat.invisible  # an infection trail would show where the hidden one walks
    if mat.character == "malignant" and not mat.heavenly and not own_turn and trail:
        place_infection(t, frm, seat)
    mat.pos = to
    t.log.append(Moved(seat, frm, to, how, mat.invisible, *t.where(to)))
    terrain = t.terrain(to)
    if wounds:
        count = entry_wounds(how, terrain, t.active(seat, "dexterity"), downhill)
        harm.add_wounds(t, seat, count, f"entering {terrain}", kind="terrain")
    if t.mats[seat].pos != to:
        return  # died on the way in
    if terrain == "power" and not (own_turn and t.turn.power_healed):
        harm.power_heal(t, seat)
        if own_turn:
            t.turn.power_healed = True
    home = t.home(to)
    if home in t.infection and not immune(t, seat):
        harm.lose_hp(t, seat, 1, "infection")
    if own_turn and t.is_(seat, "malignant") and trail:
        place_infection(t, to, seat)
    if mat.heavenly and to == t.pier(seat) and t.winner is None:
        t.winner = seat
        t.phase = "over"
        name = CHARACTERS[mat.character].name
        t.end_reason = f"{name} reached their pier as the {mat.form.title()}"
        t.log.append(Won(seat, t.end_reason))
    update_area(t, mover=seat if own_turn and how in OWN_MOVES else None)


def immune(t: Table, seat: int) -> bool:
    """"Every Character except The Malignant" loses a hit point to infection: the
    Malignant, and a character using its powers this turn (So, S., who are you, then?)."""
    return t.mats[seat].character == "malignant" or t.is_(seat, "malignant")


def place_infection(t: Table, world: Hex, owner: int) -> None:
    """The Malignant (or whoever uses its powers) leaves an infection token, one a hex,
    never on a power hex or the Axis Mundi hex (the crater once taken is accessible)."""
    if t.terrain(world) in ("power", "axis_mundi", "", "pier"):
        return
    home = t.home(world)
    if home not in t.infection:
        t.infection[home] = owner
        t.log.append(Infection(world, True, *t.where(world)))


def clear_infection(t: Table, owner: int) -> None:
    """"At the beginning of your next turn, remove all Infection Tokens": those ``owner``
    placed."""
    for home in sorted(h for h, o in t.infection.items() if o == owner):
        world = t.world(home)
        t.log.append(Infection(world, False, *t.where(world)))
        del t.infection[home]


def malignants(t: Table) -> list[int]:
    """The seats whose Malignant's area works now: the Malignant (unless it borrowed other
    powers for its turn) and a character that borrowed the Malignant's; not while
    invisible (the wounds would show where it is)."""
    return [s for s in range(t.n) if t.is_(s, "malignant") and not t.mats[s].invisible]


def area_wounds(t: Table, source: int, seat: int) -> int:
    """Wounds ``source``'s area deals ``seat`` where it stands now (0 if outside)."""
    if seat == source:
        return 0
    d = t.mats[source].pos.distance(t.mats[seat].pos)
    if t.upgraded(source):
        return 2 if d == 1 else 1 if d == 2 else 0
    if t.mats[seat].heavenly:
        return 0
    return 1 if d == 1 else 0


def hit_by_area(t: Table, source: int, seat: int) -> None:
    """Wound ``seat`` by the area, at most 2 area wounds a turn."""
    count = min(area_wounds(t, source, seat), 2 - t.aoe_taken.get(seat, 0))
    if count > 0:
        t.aoe_taken[seat] = t.aoe_taken.get(seat, 0) + count
        harm.add_wounds(t, seat, count, "the Malignant's area", kind="area")


#: The Move Actions a character makes on its own turn: coming inside a Malignant's area by
#: one of them is the book's Example 2 ("On an Opponent Character's turn, they move inside").
OWN_MOVES = frozenset({"move", "run", "climb", "descend", "cave", "hidden cave", "ejected",
                       "pushed out of shelter"})


def update_area(t: Table, mover: int | None = None) -> None:
    """Whoever has just come inside a Malignant's area takes its wounds.

    ``mover``: the seat that has just moved itself on its own turn. If it is the one that
    came inside, the pair follows Example 2 (the wounds come again at the start of its own
    next turn while it stays inside); any other way in - the Malignant moving close, the
    Rotation Mechanism, a push, a pull - follows Example 1 (again at the start of the
    Malignant's next turn). The Malignant's AoE, "Use this Method if ...".
    """
    inside = {(source, s) for source in malignants(t) for s in range(t.n)
              if area_wounds(t, source, s) > 0}
    newcomers = sorted(inside - t.in_aoe)
    t.in_aoe = inside
    t.aoe_own &= inside
    t.aoe_due &= inside
    for pair in newcomers:
        if pair[1] == mover:
            t.aoe_own.add(pair)
        else:
            t.aoe_own.discard(pair)
        hit_by_area(t, *pair)


def area_due_at_end(t: Table, seat: int) -> None:
    """``seat`` ends its turn: the pairs whose wounds now come again at a turn's start -
    the Malignant's own (Example 1: "If The Malignant ends their turn with the Opponent
    still inside") and the foe's own-move ones (Example 2: "If, at the beginning of The
    Opponent's next turn, they are still within")."""
    t.aoe_due |= {pair for pair in t.in_aoe if _repeats_with(t, pair, seat)}


def area_at_start(t: Table, seat: int) -> None:
    """``seat``'s turn begins: the area wounds due at this start, to whoever is still
    inside (Example 1 at the Malignant's start, Example 2 at the foe's own start)."""
    for pair in sorted(t.aoe_due & t.in_aoe):
        if _repeats_with(t, pair, seat):
            t.aoe_due.discard(pair)
            hit_by_area(t, *pair)


def _repeats_with(t: Table, pair: tuple[int, int], seat: int) -> bool:
    """Do the area wounds of ``pair`` (Malignant, foe) come again with ``seat``'s turns: the
    foe's for Example 2 (it moved inside itself), the Malignant's for Example 1?"""
    return pair[1] == seat if pair in t.aoe_own else pair[0] == seat


# Forced movement (Forced Movements from Melee Attacks).


def _free(t: Table, seat: int, h: Hex) -> bool:
    """A hex a forced move can put ``seat`` on (a pier only from its own warehouse)."""
    pos = t.mats[seat].pos
    return t.board.on_board(h) and h != ORIGIN and t.is_free(h, seat) \
        and (h not in t.board.piers or t.board.linked(pos, h))


def _farther(t: Table, options: list[Hex], frm: Hex) -> Hex | None:
    best = max((h.distance(frm) for h in options), default=-1)
    far = [h for h in options if h.distance(frm) == best]
    return far[0] if len(far) == 1 else None


def _left_or_right(t: Table, seat: int, left: Hex, right: Hex) -> Hex | None:
    """A die between two hexes (1-3 left, 4-6 right); a blocked one gives the other."""
    ok_left, ok_right = _free(t, seat, left), _free(t, seat, right)
    if ok_left and ok_right:
        return left if t.roll(seat, "pushed left or right") <= 3 else right
    return left if ok_left else right if ok_right else None


def _down_away(t: Table, seat: int, pos: Hex, attacker: Hex) -> Hex | None:
    """One level down from ``pos``, away from the attacker (a die if both are as far)."""
    lower = [h for h in t.board.outer_ring(pos) if t.board.on_board(h)
             and t.level(h) == t.level(pos) - 1]
    lower = [h for h in lower if _free(t, seat, h)]
    if not lower:
        return None
    far = _farther(t, lower, attacker)
    if far is not None:
        return far
    best = max(h.distance(attacker) for h in lower)
    tied = [h for h in lower if h.distance(attacker) == best]
    left, right = t.board.sides(pos)
    tied.sort(key=lambda h: h.distance(left))
    return _left_or_right(t, seat, tied[0], tied[1])


#: The forced movements of a melee attack, as the book lists them (Moved.how).
PUSHES = (
    "pushed straight back",  # same level
    "pushed down, the hex behind taken",  # same level, behind occupied or inaccessible
    "pushed off the corner",  # same level, the attacked on a corner
    "pushed off the corner and further",  # ... the hex below taken
    "pushed aside",  # from the level below
    "pushed down, the side taken",  # ... the side occupied or inaccessible
    "pushed down past the corner",  # a corner, from the level below
    "pushed down past the corner and further",  # ... the hex below taken
    "pushed down left or right",  # a corner, from directly below: a die
    "pushed down to the free side",  # ... one of the two taken
)


def push_destination(t: Table, attacker: Hex, seat: int) -> tuple[Hex | None, str]:
    """Where a melee attack from ``attacker`` moves ``seat`` and which of the book's cases
    it is (``PUSHES``); None when no hex is free (it stays)."""
    board = t.board
    pos = t.mats[seat].pos
    la, lt = t.level(attacker), t.level(pos)
    if pos == ORIGIN or attacker == ORIGIN:
        return None, ""
    if lt == la:
        back = pos + (pos - attacker)
        if not board.is_corner(pos) or t.level(back) == lt:
            if _free(t, seat, back) and t.level(back) == lt:
                return back, PUSHES[0]
            return _down_away(t, seat, pos, attacker), PUSHES[1]
        if _free(t, seat, back):
            return back, PUSHES[2]
        if not board.on_board(back):
            return None, ""
        further = _farther(t, list(board.sides(back)), attacker)
        return (further if further is not None and _free(t, seat, further) else None), PUSHES[3]
    if lt != la + 1:
        return None, ""
    outer = board.outer_ring(pos)
    if not board.is_corner(pos):
        side = _farther(t, list(board.sides(pos)), attacker)
        if side is not None and _free(t, seat, side):
            return side, PUSHES[4]
        below = [h for h in outer if h != attacker]
        return (below[0] if below and _free(t, seat, below[0]) else None), PUSHES[5]
    straight = pos + (pos - ORIGIN if pos.length() == 1 else _corner_dir(pos))
    if attacker == straight:
        left, right = board.sides(straight)
        both = _free(t, seat, left) and _free(t, seat, right)
        return _left_or_right(t, seat, left, right), PUSHES[8] if both else PUSHES[9]
    other = [h for h in outer if h not in (straight, attacker)]
    if not other:
        return None, ""
    if _free(t, seat, other[0]):
        return other[0], PUSHES[6]
    further = _farther(t, list(board.sides(other[0])), attacker)
    return (further if further is not None and _free(t, seat, further) else None), PUSHES[7]


def _corner_dir(corner: Hex) -> Hex:
    r = corner.length()
    return Hex(corner.q // r, corner.r // r)


def can_leave(t: Table, seat: int) -> bool:
    """Not immobilized (an immobilized character cannot leave its hex)."""
    return not t.mats[seat].immobilized
