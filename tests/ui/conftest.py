"""The in-process app tests (tests/support/ui_harness.py) run the table's motion ten
times faster than a person sees it: no client animates anything here, and a game of
them waited about a second at each pass of the device for pieces to land (the cover
comes after the move is seen landing, issue 24). Every step of the motion still runs,
in the same order; only its timers are shorter. A test of the timers themselves sets
its own (tests/ui/test_table_kit.py)."""
import pytest

MOTION_PACE = 0.1


@pytest.fixture(autouse=True)
def quick_motion(monkeypatch):
    from ui.shell import play
    from ui.table import motion
    for module, name in ((motion, "START_DELAY"), (motion, "HOP_MS"), (motion, "HOP_GAP"),
                         (play, "LANDED_REST")):
        monkeypatch.setattr(module, name, getattr(module, name) * MOTION_PACE)
