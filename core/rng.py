"""A small seeded random source whose whole state is one integer.

Games keep that integer in their JSON state, so a save file (seed + action log,
or the state itself) reproduces every later draw exactly, on CPython and in
Pyodide alike. SplitMix64: tiny, fast in pure Python, good enough for shuffles.

randrange, choice and shuffle work the SplitMix64 step out inline (no call to
next64 per number, the constants as literals): the same numbers and the same
state evolution as calling next64, pinned by tests/core/test_rng_identity.py.
"""

_MASK = (1 << 64) - 1   # written out as a literal below: constants, not global look-ups


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
        # Fisher-Yates from the top, one number per swap (none for 0 or 1 items)
        s = self.state
        for i in range(len(items) - 1, 0, -1):
            s = (s + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
            j = (z ^ (z >> 31)) % (i + 1)
            items[i], items[j] = items[j], items[i]
        self.state = s


def seed_state(seed: int) -> int:
    """Turn any user seed (possibly negative or huge) into a 64-bit state."""
    return Rng(seed & _MASK ^ 0x5DEECE66D).next64()
