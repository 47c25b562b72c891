"""Speedgames: Speedrocket, Speedsprit and Speedtulpe."""

__version__ = "0.1.0"
