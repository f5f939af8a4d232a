"""Hidden information: hands, the face-down collections of Unknown cards, face-down
Obstacles and the decks' order stay secret; a reaction window asks the same seats and
shows the same things whatever the hands hold (book: "Cards", "The Unknown Cards",
"Artifact and Obstacle Cards", "Timing"; architecture: twin worlds)."""

from __future__ import annotations

import json

from game.core.rng import GameRng
from game.core.seats import bot_rng
from game.games.apocalypse.bots.levels import BOTS
from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules.legal import to_move
from game.games.apocalypse.rules.state import ApocalypseState
from game.games.apocalypse.rules.vocabulary import HAND_DECKS
from tests.games.apocalypse.helpers import (
    Dice,
    copy_of,
    empty_hands,
    give,
    inject,
    ready,
)


def strings(value, out=None):
    """Every string value (not key) inside a JSON-like value."""
    out = set() if out is None else out
    if isinstance(value, dict):
        for item in value.values():
            strings(item, out)
    elif isinstance(value, list):
        for item in value:
            strings(item, out)
    elif isinstance(value, str) and value:
        out.add(value)
    return out


def secrets_for(s: ApocalypseState, viewer: int) -> set[str]:
    """Card copies the viewer may not know where they are."""
    t = s.table
    hidden = {c for deck in t.decks.values() for c in deck}
    d = t.decision or {}
    if d.get("kind") == "peek_answer" and d["seat"] == viewer:
        hidden.discard(t.decks[d["deck"]][-1])  # the card he is looking at
    for seat, p in enumerate(t.players):
        if p.aspired and p.aspired["obstacle"] and not p.aspired["face_up"]:
            hidden.add(p.aspired["obstacle"])
        if seat != viewer:
            hidden |= {c for d in HAND_DECKS for c in p.hand[d]} | set(p.collection)
    return hidden


def twin(s: ApocalypseState, viewer: int, seed: int) -> ApocalypseState:
    """The same position with everything ``viewer`` may not know shuffled differently:
    other hands and collections swapped with deck cards, face-down Obstacles swapped,
    every deck in another order, another RNG state."""
    other = ApocalypseState.from_json(json.loads(json.dumps(s.to_json())))
    t = other.table
    rng = GameRng(seed)
    for seat, p in enumerate(t.players):
        if seat != viewer:
            for deck in HAND_DECKS:
                for i in range(len(p.hand[deck])):
                    if t.decks[deck]:
                        j = rng.below(len(t.decks[deck]))
                        p.hand[deck][i], t.decks[deck][j] = t.decks[deck][j], p.hand[deck][i]
            for i in range(len(p.collection)):
                if t.decks["unknown"]:
                    j = rng.below(len(t.decks["unknown"]))
                    p.collection[i], t.decks["unknown"][j] = t.decks["unknown"][j], \
                        p.collection[i]
        a = p.aspired
        if a and a["obstacle"] and not a["face_up"] and t.decks["obstacle"]:
            j = rng.below(len(t.decks["obstacle"]))
            a["obstacle"], t.decks["obstacle"][j] = t.decks["obstacle"][j], a["obstacle"]
    for deck in t.decks.values():
        rng.shuffle(deck)
    t.rng = GameRng(seed * 7 + 1)
    return other


def private_moment(s: ApocalypseState) -> bool:
    """Someone is choosing among cards only he has seen (no twin can be made then)."""
    d = s.table.decision or {}
    return d.get("kind") in ("keep", "peek_answer") or any(
        task.get("t") == "draw_choice" for task in s.table.tasks)


def bot_game(players: int, seed: int, steps: int):
    """A bot game, yielding the state before every step."""
    s = ApocalypseState.new({}, seed, players)
    rngs = [bot_rng(seed, k) for k in range(players)]
    for _ in range(steps):
        if s.is_over():
            return
        yield s
        seat = s.to_move()[0]
        s.apply(seat, BOTS["normal"](s.view(seat), s.legal_actions(seat), rngs[seat]))


