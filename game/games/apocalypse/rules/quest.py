"""Adventures, Expeditions, finding Artifacts, and facing the Unknown.

The Adventure step: the active player may play a Good Luck Adventure (or a
Plan played as one) - and, as in every step of his turn, the cards he may play
or use "at any time" in it; if he plays no Adventure, an opponent may play a Bad Luck
Adventure on him; if no one does, a Random Adventure is drawn - on a Field
always, in a City only by the Starting Player while the token shows its
active side - and unplayable ones are discarded and drawn again. One
Adventure a turn; its XP comes after its effects (none for Bad Luck).

Finding an Artifact: the Obstacle is turned up and faced (it may stop the
find), the Found part is carried out, the Artifact joins the collection with
its XP, the Research tokens, the Obstacle and the Location marker go. A
character who runs out of Health meanwhile lives on his Last Breath until
it is over.

Facing an Unknown card: from the collection (each once a visit) or the top of
the deck; its XP follows whatever happens. Surviving the last card of a visit
(3, or 4 with the two-player option) wins the game.
"""

from __future__ import annotations

from typing import Any

from game.games.apocalypse.rules.card_events import (
    ArtifactFound,
    ArtifactNotFound,
    CardDiscarded,
    CardRevealed,
    ExpeditionRolled,
)
from game.games.apocalypse.rules.cards import discard_obstacle, reveal_obstacle
from game.games.apocalypse.rules.catalog import card_id, card_of
from game.games.apocalypse.rules.checks import window
from game.games.apocalypse.rules.events import TokensChanged, UnknownFaced
from game.games.apocalypse.rules.powers import fire, modifier
from game.games.apocalypse.rules.table import Table, ops
from game.games.apocalypse.rules.tokens import gain, settle
from game.games.apocalypse.rules.turn import end_game, may_act
from game.games.apocalypse.rules.world import PLACES


def run_adventure(t: Table, task: dict[str, Any]) -> None:
    seat, stage = task["p"], task["stage"]
    p = t.players[seat]
    if t.dead(seat) or p.adventure_round == t.round or t.active != seat:
        return
    if stage in ("good", "again"):  # "again": after a card played or used "any time"
        if stage == "good":
            t.later({**task, "stage": "bad"})
        if may_act(t, seat, "adventure"):  # judged by what everyone sees
            t.decide({"kind": "adventure", "seat": seat})
    elif stage == "bad":
        t.later(window("adventure", seat), {**task, "stage": "random"})
    else:
        draw_random_adventure(t, seat)


def draw_random_adventure(t: Table, seat: int) -> None:
    p = t.players[seat]
    place = PLACES[p.place or ""]
    if place.kind == "field":
        deck = "field_adventure"
    elif seat == t.start and t.token_active:
        deck = "city_adventure"
    else:
        return  # "this step has passed uneventfully for him"
    for _ in range(len(t.decks[deck]) + len(t.discards[deck])):
        card = t.take_top(deck)
        if card is None:
            return
        t.say(CardRevealed(seat, card, "Random Adventure"))
        info = card_of(card)
        if info.adventure is not None and info.adventure.allows(p.place):
            p.adventure_round = t.round
            t.in_play.append(card)
            t.later({"t": "adventure_face", "p": seat, "card": card, "player": seat})
            return
        t.discard(card)
        t.say(CardDiscarded(seat, card, "not playable here"))


def run_adventure_face(t: Table, task: dict[str, Any]) -> None:
    seat, card = task["p"], task["card"]
    t.adventure = card
    t.players[seat].last_breath += 1  # death waits for the Adventure's XP
    ctx = {"you": seat, "player": task["player"], "card": card, "source": "adventure"}
    t.later(ops([card_id(card), "effects"], ctx), {"t": "adventure_end", "p": seat, "card": card})


def run_adventure_end(t: Table, task: dict[str, Any]) -> None:
    seat, card = task["p"], task["card"]
    info = card_of(card)
    if info.deck != "bad_luck":
        gain(t, seat, "xp", info.xp)
    t.players[seat].last_breath -= 1
    if card in t.in_play:
        t.in_play.remove(card)
        t.discard(card)
        t.say(CardDiscarded(seat, card, "Adventure over"))
    t.adventure = ""
    t.later(settle(seat))


def run_free_time_triggers(t: Table, task: dict[str, Any]) -> None:
    t.later(*fire(t, task["p"], "free_time"))


# Expeditions and finding the Artifact.


