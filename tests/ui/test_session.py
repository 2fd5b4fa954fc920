"""The session controller: undo takes back a person's move that revealed nothing, never
a bot's, and the save follows."""
from core.seaside import components as C
from ui.session import GameSession
from ui.storage import FileStore


def fixed_bag(*kinds):
    used, bag = set(), []
    for kind in kinds:
        t = next(t for t in C.ids_of(*kind) if t not in used)
        used.add(t)
        bag.append(t)
    return bag


def drain(steps) -> tuple:
    """Run a thinking generator to its end: (how many times it yielded, its move)."""
    yields = 0
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return yields, done.value
        yields += 1


def test_undo_returns_to_the_side_choice_and_the_save_follows(tmp_path):
    store = FileStore(str(tmp_path))
    bag = fixed_bag(("Isopod", "Sandpiper"), ("Isopod", "Sandpiper"), ("Crab", "Rock"), ("Crab", "Rock"))
    s = GameSession.new("seaside", [{"name": "Ana"}, {"name": "Ben"}], {"bag": bag}, 1, store)
    s.play(("side", "Isopod"))           # into the Sea, Ana draws again
    before = s.state
    s.play(("side", "Sandpiper"))        # waits for Ana's Isopods: nothing revealed yet
    assert s.can_undo()
    s.undo()
    assert s.state == before and len(s.actions) == 1 and len(s.log) == 1
    assert store.load(s.save_id)["state"] == before
    s.play(("side", "Sandpiper"))
    s.play(("isopods", 1))               # Ben draws: too late to take back
    assert not s.can_undo()


def test_a_bots_move_is_never_undone(tmp_path):
    bag = fixed_bag(("Crab", "Rock"), ("Isopod", "Sandpiper"), ("Isopod", "Sandpiper"), ("Crab", "Rock"))
    s = GameSession.new("seaside", [{"name": "Ana"}, {"name": "Bot", "bot": True}], {"bag": bag}, 1,
                        FileStore(str(tmp_path)))
    s.play(("side", "Rock"))
    s.play(("side", "Isopod"))           # the bot's seat: into the Sea, draws again
    s.play(("side", "Sandpiper"))        # waiting for Isopods, but it is the bot's move
    assert not s.can_undo()


def test_reloaded_session_keeps_undo_and_log(tmp_path):
    store = FileStore(str(tmp_path))
    bag = fixed_bag(("Isopod", "Sandpiper"), ("Isopod", "Sandpiper"), ("Crab", "Rock"))
    s = GameSession.new("seaside", [{"name": "Ana"}, {"name": "Ben"}], {"bag": bag}, 1, store)
    s.play(("side", "Isopod"))
    s.play(("side", "Sandpiper"))
    doc = store.load(s.save_id)
    doc["id"] = s.save_id
    again = GameSession.from_document(doc, store)
    assert again.log == s.log and again.can_undo()
    again.undo()
    assert len(again.actions) == 1


def test_a_game_moved_on_in_another_window_is_not_overwritten(tmp_path):
    """Two windows on one game: the one that is behind cannot write over the other's
    moves; its own move is refused and the save keeps every move made elsewhere."""
    import pytest
    from ui.session import SaveConflict
    store = FileStore(str(tmp_path))
    bag = fixed_bag(("Isopod", "Sandpiper"), ("Crab", "Rock"), ("Crab", "Rock"), ("Isopod", "Sandpiper"))
    first = GameSession.new("seaside", [{"name": "Ana"}, {"name": "Ben"}], {"bag": bag}, 1, store)
    doc = store.load(first.save_id)
    doc["id"] = first.save_id
    second = GameSession.from_document(doc, store)   # a second tab opens the same game
    first.play(("side", "Isopod"))
    first.play(("side", "Rock"))
    with pytest.raises(SaveConflict):
        second.play(("side", "Sandpiper"))
    assert store.load(first.save_id)["actions"] == [["side", "Isopod"], ["side", "Rock"]]
    first.play(("side", "Crab"))                      # the window that is up to date goes on
    assert len(store.load(first.save_id)["actions"]) == 3


