"""A player's turn: movement, extraction, impacts, items, attacks.

Each mechanic comes as ``<name>_actions(t, seat)`` (what is legal now) and
the function that carries the action out; ``legal`` and ``state`` put them
together. Limits: 2 activity units a turn; moves up to the speed, 1 energy
each; at most 4 impact a turn; one purchase or upgrade; one attack, never in
the safety period.
"""

from __future__ import annotations

from game.core.values import Action
from game.games.the_now.rules import actions as A
from game.games.the_now.rules.catalog import ARTIFACTS, CARDS, ITEMS, NUMBERS
from game.games.the_now.rules.field import FIELD, TRACK, V616
from game.games.the_now.rules.table import Table
from game.games.the_now.rules.turn_events import (
    ArtifactUsed,
    Attacked,
    Extracted,
    Impacted,
    ItemBought,
    LinkAmplified,
    Moved,
    StorageEmptied,
)

# Movement.


def may_move(t: Table, seat: int) -> bool:
    return t.turn.moves < t.speed(seat) and t.players[seat].energy >= NUMBERS.move_cost


def move_actions(t: Table, seat: int) -> list[Action]:
    if not may_move(t, seat):
        return []
    pos = t.players[seat].pos
    out: list[Action] = [A.Move(n) for n in FIELD.adjacent(pos) if not t.is_realized(n)]
    if t.players[seat].cast_copy("collapse_generator"):
        if pos in t.wormholes:
            out.append(A.Move(V616))
        elif pos == V616:
            out += [A.Move(w) for w in t.wormholes if not t.is_realized(w)]
    return out


def move(t: Table, seat: int, to: int) -> None:
    """A step, or a passage through a wormhole (which then closes)."""
    player = t.players[seat]
    frm = player.pos
    how = "step"
    if V616 in (frm, to):
        how = "wormhole"
        t.wormholes.remove(frm if to == V616 else to)
    t.turn.moves += 1
    player.pos = to
    t.charge_storage(seat)
    t.log.append(Moved(player.colour, frm, to, how, NUMBERS.move_cost))
    t.spend(seat, NUMBERS.move_cost)


# Extraction.


def bonus_at(t: Table, node: int) -> int:
    """The blue extraction circles of the event at ``node`` (0 if none)."""
    placed = t.events.get(node)
    if placed is None or placed.is_tangle or t.is_realized(node):
        return 0
    return CARDS[placed.card].bonus


def extraction(t: Table, seat: int, collector: bool) -> tuple[int, int]:
    """What extracting here gives: (total, the Collector Module's part)."""
    pos = t.players[seat].pos
    if pos == V616:
        base = FIELD.v616_extraction
    else:
        base = NUMBERS.extraction_per_radius * FIELD.radius[pos] + bonus_at(t, pos)
    extra = 0
    if collector:
        module = ARTIFACTS["collector_module"]
        around = sum(bonus_at(t, n) for n in FIELD.adjacent(pos))
        extra = max(module.number("least"), min(module.number("most"), around))
    return base + extra, extra


def extract_actions(t: Table, seat: int) -> list[Action]:
    if t.turn.au < NUMBERS.extraction.activity_units or t.players[seat].out:
        return []
    out: list[Action] = [A.Extract(False)]
    copy = t.players[seat].cast_copy("collector_module")
    if copy and t.players[seat].cast[copy]["charges"] > 0 and t.group_free(seat, copy):
        out.append(A.Extract(True))
    return out


def extract(t: Table, seat: int, collector: bool) -> None:
    player = t.players[seat]
    t.turn.au -= NUMBERS.extraction.activity_units
    amount, extra = extraction(t, seat, collector)
    if collector:
        copy = player.cast_copy("collector_module")
        assert copy is not None
        player.cast[copy]["charges"] -= 1
        t.turn.used["energy"] = copy
    player.energy += amount
    t.log.append(Extracted(player.colour, player.pos, amount, extra))


# Impacts.


def impact_actions(t: Table, seat: int) -> list[Action]:
    player = t.players[seat]
    if t.turn.au < 1 or not t.on_field(seat) or player.pos not in t.events:
        return []
    out: list[Action] = []
    for strong, cost in ((False, NUMBERS.weak_impact), (True, NUMBERS.strong_impact)):
        if t.turn.au >= cost.activity_units and player.energy >= cost.energy \
                and t.turn.impacts + cost.impact <= NUMBERS.impacts_per_turn:
            out += [A.Impact(side, strong) for side in ("for", "against")]
    return out


