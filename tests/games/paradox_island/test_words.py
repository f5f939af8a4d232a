"""Paradox Island's words over seeded games: every log line, prompt, button label and hint
a seat could read names things as the board shows them (issue 14, items 6 and 8), and so
does an action's own text (the headless list, a refusal's message).

Seeded games (``tests/seeded.py``, the title's own deal: bots and curious players, 2-4
seats, a built island) are replayed step by step; at each step every seat's log lines
for what it heard, and for the seat to move its prompt and the words of every legal
action (as a hint and as a button), are checked for engine words: ``=``, underscores,
parenthesised coordinates, hex or crate numbers, the tiles' and anomaly slots' internal
ids, Python values. A question after a move must say what happened: in the ocean it
names the ocean, and "moved safely" only follows a safe move.
"""

from __future__ import annotations

import re

import pytest

from game.core.values import SPECTATOR
from game.games.paradox_island.screen.prompts import action_sentence, prompt_words
from game.games.paradox_island.screen.words import Narrator, action_words
from tests.seeded import play

SEEDS = range(6)
ENGINE = re.compile(
    r"=|_|\(\s*-?\d+\s*,\s*-?\d+\s*\)|\bhex\b|\bspace \d|\bcrate|\bpiece \d|\bseat \d"
    r"|\b[ak]\d\b|\b(?:lake|orchard|camp|oracle|mirage|knot)-[a-z]|\bNone\b|\bTrue\b"
    r"|\bFalse\b|[{}\[\]]", re.IGNORECASE)


def engine_words(words: str) -> list[str]:
    return [m.group(0) for m in ENGINE.finditer(words)]


def test_the_pattern_catches_engine_words():
    assert engine_words("use_bonus fruit=grapes piece=1 option=E")
    assert engine_words("Place 5 on hex (-1,2)") and engine_words("OP laid a tile (lake-l)")
    assert engine_words("The a3 anomaly works on Phil.")
    assert not engine_words("Use grapes: Phil moves E safely")
    assert not engine_words("Phil reached the L-shaped lake (back from the ocean).")


@pytest.mark.parametrize("seed", SEEDS)
def test_no_log_line_prompt_or_action_text_holds_engine_words(seed):
    match = play("paradox_island", seed, record=False).match
    state = match.info.state_class.new(match.options, match.seed, len(match.seats))
    narrator = Narrator()
    problems: set[str] = set()
    checked = 0

    def check(words: str, where: str) -> None:
        nonlocal checked
        checked += 1
        found = engine_words(words)
        if found:
            problems.add(f"{where}: {words!r} has {found}")

    recipients = [*range(len(match.seats)), SPECTATOR]
    for number, events in enumerate([match.opening, *(s.events for s in match.steps)]):
        if number:
            step = match.steps[number - 1]
            seat = step.seat
            view, legal = state.view(seat), state.legal_actions(seat)
            narrator.view = view
            prompt = prompt_words(view, legal, narrator)
            check(prompt, "prompt")
            _question_says_what_happened(view, prompt)
            for action in legal:
                check(action_sentence(action, view, narrator), f"hint for {action.kind}")
                check(action_words(action, narrator), f"button for {action.kind}")
                check(action.to_text(), f"text of {action.kind}")
            state.apply(seat, step.action)
        for recipient in recipients:
            narrator.view = state.view(recipient)
            for event in events:
                shown = event.for_seat(recipient)
                if shown is not None:
                    check(narrator.describe(shown), f"log of {shown.kind}")
    assert checked > 500
    assert not problems, "\n".join(sorted(problems)[:30])


def _question_says_what_happened(view: dict, prompt: str) -> None:
    """A question after a move is worded after the latest announcements."""
    pending = (view.get("pending") or {}).get("kind")
    notebook = view.get("notebook") or []
    if pending == "phil_exit":
        assert "ocean" in prompt and "lake" not in prompt, prompt
        assert any(e["kind"] == "in_ocean" for e in notebook[-12:]), "no ocean was heard"
    if pending == "activate" and "moved safely" in prompt:
        declared = next(e for e in reversed(notebook) if e["kind"] == "move_declared")
        assert declared["safe"], f"{prompt!r} after an ordinary move"