def play_until_handover(s):
    """Play the first legal move until a person's decision hands over; return who moved."""
    for _ in range(200):
        mover = s.to_move
        s.play(s.game.legal_actions(s.state)[0])
        if s.to_move != mover:
            return mover
    raise AssertionError("no handover")


def test_between_two_people_the_screen_is_drawn_for_nobody(tmp_path):
    """Ana and Ben (people) and a bot: once Ben's decision is done and the bot's is next,
    the view is a spectator's (core's observe(state, None)) until Ana uncovers."""
    seats = [{"name": "Ana"}, {"name": "Ben"}, {"name": "Cy", "bot": True}]
    s = GameSession.new("seaside", seats, {}, 5, FileStore(str(tmp_path)))
    assert s.needs_cover() == 0 and s.viewer is None and not s.secrets_shown()
    s.uncover()
    assert s.viewer == 0 and s.secrets_shown()
    assert s.view() == s.game.observe(s.state, 0)
    play_until_handover(s)                     # Ana hands over to Ben: a cover
    assert s.needs_cover() == 1 and s.viewer is None
    s.uncover()
    assert play_until_handover(s) == 1 and s.bot_due()
    assert s.viewer is None and not s.secrets_shown() and not s.legal_actions()
    assert s.view() == s.game.observe(s.state, None)
    while s.bot_due():
        s.play_bot()
        assert s.view() == s.game.observe(s.state, None)
    assert s.needs_cover() == 0, "Ana uncovers before she sees anything of hers"


def test_one_person_with_bots_keeps_their_own_view_during_bot_turns(tmp_path):
    """Nobody else is at the table: the person's view stays on screen, no cover."""
    seats = [{"name": "Ana"}, {"name": "Cy", "bot": True}]
    s = GameSession.new("seaside", seats, {}, 5, FileStore(str(tmp_path)))
    assert s.needs_cover() is None and s.viewer == 0 and s.secrets_shown()
    play_until_handover(s)
    assert s.bot_due() and s.viewer == 0 and s.secrets_shown()
    assert s.view() == s.game.observe(s.state, 0)


def test_every_handover_between_two_people_puts_up_a_cover(tmp_path):
    """Each time a person's decisions are done, nobody holds the device until the next
    person uncovers."""
    seats = [{"name": "Ana"}, {"name": "Ben"}]
    s = GameSession.new("seaside", seats, {}, 9, FileStore(str(tmp_path)))
    for _ in range(4):
        s.uncover()
        mover = play_until_handover(s)
        if s.over:
            break
        assert s.revealed_to is None and s.needs_cover() == s.to_move != mover


def test_bots_play_at_their_level_from_their_view_and_hint_helps_a_person(tmp_path):
    from core.rng import Rng  # noqa: F401
    seats = [{"name": "Ana"}, {"name": "Hal", "bot": True, "level": "hard"}]
    s = GameSession.new("sandcastles_draft", seats, {}, 3, FileStore(str(tmp_path)))
    while not s.over and not s.bot_due():
        hint = s.hint(budget_ms=30)
        assert hint is not None
        action, line, reason = hint
        assert action in s.game.legal_actions(s.state) and line and reason.endswith(".")
        s.play(action)
    assert s.hint() is None                      # not a person's decision
    task = s.bot_task()
    assert task[1] == "hard" and task[2] == s.game.observe(s.state, task[0])
    # a budget of many slices: on a loaded machine one 10 ms slice can take far longer
    slices = s.think_bot_slices(task[1], task[2], budget_ms=600, slice_ms=10)
    yields, action = drain(slices)
    assert yields >= 2 and action in s.game.legal_actions(s.state)
    s.play_bot_move(task, s.think_bot("hard", task[2], budget_ms=30))
    assert len(s.actions) == task[3] + 1


