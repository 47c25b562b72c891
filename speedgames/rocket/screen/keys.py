"""The keys of the game scene (digits from both rows, Enter from both places)."""

from __future__ import annotations

import pygame

DIGITS = {pygame.K_0: 0, pygame.K_1: 1, pygame.K_2: 2, pygame.K_3: 3, pygame.K_4: 4,
          pygame.K_5: 5, pygame.K_6: 6, pygame.K_7: 7, pygame.K_KP0: 0, pygame.K_KP1: 1,
          pygame.K_KP2: 2, pygame.K_KP3: 3, pygame.K_KP4: 4, pygame.K_KP5: 5, pygame.K_KP6: 6,
          pygame.K_KP7: 7}
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
