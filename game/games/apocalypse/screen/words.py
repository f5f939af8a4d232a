"""The Apocalypse's screen in players' words: names, labels with their costs, tooltips.

Everything a player reads on the table comes from here: places, cards,
hands and steps as the board prints them, each button's label with what it
gains or costs, and the full text behind every hover.

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

from game.core.values import Action, Event
from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules.catalog import CARDS, CHARACTERS, SOURCES, card_id, name_of
from game.games.apocalypse.rules.language import Choose, Draw, Gain, Heal
from game.games.apocalypse.rules.poker import CODES, HANDS
from game.games.apocalypse.rules.vocabulary import ABILITY_NAMES, PERSONALITY_PAIRS
from game.games.apocalypse.rules.words import words_of
from game.games.apocalypse.rules.world import PLACES
from game.games.apocalypse.screen.world_map import plan_visits

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


def _go_on(view: dict[str, Any], here: str | None) -> tuple[str, str]:
    """"Go on" in the words of the step it ends."""
    decision = (view.get("you") or {}).get("decision") or {}
    step = decision.get("step", "") if decision.get("kind") == "menu" else decision.get("kind")
    place = PLACES.get(here or "")
    if step == "research" and place is not None and place.is_city:
        if view.get("catastrophe") == here:
            return "Investigate the Catastrophe", "Draw 1 Unknown card into your collection"
        return f"Research: gain {research_words(here or '')}", "The reward in the City's corner"
    if step == "free_time" and place is not None and place.kind == "field":
        return "Study: gain 1 Skill token", "On a Field, Free Time is only for study"
    if step == "adventure":
        words = random_adventure_words(view, view["seat"])
        return "Play no Adventure — continue", words[0].upper() + words[1:]
    return "Nothing more here — continue", "Nothing more to play now: the step goes on"


def label(action: Action, view: dict[str, Any]) -> tuple[str, str]:
    """A button's words for ``action`` and its tooltip: what it gains or costs."""
    seat = view.get("seat", -1)
    me = view["players"][seat] if 0 <= seat < len(view.get("players", [])) else None
    here = me["place"] if me else None
    match action:
        case A.Travel(to=to) if to == here:
            return f"Stay in {place_name(to)}", "Moving is voluntary: stay where you are"
        case A.Travel(to=to):
            return f"Travel to {place_name(to)}", place_tip(view, to)
        case A.StartAt(place=place):
            return f"Start in {place_name(place)}", place_tip(view, place)
        case A.PickCity(city=city):
            return f"Choose {place_name(city)}", place_tip(view, city)
        case A.FreeTime(choice="skill"):
            return "Study: gain 1 Skill token", "Put it on a Skill you learn (from your hand)"
        case A.FreeTime():
            words = reward_words(here) if here in PLACES else "the City's reward"
            return f"Reward: {words}", "Look around the City: the reward in its lower right corner"
        case A.Expedition(roll=True):
            return ("Expedition roll (costs 1 Equipment)",
                    expedition_words(view, seat) + " finds your Aspired Artifact")
        case A.Expedition() if me is not None and me["equipment"] < 1:
            return ("No Expedition: no Equipment", "An Expedition roll costs 1 Equipment and "
                    "you have none (a City's Free Time reward or a card gives it)")
        case A.Expedition():
            return "No Expedition this turn", "Keep your Equipment"
        case A.PlayCard(card=card):
            return f"Play {card_name(card)}", card_tip(card)
        case A.UseCard(card=card):
            return f"Use {card_name(card)}", card_tip(card, no_taking_back(card))
        case A.ChooseCharacter(character=character) if character in CHARACTERS:
            a = CHARACTERS[character].abilities
            return (f"{CHARACTERS[character].name} · A{a['action']} S{a['scholar']} "
                    f"M{a['mystic']}", card_tip(character))
        case A.Keep(card=card):
            return f"Keep {card_name(card)}", card_tip(card)
        case A.Discard(card=card):
            return f"Discard {card_name(card)}", card_tip(card)
        case A.SwapAspired():
            return ("New clues (costs 2 Research)",
                    "Discard your Aspired Artifact, its Location and Obstacle, and 2 Research; "
                    "draw 2 Artifacts and keep 1")
        case A.RevealObstacle():
            return "Turn the Obstacle face up", "You are in the City of its Location: look freely"
        case A.PlaceVisited(source="supply"):
            return "Place a Visited token here", "From your supply of 5"
        case A.PlaceVisited(source=source):
            return (f"Move Visited token from {place_name(source)}",
                    f"Your token leaves {place_name(source)} and comes here")
        case A.EndStep():
            return "End the turn", "Cards you used turn back; play passes on"
        case A.Proceed():
            return _go_on(view, here)
        case A.Pass():
            return "Pass", "Play nothing now"
        case A.Face(card=""):
            return "Face the top Unknown card", "A path you do not know: draw from the deck"
        case A.Face(card=card):
            return f"Face {card_name(card)}", card_tip(card, "From your collection: you know it")
        case A.PlaceSkillToken(skill=skill):
            have = me["learning"].get(skill, 0) if me else 0
            cost = CARDS[card_id(skill)].cost
            return f"Skill token on {card_name(skill)} ({have + 1}/{cost})", card_tip(skill)
        case A.DropSkillTokens():
            return "Discard the Skill tokens", "Tokens never wait: unused ones are lost"
        case A.ChooseAbility(ability=ability):
            return f"Use {ability_name(ability)}", ""
        case A.Reroll(die=die):
            return f"Reroll die {die + 1}", "Costs 1 Reroll"
        case A.StopRolling():
            return "Accept the dice", "Stop rerolling and take this hand"
        case A.TurnDie(die=die):
            return f"Turn die {die + 1}", ""
        case A.Pay(n=n):
            return f"Discard {n} tokens", f"Lose {n} less Health"
        case A.DiscardCards(cards=cards):
            names = ", ".join(card_name(c) for c in cards) or "nothing"
            return f"Discard {names}", f"Lose {len(cards)} less Health"
        case A.Choose(option=option) if option in CARDS or option in DECK_TITLES:
            deck = DECK_TITLES.get(option, option)
            return f"{deck} deck", f"Look at the top card of the {deck} deck"
        case _:
            words = action.to_text()
            return words[:1].upper() + words[1:], ""


