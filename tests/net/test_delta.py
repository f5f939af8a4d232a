"""Updates as patches: a patch rebuilds the new picture exactly, for every game, and a long
game's updates stay as small as its early ones."""

from __future__ import annotations

import json
from typing import Any

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.registry import all_games, get_game
from game.core.seats import SeatSpec
from game.core.values import SPECTATOR
from game.net import delta, protocol
from game.net.table import Table
from tests.net.helpers import NET_GAMES, quick_bot, seat_count
from tests.net.probes import expand

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=3), inner,
                                                                max_size=6),
    max_leaves=30)


@settings(max_examples=300, deadline=None)
@given(old=JSON, new=JSON)
def test_a_patch_turns_the_old_picture_into_the_new_one(old, new):
    box_old, box_new = {"v": old}, {"v": new}
    change = delta.diff(box_old, box_new)
    wire = json.loads(json.dumps(change))  # as sent
    assert (box_old if change is None else delta.patch(box_old, wire)) == box_new
    assert box_old == {"v": old}  # the old picture is left as it was


def test_a_picture_is_the_views_json_and_shares_what_did_not_change():
    """A view may hold tuples and keys that are not strings (the picture holds their JSON
    form); a list that only grew costs its new items, which the picture takes as they are."""
    entries = [{"line": n} for n in range(1000)]
    view = {"pair": (1, 2), "by_seat": {1: "x"}, "book": list(entries), "work": [1]}
    picture, change = delta.advance({}, view)
    assert picture == json.loads(json.dumps(view)) and change == delta.advance({}, view)[1]
    assert delta.advance(picture, view) == (picture, None)
    entries.append({"line": 1000})
    view["work"].append(2)  # the state's own working list, changed in place: copied, so seen
    later, change = delta.advance(picture, view | {"book": list(entries)})
    assert change == {"sub": {"book": {"at": [1000, 0, [{"line": 1000}]]},
                              "work": {"at": [1, 0, [2]]}}}
    assert later["book"][1000] is entries[1000] and later["book"][0] is picture["book"][0]
    assert delta.patch(picture, json.loads(json.dumps(change))) == later


def test_what_the_views_of_a_step_share_is_worked_out_once_and_shared_from_then_on():
    """Every recipient whose last picture of a shared part (a board built once for every
    seat) equals another's gets the same new picture and patch; a recipient whose picture
    differs gets its own patch; each patch rebuilds that recipient's picture."""
    board = {"rings": ["X", "pcappc"], "turns": [0, 1]}
    old = [delta.advance({}, {"board": board, "hand": [n]})[0] for n in range(3)]
    old[2] = {**old[2], "board": {**old[2]["board"], "turns": [5, 5]}}  # saw another board
    moved = {"rings": ["X", "pcappc"], "turns": [1, 1]}
    views = [{"board": moved, "hand": [n]} for n in range(3)]
    shared = delta.Shared()
    results = [delta.advance(before, view, shared) for before, view in zip(old, views, strict=True)]
    (first, one), (second, two), (third, three) = results
    assert first["board"] is second["board"] and one == two == {"sub": {"board": {
        "sub": {"turns": {"set": {"0": 1}}}}}}
    assert third["board"] is not first["board"] and three != one
    for before, (after, change), view in zip(old, results, views, strict=True):
        assert after == view and delta.patch(before, json.loads(json.dumps(change))) == view
    again = [delta.advance(after, {"board": moved, "hand": [n]}, delta.Shared())
             for n, (after, _) in enumerate(results)]
    assert all(change is None for _, change in again)


def test_items_that_stay_between_two_changes_of_a_list_are_not_sent_again():
    """A link added in the middle of a sorted list and another further on: two splices,
    not one that sends every link between them again."""
    links = [{"a": n, "b": n + 20, "type": "cause"} for n in range(12)]
    later = [*links[:2], {"a": 2, "b": 9}, *links[2:10], {"a": 10, "b": 9}, *links[10:]]
    picture, _ = delta.advance({}, {"links": links})
    after, change = delta.advance(picture, {"links": later})
    assert change == {"sub": {"links": {"at": [2, 0, [{"a": 2, "b": 9}],
                                               10, 0, [{"a": 10, "b": 9}]]}}}
    assert after["links"][3] is picture["links"][2]  # kept, not copied
    assert delta.patch(picture, json.loads(json.dumps(change))) == {"links": later}


def test_a_patch_that_does_not_fit_is_refused():
    for old, change in [({}, {"del": ["x"]}), ([1], {"set": {"3": 0}}), ([1], {"at": [2, 0, []]}),
                        ({}, {"sub": {"a": {}}}), ([], {"at": [0, 0, [], 1]}), ({}, []),
                        ([1, 2, 3], {"at": [2, 0, [], 1, 0, []]}),  # splices out of order
                        ([1, 2, 3], {"at": [0, 2, [], 1, 0, []]}),  # overlapping
                        ([1, 2, 3], {"at": [0, 0, [], 3, 1, []]}), ([1], {"at": []})]:
        with pytest.raises(delta.PatchError):
            delta.patch(old, change)


