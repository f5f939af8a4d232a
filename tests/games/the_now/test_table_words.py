"""A click The Now's rules refuse says why in the shell's refusal style (a toast in the
palette's ``bad`` colour, as Paradox Island's and a refused action's); the seats form and
the table's status line name the seats by colour. Driven through the real app, headless."""

from __future__ import annotations

import pytest

from game.core.match import Match
from game.core.registry import get_game
from game.core.seats import SeatSpec
from game.games.the_now.rules.field import FIELD
from game.games.the_now.screen.scene import TheNowScene
from game.ui.scenes.seats import SeatSetup
from game.ui.table import TableScene
from tests.ui.harness import TableHarness


@pytest.fixture
def harness():
    h = TableHarness()
    yield h
    h.close()


def test_a_refused_click_shows_why_in_the_refusal_colour(harness):
    """"Movement": a node not next to you is refused, in the refusal colour; the status
    line names the seat by its colour."""
    info = get_game("the_now")
    match = Match(info, info.resolve_options({"replacement": "off"}), 3,
                  ["human", "bot", "bot"])
    table = TableScene(harness.app, match, [SeatSpec("human"), SeatSpec("bot", "normal"),
                                            SeatSpec("bot", "normal")],
                       autosave=False, instant_bots=True)
    harness.app.push(table)
    harness.step(2)
    scene = table.game
    assert isinstance(scene, TheNowScene)
    for _ in range(400):  # the bots play until it is the human's turn
        if scene.my_turn() and not scene.busy():
            break
        harness.step()
    assert table.names == ["Orange", "Yellow", "Blue"]
    steps = len(match.steps)
    harness.click(scene.node_center(FIELD.rings[4][5]))
    toast = table.toasts[-1]
    assert "is not next to you" in toast.message
    assert toast.colour == harness.app.palette.bad
    assert len(match.steps) == steps


def test_the_seats_form_names_the_colours_the_options_deal(harness):
    """Perfect Balance names each seat's colour before the game; random colours are not
    dealt yet, so once they are chosen (by mouse) the form says "Player n"."""
    form = SeatSetup(harness.app, get_game("the_now"))
    harness.app.push(form)
    harness.step(2)

    def labels() -> list[str]:
        return [row.label for row in form.form()[0].rows if row.key.startswith("seat")]

    assert labels() == ["Orange", "Yellow", "Blue"]
    harness.click_button("Perfect Balance")
    harness.click_button("Random colours")
    assert form.chosen_options()["colours"] == "random"
    assert labels() == ["Player 1", "Player 2", "Player 3"]
    harness.step(2)
    harness.screenshot("now_seats_random_colours")
