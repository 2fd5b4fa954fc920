"""The wall clock, read here and handed to core as a time stamp (core reads no clock)."""
from __future__ import annotations

import datetime


def now_iso() -> str:
    """Now in UTC as a save's stamps are written (ISO 8601 to the second, with its zone)."""
    return datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")
