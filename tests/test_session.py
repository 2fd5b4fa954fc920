"""The session controller: undo takes back a person's move that revealed nothing, never
a bot's, and the save follows."""
from core.saves import FileStore
from core.seaside import components as C
from ui.session import GameSession


def fixed_bag(*kinds):
    used, bag = set(), []
    for kind in kinds:
        t = next(t for t in C.ids_of(*kind) if t not in used)
        used.add(t)
        bag.append(t)
    return bag


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
    slices = s.think_bot_slices(task[1], task[2], budget_ms=60, slice_ms=10)
    yields = 0
    while True:
        try:
            next(slices)
            yields += 1
        except StopIteration as done:
            action = done.value
            break
    assert yields >= 2 and action in s.game.legal_actions(s.state)
    s.play_bot_move(task, s.think_bot("hard", task[2], budget_ms=30))
    assert len(s.actions) == task[3] + 1


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
