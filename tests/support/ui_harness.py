"""The tests' side of driving the Flet app in-process: the harness itself lives in
devtools/inprocess.py (shared with scripts/tap_controls.py); here, what the tests check
with it (secrets on screen).
"""
from __future__ import annotations

from devtools.inprocess import (Harness, RecordingConnection, background_of, drain,  # noqa: F401
                                layout_faults, run, walk)


# ---- secrets on screen ----------------------------------------------------------------
# What the page shows is checked against what core hides: core's observe(state, seat)
# against observe(state, None) (a spectator) says what each seat alone may know, and a
# board drawn for each seat's eyes against one drawn for a spectator says how the board
# would put that on screen. A string only a seat's own board draws is that seat's secret.

def strings_of(control) -> set:
    """Every string a control tree shows or reads out: texts, button captions,
    semantics labels, tooltips."""
    return strings_in(walk(control))


def strings_in(controls) -> set:
    """strings_of for controls already walked (Harness.controls())."""
    out = set()
    for c in controls:
        for name in ("value", "label", "tooltip"):
            v = getattr(c, name, None)
            if isinstance(v, str) and v:
                out.add(v)
        content = getattr(c, "content", None)
        if isinstance(content, str) and content:
            out.add(content)
    return out


def hidden_words(game, state, seat) -> set:
    """The strings in what `seat` may know that a spectator's view lacks or has
    otherwise (core's own account of the seat's secrets)."""
    words = set()

    def leaves(x):
        if isinstance(x, str):
            words.add(x)
        elif isinstance(x, dict):
            for v in x.values():
                leaves(v)
        elif isinstance(x, (list, tuple)):
            for v in x:
                leaves(v)

    def diff(mine, public):
        if isinstance(mine, dict) and isinstance(public, dict):
            for k, v in mine.items():
                if k != "viewer":
                    diff(v, public.get(k))
        elif (isinstance(mine, (list, tuple)) and isinstance(public, (list, tuple))
              and len(mine) == len(public)):
            for a, b in zip(mine, public):
                diff(a, b)
        elif mine != public:
            leaves(mine)

    diff(game.observe(state, seat), game.observe(state, None))
    return words


def board_strings(session, seat, width: float, like=None) -> set:
    """The strings a board of this game draws, right now, for `seat`'s eyes (None: a
    spectator), on a copy of the session that leaves the real one untouched. `like`: a
    board whose view-local choices (a number being considered, the log unfolded) the
    drawing keeps; its caches (dicts) are left behind."""
    import copy
    from ui.shell.boards import boards
    seen_by = type("SeenBy", (type(session),), {"viewer": seat})
    twin = copy.copy(session)
    twin.__class__ = seen_by
    board = boards()[session.game.id](twin, lambda action: None, lambda: None)
    if like is not None:
        for name, value in vars(like).items():
            if name not in ("session", "act", "refresh") and not isinstance(value, dict):
                setattr(board, name, copy.copy(value))
    # the twin's pieces never fly: its copy of the real board's flight would redraw
    # the real screen (its refresh), and the twin's strip, worded for another seat,
    # starts a new flight each time, so the two redrew each other for ever
    board.flight.refresh = None
    return strings_of(board.build(width))


def private_strings(session, width: float, like=None) -> dict:
    """seat -> the strings a board draws only for that seat (its secrets as drawn),
    and the spectator's strings under the key None."""
    public = board_strings(session, None, width, like)
    out = {None: public}
    for seat in range(len(session.seats)):
        # a string that quotes the public log (the "since your turn" recap a board draws
        # for the person about to play) is no secret, though only that seat's board has it
        out[seat] = {t for t in board_strings(session, seat, width, like) - public
                     if not quotes_log(session, t)}
    return out


