"""Positions for The Apocalypse's tests: a set-up game, cards put where a test wants
them, dice that fall as a test says, and tasks run in the middle of a turn.

``ready`` plays the setup with fixed choices and stops at the first decision of
turn 1 (the Starting Player's Travel menu). ``inject`` runs rules tasks (an
Adventure, a card's effects, a find...) on top of the turn and then asks the
pending decision again, so a test can set up any moment of the book.
"""

from __future__ import annotations

from typing import Any

from game.core.rng import GameRng
from game.core.values import Action
from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules import engine
from game.games.apocalypse.rules.catalog import card_id, card_of
from game.games.apocalypse.rules.state import ApocalypseState
from game.games.apocalypse.rules.table import Table
from game.games.apocalypse.rules.vocabulary import HAND_DECKS

CHARACTERS = ("john_dante", "sam_the_seer", "brandon_the_broken", "alex")


class Dice(GameRng):
    """A GameRng whose dice fall as listed (then at random again)."""

    def __init__(self, rolls: list[int], seed: int = 5) -> None:
        super().__init__(seed)
        self.rolls = list(rolls)

    def d6(self) -> int:
        return self.rolls.pop(0) if self.rolls else super().d6()


def ready(n: int = 2, seed: int = 1, characters: tuple[str, ...] = CHARACTERS,
          personalities: tuple[tuple[str, str], ...] = (), places: tuple[str, ...] = (),
          options: dict[str, Any] | None = None) -> ApocalypseState:
    """A game set up with fixed choices, at the Starting Player's first Travel menu."""
    s = ApocalypseState.new(options or {}, seed, n)
    while s.table.phase == "setup":
        seat = s.to_move()[0]
        d = s.table.decision
        assert d is not None
        kind = d["kind"]
        if kind == "character":
            action: Action = A.ChooseCharacter(characters[seat])
        elif kind == "personalities":
            pair = personalities[seat] if seat < len(personalities) else ("passionate",
                                                                          "talkative")
            action = A.ChoosePersonalities(*pair)
        elif kind == "start_place":
            action = A.StartAt(places[seat] if seat < len(places) else "london")
        else:
            action = s.legal_actions(seat)[0]
        s.apply(seat, action)
    return s


def empty_hands(s: ApocalypseState) -> None:
    """Every hand and starting Rare Item back into its deck (at the bottom), so a test
    deals what it needs."""
    t = s.table
    for p in t.players:
        for deck in HAND_DECKS:
            t.decks[deck][0:0] = p.hand[deck]
            p.hand[deck] = []
        t.decks["rare_item"][0:0] = p.items
        p.items = []


def copy_of(t: Table, cid: str) -> str:
    """A copy of a card taken out of its deck or discard pile."""
    deck = card_of(cid).deck
    for pile in (t.decks[deck], t.discards[deck]):
        for card in pile:
            if card_id(card) == cid:
                pile.remove(card)
                return card
    raise AssertionError(f"no free copy of {cid}")


def give(s: ApocalypseState, seat: int, cid: str) -> str:
    """Put a card where its kind goes: hand, table (Skill learned, Rare Item, Artifact) or
    collection (Unknown)."""
    t = s.table
    card = copy_of(t, cid)
    p = t.players[seat]
    deck = card_of(card).deck
    if deck in HAND_DECKS:
        p.hand[deck].append(card)
    elif deck == "rare_item":
        p.items.append(card)
    elif deck == "artifact":
        p.artifacts.append(card)
    elif deck == "unknown":
        p.collection.append(card)
    else:
        raise AssertionError(f"give() cannot place a {deck} card")
    return card


def learn(s: ApocalypseState, seat: int, cid: str) -> str:
    card = copy_of(s.table, cid)
    s.table.players[seat].skills.append(card)
    return card


def top(s: ApocalypseState, cid: str) -> str:
    """Put a copy of a card on top of its deck (drawn next)."""
    t = s.table
    card = copy_of(t, cid)
    t.decks[card_of(card).deck].append(card)
    return card


def aspire(s: ApocalypseState, seat: int, artifact: str, marker: str,
           obstacle: str | None = None, face_up: bool = False) -> None:
    t = s.table
    t.markers.remove(marker)
    t.players[seat].aspired = {
        "artifact": copy_of(t, artifact), "marker": marker,
        "obstacle": copy_of(t, obstacle) if obstacle else None, "face_up": face_up}


def inject(s: ApocalypseState, *tasks: dict[str, Any]) -> None:
    """Run ``tasks`` now, then ask the decision that was pending again."""
    t = s.table
    if t.decision is not None:
        t.tasks.append({"t": "ask", "d": t.decision})
        t.decision = None
    t.tasks.extend(reversed(tasks))
    t.log = []
    engine.advance(t)


def ops(ref: list[Any], seat: int, **ctx: Any) -> dict[str, Any]:
    return {"t": "ops", "ref": ref, "i": 0, "ctx": {"you": seat, "player": seat, "card": "",
                                                     **ctx}}


def decision(s: ApocalypseState) -> dict[str, Any]:
    assert s.table.decision is not None, "no decision is pending"
    return s.table.decision


def pass_windows(s: ApocalypseState) -> list[Any]:
    """Everyone passes every window until some other decision is owed; the events."""
    events = []
    while s.table.decision is not None and s.table.decision["kind"] == "window":
        seat = s.to_move()[0]
        events += s.apply(seat, A.Pass())
    return events


def play_to(s: ApocalypseState, kind: str, seat: int | None = None,
            chooser: Any = None, limit: int = 500) -> None:
    """Answer decisions (windows: pass; others: ``chooser`` or the first legal action)
    until ``seat`` owes a decision of ``kind``."""
    for _ in range(limit):
        d = s.table.decision
        if d is not None and d["kind"] == kind and (seat is None or seat in s.to_move()):
            return
        mover = s.to_move()[0]
        legal = s.legal_actions(mover)
        if d is not None and d["kind"] == "window":
            s.apply(mover, A.Pass())
        else:
            s.apply(mover, chooser(s, mover, legal) if chooser else legal[0])
    raise AssertionError(f"no {kind} decision within {limit} steps")
