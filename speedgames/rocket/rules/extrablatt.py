"""The Extrablätter: the evening's newspaper event, the two decks and how they are dealt.

A card is only an id here; its effect lives where the rule acts (Zündgrenze in :func:`limit`,
shop prices in the shop, Abendvorstellung bonuses in ``evening.py``) and every place asks
``card == ...``. The deck is shuffled once per game from the stream ``("extrablatt",)`` and dealt
without repeats; „Hilfe für die Letzten“ is never the first card.
"""

from __future__ import annotations

from speedgames.core.rng import Stream

from . import data

KAISERWETTER = "kaiserwetter"
FEUCHTE_HERBSTLUFT = "feuchte_herbstluft"
STADTRAT = "stadtrat"
MESSEGAESTE = "messegaeste"
LEHRBUBEN_STREIKEN = "lehrbuben_streiken"
LEHRBUBEN_EIFER = "lehrbuben_eifer"
WETTE = "wette"
VORSICHT = "vorsicht"
GLUECK = "glueck"
ABSCHLUSSFEUERWERK = "abschlussfeuerwerk"
EILIGE_BESTELLUNG = "eilige_bestellung"
SANDKNAPPHEIT = "sandknappheit"
KRISTALLHAENDLER = "kristallhaendler"
KALK_RUEDERSDORF = "kalk_ruedersdorf"
FUNKENFLUG = "funkenflug"
FARBENPRACHT = "farbenpracht"
BUERGERMEISTER_ZAHLT = "buergermeister_zahlt"
FREIER_SANDEIMER = "freier_sandeimer"
PULVER_SACHSEN = "pulver_sachsen"
HILFE_LETZTEN = "hilfe_letzten"
# solo only
AUFTRAG = "auftrag_buergermeister"
KONKURRENZ_VOR = "konkurrenz_vor"
KALKHAENDLER = "kalkhaendler"
WAGHALSIG = "waghalsig"

TABLE_DECK: tuple[str, ...] = (
    KAISERWETTER, FEUCHTE_HERBSTLUFT, STADTRAT, MESSEGAESTE, LEHRBUBEN_STREIKEN, LEHRBUBEN_EIFER,
    WETTE, VORSICHT, GLUECK, ABSCHLUSSFEUERWERK, EILIGE_BESTELLUNG, SANDKNAPPHEIT,
    KRISTALLHAENDLER, KALK_RUEDERSDORF, FUNKENFLUG, FARBENPRACHT, BUERGERMEISTER_ZAHLT,
    FREIER_SANDEIMER, PULVER_SACHSEN, HILFE_LETZTEN,
)
SOLO_ONLY: tuple[str, ...] = (AUFTRAG, KONKURRENZ_VOR, KALKHAENDLER, WAGHALSIG)
NOT_SOLO = frozenset({LEHRBUBEN_STREIKEN, LEHRBUBEN_EIFER, WETTE, HILFE_LETZTEN})
SOLO_DECK: tuple[str, ...] = tuple(c for c in TABLE_DECK if c not in NOT_SOLO) + SOLO_ONLY
ALL_CARDS: tuple[str, ...] = TABLE_DECK + SOLO_ONLY

EILIGE_FIELDS = 2
WETTE_RUHM = 2
VORSICHT_RUHM = 2
BUERGERMEISTER_MARK = 3
KALKHAENDLER_MARK = 2
AUFTRAG_RUHM = 3
FARBENPRACHT_KINDS = 5


def deck(solo: bool, seed: int) -> list[str]:
    """The game's whole deck order; card ``i`` is the Extrablatt of evening ``i + 1``."""
    cards = list(SOLO_DECK if solo else TABLE_DECK)
    Stream.derive(seed, "extrablatt").shuffle(cards)
    if cards[0] == HILFE_LETZTEN:  # never on the first evening
        cards[0], cards[1] = cards[1], cards[0]
    return cards


def base_limit(card: str, evening: int) -> int:
    """The evening's Zündgrenze before Puffer: 7, Probeabend 8, or what the card names."""
    if card == KAISERWETTER:
        limit = 8
    elif card == FEUCHTE_HERBSTLUFT:
        limit = 6
    else:
        limit = data.PROBEABEND_LIMIT if evening == 1 else data.BASE_LIMIT
    if card == WAGHALSIG:
        limit += 1
    return limit


def auftrag_target(evening: int) -> int:
    """Auftrag des Bürgermeisters: the Wertungsfeld needed (evening 1: 14, evening 9: 30)."""
    return 14 + 2 * (evening - 1)


def konkurrenz_field(evening: int) -> int:
    """Die Messe-Konkurrenz stopft vor: the field of her rocket."""
    return 10 + 2 * evening
