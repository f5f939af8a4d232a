"""The Apocalypse's table after the third mouse playtest (a real X window): rerolled dice
that jumped, a crowded map, card names in the log without their text.

The human seat is played by the normal bot until the moment a finding is about;
then the test clicks and looks as a player would. Screenshots go to
tests/_artifacts/apocalypse_playtest3_*.png (1280x720 and 1600x900).
"""

from __future__ import annotations

import itertools
import math

import pygame

from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules.catalog import CARDS, name_of
from game.games.apocalypse.rules.world import PLACES
from game.games.apocalypse.screen.poker_tray import FRESH_SECONDS, PokerTray
from game.games.apocalypse.screen.words import card_tip
from game.ui.palette import STANDARD
from game.ui.widgets import text
from game.ui.widgets_log import LINE_HEIGHT
from tests.games.apocalypse.ui.test_playtest import kind, play_until
from tests.ui.harness import ARTIFACTS, TableHarness

SIZES = ((1280, 720), (1600, 900))


def window_shot(name: str) -> None:
    """The window as the player sees it (the canvas scaled to the window's size)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(pygame.display.get_surface(), str(ARTIFACTS / f"{name}.png"))


def shots(h: TableHarness, name: str, prefix: str = "apocalypse_playtest3") -> None:
    """The table at both window sizes, as a player sees it (``<prefix>_<name>_<width>``)."""
    for size in SIZES:
        h.app.resize(size)
        h.step(2)
        window_shot(f"{prefix}_{name}_{size[0]}")
    h.app.resize(SIZES[0])
    h.step(2)


def assert_in_slot(tray: PokerTray, die: int) -> None:
    x, y, angle, _ = tray.poses()[die]
    rad = math.radians(angle)
    half = tray.size / 2 * (abs(math.cos(rad)) + abs(math.sin(rad)))
    slot = tray.slot_rect(die)
    assert slot.left <= x - half and x + half <= slot.right, f"die {die} left its slot"
    assert tray.roll_rect.top <= y - half and y + half <= tray.roll_rect.bottom, die


def test_a_rerolled_die_lands_in_its_slot_and_the_others_never_move():
    """Playtest 3, finding 1, on the tray itself: over many throws, a reroll of one die
    leaves the other four exactly where they rest and lands in the rerolled die's slot."""
    tray = PokerTray(pygame.Rect(100, 100, 392, 160), STANDARD, die_size=34)
    for seed in range(12):
        tray.roll([1, 2, 3, 4, 5], seed=seed)
        tray.settle_now()
        for die in range(5):
            assert_in_slot(tray, die)
            for other in range(die):
                assert not tray.slot_rect(die).colliderect(tray.slot_rect(other))
        for die in (seed % 5, (seed + 2) % 5):
            before = tray.poses()
            values = [v if k != die else 7 - v for k, v in enumerate(tray.values)]
            tray.roll(values, [k != die for k in range(5)], seed=seed * 7 + die)
            assert tray.fresh == (die,), "the changed die is ringed"
            for _ in range(200):
                tray.update(1 / 60)
            after = tray.poses()
            assert after[die][3] == values[die]
            for k in range(5):
                if k != die:
                    assert after[k] == before[k], f"die {k} moved when {die} was rerolled"
            assert_in_slot(tray, die)
        assert not tray.bright, f"the bright ring fades within {FRESH_SECONDS} s of the rest"
        assert len(tray.fresh) == 1, "the last rerolled die stays marked"
        before = tray.poses()
        turned = [min(6, v + 1) if k == 1 else v for k, v in enumerate(tray.values)]
        tray.turn(turned, 1)  # a card turns a die: another face where it lies, ringed
        assert not tray.is_rolling and tray.fresh == (1,)
        assert [pose[:3] for pose in tray.poses()] == [pose[:3] for pose in before]
        assert [pose[3] for pose in tray.poses()] == turned


