"""The invariants of The Now, checked after every step of a seeded game (by
``test_bot_games`` and by the soak's hook in ``seeded``)."""

from __future__ import annotations

from collections import Counter

from game.games.the_now.rules.field import FIELD, TRACK, V616
from game.games.the_now.rules.setup import every_artifact, every_card
from game.games.the_now.rules.state import TheNowState


class Watch:
    """What must never change, carried from step to step."""

    def __init__(self, state: TheNowState) -> None:
        t = state.table
        self.cards = Counter(every_card(t))
        self.artifacts = Counter(every_artifact(t))
        self.past: dict[int, tuple[bool | None, str]] = {}

    def check(self, state: TheNowState) -> None:
        t = state.table
        assert len(FIELD.hexes) == 61 and set(t.realized) <= set(range(61))
        for node, seen in self.past.items():
            placed = t.events.get(node)
            assert (t.realized[node], placed.card if placed else "") == seen, "the past changed"
        for node, outcome in t.realized.items():
            placed = t.events.get(node)
            self.past[node] = (outcome, placed.card if placed else "")
        for seat, player in enumerate(t.players):
            assert player.energy >= 0
            assert (player.energy == 0) == player.out
            surfing = any(d["kind"] == "surf" and d["seat"] == seat for d in t.pending)
            stuck = t.stage == "over"  # the last node has nowhere left to surf to
            assert player.out or surfing or stuck or player.pos == V616 \
                or not t.is_realized(player.pos)
        done = [k for k in range(5) if all(n in t.realized for n in FIELD.rings[k])]
        histories = {len(p.history) for p in t.players}
        assert len(histories) == 1
        length = histories.pop()
        if t.stage == "turns":
            assert length == TRACK.phase_of(t.round) == len(done)
        assert length <= len(done) <= length + 1
        assert Counter(every_card(t)) == self.cards, "an event card went missing or doubled"
        assert Counter(every_artifact(t)) == self.artifacts, "an artifact went missing"

    def end(self, state: TheNowState) -> None:
        """After round 20: every node realized, five phases in every history, the
        winners hold the most points."""
        t = state.table
        assert state.is_over() and t.round == 20 and len(t.realized) == 61
        assert all(len(p.history) == 5 and p.history[-1] == p.points for p in t.players)
        outcome = state.outcome()
        assert outcome is not None and outcome.winners
        best = max(p.points for p in t.players)
        assert all(t.players[w].points == best for w in outcome.winners)
