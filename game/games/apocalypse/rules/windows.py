"""Reaction windows, and playing or using cards.

"There is always an opportunity for every player to react ... before
continuing the game": at each moment a card could answer (the hooks of
``language.HOOKS``) a window opens, asking at once everyone who could react
*in principle*, judged on what the table shows: the active player if he holds
a Good Luck card or a Plan and some card of that kind answers this hook, or
has a card in front of him to use here; an opponent if he holds a Bad Luck
card, one is playable at this hook, and no Bad Luck card has been played on
the active player in this step. Who is asked never depends on which cards a
hand holds, and a pass is in no one's log (``card_events.Passed``), so a window
tells no one who could have played. When anyone plays or uses a card, the card acts (after
its own window, if it can be cancelled) and the window opens again for all:
later effects come after earlier ones. The game goes on once all have passed.
"""

from __future__ import annotations

from typing import Any

from game.games.apocalypse.rules.card_events import CardDiscarded, CardPlayed, CardUsed
from game.games.apocalypse.rules.catalog import card_id, card_of, hooks_of
from game.games.apocalypse.rules.checks import roll, window
from game.games.apocalypse.rules.powers import (
    ctx_for,
    locked,
    playable,
    triggers,
    use_key,
    uses,
)
from game.games.apocalypse.rules.table import Table, ops
from game.games.apocalypse.rules.tokens import gain, settle

#: Hooks at which a player uses his own cards even in another's turn.
ROLL_HOOKS = ("two_dice_roll", "after_roll")


def may_use(t: Table, seat: int, hook: str) -> bool:
    return (seat == t.active or hook in ROLL_HOOKS) and any(True for _ in uses(t, seat, hook))


def may_react_own(t: Table, seat: int, hook: str) -> bool:
    """Could the active player answer ``hook``, judged by what everyone sees?

    (His own Adventure comes before the opponents' window, so not there.)"""
    if hook == "adventure":
        return False
    p = t.players[seat]
    if seat == t.active and not locked(t, seat):
        if p.hand["good_luck"] and hook in hooks_of("good_luck"):
            return True
        if p.hand["plan"] and hook in hooks_of("plan"):
            return True
    return may_use(t, seat, hook)


def may_react_against(t: Table, seat: int, hook: str, target: int) -> bool:
    """Could an opponent play a Bad Luck card on the active player now, as far as anyone sees?"""
    return (target == t.active and not t.bad_luck_played and not locked(t, seat)
            and bool(t.players[seat].hand["bad_luck"]) and hook in hooks_of("bad_luck"))


def window_seats(t: Table, hook: str, target: int) -> list[int]:
    """Everyone who could react in principle, the target first, then clockwise. Before
    a check's roll its maker is always asked: the roll is theirs to start ("He rolls the
    dice"), after any card they use or play first."""
    return [seat for seat in t.order_from(target)
            if (hook == "check_before_roll" or may_react_own(t, seat, hook)
                if seat == target else may_react_against(t, seat, hook, target))]


def run_window(t: Table, task: dict[str, Any]) -> None:
    target = task["target"]
    if t.dead(target):
        return
    asked = window_seats(t, task["hook"], target)
    if asked:
        t.decide({"kind": "window", "hook": task["hook"], "target": target, "asked": asked,
                  "passed": [], "ctx": task["ctx"]})


def window_cards(t: Table, seat: int, hook: str, target: int) -> list[str]:
    """The hand cards ``seat`` may play in this window."""
    p = t.players[seat]
    decks = ("good_luck", "plan") if seat == target else ("bad_luck",)
    return [c for d in decks for c in p.hand[d] if playable(t, seat, c, hook, target)]


def window_uses(t: Table, seat: int, hook: str) -> list[str]:
    if seat != t.active and hook not in ROLL_HOOKS:
        return []
    return list(dict.fromkeys(card for card, _, _ in uses(t, seat, hook)))


def react(t: Table, decision: dict[str, Any], seat: int, card: str, use: bool) -> None:
    """A seat plays or uses a card in a window: it acts, then the window opens again."""
    again = window(decision["hook"], decision["target"], **decision["ctx"])
    if use:
        t.later(use_task(seat, card, decision["hook"]), again)
    else:
        t.later(play(seat, card, decision["target"], decision["ctx"]), again)


