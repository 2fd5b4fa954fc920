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

from core.i18n import N_, _

NORMAL_SEEDS = 2 ** 53          # ordinary new games draw their seed from [0, NORMAL_SEEDS)
_DAILY_SPAN = 2 ** 63 - NORMAL_SEEDS
SALT = "beachbag-daily-1"       # part of every daily seed; changing it changes every deal

# game id -> how its challenge is played. "bots": the bot seats' level and how many;
# "label": English marked with N_, translated where it is shown (_(spec["label"])).
CHALLENGES = {
    "seaside": {"players": 1, "options": {}, "bots": 0, "level": None,
                "label": N_("Seaside solo: the rulebook's solo mode")},
    "sandcastles_2015": {"players": 1, "options": {"solo_bonuses": 5}, "bots": 0, "level": None,
                         "label": N_("Solo against the Game with 5 bonuses (the rulebook's harder deal)")},
    "sandcastles_draft": {"players": 3, "options": {}, "bots": 2, "level": "medium",
                          "label": N_("Against two Medium bots")},
}
# The bots' names, given in the player's language when the challenge starts (a name is
# kept with the game; the deal does not depend on it).
BOT_NAMES = (N_("Gull"), N_("Tern"), N_("Puffin"), N_("Heron"), N_("Plover"))


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
    raise ChallengeError(_("Not a date: {date} (write it as YYYY-MM-DD).").format(date=repr(shown)))


def daily_seed(game_id: str, date) -> int:
    """The seed of `game_id`'s challenge on `date`: the same on every machine."""
    day = parse_date(date).isoformat()
    if game_id not in CHALLENGES:
        raise ChallengeError(_("There is no daily challenge for {game}.").format(game=repr(game_id)))
    digest = hashlib.sha256(f"{SALT}|{game_id}|{day}".encode("ascii")).digest()
    return NORMAL_SEEDS + int.from_bytes(digest[:8], "big") % _DAILY_SPAN


def challenge(game_id: str, date, name: str = "Player 1") -> dict:
    """Everything to start the challenge: game, date (text), seats, options, seed.
    `name` is the person's seat name (the deal does not depend on it)."""
    if game_id not in CHALLENGES:
        raise ChallengeError(_("There is no daily challenge for {game}.").format(game=repr(game_id)))
    spec = CHALLENGES[game_id]
    day = parse_date(date).isoformat()
    seats = [{"name": name or _("Player {n}").format(n=1), "bot": False}]
    for i in range(spec["bots"]):
        seats.append({"name": _(BOT_NAMES[i]), "bot": True, "level": spec["level"]})
    return {"game": game_id, "date": day, "seats": seats, "options": dict(spec["options"]),
            "seed": daily_seed(game_id, day), "label": spec["label"]}


def check_challenge(doc: dict) -> str | None:
    """For a save that says it is a daily challenge (its "challenge" field): None when
    its game, seats, options and seed are that day's deal, else the reason (one line).
    So a file cannot claim a day's result with another deal."""
    info = doc.get("challenge")
    if not isinstance(info, dict) or set(info) - {"date", "practice"}:
        return _("its 'challenge' must hold a date and whether it is practice")
    if type(info.get("practice")) is not bool:
        return _("its challenge's 'practice' must be true or false")
    try:
        want = challenge(doc.get("game"), info.get("date"))
    except ChallengeError as e:
        return _("its challenge is not one Beach Bag deals ({problem})").format(problem=e)
    seats = doc.get("seats") or []
    shape = [(bool(s.get("bot")), s.get("level") if s.get("bot") else None)
             for s in seats if isinstance(s, dict)]
    want_shape = [(s["bot"], s.get("level")) for s in want["seats"]]
    if doc.get("seed") != want["seed"] or doc.get("options") != want["options"] or shape != want_shape:
        return _("it is not the deal of the {date} challenge").format(date=want["date"])
    return None


def dates_back(today, days: int) -> list:
    """The `days` dates ending with `today`, newest first (text)."""
    day = parse_date(today)
    return [(day - datetime.timedelta(days=i)).isoformat() for i in range(days)]
