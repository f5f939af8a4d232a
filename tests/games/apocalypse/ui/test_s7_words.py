"""The Apocalypse's words after the fifth mouse playtest: the Expedition's need worked out
for the viewer's numbers (book: an Expedition roll is two dice + Research tokens + the
Field's number, 10 or more finds the Aspired Artifact), the Artifact choice, a use that
cannot be taken back, and a note that speaks of what is on screen."""

from __future__ import annotations

from typing import Any

import pygame

from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules.world import PLACES
from game.games.apocalypse.screen.asks import heading
from game.games.apocalypse.screen.controls import layout
from game.games.apocalypse.screen.labels import label
from game.games.apocalypse.screen.poker_words import gave_lines
from game.games.apocalypse.screen.words import (
    dice_need_words,
    expedition_words,
    place_tip,
)
from game.ui.widgets import fit_lines, text


def fits_the_controls(note: str) -> bool:
    """The controls panel shows a note in at most 3 lines of its 292 pixels."""
    pygame.font.init()
    return not any(line.endswith("…") for line in fit_lines(note, 292, 12, 3))


def a_view(place: str, research: int, marker: str | None) -> dict[str, Any]:
    me = {"seat": 0, "place": place, "research": research, "visited": [], "character": "",
          "aspired": {"marker": marker} if marker else None}
    other = {"seat": 1, "place": "lima", "research": 0, "visited": [], "aspired": None,
             "character": ""}
    return {"seat": 0, "players": [me, other], "closed": {},
            "you": {"decision": {"kind": "menu", "step": "expedition"}}}


def test_the_need_on_two_dice_is_worked_out():
    assert dice_need_words(4) == "you need 6 or more on two dice (72%)"
    assert dice_need_words(0) == "you need 10 or more on two dice (17%)"
    assert dice_need_words(9) == "you need 2 or more on two dice (100%)"


def test_the_expedition_step_says_what_the_viewer_needs():
    view = a_view("fairbanks_2", 2, "fairbanks")
    _, note = heading(view, view["you"]["decision"], [A.Expedition(True), A.Expedition(False)])
    assert note.startswith("With your 2 Research and this Field's +2, you need 6 or more on "
                           "two dice (72%)")
    assert fits_the_controls(note)
    assert expedition_words(view, 0).endswith("you need 6 or more on two dice (72%)")


def test_a_fields_tooltip_says_whether_and_what_the_viewers_expedition_needs():
    assert "Your Expedition here: You need 7 or more on two dice (58%)" in \
        place_tip(a_view("lima", 2, "fairbanks"), "fairbanks_1")
    assert "No Expedition for you here: your Aspired Artifact is sought on the Fields of " \
        "Lima" in place_tip(a_view("lima", 2, "lima"), "fairbanks_1")
    assert "No Expedition for you here: you have no Aspired Artifact yet" in \
        place_tip(a_view("lima", 0, None), "fairbanks_1")
    spectator = a_view("lima", 2, "fairbanks") | {"seat": None}
    assert "Expedition here" not in place_tip(spectator, "fairbanks_1")


def test_the_artifact_choice_says_where_it_will_be_sought():
    """Book, "Aspired Artifact": the Location marker is drawn at random after the Artifact is
    kept, so the choice names the chances of each Exotic City (the markers on Aspired
    Artifacts are face up, so the odds are public)."""
    view = a_view("lima", 0, "lima")
    decision = {"kind": "keep", "deck": "artifact", "keep": 1, "cards": []}
    view["you"]["decision"] = decision
    title, note = heading(view, decision, [])
    assert title == "Clues to an Artifact: keep 1 as your Aspired Artifact"
    assert note.endswith("a random Location marker (Lima 1 in 17, each other Exotic City 2 in 17).")
    assert fits_the_controls(note)
    view["players"][1]["aspired"] = {"marker": "lima"}
    assert "(Lima none in 16, each other Exotic City 2 in 16)" in heading(view, decision, [])[1]


def test_using_a_character_ability_says_first_it_cannot_be_taken_back():
    """No use has a way to decline its choice (no legal "back" among the Choose actions), and
    a use is seen by all (Undo refuses it): the Use button says so before the click."""
    _, tip = label(A.UseCard("dimitriy_martynov"), a_view("lima", 1, None))
    assert tip.endswith("Once used it cannot be taken back: you then choose, with no Cancel "
                        "and no Undo.")


def test_the_choose_a_city_note_speaks_only_of_what_is_on_screen():
    """The Omen's City (any City): with more than 8 the controls list none, so the note says
    only the map; with a few, they are listed below and the note says so."""
    pygame.font.init()
    view = a_view("lima", 0, None)
    view["you"]["decision"] = {"kind": "pick_city", "why": "catastrophe"}
    rect = pygame.Rect(0, 0, 292, 300)
    for cities in (list(PLACES)[:12], ["lima", "cairo"]):
        legal = [A.PickCity(c) for c in cities]
        buttons, (_, note), _ = layout(rect, view, legal, 0)
        listed = any(isinstance(b.action, A.PickCity) for b in buttons)
        assert note == ("Click it on the map, or below." if listed else "Click it on the map.")
    assert listed


def test_a_checks_then_line_keeps_whole_names_in_two_lines():
    """Playtest 5: "draws The Seer's Coun…". What does not fit is counted, not cut."""
    pygame.font.init()
    gave = ["Player 1 draws Ritual Preparations (a Plan card)",
            "Player 1 draws The Seer's Counsel (a Plan card)", "Player 1: +2 XP (now 6)"]
    lines = gave_lines(gave, 254)
    assert len(lines) <= 2
    assert " ".join(lines).endswith("; and 2 more in the log")
    assert all(text(line, 12, (0, 0, 0)).get_width() <= 254 for line in lines)
    assert " ".join(gave_lines(gave, 392)) == "Then: " + "; ".join(gave)
