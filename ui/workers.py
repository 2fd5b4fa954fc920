"""Checking and replaying saves in a worker process, away from the server's event loop.

Every browser session of a server shares one event loop, and Python threads share one
lock (the GIL): a long save replayed in a thread still slows every other player's taps
(p95 over 200 ms while the longest save was imported). A worker process replays it on
the other core; the loop only receives the result. In the browser build (Pyodide: one
thread, no processes, one player) the work runs in place.

The functions run in the worker take and return plain data (text, documents, a
GameSession without its store), so they pickle.
"""
from __future__ import annotations

import atexit
import multiprocessing
import multiprocessing.connection
import os
import sys
import threading
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from core import i18n, saves
from ui.session import GameSession

IN_BROWSER = sys.platform == "emscripten"
_pool = None
_pool_lock = threading.Lock()


def _get_pool():
    global _pool
    with _pool_lock:
        if _pool is None:
            # spawn: a fresh interpreter, not a fork of a server that runs threads
            _pool = ProcessPoolExecutor(max_workers=1,
                                        mp_context=multiprocessing.get_context("spawn"),
                                        initializer=_exit_with_parent)
        return _pool


def _exit_with_parent():
    """In the worker: end when the server ends, however it ends. A server stopped by a
    signal runs no atexit, and the worker, waiting on a queue whose writing end it also
    holds, was left running for good (one more Python process per stop)."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch():
        multiprocessing.connection.wait([parent.sentinel])
        os._exit(0)
    threading.Thread(target=watch, name="exit-with-parent", daemon=True).start()


def _drop_pool():
    global _pool
    with _pool_lock:
        if _pool is not None:
            _pool.shutdown(wait=False, cancel_futures=True)
        _pool = None


atexit.register(_drop_pool)


def run(work, *args):
    """work(*args) in the worker process; blocks the calling thread (never call it on
    the event loop: use it from a thread). Runs in place where there are no processes,
    and once more in place if the worker died (a replay that ran out of memory)."""
    if IN_BROWSER:
        return work(*args)
    try:
        # in the player's language: a damaged save's message is made in the worker
        future = _get_pool().submit(_speaking, i18n.language(), work, *args)
    except Exception:  # the worker cannot start (no processes here, the folder it starts in is gone)
        _drop_pool()
        return work(*args)
    try:
        return future.result()
    except BrokenProcessPool:
        _drop_pool()
        return work(*args)


# ---- what the worker does -----------------------------------------------------------
def _speaking(code: str, work, *args):
    """work(*args) with messages in the language `code` (the app's, in the worker)."""
    if i18n.language() != code:
        from ui import language
        language.use(code)
    return work(*args)


def check_document(data, where):
    """saves.parse_document, for SaveStore.list: the document or the SaveError."""
    try:
        return saves.parse_document(data, where)
    except saves.SaveError as err:
        return err


def check_in_worker(data, where):
    """SaveStore.list's `check`, run in the worker process."""
    return run(check_document, data, where)


def open_session(data, where, save_id) -> GameSession:
    """A save's text checked and replayed into a session without a store (the caller
    gives it one). Raises SaveError."""
    doc = saves.parse_document(data, where)
    doc["id"] = save_id
    return GameSession.from_document(doc, None)
