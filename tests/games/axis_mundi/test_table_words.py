"""Axis Mundi's words on the table: plurals right, nothing clipped (card titles at every
size, the mats, the prompt under a raised card), labelled wounds, tidy tooltips, and the
empty hand explained. The real app, headless, driven by posted events.
"""

from __future__ import annotations

import re

import pygame
import pytest

from game.core.match import Match
from game.core.rng import GameRng
from game.games.axis_mundi.bots import levels as bots
from game.games.axis_mundi.rules.catalog import CARDS
from game.games.axis_mundi.screen import panels
from game.games.axis_mundi.screen.buttons import label_lines
from game.games.axis_mundi.screen.panels import CARD_W, LIFT, PROMPT_H, hand_layout, title_lines
from game.games.axis_mundi.screen.words import Words, card_name
from game.ui.widgets import text
from tests.games.axis_mundi.table import AxisTable

#: "1 actions", "1 cards", "died 1 times"... and "2 action", "3 wound", "0 treasure".
COUNTED = r"(action|card|treasure|wound|hit point|free move|extra attack|time|token|hex|level)"
SLIPS = [re.compile(rf"\b1 {COUNTED}s\b"), re.compile(rf"\b1 (\w+ )?{COUNTED}s\b"),
         re.compile(rf"\b([02-9]|\d\d+) {COUNTED}(?![s\w-])")]


@pytest.fixture(autouse=True)
def config_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXFOLD_CONFIG_DIR", str(tmp_path / "config"))


def _slips(words: str) -> list[str]:
    return [m.group(0) for r in SLIPS for m in r.finditer(words)]


def test_no_plural_slips_in_a_whole_bot_games_log_and_buttons():
    match = Match.create("axis_mundi", {}, 3, ["bot"] * 3)
    words = Words(["Player 1", "Player 2", "Player 3"])
    rng = GameRng(3)
    seen: set[str] = set()
    for _ in range(600):
        if match.state.is_over():
            break
        seat = match.state.to_move()[0]
        words.view = match.state.view(seat)
        legal = match.state.legal_actions(seat)
        seen.update(words.action(a) for a in legal)
        for e in match.play(seat, bots.normal_bot(words.view, legal, rng)):
            seen.add(words.event(e))
    slips = sorted({s for w in seen for s in _slips(w)})
    assert not slips, slips


def test_the_prompt_and_mats_count_in_words():
    h = AxisTable()
    h.to_my_turn()
    t = h.t
    t.turn.actions, t.turn.extra_moves, t.turn.extra_attacks = 1, 1, 1
    t.mats[1].wounds, t.mats[2].wounds = 1, 2
    h.reshow()
    prompt = h.scene._prompt()
    assert "1 action left, 1 free move, 1 extra attack" in prompt, prompt
    drawn = _drawn_words(h)
    assert "1 wound" in drawn and "2 wounds" in drawn, "wounds are labelled on the mats"
    assert any(w.startswith("energy") for w in drawn), "energy is labelled on the mats"
    assert not _slips(" | ".join(drawn))
    h.close()


def _drawn_words(h: AxisTable) -> list[str]:
    """Every text the Axis panels render in one frame."""
    seen: list[str] = []

    def spy(words: str, *args: object, **kwargs: object) -> pygame.Surface:
        seen.append(words)
        return text(words, *args, **kwargs)  # type: ignore[arg-type]

    original = panels.text
    panels.text = spy  # type: ignore[assignment]
    try:
        h.step()
    finally:
        panels.text = original  # type: ignore[assignment]
    return seen


def test_every_card_title_fits_its_card():
    """Every title fits in at most 4 lines; a word is broken with a hyphen rather than
    shrunk below 10 points ("Unstoppable" was drawn at 9 on one line), and only the
    longest title, of 7 words, takes the smallest size."""
    for kind in CARDS.values():
        size, lines = title_lines(kind.name, CARD_W - 8)
        assert len(lines) <= 4, kind.name
        for line in lines:
            assert text(line, size, bold=True).get_width() <= CARD_W - 8, (kind.name, line)
        joined = ""
        for line in lines:  # a line ending in a hyphen goes on with no space
            joined += line if not joined or joined.endswith("-") else f" {line}"
        assert joined.replace("-", "") == kind.name.replace("-", ""), (kind.name, lines)
        assert size >= 10 or len(kind.name.split()) >= 6, (kind.name, size)
    assert title_lines("Unstoppable", CARD_W - 8)[1] == ["Unstopp-", "able"]
    assert title_lines("Rock-Climber", CARD_W - 8)[1] == ["Rock-", "Climber"]