def test_a_reroll_by_mouse_lands_in_its_slot_and_stays_marked(apo):
    """Playtest 3, finding 1, by mouse: click a die in a check; it tumbles in its own
    slot, the other four dice keep their rest positions, and the rerolled die's ring is
    bright a moment after it rests and stays (playtest 4: it lasted under a second)."""
    scene = play_until(apo, 3, lambda s: kind(s) == "reroll:")
    tray = scene.poker.tray
    die = 2
    assert A.Reroll(die) in scene.legal
    before = tray.poses()
    apo.click(scene.die_centre(die))
    apo.step(12)
    assert tray.is_rolling and tray.fresh == (die,)
    shots(apo, "reroll_tumbling")
    while tray.is_rolling:
        apo.step()
    apo.step(6)
    assert tray.fresh == (die,), "the die that changed is still marked just after it rests"
    shots(apo, "reroll_ringed")
    after = tray.poses()
    for k in range(5):
        if k != die:
            assert after[k][:3] == before[k][:3], f"die {k} moved"
    assert_in_slot(tray, die)
    apo.step(round(FRESH_SECONDS * 60) + 5)
    assert not tray.bright and tray.fresh == (die,), "bright a moment, marked until the next"


def test_no_city_name_overlaps_another_or_leaves_the_map(apo):
    """Playtest 3, finding 2: names crowded at London, Paris, Geneva and Rome and at the
    Lhasa and Bangkok Fields. At both window sizes, no two names on the map intersect,
    none covers a city, a Field or The Unknown, and none leaves the map."""
    scene = play_until(apo, 3, lambda s: kind(s) == "menu:travel", seats=4)
    g = scene.geom
    r = g.radius
    marks = {pid: pygame.Rect(round(x - r), round(y - r), round(2 * r), round(2 * r))
             for pid, (x, y) in g.centres.items()}
    for size in SIZES:
        apo.app.resize(size)
        apo.step(2)
        scene.painter.static()
        labels = scene.painter.labels
        assert set(labels) == {pid for pid, p in PLACES.items() if p.kind != "field"}
        for a, b in itertools.combinations(labels, 2):
            assert not labels[a].colliderect(labels[b]), f"{a} and {b} overlap at {size}"
        for pid, box in labels.items():
            assert g.rect.contains(box), f"{pid}'s name leaves the map at {size}"
            covered = [other for other, m in marks.items() if box.colliderect(m)]
            assert not covered, f"{pid}'s name covers {covered} at {size}"
        window_shot(f"apocalypse_playtest3_map_{size[0]}")
    apo.app.resize(SIZES[0])


def test_hovering_a_card_named_in_the_log_shows_the_card(apo):
    """Playtest 3, finding 3: a log line naming a card had no tooltip. A mouse motion over
    the card's name in the log underlines it and shows the card's text, as the hand does;
    off the name, nothing."""
    play_until(apo, 3, lambda s: kind(s) == "menu:travel", seats=3)
    log = apo.table.log_panel
    shown = log.shown()
    first = len(log.lines) - log.scroll - len(shown)
    found = None
    for number, (row, y) in reversed(list(enumerate(shown))):
        tips = log.tips[first + number]
        if tips:
            name = next(iter(tips))
            x = log.rect.x + 12 + text(row[:row.index(name)], "small").get_width()
            found = (name, (x + text(name, "small").get_width() // 2, y + LINE_HEIGHT // 2))
            break
    assert found, f"no card named in the log: {log.lines}"
    name, at = found
    card = next(c for c in CARDS if name_of(c) == name)
    before = apo.app.canvas.copy()
    apo.move(at)
    apo.step(2)
    hover = log.hovered(at)
    assert hover is not None and hover[1] == card_tip(card), hover
    assert name in hover[1]
    changed = [(x, y) for x in range(log.rect.x, log.rect.right, 4)
               for y in range(log.rect.y, log.rect.bottom, 4)
               if apo.app.canvas.get_at((x, y)) != before.get_at((x, y))]
    assert len(changed) > 200, "the card's text is drawn over the log"
    shots(apo, "log_card_tooltip")
    apo.move((log.rect.x + 4, at[1]))  # the margin left of the words: no tooltip
    apo.step(2)
    assert log.hovered((log.rect.x + 4, at[1])) is None
