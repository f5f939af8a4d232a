"""The Apocalypse's screen after the fourth mouse playtest (a real X window), other than
the dice poker: toasts cover nothing needed, your own Expedition roll is shown on the
table, the window before the Research reward says so, and the rest of the findings.
Screenshots at 1280x720 and 1600x900 go to tests/_artifacts/apocalypse_screen4_*.png."""

from __future__ import annotations

import pygame

from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules import card_events as C
from game.games.apocalypse.rules.catalog import deck_list, name_of
from game.games.apocalypse.rules.vocabulary import PERSONALITY_PAIRS
from game.games.apocalypse.rules.world import PLACES
from game.games.apocalypse.screen.card_reader import reader_cards
from game.games.apocalypse.screen.scene import ApocalypseScene
from game.games.apocalypse.screen.words import personality_tip, random_adventure_words
from game.ui.game_scene import BOARD_RECT
from game.ui.widgets import fit_lines
from tests.games.apocalypse.ui.test_playtest import play_until
from tests.games.apocalypse.ui.test_playtest2 import play_until_shown
from tests.games.apocalypse.ui.test_playtest3 import shots as both_sizes
from tests.games.apocalypse.ui.test_playtest3 import window_shot
from tests.ui.harness import ARTIFACTS, TableHarness

SIZES = ((1280, 720), (1600, 900))


def shots(h: TableHarness, name: str) -> None:
    both_sizes(h, name, "apocalypse_screen4")


def test_toasts_cover_no_step_bar_check_panel_or_hand_ladder(apo):
    """Finding 1: notices stacked over the step bar, the northern cities and the dice
    check's header and hand ladder; the auto-pass notice is short."""
    scene = play_until(apo, 3, lambda s: bool(s.view.get("check")))
    for words in ("Passed for you: no card to play",
                  "Player 1 uses John Dante's ability; Player 1 rolls 4 for a card; "
                  "John Dante's ability: Difficulty -1", "Player 1: -1 Equipment (now 0)"):
        apo.table.toast(words)
    apo.step(2)
    anchor = scene.toast_anchor()
    scratch = pygame.Surface(apo.app.canvas.get_size())
    height = sum(t.draw(scratch, anchor.centerx, anchor.y, apo.app.palette, anchor.width) + 8
                 for t in apo.table.toasts)
    covered = pygame.Rect(anchor.x, anchor.y, anchor.width, height)
    assert not covered.colliderect(scene.track_rect), "the step bar"
    assert not covered.colliderect(scene.poker.rect), "the check panel and its header"
    assert not covered.colliderect(scene.poker.ladder_rect), "the hand ladder"
    assert not covered.colliderect(BOARD_RECT), "the map, the play areas, the controls"
    assert covered.bottom < apo.table.log_panel.rect.bottom - 100, "the newest log lines"
    shots(apo, "toasts")


def own_roll_on_show(h: TableHarness, seed: int) -> ApocalypseScene:
    """Let the normal bot play the human seat until its own Expedition roll is on show."""
    return play_until_shown(h, seed, 6000, wanted=lambda scene: not scene.on_show.card())


def test_your_own_expedition_roll_is_shown_until_read(apo):
    """Finding 2: a bot's Expedition roll lingered on the dice panel; yours went straight
    on to the Obstacle's check or the next player, only in the log."""
    scene = own_roll_on_show(apo, 3)
    title, _, words = scene.on_show.queue[0]
    assert title == "Your Expedition roll"
    assert "Research" in words and "(Field)" in words and "=" in words, words
    steps = len(apo.table.match.steps)
    apo.step(300)
    assert scene.on_show.waiting(0) and scene.busy(), "on show until read"
    shots(apo, "own_expedition_roll")
    apo.click((scene.on_show.rect.x + 5, scene.on_show.rect.y + 5))
    assert "your roll" in apo.toast()
    apo.click(scene.on_show.go_on.rect.center)
    assert not scene.on_show.queue or scene.on_show.card(), "read"
    assert all(s.seat != 0 for s in apo.table.match.steps[steps:]), "reading sends nothing"


