"""Small shared pieces of the games' big moments: the motion setting, easing, a dice roll that
tumbles and lands, a glow that pulses and fades, dust puffs and a fuel gauge.

Everything here is a pure function of time (no random numbers, no clock of its own): the scene
advances an animation with ``update(dt)``, ``skip()`` puts it at its end, and a finished
animation asks for no frames — an idle table stays quiet.
"""
