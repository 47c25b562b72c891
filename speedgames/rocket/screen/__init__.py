"""Speedrocket's screen: the game scene (:mod:`.scene`), its views (Hülse, Beutel, Anzeige,
Zeitung, Manufakturen, Abendvorstellung, Pulverhandlung …), the art and the solo menu.

Everything here only shows and asks; the rules decide (``speedgames.rocket.rules``) and the
computers think (``speedgames.rocket.ai``). ``screen.scene`` registers ``rocket.game`` (and, by
importing :mod:`.solo`, ``rocket.solo``) when the registry discovers it.
"""