def research_window(scene) -> bool:
    d = scene.decision() or {}
    return d.get("kind") == "window" and d.get("hook") == "research" \
        and d.get("target") == scene.view.get("seat")


def test_the_window_after_research_says_the_reward_comes_when_it_closes(apo):
    """Finding 3: "Research: gain 1 Research" was followed by a second panel with the same
    title offering New Clues again; the token came only after "Play nothing — continue".
    It is the reaction window the rules open after the step's choice (the others may
    answer with Bad Luck, you with a card); the reward comes when it closes. It says so."""
    scene = play_until(apo, 3, research_window)
    scene.buttons()
    title, note = scene._buttons[2]
    assert title == "Before your Research reward: a moment to react", title
    place = scene.me()["place"]
    assert "gain 1" in note, note
    way_on = next(b for b in scene.buttons() if isinstance(b.action, A.Pass))
    assert way_on.label.endswith("gain 1 Research") or way_on.label.endswith("gain 1 Equipment"), \
        way_on.label
    shots(apo, "research_window")
    before = scene.me()["research"] + scene.me()["equipment"]
    apo.click(way_on.rect.center)
    for _ in range(60):
        apo.step()
        if scene.busy():
            scene.settle()
    assert scene.me()["research"] + scene.me()["equipment"] == before + 1, place
    assert not research_window(scene), "asked once"


def offered_bad_luck(scene) -> bool:
    d = scene.decision() or {}
    return d.get("kind") == "window" and d.get("target") != scene.view.get("seat") \
        and any(isinstance(a, A.PlayCard) for a in scene.legal)


def test_a_card_offered_that_can_no_longer_be_played_says_why(apo):
    """Finding 4: during Player 3's check Player 1 read "Too Early to Celebrate"; Player 2
    played a Bad Luck card first (one a step on the active player) and the window closed
    with no word. The notice names what happened, from the public event only."""
    scene = play_until(apo, 3, offered_bad_luck, seats=3)
    seat, target = scene.view["seat"], scene.decision()["target"]
    mine = {a.card for a in scene.legal if isinstance(a, A.PlayCard)}
    other = next(s for s in range(3) if s not in (seat, target))
    first = next(c for c in deck_list("bad_luck") if c not in mine)
    scene.mouse = scene.hand_rect(sorted(mine)[0]).center  # about to play it (playtest 7)
    scene.on_events([C.CardPlayed(other, first, target)])
    scene.show(scene.view, [A.Pass()])
    words = apo.toast()
    assert f"Player {other + 1}" in words and name_of(first) in words, words
    assert "one Bad Luck card a step" in words, words
    assert name_of(sorted(mine)[0]) in words, words
    shots(apo, "played_first")


def test_the_adventure_step_says_whether_a_random_adventure_comes(apo):
    """Finding 5: the panel said "a Random Adventure may come", then none came (in a City
    only the Starting Player draws one). It says who draws one before it happens."""
    scene = play_until(apo, 3, lambda s: (s.decision() or {}).get("kind") == "adventure")
    scene.buttons()
    _, note = scene._buttons[2]
    view, seat = scene.view, scene.view["seat"]
    field = PLACES[scene.me()["place"]].kind == "field"
    comes = field or (view["starting_player"] == seat and view["token_active"])
    assert ("then a Random Adventure comes" if comes else "no Random Adventure comes") in note
    shots(apo, "adventure_step")
    city = next(c for c, p in PLACES.items() if p.is_city)
    field_place = next(c for c, p in PLACES.items() if p.kind == "field")
    players = [dict(q) for q in view["players"]]
    players[seat]["place"] = city
    other = (seat + 1) % len(players)
    in_city = {**view, "players": players, "starting_player": other, "token_active": True}
    words = random_adventure_words(in_city, seat)
    assert words.startswith("no Random Adventure comes") and f"Player {other + 1}" in words
    starting = {**in_city, "starting_player": seat}
    assert random_adventure_words(starting, seat).startswith("then a Random Adventure comes")
    players[seat]["place"] = field_place
    assert "on a Field" in random_adventure_words(in_city, seat)


