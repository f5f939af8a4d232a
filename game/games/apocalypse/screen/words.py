"""The Apocalypse's screen in players' words: names, rewards, tooltips.

Places, cards, hands and steps as the board prints them, and the full text behind
every hover; a button's label and the Hint's reason are in ``labels``.

>>> hand_title("full_house")
'Full House (F)'
>>> place_name("cairo_3")
'Cairo +3'
>>> reward_words("london")
'draw 2 Good Luck'
"""

from __future__ import annotations

import dataclasses
from typing import Any

from game.core.values import Event
from game.games.apocalypse.rules import card_events as C
from game.games.apocalypse.rules import events as E
from game.games.apocalypse.rules.catalog import CARDS, CHARACTERS, SOURCES, card_id, name_of
from game.games.apocalypse.rules.language import BumpDie, Choose, Draw, Gain, Heal
from game.games.apocalypse.rules.poker import CODES, HANDS
from game.games.apocalypse.rules.vocabulary import ABILITY_NAMES, PERSONALITY_PAIRS
from game.games.apocalypse.rules.words import words_of
from game.games.apocalypse.rules.world import PLACES
from game.ui.widgets_log import LogLine

DECK_TITLES = {
    "good_luck": "Good Luck", "bad_luck": "Bad Luck", "skill": "Skill", "plan": "Plan",
    "rare_item": "Rare Item", "unknown": "Unknown", "artifact": "Artifact",
    "obstacle": "Obstacle", "city_adventure": "City Adventure",
    "field_adventure": "Field Adventure", "setup_item": "Rare Item",
}
STEP_TITLES = {
    "travel": "Travel", "unknown": "Unknown", "research": "Research", "free_time": "Free Time",
    "adventure": "Adventure", "expedition": "Expedition", "refresh": "Refresh",
}
HAND_NAMES = {
    "nothing": "Nothing", "one_pair": "One Pair", "two_pairs": "Two Pairs",
    "three_of_a_kind": "Three of a Kind", "full_house": "Full House", "straight": "Straight",
    "four_of_a_kind": "Four of a Kind", "five_of_a_kind": "Five of a Kind",
}
RESULT_TITLES = {"fail": "Failure", "success": "Simple Success", "great": "Great Success"}
TOKEN_TITLES = {"research": "Research", "equipment": "Equipment", "skill": "Skill token",
                "xp": "XP"}


def place_name(place: str | None) -> str:
    return PLACES[place].name if place in PLACES else "off the board"


def card_name(card: str) -> str:
    return name_of(card) if card else "a face-down card"


def ability_name(ability: str) -> str:
    return ABILITY_NAMES.get(ability, words_of(ability))


def hand_title(hand: str) -> str:
    """A dice-poker hand with the board's short code, if it has one."""
    if hand not in HANDS:
        return words_of(hand)
    code = CODES.get(HANDS.index(hand))
    return HAND_NAMES[hand] + (f" ({code})" if code else "")


def _effect_words(effect: Any) -> str:
    if isinstance(effect, Draw):
        deck = DECK_TITLES[effect.deck]
        keep = f", keep {effect.keep}" if effect.keep else ""
        return f"draw {effect.n} {deck}{keep}"
    if isinstance(effect, Gain):
        return f"gain {effect.n} {TOKEN_TITLES[effect.what]}"
    if isinstance(effect, Heal):
        return "heal to full Health" if effect.full else f"heal {effect.n} Health"
    return "a reward"


def reward_words(place: str) -> str:
    """A City's Free Time reward, as the icon in its corner reads."""
    p = PLACES[place]
    words = [_effect_words(e) for e in p.free_time]
    if len(words) == 2 and all(w.startswith("draw ") for w in words):  # "draw 1 G and 1 B"
        words[1] = words[1][len("draw "):]
    return " and ".join(words) or "nothing"


def research_words(place: str) -> str:
    p = PLACES[place]
    return f"1 {TOKEN_TITLES[p.research]}" if p.research else "nothing"


