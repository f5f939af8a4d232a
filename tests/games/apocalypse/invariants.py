"""What must hold between any two steps of any game of The Apocalypse (the seeded
games of the test run and the soak check it after every step)."""

from __future__ import annotations

from game.games.apocalypse.rules.catalog import deck_list
from game.games.apocalypse.rules.powers import max_health
from game.games.apocalypse.rules.state import ApocalypseState
from game.games.apocalypse.rules.table import HAND_LIMIT, VISITED_TOKENS
from game.games.apocalypse.rules.vocabulary import DECKS, HAND_DECKS

EVERY = sorted(c for deck in DECKS for c in deck_list(deck))


def invariants(state: ApocalypseState) -> None:
    """What must hold between any two steps of any game."""
    t = state.table
    assert sorted(t.all_cards()) == EVERY, "a card went missing or doubled"
    leveling = t.decision is not None and t.decision["kind"] in ("raise_ability",
                                                                 "personality")
    pending = {(task.get("p"), task.get("deck")) for task in t.tasks
               if task["t"] == "hand_limit"}
    if t.decision is not None and t.decision["kind"] == "hand_limit":
        pending.add((t.decision["seat"], t.decision["deck"]))
    for seat, p in enumerate(t.players):
        assert 0 <= p.health <= max_health(t, seat), "Health out of bounds"
        assert p.xp >= 0 and (p.xp < 10 or leveling) and p.level >= 1
        assert p.research >= 0 and p.equipment >= 0
        assert len(p.visited) <= VISITED_TOKENS and len(set(p.visited)) == len(p.visited)
        assert "unknown" not in p.visited
        for deck in HAND_DECKS:
            assert len(p.hand[deck]) <= HAND_LIMIT or (seat, deck) in pending
        assert all(tokens < 7 for tokens in p.learning.values())
        if p.place is None and t.phase == "play":
            assert p.back_round > 0 or t.round <= 1
    aspired = sum(1 for p in t.players if p.aspired is not None)
    assert len(t.markers) + aspired == 18
    if t.decision is None or t.decision["kind"] != "window":
        assert t.token_active == (not any(t.in_unknown(s) for s in range(t.n)))
    assert t.round_limit is None or t.round <= t.round_limit
