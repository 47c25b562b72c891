"""The Speedtulpe screen: the play scene (:mod:`.scene`), its views, art and input.

A regular package (not a namespace one) so that setuptools' package finder and PyInstaller see it:
without this file the wheel and the stand-alone build shipped no Speedtulpe screen at all.
Importing :mod:`.scene` registers the ``tulpe.game`` and ``tulpe.solo`` screens.
"""
