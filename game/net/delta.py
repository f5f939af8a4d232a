"""What changed between two JSON pictures: ``advance`` makes the new picture and the
patch to it, ``patch`` applies a patch.

An update sends a seat the patch from the picture it was last sent to its new
one, so a long game's updates stay as small as its early ones (a notebook that
only grows sends its new lines, not the whole book). The patch depends on the
two pictures alone, so it tells a seat nothing its views do not.

A patch is a JSON object; which kind it is follows from the old value it
applies to (a dict is patched into a dict and a list into a list; anything
else is replaced whole by the parent):

- a dict's patch: ``{"set": {key: value}, "sub": {key: patch}, "del": [key]}``;
- a list's patch, same length: ``{"set": {"3": value}, "sub": {"0": patch}}``;
- a list's patch, other length (or most of it changed, when shorter so):
  ``{"at": [start, cut, [items]]}``, the ``cut`` items from ``start`` replaced by
  the new ones (what stays at both ends is kept); where items stay between the
  changes and it is shorter, several splices follow one another, ``{"at": [start,
  cut, [items], start, cut, [items], ...]}``, each ``start`` and ``cut`` counted
  in the old list, in order.

Each part is left out when empty.

>>> old = {"round": 3, "notes": ["a", "b"], "gone": 1}
>>> new = {"round": 4, "notes": ["a", "b", "c"]}
>>> diff(old, new)
{'set': {'round': 4}, 'sub': {'notes': {'at': [2, 0, ['c']]}}, 'del': ['gone']}
>>> patch(old, diff(old, new)) == new
True

Cost. ``advance`` builds the new picture from the view a game hands out and
the last picture, sharing with it every part that did not change, so a step
costs what changed, not the size of the picture. It relies on what every
game's view keeps to (``tests/net/test_delta.py`` checks each game): **a list
a view hands out, and what it holds, is never changed afterwards** (a
notebook's or a log's entries are written once; the state's working lists are
copied by the view). A list's items go into the picture as they are, not
copied, so the next view's same entry is the very same object and costs one
pointer comparison; a long list that only grows costs its new items. A dict's
values are copied into the picture, and compared by value each step.

Several recipients of one step see much alike (a board the same for every
seat, built once: ``GameState.views``). Given a ``Shared`` for the step,
``advance`` works out each part the views share once: a recipient whose last
picture of that part equals another's is given the same new picture and
patch, and from then on their pictures share that part, so the next step
finds it by one pointer comparison.
"""

from __future__ import annotations

from difflib import SequenceMatcher
from typing import Any

import msgspec

#: Past this share of a same-length list changed, a splice is sent where it is shorter
#: than the item patches.
ITEMWISE = 0.5
#: Longest run of a list (either side) looked through for items that stay between splices.
SPLICED = 200
#: ``advance``'s change when the new value replaces the old one whole.
REPLACE = "replace"
_MISSING = object()


class PatchError(ValueError):
    """A patch that does not fit the value it is applied to."""


class Shared:
    """What ``advance`` worked out for one step's views, by the part of a view it
    advanced (a dict or list the views share): the picture it advanced from, and the new
    picture and change. Keep one for one step's views only (it holds the views' parts,
    so none of them is freed and its ``id`` taken by another while it lives)."""

    def __init__(self) -> None:
        self.done: dict[int, tuple[Any, Any, Any, Any]] = {}

    def find(self, before: Any, now: Any) -> tuple[Any, Any] | None:
        """The picture and change from ``before`` to ``now``, if worked out already for a
        picture equal to ``before``."""
        found = self.done.get(id(now))
        if found is None or not (found[1] is before or found[1] == before):
            return None
        return found[2], found[3]

    def keep(self, before: Any, now: Any, result: tuple[Any, Any]) -> tuple[Any, Any]:
        self.done[id(now)] = (now, before, *result)
        return result


def diff(old: Any, new: Any) -> dict[str, Any] | None:
    """The patch from ``old`` to ``new`` (both dicts or both lists), or None if equal."""
    if old == new:
        return None
    if not _patchable(old, new):
        raise PatchError("only a dict into a dict or a list into a list can be patched")
    return advance(old, new)[1]


