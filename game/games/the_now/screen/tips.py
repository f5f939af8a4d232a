"""Tooltips: every node, card, item, artifact, tablet and round of the track, in words.

>>> item_tip("accelerator", 0).split(".")[0]
'Accelerator (not bought)'
"""

from __future__ import annotations

from typing import Any

from game.games.the_now.rules.catalog import ARTIFACTS, ITEMS, NUMBERS, artifact_kind
from game.games.the_now.rules.field import TRACK, V616
from game.games.the_now.rules.views import is_realized, node_outcome, pawns_at
from game.games.the_now.rules.words import who
from game.games.the_now.screen.words import capital, item_level_words, place, plus_minus

ITEM_TEXT = {
    "energy_gun": "Shoot a player on your node, once a turn, never in rounds 1-3: you pay the "
                  "expense, they lose the damage less their shield.",
    "shield_generator": "Every shot at you takes less energy: the defense.",
    "accelerator": "More moves a turn (each still costs 1 energy).",
    "kinetic_storage": "Takes 1 energy each time your pawn moves (a step, a surf, a jump); "
                       "empty it all at once on your turn, and it is discarded.",
    "link_amplifier": "Reinforce a link to or from your node by 1 (3 a turn, never above 4); "
                      "each costs a charge, and it is discarded when spent.",
}
ARTIFACT_TEXT = {
    "collapse_generator": "Movement. 4 charges: a charge and 1 energy move you to any "
                          "unrealized node, or to V616 Mon beside the field (no events there; "
                          "extraction 17). Leaving for V616 Mon opens a wormhole behind you; "
                          "its owner may pass it as a normal move, then it closes.",
    "hole_in_the_box": "Energy. Borrow up to 10 energy a turn (anti-charge at most 32) and pay "
                       "it back when you like. After each of your turns the tension rises by "
                       "0, 1, 2 or 4 (anti-charge 0, 1-10, 11-20, 21-32); past 12 it "
                       "annihilates: you, then the nearest players, lose energy until the "
                       "anti-charge is spent.",
    "lachesis_needle": "Events. 3 pairs: link your node to a later unrealized node at most 2 "
                       "away (not linked yet) by a cause or a hindrance of strength 2.",
    "symmetrical_stabilizer": "Events. 2 charges: 3 impact for or against the event on your "
                              "node and on the two nodes of your ring a third of a turn away; "
                              "an empty node keeps it waiting for its event.",
    "collector_module": "Energy. 3 charges: an extraction also collects the blue circles of "
                        "the neighbouring unrealized events (5 to 13 more).",
    "tangle_of_fates": "Events. Laid free as an event on your empty node; then everyone bets "
                       "in secret whether it occurs (1 token each, 3 for you), attaching "
                       "impacts at 8 energy each (1 now, 7 when bets open). Each token on the "
                       "side that comes true scores 1 point.",
}
GROUP_RULE = ("One artifact of each group a turn; no Events artifact in a pre-realization "
              f"round. From your hand: cast it, or discharge it for {NUMBERS.discharge} energy "
              "(once a turn).")


def card_tip(face: dict[str, Any]) -> str:
    """What an event card does, as the card shows it."""
    name = face["name"]
    if face.get("symbol"):
        return f"{name}: {ARTIFACT_TEXT['tangle_of_fates']} {GROUP_RULE}"
    points = face["points"]
    unit = f"{points} point{'s' if points != 1 else ''}"
    verb = {"gain": "gains", "lose": "loses"}.get(face["centre"], "")
    parts = [f"'{name}'."]
    if not verb:
        parts.append("Grey centre: nobody's points change.")
    else:
        for arc, when in (("yes", "occurs"), ("no", "does not occur")):
            colour = face[arc]
            if colour == "?":
                parts.append(f"If it {when}, the player you put on this arc {verb} {unit}.")
            elif colour:
                parts.append(f"If it {when}, {who(colour)} {verb} {unit}.")
    links = face.get("links", [])
    if face.get("flexible") == "logistic":
        parts.append("Logistic: you lay its links yourself (at least one backward, total "
                     "strength 8 at most, each 4 at most).")
    elif links:
        words = [f"{lk['type']} {lk['dir']}" for lk in links]
        parts.append(f"Links: {', '.join(words)} (forward links face later nodes).")
    if face.get("flexible") == "attacking":
        parts.append("Attacking: you put two other players on its arcs.")
    if face.get("flexible") == "supporting":
        parts.append("Supporting: you put another player on one arc.")
    if face["bonus"]:
        parts.append(f"Extraction here +{face['bonus']}.")
    if face["artifact"]:
        parts.append("Artifact mark: organizing it from round 6 gives an artifact.")
    if list(face["radii"]) != [1, 2, 3, 4]:
        rings = ", ".join(str(r) for r in face["radii"])
        parts.append(f"Only on rings {rings}.")
    if face.get("not_now"):
        parts.append("Not on nodes realized at the end of the current round.")
    return " ".join(parts)


