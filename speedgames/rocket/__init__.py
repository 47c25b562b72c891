"""The rocket game."""