class _Blits(pygame.Surface):
    """A canvas that remembers where each surface was blitted."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.rects: list[pygame.Rect] = []

    def blit(self, source, dest=(0, 0), area=None, special_flags=0):  # type: ignore[override]
        rect = super().blit(source, dest, area, special_flags)
        self.rects.append(pygame.Rect(dest if isinstance(dest, pygame.Rect) else
                                      (*dest, 0, 0)).move(0, 0).inflate(0, 0))
        self.rects[-1].size = source.get_size()
        return rect


@pytest.mark.parametrize("players", [3, 6])
def test_mats_texts_stay_inside_their_mats(players):
    h = AxisTable(players=players, seed=5)
    h.to_my_turn()
    t = h.t
    for mat in t.mats:  # the fullest mats: wounds, tokens, deaths, active cards
        mat.wounds, mat.deaths, mat.mischief, mat.scrounge = 3, 2, 2, 3
        mat.hand += t.decks["permanent"][:4]
        mat.slots = list(t.decks["permanent"][4:6])
    h.reshow()
    scene = h.scene
    canvas = _Blits((1280, 720))
    panels.draw_mats(canvas, scene.mats_rect, scene.view, scene.words, scene.palette)
    mats = panels.mat_rects(scene.mats_rect, players)
    for rect in canvas.rects:
        assert any(m.inflate(2, 2).contains(rect) for m in mats), f"{rect} leaves its mat"
    h.close()


def test_a_raised_card_leaves_the_prompt_clear_and_a_hovered_card_is_on_top():
    h = AxisTable()
    h.to_my_turn()
    scene = h.scene
    area = scene.hand_rect
    cards, _ = hand_layout(area, scene.view["you"]["hand"], scene.view["you"]["treasures"])
    prompt = text(scene._prompt(), 15)
    assert prompt.get_height() <= PROMPT_H
    for _, rect in cards:
        assert rect.top - LIFT >= area.y + PROMPT_H and rect.bottom <= area.bottom
    card = cards[0][0]
    h.click(scene.card_rect(card).center)
    assert scene.card == card
    h.screenshot("axis_card_raised")
    h.close()


def test_tooltips_and_control_labels_are_tidy():
    h = AxisTable(players=6, seed=5)
    h.to_my_turn()
    scene = h.scene
    tips = set()
    for x in range(24, 904, 9):
        for y in range(24, 696, 9):
            tip = scene.tooltip_at((x, y))
            if tip:
                tips.add(tip)
    assert len(tips) > 20
    names = sorted((k.name for k in CARDS.values()), key=len, reverse=True)
    for tip in tips:
        bare = tip
        for name in names:  # a card's own name may hold a comma ("So, S., who are you...")
            bare = bare.replace(name, "Card")
        assert not re.search(r"\.[;.,]|;\.|\s[;.,]", bare), tip
        assert not _slips(tip), tip
    for b in scene.buttons():
        size, lines = label_lines(b.label, b.rect.width - 12)
        assert all(text(line, size).get_width() <= b.rect.width - 12 for line in lines)
        assert len(lines) == 1 or b.rect.height >= 42, b.label
        assert "…" not in " ".join(lines) or "More" in b.label
    h.close()


def test_the_empty_hand_says_what_to_do():
    h = AxisTable()
    for _ in range(200):  # to seat 0's starting hand: no cards yet
        h.step()
        you = h.scene.view.get("you") or {}
        if (you.get("decision") or {}).get("kind") == "starting_hand":
            break
    drawn = " ".join(_drawn_words(h))
    assert "You draw 5 cards" in drawn and "Permanent cards are powers" in drawn
    assert card_name("salve#1") == "Salve"
    h.close()


def test_a_crate_is_named_by_its_warehouse_owner_never_by_number():
    """Issue 14, item 6: logs without crate numbers (the Axis mouse playtest read "takes
    Alpinist from crate 0" while the board numbers warehouses from 1)."""
    from game.games.axis_mundi.rules import events as E
    from game.games.axis_mundi.screen.words import Words

    words = Words(["Player 1", "Player 2", "Player 3"])
    words.view = {"players": [{"seat": n, "character": c} for n, c in
                              enumerate(("beastmaster", "cultivator", "savant"))]}
    taken = words.event(E.CardTaken(0, "alpinist#1", "crate 1"))
    refilled = words.event(E.CardTaken(-1, "salve#2", "crate 1 refilled"))
    assert "crate 1" not in taken and taken.endswith("from The Cultivator's crate")
    assert refilled.endswith("goes into The Cultivator's crate")
    assert words.event(E.CardTaken(0, "salve#2", "discard")).endswith("the discard pile")
