"""Axis Mundi in words: terrain under a hex, what reaching it costs, actions and the log.

Everything here reads the view (never the state): terrain comes from the
view's ``rings`` by home hex, turned by the level's turn count.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from game.core.hexgrid import ORIGIN, Hex
from game.core.values import Action, Event
from game.games.axis_mundi.rules import actions as A
from game.games.axis_mundi.rules import events as E
from game.games.axis_mundi.rules.board import level_of, ring_hexes, rotated
from game.games.axis_mundi.rules.catalog import CARDS, CHARACTERS, TREASURES, card_type
from game.games.axis_mundi.rules.seat_names import character_name

TERRAIN_NAMES: dict[str, str] = {
    "axis_mundi": "the Axis Mundi", "pier": "a pier", "warehouse": "a warehouse",
    "power": "a power hex", "path": "a path", "accessible": "accessible terrain",
    "cave": "accessible terrain with a cave mouth", "sheltered": "sheltered terrain",
    "inaccessible": "inaccessible terrain",
}
FORMS = {"character": "", "upgraded": "upgraded", "angel": "the Angel", "demon": "the Demon"}
DECK_NAMES = {"one_time": "1-Time", "permanent": "Permanent"}


@lru_cache(maxsize=4096)
def _ring_index(radius: int, q: int, r: int) -> int:
    return ring_hexes(radius).index(Hex(q, r))


def plural(n: int, word: str, many: str = "") -> str:
    """``n`` and ``word``, in the plural unless ``n`` is 1: "1 action", "3 actions"."""
    return f"{n} {word if n == 1 else many or word + 's'}"


def sentences(parts: list[str]) -> str:
    """Parts as sentences: each capitalised, each ending in one full stop."""
    out = []
    for part in parts:
        part = part.strip().rstrip(".;, ")
        if part:
            out.append(f"{part[:1].upper()}{part[1:]}.")
    return " ".join(out)


def level_name(level: int) -> str:
    return "Sea Level" if level == 0 else f"Level {level}"


def terrain_at(view: dict[str, Any], h: Hex) -> str:
    """The terrain of world hex ``h`` now ("" off the board)."""
    board = view["board"]
    radius = h.length()
    for place in board["places"]:
        if Hex.from_json(place["pier"]) == h:
            return "pier"
    if radius >= len(board["rings"]):
        return ""
    home = rotated(h, -board["turns"][level_of(board["top_level"], h)]) if radius else h
    letter = board["rings"][radius][_ring_index(radius, home.q, home.r) if radius else 0]
    return board["letters"][letter]


def card_name(card: str) -> str:
    return CARDS[card_type(card)].name if card_type(card) in CARDS else "a card"


def card_text(card: str) -> str:
    c = CARDS.get(card_type(card))
    return "" if c is None else f"{c.name} ({DECK_NAMES[c.deck]}): {c.text}"


#: What a familiar is sent to do, as the log says it.
FAMILIAR_VERBS = {"fetch": "fetch the treasure on", "pin": "pin the character on",
                  "harvest": "harvest", "attack": "attack the character on"}


def place_name(h: Hex, terrain: str, level: int) -> str:
    """A hex as an event saw it: its terrain and level then."""
    if terrain == "axis_mundi" or (h == ORIGIN and not terrain):
        return "the Axis Mundi"
    return f"{TERRAIN_NAMES.get(terrain, 'a hex')} on {level_name(level)}"


def cause_name(cause: str) -> str:
    """Why hit points changed, as a player reads it: a card by its card ("the Options
    card"), else the rules' words ("power hex", "harvest")."""
    names = cause.split(" and ")
    cards = {c.name for c in CARDS.values()}
    if names and all(n in cards for n in names):
        return f"the {cause} card{'s' * (len(names) > 1)}"
    return cause


def harvest_yield(roll: E.DieRolled, batch: Sequence[Event]) -> str:
    """What a harvest's roll gives (1-2 a 1-Time card, 3-4 a Permanent card, 5-6 hit
    points), and, seen in its ``batch``, that a heal at full hit points gave nothing."""
    if roll.value <= 2:
        return "a 1-Time card"
    if roll.value <= 4:
        return "a Permanent card"
    if any(x is roll for x in batch):
        after = batch[next(k for k, x in enumerate(batch) if x is roll) + 1:]
        if not any(isinstance(x, E.HitPoints) and x.seat == roll.seat and x.cause == "harvest"
                   for x in after):
            return "hit points, but nothing to heal (already at full hit points)"
    return "hit points"


def treasure_name(treasure: str) -> str:
    return TREASURES[treasure].name if treasure in TREASURES else "a treasure"


class Words:
    """Names and sentences for one view (set ``view`` before use)."""

    def __init__(self, names: list[str]) -> None:
        self.names = names
        self.view: dict[str, Any] = {}

    def who(self, seat: int) -> str:
        """The character's name (never its form now: a log line must not change later)."""
        players = self.view.get("players", [])
        if 0 <= seat < len(players):
            return character_name(players[seat]["character"])
        return self.names[seat] if 0 <= seat < len(self.names) else "The volcano"

    def source(self, source: str) -> str:
        """Where a card came from, as the board shows it: a crate by its warehouse's owner
        ("crate 2" is the crate of seat 2's warehouse), never by its number."""
        words = source.split()
        if len(words) >= 2 and words[0] == "crate" and words[1].isdigit():
            return f"{self.who(int(words[1]))}'s crate"
        return {"discard": "the discard pile", "set aside": "the cards set aside"}.get(
            source, source)

    def where(self, h: Hex) -> str:
        if h == ORIGIN:
            return "the Axis Mundi"
        board = self.view.get("board")
        if not board:
            return str(h)
        level = level_of(board["top_level"], h) if h.length() < len(board["rings"]) else 0
        return f"{TERRAIN_NAMES.get(terrain_at(self.view, h), 'a hex')} on {level_name(level)}"

    # Actions.

    def action(self, a: Action) -> str:
        """A short button label for a legal action."""
        cards = getattr(a, "cards", ())
        extra = f" + {', '.join(card_name(c) for c in cards)}" if cards else ""
        match a:
            case A.DrawStartingHand(one_time=k):
                return f"Draw {k} 1-Time, {5 - k} Permanent"
            case A.DrawFive(one_time=k):
                return f"Draw 5: {k} 1-Time, {5 - k} Permanent"
            case A.Redraw(cards=c, one_time=k):
                return f"Redraw {plural(len(c), 'card')}, {k} from 1-Time" if c \
                    else "Keep this hand"
            case A.Pass():
                return "Pass"
            case A.EndTurn():
                return "End turn"
            case A.TakeFromCrate(card=c) | A.KeepCard(card=c):
                return f"Take {card_name(c)}"
            case A.SendFamiliar(target=t, purpose=p):
                return f"Send the familiar to {FAMILIAR_VERBS.get(p, p)} {self.where(t)}"
            case A.PickUpTreasure():
                return "Pick up the treasure"
            case A.PlayCard():
                return self._play(a)
            case A.DrawCard(deck=d):
                return f"Draw a {DECK_NAMES[d]} card"
            case A.PowerHeal():
                return "Heal on the power hex"
            case A.Harvest(choice=c, card=card):
                how = f" ({DECK_NAMES.get(c, c)})" if c else ""
                return f"Harvest{how}{' with Harvester' if card else ''}"
            case A.Activate(card=c, replace=r):
                return f"Activate {card_name(c)}" + (f" for {card_name(r)}" if r else "")
            case A.PlaceTimeBomb():
                return "Place the time bomb"
            case A.DisarmTimeBomb():
                return "Disarm the time bomb"
            case A.UseTreasure(treasure=t, one_time=k):
                more = f": {k} 1-Time, {3 - k} Permanent" if t == "draw_three" else ""
                return f"Use {treasure_name(t)}{more}"
            case A.Scrounge(card=c):
                return f"Scrounge {card_name(c)}"
            case A.Demand(seat=s):
                return f"Demand a card of {self.who(s)}"
            case A.Pull(seat=s, to=to):
                return f"Pull {self.who(s)} here"
            case A.Shove(to=to):
                return "Shove the Angel/Demon"
            case A.Melee(target=t):
                return f"Melee attack{extra}"
            case A.Shoot():
                return "Shoot an arrow"
            case A.ThrowGrenade():
                return "Throw the grenade"
            case A.DemonicMelee():
                return "Demonic melee"
            case A.DemonicBlast():
                return "Demonic blast"
            case A.Move():
                return "Move"
            case A.Run(via=v):
                return f"Run via {self.where(v)}"
            case A.Climb():
                return "Climb"
            case A.Descend():
                return "Descend"
            case A.ThroughCave():
                return "Through the cave"
            case A.EnterAxisMundi():
                return "Enter the Axis Mundi"
            case A.Discard(card=c):
                return f"Discard {card_name(c)}"
            case A.Shield(cards=c):
                return "No shield" if not c else f"Shield{extra}"
            case A.Evade(card=c):
                return "Elusive!" if c else "Don't evade"
            case A.GiveCard(card=c):
                return f"Give {card_name(c)}"
            case A.Arrange(swap_one_time=a1, swap_permanent=a2):
                return f"1-Time {'swapped' if a1 else 'kept'}, " \
                       f"Permanent {'swapped' if a2 else 'kept'}"
            case A.ChooseSlots(cards=c):
                return f"Slot {', '.join(card_name(x) for x in c)}"
            case A.Levitate(to=to):
                return "Ride along" if to is None else f"Levitate to {self.where(to)}"
            case A.Unslot(card=c):
                return f"Take back {card_name(c)}"
            case A.FeedFamiliar(section=i):
                return f"Feed familiar {i + 1}"
            case A.DealCard(card=c):
                return f"Give {card_name(c)}"
        return a.to_text()

    def _play(self, a: A.PlayCard) -> str:
        words = f"Play {card_name(a.card)}"
        if a.double:
            words += " doubled"
        if a.option:
            words += f": {CHARACTERS[a.option].name if a.option in CHARACTERS else a.option}"
        if a.target is not None:
            words += f" at {self.where(a.target)}"
        if a.cards:
            words += f" ({', '.join(card_name(c) for c in a.cards)})"
        if a.one_time:
            words += f", {a.one_time} 1-Time"
        return words

    # Events.

    def event(self, e: Event, batch: Sequence[Event] = ()) -> str:
        """One log line for an event, from the event's own fields and, where one event
        says what another did (a harvest's roll), the ``batch`` it came in."""
        match e:
            case E.TurnBegan(seat=s, round=r):
                return f"Round {r}: {self.who(s)}'s turn"
            case E.TurnEnded(seat=s):
                return f"{self.who(s)} ends the turn"
            case E.DieRolled(seat=s, purpose="harvest", value=v):
                return f"{self.who(s)} rolls {v} for the harvest: {harvest_yield(e, batch)}"
            case E.DieRolled(seat=s, purpose=p, value=v):
                return f"{self.who(s)} rolls {v} ({p})"
            case E.CardDrawn(seat=s, deck=d, card=c):
                return f"{self.who(s)} draws {card_name(c) if c else 'a card'} " \
                       f"({DECK_NAMES.get(d, d)})"
            case E.CardGiven(giver=g, receiver=r, card=c):
                return f"{self.who(g)} gives {card_name(c) if c else 'a card'} to {self.who(r)}"
            case E.CardPlayed(seat=s, card=c):
                return f"{self.who(s)} plays {card_name(c) if c else 'a card face down'}"
            case E.CardDiscarded(seat=s, card=c, face_down=down):
                what = card_name(c) if c else "a card"
                return f"{self.who(s)} discards {what}{' face down' if down else ''}"
            case E.CardTaken(seat=s, card=c, source=src) if s < 0:
                return f"{card_name(c)} goes into {self.source(src)}"
            case E.CardTaken(seat=s, card=c, source=src):
                return f"{self.who(s)} takes {card_name(c)} from {self.source(src)}"
            case E.CardActivated(seat=s, card=c, replaced=r):
                return f"{self.who(s)} activates {card_name(c)}" + \
                    (f" instead of {card_name(r)}" if r else "")
            case E.CardUnslotted(seat=s, card=c):
                return f"{self.who(s)} takes {card_name(c)} back into the hand"
            case E.Peeked(seat=s):
                return f"{self.who(s)} peeks at the decks"
            case E.Moved(seat=s, to=to, how=how, terrain=k, level=lv):
                verb = f"{how}s" if how in ("move", "run", "climb", "descend") \
                    else f"is {how}" if how.startswith(("pushed", "knocked", "pulled", "shoved")) \
                    else f"goes ({how})"
                return f"{self.who(s)} {verb} to {place_name(to, k, lv)}"
            case E.Wounded(seat=s, count=n, wounds=w, cause=c) if w < n:
                # fewer on the mat than just taken: a 4th was reached, and the next line is
                # the hit point it costs
                return f"{self.who(s)} takes {plural(n, 'wound')} ({c}), reaching a 4th: " \
                       f"it costs a hit point and the wounds start again ({w} now)"
            case E.Wounded(seat=s, count=n, wounds=w, cause=c):
                return f"{self.who(s)} takes {plural(n, 'wound')} ({c}); {w} now"
            case E.HitPoints(seat=s, change=n, hp=hp, cause=c):
                verb = "heals" if n > 0 else "loses"
                return f"{self.who(s)} {verb} {abs(n)} hit point{'s' * (abs(n) != 1)} " \
                       f"({cause_name(c)}): {hp} left"
            case E.Energy(seat=s, energy=en):
                return f"{self.who(s)} has {sum(en)} energy"
            case E.Died(seat=s, power=n):
                return f"{self.who(s)} dies and wakes on power hex {n}"
            case E.TreasureTaken(seat=s, treasure=t):
                return f"{self.who(s)} takes {treasure_name(t) if t else 'a treasure'}"
            case E.TreasureUsed(seat=s, treasure=t):
                return f"{self.who(s)} uses {treasure_name(t)}"
            case E.Immobilized(seat=s, by=b):
                return f"{self.who(b)}'s familiar pins {self.who(s)}"
            case E.Transformed(seat=s, form=f):
                return f"{self.who(s)} becomes {FORMS.get(f) or 'a character again'}"
            case E.Rotated(round=r):
                return f"End of round {r}: the volcano turns"
            case E.Infection(at=at, placed=p, terrain=k, level=lv):
                return f"Infection {'placed on' if p else 'cleared from'} {place_name(at, k, lv)}"
            case E.Harvested(seat=s, at=at, terrain=k, level=lv, familiar=f):
                by = "'s familiar" if f else ""
                return f"{self.who(s)}{by} harvests {place_name(at, k, lv)}"
            case E.FamiliarSent(seat=s, purpose=p, at=at, terrain=k, level=lv):
                return f"{self.who(s)} sends the familiar to {FAMILIAR_VERBS.get(p, p)} " \
                       f"{place_name(at, k, lv)}"
            case E.Missed(seat=s, cause=c, at=at, terrain=k, level=lv):
                return f"{self.who(s)}'s {c} hits no one on {place_name(at, k, lv)}"
            case E.Demanded(seat=s, target=o):
                return f"{self.who(s)} demands a card of {self.who(o)}"
            case E.TimeBomb(seat=s, what=w):
                return f"{self.who(s)}: time bomb {w}"
            case E.Vanished(seat=s):
                return f"{self.who(s)} turns invisible"
            case E.Reappeared(seat=s, at=at, terrain=k, level=lv):
                return f"{self.who(s)} reappears on {place_name(at, k, lv)}"
            case E.Announced(seat=s, text=t):
                return f"{self.who(s)} {t}" if s >= 0 else t[:1].upper() + t[1:]
            case E.Won(seat=s, reason=r):
                return f"{self.who(s)} wins: {r}"
        return e.to_text()

