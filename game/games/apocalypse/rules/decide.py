"""Answering the decision a seat owes: what each legal action does.

``answer`` is called with an action already known to be legal; it changes
the table and queues what follows (``Table.later``).
"""

from __future__ import annotations

from typing import Any

from game.core.values import Action
from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules.card_events import CardDiscarded, Chose, Passed, Peeked
from game.games.apocalypse.rules.cards import (
    discard_from_hand,
    gain_item,
    keep_card,
    reveal_obstacle,
)
from game.games.apocalypse.rules.catalog import card_of, effects_at
from game.games.apocalypse.rules.checks import choose_ability, reroll_die, stop_rolling
from game.games.apocalypse.rules.effects import lose_item
from game.games.apocalypse.rules.events import (
    DieTurned,
    PersonalitiesChosen,
    PersonalityChanged,
    Stayed,
    TokensChanged,
    Travelled,
)
from game.games.apocalypse.rules.moves import move_catastrophe, travel_to
from game.games.apocalypse.rules.powers import uses
from game.games.apocalypse.rules.quest import start_expedition
from game.games.apocalypse.rules.setup import choose_character
from game.games.apocalypse.rules.table import Table, ops
from game.games.apocalypse.rules.tokens import change_ability, harm, place_skill_token
from game.games.apocalypse.rules.turn import MENU_HOOKS, go_on, menu, place_visited
from game.games.apocalypse.rules.windows import play, react, use_task


def answer(t: Table, seat: int, action: Action) -> None:
    d = t.decision
    assert d is not None
    if d["kind"] == "window":
        if isinstance(action, A.Pass):
            d["passed"].append(seat)
            t.say(Passed(seat))
            if set(d["passed"]) >= set(d["asked"]):
                t.decision = None
            return
        t.decision = None
        react(t, d, seat, getattr(action, "card", ""), isinstance(action, A.UseCard))
        return
    t.decision = None
    HANDLERS[d["kind"]](t, seat, d, action)


def _menu(t: Table, seat: int, d: dict[str, Any], action: Action) -> None:
    step = d["step"]
    again = menu(seat, step)
    p = t.players[seat]
    extra = _extra(t, seat, step, action)
    if extra is not None:
        t.later(extra, again)
    elif isinstance(action, A.RevealObstacle):
        reveal_obstacle(t, seat)
        t.later(again)
    elif isinstance(action, A.Travel):
        p.obligation = None
        if action.to != p.place:
            travel_to(t, seat, action.to)
        else:
            t.say(Stayed(seat, action.to))
    elif isinstance(action, A.Face):
        t.later({"t": "face", "p": seat, "card": action.card, "stage": "reveal"})
    elif isinstance(action, A.FreeTime):
        if action.choice == "skill":
            t.later({"t": "gain", "p": seat, "what": "skill", "n": 1})
        else:
            t.later(ops([p.place, "free_time"], {"you": seat, "player": seat, "card": ""}))
        t.later({"t": "free_time_triggers", "p": seat})
    elif isinstance(action, A.Expedition):
        if action.roll:
            start_expedition(t, seat)
    elif isinstance(action, A.PlaceVisited):
        place_visited(t, seat, action.source)
        t.later(again)
    elif isinstance(action, A.Proceed):
        go_on(t, seat, step)


def _extra(t: Table, seat: int, step: str, action: Action) -> dict[str, Any] | None:
    """The task of a card played or used, or an Aspired Artifact given up, in a step's
    menu (None: the action is the step's own choice)."""
    p = t.players[seat]
    if isinstance(action, A.PlayCard):
        return play(seat, action.card, seat)
    if isinstance(action, A.UseCard):
        hook = next(h for h in MENU_HOOKS[step]
                    if any(c == action.card for c, _, _ in uses(t, seat, h)))
        return use_task(seat, action.card, hook)
    if isinstance(action, A.SwapAspired):
        p.research -= 2
        t.say(TokensChanged(seat, "research", -2, p.research))
        return {"t": "aspire", "p": seat, "force": True}
    return None


def _adventure(t: Table, seat: int, d: dict[str, Any], action: Action) -> None:
    """An Adventure card is the turn's Adventure; any other card played or used (or the
    Aspired Artifact given up) leaves the choice open."""
    if isinstance(action, A.PlayCard) and card_of(action.card).hook == "adventure":
        t.later(play(seat, action.card, seat))
        return
    extra = _extra(t, seat, "adventure", action)
    if extra is not None:
        t.later(extra, {"t": "adventure", "p": seat, "stage": "again"})


def _keep(t: Table, seat: int, d: dict[str, Any], action: Action) -> None:
    assert isinstance(action, A.Keep)
    keep_card(t, seat, d, action.card)


def _discard(t: Table, seat: int, d: dict[str, Any], action: Action) -> None:
    assert isinstance(action, A.Discard)
    if d["kind"] == "lose_item":
        lose_item(t, seat, action.card)
        return
    discard_from_hand(t, seat, action.card, "hand limit" if d["kind"] == "hand_limit" else "")
    if d["kind"] == "discard" and d["n"] > 1:
        t.decide({**d, "n": d["n"] - 1})


