"""Every card of every deck at work: each card's effects run in a prepared position, the
cards stay accounted for, and together they run every op of the effect language (book:
"Cards" - "the text of the cards always overrule the rulebook")."""

from __future__ import annotations

from collections import Counter

import pytest

from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules import effects
from game.games.apocalypse.rules.catalog import CARDS, CHARACTERS, SOURCES, card_of, deck_list
from game.games.apocalypse.rules.language import OPS, Op
from game.games.apocalypse.rules.vocabulary import DECKS
from tests.games.apocalypse.helpers import (
    aspire,
    copy_of,
    empty_hands,
    give,
    inject,
    learn,
    ops,
    ready,
)

EVERY = sorted(c for deck in DECKS for c in deck_list(deck))
RAN: Counter[str] = Counter()  # op tags run by this module's tests


@pytest.fixture(autouse=True)
def count_ops(monkeypatch):
    """Count every op the rules carry out."""
    for cls, handler in list(effects.OPS.items()):
        def counted(t, op, ref, ctx, handler=handler):
            RAN[type(op).__struct_config__.tag] += 1
            handler(t, op, ref, ctx)
        monkeypatch.setitem(effects.OPS, cls, counted)


def table_for(cid: str):
    """Seat 0 active, with Research, Equipment, an Aspired Artifact, items and cards to lose;
    the opponents with hands and more Artifacts (for Entropy of Luck)."""
    s = ready(3, seed=sum(map(ord, cid)) % 97, characters=("john_dante", "sam_the_seer",
                                                            "alex"),
              personalities=(("cold_blooded", "bastard"),) * 3)
    empty_hands(s)
    t = s.table
    t.active = 0
    p = t.players[0]
    info = CARDS.get(cid)
    where = info.adventure if info is not None else None
    p.place = "cairo_2" if where is not None and where.kind == "field" else "cairo"
    if where is not None and where.only and where.kind == "field":
        p.place = f"{where.only[0]}_2"
    elif where is not None and where.only:
        p.place = where.only[0] if where.only[0] not in ("western", "exotic") else (
            "london" if where.only[0] == "western" else "cairo")
    p.research, p.equipment, p.health = 3, 3, 6
    artifacts = [a for a in ("void_lantern", "mirror_of_thoth", "salt_of_the_earth",
                             "book_of_ashes") if a != cid]
    aspire(s, 0, artifacts[0], "cairo", "toll" if cid != "toll" else "spirit_ward")
    for seat, cards in ((0, ("windfall", "rest", "omen", "evil_eye", "revenge",
                             "focusing_pendant", "medical_kit", "satellite_phone")),
                        (1, ("second_wind", "lucky_charm", "rumours", artifacts[1])),
                        (2, ("eureka", "mugged", artifacts[2]))):
        for card in cards:
            if card != cid:
                give(s, seat, card)
    t.players[0].visited = ["geneva", "bogota"]
    return s, t


def finish(s, home, chooser=None) -> None:
    """Answer everything (windows: pass) until the game is back at ``home``."""
    for _ in range(400):
        if s.is_over() or s.table.decision == home:
            return
        seat = s.to_move()[0]
        legal = s.legal_actions(seat)
        d = s.table.decision
        if d["kind"] == "window":
            action = A.Pass()
        elif d["kind"] == "reroll":
            action = A.StopRolling()
        else:
            action = chooser(legal) if chooser else legal[-1 if d["kind"] == "choose" else 0]
        s.apply(seat, action)
        assert sorted(s.table.all_cards()) == EVERY
    raise AssertionError("the card never finished")


def play_task(seat: int, card: str, target: int, adventure: bool = False) -> dict:
    return {"t": "play", "seat": seat, "card": card, "target": target, "stage": "start",
            "reacting_to": "", "adventure": adventure}


def in_a_check(s, t, then, after_rerolls: bool) -> None:
    """Start a Scholar check (The Lost Library in Cairo), then run ``then`` before the roll
    or once rerolling is over."""
    t.players[0].place = "cairo"
    lib = copy_of(t, "lost_library")
    t.in_play.append(lib)
    inject(s, {"t": "adventure_face", "p": 0, "card": lib, "player": 0})
    s.apply(0, A.ChooseAbility("scholar"))
    if after_rerolls:
        while s.table.decision["kind"] != "reroll":
            s.apply(s.to_move()[0], A.Pass())
        s.apply(0, A.StopRolling())
    then()


