"""The Speedsprit screen, in the parts every game's screen has (issue #26's skeleton).

``scene`` (the play scene: owns the shared table, turns input into actions, draws the view) ·
``flow`` (the turn at the table, pygame-free) · ``view`` (one frozen view model per change) ·
``input`` (keys and pointer → intents) · ``layout`` · ``draw`` (the layers) · ``spielverlauf`` ·
``rat`` · ``tips`` · ``endtafel`` · ``menu`` · ``solo`` · ``review`` · ``tutorial`` · ``demo`` ·
``art``; Speedsprit's own board parts: ``road``, ``cars``, ``card``, ``panel``, ``pops``,
``playback``, ``buttons``, ``ziel_hint``. Importing :mod:`.scene` registers the ``sprit.game``
and ``sprit.solo`` screens.
"""