def test_a_hint_in_the_browser_thinks_in_slices_and_gives_what_the_whole_think_gives(tmp_path):
    """The browser has no threads: a hint yields every few ms so taps are served, and a
    hint cut in slices is the same hint as one thought in one go (same iterations)."""
    seats = [{"name": "Ana"}, {"name": "Max", "bot": True, "level": "medium"}]
    s = GameSession.new("sandcastles_draft", seats, {}, 3, FileStore(str(tmp_path)))
    while s.bot_due() or len(s.game.legal_actions(s.state)) < 2:
        s.play_bot() if s.bot_due() else s.play(s.game.legal_actions(s.state)[0])
    count = iter(range(10 ** 6))
    steps = s.hint_slices(should_stop=lambda: next(count) >= 12, slice_ms=0)
    yields, sliced = drain(steps)
    count = iter(range(10 ** 6))
    whole = s.hint(should_stop=lambda: next(count) >= 12)
    assert yields >= 10
    assert sliced == whole and sliced[0] in s.game.legal_actions(s.state)
    assert "Hard tried 104 ways the game could go on" in sliced[2]     # 13 rounds of 8 iterations


def test_a_medium_bot_in_the_browser_thinks_in_slices_too(tmp_path):
    """No thread in the browser: Medium yields between the moves it weighs, and plays
    what it plays in one go (the bots' random source restarted alike)."""
    from core.rng import Rng
    seats = [{"name": "Max", "bot": True, "level": "medium"}, {"name": "Ana"}]
    s = GameSession.new("sandcastles_2015", seats, {}, 4, FileStore(str(tmp_path)))
    task = s.bot_task()
    s.bot_rng = Rng(9)
    steps = s.think_bot_slices("medium", task[2], slice_ms=0)
    yields, sliced = drain(steps)
    s.bot_rng = Rng(9)
    assert yields >= 2 and sliced == s.think_bot("medium", task[2])


def test_a_bots_move_thought_for_a_game_that_moved_on_is_refused(tmp_path):
    import pytest
    from core.engine import IllegalAction
    seats = [{"name": "Bot", "bot": True}, {"name": "Ana"}]   # saved before levels: Medium
    s = GameSession.new("seaside", seats, {}, 2, FileStore(str(tmp_path)))
    task = s.bot_task()
    assert task[1] == "medium"
    action = s.think_bot(task[1], task[2])
    s.play_bot_move(task, action)
    if s.bot_due():
        with pytest.raises(IllegalAction):
            s.play_bot_move(task, action)        # thought for a position already left


def test_hard_in_the_browser_plays_what_as_many_iterations_play_in_one_go(tmp_path, monkeypatch):
    """The browser's slices change when Hard stops thinking, never what it plays: the
    move is the move of one search with as many iterations (the tournament's Hard), and
    a decision with one sensible move takes no thinking there either."""
    import types
    import ui.session as session_module
    from core.bots import Search, think
    from core.rng import Rng
    seats = [{"name": "Hal", "bot": True, "level": "hard"}, {"name": "Ana"}]
    s = GameSession.new("sandcastles_2015", seats, {}, 5, FileStore(str(tmp_path)))
    clock = iter(range(10 ** 9))          # a clock that moves 1 ms each time it is read
    monkeypatch.setattr(session_module, "time",
                        types.SimpleNamespace(perf_counter=lambda: next(clock) / 1000))
    counted = []
    run = Search.run
    monkeypatch.setattr(Search, "run", lambda self, n: (counted.append(n), run(self, n))[1])
    seen = set()
    while not s.over and seen != {1, 2}:
        if not s.bot_due():
            s.play(s.game.legal_actions(s.state)[0])
            continue
        task = s.bot_task()
        s.bot_rng = Rng(11)
        counted.clear()
        steps = s.think_bot_slices("hard", task[2], budget_ms=60, slice_ms=10)
        yields, sliced = drain(steps)
        s.bot_rng = Rng(11)
        one_go = think(s.game, task[2], s.bot_rng, iterations=sum(counted))
        assert sliced == one_go.best()
        if len(one_go.candidates) == 1:
            assert not counted and not yields   # no time spent on it
            seen.add(1)
        else:
            assert sum(counted) >= 20 and yields >= 4
            seen.add(2)
        s.play_bot_move(task, sliced)
    assert seen == {1, 2}, "a game with decisions of one and of several sensible moves"


