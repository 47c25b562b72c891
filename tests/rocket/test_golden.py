"""A golden playthrough: a fixed seed and a fixed simple policy must keep giving the same game.

Leaderboard entries and saved games are verified by replaying their action logs, so any change to
the rules' outcomes breaks old records. If a rule is changed on purpose, raise
``RocketGame.rules_version`` and update the numbers below in the same commit.
"""

from __future__ import annotations

import hashlib
import json

from speedgames.core.game import Action
from speedgames.rocket.rules import GAME


def simple_policy(st, seat):
    p = st.players[seat]
    if st.phase == "stopfen":
        if p["status"] == "sand":
            return Action("sand")
        if p["status"] == "preview":
            return Action("preview", index=0)
        if p["bag"] and st.wsum(seat) < st.limit(seat) - 2:
            return Action("draw")
        return Action("stop")
    if st.phase == "shop":
        if p["shop"] == "choose":
            return Action("take", what="shop")
        buys = [a for a in st.legal_actions(seat) if a.type == "buy"]
        if buys and not p["bought"]:
            return buys[-1]
    return Action("done")


def play(options, seed):
    st = GAME.new_state(options, seed)
    while not st.is_over():
        for seat in st.to_move():
            st.apply(seat, simple_policy(st, seat))
    return st


def digest(st) -> str:
    return hashlib.sha256(json.dumps(st.to_json(), sort_keys=True).encode()).hexdigest()[:16]


def test_golden_three_seat_game():
    st = play({"seats": [{"kind": "human", "name": n} for n in "ABC"], "recipes": "random"}, 2026)
    assert st.result()["scores"] == GOLDEN_TABLE[0]
    assert digest(st) == GOLDEN_TABLE[1]


def test_golden_rekordjagd():
    st = play({"mode": "rekordjagd", "seats": [{"kind": "human", "name": "A"}]}, 1901)
    assert st.result()["scores"] == GOLDEN_SOLO[0]
    assert digest(st) == GOLDEN_SOLO[1]


GOLDEN_TABLE = ([43, 33, 45], "f3037002a4c7054a")
GOLDEN_SOLO = ([38], "79b7a12de6f044e7")