def place_tip(view: dict[str, Any], place: str, click: str = "") -> str:
    """A place's name, what it gives, who stands and who has been there."""
    p = PLACES[place]
    parts = [p.name]
    if p.kind == "western":
        parts.append(f"Western City {p.number}. Research: {research_words(place)}. "
                     f"Free Time: {reward_words(place)}")
    elif p.kind == "exotic":
        parts.append(f"Exotic City. Research: {research_words(place)}. Free Time: "
                     f"{reward_words(place)}. Its four Fields lead out from it")
    elif p.kind == "field":
        parts.append(f"Expedition Field of {PLACES[p.city].name}: +{p.number} to Expedition "
                     f"rolls and to the Difficulty of Adventures here")
        parts.append(_field_expedition_words(view, place))
    else:
        parts.append("Face 3 Unknown cards in one visit and live to win; only death leads out")
    if view.get("catastrophe") == place:
        parts.append("The Catastrophe is here: Research draws an Unknown card, no Free Time")
    if place in view.get("closed", {}):
        parts.append("Closed to travellers for now")
    names = [seat_label(view, q["seat"]) for q in view.get("players", []) if q["place"] == place]
    if names:
        parts.append("Here: " + ", ".join(names))
    zone = p.city if p.kind == "field" else place
    sought = [seat_label(view, q["seat"]) for q in view.get("players", [])
              if (q.get("aspired") or {}).get("marker") == zone]
    if sought:
        parts.append(f"Location marker: {', '.join(sought)} seeks an Aspired Artifact on the "
                     f"Fields of {PLACES[zone].name}")
    been = [seat_label(view, q["seat"]) for q in view.get("players", [])
            if place in q["visited"]]
    if been:
        parts.append("Visited tokens: " + ", ".join(been))
    if click:
        parts.append(click)
    return ". ".join(part for part in parts if part)


def location_tip(view: dict[str, Any], seat: int, city: str) -> str:
    """A Location marker on the map: whose Aspired Artifact is sought on which Fields, and
    its Obstacle (face down until its player comes to the City or finds the Artifact)."""
    you = seat == view.get("seat")
    who = "Your" if you else f"{seat_label(view, seat)}'s"
    a = view["players"][seat].get("aspired") or {}
    name = PLACES[city].name
    words = (f"{who} Location marker: the Aspired Artifact, {card_name(a.get('artifact', ''))}, "
             f"is sought on the Fields of {name} (an Expedition there, on one of its Fields)")
    if a.get("face_up") and a.get("obstacle"):
        return words + f". Its Obstacle: {card_name(a['obstacle'])}, faced on finding it"
    if a.get("has_obstacle"):
        return words + (f". Its Obstacle lies face down until {'you come' if you else 'they come'}"
                        f" to {name} or find the Artifact")
    return words


def seat_label(view: dict[str, Any], seat: int) -> str:
    """"Player 2 (Alex)": the seat and its character."""
    players = view.get("players", [])
    character = players[seat]["character"] if 0 <= seat < len(players) else ""
    who = f"Player {seat + 1}"
    return f"{who} ({CHARACTERS[character].name})" if character in CHARACTERS else who


def log_tips(event: Event) -> dict[str, str]:
    """The cards an event names, by the name the log shows: each card's full text."""
    out = {}
    for f in dataclasses.fields(event):
        value = getattr(event, f.name)
        for card in value if isinstance(value, tuple) else (value,):
            if isinstance(card, str) and card and (card_id(card) in CARDS
                                                   or card_id(card) in CHARACTERS):
                out[card_name(card)] = card_tip(card)
    return out


def no_taking_back(card: str) -> str:
    """Said on a Use button: a use is seen by all, so Undo cannot take it back, and a choice
    it opens offers no way to decline (the book's uses have none)."""
    source = SOURCES.get(card_id(card))
    uses = [use for part in (source, getattr(source, "continuous", None),
                             getattr(source, "unknown", None))
            for use in getattr(part, "uses", ()) or ()]
    if any(use.effects and isinstance(use.effects[0], Choose) for use in uses):
        return "Once used it cannot be taken back: you then choose, with no Cancel and no Undo."
    return "Once used it cannot be taken back (no Undo)."