def _reduce(t: Table, seat: int, d: dict[str, Any], action: Action) -> None:
    p = t.players[seat]
    if isinstance(action, A.UseCard):
        t.later(use_task(seat, action.card, "discarding"), {"t": "ask", "d": d})
        return
    if isinstance(action, A.Pay):
        less = action.n
        setattr(p, d["pay"], getattr(p, d["pay"]) - less)
        if less:
            t.say(TokensChanged(seat, d["pay"], -less, getattr(p, d["pay"])))
    else:
        assert isinstance(action, A.DiscardCards)
        for card in action.cards:
            discard_from_hand(t, seat, card, "to lose less Health")
        less = len(action.cards) + (t.discard_bonus if action.cards else 0)
    t.discard_bonus = 0
    harm(t, seat, d["n"] - less, d["ctx"])


def _choose(t: Table, seat: int, d: dict[str, Any], action: Action) -> None:
    assert isinstance(action, A.Choose)
    t.say(Chose(seat, action.option))
    op = effects_at(d["ref"])
    k = next(i for i, o in enumerate(op.options) if o.label == action.option)
    t.later(ops([*d["ref"], "options", k, "effects"], d["ctx"]))


def _keep_or_alt(t: Table, seat: int, d: dict[str, Any], action: Action) -> None:
    assert isinstance(action, A.Choose)
    t.say(Chose(seat, action.option))
    t.in_play.remove(d["card"])
    if action.option == "keep it":
        gain_item(t, seat, d["card"])
    else:
        t.discard(d["card"])
        t.say(CardDiscarded(seat, d["card"], "refused"))
        t.later(ops(d["alt"], d["ctx"]))


def _pick_city(t: Table, seat: int, d: dict[str, Any], action: Action) -> None:
    assert isinstance(action, A.PickCity)
    if d["why"] == "catastrophe":
        move_catastrophe(t, action.city, "chosen")
    elif action.city != t.players[seat].place:
        travel_to(t, seat, action.city)


def _peek_deck(t: Table, seat: int, d: dict[str, Any], action: Action) -> None:
    assert isinstance(action, A.Choose)
    deck = action.option
    t.say(Peeked(seat, deck, t.decks[deck][-1]))
    t.decide({"kind": "peek_answer", "seat": seat, "deck": deck})


def _peek_answer(t: Table, seat: int, d: dict[str, Any], action: Action) -> None:
    assert isinstance(action, A.PeekAnswer)
    if action.discard:
        card = t.decks[d["deck"]].pop()
        t.discard(card)
        t.say(CardDiscarded(seat, card, "peeked at"))


def _turn_die(t: Table, seat: int, d: dict[str, Any], action: Action) -> None:
    assert isinstance(action, A.TurnDie)
    check = t.checks[-1]
    check["dice"][action.die] += d["n"]
    t.say(DieTurned(seat, action.die, check["dice"][action.die], tuple(check["dice"])))


def _personalities(t: Table, seat: int, d: dict[str, Any], action: Action) -> None:
    assert isinstance(action, A.ChoosePersonalities)
    t.players[seat].personalities = [action.first, action.second]
    t.say(PersonalitiesChosen(seat, action.first, action.second))


def _personality(t: Table, seat: int, d: dict[str, Any], action: Action) -> None:
    assert isinstance(action, A.ChangePersonality)
    if action.old:
        traits = t.players[seat].personalities
        traits[traits.index(action.old)] = action.new
        t.say(PersonalityChanged(seat, action.old, action.new))


def _start_place(t: Table, seat: int, d: dict[str, Any], action: Action) -> None:
    assert isinstance(action, A.StartAt)
    t.players[seat].place = action.place
    t.say(Travelled(seat, "", action.place))


def _skill_token(t: Table, seat: int, d: dict[str, Any], action: Action) -> None:
    if isinstance(action, A.PlaceSkillToken):
        place_skill_token(t, seat, action.skill)
        t.later({"t": "skill_tokens", "p": seat, "n": d["n"] - 1})
    else:
        t.say(TokensChanged(seat, "skill", -d["n"], 0))


HANDLERS: dict[str, Any] = {
    "character": lambda t, s, d, a: choose_character(t, s, a.character),
    "keep": _keep,
    "personalities": _personalities,
    "start_place": _start_place,
    "menu": _menu,
    "adventure": _adventure,
    "hand_limit": _discard,
    "discard": _discard,
    "lose_item": _discard,
    "skill_token": _skill_token,
    "raise_ability": lambda t, s, d, a: change_ability(t, s, a.ability, d.get("n", 1)),
    "lower_ability": lambda t, s, d, a: change_ability(t, s, a.ability, -1),
    "personality": _personality,
    "reduce": _reduce,
    "choose": _choose,
    "keep_or_alt": _keep_or_alt,
    "pick_city": _pick_city,
    "peek_deck": _peek_deck,
    "peek_answer": _peek_answer,
    "ability": lambda t, s, d, a: choose_ability(t, a.ability),
    "reroll": lambda t, s, d, a: (reroll_die(t, a.die) if isinstance(a, A.Reroll)
                                  else stop_rolling(t)),
    "turn_die": _turn_die,
}
