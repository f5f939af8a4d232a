"""What the viewer is asked now, in the board's words: the controls' heading and note.

A reaction window says whose moment it is ("The end of your Travel step",
"Airport Security is played on you"); a step's menu says what the step
gives here; every other decision names what it is about.
"""

from __future__ import annotations

from typing import Any

from game.core.values import Action
from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules.catalog import CARDS, SOURCES, card_id
from game.games.apocalypse.rules.language import Check
from game.games.apocalypse.rules.poker import CODES, HANDS, target
from game.games.apocalypse.rules.words import words_of
from game.games.apocalypse.rules.world import EXOTIC, PLACES, UNKNOWN
from game.games.apocalypse.screen.words import (
    DECK_TITLES,
    STEP_TITLES,
    ability_name,
    card_name,
    dice_need_words,
    hand_title,
    place_name,
    random_adventure_words,
    research_words,
    seat_label,
)
from game.games.apocalypse.screen.world_map import LIT_MOST

WINDOW_WORDS = {
    "travel_end": "The end of {whose} Travel step",
    "turn_end": "The end of {whose} turn",
    "research": "{Whose} Research step",
    "adventure": "{Whose} Adventure: a Bad Luck Adventure on {them}?",
    "unknown": "{Who_is} about to face an Unknown card",
    "expedition_roll": "{Who_is} about to make an Expedition roll",
    "check_done": "{Whose} ability check is over",
    "good_luck_played": "{Who} played {card}",
    "bad_luck_played": "{card} is played on {them}",
    "two_dice_roll": "{Who_is} about to roll two dice",
    "after_roll": "{Who} just rolled",
    "discarding": "{Who_is} discarding cards",
    "check_before_roll": "{Whose} check: before the dice are rolled",
    "check_after_rerolls": "{Whose} check: the rerolling is over",
}

#: More places to choose than this, and the controls list none of them (the map is the list).
PLACES_LISTED_MOST = 8


def window_words(view: dict[str, Any], hook: str, target: int, card: str) -> str:
    """A reaction window in words, "you" when it is about the viewer."""
    mine = target == view.get("seat")
    name = f"Player {target + 1}"
    forms = {"Who": "You" if mine else name, "Whose": "Your" if mine else f"{name}'s",
             "whose": "your" if mine else f"{name}'s", "them": "you" if mine else name,
             "Who_is": "You are" if mine else f"{name} is", "card": card_name(card)}
    return WINDOW_WORDS.get(hook, "{Who}: a moment to react").format(**forms)




def unknown_warning(view: dict[str, Any], action: Action) -> tuple[str, str] | None:
    """(question, what it takes) before travelling into The Unknown, at any Level (the
    sixth playtest went in by one click at Level 3 and could not come out); None for any
    other action. The book: inside, a Character faces one Unknown card a turn and wins
    alive after the last (3, or the table's number); there is no Travel step out."""
    seat, players = view.get("seat", -1), view.get("players") or []
    me = players[seat] if 0 <= seat < len(players) else None
    if not isinstance(action, A.Travel) or action.to != UNKNOWN or me is None \
            or me["place"] == UNKNOWN:
        return None
    return (f"Travel to The Unknown at Level {me['level']}?",
            f"To win there you must face {view.get('goal', 3)} Unknown cards, one a turn, "
            "and be alive after the last. There is no way out: you win or die there. You "
            f"have {me['health']} Health and {me['collection']} Unknown cards in your "
            "collection (paths you know); each Level gained first raises an ability for "
            "their checks.")


def confirm_first(view: dict[str, Any], action: Action) -> tuple[str, str] | None:
    """(question, what it takes) before an action that gives something up for good and
    cannot be taken back: travelling into The Unknown (``unknown_warning``), New clues,
    which discards the Aspired Artifact (the sixth playtest: it slid under the cursor and
    a click meant for another button could have taken it), and discarding the Skill tokens
    left; None for any other action. (Every other giving up on the panels is forced, or a
    choice its own panel confirms.)"""
    if isinstance(action, A.SwapAspired):
        return _new_clues_warning(view)
    if isinstance(action, A.DropSkillTokens):
        n = ((view.get("you") or {}).get("decision") or {}).get("n", 1)
        tokens, lost = (("your Skill token", "it: it is") if n == 1
                        else (f"your {n} Skill tokens", "them: they are"))
        return (f"Discard {tokens}?",
                f"No Skill gets {lost} lost. This cannot be taken back.")
    return unknown_warning(view, action)


