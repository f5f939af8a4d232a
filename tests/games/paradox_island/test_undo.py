"""Undo reveals nothing (architecture: "Undo is offered only where it reveals nothing").
Two leaks the review found: a captive who chose a starting fruit saw OP's mark of its
space (setup step 8, p. 5: OP "marks the location of that space on it") and could undo
and choose again, mapping every free fruit; a captive who revived heard the pieces on
the camp (p. 18: "naming other pieces on it") and could undo and try the other camp."""

from __future__ import annotations

from game.core.match import Match
from game.core.rng import GameRng
from game.games.paradox_island.bots.levels import easy_bot, normal_bot
from game.games.paradox_island.rules import actions as A
from game.games.paradox_island.rules import events as E

OPTIONS = {"island": "random", "round_limit": 40}


def _match(seed: int, seats: int = 3) -> Match:
    return Match.create("paradox_island", OPTIONS, seed, ["bot"] * seats)


def _play_until(match: Match, wanted, limit: int = 20_000) -> bool:
    """Bots play (normal OP, random captives) until ``wanted(state)`` holds."""
    rng = GameRng(match.seed)
    for _ in range(limit):
        state = match.state
        if state.is_over():
            return False
        if wanted(state):
            return True
        seat = state.to_move()[0]
        bot = normal_bot if seat == 0 else easy_bot
        match.play(seat, bot(state.view(seat), state.legal_actions(seat), rng))
    return False


def test_no_undo_after_choosing_a_starting_fruit_setup_step_8_p5():
    match = _match(5)
    assert _play_until(match, lambda s: s.phase == "start_fruits")
    seat = match.state.to_move()[0]
    fruit = match.state.legal_actions(seat)[0]
    events = match.play(seat, fruit)
    mark = next(e for e in events if isinstance(e, E.StartFruitChosen)).for_seat(seat)
    assert mark.space is not None  # the captive was shown where its fruit lies
    assert not match.can_undo(seat)


def test_no_undo_after_reviving_at_a_camp_p18():
    for seed in range(60):
        match = _match(seed)
        found = _play_until(match, lambda s: bool(s.pending) and s.pending["kind"] == "revive"
                            and s.pending["seat"] > 0)
        if found:
            break
    else:
        raise AssertionError("no revival in 60 seeded games")
    seat = match.state.to_move()[0]
    events = match.play(seat, A.Revive("A"))
    assert any(isinstance(e, E.Revived) for e in events)
    assert not match.can_undo(seat)


def test_a_captives_own_restore_can_still_be_undone_p9():
    """What follows from the captive's own choice alone (restoring energy) stays undoable:
    the marks are not a blanket "never undo"."""
    match = _match(3)
    assert _play_until(match, lambda s: s.phase == "play" and s.turn.get("seat") == 1
                       and not s.pending and A.Restore(0) in s.legal_actions(1))
    match.play(1, A.Restore(0))
    assert match.can_undo(1)
    match.undo(1)
    assert A.Restore(0) in match.state.legal_actions(1)
