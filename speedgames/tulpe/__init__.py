"""The tulpe game."""
