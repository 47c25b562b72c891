"""The sprit game."""