def exercise(cid: str) -> None:
    s, t = table_for(cid)
    home = t.decision
    info = card_of(cid)
    deck = info.deck
    if deck in ("good_luck", "bad_luck", "plan"):
        seat = 1 if deck == "bad_luck" else 0
        card = give(s, seat, cid)
        if info.hook == "adventure":
            inject(s, play_task(seat, card, 0, adventure=True))
        elif info.hook.startswith("check_"):
            in_a_check(s, t, lambda: inject(s, play_task(seat, card, 0)),
                       info.hook == "check_after_rerolls")
        else:
            inject(s, play_task(seat, card, 0, ))
    elif deck == "unknown":
        t.players[0].place = "unknown"
        inject(s, {"t": "face", "p": 0, "card": give(s, 0, cid), "stage": "reveal"})
    elif deck in ("city_adventure", "field_adventure"):
        card = copy_of(t, cid)
        t.in_play.append(card)
        inject(s, {"t": "adventure_face", "p": 0, "card": card, "player": 0})
    elif deck == "obstacle":
        inject(s, ops([cid, "effects"], 0, source="obstacle"))
    else:  # the powers of a table card: Skills, Rare Items, Artifacts
        card = learn(s, 0, cid) if deck == "skill" else give(s, 0, cid)
        refs = [[cid, "found"]] if info.has_found else []
        for part, powers in info.parts.items():
            base = [cid] if part == "table" else [cid, part]
            refs += [[*base, "uses", i, "effects"] for i in range(len(powers.uses))]
            refs += [[*base, "triggers", i, "effects"] for i in range(len(powers.triggers))]
        for ref in refs:
            task = ops(ref, 0, card=card)
            hooks = {u.hook for part in info.parts.values() for u in part.uses}
            if hooks & {"check_before_roll", "check_after_rerolls", "check_done"}:
                in_a_check(s, t, lambda task=task: inject(s, task),
                           "check_after_rerolls" in hooks)
            else:
                inject(s, task)
            finish(s, home)
    finish(s, home)


@pytest.mark.parametrize("cid", sorted(CARDS))
def test_every_card_does_what_it_says_without_losing_a_card(cid):
    exercise(cid)


@pytest.mark.parametrize("character", sorted(CHARACTERS))
def test_every_character_power_runs(character):
    s, t = table_for(character)
    home = t.decision
    powers = CHARACTERS[character].powers
    refs = [[character, "uses", i, "effects"] for i in range(len(powers.uses))]
    refs += [[character, "triggers", i, "effects"] for i in range(len(powers.triggers))]
    refs += [[character, "setup"]] if CHARACTERS[character].has_setup else []
    for ref in refs:
        if powers.uses and powers.uses[0].hook == "check_before_roll":
            in_a_check(s, t, lambda ref=ref: inject(s, ops(ref, 0, card=character)), False)
        else:
            inject(s, ops(ref, 0, card=character))
        finish(s, home)


def effect_lists(node, path):
    """The reference of every list of effects inside a card (check branches, options...)."""
    if isinstance(node, list) and node and isinstance(node[0], Op):
        yield path
    items = enumerate(node) if isinstance(node, list) else (
        (name, getattr(node, name)) for name in getattr(node, "__struct_fields__", ()))
    for key, value in items:
        if isinstance(value, list | Op) or hasattr(value, "__struct_fields__"):
            yield from effect_lists(value, [*path, key])


def test_every_branch_of_every_card_runs():
    """Each Fail, Success and Great Success, each option and result, run on its own."""
    for cid in sorted(SOURCES):
        for ref in effect_lists(SOURCES[cid], [cid]):
            if ref[1] in ("setup",):
                continue
            run_branch(cid, ref)


def run_branch(cid: str, ref: list) -> None:
    s, t = table_for(cid)
    home = t.decision
    in_a_check(s, t, lambda: inject(s, ops(ref, 0, card=cid)), True)
    finish(s, home)


def test_the_cards_run_every_op_of_the_effect_language():
    """Every op the language has is used by a card and carried out by these tests."""
    RAN.clear()
    for cid in sorted(CARDS):
        exercise(cid)
    for cid in sorted(SOURCES):
        for ref in effect_lists(SOURCES[cid], [cid]):
            run_branch(cid, ref)
    missing = sorted(set(OPS) - set(RAN))
    assert missing == [], f"ops never run: {missing}"
    assert set(SOURCES) == set(CARDS) | set(CHARACTERS)
