"""The hard level's own judgment: what it sees that the normal bot does not.

The hard bot (``bots/hard.py``) plays as this policy wherever it does not search,
and its searches start from this policy's choice. It answers every decision as
``normal`` except these (the first two measured to win more, docs/rules/apocalypse.md,
Bots; the third no worse):

- **The visit, judged as it is played** (``judge.survival(..., sharp=True)``):
  an Unknown card of its collection counts only where it is kinder than the top
  of the deck, as the bots face them; the normal bot counts its collection
  first and so waits outside long after the deck would have let it in.
- **Sam the Seer peeks in The Unknown**: before facing the top of the deck it
  looks at the card with Sam's power and discards one that would cost
  ``judge.PEEK_AT`` Health or more, then faces the deck; the deck's odds it
  judges by (``judge.deck_odds(..., sharp=True)``) count that peek.
- **Guardian Angel inside The Unknown**: any Bad Luck card played on it there
  is cancelled (the normal bot cancels only one whose own effects it prices as
  harmful, never the ones that change which card it faces or its check).
- **The character**: Brandon, then Sam, then Alex before John Dante and
  Dimitriy (``CHARACTER_ORDER``).
- **Going into The Unknown** (``ready``): on its sharp survival chance alone, at any
  Health (the chance counts its Health already; the route also asks for 5 Health, and
  a hard bot with 3 or 4 Health and a good chance waited outside for many turns, hunting
  more Artifacts instead of healing, while a rival went in). At a crowded table
  (``CROWD``, four players) on a lower survival bar and with 3 Health or more (measured
  to win more there; at two and three players a lower bar measured no better, so the
  route's stands).
"""

from __future__ import annotations

from typing import Any

from game.core.rng import GameRng
from game.core.values import Action
from game.games.apocalypse.bots import judge
from game.games.apocalypse.bots.normal import normal_bot
from game.games.apocalypse.bots.route import choose_destination, enter_threshold, turns_left
from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules.world import UNKNOWN

View = dict[str, Any]
CHARACTER_ORDER = ("brandon_the_broken", "sam_the_seer", "alex", "dimitriy_martynov",
                   "john_dante")
SAM = "sam_the_seer"
#: A collection card within this much expected Health of the deck still loses to a peek.
PEEK_MARGIN = 0.5
#: At a crowded table, (the survival bar, the Health) it goes into The Unknown with, by
#: player count: three rivals race it to the Heart, so waiting for a safer visit costs more.
CROWD = {4: (0.25, 3)}
#: Elsewhere: the route's survival bar, at any Health.
UNCROWDED = (0.5, 0)


def sharp_bot(view: View, legal: list[Action], rng: GameRng) -> Action:
    """``normal`` with the hard level's judgment of the visit, Sam's peek, Guardian Angel
    inside The Unknown and the character."""
    choice = normal_bot(view, legal, rng)
    if len(legal) == 1:
        return choice
    decision = view["you"]["decision"] or {}
    kind = decision.get("kind")
    if kind == "character":
        options = {a.character: a for a in legal if isinstance(a, A.ChooseCharacter)}
        return next(options[c] for c in CHARACTER_ORDER if c in options)
    me = judge.me_of(view)
    if kind == "window" and decision["hook"] == "bad_luck_played" and me["in_unknown"] \
            and decision["target"] == view["seat"]:
        return next((a for a in legal if isinstance(a, A.PlayCard)), choice)
    if kind != "menu":
        return choice
    if decision["step"] == "travel" and isinstance(choice, A.Travel):
        options = [a.to for a in legal if isinstance(a, A.Travel)]
        if UNKNOWN in options and me["place"] is not None:
            if ready(view, me):
                return A.Travel(UNKNOWN)
            options = [o for o in options if o != UNKNOWN]
        return A.Travel(choose_destination(view, me, options, sharp=True))
    if decision["step"] == "unknown" and me["in_unknown"]:
        return unknown_choice(view, legal, me, choice)
    return choice


def ready(view: View, me: judge.Me) -> bool:
    """Into The Unknown: on the sharp survival chance, with no more Health than ``CROWD``
    or ``UNCROWDED`` asks, on a crowded table's lower bar (the route's lower bars, late in
    the game or with a rival one card from the Heart, stand)."""
    bar, health = CROWD.get(view["player_count"], UNCROWDED)
    threshold = enter_threshold(view)
    if threshold >= 0.5:
        threshold = bar
    if me["health"] < min(me["max_health"], health) and turns_left(view) > 6:
        return False
    return judge.survival(view, me, sharp=True) >= threshold


def unknown_choice(view: View, legal: list[Action], me: judge.Me, choice: Action) -> Action:
    """Sam peeks before facing the deck and then faces it; anyone faces the card the
    sharp odds find kindest (a card the normal bot chose to play stands)."""
    faces = [a for a in legal if isinstance(a, A.Face)]
    if not faces or not isinstance(choice, A.Face | A.UseCard):
        return choice
    deck_face = A.Face("")
    if me["character"] == SAM and deck_face in faces:
        if SAM in me["used"]:
            return deck_face
        if A.UseCard(SAM) in legal and deck_next(view, me):
            return A.UseCard(SAM)
    if isinstance(choice, A.UseCard):
        return choice
    help_ = judge.inside_help(me)

    def loss(a: A.Face) -> float:
        odds = (judge.harm_odds(a.card, me, view, help_) if a.card
                else judge.deck_odds(view, me, help_, sharp=True))
        return judge.expected_loss(odds)

    return min(faces, key=loss)


def deck_next(view: View, me: judge.Me) -> bool:
    """Would the next card faced come from the deck (no collection card clearly kinder)?"""
    help_ = judge.inside_help(me)
    deck = judge.expected_loss(judge.deck_odds(view, me, help_, sharp=True))
    faced = {card for card, _ in me["faced"]}
    mine = [judge.expected_loss(judge.harm_odds(card, me, view, help_))
            for card in view["you"]["collection"] if card not in faced]
    return not mine or min(mine) >= deck - PEEK_MARGIN
