"""Why an action is refused, in a player's words (for ``IllegalAction`` and screens).

The rules decide legality by listing legal actions; this module only explains
a refusal, checking the common causes in the order a player would think of
them. It never says anything the seat may not know.

>>> from game.games.the_now.rules.state import TheNowState
>>> state = TheNowState.new({"replacement": "off"}, 1, 3)
>>> why_not(state.table, state.to_move()[0], A.Attack("yellow"))
'the safety period (rounds 1-3) allows no attacks'
"""

from __future__ import annotations

from game.core.values import Action
from game.games.the_now.rules import actions as A
from game.games.the_now.rules.catalog import ARTIFACTS, NUMBERS, artifact_kind
from game.games.the_now.rules.field import FIELD, TRACK
from game.games.the_now.rules.table import Table

AU_COST: dict[type[Action], int] = {A.Organize: NUMBERS.organize.activity_units,
                                    A.Extract: NUMBERS.extraction.activity_units,
                                    A.Impact: 1}


def why_not(t: Table, seat: int, action: Action) -> str:
    """The likeliest reason ``action`` is not legal for ``seat`` now."""
    if t.stage == "over":
        return "the game is over"
    if t.pending or not t.started or seat != t.current:
        return "it is not your turn to do that: another decision is owed first"
    turn = t.turn
    if turn.logistic >= 0:
        return _logistic_reason(t, action)
    if turn.offer is not None and not isinstance(action, (A.ChangeOffer, A.OfferArtifact,
                                                          A.SendOffer, A.CancelOffer)):
        return "send or drop the exchange offer first"
    player = t.players[seat]
    needed = AU_COST.get(type(action), 0)
    if needed > turn.au:
        units = "activity unit" if needed == 1 else "activity units"
        return f"that takes {needed} {units} and you have {turn.au} left"
    if isinstance(action, (A.Move, A.Jump)):
        if turn.moves >= t.speed(seat):
            return f"you have made all {t.speed(seat)} moves your speed allows"
        if player.energy < NUMBERS.move_cost:
            return "a move costs 1 energy"
        return f"you cannot reach {FIELD.name(action.to)} from here"
    if isinstance(action, A.Organize):
        if player.energy < NUMBERS.organize.energy:
            return f"organizing costs {NUMBERS.organize.energy} energy"
        if player.pos in t.events:
            return "there is an event on this node already"
        return "that card cannot be laid here that way"
    if isinstance(action, A.Attack):
        if TRACK.safe(t.round):
            return "the safety period (rounds 1-3) allows no attacks"
        if turn.attacked:
            return "you may attack only once a turn"
        if "energy_gun" not in player.items:
            return "attacking needs an Energy Gun"
        return "that player is not on your node"
    if isinstance(action, A.Buy) and turn.bought:
        return "you may buy or upgrade only one item a turn"
    if isinstance(action, A.Impact) and turn.impacts >= NUMBERS.impacts_per_turn:
        return f"at most {NUMBERS.impacts_per_turn} impact a turn"
    if isinstance(action, A.Discharge) and turn.discharged:
        return "you may discharge only one artifact a turn"
    copy = getattr(action, "artifact", "")
    if copy and artifact_kind(copy) in ARTIFACTS:
        group = ARTIFACTS[artifact_kind(copy)].group
        if group == "events" and TRACK.pre_realization(t.round):
            return "no Events artifact in the pre-realization round"
        if isinstance(action, A.Cast) and not t.may_cast(seat, copy):
            return "you have cast that artifact already"
    return "the rules do not allow it now"


def _logistic_reason(t: Table, action: Action) -> str:
    """Why a Logistic event's link, reinforcement or finish is refused."""
    if not isinstance(action, (A.LayLink, A.Reinforce, A.FinishLinks)):
        return "finish laying the Logistic event's links first"
    if isinstance(action, A.FinishLinks):
        return "the Logistic event needs at least one link back"
    edge = t.events[t.turn.logistic].edges[action.direction]
    if isinstance(action, A.LayLink) and edge is not None:
        return "that edge has a link already"
    if isinstance(action, A.Reinforce) and edge is None:
        return "there is no link on that edge to reinforce"
    rules = NUMBERS.logistic
    return (f"the links may total {rules.max_total} at most and each {rules.max_link} at "
            "most, with room kept for a link back")