def impact(t: Table, seat: int, action: A.Impact) -> None:
    cost = NUMBERS.strong_impact if action.strong else NUMBERS.weak_impact
    player = t.players[seat]
    t.turn.au -= cost.activity_units
    t.turn.impacts += cost.impact
    amount = cost.impact if action.side == "for" else -cost.impact
    t.events[player.pos].impact += amount
    t.log.append(Impacted(player.colour, player.pos, amount,
                          "strong" if action.strong else "weak"))
    t.spend(seat, cost.energy)


# Items.


def next_price(t: Table, seat: int, item: str) -> int | None:
    """The price of buying ``item`` or its next level (None at the top level)."""
    level = t.players[seat].items.get(item, 0)
    levels = ITEMS[item].levels
    return levels[level].price if level < len(levels) else None


def buy_actions(t: Table, seat: int) -> list[Action]:
    if t.turn.bought:
        return []
    energy = t.players[seat].energy
    return [A.Buy(item) for item in ITEMS
            if (price := next_price(t, seat, item)) is not None and price <= energy]


def buy(t: Table, seat: int, item: str) -> None:
    player = t.players[seat]
    price = next_price(t, seat, item)
    assert price is not None
    t.turn.bought = True
    level = player.items.get(item, 0) + 1
    player.items[item] = level
    if item == "link_amplifier":
        player.amplifier = t.item(seat, item, "charges")
    if item == "kinetic_storage":
        player.storage = 0
    t.log.append(ItemBought(player.colour, item, level, price))
    t.spend(seat, price)


def attack_actions(t: Table, seat: int) -> list[Action]:
    player = t.players[seat]
    if t.turn.attacked or TRACK.safe(t.round) or "energy_gun" not in player.items:
        return []
    if player.energy < t.item(seat, "energy_gun", "expense"):
        return []
    return [A.Attack(p.colour) for s, p in enumerate(t.players)
            if s != seat and p.pos == player.pos and not p.out]


def attack(t: Table, seat: int, colour: str) -> None:
    """The victim loses the gun's damage less its shield's defense."""
    target = t.seat_of(colour)
    t.turn.attacked = True
    expense = t.item(seat, "energy_gun", "expense")
    damage = max(0, t.item(seat, "energy_gun", "damage")
                 - t.item(target, "shield_generator", "defense"))
    lost = min(damage, t.players[target].energy)
    t.log.append(Attacked(t.players[seat].colour, colour, lost, expense))
    t.spend(seat, expense)
    t.spend(target, lost)


def storage_actions(t: Table, seat: int) -> list[Action]:
    player = t.players[seat]
    return [A.EmptyStorage()] if "kinetic_storage" in player.items and player.storage else []


def empty_storage(t: Table, seat: int) -> None:
    player = t.players[seat]
    amount, player.storage = player.storage, 0
    del player.items["kinetic_storage"]
    player.energy += amount
    t.log.append(StorageEmptied(player.colour, amount))


# The Link Amplifier.


def amplify_actions(t: Table, seat: int) -> list[Action]:
    player = t.players[seat]
    if not player.amplifier or not t.on_field(seat):
        return []
    if t.turn.amplified >= t.item(seat, "link_amplifier", "per_turn"):
        return []
    most = t.item(seat, "link_amplifier", "max_strength")
    pos = player.pos
    out: list[Action] = [A.Amplify(n) for n in FIELD.adjacent(pos)
                         if t.junction_link(pos, n) and t.strength(pos, n) < most]
    for needle in t.needles:
        if pos in (needle["source"], needle["target"]) and t.strength(
                needle["source"], needle["target"], needle=True) < most:
            other = needle["target"] if needle["source"] == pos else needle["source"]
            out.append(A.Amplify(other, needle=True))
    return out


def amplify(t: Table, seat: int, action: A.Amplify) -> None:
    """One reinforcement token (+1); the last charge discards the amplifier."""
    player = t.players[seat]
    pos = player.pos
    if action.needle:
        found = t.needle_between(pos, action.to)
        assert found is not None
        found["boost"] += 1
    else:
        key = t.junction(pos, action.to)
        t.boosts[key] = t.boosts.get(key, 0) + 1
    t.turn.amplified += 1
    player.amplifier -= 1
    t.log.append(LinkAmplified(player.colour, pos, action.to, action.needle,
                               t.strength(pos, action.to, needle=action.needle)))
    if not player.amplifier:
        del player.items["link_amplifier"]
        t.log.append(ArtifactUsed(player.colour, "", "the Link Amplifier is spent and discarded"))