def test_a_personality_says_what_it_does_and_the_log_line_ends_whole(apo):
    """Finding 6: the Personality tooltip said only "One side of a double-sided token";
    a log line ended "...to choose the Aspired Artifact from"."""
    tip = personality_tip("talkative")
    assert "The Informant" in tip and "Antisocial" in tip, tip
    assert all(personality_tip(t).startswith("These change") for pair in PERSONALITY_PAIRS
               for t in pair)
    scene = play_until(apo, 3, lambda s: (s.decision() or {}).get("kind") == "adventure")
    line = str(scene.describe(C.ArtifactsDrawn(0, ())))
    assert line == "Player 1 draws Artifact cards: one becomes the Aspired Artifact", line
    drawn = deck_list("artifact")[:2]
    line = str(scene.describe(C.ArtifactsDrawn(1, tuple(drawn))))
    assert line.endswith("one becomes the Aspired Artifact") and name_of(drawn[0]) in line


def test_your_visited_token_shows_under_your_pawn_and_the_catastrophe_keeps_its_name(apo):
    """Finding 6: your own Visited token hid under your pawn while you stood on that city
    (z46); the Catastrophe's burst covered the start of "Geneva" (z242). The tokens where
    a pawn stands are drawn again over the pawns; the Catastrophe city's name over the
    burst."""
    scene = play_until(apo, 3, lambda s: s.me()["place"] in s.me()["visited"], steps=8000)
    place = scene.me()["place"]
    drawn: list[str] = []
    painter = scene.painter
    real = painter.draw_visited

    def spy(surface, view, only=None):
        drawn.extend(sorted(only or ()))
        real(surface, view, only)
    painter.draw_visited = spy
    apo.step(2)
    assert place in drawn, "drawn again over the pawns each frame"
    x, y = scene.place_centre(place)
    crop = pygame.Rect(x - 60, y - 40, 120, 80).clip(BOARD_RECT)
    window_shot("apocalypse_screen4_visited_full")
    pygame.image.save(apo.app.canvas.subsurface(crop).copy(),
                      str(ARTIFACTS / "apocalypse_screen4_visited_zoom.png"))
    layer = scene._board_layer()
    city = scene.view["catastrophe"]
    box = scene._marks.labels[city]
    assert layer.get_rect().contains(box)
    shots(apo, "visited_and_catastrophe")


def test_cards_over_the_map_show_whole_and_leave_the_map_when_only_an_ability_is_left(apo):
    """Finding 6: in the Adventure step "Cards you may play or use now" hid the map when
    the only option was the character's ability (52, 95); a card's "Click: play it" tip
    opened over its text (31); a footer was cut "The top of the City Adventure d…" (36)."""
    scene = play_until(apo, 3, lambda s: (s.decision() or {}).get("kind") == "adventure")
    character = scene.me()["character"]
    only_ability = [a for a in scene.legal if not isinstance(a, A.PlayCard | A.UseCard)]
    only_ability.append(A.UseCard(character))
    assert reader_cards(scene.view, only_ability) == ("", []), "the map stays in sight"
    scene.show(scene.view, only_ability)
    apo.step(2)
    assert not scene.reader.open(scene.view)
    assert any(b.action == A.UseCard(character) for b in scene.buttons()), "still offered"
    shots(apo, "adventure_only_ability")
    mixed = [*only_ability, A.PlayCard("smooth_talker#1")]
    scene.show(scene.view, mixed)
    box = scene.reader_box("smooth_talker#1")
    assert box is not None and scene.tooltip_at(box.center) is None, "no tip over the text"
    peek = {**scene.view, "you": {**scene.view["you"], "decision": {
        "kind": "peek_answer", "card": deck_list("city_adventure")[0],
        "deck": "city_adventure"}}}
    (shown,) = reader_cards(peek, [A.Pass()])[1]
    scene.reader.show(peek, [A.Pass()])
    room = scene.reader.boxes[0].width - 16  # the footer strip's words, as draw_card fits them
    assert fit_lines(shown.caption, room, 11, 1) == [shown.caption], "the footer whole"