def test_hard_short_of_its_iterations_thinks_on_to_a_thousand_or_twice_its_budget(
        tmp_path, monkeypatch):
    """Issue 25: Hard thinks its 900 ms; a move with fewer than 1,000 iterations by then
    goes on until it has 1,000 or 1,800 ms have passed, served (`think_bot`) and in the
    browser (`think_bot_slices`, still in 20 ms slices). A fake clock: every iteration
    costs `ms` of it, nothing else does."""
    import types
    import ui.session as session_module
    from core.bots import Search
    assert (session_module.HARD_MS, session_module.HARD_MIN_ITERATIONS,
            session_module.HARD_STRETCH) == (900, 1000, 2)
    seats = [{"name": "Hal", "bot": True, "level": "hard"},
             {"name": "Bo", "bot": True, "level": "hard"}]
    s = GameSession.new("sandcastles_draft", seats, {}, 3, FileStore(str(tmp_path)))
    task = s.bot_task()
    assert s.game.legal_actions(s.state) == [("keep",), ("pass",)]   # two moves to weigh
    clock = {"ms": 0.0, "per": 1.0}
    monkeypatch.setattr(session_module, "time",
                        types.SimpleNamespace(perf_counter=lambda: clock["ms"] / 1000))

    def run(self, n):                     # an iteration: only time passes
        self.iterations += n
        clock["ms"] += n * clock["per"]
    monkeypatch.setattr(Search, "run", run)
    searches = []
    init = Search.__init__
    monkeypatch.setattr(Search, "__init__",
                        lambda self, *a: (searches.append(self), init(self, *a))[1])

    def think(per, sliced):
        """(iterations, ms thought, longest ms between two yields) at `per` ms an iteration."""
        clock["per"] = per
        searches.clear()
        start = clock["ms"]
        if not sliced:
            action = s.think_bot("hard", task[2])
            gap = None
        else:
            steps, marks = s.think_bot_slices("hard", task[2]), [clock["ms"]]
            while True:
                try:
                    next(steps)
                except StopIteration as done:
                    action = done.value
                    break
                marks.append(clock["ms"])
            marks.append(clock["ms"])
            gap = max(b - a for a, b in zip(marks, marks[1:]))
        assert action in s.game.legal_actions(s.state)
        return searches[-1].iterations, clock["ms"] - start, gap

    for sliced in (False, True):
        # (the clock is read in seconds: a deadline may be met one iteration late)
        # fast: 1,800 iterations by 900 ms, and it stops there
        its, ms, gap = think(0.5, sliced)
        assert 1800 <= its <= 1801 and 900 <= ms <= 900.5
        # 750 by 900 ms: on to the 1,000th iteration (at 1,200 ms), no further
        its, ms, gap = think(1.2, sliced)
        assert its == 1000 and 1199 < ms < 1201
        # 300 by 900 ms: on, but not past 1,800 ms (600 iterations)
        its, ms, gap = think(3.0, sliced)
        assert 600 <= its <= 601 and 1800 <= ms <= 1803
        if sliced:    # a tap waits at most one slice, past 900 ms as before
            assert gap <= 20 + 3.0


def test_a_game_played_in_french_is_saved_without_french_words(tmp_path):
    # "Saves stay language-free: a game started in French opens in English" (issue 27):
    # the save's progress line is written in the code's English whatever is spoken.
    from ui import language
    language.use("fr")
    store = FileStore(str(tmp_path))
    s = GameSession.new("seaside", [{"name": "Ana"}, {"name": "Ben"}], {}, 1, store)
    assert s.game.progress(s.state) != store.load(s.save_id)["progress"]   # French on screen
    language.use("en")
    assert store.load(s.save_id)["progress"] == s.game.progress(s.state)