# Playing a card from the hand.


def play(seat: int, card: str, target: int, reacting: dict[str, Any] | None = None,
         ) -> dict[str, Any]:
    """The task that plays ``card`` (on ``target``, if Bad Luck; an Adventure card is
    faced as the target's Adventure)."""
    reacting = reacting or {}
    return {"t": "play", "seat": seat, "card": card, "target": target, "stage": "start",
            "reacting_to": reacting.get("card", ""), "adventure": False}


def run_play(t: Table, task: dict[str, Any]) -> None:
    seat, card, target = task["seat"], task["card"], task["target"]
    info = card_of(card)
    if task["stage"] == "start":
        t.players[seat].hand[info.deck].remove(card)
        t.in_play.append(card)
        t.say(CardPlayed(seat, card, target))
        if info.hook == "adventure":  # the target's one Adventure this turn
            task = {**task, "adventure": True}
            t.players[target].adventure_round = t.round
        if info.deck == "good_luck":
            t.later(window("good_luck_played", seat, card=card))
        elif info.deck == "bad_luck":
            t.bad_luck_played = True
            for owner, subject in ((target, "you"), (target, "other")):
                for source, ref, trig in triggers(t, owner, "bad_luck_on_you"):
                    if trig.subject == subject:
                        you = owner if subject == "you" else seat
                        t.later(ops([*ref, "effects"], {"you": you, "player": owner,
                                                        "card": source}))
            t.later(window("bad_luck_played", target, card=card, player=seat))
        t.later({**task, "stage": "resolve"})
        return
    if task["stage"] == "resolve":
        if card not in t.cancelled:
            if task["adventure"]:
                t.later({"t": "adventure_face", "p": target, "card": card, "player": seat})
            else:
                you = target if info.deck == "bad_luck" else seat
                ctx = {"you": you, "player": seat, "card": card,
                       "target_card": task["reacting_to"], "target_player": target}
                t.later(ops([card_id(card), "effects"], ctx))
                if info.catastrophe:
                    t.later(roll(seat, 2, "the Catastrophe", {"t": "catastrophe_to"}))
                if info.deck == "plan" and info.xp:
                    t.later({"t": "gain", "p": seat, "what": "xp", "n": info.xp})
        t.later({**task, "stage": "done"})
        return
    cancelled = card in t.cancelled
    if cancelled:
        t.cancelled.remove(card)
    if card in t.in_play and (cancelled or not task["adventure"]):  # an Adventure's own end
        # discards it once faced
        t.in_play.remove(card)
        t.discard(card)
        t.say(CardDiscarded(seat, card, "played"))
    t.later(settle(target), settle(seat))


# Using a card on the table (or a character's ability).


def use_task(seat: int, card: str, hook: str) -> dict[str, Any]:
    return {"t": "use", "seat": seat, "card": card, "hook": hook}


def run_use(t: Table, task: dict[str, Any]) -> None:
    seat, card = task["seat"], task["card"]
    found = next(((c, ref, u) for c, ref, u in uses(t, seat, task["hook"]) if c == card), None)
    if found is None:
        return
    _, ref, use = found
    key = use_key(card, ref[-1])
    p = t.players[seat]
    if use.limit == "visit":
        p.visit_used.append(key)
    elif use.limit == "check":
        t.checks[-1]["used"].append(key)
    else:
        p.used.append(key)
    t.say(CardUsed(seat, card))
    t.later(ops([*ref, "effects"], ctx_for(seat, card)), settle(seat))


def run_gain(t: Table, task: dict[str, Any]) -> None:
    gain(t, task["p"], task["what"], task["n"])


def run_ask(t: Table, task: dict[str, Any]) -> None:
    """Ask a decision again (after a card was used in the middle of it)."""
    t.decide(task["d"])


HANDLERS = {"window": run_window, "play": run_play, "use": run_use, "gain": run_gain,
            "ask": run_ask}
