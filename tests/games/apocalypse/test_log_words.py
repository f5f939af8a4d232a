"""The log in players' words (issue 14 item 6): every line of seeded bot games, as each
player and a spectator read it, names things as the board does - no ids, underscores,
"seat N", "None", sums written as code, or "a"/"an" before the wrong sound - and a
click out of turn says so in players' words."""

from __future__ import annotations

import re

import pytest

from game.core.errors import IllegalAction
from game.core.seats import bot_rng
from game.games.apocalypse.bots.levels import BOTS
from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules import card_events as C
from game.games.apocalypse.rules import events as E
from game.games.apocalypse.rules.state import ApocalypseState

SPECTATOR = -1
ENGINE_WORDS = [
    (re.compile(r"[=_#{}\[\]<>]"), "code characters"),
    (re.compile(r"\bseat \d"), "a seat number"),
    (re.compile(r"\bNone\b|\b(True|False)\b(?! [A-Z])"), "a Python value"),
    (re.compile(r"\b[a-z]+_[a-z]+\b"), "an id"),
    (re.compile(r"\ba [AEIOUaeiou]"), "'a' before a vowel"),
    (re.compile(r"\ban [^AEIOUaeiou]"), "'an' before a consonant"),
    (re.compile(r"'S\b|\bOf A\b|\bXp\b"), "words title-cased by machine"),
    (re.compile(r"\b1 (Rerolls|Skill tokens|dice)\b"), "a plural after 1"),
    (re.compile(r"off the board to"), "a trip from nowhere"),
    (re.compile(r"^[a-z]"), "a sentence without its capital"),
    (re.compile(r"\bnobody rolls"), "nobody's roll"),
]


def odd_words(line: str) -> list[str]:
    return [why for pattern, why in ENGINE_WORDS if pattern.search(line)]


def logs(players: int, seed: int) -> list[str]:
    """Every line of a seeded bot game as every seat and a spectator would read it."""
    state = ApocalypseState.new({"round_limit": 40}, seed, players)
    rngs = [bot_rng(seed, k) for k in range(players)]
    batches = [state.opening_events()]
    while not state.is_over():
        seat = state.to_move()[0]
        action = BOTS["normal"](state.view(seat), state.legal_actions(seat), rngs[seat])
        batches.append(state.apply(seat, action))
    lines = []
    for events in batches:
        for reader in [*range(players), SPECTATOR]:
            lines += [shown.to_text() for shown in (e.for_seat(reader) for e in events)
                      if shown is not None]
    return lines


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 5), (4, 8)])
def test_no_log_line_has_engine_words(players, seed):
    lines = logs(players, seed)
    assert len(lines) > 300
    odd = {line: odd_words(line) for line in lines if odd_words(line)}
    assert not odd, "\n".join(f"{line!r}: {', '.join(why)}" for line, why in list(odd.items())[:20])


def test_the_lines_a_screen_engineer_found_odd_read_as_the_board_does():
    """The check names its ability with the right article and the card that asks for it;
    a pawn put on the board comes from nowhere; the setup's roll is nobody's."""
    assert E.CheckStarted(0, "action", 4, "the_flesh_forest#1", "unknown").to_text() == (
        "Player 1 makes an Action Hero check for The Flesh Forest, Difficulty 4: "
        "Full House (F) or better")
    assert E.Travelled(1, "", "london").to_text() == "Player 2 puts their pawn in London"
    assert E.DiceRolled(-1, "the Catastrophe", (3, 2)).to_text() == (
        "The dice are rolled to move the Catastrophe: 3 2")
    assert E.DieRerolled(0, 1, 4, (1, 4, 3, 3, 2), 1).to_text() == (
        "Player 1 rerolls a die: 1 4 3 3 2 (1 Reroll left)")
    assert E.DiceRolled(2, "a card's roll", (6,)).to_text() == "Player 3 rolls 6 for a card"
    assert C.ExpeditionRolled(0, (6, 3), 2, 1, 0, 12, True).to_text() == (
        "Player 1's Expedition roll: 6 3, +2 Research, +1 for the Field: 12 in all, "
        "the Artifact is here")


def test_a_move_out_of_turn_is_refused_in_players_words():
    state = ApocalypseState.new({}, 4, 3)
    idle = next(s for s in range(3) if s not in state.to_move())
    with pytest.raises(IllegalAction) as refused:
        state.apply(idle, A.Pass())
    assert refused.value.rule == "turn order"
    assert f"Player {idle + 1}" in refused.value.message
    assert not odd_words(refused.value.message), refused.value.message
