"""The seventh mouse playtest's findings on notices and cards on show (session 9).

Notices went stale: "Passed for you: no card to play" stayed up while the next window
offered a card; "Paris: nothing to choose on the map" stayed after the character was
chosen; "... Spirit Guide not playable now" was said of a card the player had not tried.
"""

from __future__ import annotations

from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules import card_events as C
from game.games.apocalypse.rules import events as E
from game.games.apocalypse.screen.on_show import acting_on
from tests.games.apocalypse.ui.test_playtest import kind, play_until, scene_of


def test_a_notice_goes_when_its_moment_is_over(apo):
    """Playtest 7: a toast said in one decision stayed up in the next. A toast said in a
    moment goes as soon as the viewer's decision changes; not before."""
    scene = play_until(apo, 3, lambda s: kind(s) == "menu:travel")
    apo.table.toast("Paris: nothing to choose on the map now")
    apo.step(3)
    assert [t.message for t in apo.table.toasts] == ["Paris: nothing to choose on the map now"]
    moment = scene.moment()
    apo.table.submit(next(a for a in scene.legal if isinstance(a, A.Travel)))
    assert scene.moment() != moment, "the decision changed: a new moment"
    apo.step(1)
    assert not apo.table.toasts, "the notice of the moment before went with it"


def test_passed_for_you_goes_when_the_next_decision_comes(apo):
    """Playtest 7: "Passed for you: no card to play" stayed on show while the panel
    offered "Play Too Early to Celebrate". It is said in the moment after the pass and
    goes when the viewer has something else to decide."""
    scene = play_until(apo, 3, lambda s: kind(s).startswith("window:") and s.legal == [A.Pass()]
                       and not s.poker.visible(s.view))
    scene.auto_pass = {0}
    scene.auto_wait = 0.01
    for _ in range(120):
        apo.step()
        if any(t.message.startswith("Passed for you") for t in apo.table.toasts):
            break
    assert any(t.message.startswith("Passed for you") for t in apo.table.toasts)
    for _ in range(3000):  # auto-pass still on: the windows with only Pass go by
        apo.step()
        if scene.busy():
            scene.settle()
        elif scene.legal and not scene.auto_passes():
            break
    apo.step(1)
    assert scene.legal and not scene.auto_passes(), "a decision of the player's own"
    assert not any(t.message.startswith("Passed for you") for t in apo.table.toasts), \
        "gone with the moment it told of"


def test_a_card_made_unplayable_by_another_s_is_not_announced(apo):
    """Playtest 7: "Player 3 played Evil Eye ... Spirit Guide not playable now" when the
    player had not tried Spirit Guide. The card played is on show; nothing is said of the
    viewer's own cards unless they try one (then the click says why)."""
    scene = play_until(apo, 3, lambda s: kind(s) == "menu:travel")
    view, legal = scene.view, scene.legal
    scene.legal = [*legal, A.PlayCard("spirit_guide#1")]  # offered before the card came
    scene.on_events([C.CardPlayed(1, "evil_eye#1", 0)])
    scene.show(view, [a for a in legal if not isinstance(a, A.PlayCard)])
    scene.settle()
    apo.step(2)
    assert not any("not playable" in t.message for t in apo.table.toasts)
    assert scene_of(apo) is scene


def test_the_status_line_names_whom_the_board_shows(apo):
    """Playtest 7: "Player 3 is thinking" over "Player 2 reaches Level 2", and "Your move"
    while the panel said the table passes for the player. One moment, one story."""
    scene = play_until(apo, 3, lambda s: kind(s).startswith("window:") and s.legal == [A.Pass()]
                       and not s.poker.visible(s.view), seats=3)
    seat = scene.view["seat"]
    scene.auto_pass = {seat}
    scene.auto_wait = 5.0  # about to pass for the viewer
    assert scene.auto_passes() and seat not in scene.movers()
    assert not apo.table.status().startswith("Your move"), apo.table.status()
    scene.auto_pass = set()
    assert apo.table.status().startswith("Your move"), "a window of their own again"
    other = next(s for s in range(3) if s != seat)
    scene.on_events([C.CardPlayed(other, "rival_dossier#1", other), C.Passed(seat),
                     C.CardDiscarded(other, "rival_dossier#1", "played")])
    assert scene.on_show.noticing()
    assert scene.movers() == [other]
    assert apo.table.status().startswith(f"Player {other + 1}"), apo.table.status()


def test_every_card_played_is_on_show_once(apo):
    """Playtest 7: Lucky Charm (played in a check) and Lucky Find were only in the log,
    the player's own Ambush got no "You played this card". A card played during a check
    is shown once the check is over; an Adventure card is shown like any other."""
    scene = play_until(apo, 3, lambda s: kind(s) == "menu:travel", seats=3)
    seat = scene.view["seat"]
    other = next(s for s in range(3) if s != seat)
    shown = scene.on_show
    shown.add([C.CardPlayed(other, "lucky_charm#1", other), C.Passed(seat),
               C.CardDiscarded(other, "lucky_charm#1", "played")], seat, notices=False)
    assert not shown.noticing(), "not over the check's panel"
    scene._show_now(scene.view, scene.legal)  # a view with no check: the check is over
    assert shown.noticing() and shown.notices[0][1] == "lucky_charm#1"
    shown.forget()
    third = next(s for s in range(3) if s not in (seat, other))
    shown.add([C.CardPlayed(seat, "ambush#1", other), C.Passed(third),
               C.CardDiscarded(seat, "ambush#1", "played")], seat)
    assert [n[:2] for n in shown.notices] == [(f"You played this card on Player {other + 1}",
                                               "ambush#1")]
    shown.add([C.CardPlayed(other, "lucky_find#1", other),
               C.CardDiscarded(other, "lucky_find#1", "played")], seat)
    assert shown.notices[-1][1] == "lucky_find#1"


def test_a_random_adventure_that_does_not_apply_says_so():
    """Playtest 7: Blizzard and Helpful Locals came before Altitude Sickness with no word
    (a Random Adventure that does not apply to the place is put away and another drawn,
    quest.draw_random_adventure). Each one shown says "does not apply here: draw again"."""
    events = [C.CardRevealed(0, "blizzard#1", "Random Adventure"),
              C.CardDiscarded(0, "blizzard#1", "not playable here"),
              C.CardRevealed(0, "altitude_sickness#1", "Random Adventure")]
    shown = acting_on(events, 0)
    assert [(card, words) for _, card, words in shown] == [
        ("blizzard#1", "Does not apply here: draw again"), ("altitude_sickness#1", "")]


def test_a_level_is_told_the_moment_it_comes(apo):
    """Playtest 7: a Level went by with only the panel's words until its choices were
    made. The moment the viewer reaches it, a toast says so, and stays through the
    moment the Level's choices come."""
    scene = play_until(apo, 3, lambda s: kind(s) == "menu:travel")
    seat = scene.view["seat"]
    scene.on_events([E.LevelGained(seat, 2)])
    scene._show_now(scene.view, [])  # the next moment: the Level's choices (here: none)
    apo.step(2)
    assert "Level up! You reach Level 2 (5 XP spent): make its choices" in [
        t.message for t in apo.table.toasts]
