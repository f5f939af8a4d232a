"""An update's events packed for the wire, and unpacked by the client as they were.

A step that realizes a ring of The Now, or plays out the rest of a game, is
many events of a few kinds: one pawn's surf after another, each with the same
field names. On the wire an update names each form once: an event whose form
(its kind and field names, in order) comes more than once in the update is
sent as a row ``[form, value, ...]``, and the update's ``forms`` lists each
form as ``[kind, field, ...]``. Other events go as they are, so an update of
one or two events is what it was. The client unpacks every row to the very
event it stands for (``unpack``): its log, its recap and what it hands on are
the same as if nothing had been packed.

>>> moved = [{"kind": "moved", "player": p, "to": n} for p, n in (("red", 4), ("blue", 5))]
>>> packed = pack({"type": "update", "events": [*moved, {"kind": "turn_ended"}]})
>>> packed["forms"], packed["events"]
([['moved', 'player', 'to']], [[0, 'red', 4], [0, 'blue', 5], {'kind': 'turn_ended'}])
>>> unpack(packed["forms"], packed["events"]) == [*moved, {"kind": "turn_ended"}]
True
"""

from __future__ import annotations

from collections import Counter
from typing import Any


class PackError(ValueError):
    """Packed events that do not fit their forms."""


def pack(message: dict[str, Any]) -> dict[str, Any]:
    """``message`` (an ``update``) with its events packed, where a form repeats; else
    ``message`` itself. The message is not changed."""
    events = message["events"]
    if len(events) < 2:
        return message
    shapes = [(event["kind"], *(key for key in event if key != "kind")) for event in events]
    repeated = {shape for shape, count in Counter(shapes).items() if count > 1}
    if not repeated:
        return message
    forms: dict[tuple[str, ...], int] = {}
    packed: list[Any] = []
    for shape, event in zip(shapes, events, strict=True):
        if shape in repeated:
            number = forms.setdefault(shape, len(forms))
            packed.append([number, *(event[key] for key in shape[1:])])
        else:
            packed.append(event)
    return {**message, "forms": [list(shape) for shape in forms], "events": packed}


def unpack(forms: list[Any], events: list[Any]) -> list[dict[str, Any]]:
    """The events of a packed update, each as the host's game wrote it (``PackError``
    for a row that fits no form)."""
    if not all(isinstance(form, list) and form and all(isinstance(k, str) for k in form)
               for form in forms):
        raise PackError("a form is a list of names: [kind, field, ...]")
    out = []
    for event in events:
        if not isinstance(event, list):
            out.append(event)
            continue
        number = event[0] if event else None
        if type(number) is not int or not 0 <= number < len(forms) \
                or len(event) != len(forms[number]):
            raise PackError("a packed event fits no form of its update")
        kind, *keys = forms[number]
        out.append({"kind": kind, **dict(zip(keys, event[1:], strict=True))})
    return out