def card_tip(card: str, extra: str = "") -> str:
    """The full card: name, kind, traits, what it costs or asks, its text, its XP."""
    if not card:
        return "A face-down card: nobody may look at it yet"
    cid = card_id(card)
    if cid in CHARACTERS:
        ch = CHARACTERS[cid]
        a = ch.abilities
        return (f"{ch.name}, {ch.title}. Action Hero {a['action']}, Scholar {a['scholar']}, "
                f"Mystic {a['mystic']}. {ch.text}" + (f" {extra}" if extra else ""))
    c = CARDS[cid]
    head = f"{c.name} — {DECK_TITLES.get(c.deck, words_of(c.deck))}"
    if c.traits:
        head += " (" + ", ".join(words_of(t) for t in c.traits) + ")"
    parts = [head]
    if c.visit and not c.text.startswith("Visit"):
        parts.append("Visit " + ", ".join(_visit_words(v) for v in c.visit))
    if c.cost:
        parts.append(f"Learned with {c.cost} Skill tokens")
    parts.append(c.text)
    if c.xp:
        parts.append(f"{c.xp} XP")
    if extra:
        parts.append(extra)
    return ". ".join(p.rstrip(".") for p in parts) + "."


def _visit_words(v: str) -> str:
    if v.startswith("field:"):
        return f"a Field of {place_name(v[6:])}"
    return place_name(v)


#: Of the 36 ways two dice fall, how many make each sum.
_TWO_DICE_WAYS = {total: 6 - abs(total - 7) for total in range(2, 13)}


def dice_need_words(bonus: int) -> str:
    """What two dice must show to reach 10 with ``bonus`` added, and how likely that is."""
    need = max(2, 10 - bonus)
    ways = sum(n for total, n in _TWO_DICE_WAYS.items() if total >= need)
    if need > 12:
        return "no roll of two dice is enough (0%)"
    return f"you need {need} or more on two dice ({round(100 * ways / 36)}%)"


def expedition_words(view: dict[str, Any], seat: int) -> str:
    """What an Expedition roll needs here: 2 dice + Research + the Field's number, 10 or more."""
    p = view["players"][seat]
    field = PLACES[p["place"]].number if p["place"] in PLACES else 0
    return (f"2 dice + {p['research']} Research + {field} (Field) of 10 or more: "
            f"{dice_need_words(p['research'] + field)}")


def _field_expedition_words(view: dict[str, Any], place: str) -> str:
    """On a Field's tooltip, whether the viewer's Expedition there is possible, and its need."""
    seat, players = view.get("seat"), view.get("players", [])
    if not isinstance(seat, int) or not 0 <= seat < len(players):
        return ""
    marker = (players[seat].get("aspired") or {}).get("marker")
    if not marker:
        return "No Expedition for you here: you have no Aspired Artifact yet"
    if marker != PLACES[place].city:
        return (f"No Expedition for you here: your Aspired Artifact is sought on the Fields "
                f"of {PLACES[marker].name}")
    need = dice_need_words(players[seat]["research"] + PLACES[place].number)
    return f"Your Expedition here: {need[0].upper()}{need[1:]}"


def random_adventure_words(view: dict[str, Any], seat: int) -> str:
    """Whether a Random Adventure comes to ``seat`` if no one plays an Adventure, and why:
    on a Field always; in a City only to the Starting Player while the token is active."""
    place = PLACES.get(view["players"][seat]["place"] or "")
    you = seat == view.get("seat")
    if place is not None and place.kind == "field":
        return "then a Random Adventure comes (on a Field it always does)"
    if seat == view.get("starting_player") and view.get("token_active"):
        return ("then a Random Adventure comes (in a City, to the Starting Player: "
                f"{'you' if you else f'Player {seat + 1}'})")
    return ("no Random Adventure comes (in a City only the Starting Player draws one"
            + (f", Player {view['starting_player'] + 1}" if view.get("token_active")
               and view.get("starting_player") is not None else "") + ")")