def start_expedition(t: Table, seat: int) -> None:
    p = t.players[seat]
    p.equipment -= 1
    t.say(TokensChanged(seat, "equipment", -1, p.equipment))
    t.expedition = {"seat": seat, "bonus": 0}
    t.later(window("expedition_roll", seat),
            {"t": "roll", "p": seat, "dice": 2, "purpose": "expedition", "stage": "before",
             "then": {"t": "expedition_result", "p": seat}})


def run_expedition_result(t: Table, task: dict[str, Any]) -> None:
    """2d6 + Research tokens + the Field's number (+ cards) of 10 or more finds it."""
    seat = task["p"]
    p = t.players[seat]
    dice = tuple(t.last_roll["dice"]) if t.last_roll else (0, 0)
    field = PLACES[p.place or ""].number
    bonus = (t.expedition or {"bonus": 0})["bonus"] + modifier(t, seat, "expedition")
    total = sum(dice) + p.research + field + bonus
    t.expedition = None
    t.say(ExpeditionRolled(seat, dice, p.research, field, bonus, total, total >= 10))
    if total >= 10:
        t.later({"t": "find", "p": seat, "stage": "obstacle"}, settle(seat))


def run_find(t: Table, task: dict[str, Any]) -> None:
    seat, stage = task["p"], task["stage"]
    p = t.players[seat]
    aspired = p.aspired
    if aspired is None:
        return
    ctx = {"you": seat, "player": seat}
    if stage == "obstacle":
        reveal_obstacle(t, seat)
        p.last_breath += 1
        p.not_found = False
        if aspired["obstacle"]:
            obstacle = aspired["obstacle"]
            t.later(ops([card_id(obstacle), "effects"],
                        {**ctx, "card": obstacle, "source": "obstacle"}))
        t.later({**task, "stage": "found"})
    elif stage == "found":
        if p.not_found:
            p.not_found = False
            p.last_breath -= 1
            t.say(ArtifactNotFound(seat, aspired["artifact"]))
            return
        artifact = aspired["artifact"]
        if card_of(artifact).has_found:
            t.later(ops([card_id(artifact), "found"], {**ctx, "card": artifact}))
        t.later({**task, "stage": "collect"})
    else:
        artifact = aspired["artifact"]
        p.artifacts.append(artifact)
        t.say(ArtifactFound(seat, artifact))
        gain(t, seat, "xp", card_of(artifact).xp)
        if p.research:  # the search is over: its clues are spent
            t.say(TokensChanged(seat, "research", -p.research, 0))
            p.research = 0
        discard_obstacle(t, seat)
        t.markers.append(aspired["marker"])
        p.aspired = None
        p.last_breath -= 1
        t.later(*fire(t, seat, "find_artifact"))


# The Unknown.


def run_face(t: Table, task: dict[str, Any]) -> None:
    seat, stage = task["p"], task["stage"]
    p = t.players[seat]
    inside = p.place == "unknown"
    if stage == "reveal":
        card = task["card"]
        from_collection = bool(card)
        if from_collection:
            p.collection.remove(card)
        else:
            card = t.take_top("unknown") or ""
            if not card:
                return
        if inside:
            p.faced.append([card, from_collection])
        else:
            t.in_play.append(card)
        t.facing = card
        p.last_breath += 1
        t.say(UnknownFaced(seat, card, from_collection, len(p.faced)))
        ctx = {"you": seat, "player": seat, "card": card, "source": "unknown",
               "trait": card_of(card).traits[0]}
        t.later(*fire(t, seat, "face_unknown"), ops([card_id(card), "effects"], ctx),
                {**task, "card": card, "stage": "xp"})
    elif stage == "xp":
        gain(t, seat, "xp", card_of(task["card"]).xp)
        t.later({**task, "stage": "settle"})
    elif stage == "settle":
        p.last_breath -= 1
        p.shield = 0
        t.facing = ""
        card = task["card"]
        if card in t.in_play:
            t.in_play.remove(card)
            t.discard(card)
        t.later(settle(seat), {**task, "stage": "win"})
    elif inside and not p.dying and len(p.faced) >= t.goal:
        end_game(t, seat, f"faced {t.goal} Unknown cards in one visit and reached the Heart")


HANDLERS = {
    "adventure": run_adventure, "adventure_face": run_adventure_face,
    "adventure_end": run_adventure_end, "free_time_triggers": run_free_time_triggers,
    "expedition_result": run_expedition_result, "find": run_find, "face": run_face,
}
