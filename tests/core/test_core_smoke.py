from game.core.match import Match
from game.core.seats import parse_seats, play_bots
from tests.core import toy  # noqa: F401  (registers the toy game)


def test_toy_plays_saves_and_replays(tmp_path):
    seats = parse_seats("bot,bot")
    m = Match.create("toy", {"pile": "9"}, 3, [s.label() for s in seats])
    play_bots(m, seats)
    assert m.state.is_over()
    m.save(tmp_path / "g.json")
    again = Match.load(tmp_path / "g.json")
    assert again.state.state_hash() == m.state.state_hash()
