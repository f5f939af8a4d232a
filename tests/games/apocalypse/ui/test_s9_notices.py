"""The sixth mouse playtest's findings on notices, toasts and the end screen (session 9).

A card's effects showed on the board before the card was on show; an Unknown card met
while a Level was gained was only a cut-off toast and a Level went by unsaid; news
toasts were cut with "..." and covered the log; an Undo left its toast up; two cards of
one exchange took two 4-second notices; the end screen said "1 Unknown cards".
Screenshots: tests/_artifacts/apocalypse_s9_*.png at both window sizes.
"""

from __future__ import annotations

import math

from game.games.apocalypse.rules import card_events as C
from game.games.apocalypse.rules import events as E
from game.games.apocalypse.rules.world import PLACES
from game.games.apocalypse.screen.on_show import NEXT_SECONDS, NOTICE_SECONDS
from tests.games.apocalypse.ui.test_playtest import kind, play_until
from tests.games.apocalypse.ui.test_playtest3 import shots

DOSSIER = [C.CardPlayed(1, "rival_dossier#1", 1), C.Passed(0),
           C.CardDiscarded(1, "rival_dossier#1", "played")]


def with_xp(view: dict, seat: int, xp: int) -> dict:
    players = [dict(q, xp=xp) if q["seat"] == seat else q for q in view["players"]]
    return {**view, "players": players}


def test_a_step_s_view_waits_until_its_card_is_on_show(apo):
    """Playtest 6: a card's effects (XP here) showed on the board while another card was
    on show and this one not yet. The view of a step that put a card behind another
    waits until that card is on show; a click then does nothing but let the notice go."""
    scene = play_until(apo, 3, lambda s: kind(s) == "menu:travel")
    legal = scene.legal
    first, second = with_xp(scene.view, 1, 3), with_xp(scene.view, 1, 4)
    scene.on_events(DOSSIER)
    scene.show(first, legal)
    assert scene.view is first, "its card is on show at once: its view too"
    scene.on_events([C.CardPlayed(1, "haunted#2", 1), C.CardDiscarded(1, "haunted#2",
                                                                      "played")])
    assert [n[0] for n in scene.on_show.notices] == ["Player 2 played this card",
                                                     "Player 2 played this card"]
    scene.show(second, legal)
    assert scene.view is first and scene.busy(), "the second card is not on show yet"
    steps = len(apo.table.match.steps)
    apo.click(scene.hand_box.center)  # a card in hand, drawn from the view that waits
    assert len(apo.table.match.steps) == steps, "the click played nothing"
    apo.step(2)
    assert scene.view is second, "the click let the first notice go: the second's view"
    assert len(scene.on_show.notices) == 1


def test_an_undo_takes_away_what_was_on_show(apo):
    """A view with no events before it (an Undo) is drawn at once; the card on show of
    the step taken back goes, and so do the views that waited."""
    scene = play_until(apo, 3, lambda s: kind(s) == "menu:travel")
    view, legal = scene.view, scene.legal
    scene.on_events(DOSSIER)
    scene.show(with_xp(view, 1, 3), legal)
    scene.on_events([C.CardPlayed(1, "haunted#2", 1), C.CardDiscarded(1, "haunted#2",
                                                                      "played")])
    scene.show(with_xp(view, 1, 4), legal)
    scene.show(view, legal)
    assert scene.view is view and not scene.held.waiting
    assert not scene.on_show.noticing()


def test_your_own_card_is_on_show_with_what_it_did(apo):
    """Your own card, once it acts, is shown with its effects, no click needed (its
    toast would say less, cut)."""
    scene = play_until(apo, 3, lambda s: kind(s) == "menu:travel")
    scene.on_events([C.CardPlayed(0, "good_map#1", 0), C.Passed(1),
                     E.TokensChanged(0, "xp", 1, 2), C.CardDiscarded(0, "good_map#1", "played")])
    title, card, did = scene.on_show.notices[0]
    assert (title, card) == ("You played this card", "good_map#1")
    assert did == "Player 1: +1 XP (now 2)"


