"""Pure Python services shared by the three games. Never imports pygame."""
