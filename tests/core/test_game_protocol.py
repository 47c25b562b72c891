import pytest

from speedgames.core.game import Action, IllegalAction
from speedgames.core.i18n import set_language


def test_action_json_round_trip_and_equality():
    a = Action("choose", color_die=0, cells=[[7, 3], [7, 4]])
    b = Action.from_json(a.to_json())
    assert a == b and hash(a) == hash(b)
    assert a.to_json() == {"type": "choose", "color_die": 0, "cells": [[7, 3], [7, 4]]}


def test_action_needs_a_type():
    with pytest.raises(ValueError):
        Action.from_json({"to": 3})


def test_illegal_action_reads_as_a_sentence():
    set_language("de")
    err = IllegalAction("errors.unknown_action", type="fly")
    assert str(err) == "Diesen Zug gibt es hier nicht (fly)."
    set_language("en")
    assert str(err) == "There is no such move here (fly)."
