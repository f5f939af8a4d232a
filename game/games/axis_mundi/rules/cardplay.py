"""1-Time Power cards: which plays are legal now, and what each does.

Double Double rides along in ``PlayCard.double`` with a card marked
``double`` in ``cards.json`` and makes it act twice; cards whose effect is a
choice (2nd Time's the Charm, Crates, Mobilizing Forces, The Archer's Tales)
then owe a second choice. Salve and Holistic Herbs together name each other
in ``cards``.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations

from game.core.hexgrid import Hex
from game.games.axis_mundi.rules import combat, energy, harm, heaven, movement
from game.games.axis_mundi.rules.actions import PlayCard
from game.games.axis_mundi.rules.catalog import CARDS, card_type
from game.games.axis_mundi.rules.events import (
    CardDiscarded,
    CardPlayed,
    CardTaken,
    Peeked,
    Vanished,
)
from game.games.axis_mundi.rules.table import Table

#: Cards that attack ("Actions that are used to cause opponents to lose Hit Points ... are
#: collectively referred to as Attack Actions"): not from shelter, and they reveal the
#: invisible player.
ATTACKS = frozenset({"seek_and_destroy", "hafdasa_c4"})

#: Cards played from the hand with PlayCard (others go with a melee, a harvest or a reaction).
SELF_PLAYED = frozenset(
    c.id for c in CARDS.values() if c.deck == "one_time" and c.timing in
    ("action", "free", "choice", "turn_start")
) - {"desperate_measures"}


def _first_copies(cards: list[str]) -> list[str]:
    seen: dict[str, str] = {}
    for c in cards:
        seen.setdefault(card_type(c), c)
    return list(seen.values())


def _splits(count: int) -> range:
    return range(count + 1)


def costs_action(t: Table, action: PlayCard) -> bool:
    kind = card_type(action.card)
    timing = CARDS[kind].timing
    if t.turn.tumble or timing in ("free", "turn_start"):
        return False
    return not (kind == "options" and action.option == "move")


def card_plays(t: Table, seat: int) -> list[PlayCard]:
    """Every legal PlayCard for the seat on turn."""
    mat = t.mats[seat]
    hand = _first_copies(mat.hand)
    doubles = [c for c in mat.hand if card_type(c) == "double_double"][:1]
    out: list[PlayCard] = []
    for card in hand:
        kind = card_type(card)
        if kind not in SELF_PLAYED:
            continue
        for play in _plays_of(t, seat, card, kind):
            if costs_action(t, play) and t.turn.actions < 1:
                continue
            out.append(play)
            if doubles and CARDS[kind].double and not play.double:
                out.append(PlayCard(play.card, play.target, play.option, play.cards,
                                    play.one_time, doubles[0]))
    return out


def _plays_of(t: Table, seat: int, card: str, kind: str) -> list[PlayCard]:
    mat = t.mats[seat]
    others = [c for c in mat.hand if c != card and card_type(c) != "double_double"]
    here = mat.pos
    if kind in ("rock_climber", "now_you_see_me_4", "now_you_see_me_5", "now_you_see_me_6",
                "now_you_see_me_7", "now_you_see_me_8") and not movement.can_leave(t, seat):
        return []
    if kind == "rock_climber":
        if not t.turn.fresh:
            return []
        return [PlayCard(card, target=h) for h in sorted(climb_two(t, seat))]
    if kind.startswith("now_you_see_me"):
        on_ring = 0 < here.length() <= t.board.sea_radius
        return [PlayCard(card)] if on_ring else []
    if kind in ATTACKS and t.sheltered(seat):
        return []  # "While in a Sheltered Terrain Hex, you cannot Attack"
    if kind == "hafdasa_c4":
        return [PlayCard(card)]
    if kind in ("seek_and_destroy", "godspeed"):
        if t.energy_ready(seat) < 0 or (kind == "godspeed" and mat.invisible):
            return []
        reach = combat.familiar_range(t, seat, card=True)
        plays = []
        for other, m in enumerate(t.mats):
            if other == seat or m.invisible or here.distance(m.pos) > reach:
                continue
            if kind == "seek_and_destroy" and not t.protected(other):
                plays.append(PlayCard(card, target=m.pos))
            if kind == "godspeed" and combat.can_be_pinned(t, other):
                plays.append(PlayCard(card, target=m.pos, option="pin"))
        if kind == "godspeed":
            plays += [PlayCard(card, target=t.world(h), option="fetch")
                      for h in sorted(t.treasures) if here.distance(t.world(h)) <= reach]
        return plays
    if kind == "options":
        return [PlayCard(card, option="move"), PlayCard(card, option="heal")]
    if kind == "second_times_the_charm":
        return [PlayCard(card, cards=(c,)) for c in _first_copies(t.discard)]
    if kind in ("free_refills",):
        return [PlayCard(card, one_time=k) for k in _splits(3)]
    if kind == "peek_a_boo":
        return [PlayCard(card)] if t.decks["one_time"] or t.decks["permanent"] else []
    if kind == "salve" or kind == "holistic_herbs":
        partner = "holistic_herbs" if kind == "salve" else "salve"
        mates = [c for c in others if card_type(c) == partner][:1]
        return [PlayCard(card)] + [PlayCard(card, cards=(m,)) for m in mates]
    if kind == "hurry_change":
        firsts = _first_copies(others)
        plays = []
        for size in range(4):
            for chosen in combinations(firsts, size):
                plays += [PlayCard(card, cards=chosen, one_time=k) for k in _splits(size + 1)]
        return plays
    if kind == "who_are_you":
        # "cannot be played when a Character is an Angel or a Demon": while one is in play.
        if not t.turn.fresh or t.holder is not None:
            return []
        return [PlayCard(card, option=m.character) for m in t.mats
                if m.character != t.character(seat)]
    if kind == "crates":
        return [PlayCard(card, cards=(c,)) for crate in t.crates if crate
                for c in _first_copies(crate)]
    if kind == "mobilizing_forces":
        return [PlayCard(card, one_time=k) for k in _splits(t.n)]
    if kind == "last_resort":
        firsts = sorted(set(others))
        return [PlayCard(card, cards=chosen) for size in range(len(firsts) + 1)
                for chosen in combinations(firsts, size)]
    if kind == "archers_tales":
        return [PlayCard(card, option=d) for d in ("one_time", "permanent") if t.deck_size(d)]
    return [PlayCard(card)]


def climb_two(t: Table, seat: int) -> set[Hex]:
    """Hexes two levels up reachable through a free neighbour one level up (Rock-Climber)."""
    here = t.mats[seat].pos
    level = t.level(here)
    out = set()
    for mid in t.board.neighbours(here):
        if t.level(mid) == level + 1 and mid.length() and t.is_free(mid, seat):
            for top in t.board.neighbours(mid):
                if t.level(top) == level + 2 and top.length() and t.is_free(top, seat):
                    out.add(top)
    return out


def spend(t: Table, seat: int, card: str) -> None:
    """A card leaves the hand played: face up, or face down while invisible."""
    mat = t.mats[seat]
    mat.hand.remove(card)
    t.log.append(CardPlayed(seat, card, mat.invisible))
    (mat.face_down if mat.invisible else t.discard).append(card)


def play(t: Table, seat: int, action: PlayCard) -> None:
    """Play a card (already checked legal) and carry out its effect."""
    kind = card_type(action.card)
    if costs_action(t, action):
        t.turn.actions -= 1
    if kind in ATTACKS and t.mats[seat].invisible:
        heaven.reappear(t, seat)  # "you can Attack ..., but doing so will ... turn you visible"
    spend(t, seat, action.card)
    times = 1
    if action.double:
        spend(t, seat, action.double)
        times = 2
    mat = t.mats[seat]
    if kind == "salve" or kind == "holistic_herbs":
        if action.cards:
            spend(t, seat, action.cards[0])
            if times == 2:
                harm.heal(t, seat, 5, "Salve and Holistic Herbs")
                mat.wounds = 0
            else:
                harm.heal(t, seat, 3, "Salve and Holistic Herbs")
                mat.wounds = max(0, mat.wounds - 3)
        elif kind == "salve":
            mat.wounds = max(0, mat.wounds - 2 * times)
        else:
            harm.heal(t, seat, times, "Holistic Herbs")
        return
    EFFECTS[kind](t, seat, action, times)


def _move_along(t: Table, seat: int, action: PlayCard, times: int) -> None:
    steps = int(card_type(action.card).rsplit("_", 1)[1])
    clockwise = t.roll(seat, "hidden cave left or right") <= 3
    spot = t.mats[seat].pos
    ring = 6 * spot.length()
    start = spot
    for i in range(steps + ring):
        spot = t.board.ring_step(spot, clockwise)
        if i + 1 >= steps and spot != start and t.is_free(spot, seat):
            movement.enter(t, seat, spot, "hidden cave")
            return


def _rock_climber(t: Table, seat: int, action: PlayCard, times: int) -> None:
    here = t.mats[seat].pos
    assert action.target is not None
    mid = next(m for m in sorted(t.board.neighbours(here))
               if action.target in t.board.neighbours(m) and t.level(m) == t.level(here) + 1
               and t.is_free(m, seat))
    movement.enter(t, seat, mid, "climb")
    if t.mats[seat].pos == mid:
        movement.enter(t, seat, action.target, "climb")
    t.turn_over = True


def _familiar_card(t: Table, seat: int, action: PlayCard, times: int) -> None:
    assert action.target is not None
    combat.spend_energy(t, seat)
    if card_type(action.card) == "seek_and_destroy":
        combat.seek_and_destroy(t, seat, action.target, times)
    elif action.option == "fetch":
        combat.fetch(t, seat, action.target)
    else:
        combat.pin(t, seat, action.target)


def _take_discard(t: Table, seat: int, card: str) -> None:
    t.discard.remove(card)
    t.mats[seat].hand.append(card)
    t.log.append(CardTaken(seat, card, "discard"))


def take_from_crate(t: Table, seat: int, card: str) -> None:
    """Take a crate card and refill the crate from the same deck."""
    place = next(i for i, crate in enumerate(t.crates) if crate and card in crate)
    crate = t.crates[place]
    assert crate is not None
    crate.remove(card)
    t.mats[seat].hand.append(card)
    t.log.append(CardTaken(seat, card, f"crate {place}"))
    refill = t.take_top(CARDS[card_type(card)].deck)
    if refill is not None:
        crate.append(refill)
        t.log.append(CardTaken(-1, refill, f"crate {place} refilled"))


def _second_time(t: Table, seat: int, action: PlayCard, times: int) -> None:
    _take_discard(t, seat, action.cards[0])
    if times == 2 and t.discard:
        t.push({"seat": seat, "kind": "pick", "from": "discard"})
    t.check_hand(seat)


def _crates(t: Table, seat: int, action: PlayCard, times: int) -> None:
    take_from_crate(t, seat, action.cards[0])
    if times == 2 and any(t.crates):
        t.push({"seat": seat, "kind": "pick", "from": "crates"})
    t.check_hand(seat)


def _draw_many(t: Table, seat: int, action: PlayCard, times: int) -> None:
    count = 3 * times if card_type(action.card) == "free_refills" else len(action.cards) + times
    for card in action.cards:
        t.mats[seat].hand.remove(card)
        t.discard.append(card)
        t.log.append(CardDiscarded(seat, card))
    t.draw_split(seat, count, action.one_time)
    t.check_hand(seat)


def _peek(t: Table, seat: int, action: PlayCard, times: int) -> None:
    looked = {d: [t.decks[d].pop() for _ in range(min(2, len(t.decks[d])))] for d in t.decks}
    t.log.append(Peeked(seat, tuple(looked["one_time"]), tuple(looked["permanent"])))
    t.push({"seat": seat, "kind": "arrange", **looked})


def _set_aside(t: Table, seat: int, action: PlayCard, times: int) -> None:
    """Mobilizing Forces and The Archer's Tales: draw, then choose the card to keep."""
    mobilize = card_type(action.card) == "mobilizing_forces"
    for _ in range(times):
        drawn = []
        for i in range(t.n if mobilize else 6):
            deck = ("one_time" if i < action.one_time else "permanent") if mobilize \
                else action.option
            card = t.take_top(deck)
            if card is not None:
                drawn.append(card)
        if drawn:
            t.pending.append({"seat": seat, "kind": "keep", "cards": drawn,
                              "rest": "deal" if mobilize else "discard"})


