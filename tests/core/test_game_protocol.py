import pytest

from speedgames.core.game import Action, IllegalAction
from speedgames.core.i18n import set_language


def test_action_json_round_trip_and_equality():
    a = Action("choose", color_die=0, cells=[[7, 3], [7, 4]])
    b = Action.from_json(a.to_json())
    assert a == b and hash(a) == hash(b)
    assert a.to_json() == {"type": "choose", "color_die": 0, "cells": [[7, 3], [7, 4]]}


def test_actions_are_equal_exactly_when_their_json_is():
    """Every pair of field values JSON tells apart (or not): ``True`` is not ``1``, ``1`` is
    not ``1.0`` nor ``"1"``, a tuple is the list it writes; plain fields and JSON ones mixed."""
    import itertools
    import json

    values = [1, True, 0, False, 1.0, 1.5, "1", "true", None, "", [1], (1,), [[7, 3]],
              ((7, 3),), {"a": 1}, "ä\n"]
    actions = [Action("x", **fields) for fields in
               [{}] + [{"v": v} for v in values] + [{"v": v, "w": 2} for v in values]
               + [{"w": 2, "v": 1}, {"a": "1", "b": None}, {"b": None, "a": "1"}]]
    actions.append(Action("y", v=1))
    for a, b in itertools.product(actions, repeat=2):
        same = json.dumps([a.type, a.fields], sort_keys=True) == \
            json.dumps([b.type, b.fields], sort_keys=True)
        assert (a == b) is same, (a, b)
        assert not same or hash(a) == hash(b)
    with pytest.raises(TypeError):
        Action("x", v={1, 2})  # not JSON: refused when made, as before


def test_an_action_of_plain_fields_is_made_without_writing_json(monkeypatch):
    """The computers make actions by the hundred thousand: plain fields (strings, integers,
    booleans, None) are compared as themselves, not written as JSON (9 µs each)."""
    import json

    def refuse(*_args, **_kwargs):
        raise AssertionError("written as JSON")

    monkeypatch.setattr(json, "dumps", refuse)
    assert Action("drive", to=12) == Action("drive", to=12) != Action("drive", to=13)
    assert Action("draw") != Action("stop") and Action("tank", amount=-10) != Action("tank")


def test_action_needs_a_type():
    with pytest.raises(ValueError):
        Action.from_json({"to": 3})


def test_illegal_action_reads_as_a_sentence():
    set_language("de")
    err = IllegalAction("errors.unknown_action", type="fly")
    assert str(err) == "Diesen Zug gibt es hier nicht (fly)."
    set_language("en")
    assert str(err) == "There is no such move here (fly)."
