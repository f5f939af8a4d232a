"""What changed between two JSON values: ``diff`` makes a patch, ``patch`` applies it.

An update sends a seat the patch from the picture it was last sent to its new
one, so a long game's updates stay as small as its early ones (a notebook that
only grows sends its new lines, not the whole book). The patch depends on the
two pictures alone, so it tells a seat nothing its views do not.

A patch is a JSON object; which kind it is follows from the old value it
applies to (``diff`` only patches a dict into a dict and a list into a list;
anything else is replaced whole by the parent):

- a dict's patch: ``{"set": {key: value}, "sub": {key: patch}, "del": [key]}``;
- a list's patch, same length: ``{"set": {"3": value}, "sub": {"0": patch}}``;
- a list's patch, other length: ``{"at": [start, cut, [items]]}``, the items
  from ``start`` replaced by the new ones (what stays at both ends is kept).

Each part is left out when empty.

>>> old = {"round": 3, "notes": ["a", "b"], "gone": 1}
>>> new = {"round": 4, "notes": ["a", "b", "c"]}
>>> diff(old, new)
{'set': {'round': 4}, 'sub': {'notes': {'at': [2, 0, ['c']]}}, 'del': ['gone']}
>>> patch(old, diff(old, new)) == new
True
"""

from __future__ import annotations

from typing import Any

#: Patch a same-length list item by item while at most this share of it changed.
ITEMWISE = 0.5


class PatchError(ValueError):
    """A patch that does not fit the value it is applied to."""


def diff(old: Any, new: Any) -> dict[str, Any] | None:
    """The patch from ``old`` to ``new`` (both dicts or both lists), or None if equal."""
    if old == new:
        return None
    if isinstance(old, dict) and isinstance(new, dict):
        return _diff_dict(old, new)
    if isinstance(old, list) and isinstance(new, list):
        return _diff_list(old, new)
    raise PatchError("only a dict into a dict or a list into a list can be patched")


def _patchable(old: Any, new: Any) -> bool:
    return (isinstance(old, dict) and isinstance(new, dict)) or (
        isinstance(old, list) and isinstance(new, list))


def _diff_dict(old: dict[str, Any], new: dict[str, Any]) -> dict[str, Any]:
    set_: dict[str, Any] = {}
    sub: dict[str, Any] = {}
    for key, value in new.items():
        if key not in old:
            set_[key] = value
            continue
        before = old[key]
        if before == value:
            continue
        if _patchable(before, value):
            sub[key] = diff(before, value)
        else:
            set_[key] = value
    gone = [key for key in old if key not in new]
    return _parts(set_, sub, gone)


def _diff_list(old: list[Any], new: list[Any]) -> dict[str, Any]:
    if len(old) == len(new):
        changed = [i for i, (a, b) in enumerate(zip(old, new, strict=True)) if a != b]
        if len(changed) <= ITEMWISE * len(new):
            set_: dict[str, Any] = {}
            sub: dict[str, Any] = {}
            for i in changed:
                if _patchable(old[i], new[i]):
                    sub[str(i)] = diff(old[i], new[i])
                else:
                    set_[str(i)] = new[i]
            return _parts(set_, sub, [])
    shortest = min(len(old), len(new))
    if old[:shortest] == new[:shortest]:  # one comparison in C: the common growing list
        start = shortest
    else:
        start = 0
        while old[start] == new[start]:
            start += 1
    end = 0
    while end < shortest - start and old[-1 - end] == new[-1 - end]:
        end += 1
    return {"at": [start, len(old) - start - end, new[start:len(new) - end]]}


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
        if not (isinstance(at, list) and len(at) == 3 and isinstance(at[2], list)
                and all(type(n) is int for n in at[:2])):
            raise PatchError("a splice is [start, cut, [items]]")
        start, cut, items = at
        if min(start, cut) < 0 or start + cut > len(old):
            raise PatchError("a splice outside the list")
        return [*old[:start], *items, *old[start + cut:]]
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