def test_an_unknown_card_and_a_level_are_on_show(apo):
    """Playtest 6: The Last Lighthouse, met while a Level was gained, showed only as a
    cut-off toast. An Unknown card you face is on show like an Obstacle ("Go on"); a Level
    gained is told once its choices are made: the ability raised, the two Luck cards, the
    Personalities, the 5 XP it costs. Another's Level is a notice."""
    scene = play_until(apo, 3, lambda s: kind(s) == "menu:travel")
    scene.on_events([E.UnknownFaced(0, "the_last_lighthouse#1", False, 2),
                     E.HealthChanged(0, -6, 2), E.TokensChanged(0, "xp", 2, 6),
                     E.LevelGained(0, 2)])
    title, card, did = scene.on_show.queue[0]
    assert card == "the_last_lighthouse#1" and "Unknown card" in title
    assert "Health" in did and "Level" not in did
    assert scene.on_show.waiting(0)
    shots(apo, "unknown_card", "apocalypse_s9")
    apo.click(scene.on_show.go_on.rect.center)
    scene.on_events([E.AbilityChanged(0, "action", 1, 4)])
    scene.on_events([C.CardDrawn(0, "good_luck", "good_map#2", "hand"),
                     C.CardDrawn(0, "bad_luck", "ambush#1", "hand")])
    assert not scene.on_show.waiting(0), "the Level is told once it is over"
    scene.on_events([E.PersonalityChanged(0, "passionate", "calm"),
                     E.TokensChanged(0, "xp", -5, 1)])
    title, card, did = scene.on_show.queue[0]
    assert (title, card) == ("You reach Level 2", "")
    lines = did.split("\n")
    assert len(lines) == 5 and "Action Hero" in lines[0] and "Good Map" in lines[1]
    assert lines[2] == "Bad Luck card drawn: Ambush"
    assert lines[3] == "Personality flipped: Calm instead of Passionate"
    assert lines[4] == "The Level's cost: -5 XP (now 1)"
    shots(apo, "level_gained", "apocalypse_s9")
    apo.click(scene.on_show.go_on.rect.center)
    scene.on_events([E.LevelGained(1, 2), C.CardDrawn(1, "good_luck", "", "hand"),
                     E.TokensChanged(1, "xp", -5, 0)])
    assert scene.on_show.notices[0][0] == "Player 2 reaches Level 2"
    assert scene.on_show.notices[0][2].split("\n") == [
        "Good Luck card drawn: face down to you", "Personalities: as they were",
        "The Level's cost: -5 XP (now 0)"]


def test_two_cards_of_one_exchange_are_shown_one_after_the_other(apo):
    """Playtest 6: two cards in one exchange gave two 4-second notices. Both are shown,
    the second sooner (NEXT_SECONDS), each titled with its place ("1 of 2")."""
    scene = play_until(apo, 3, lambda s: kind(s) == "menu:travel")
    view, legal = scene.view, scene.legal
    scene.on_events([C.CardPlayed(1, "haunted#2", 1), C.CardPlayed(0, "good_map#1", 0),
                     C.CardDiscarded(0, "good_map#1", "played"),
                     C.CardDiscarded(1, "haunted#2", "played")])
    after = with_xp(view, 1, 4)
    scene.show(after, legal)
    assert scene.view is view, "the view after both waits for the second card"
    shown = scene.on_show
    assert [n[1] for n in shown.notices] == ["good_map#1", "haunted#2"]
    assert shown.rows[id(shown.notices[0])] == ("1 of 2", NOTICE_SECONDS)
    assert shown.rows[id(shown.notices[1])] == ("2 of 2", NEXT_SECONDS)
    apo.step(30)
    shots(apo, "two_notices", "apocalypse_s9")
    scene.update(NOTICE_SECONDS - 0.4)  # the time a player waits, without its frames
    assert [n[1] for n in shown.notices] == ["haunted#2"]
    scene.update(0.0)
    assert scene.view is after, "the second card on show: the view after both"
    scene.update(NEXT_SECONDS - 0.1)
    assert shown.noticing(), "the second for its own time"
    scene.update(0.2)
    assert not shown.noticing()


def test_the_end_screen_counts_in_the_right_number(apo):
    """Playtest 6: "1 Unknown cards" on the end screen."""
    scene = play_until(apo, 3, lambda s: kind(s) == "menu:travel")
    players = [dict(q, collection=n, artifacts=["x"] * n)
               for n, q in zip((1, 2), scene.view["players"], strict=True)]
    scene.view = {**scene.view, "players": players}
    lines = scene.summary_lines(None)  # type: ignore[arg-type]
    assert "1 Artifact, 1 Unknown card in the collection" in lines[0]
    assert "2 Artifacts, 2 Unknown cards in the collection" in lines[1]