def _new_clues_warning(view: dict[str, Any]) -> tuple[str, str] | None:
    seat, players = view.get("seat", -1), view.get("players") or []
    me = players[seat] if 0 <= seat < len(players) else None
    if me is None:
        return None
    aspired = (me.get("aspired") or {}).get("artifact", "")
    name = card_name(aspired) if aspired else "your Aspired Artifact"
    return (f"Give up {name} for new clues?",
            f"{name} is discarded with its Location marker and Obstacle, and 2 of your "
            f"{me['research']} Research go. You draw 2 Artifact cards and keep 1 as your new "
            "Aspired Artifact, with a new Location. This cannot be taken back.")


def study_words(me: dict[str, Any]) -> str:
    """Where Study's token goes when the player is not asked (the sixth playtest: it went
    on the only Skill left without a word, and a Level's choices came where the list had
    been): " Its token goes on Martial Arts, the one Skill you learn (3 of 3: learned,
    +2 XP)."; "" when the player chooses (several Skills, or a Skill card in hand)."""
    learning, in_hand = me.get("learning") or {}, (me.get("hand") or {}).get("skill", 0)
    if not learning and (not in_hand or me.get("locked")):  # a locked hand lays no Skill
        return " You learn no Skill you could put it on: a token from Study is lost."
    if in_hand or len(learning) > 1:
        return ""
    skill, tokens = next(iter(learning.items()))
    card = CARDS[card_id(skill)]
    learned = tokens + 1 >= card.cost
    done = (f": learned, +{card.xp} XP" if card.xp else ": learned") if learned else ""
    return (f" Its token goes on {card_name(skill)}, the one Skill you learn "
            f"({tokens + 1} of {card.cost}{done}).")


def research_reward(view: dict[str, Any]) -> str:
    """What the viewer's Research step gives when its last window closes ("" if nothing)."""
    me = view["players"][view["seat"]]
    place = PLACES.get(me["place"] or "")
    if place is None or not place.is_city:
        return ""
    if view.get("catastrophe") == me["place"]:
        return "" if me["place"] in me.get("visited", []) else "draw 1 Unknown card"
    return f"gain {research_words(me['place'])}"


def before_reward(view: dict[str, Any], decision: dict[str, Any] | None) -> bool:
    """Is this the window of the viewer's own Research step, before its reward? The
    step's menu ("Research: gain 1 Research") is followed by this reaction window (the
    others may answer with Bad Luck, and you with a card of yours); the reward comes
    when it closes."""
    return bool(decision) and decision.get("kind") == "window" \
        and decision.get("hook") == "research" and decision.get("target") == view.get("seat")


def _before_reward_words(view: dict[str, Any], legal: list[Action]) -> tuple[str, str]:
    """Why the viewer is asked again after choosing the Research reward: the book gives
    every player a moment to react before the game goes on; the rules open it after the
    step's choice, for the others (Bad Luck on you) and for you (a card of yours). It is
    not merged with the step's menu: the others are asked in it at the same moment
    whatever your hand holds, so you are asked with them."""
    reward = research_reward(view)
    then = f"go on and {reward}" if reward else "go on"
    asked = (view.get("window") or {}).get("asked", [])
    others = any(seat != view.get("seat") for seat in asked)
    why = ("Every player may react before play goes on: the others may play Bad Luck on "
           "you now." if others else
           "Every player may react before play goes on: your last moment to play a card.")
    return ("Before your Research reward: a moment to react",
            f"{why} Play a card, or {then}." if len(legal) > 1 else
            f"{why} Nothing of yours answers: {then}.")


def reward_pass_words(view: dict[str, Any], legal: list[Action]) -> tuple[str, str]:
    """The way on out of the window before the viewer's Research reward."""
    reward = research_reward(view)
    first = "Play nothing" if len(legal) > 1 else "Go on"
    if not reward:
        return f"{first} — continue", "No reward here: the step goes on"
    return f"{first} — {reward}", "Keep your cards and take the reward"


