"""The Apocalypse's map, play areas and log after the fourth mouse playtest (issue 13
items 4-6): a log without a line per pass in a reaction window, and with the stay in a
City that the Travel step can be; toasts on their own backing; the Aspired Artifact's
Location marker and the Obstacle on the map; pawns and Visited tokens laid out around
crowded Cities; the personality's tooltip in each play area."""

from __future__ import annotations

from game.core.seats import bot_rng
from game.games.apocalypse.bots.levels import BOTS
from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules.state import ApocalypseState
from tests.games.apocalypse.helpers import ready
from tests.games.apocalypse.ui.test_playtest import kind, play_until
from tests.games.apocalypse.ui.test_playtest3 import shots


def every_log_line(players: int, seed: int) -> list[str]:
    """Each line every seat and a spectator read in a seeded bot game."""
    state = ApocalypseState.new({"round_limit": 20}, seed, players)
    rngs = [bot_rng(seed, k) for k in range(players)]
    lines: list[str] = []
    while not state.is_over():
        seat = state.to_move()[0]
        action = BOTS["normal"](state.view(seat), state.legal_actions(seat), rngs[seat])
        events = state.apply(seat, action)
        for reader in [*range(players), -1]:
            lines += [e.to_text() for e in (x.for_seat(reader) for x in events) if e]
    return lines


def test_no_reaction_window_pass_is_a_log_line():
    """Playtest 4: "Player 1 passes" came after every window. No reader's log has one,
    the passer's included; what is logged is the same whatever the hands (twins)."""
    lines = every_log_line(3, 5)
    assert len(lines) > 200
    assert not [line for line in lines if line.endswith(" passes")]


def test_staying_in_a_city_is_logged():
    """The Travel step taken without moving (rules: Travel to where you are) reads
    "Player 1 stays in London" for every reader."""
    s = ready(2, seed=3, places=("london", "cairo"))
    seat = s.to_move()[0]
    here = s.table.players[seat].place
    stay = A.Travel(here)
    assert stay in s.legal_actions(seat)
    events = s.apply(seat, stay)
    name = {"london": "London", "cairo": "Cairo"}[here]
    for reader in (0, 1, -1):
        seen = [e.for_seat(reader) for e in events]
        assert f"Player {seat + 1} stays in {name}" in [e.to_text() for e in seen if e]


def test_a_toast_over_the_log_hides_the_lines_under_it(apo):
    """Playtest 4: a toast faded in and out over the log's text. On the table it is
    drawn on an opaque plate: its words are the only ones inside it (screenshots)."""
    scene = play_until(apo, 4, lambda s: kind(s) == "menu:free_time")
    apo.table.toast("Passed for you: no card to play")
    apo.step(20)
    toast = apo.table.toasts[-1]
    anchor = scene.toast_anchor()
    box = toast.rect(anchor.centerx, anchor.top, anchor.width)
    assert apo.table.log_panel.rect.colliderect(box)  # it does go over the log
    shots(apo, "toast", "s7_map")
    canvas = apo.app.canvas
    plate = tuple(canvas.get_at((box.x + 12, box.y + 5)))
    inside = {tuple(canvas.get_at((x, box.y + 5))) for x in range(box.x + 12, box.right - 12)}
    assert inside == {plate}, "nothing under the toast shows through its top edge"