def streams(game_id: str, seed: int = 5, limit: int = 1200, seats: int | None = None):
    """A bot game at a ``Table``: each recipient's messages and, after each step, the true
    pictures."""
    info = get_game(game_id)
    table = Table(info, {}, [SeatSpec("bot", "easy")] * (seats or seat_count(info)), seed)
    table.start()
    recipients = [*range(len(table.seats)), SPECTATOR]
    sent = {r: [json.loads(protocol.encode(table.sync(r)))] for r in recipients}
    truth = {r: [] for r in recipients}
    bot = quick_bot(info)
    while (turn := table.bot_turn()) is not None and table.steps() < limit:
        number, view, legal, rng = turn
        events = table.play(number, bot(view, legal, rng))
        for recipient, message in table.updates(events, spectators=True).items():
            sent[recipient].append(json.loads(protocol.encode(message)))
            state = table.match.state
            legal = [] if recipient == SPECTATOR else state.legal_actions(recipient)
            truth[recipient].append(json.loads(json.dumps(
                {"view": state.view(recipient), "legal": [a.to_json() for a in legal]})))
    return table, sent, truth


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
def test_no_view_changes_what_it_handed_out(game_id, seed):
    """What ``delta.advance`` relies on: no list a view hands out is changed afterwards
    (the picture keeps a view's list items uncopied); a view copies the state's working
    lists.

    Every seat's and the onlookers' view is taken at every step, at the most seats, and
    kept with its JSON as it was; each is compared with it after each of the next
    ``RECENT`` steps, and after every ``RECENT`` steps for the rest of the game."""
    info = get_game(game_id)
    table = Table(info, {}, [SeatSpec("bot", "easy")] * max(info.seat_counts), seed)
    table.start()
    recipients = [*range(len(table.seats)), SPECTATOR]
    taken: list[tuple[int, int, dict[str, Any], bytes]] = []
    bot = quick_bot(info)
    while (turn := table.bot_turn()) is not None and table.steps() < 200:
        now = table.steps()
        checked = taken if now % RECENT == 0 else taken[-RECENT * len(recipients):]
        for step, recipient, view, was in checked:
            if msgspec.json.encode(view) != was:
                path = first_change(msgspec.json.decode(was), view, f"view of {recipient}:")
                pytest.fail(f"{game_id}, seed {seed}: {path} of a view taken at step {step} "
                            f"changed by step {now}")
        state = table.match.state
        taken += [(now, r, view, msgspec.json.encode(view))
                  for r in recipients for view in [state.view(r)]]
        number, view, legal, rng = turn
        table.play(number, bot(view, legal, rng))


RECENT = 10


def first_change(was: Any, now: Any, path: str) -> str:
    """Where ``now`` first differs from its earlier JSON ``was``."""
    now = msgspec.json.decode(msgspec.json.encode(now))
    while was != now:
        if isinstance(was, dict) and isinstance(now, dict) and was.keys() == now.keys():
            key = next(k for k in was if was[k] != now[k])
        elif isinstance(was, list) and isinstance(now, list) and len(was) == len(now):
            key = next(i for i, (a, b) in enumerate(zip(was, now, strict=True)) if a != b)
        else:
            return path
        was, now, path = was[key], now[key], f"{path}/{key}"
    return path


@pytest.mark.parametrize("game_id", NET_GAMES)
def test_every_update_rebuilds_the_recipients_true_picture(game_id):
    table, sent, truth = streams(game_id, limit=150)
    for recipient, messages in sent.items():
        pictures = [{"view": m["view"], "legal": m["legal"]} for m in expand(messages)[1:]]
        assert pictures == truth[recipient], f"{game_id}: recipient {recipient}"


def test_a_long_paradox_island_game_sends_late_updates_as_small_as_early_ones():
    """The notebook only grows: each update sends its new lines, not the whole book (which
    made late updates ten times the size of early ones). What is left varies with the play
    (more events, new choices), so the bound here is loose; ``--bench`` reports the ratio."""
    table, sent, _ = streams("paradox_island", seed=7, seats=4)
    early = late = 0.0
    for captive in (1, 2, 3):
        sizes = [len(protocol.encode(m)) for m in sent[captive] if m["type"] == "update"]
        tenth = max(1, len(sizes) // 10)
        assert len(sizes) > 100
        early += sum(sizes[:tenth]) / tenth
        late += sum(sizes[-tenth:]) / tenth
    assert late <= 2 * early, (early, late)