def advance(before: Any, now: Any, shared: Shared | None = None) -> tuple[Any, Any]:
    """The picture of ``now`` and the change from ``before`` to it.

    ``before`` is the last picture (plain JSON, as the recipient holds it); ``now`` is
    the new value as a game hands it out (tuples, keys that are not strings and values
    with a JSON form of their own become plain JSON). The change is None when the
    picture did not change (the picture returned is then ``before``), ``REPLACE`` when
    the new picture replaces the old whole, else a patch. ``shared``: what was worked
    out for other recipients of the same views (see ``Shared``).
    """
    if isinstance(now, dict):
        if isinstance(before, dict):
            if shared is None:
                return _advance_dict(before, now, None)
            found = shared.find(before, now)
            return found or shared.keep(before, now, _advance_dict(before, now, shared))
    elif isinstance(now, list | tuple):
        if isinstance(before, list):
            if shared is None:
                return _advance_list(before, now, None)
            found = shared.find(before, now)
            return found or shared.keep(before, now, _advance_list(before, now, shared))
    elif now is None or isinstance(now, str | int | float):
        if before == now and not isinstance(before, dict | list):
            return before, None
        return now, REPLACE
    else:
        return advance(before, _plain(now))
    fresh = _fresh(now)
    return (before, None) if fresh == before else (fresh, REPLACE)


def _patchable(old: Any, new: Any) -> bool:
    return (isinstance(old, dict) and isinstance(new, dict)) or (
        isinstance(old, list) and isinstance(new, list))


def _advance_dict(before: dict[str, Any], now: dict[Any, Any], shared: Shared | None,
                  ) -> tuple[Any, Any]:
    out: dict[str, Any] = {}
    set_: dict[str, Any] = {}
    sub: dict[str, Any] = {}
    for key, value in now.items():
        if type(key) is not str:
            return _advance_dict(before, _plain(now), None)
        old = before.get(key, _MISSING)
        if old is value or (old is not _MISSING and old == value):
            out[key] = old
        elif old is _MISSING:
            out[key] = set_[key] = _fresh(value)
        else:
            out[key], change = advance(old, value, shared)
            if change is REPLACE:
                set_[key] = out[key]
            elif change is not None:
                sub[key] = change
    gone = [key for key in before if key not in out] if len(out) != len(before) or set_ else []
    if not (set_ or sub or gone):
        return before, None
    return out, _parts(set_, sub, gone)


def _advance_list(before: list[Any], now: list[Any] | tuple[Any, ...], shared: Shared | None,
                  ) -> tuple[Any, Any]:
    if type(now) is not list:
        now = list(now)
    old_length, length = len(before), len(now)
    if old_length == length:
        if now == before:
            return before, None
        return _advance_items(before, now, shared)
    shortest = min(old_length, length)
    if now[:shortest] == before[:shortest]:  # one comparison in C: the common growing list
        start = shortest
    else:
        start = next(i for i in range(shortest) if not _same(now[i], before[i]))
    end = 0
    while end < shortest - start and _same(now[length - 1 - end], before[old_length - 1 - end]):
        end += 1
    items = [_item(value) for value in now[start:length - end]]
    out = [*before[:start], *items, *before[old_length - end:]]
    splice = {"at": [start, old_length - start - end, items]}
    if start < old_length - end and start < length - end:  # something replaced: kept inside?
        return _fewer_splices(before, now, start, end, (out, splice))
    return out, splice


def _advance_items(before: list[Any], now: list[Any], shared: Shared | None,
                   ) -> tuple[Any, Any]:
    """Two lists of one length that differ: patched item by item, or spliced where most
    of the list changed and one splice is shorter."""
    out = list(before)
    set_: dict[str, Any] = {}
    sub: dict[str, Any] = {}
    changed = [i for i, (old, new) in enumerate(zip(before, now, strict=True))
               if not _same(new, old)]
    for i in changed:
        out[i], change = advance(before[i], now[i], shared)
        if change is REPLACE:
            set_[str(i)] = out[i]
        elif change is not None:
            sub[str(i)] = change
    itemwise = _parts(set_, sub, [])
    if len(changed) > ITEMWISE * len(now):
        first, last = changed[0], changed[-1]
        splice = {"at": [first, last - first + 1, out[first:last + 1]]}
        if len(msgspec.json.encode(splice)) < len(msgspec.json.encode(itemwise)):
            return _fewer_splices(before, now, first, len(now) - last - 1, (out, splice))
    return out, itemwise


def _fewer_splices(before: list[Any], now: list[Any], start: int, end: int,
                   one: tuple[list[Any], dict[str, Any]]) -> tuple[list[Any], dict[str, Any]]:
    """``one`` splice of ``before[start:-end]`` to ``now[start:-end]``, or several where
    items in between stay (a link added in the middle of a sorted list, another further
    on: the items between them are not sent again), whichever is shorter."""
    old_stop, stop = len(before) - end, len(now) - end
    if max(old_stop - start, stop - start) > SPLICED:
        return one
    matcher = SequenceMatcher(None, [msgspec.json.encode(v) for v in before[start:old_stop]],
                              [msgspec.json.encode(v) for v in now[start:stop]],
                              autojunk=False)
    blocks = matcher.get_opcodes()
    if len(blocks) < 2:
        return one
    out, at = before[:start], []
    for tag, i1, i2, j1, j2 in blocks:
        if tag == "equal":
            out += before[start + i1:start + i2]
            continue
        items = [_item(value) for value in now[start + j1:start + j2]]
        out += items
        at += [start + i1, i2 - i1, items]
    out += before[old_stop:]
    several = {"at": at}
    if len(msgspec.json.encode(several)) < len(msgspec.json.encode(one[1])):
        return out, several
    return one