def RECAP_COUNT():
    """The recap's count line ("Since your turn: 2 moves, 1 hit you") as a pattern, in the
    language spoken now (ui/table/recap.py's own messages, numbers left open)."""
    import re
    from core.i18n import ngettext

    def open_numbers(words: str) -> str:
        return re.escape(words).replace(re.escape("{n}"), r"\d+")
    moves = "|".join(open_numbers(ngettext("Since your turn: {n} move",
                                           "Since your turn: {n} moves", k)) for k in (1, 2))
    hits = "|".join(open_numbers(ngettext("{moves}, {n} hit you", "{moves}, {n} hit you", k))
                    .replace(re.escape("{moves}"), f"(?:{moves})") for k in (1, 2))
    return re.compile(f"(?:{moves})|{hits}")


def quotes_log(session, text: str) -> bool:
    """Whether `text` holds a line of the game's log, or is the recap's count of its
    lines ("Since your turn: 2 moves, 1 hit you"): public, every player hears it."""
    if RECAP_COUNT().fullmatch(text):
        return True
    return any(line and len(line) > 12 and line in text for line in session.log)


def word_in(word: str, text: str) -> bool:
    import re
    return re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text) is not None


class SecretWatch:
    """Checks every frame the app draws (each page update) during a game: while the
    screen may show a person's turn (session.secrets_shown()), only that person's
    secrets may be on the page; under a cover or in a spectator's view, nobody's. Counts
    what it checked, so a test can tell the check was not vacuous."""

    def __init__(self, harness):
        self.h = harness
        self.app = harness.page.data
        self.frames = 0
        self.kept = 0              # (frame, seat): a seat's secrets kept off the page
        self.covered = 0           # the same while the page is drawn for nobody
        self.own_shown = 0         # frames where the viewer's own secrets were on the page
        self.leaks: list = []
        self.holder = None         # the person who uncovered and still decides
        self.under_cover = False
        show = self.app.show

        def watched(bar, body):
            show(bar, body)
            self.check()
        self.app.show = watched

    def allowed(self, s) -> set:
        """Whose secrets may be on this frame, by the rule itself (not by asking the
        session): with one person at the table, theirs; with more, only the person who
        uncovered, until their decisions are done."""
        humans = [q for q in range(len(s.seats)) if not s.seats[q].get("bot")]
        if len(humans) == 1:
            return set(humans)
        if "uncover" in self.h.ids():
            self.holder, self.under_cover = None, True
            return set()
        if self.under_cover:          # the cover was just lifted: the device is theirs
            self.holder, self.under_cover = s.to_move, False
        if self.holder is not None and s.to_move != self.holder:
            self.holder = None        # their decisions are done: the device is nobody's
        return {self.holder} if self.holder is not None else set()

    def check(self):
        app, h = self.app, self.h
        s = app.session
        if s is None or not (app.route or "").startswith("/play/"):
            return
        if "howto-done" in h.ids():
            return  # "How to play": the game's static rules text, drawn from no position
        self.frames += 1
        page = strings_in(h.controls())
        width = h.page.width or 400
        # The same position draws the same secrets: a piece moving (several frames of
        # one state) is checked against one drawing, not a new one per frame.
        like = app.board
        choices = tuple(sorted((k, v) for k, v in vars(like).items()
                               if isinstance(v, (str, int, float, bool, type(None)))
                               )) if like is not None else ()
        key = (id(s.state), width, choices)
        if key != getattr(self, "_drawn_key", None):
            self._drawn_key, self._drawn = key, private_strings(s, width, like)
        secrets = dict(self._drawn)
        public = secrets.pop(None)
        allowed = self.allowed(s)
        words = {q: hidden_words(s.game, s.state, q) for q in secrets}
        for q, own in secrets.items():
            if q in allowed:
                if own & page and words[q]:
                    self.own_shown += 1
                continue
            if words[q]:
                self.kept += 1
                if not allowed:
                    self.covered += 1
            # the board's drawing of q's secrets, and any string with one of core's
            # hidden words for q that a spectator's board does not draw
            # (a string the viewer's own board draws is theirs, even when it reads the
            # same as another seat's: two players may both hide a Shell)
            seen = set().union(*(secrets[p] for p in allowed))
            drawn = own & page - seen
            loose = {t for t in page - public - seen - drawn
                     if any(word_in(w, t) for w in words[q]) and not quotes_log(s, t)}
            if drawn or loose:
                self.leaks.append((len(s.actions), s.name(q), sorted(drawn | loose)))
