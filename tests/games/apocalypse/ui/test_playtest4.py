"""The Apocalypse's dice poker after the fourth mouse playtest (a real X window): a
rerolled die that seemed to jump and whose ring lasted under a second, a tray whose
order differed from the log's, no sign of the dice that make the hand.

Screenshots go to tests/_artifacts/apocalypse_playtest4_*.png (1280x720 and 1600x900).
"""

from __future__ import annotations

import pygame

from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.screen.dice_poker import DicePoker
from game.games.apocalypse.screen.poker_parts import hand_dice
from game.games.apocalypse.screen.poker_tray import FRESH_SECONDS, PokerTray
from game.ui.palette import STANDARD
from tests.games.apocalypse.ui.test_playtest import kind, play_until
from tests.games.apocalypse.ui.test_playtest3 import shots as both_sizes
from tests.ui.harness import TableHarness


def shots(h: TableHarness, name: str) -> None:
    both_sizes(h, name, "apocalypse_playtest4")


def settled(tray: PokerTray) -> None:
    for _ in range(400):
        tray.update(1 / 60)


def test_a_throw_lays_die_one_leftmost_as_the_log_writes_the_dice():
    """Playtest 4, finding 2: the log writes "6 1 4 2 6"; the tray, left to right, shows
    the same dice in the same order (die 1 in the leftmost slot)."""
    tray = PokerTray(pygame.Rect(100, 100, 392, 160), STANDARD, die_size=34)
    for seed in range(20):
        values = [(seed + 3 * k) % 6 + 1 for k in range(5)]
        tray.roll(values, seed=seed)
        settled(tray)
        poses = tray.poses()
        assert [p[3] for p in poses] == values, "each die shows its own value"
        xs = [p[0] for p in poses]
        assert xs == sorted(xs), f"seed {seed}: the tray's left to right is die order"
        for die in range(5):
            assert tray.slot_rect(die).collidepoint(poses[die][0], poses[die][1])


def test_a_reroll_lifts_from_where_the_die_lay_and_stays_marked():
    """Playtest 4, finding 1: a rerolled die starts from its place on its old face (no
    jump), tumbles through other faces even when it lands on the same one, and stays
    marked until the next reroll; a throw of all the dice clears the mark."""
    tray = PokerTray(pygame.Rect(100, 100, 392, 160), STANDARD, die_size=34)
    for seed in range(12):
        tray.roll([2, 4, 6, 1, 3], seed=seed)
        settled(tray)
        die = seed % 5
        rest = tray.poses()[die]
        same = list(tray.values)  # the reroll lands on the face it had
        tray.roll(same, [k != die for k in range(5)], seed=seed * 11 + 1)
        first = tray.poses()[die]
        assert abs(first[0] - rest[0]) < 0.01 and abs(first[1] - rest[1]) < 0.01
        assert first[3] == rest[3], "it starts on the face it showed"
        faces = {frame[die].face for frame in tray.frames}
        assert len(faces) > 1, f"seed {seed}: a same-face reroll visibly tumbles"
        settled(tray)
        assert tray.poses()[die][3] == same[die]
        assert tray.fresh == (die,) and not tray.bright
        for _ in range(round(FRESH_SECONDS * 60) * 10):
            tray.update(1 / 60)
        assert tray.fresh == (die,), "marked until the next reroll"
        other = (die + 1) % 5
        tray.roll(same, [k != other for k in range(5)], seed=seed)
        assert tray.fresh == (other,), "the next reroll moves the mark"
        tray.settle_now()
        assert tray.fresh == (other,), "hurrying the dice keeps the mark"
        assert tray.tag == "rerolled"
        tray.turn([min(6, v + 1) if k == die else v for k, v in enumerate(same)], die)
        assert tray.fresh == (die,) and tray.tag == "turned", "a card's turn says so"
        tray.roll([1, 1, 1, 1, 1], seed=seed)
        assert not tray.fresh, "a new throw clears it"


def test_the_dice_of_the_hand_are_marked_under_them():
    """Playtest 4, finding 3: the dice that make up the hand (the pair of 6s in 6 1 4 2 6;
    all five in a Full House) are marked by a bar under their slots; the others not."""
    assert hand_dice([6, 1, 4, 2, 6]) == (0, 4)
    assert hand_dice([3, 5, 3, 5, 1]) == (0, 1, 2, 3)
    assert hand_dice([2, 2, 5, 5, 2]) == tuple(range(5))
    assert hand_dice([1, 2, 3, 4, 6]) == ()
    assert hand_dice([4, 4, 4, 1, 2]) == (0, 1, 2)
    tray = PokerTray(pygame.Rect(0, 0, 392, 160), STANDARD, die_size=34)
    tray.set_values([6, 1, 4, 2, 6])
    tray.counting = hand_dice(tray.values)
    surface = pygame.Surface((392, 160))
    tray.draw(surface)
    y = tray.roll_rect.bottom - 5
    for die in range(5):
        colour = surface.get_at((tray.slot_rect(die).centerx, y))[:3]
        assert (colour == STANDARD.good) == (die in (0, 4)), die


def test_a_check_by_mouse_marks_the_hand_and_the_rerolled_die(apo):
    """Playtest 4, findings 1-3 in the app: after a click reroll the tray, left to right,
    shows the dice in the order the log wrote them, the rerolled die stays marked and the
    hand's dice are underlined."""
    scene = play_until(apo, 3, lambda s: kind(s) == "reroll:")
    tray = scene.poker.tray
    xs = [pose[0] for pose in tray.poses()]
    assert xs == sorted(xs)
    apo.click(scene.die_centre(2))
    while tray.is_rolling:
        apo.step()
    apo.step(round(FRESH_SECONDS * 60) * 3)
    assert tray.fresh == (2,)
    assert tray.counting == hand_dice(tray.values)
    apo.move((4, 4))  # no tooltip over the tray
    shots(apo, "reroll_marked")


def test_take_the_result_names_the_cards_it_passes_up():
    """Playtest 4, finding 5: beside Gaining the Edge, "Take the result" no longer says
    there is nothing more to play; it says so only when nothing is offered."""
    poker = DicePoker(pygame.Rect(0, 0, 640, 300), STANDARD)
    check = {"seat": 0, "hand": "one_pair", "dice": [6, 1, 4, 2, 6]}
    view = {"seat": 0, "check": check,
            "you": {"decision": {"kind": "window", "hook": "check_after_rerolls"}}}

    def tip(legal: list) -> str:
        return next(b.tip for b in poker.buttons(view, legal) if b.label == "Take the result")

    with_card = tip([A.PlayCard("gaining_the_edge"), A.Pass()])
    assert "Nothing more" not in with_card and "Gaining the Edge" in with_card
    assert tip([A.Pass()]).startswith("Nothing more to play")