def _same(new: Any, old: Any) -> bool:
    return new is old or new == old


def _plain(value: Any) -> Any:
    """``value``'s JSON form as new plain values (tuples as lists, keys as strings)."""
    return msgspec.json.decode(msgspec.json.encode(value))


def _fresh(value: Any) -> Any:
    """The picture of a value seen for the first time: dicts copied, list items taken as
    they are where they are plain JSON (see ``_item``)."""
    if isinstance(value, dict):
        if all(type(key) is str for key in value):
            return {key: _fresh(item) for key, item in value.items()}
        return _plain(value)
    if isinstance(value, list | tuple):
        return [_item(item) for item in value]
    if value is None or isinstance(value, str | int | float):
        return value
    return _plain(value)


def _item(value: Any) -> Any:
    """A list item for the picture: the view's own dict or list when it is plain JSON (a
    view never changes a list item it handed out), else its plain copy."""
    if value is None or isinstance(value, str | int | float):
        return value
    plain = _plain(value)
    return value if type(value) in (dict, list) and plain == value else plain


def _parts(set_: dict[str, Any], sub: dict[str, Any], gone: list[str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if set_:
        out["set"] = set_
    if sub:
        out["sub"] = sub
    if gone:
        out["del"] = gone
    return out


def patch(old: Any, change: Any) -> Any:
    """``old`` with ``change`` applied (a new value; ``old`` is left as it was).

    A patch that does not fit ``old`` raises ``PatchError``.
    """
    if not isinstance(change, dict):
        raise PatchError("a patch is a JSON object")
    if isinstance(old, dict):
        return _patch_dict(old, change)
    if isinstance(old, list):
        return _patch_list(old, change)
    raise PatchError("only a JSON object or array can be patched")


def _patch_dict(old: dict[str, Any], change: dict[str, Any]) -> dict[str, Any]:
    set_, sub, gone = _read_parts(change, {"set", "sub", "del"})
    out = dict(old)
    for key in gone:
        if key not in out:
            raise PatchError(f"no key {str(key)[:40]!r} to delete")
        del out[key]
    for key, value in sub.items():
        if key not in out:
            raise PatchError(f"no key {key[:40]!r} to patch")
        out[key] = patch(out[key], value)
    out.update(set_)
    return out


def _patch_list(old: list[Any], change: dict[str, Any]) -> list[Any]:
    if "at" in change:
        if set(change) != {"at"}:
            raise PatchError("a splice comes alone")
        at = change["at"]
        if not (isinstance(at, list) and at and len(at) % 3 == 0):
            raise PatchError("a splice is [start, cut, [items]], and more follow alike")
        out, done = [], 0
        for n in range(0, len(at), 3):
            start, cut, items = at[n:n + 3]
            if not (type(start) is int and type(cut) is int and isinstance(items, list)):
                raise PatchError("a splice is [start, cut, [items]]")
            if start < done or cut < 0 or start + cut > len(old):
                raise PatchError("a splice outside the list, or before the one it follows")
            out += [*old[done:start], *items]
            done = start + cut
        return out + old[done:]
    set_, sub, _ = _read_parts(change, {"set", "sub"})
    out = list(old)
    for key in [*set_, *sub]:
        if not (key.isdigit() and int(key) < len(out)):
            raise PatchError(f"no item {key[:20]!r} in a list of {len(out)}")
    for key, value in sub.items():
        out[int(key)] = patch(out[int(key)], value)
    for key, value in set_.items():
        out[int(key)] = value
    return out


def _read_parts(change: dict[str, Any], allowed: set[str],
                ) -> tuple[dict[str, Any], dict[str, Any], list[Any]]:
    if not set(change) <= allowed:
        raise PatchError(f"unknown patch parts: {sorted(set(change) - allowed)[:3]}")
    set_, sub, gone = change.get("set", {}), change.get("sub", {}), change.get("del", [])
    if not (isinstance(set_, dict) and isinstance(sub, dict) and isinstance(gone, list)
            and all(isinstance(key, str) for key in gone)):
        raise PatchError("set and sub are objects, del a list of keys")
    return set_, sub, gone