def test_toasts_are_read_whole_and_the_log_gives_way(apo):
    """Playtest 6: news toasts were cut with "..." and stacked over the log. Over the log
    a toast is whole (wrapped, never cut); the log gives the toasts its top and keeps its
    newest lines in sight; no toast reaches the buttons under the log."""
    scene = play_until(apo, 3, lambda s: kind(s) == "menu:travel")
    table = apo.table
    bottom = [line for line, _ in table.log_panel.shown()][-1]
    said = ["Hint: Travel to Bangkok — your Plan The Seer's Counsel asks you to visit "
            "Lhasa and Beijing, and Bangkok is on the way with its Expedition Field",
            "Player 2 played Ambush on Player 1 first (one Bad Luck card a step): Chance "
            "Encounter and New Clues not playable now",
            "Player 1 plays Good Map; Player 1: +1 Research (now 2); Player 1 draws a Plan"]
    for words in said:
        table.toast(words)
    apo.step(2)
    anchor = scene.toast_anchor()
    boxes = []
    for t, top in table._place_toasts():
        lines = t.lines(anchor.width)
        assert " ".join(lines) == t.message, "whole, not cut"
        boxes.append(t.rect(anchor.centerx, top, anchor.width))
    assert boxes, "toasts on show"
    log = table.log_panel.rect
    assert log.bottom == table.log_home.bottom and log.height >= 4 * 20
    for box in boxes:
        assert not box.colliderect(log), "the log is never under a toast"
        for button in (table.hint_button, table.undo_button):
            assert not box.colliderect(button.rect)
    assert [line for line, _ in table.log_panel.shown()][-1] == bottom, "the newest line stays"
    shots(apo, "toasts", "apocalypse_s9")
    for t in table.toasts:
        t.life.update(60.0)
    apo.step(2)
    assert table.log_panel.rect == table.log_home, "the log has its room back"


def test_an_undo_takes_its_toasts_away(apo):
    """Playtest 6: an Undo left the toast of the step it took back up."""
    scene = play_until(apo, 3, lambda s: kind(s) == "menu:travel")
    table = apo.table
    table.instant_bots, table.bot_delay = False, 60.0  # the bot thinks: Undo stays on
    stay = next(a for a in scene.legal if getattr(a, "to", None) == scene.me()["place"])
    table.submit(stay)
    table.toast("Player 1 stays: the toast of the step to take back")
    assert table.can_undo(), "staying put reveals nothing: it may be taken back"
    apo.click_button("Undo")
    assert not table.toasts, [t.message for t in table.toasts]
    assert kind(scene) == "menu:travel"


def test_a_pawn_on_a_field_stands_on_its_hex(apo):
    """Playtest 6: pawns on Fairbanks' and Bangkok's Fields stood off their hex (below the
    name, between two Fields). One to four pawns on any Field stand on its hex."""
    scene = play_until(apo, 3, lambda s: kind(s) == "menu:travel")
    g, first = scene.geom, scene.view["players"][0]
    four = [dict(first, seat=seat, dead=False) for seat in range(4)]
    fields = [f for f, p in PLACES.items() if p.kind == "field"]
    off = []
    for field in fields:
        for n in range(1, 5):
            players = [dict(q, place=field if q["seat"] < n else "london") for q in four]
            for seat, at in scene.painter.pawn_spots({"players": players}).items():
                if seat < n and math.dist(at, g.centres[field]) > g.radius:
                    off.append((field, n, seat))
    assert not off, off
    places = ["fairbanks_1", "fairbanks_3", "bangkok_2", "bangkok_2"]
    scene.show({**scene.view, "players": [dict(q, place=f) for q, f in zip(four, places,
                                                                            strict=True)]}, [])
    shots(apo, "field_pawns", "apocalypse_s9")


def test_the_status_line_and_the_panel_read_one_moment(apo):
    """Playtest 6: the status line contradicted the centre panel three times: the status
    waited for the board (a notice, a lingering roll) while the panel already named the
    next mover, and said "Your move" while the panel said another was thinking (a card
    waiting for the viewer's Go on). Both now read the view the board draws."""
    scene = play_until(apo, 3, lambda s: kind(s) == "menu:travel")
    table = apo.table
    apo.step(2)
    assert table.status_shown.startswith("Your move")
    scene.on_events(DOSSIER)
    scene.show({**scene.view, "waiting_for": [1], "you": {**scene.view["you"],
                                                         "decision": None}}, [])
    apo.step(2)
    assert scene.busy(), "another's card on show"
    heading = scene._buttons[2][0]
    assert heading.startswith(table.names[1]) and heading.endswith("is thinking")
    assert table.status_shown == heading + "…"
    scene.on_events([C.ObstacleRevealed(0, "haunted#3")])
    scene.show(scene.view, [])
    apo.step(2)
    assert scene.on_show.waiting(0)
    assert table.status_shown.startswith("Your move")
    assert scene._buttons[2][0] == "Your move: read the card"
    shots(apo, "status_and_panel", "apocalypse_s9")


def test_a_click_on_the_map_that_chooses_nothing_says_why(apo):
    """Playtest 6: a click on the map outside a travel step said nothing. In another step
    of your turn it says where you choose a place; during a check, that the map waits."""
    scene = play_until(apo, 3, lambda s: kind(s) == "menu:research")
    apo.click(scene.place_centre("lima"))
    assert apo.toast() == ("Lima: you choose where to go in your Travel step; this is your "
                           "Research step")
    scene = play_until(apo, 3, lambda s: bool(s.view.get("check")))
    scene.settle()
    apo.click(scene.place_centre("fairbanks_1"))
    assert apo.toast() == ("Fairbanks +1: a check is on; the map has nothing to choose until "
                           "it is over")
