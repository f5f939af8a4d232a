"""The hot-seat curtain lifts only by its own button (Apocalypse mouse playtest: a
stray click of the person leaving, a second click on their last button or a click on
Menu, lifted it and showed the next person's hand), and comes only once the person
leaving has seen what their step did."""

from __future__ import annotations

import pygame

from game.ui.handover import Handover
from game.ui.scenes.curtain import CurtainScene
from tests.core.toy import Take
from tests.ui.test_table import HUMANS, sit

MENU = (1196, 664)  # where the table's Menu button is


def curtain_up(harness, monkeypatch, settle: float = 0.0) -> CurtainScene:
    monkeypatch.setattr(CurtainScene, "SETTLE", settle)
    table = sit(harness, HUMANS)
    table.submit(Take(1))
    harness.step(30)  # the toy scene flashes the step first
    curtain = harness.top
    assert isinstance(curtain, CurtainScene) and table.ctx.seat == 1
    return curtain


def test_a_click_anywhere_but_its_button_leaves_the_curtain_up(harness, monkeypatch):
    curtain = curtain_up(harness, monkeypatch)
    harness.screenshot("curtain_button")
    for spot in (MENU, (354, 305), (100, 100), curtain.button_rect.move(0, 80).center):
        harness.click(spot)
        assert harness.top is curtain, f"a click at {spot} lifted the curtain"
    assert curtain.nudged, "a click elsewhere says where to click"
    harness.key(pygame.K_ESCAPE)
    harness.key(pygame.K_a)
    assert harness.top is curtain, "only its button's keys lift it"
    harness.click(curtain.button_rect.center)
    assert harness.top is not curtain


def test_a_click_on_its_button_within_a_second_does_nothing(harness, monkeypatch):
    curtain = curtain_up(harness, monkeypatch, settle=1.0)
    harness.click(curtain.button_rect.center)
    harness.key(pygame.K_RETURN)
    assert harness.top is curtain, "too soon: the last person's double click"
    harness.step(60)
    harness.key(pygame.K_RETURN)
    assert harness.top is not curtain


def test_a_press_before_the_curtain_released_on_its_button_does_not_lift_it(harness,
                                                                           monkeypatch):
    curtain = curtain_up(harness, monkeypatch)
    harness.send(harness._mouse(pygame.MOUSEBUTTONUP, curtain.button_rect.center, button=1))
    harness.step(2)
    assert harness.top is curtain


def test_the_leaving_person_sees_their_step_before_the_curtain(harness, monkeypatch):
    """Playtest: the curtain came within about 2 s, before Player 1 had read their own
    result. The board's animation of the step ends, then ``HOLD`` seconds more; only then
    the curtain, and only then does the screen show the next person."""
    monkeypatch.setattr(Handover, "HOLD", 2.5)
    table = sit(harness, HUMANS)
    table.submit(Take(1))
    assert table.game.busy(), "the toy scene flashes the step"
    harness.step(60 * 2)
    assert harness.top is table and table.ctx.seat == 0, "the leaving person's screen still"
    assert not table.game.legal, "with nothing left for them to do"
    assert table.status() == f"Next: {table.names[1]}"
    table.toasts = []  # (they too keep frames coming)
    assert not table.game.busy() and table.wake_in() == 0.0, \
        "the app keeps its frames coming through the hold (P4: it slept until the mouse moved)"
    harness.step(60 * 2)
    assert isinstance(harness.top, CurtainScene) and table.ctx.seat == 1
