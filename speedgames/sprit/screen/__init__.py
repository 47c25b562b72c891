"""The Speedsprit screen: the play scene (:mod:`.scene`), its views, art and input.

Importing :mod:`.scene` registers the ``sprit.game`` and ``sprit.solo`` screens.
"""
