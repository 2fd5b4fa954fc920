"""The challenge of the day: for each game, one deal for everyone on a given date.

Pure standard library, no clock: the caller passes the date (the player's own
calendar day). The deal is the game's solo form (Seaside solo; Sandcastles (2015)
solo against the Game with a set number of bonuses; the tile draft against bots of a
set level) started from a seed computed from the game and the date alone, so two
devices on the same date play the same deal without any network.

Seeds of ordinary new games are drawn below NORMAL_SEEDS; a daily seed always lies at
or above it, so a daily deal is never the deal of a normal new game (the games turn
different seeds into different random sources: core.rng.seed_state is one-to-one).
"""
from __future__ import annotations

import datetime
import hashlib

NORMAL_SEEDS = 2 ** 53          # ordinary new games draw their seed from [0, NORMAL_SEEDS)
_DAILY_SPAN = 2 ** 63 - NORMAL_SEEDS
SALT = "beachbag-daily-1"       # part of every daily seed; changing it changes every deal

# game id -> how its challenge is played. "bots": the bot seats' level and how many.
CHALLENGES = {
    "seaside": {"players": 1, "options": {}, "bots": 0, "level": None,
                "label": "Seaside solo: the rulebook's solo mode"},
    "sandcastles_2015": {"players": 1, "options": {"solo_bonuses": 5}, "bots": 0, "level": None,
                         "label": "Solo against the Game with 5 bonuses (the rulebook's harder deal)"},
    "sandcastles_draft": {"players": 3, "options": {}, "bots": 2, "level": "medium",
                          "label": "Against two Medium bots"},
}
BOT_NAMES = ("Gull", "Tern", "Puffin", "Heron", "Plover")


class ChallengeError(ValueError):
    """A date or game that has no challenge; str(e) is one line for a player."""


def parse_date(value) -> datetime.date:
    """A date from a datetime.date or 'YYYY-MM-DD' text; ChallengeError if not."""
    if isinstance(value, datetime.datetime):
        return value.date()
    if isinstance(value, datetime.date):
        return value
    if isinstance(value, str) and len(value) == 10:
        try:
            return datetime.date.fromisoformat(value)
        except ValueError:
            pass
    shown = value if isinstance(value, str) and len(value) <= 20 else type(value).__name__
    raise ChallengeError(f"Not a date: {shown!r} (write it as YYYY-MM-DD).")


def daily_seed(game_id: str, date) -> int:
    """The seed of `game_id`'s challenge on `date`: the same on every machine."""
    day = parse_date(date).isoformat()
    if game_id not in CHALLENGES:
        raise ChallengeError(f"There is no daily challenge for {game_id!r}.")
    digest = hashlib.sha256(f"{SALT}|{game_id}|{day}".encode("ascii")).digest()
    return NORMAL_SEEDS + int.from_bytes(digest[:8], "big") % _DAILY_SPAN


def challenge(game_id: str, date, name: str = "Player 1") -> dict:
    """Everything to start the challenge: game, date (text), seats, options, seed.
    `name` is the person's seat name (the deal does not depend on it)."""
    if game_id not in CHALLENGES:
        raise ChallengeError(f"There is no daily challenge for {game_id!r}.")
    spec = CHALLENGES[game_id]
    day = parse_date(date).isoformat()
    seats = [{"name": name or "Player 1", "bot": False}]
    for i in range(spec["bots"]):
        seats.append({"name": BOT_NAMES[i], "bot": True, "level": spec["level"]})
    return {"game": game_id, "date": day, "seats": seats, "options": dict(spec["options"]),
            "seed": daily_seed(game_id, day), "label": spec["label"]}


def check_challenge(doc: dict) -> str | None:
    """For a save that says it is a daily challenge (its "challenge" field): None when
    its game, seats, options and seed are that day's deal, else the reason (one line).
    So a file cannot claim a day's result with another deal."""
    info = doc.get("challenge")
    if not isinstance(info, dict) or set(info) - {"date", "practice"}:
        return "its 'challenge' must hold a date and whether it is practice"
    if type(info.get("practice")) is not bool:
        return "its challenge's 'practice' must be true or false"
    try:
        want = challenge(doc.get("game"), info.get("date"))
    except ChallengeError as e:
        return f"its challenge is not one Beach Bag deals ({e})"
    seats = doc.get("seats") or []
    shape = [(bool(s.get("bot")), s.get("level") if s.get("bot") else None)
             for s in seats if isinstance(s, dict)]
    want_shape = [(s["bot"], s.get("level")) for s in want["seats"]]
    if doc.get("seed") != want["seed"] or doc.get("options") != want["options"] or shape != want_shape:
        return f"it is not the deal of the {want['date']} challenge"
    return None


def dates_back(today, days: int) -> list:
    """The `days` dates ending with `today`, newest first (text)."""
    day = parse_date(today)
    return [(day - datetime.timedelta(days=i)).isoformat() for i in range(days)]
