"""Seats read as the screen writes a player once the characters are chosen (setup: "a
random Starting Player chooses a character first", told to everyone), every seat alike
however long its character's name (``GameInfo.seat_names``; session 7: "Player 2" beside
"Player 1 (Alex)" read as if Player 2 had no character)."""

from __future__ import annotations

from game.core.match import Match
from game.core.registry import get_game
from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.screen.words import seat_label
from game.ui.game_scene import seat_names, seat_titles


def test_setup_seats_read_player_n_until_a_character_is_chosen():
    info = get_game("apocalypse")
    assert seat_titles(info, 3) == ["Player 1", "Player 2", "Player 3"]
    match = Match.create("apocalypse", {}, 3, ["bot"] * 3)
    assert seat_names(match) == ["Player 1", "Player 2", "Player 3"]


def test_setup_a_chosen_character_names_its_seat_however_long():
    """"Player 2 (Alex)" as the screen writes it, and "Player n (Brandon the Broken)"
    and "Player n (Dimitriy Martynov)" too: the places that show them fit them."""
    match = Match.create("apocalypse", {}, 4, ["bot"] * 4)
    chosen = iter(("alex", "brandon_the_broken", "dimitriy_martynov", "sam_the_seer"))
    while match.state.to_move() and all(
            isinstance(a, A.ChooseCharacter)
            for a in match.state.legal_actions(match.state.to_move()[0])):
        match.play(match.state.to_move()[0], A.ChooseCharacter(next(chosen)))
    view = match.state.view(0)
    names = seat_names(match)
    for seat, name in enumerate(names):
        label = seat_label(view, seat)
        assert name == label
    brandon = next(q["seat"] for q in view["players"] if q["character"] == "brandon_the_broken")
    assert names[brandon] == f"Player {brandon + 1} (Brandon the Broken)"
    assert all(name.endswith(")") for name in names)
