"""Every setup form fits the smallest window (1280x720) with every control visible.

The report this answers: six-player Axis Mundi could not be started, the seats
form ran off the bottom of the window (Back and Start never showed), and so
did "Open table" when hosting six players on the LAN. The walk covers every
registered game, the ones without a screen yet included, at every seat count,
on the local seats form and on the LAN host setup, and opens every drop-down.
"""

from __future__ import annotations

import pygame
import pygame_gui
import pytest

from game.core.registry import all_games
from game.ui.lan_session import LanConfig
from game.ui.scenes.base import Scene
from game.ui.scenes.lan_host import LanHostSetup
from game.ui.scenes.seats import SeatSetup
from game.ui.widgets import find_buttons
from tests.ui.harness import Harness

LOOPBACK = LanConfig("127.0.0.1", 0)  # the host setup only shows it: nothing is opened

FORMS = [(info, count, kind) for info in all_games() for count in info.seat_counts
         for kind in ("local", "lan") if kind == "local" or max(info.seat_counts) > 1]


def controls(scene: Scene) -> list[pygame_gui.core.UIElement]:
    assert scene.ui is not None
    return [e for e in scene.ui.get_sprite_group().sprites()
            if e.visible and e is not scene.ui.get_root_container()]


@pytest.fixture(scope="module")
def h():
    made = Harness()
    yield made
    made.close()


@pytest.mark.parametrize(("info", "count", "kind"), FORMS,
                         ids=[f"{i.id}-{n}-{k}" for i, n, k in FORMS])
def test_the_form_fits_with_every_control_visible(h, info, count, kind):
    scene = SeatSetup(h.app, info) if kind == "local" else LanHostSetup(h.app, info, LOOPBACK)
    scene.count = count
    h.app.push(scene)
    h.step(2)
    canvas = pygame.Rect((0, 0), h.app.canvas_size)
    try:
        outside = [f"{type(e).__name__} {tuple(e.rect)}" for e in controls(scene)
                   if not canvas.contains(e.rect)]
        assert not outside, f"{info.id}, {count} seats, {kind}: off the canvas: {outside}"
        for label in ("Back", "Open table" if kind == "lan" else "Start"):
            assert h.has_button(label), f"{info.id}, {count} seats: no {label} button"
        assert len(scene.seat_menus) == count
        menus = [*scene.seat_menus, *scene.option_menus.values()]
        if len(info.seat_counts) > 1:
            menus.append(scene.count_menu)
        for menu in menus:  # open each drop-down: its list must show whole, then close it
            h.click(menu.rect.center)
            listed = menu.current_state.options_selection_list
            assert listed is not None, "the drop-down did not open"
            assert canvas.contains(listed.rect), \
                f"{info.id}, {count} seats: the list of {menu.selected_option} leaves the canvas"
            h.click(menu.current_state.selected_option_button.rect.center)
        if (info.id, count, kind) == ("axis_mundi", 6, "local"):
            h.screenshot("seats_axis_mundi_6")
        if (info.id, count, kind) == ("axis_mundi", 6, "lan"):
            h.screenshot("lan_host_axis_mundi_6")
    finally:
        h.app.pop()
        h.step()


def test_six_player_axis_mundi_starts_by_mouse():
    """The report's path, by clicks only: Play, Axis Mundi, 6 players, Start."""
    from game.ui.table import TableScene

    h = Harness(games=all_games)
    h.click_button("Play")
    card = next(rect for rect, info in h.top.cards if info.id == "axis_mundi")
    h.click((card.right - 85, card.centery))
    assert isinstance(h.top, SeatSetup)
    h.click_button("3")
    h.click(max(find_buttons(h.top.ui, "6"), key=lambda b: b.rect.y).rect.center)
    h.step()
    assert h.top.count == 6
    h.click_button("Start")
    assert isinstance(h.top, TableScene)
    assert len(h.top.seats) == 6
    h.close()