def heading(view: dict[str, Any], decision: dict[str, Any] | None, legal: list[Action]
            ) -> tuple[str, str]:
    """What the viewer is asked (a heading and a note), in the board's words."""
    if view.get("phase") == "over":
        return "The game is over", ""
    if not decision:
        return _waiting(view)
    kind = decision["kind"]
    me = view["players"][view["seat"]]
    if kind == "menu":
        step = decision["step"]
        title = f"Your {STEP_TITLES.get(step, step)} step"
        on_field = PLACES.get(me["place"] or "") is not None and \
            PLACES[me["place"]].kind == "field"
        field = PLACES[me["place"]].number if on_field else 0
        notes = {
            "travel": ("Click any place on the map to travel there (any distance), or stay."
                       if sum(isinstance(a, A.Travel) for a in legal) > LIT_MOST else
                       "Click a lit place on the map to travel there, or stay."),
            "research": f"In {place_name(me['place'])}: the reward is "
                        f"{research_words(me['place']) if me['place'] else 'nothing'}.",
            "free_time": ("On a Field, Free Time is for study." if on_field else
                          "Study (a Skill token) or take the City's reward.")
            + study_words(me),
            "expedition": (f"With your {me['research']} Research and this Field's +{field}, "
                           f"{dice_need_words(me['research'] + field)}: 10 or more in all "
                           "finds your Aspired Artifact."
                           if A.Expedition(True) in legal else
                           "The Expedition roll costs 1 Equipment, and you have none."),
            "refresh": "Your used cards turn back. Mark this place with a Visited token?",
            "unknown": "Face a card from your collection (a path you know) or the deck's top.",
        }
        return title, notes.get(step, "")
    if before_reward(view, decision):
        return _before_reward_words(view, legal)
    if kind == "window":
        title = window_words(view, decision.get("hook", ""), decision.get("target", -1),
                             decision.get("card", ""))
        note = ("A card of yours may answer now: play it, or let the game go on."
                if len(legal) > 1 else "Nothing in your hand answers this moment.")
        return title, note
    titles = {
        "character": ("Choose your character", "Hover one to read its Special Ability."),
        "personalities": ("Choose two Personalities", "Never both sides of one token."),
        "start_place": ("Where does your pawn start?", "Click a City on the map."),
        "adventure": ("Your Adventure step", "Play a Good Luck Adventure, or go on: "
                      f"{random_adventure_words(view, view['seat'])}."),
        "keep": _keep_words(view, decision),
        "hand_limit": (f"Too many {DECK_TITLES.get(decision.get('deck', ''), '')} cards",
                       "Six of a type at most: discard one (or click it in your hand)."),
        "discard": (f"Discard a {DECK_TITLES.get(decision.get('deck', ''), '')} card", ""),
        "lose_item": ("Lose a Rare Item", "Choose the one to discard."),
        "skill_token": (f"Place your Skill tokens ({decision.get('n', 1)})",
                        "On a Skill you learn, or a new one from your hand."),
        "raise_ability": _raise_words(decision),
        "lower_ability": ("You died", "Lower your highest ability by 1."),
        "personality": ("Change one Personality?",
                        "You may turn one of your Personality tokens over, or keep both."),
        "reduce": _reduce_words(decision),
        "choose": _choose_words(view),
        "keep_or_alt": ("Keep it, or take the other reward?", ""),
        "pick_city": ("Choose a City", "Click it on the map, or below."
                      if sum(isinstance(a, A.PickCity) for a in legal) <= PLACES_LISTED_MOST
                      else "Click it on the map."),
        "peek_deck": ("Look at the top card of a deck", ""),
        "turn_die": (f"Turn one of the dice {decision.get('n', 1):+d}",
                     "Click the die at the centre of the table."),
        "peek_answer": (f"The top card: {card_name(decision.get('card', ''))}",
                        "Discard it, or put it back."),
    }
    return titles.get(kind, ("Your decision", ""))


def _raise_words(decision: dict[str, Any]) -> tuple[str, str]:
    """A Level's raise, or a card's (The Tibetan Masters: +1 in an ability of your choice;
    only a card's decision carries its ``n``): a card's headline claims no Level."""
    if "n" not in decision:
        return "You gain a Level", "Raise one ability by 1."
    return f"Raise one ability by {decision['n']}", "The card lets you choose which."