def event_tip(event: dict[str, Any]) -> list[str]:
    """The lines about an event lying on a node."""
    lines = [f"Event '{event['name']}'"]
    if event["centre"] != "neutral" and not str(event["card"]).startswith("tangle"):
        verb = "gains" if event["centre"] == "gain" else "loses"
        unit = f"{event['points']} point{'s' if event['points'] != 1 else ''}"
        if event["yes"]:
            lines.append(f"occurs: {who(event['yes'])} {verb} {unit}")
        if event["no"]:
            lines.append(f"fails: {who(event['no'])} {verb} {unit}")
    tie = "occurs" if event["token"] == "yes" else "fails"
    owner = who(event["organizer"]) if event["organizer"] else "the neutral token"
    lines.append(f"a tie {tie} ({owner})")
    if event.get("outcome") is None:
        if event["links_now"] is not None:
            lines.append(f"links to realized events {plus_minus(event['links_now'])}"
                         if event["links_now"] else "no realized links yet")
        if event["impact"]:
            lines.append(f"impacts {plus_minus(event['impact'])}")
    for colour, yes, no in event.get("bets", []):
        lines.append(f"{who(colour)} bet {yes} on it occurring, {no} on it failing")
    return lines


def node_tip(view: dict[str, Any], node: int, extra: list[str]) -> str:
    """A node: its place in time, what is on it, and what a click would do here."""
    if node == V616:
        v = view["field"]["v616"]
        here = ", ".join(who(c) for c in pawns_at(view, V616))
        lines = [f"V616 Mon: extraction {v['extraction']}, no events"]
        if here:
            lines.append(f"{here} here")
        return ". ".join(capital(line) for line in [*lines, *extra]) + "."
    info = view["field"]["nodes"][node]
    ring = info["ring"]
    phase_end = TRACK.last_round(ring) if ring < len(TRACK.phases) else 0
    lines = [capital(place(node))]
    if is_realized(view["field"], node):
        outcome = {"yes": "its event occurred", "no": "its event did not occur"}.get(
            node_outcome(view["field"], node) or "", "it was empty")
        lines.append(f"in the past: {outcome}")
    else:
        lines.append(f"realized {_nth(info['place'])} after round {phase_end}; extraction "
                     f"{info['extraction']}")
    if info["event"]:
        lines += event_tip(info["event"])
    if info["delayed"]:
        lines.append(f"a delayed impact of {plus_minus(info['delayed'])} waits for an event")
    if info["wormhole"]:
        lines.append("a wormhole to V616 Mon")
    here = pawns_at(view, node)
    if here:
        lines.append(f"here: {', '.join(who(c) for c in here)}")
    return ". ".join(capital(line) for line in [*lines, *extra]) + "."


def _nth(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


def item_tip(item: str, level: int) -> str:
    info = ITEMS[item]
    now = f"level {level} of {len(info.levels)}" if len(info.levels) > 1 else "bought"
    lines = [f"{info.name} ({now if level else 'not bought'}). {ITEM_TEXT[item]}"]
    if level:
        lines.append(f"Now: {item_level_words(item, level)}.")
    if level < len(info.levels):
        nxt = info.levels[level]
        verb = "Buy" if not level else "Upgrade"
        lines.append(f"{verb}: {nxt.price} energy for {item_level_words(item, level + 1)} "
                     "(one purchase a turn).")
    return " ".join(lines)


def artifact_tip(copy: str, tokens: dict[str, int] | None) -> str:
    kind = artifact_kind(copy.removeprefix("hand:"))
    name = ARTIFACTS[kind].name
    lines = [f"{name}: {ARTIFACT_TEXT[kind]}"]
    if tokens is not None:
        if kind == "hole_in_the_box":
            lines.append(f"Anti-charge {tokens.get('anticharge', 0)}, tension "
                         f"{tokens.get('tension', 0)} of 12.")
        elif kind == "lachesis_needle":
            lines.append(f"{tokens.get('pairs', 0)} pairs left.")
        elif kind == "tangle_of_fates":
            node = tokens.get("node", -1)
            lines.append(f"Laid at {place(node)}." if node >= 0 else "")
        else:
            lines.append(f"{tokens.get('charges', 0)} charges left.")
    else:
        lines.append(GROUP_RULE)
    return " ".join(line for line in lines if line)


def tablet_tip(player: dict[str, Any], history: list[int]) -> str:
    """A player's tablet; ``history``: their points after each realized phase."""
    energy = "secret while bets are open" if player["energy"] is None else player["energy"]
    lines = [f"{player['name']}, {player['faction']}: {player['points']} points, energy "
             f"{energy}", f"{player['hand']} event cards and {player['artifacts']} artifacts "
             "in hand"]
    if player["drawn"]:
        lines.append(f"choosing 1 of {player['drawn']} drawn cards")
    if history:
        lines.append("points after each phase: " + ", ".join(map(str, history)))
    if player["out"]:
        lines.append("out of energy: the sphere has stopped (can still win)")
    return ". ".join(capital(line) for line in lines) + "."


def track_tip(view: dict[str, Any], round_: int) -> str:
    phase = TRACK.phase_of(round_)
    first, last = TRACK.phases[phase]
    lines = [f"Round {round_}: phase {phase} (rounds {first}-{last}); ring {phase} is realized "
             f"after round {last}"]
    if TRACK.safe(round_):
        lines.append("safety: no attacks")
    if TRACK.artifacts_open(round_):
        lines.append("artifacts: an event with the artifact mark gives an artifact")
    if TRACK.pre_realization(round_):
        lines.append("pre-realization: no Events artifacts")
    if round_ == view.get("round"):
        lines.append("the Now is here")
    return ". ".join(capital(line) for line in lines) + "."
