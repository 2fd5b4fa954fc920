"""A small seeded random source whose whole state is one integer.

Games keep that integer in their JSON state, so a save file (seed + action log,
or the state itself) reproduces every later draw exactly, on CPython and in
Pyodide alike. SplitMix64: tiny, fast in pure Python, good enough for shuffles.

randrange and choice work the SplitMix64 step out inline (no call to next64 per
number, the constants as literals), shuffle works all its numbers out at once in one
big int: the same numbers and the same state evolution as calling next64, pinned by
tests/core/test_rng_identity.py.

FastRng is a cheaper source for a bot's thinking only (issue 25): the search's
imagined deals, its tree's choices and its rollouts. Nothing a game stores draws from
it, so saves, replays and daily deals never see it.
"""
import sys
from array import array
from math import floor
from random import Random

_MASK = (1 << 64) - 1   # written out as a literal below: constants, not global look-ups
_BIG_ENDIAN = sys.byteorder == "big"


class Rng:
    __slots__ = ("state",)

    def __init__(self, state: int):
        self.state = state & _MASK

    def next64(self) -> int:
        z = self.state = (self.state + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        """Uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError("randrange needs n > 0")
        # 64 random bits against n far below 2**64: the bias is negligible.
        z = self.state = (self.state + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
        return (z ^ (z >> 31)) % n

    def randint(self, lo: int, hi: int) -> int:
        """Uniform integer in [lo, hi], both ends included."""
        return lo + self.randrange(hi - lo + 1)

    def choice(self, seq):
        n = len(seq)
        if n <= 0:
            raise ValueError("randrange needs n > 0")
        z = self.state = (self.state + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
        return seq[(z ^ (z >> 31)) % n]

    def shuffle(self, items: list) -> None:
        # Fisher-Yates from the top, one number per swap (none for 0 or 1 items): the
        # numbers next64 would give, worked out all at once (_next_many)
        top = len(items) - 1
        if top < 1:
            return
        s = self.state
        self.state = (s + top * 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
        for i, z in zip(range(top, 0, -1), _next_many(s, top)):
            j = z % (i + 1)
            items[i], items[j] = items[j], items[i]


# count -> (1 in each lane, lane k holding (k + 1) steps of the state, 2**64 - 1 in each
# lane): the constants of _next_many for that many numbers
_LANES = {}


def _next_many(state: int, count: int) -> array:
    """The next `count` numbers of SplitMix64 from `state` (what next64 would return one
    after the other), worked out together: each number in its own 128-bit lane of one big
    int, so every step of the mix is one big-int operation for all of them (a deal's
    shuffle of about 100 tiles: some 2.5x faster than a step per number). A lane holds a
    64-bit value and its product by a 64-bit constant, so nothing carries into the next
    lane; each shift's spill from the lane above is masked off."""
    lanes = _LANES.get(count)
    if lanes is None:
        # built from bytes, lane by lane (a sum of shifted ints would take time
        # quadratic in count)
        ones = int.from_bytes((b"\x01" + bytes(15)) * count, "little")
        steps = int.from_bytes(b"".join([((k + 1) * 0x9E3779B97F4A7C15).to_bytes(16, "little")
                                         for k in range(count)]), "little")
        if len(_LANES) > 64:   # list lengths a game shuffles are few; never let it grow
            _LANES.clear()
        lanes = _LANES[count] = (ones, steps, ones * _MASK)
    ones, steps, masks = lanes
    z = (steps + state * ones) & masks
    z ^= (z >> 30) & masks
    z = (z * 0xBF58476D1CE4E5B9) & masks
    z ^= (z >> 27) & masks
    z = (z * 0x94D049BB133111EB) & masks
    z ^= (z >> 31) & masks
    words = array("Q", z.to_bytes(16 * count, "little"))   # two 64-bit words a lane
    if _BIG_ENDIAN:   # array reads the machine's order
        words.byteswap()
    return words[::2]


def seed_state(seed: int) -> int:
    """Turn any user seed (possibly negative or huge) into a 64-bit state."""
    return Rng(seed & _MASK ^ 0x5DEECE66D).next64()


class FastRng:
    """Rng's drawing methods (randrange, randint, choice, shuffle, next64) on the standard
    library's Mersenne Twister (C), for a bot's search only: about a third of Rng's cost
    a number. Reproducible from its seed (any int, e.g. an Rng's next64()) on CPython and
    Pyodide alike (random.Random's seeding and random() are fixed across versions), but
    not the same numbers as Rng, and with no state to keep in a game: never for a game's
    own randomness.

    Each number is floor(random() * n): random() has 53 bits, so for the small n a game
    draws the bias is far below Rng's own, and the product never rounds up to n. (int()
    gives the same for a product never below 0 but costs some 600 instructions, a type
    call, against floor's 150: a quarter of a draw.) The
    twister is seeded at the first draw (about 4 us), so a FastRng made and never drawn
    from (a search iteration with no rollout) costs next to nothing."""
    __slots__ = ("seed", "random")

    def __init__(self, seed: int):
        self.seed = seed
        # the twister's random from the first draw on (until then _start, a cycle that
        # the garbage collector frees if this FastRng is never drawn from)
        self.random = self._start

    def _start(self) -> float:
        r = self.random = Random(self.seed).random
        return r()

    def next64(self) -> int:
        """64 random bits (two draws: the top 32 bits of each)."""
        hi = floor(self.random() * 4294967296.0)
        return hi << 32 | floor(self.random() * 4294967296.0)

    def randrange(self, n: int) -> int:
        """Uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError("randrange needs n > 0")
        return floor(self.random() * n)

    def randint(self, lo: int, hi: int) -> int:
        """Uniform integer in [lo, hi], both ends included."""
        return lo + self.randrange(hi - lo + 1)

    def choice(self, seq):
        n = len(seq)
        if n <= 0:
            raise ValueError("randrange needs n > 0")
        return seq[floor(self.random() * n)]

    def shuffle(self, items: list) -> None:
        # Fisher-Yates from the top, one number per swap (none for 0 or 1 items), as Rng
        top = len(items) - 1
        if top < 1:
            return
        j = floor(self.random() * (top + 1))   # the first draw seeds the twister if need be
        items[top], items[j] = items[j], items[top]
        r = self.random
        for i in range(top - 1, 0, -1):
            j = floor(r() * (i + 1))
            items[i], items[j] = items[j], items[i]