def test_views_never_show_what_a_seat_may_not_know_cards():
    """Other hands (counts only), other collections, face-down Obstacles (from their owner
    too) and the order of the decks never appear in a view."""
    for players, seed in ((3, 5), (4, 6)):
        for s in bot_game(players, seed, 700):
            for viewer in range(-1, players):
                view = s.view(viewer)
                # The last check names the card it was for, seen face up by everyone when
                # it was faced, even if that card went back into a collection since.
                history = {k: v for k, v in view.items() if k != "last_check"}
                assert not strings(history) & secrets_for(s, viewer)
                assert "rng" not in view
                if viewer >= 0:
                    mine = view["players"][viewer]
                    assert mine["hand"] == {d: len(c) for d, c in view["you"]["hand"].items()}


def test_twin_positions_give_a_seat_the_same_view_and_the_same_askings_twin_worlds():
    """Two positions that differ only in what a seat may not know give it the same view,
    and the same seats owe a decision in both."""
    checked = 0
    for players, seed in ((2, 3), (3, 4), (4, 8)):
        for step, s in enumerate(bot_game(players, seed, 900)):
            if step % 7 or private_moment(s):
                continue
            for viewer in range(players):
                other = twin(s, viewer, seed + step)
                assert sorted(other.table.all_cards()) == sorted(s.table.all_cards())
                assert other.view(viewer) == s.view(viewer)
                assert to_move(other.table) == to_move(s.table)
                checked += 1
    assert checked > 300


def check_window_twins(playable: str, unplayable: str) -> None:
    """An opponent holding a card he can play now, or one he cannot: he is asked in both
    worlds, passes, and the active player sees the same views and events throughout."""
    worlds = []
    for card in (playable, unplayable):
        s = ready(2, seed=12, characters=("john_dante", "sam_the_seer"))
        t = s.table
        empty_hands(s)
        t.active = 0
        t.players[0].place = "cairo"
        give(s, 1, card)
        t.rng = Dice([1, 2, 3, 4, 6, 6, 6])
        lib = copy_of(t, "lost_library")
        t.in_play.append(lib)
        inject(s, {"t": "adventure_face", "p": 0, "card": lib, "player": 0})
        worlds.append(s)
    a, b = worlds
    seen = [[], []]
    for action_seat, action in ((0, A.ChooseAbility("scholar")), (1, A.Pass()),
                                (0, A.Pass()), (0, A.Reroll(0)), (0, A.StopRolling()),
                                (1, A.Pass())):
        for k, s in enumerate(worlds):
            assert action_seat in s.to_move(), (k, action)
            events = s.apply(action_seat, action)
            seen[k].append([e.for_seat(0) for e in events])
        assert a.view(0) == b.view(0)
        assert a.view(0)["waiting_for"] == b.view(0)["waiting_for"]
    assert [[e for e in step if e is not None] for step in seen[0]] == [
        [e for e in step if e is not None] for step in seen[1]]


def test_a_window_asks_whoever_could_react_in_principle_timing():
    """"Too Early to Celebrate" can be played in a Scholar check, "Evil Eye" cannot (Mystic
    checks only): the holder is asked the same way, and his pass shows nothing."""
    check_window_twins("too_early_to_celebrate", "evil_eye")


def test_a_players_passes_are_seen_by_no_one_timing():
    """Not even by the passer (playtest 4: a log line per window flooded the log)."""
    s = ready(2, seed=12)
    empty_hands(s)
    t = s.table
    t.active = 0
    give(s, 1, "customs_trouble")
    inject(s, {"t": "window", "hook": "travel_end", "target": 0, "ctx": {}})
    events = s.apply(1, A.Pass())
    assert [(e.for_seat(0), e.for_seat(1)) for e in events if e.kind == "passed"] == [
        (None, None)]


def test_drawn_cards_are_seen_by_the_drawer_only_cards():
    s = ready(2, seed=12)
    t = s.table
    inject(s, {"t": "draw", "p": 0, "deck": "plan", "n": 1}, {"t": "draw", "p": 0,
                                                              "deck": "unknown", "n": 1})
    drawn = [e for e in t.log if e.kind == "card_drawn"]
    assert drawn and all(e.for_seat(1).card == "" and e.for_seat(0).card for e in drawn)


def test_the_spectator_sees_the_table_and_no_hand():
    s = ready(3, seed=2)
    view = s.view(-1)
    assert view["you"] is None and all(isinstance(p["hand"]["plan"], int)
                                       for p in view["players"])
    assert not strings(view) & secrets_for(s, -1)
