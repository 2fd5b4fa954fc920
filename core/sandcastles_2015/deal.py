"""Sandcastles (2015): a new game's state (bonuses dealt, the deck shuffled, hands and beach).

See docs/sandcastles-2015.md for the state schema."""
from __future__ import annotations

from core.engine import IllegalAction, seat_names
from core.rng import Rng, seed_state

from .components import (BACKS, BEACH_SIZE, BIG_WAVE, BIGGEST, BONUS_TABLE, BONUSES, GAME_ID,
                         N_TILES, SHARED_CASTLE_BONUSES, SOLO_BONUSES, TALLEST)


def deal(seats: list, options: dict | None = None, seed: int = 0) -> dict:
    options = dict(options or {})
    n = len(seats)
    shared = bool(options.get("shared_castle"))
    if shared and n != 2:
        raise IllegalAction("The shared castle variant is played by exactly 2 players.")
    solo = n == 1
    hand_size = 4 if shared else 3
    rng = Rng(seed_state(seed))

    # bonuses
    if options.get("bonuses") is not None:
        bonuses = [int(b) for b in options["bonuses"]]
        if len(set(bonuses)) != len(bonuses) or not all(0 <= b < len(BONUSES) for b in bonuses):
            raise IllegalAction("The bonus list must name different bonus tiles.")
    elif solo:
        k = int(options.get("solo_bonuses", SOLO_BONUSES))
        if not 1 <= k <= 27:
            raise IllegalAction("Solo games use between 1 and 27 bonus tiles.")
        pool = list(range(27))
        rng.shuffle(pool)
        bonuses = sorted(pool[:k])
    elif shared:
        pool = list(range(27))
        rng.shuffle(pool)
        bonuses = sorted(pool[:SHARED_CASTLE_BONUSES]) + [BIGGEST, TALLEST]
    else:
        bonuses = []
        for back, count in zip(BACKS, BONUS_TABLE[n]):
            pool = list(BACKS[back])
            rng.shuffle(pool)
            bonuses += sorted(pool[:count])
        bonuses += [BIGGEST, TALLEST]

    # main deck
    fixed_hands = options.get("hands")
    fixed_beach = options.get("beach")
    fixed_deck = options.get("deck")
    named = []
    for h in (fixed_hands or []):
        named += list(h)
    named += list(fixed_beach or []) + list(fixed_deck or [])
    if len(set(named)) != len(named) or not all(0 <= t < N_TILES for t in named):
        raise IllegalAction("The fixed tiles must all be different main-deck tiles.")
    if fixed_hands is not None and len(fixed_hands) != n:
        raise IllegalAction("Give one fixed hand per player.")
    named_set = set(named)   # made once, not once per tile
    # every tile but the Big Wave (the last id) and the named ones
    rest = ([t for t in range(N_TILES) if t != BIG_WAVE and t not in named_set] if named_set
            else list(range(BIG_WAVE)))
    rng.shuffle(rest)
    hands = []
    for p in range(n):
        if fixed_hands is not None:
            hands.append([int(t) for t in fixed_hands[p]])
        else:
            hands.append([rest.pop() for _ in range(hand_size)])
    beach = [int(t) for t in fixed_beach] if fixed_beach is not None else [rest.pop() for _ in range(BEACH_SIZE)]
    box = []
    if fixed_deck is not None:
        deck = [int(t) for t in reversed(fixed_deck)]   # stored bottom first
        if BIG_WAVE not in deck:
            deck.insert(0, BIG_WAVE)
        box = sorted(rest)
    else:
        deck = rest
        deck.insert(rng.randrange(min(10, len(deck) + 1)), BIG_WAVE)

    state = {
        "game": GAME_ID,
        "names": seat_names(seats),
        "n": n,
        "shared": shared,
        "solo": solo,
        "hand_size": hand_size,
        "rng": rng.state,
        "steps": 0,
        "turn_no": 1,
        "deck": deck,
        "beach": beach,
        "hands": hands,
        "areas": [[] for _ in range(n + (1 if shared else 0))],
        "next_id": 1,
        "banks": [[] for _ in range(n)],
        "discard": [],
        "box": box,
        "game_hand": [],
        "bonuses": bonuses,
        "holders": [None] * len(bonuses),
        "faces": [0] * len(bonuses),
        # the real size / height of the castle that won Biggest / Tallest (the face
        # stops at 10+ / 6+; "bigger" and "taller" compare these)
        "records": [0] * len(bonuses),
        "wave": None,
        "stalled": False,
        "won": None,
        "phase": "action",
        "turn": 0,
        "actions_done": 0,
        "first_kind": None,
        "skirmish": None,
        "last_result": None,
        "stolen": None,
        "restock": [],
        "solo_stage": "player" if solo else None,
        "known_top": None,
        # per seat: [tile, who] for tiles in that hand someone else knows of:
        # who = -1, everyone (taken from the beach); a seat, only that seat (it put
        # the tile on top of the draw pile and this seat drew it)
        "known": [[] for _ in range(n)],
        "undoable": False,
    }
    return state