def hint_reason(action: Action, view: dict[str, Any]) -> str:
    """Why the Hint suggests ``action``, in a player's words."""
    seat = view.get("seat", -1)
    players = view.get("players", [])
    me = players[seat] if 0 <= seat < len(players) else None
    hand = (view.get("you") or {}).get("hand", {})
    if isinstance(action, A.Travel | A.StartAt) and me is not None:
        to = action.to if isinstance(action, A.Travel) else action.place
        plans = [card_name(c) for c in hand.get("plan", []) if to in plan_visits(c)]
        marker = (me.get("aspired") or {}).get("marker") or ""
        if plans:
            return f"your Plan {plans[0]} asks for a visit to {place_name(to)}"
        if marker and PLACES.get(to) is not None and PLACES[to].city == marker:
            return "your Aspired Artifact is sought on these Fields: try the Expedition roll"
        if to == marker:
            return "its Fields hold your Aspired Artifact, and here you may turn up its Obstacle"
        if PLACES.get(to) is not None and PLACES[to].kind == "unknown":
            return "with a collection to guide you, The Unknown can be won"
        if isinstance(action, A.Travel) and to == me["place"]:
            return "nothing elsewhere is worth the move this turn"
        return f"{place_tip(view, to).split('. ', 1)[-1]}"
    if isinstance(action, A.Keep | A.PlayCard | A.UseCard | A.Face) and action.card:
        cid = card_id(action.card)
        info = CARDS.get(cid)
        if info is not None:
            xp = f" ({info.xp} XP)" if info.xp else ""
            return f"{info.text}{xp}"
    if isinstance(action, A.Pass):
        return "nothing you hold is worth playing at this moment"
    tip = label(action, view)[1]
    return tip or "what a careful player would choose here"



def not_now(card: str, view: dict[str, Any]) -> str:
    """Why ``card`` in hand cannot be played at this moment, in its own timing words;
    "" where its timing fits the moment (the rules then say why they refuse it)."""
    info = CARDS.get(card_id(card))
    if info is None:
        return ""
    name = card_name(card)
    if info.deck == "skill":
        return f"{name} is a Skill: learn it with Skill tokens (Free Time), it is not played"
    if info.deck == "plan":
        return f"{name} is a Plan: it is played once you have made every visit it asks"
    active, mine = view.get("active", -1), view.get("active", -1) == view.get("seat")
    decision = (view.get("you") or {}).get("decision") or {}
    hook = decision.get("hook", "")
    if not ((info.deck == "bad_luck" and mine) or (info.deck == "good_luck" and not mine)
            or (hook and info.hook != hook)):
        return ""
    step = STEP_TITLES.get(view.get("step") or "", "")
    whose = "your" if mine else f"{seat_label(view, active)}'s"
    now = f"this is {whose} {step} step" if step and active >= 0 else "not at this moment"
    timing = info.text.split(":", 1)[0] if ":" in info.text else ""
    when = f"it is played {timing[:1].lower()}{timing[1:]}; " if timing else ""
    return f"{name} cannot be played now: {when}{now}"


def _names_trait(spec: Any, trait: str) -> bool:
    """Does a card's or character's content (its parsed file entry) test the
    Personality ``trait``?"""
    if hasattr(spec, "__struct_fields__"):  # a parsed entry (a msgspec Struct)
        return getattr(spec, "personality", None) == trait or any(
            _names_trait(getattr(spec, name), trait) for name in spec.__struct_fields__)
    if isinstance(spec, dict):
        return any(_names_trait(v, trait) for v in spec.values())
    return isinstance(spec, list | tuple) and any(_names_trait(v, trait) for v in spec)


def personality_tip(trait: str) -> str:
    """What a Personality does in the game: the cards and characters that ask for it."""
    other = next(b if a == trait else a for a, b in PERSONALITY_PAIRS if trait in (a, b))
    named = sorted((CARDS[k].name if k in CARDS else CHARACTERS[k].name)
                   for k, spec in SOURCES.items() if _names_trait(spec, trait))
    about = (f"These change for you if you are {words_of(trait)}: {', '.join(named)}."
             if named else "No card in the game asks for it.")
    return f"{about} Never together with {words_of(other)} (the token's other side)."