def _who(t: Table, seat: int, action: PlayCard, times: int) -> None:
    """Borrow another character's powers for the turn: its free move (the Scrounger), its
    free swap (the Savant), its area and infection at once (the Malignant); a Scrounge
    without tokens ("You can perform a Scrounge or Mischief")."""
    t.turn.identity = action.option
    t.turn.free_activation = action.option == "savant"
    if t.mats[seat].character == "scrounger":  # "Your original powers are no longer available"
        t.turn.extra_moves -= 1
    if action.option == "scrounger":
        t.turn.extra_moves += 1
    if action.option == "malignant" and not t.mats[seat].invisible:
        movement.place_infection(t, t.mats[seat].pos, seat)
    movement.update_area(t)
    t.check_hand(seat)  # the Savant lending away his hand of 6 holds 5 this turn


def _last_resort(t: Table, seat: int, action: PlayCard, times: int) -> None:
    for card in action.cards:
        t.mats[seat].hand.remove(card)
        t.discard.append(card)
        t.log.append(CardDiscarded(seat, card))
    harm.heal(t, seat, 1 + len(action.cards), "Last Resort")


def _vanish(t: Table, seat: int, action: PlayCard, times: int) -> None:
    mat = t.mats[seat]
    mat.invisible = True
    mat.token = mat.pos
    t.log.append(Vanished(seat, mat.pos))


