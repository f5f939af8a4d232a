"""The log panel: scrolled up, the "N newer" badge has a row of its own."""

from __future__ import annotations

import pygame

from game.ui.widgets_log import LINE_HEIGHT, LogPanel


def test_the_newer_badge_never_covers_a_line():
    pygame.font.init()
    log = LogPanel(pygame.Rect(0, 0, 300, 8 + LINE_HEIGHT * 6))
    for n in range(20):
        log.add(f"line {n}")
    assert [line for line, _ in log.shown()][-1] == "line 19"
    assert len(log.shown()) == log.visible_count
    log.handle(pygame.event.Event(pygame.MOUSEWHEEL, y=1, x=0), (5, 5))
    shown = log.shown()
    assert log.scroll == 3
    assert shown[-1][0] == "line 16", "the line just above the newer ones is on show"
    assert shown[-1][1] + LINE_HEIGHT <= log.rect.bottom - 6 - LINE_HEIGHT, "badge row free"
    assert shown[0][1] >= log.rect.y


def test_the_newer_badge_and_the_readers_own_step_bring_the_newest_back():
    """Apocalypse mouse playtest: the log stuck once scrolled up ("42 newer", then "69
    newer") and a click on the badge did nothing. A click on the badge goes to the
    newest; so does a line of the reader's own step; others' lines keep the place."""
    pygame.font.init()
    log = LogPanel(pygame.Rect(0, 0, 300, 8 + LINE_HEIGHT * 6))
    for n in range(20):
        log.add(f"line {n}")
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, y=2, x=0)
    log.handle(wheel, (5, 5))
    log.add("another's step")
    assert log.scroll == 7, "others' lines keep the reader's place"
    assert not log.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1), (5, 5))
    assert log.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1),
                      log.badge_rect().center)
    assert log.scroll == 0 and log.shown()[-1][0] == "another's step"
    log.handle(wheel, (5, 5))
    log.add("my own step", jump=True)
    assert log.scroll == 0 and log.shown()[-1][0] == "my own step"
