"""The Apocalypse's buttons in players' words: each action's label with what it gains or
costs, why the Hint suggests it, and why a card in hand cannot be played now.

The names they use (places, cards, seats, rewards) come from ``words``.
"""

from __future__ import annotations

from typing import Any

from game.core.values import Action
from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules.catalog import CARDS, CHARACTERS, card_id
from game.games.apocalypse.rules.world import PLACES
from game.games.apocalypse.screen.words import (
    DECK_TITLES,
    STEP_TITLES,
    ability_name,
    card_name,
    card_tip,
    expedition_words,
    no_taking_back,
    place_name,
    place_tip,
    random_adventure_words,
    research_words,
    reward_words,
    seat_label,
)
from game.games.apocalypse.screen.world_map import plan_visits


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
