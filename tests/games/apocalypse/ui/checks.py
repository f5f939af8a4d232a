"""Does every text The Apocalypse's screen draws into its cached layer fit its box?

``tests.ui.textfit`` sees only text blitted straight onto the canvas (the dice
poker, tooltips, the shell); the track, the play areas, the hand and the
controls are drawn into a cached layer first, so their words are checked
here where they are laid out.
"""

from __future__ import annotations

import pygame

from game.games.apocalypse.screen import areas, asks
from game.games.apocalypse.screen.controls import HEADING, NOTE
from game.games.apocalypse.screen.scene import ApocalypseScene
from game.games.apocalypse.screen.track import TURN_W, cells
from game.games.apocalypse.screen.words import STEP_TITLES
from game.ui.widgets import text, wrap


def assert_labels_fit(scene: ApocalypseScene, where: str) -> None:
    view = scene.view
    for b in scene.all_buttons():
        if b.style == "ability":
            continue
        assert text(b.label, 11).get_width() <= b.rect.width - 12, f"{where}: {b.label!r} is cut"
    title, note = asks.heading(view, scene.decision(), scene.legal)
    width = scene.controls_rect.width
    assert len(wrap(title, width, HEADING, bold=True)) <= 3, f"{where}: {title!r}"
    assert len(wrap(note, width, NOTE)) <= 3, f"{where}: {note!r}"
    for spot, rect, words, _ in areas.area_spots(scene.areas_rect(), view):
        if words:
            room = rect.width - (8 if spot[0] in ("tokens", "hand", "more") else 20)
            assert text(words, areas.CHIP_TEXT).get_width() <= room, f"{where}: {words!r} is cut"
        assert scene.areas_rect().contains(rect), f"{where}: {spot} lies outside its area"
    scratch = pygame.Surface(scene.ctx.board_rect.size)
    cut = areas.draw_areas(scratch, scene.areas_rect().move(-scene.ctx.board_rect.x,
                                                            -scene.ctx.board_rect.y),
                           view, scene.palette)
    assert not cut, f"{where}: cut in the play areas: {cut}"
    for (_, card, _), rect in areas.hand_spots(scene.hand_box, view.get("you")):
        assert scene.hand_box.contains(rect), f"{where}: {card} lies outside the hand"
    assert text("Setting up", 10, bold=True).get_width() <= TURN_W - 14
    for step, rect in cells(scene.track_rect):
        assert text(STEP_TITLES[step], 10, bold=True).get_width() <= rect.width - 17, step