def marker_odds(view: dict[str, Any]) -> str:
    """The Location markers still face down (two per Exotic City, less those on Aspired
    Artifacts, all face up): "Lima 1 in 17, each other Exotic City 2 in 17"."""
    left = {city: 2 for city in EXOTIC}
    for q in view.get("players", []):
        marker = (q.get("aspired") or {}).get("marker")
        if marker in left:
            left[marker] -= 1
    total = sum(left.values())
    fewer = [f"{place_name(city)} {n or 'none'} in {total}" for city, n in left.items() if n < 2]
    rest = "each other Exotic City" if fewer else "each Exotic City"
    return ", ".join([*fewer, f"{rest} 2 in {total}"])


def _keep_words(view: dict[str, Any], decision: dict[str, Any]) -> tuple[str, str]:
    deck, n = decision.get("deck", ""), decision.get("keep", 1)
    if deck == "artifact":
        return "Clues to an Artifact: keep 1 as your Aspired Artifact", \
            ("Each lies over the map. Its Fields come after you keep it: a random Location "
             f"marker ({marker_odds(view)}).")
    if deck == "setup_item":
        return "Your starting Rare Item: keep 1", "Both lie over the map: click the one to keep."
    kind = DECK_TITLES.get(deck, "")
    return (f"Keep {n} of these {kind} cards".replace("  ", " "),
            "They lie over the map: click one to keep it.")


def _reduce_words(decision: dict[str, Any]) -> tuple[str, str]:
    n = decision.get("n", 0)
    if decision.get("pay"):
        what = DECK_TITLES.get(decision["pay"], words_of(decision["pay"]))
        return (f"You are to lose {n} Health",
                f"Discard {what} tokens: each one is 1 Health less lost.")
    deck = DECK_TITLES.get(decision.get("discard", ""), "")
    return (f"You are to lose {n} Health",
            f"Pick {deck} cards to discard (here or in your hand): each is 1 Health less.")


def _waiting(view: dict[str, Any]) -> tuple[str, str]:
    waiting = view.get("waiting_for", [])
    if not waiting:
        return "", ""
    if view.get("window") is not None:
        return "Waiting", "The other players may react (or pass)."
    return f"{seat_label(view, waiting[0])} is thinking", ""


def _choose_words(view: dict[str, Any]) -> tuple[str, str]:
    """A card's choice, named by the card (Bandits: pay, or fight)."""
    asking = [c for c in [*(view.get("table") or [])[-1:], view.get("adventure") or ""]
              if c and card_id(c) in CARDS]
    if asking:
        return f"{card_name(asking[0])}: choose", "The card lies over the map; choose here."
    return "Choose", "The card gives a choice."


def check_here(view: dict[str, Any], card: str) -> tuple[int, str]:
    """An Adventure card's check as it will be if played here, before the player commits
    (the seventh playtest: Field Camp, printed 3 (3K), became 7 with the Field's +4, unsaid):
    (7, "Here: Action Hero check, Difficulty 3 (3K) + Field 4 = 7: Five of a Kind (5K)");
    (0, "") where nothing adds to the printed Difficulty. Cards played on the check later
    are not foreseen; nor is a Bad Luck Adventure's, played at another's place."""
    c = CARDS.get(card_id(card))
    seat, players = view.get("seat", -1), view.get("players") or []
    place = PLACES.get(players[seat]["place"] or "") if 0 <= seat < len(players) else None
    if c is None or c.hook != "adventure" or c.deck == "bad_luck" or place is None \
            or place.kind != "field" or not place.number:
        return 0, ""
    check = next((op for op in getattr(SOURCES[c.id], "effects", []) if isinstance(op, Check)),
                 None)
    if check is None:
        return 0, ""
    total = check.difficulty + place.number
    code = CODES.get(target(check.difficulty))
    printed = f"{check.difficulty} ({code})" if code else str(check.difficulty)
    need = hand_title(HANDS[target(total)])
    return total, (f"Here: {ability_name(check.ability)} check, Difficulty {printed} + Field "
                   f"{place.number} = {total}: {'still ' if total > 7 else ''}{need}")