def _simple(effect: str) -> Callable[[Table, int, PlayCard, int], None]:
    def apply(t: Table, seat: int, action: PlayCard, times: int) -> None:
        turn, mat = t.turn, t.mats[seat]
        if effect == "move" or (effect == "options" and action.option == "move"):
            turn.extra_moves += times
        elif effect == "options":
            harm.heal(t, seat, times, "Options")
        elif effect == "action":
            turn.actions += times
        elif effect == "attack":
            turn.extra_attacks += times
        elif effect == "god":
            mat.god_mode = True
        elif effect == "tumble":
            turn.tumble = True
        elif effect == "suture":
            harm.heal(t, seat, 2 * times, "Suture Kit")
        elif effect in ("morsel", "vermin"):
            energy.gain(t, seat, (1 if effect == "morsel" else 2) * times)
        elif effect == "hafdasa":
            combat.hafdasa(t, seat, times)
    return apply


EFFECTS = {
    "rock_climber": _rock_climber,
    "seek_and_destroy": _familiar_card,
    "godspeed": _familiar_card,
    **{f"now_you_see_me_{n}": _move_along for n in range(4, 9)},
    "second_wind": _simple("move"),
    "god_mode": _simple("god"),
    "empty_vessel": _vanish,
    "options": _simple("options"),
    "second_times_the_charm": _second_time,
    "free_refills": _draw_many,
    "hurry_change": _draw_many,
    "peek_a_boo": _peek,
    "inspiration": _simple("action"),
    "suture_kit": _simple("suture"),
    "morsel_of_vermin": _simple("morsel"),
    "vermin": _simple("vermin"),
    "hafdasa_c4": _simple("hafdasa"),
    "who_are_you": _who,
    "ethereal_drain": lambda t, seat, action, times: energy.drain(t, seat),
    "crates": _crates,
    "mobilizing_forces": _set_aside,
    "archers_tales": _set_aside,
    "last_resort": _last_resort,
    "phrygian_tumble": _simple("tumble"),
    "follow_the_monkey": _simple("attack"),
}

assert set(EFFECTS) | {"salve", "holistic_herbs"} == SELF_PLAYED, "every card needs an effect"
