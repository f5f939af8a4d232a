"""What a captive learned about the island: the answers told to them alone.

The oracle's answers, the spaces OP names for a scan or a peek, and where OP marks
one of its pieces for Granddead are the clues of the deduction. In the log they
scroll away under the next bots' turns, so the notebook keeps them pinned at the
top of the "Heard" box. They come only from the viewer's own notebook (what OP told
that seat), so no other captive's screen shows them.

>>> from game.games.paradox_island.screen.words import Narrator
>>> entries = [{"kind": "turn_started", "seat": 1, "round": 2},
...            {"kind": "oracle_answer", "seat": 1, "piece": 0, "direction": "NE",
...             "label": "anomaly:thicket"}]
>>> learned_facts(entries, 1, Narrator(["OP", "Phil"]))
['Round 2 · NE of Phil: the thicket anomaly']
"""

from __future__ import annotations

from typing import Any

from game.games.paradox_island.screen.words import Narrator, label_words

#: What OP named for a bonus, by the bonus: "{d}" is the direction chosen.
NAMED_FOR = {"line_scan": "the {d} line, shuffled", "six_around": "all around, shuffled",
             "peek": "a peek {d}"}


def learned_facts(entries: list[dict[str, Any]], seat: int, narrator: Narrator) -> list[str]:
    """Each clue told to ``seat``, oldest first, with the round it was told in."""
    facts, round_number = [], 0
    for entry in entries:
        kind = entry.get("kind")
        if kind == "turn_started":
            round_number = int(entry.get("round", round_number))
            continue
        if entry.get("seat") != seat:
            continue
        when = f"Round {round_number} · "
        if kind == "oracle_answer":
            who = narrator.piece(seat, int(entry.get("piece", 0)))
            facts.append(f"{when}{entry['direction']} of {who}: {label_words(entry['label'])}")
        elif kind == "spaces_named":
            what = NAMED_FOR.get(entry.get("bonus", ""), "named").format(
                d=entry.get("direction", ""))
            named = ", ".join(label_words(label) for label in entry.get("labels", ()))
            facts.append(f"{when}{what}: {named}")
        elif kind == "piece_spotted":
            piece, label = str(entry.get("op_piece", "")).capitalize(), entry.get("label", "")
            where = "off the island" if label == "gone" else f"on {label_words(label)}"
            facts.append(f"{when}the {piece} {where}")
    return facts
