"""A small seeded random source whose whole state is one integer.

Games keep that integer in their JSON state, so a save file (seed + action log,
or the state itself) reproduces every later draw exactly, on CPython and in
Pyodide alike. SplitMix64: tiny, fast in pure Python, good enough for shuffles.
"""

_MASK = (1 << 64) - 1


class Rng:
    __slots__ = ("state",)

    def __init__(self, state: int):
        self.state = state & _MASK

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        """Uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError("randrange needs n > 0")
        # 64 random bits against n far below 2**64: the bias is negligible.
        return self.next64() % n

    def randint(self, lo: int, hi: int) -> int:
        """Uniform integer in [lo, hi], both ends included."""
        return lo + self.randrange(hi - lo + 1)

    def choice(self, seq):
        return seq[self.randrange(len(seq))]

    def shuffle(self, items: list) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.randrange(i + 1)
            items[i], items[j] = items[j], items[i]


def seed_state(seed: int) -> int:
    """Turn any user seed (possibly negative or huge) into a 64-bit state."""
    return Rng(seed & _MASK ^ 0x5DEECE66D).next64()