def _names_trait(spec: Any, trait: str) -> bool:
    """Does a card's or character's content (its parsed file entry) test the
    Personality ``trait``?"""
    if hasattr(spec, "__struct_fields__"):  # a parsed entry (a msgspec Struct)
        return getattr(spec, "personality", None) == trait or any(
            _names_trait(getattr(spec, name), trait) for name in spec.__struct_fields__)
    if isinstance(spec, dict):
        return any(_names_trait(v, trait) for v in spec.values())
    return isinstance(spec, list | tuple) and any(_names_trait(v, trait) for v in spec)


def die_turns(card: str) -> list[int]:
    """The pips each die-turning effect of ``card`` adds (Gaining the Edge: [1]); [] for
    a card that turns no die."""
    found: list[int] = []

    def walk(spec: Any) -> None:
        if isinstance(spec, BumpDie):
            found.append(spec.n)
        elif hasattr(spec, "__struct_fields__"):  # a parsed entry (a msgspec Struct)
            for name in spec.__struct_fields__:
                walk(getattr(spec, name))
        elif isinstance(spec, list | tuple):
            for part in spec:
                walk(part)

    walk(SOURCES.get(card_id(card)))
    return found


def personality_tip(trait: str) -> str:
    """What a Personality does in the game: the cards and characters that ask for it."""
    other = next(b if a == trait else a for a, b in PERSONALITY_PAIRS if trait in (a, b))
    named = sorted((CARDS[k].name if k in CARDS else CHARACTERS[k].name)
                   for k, spec in SOURCES.items() if _names_trait(spec, trait))
    about = (f"These change for you if you are {words_of(trait)}: {', '.join(named)}."
             if named else "No card in the game asks for it.")
    return f"{about} Never together with {words_of(other)} (the token's other side)."


def log_line(event: Event) -> str:
    """The log's line for ``event`` (the board's words: "XP", a hand's name); hovering a
    card it names shows the card."""
    if isinstance(event, E.TokensChanged):  # "XP" and "Skill tokens" as the board writes
        what = TOKEN_TITLES.get(event.what, event.what)
        return f"Player {event.seat + 1}: {event.change:+d} {what} (now {event.total})"
    if isinstance(event, E.CheckResolved):
        dice = " ".join(str(v) for v in event.dice)
        return (f"Player {event.seat + 1}'s check: {dice}, {hand_title(event.hand)} "
                f"against {hand_title(event.target)}: {RESULT_TITLES[event.result]}")
    if isinstance(event, C.ArtifactsDrawn):  # the rules' line ends in "... from"
        drawn = " and ".join(card_name(c) for c in event.cards) or "Artifact cards"
        return LogLine(f"Player {event.seat + 1} draws {drawn}: one becomes the Aspired "
                       "Artifact", log_tips(event))
    return LogLine(event.to_text(), log_tips(event))


def quiet_map_words(view: dict[str, Any], place: str, check: bool, doing: str = "") -> str:
    """Why a click on ``place`` chooses nothing now, in the players' words: a check is on
    show (``check``), a step of the viewer's turn other than Travel, or another decision
    (``doing``: the panel's heading, what to do instead)."""
    name = place_name(place)
    if check:
        return f"{name}: a check is on; the map has nothing to choose until it is over"
    decision = (view.get("you") or {}).get("decision") or {}
    if decision.get("kind") == "menu":
        step = decision.get("step", "")
        return (f"{name}: you choose where to go in your Travel step; this is your "
                f"{STEP_TITLES.get(step, words_of(step))} step")
    return f"{name}: nothing to choose on the map now. {doing} (the panel at the right)"
