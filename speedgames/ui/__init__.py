"""Shared pygame / pygame-gui parts: scenes, theme, widgets."""
