"""The files Beach Bag keeps (saves, records, settings): read safely, written so that a
crash cannot leave half a file. core never touches files; the stores (ui/storage.py), the
records keeper and the command line (`python -m core check`, `play --save`) come here.
Standard library only (no Flet), so the command line needs nothing more than core does.
"""
from __future__ import annotations

import contextlib
import os
import re
import stat
import tempfile

from core import saves
from core.i18n import _
from core.saves import SaveError

# The temporary files write_atomic leaves while it writes (and those of earlier versions:
# tempfile's 8 random characters between "." and ".tmp"), and the folder's lock file.
TEMP_PREFIX = ".beachbag-"
TEMP_SUFFIX = ".tmp"
TEMP = re.compile(r"\.(beachbag-[a-z0-9_]+|[a-z0-9_]{8})\.tmp\Z")
LOCK_NAME = ".beachbag.lock"

try:
    import fcntl
except ImportError:       # Windows, Pyodide: no advisory locks
    fcntl = None


def read_file(path: str, where=None) -> str:
    """A save file's text, read safely: only a regular file, at most saves.MAX_BYTES
    (a bigger file is not read at all), decoded by core.saves.decode_bytes."""
    where = path if where is None else where
    try:
        # non-blocking, so a named pipe called x.json cannot hang the reader
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except FileNotFoundError:
        # never shown to a player as it is (the stores say "the save file is gone", the
        # records keeper starts afresh) and compared by its words in records_keeper:
        # kept in English; `missing` says it without words
        missing = SaveError(where, "there is no such file")
        missing.missing = True
        raise missing from None
    except (OSError, ValueError) as e:
        raise SaveError(where, _("the file cannot be read ({reason})").format(
            reason=getattr(e, 'strerror', None) or e)) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise SaveError(where, _("this is not a Beach Bag save (not a file)"))
        if info.st_size > saves.MAX_BYTES:
            raise SaveError(where, saves.SAVE.too_big(info.st_size))
        with os.fdopen(os.dup(fd), "rb") as f:
            raw = f.read(saves.MAX_BYTES + 1)
    except OSError as e:
        raise SaveError(where, _("the file cannot be read ({reason})").format(
            reason=e.strerror or e)) from None
    finally:
        os.close(fd)
    return saves.decode_bytes(raw, where)


def load_file(path: str) -> dict:
    """Load and validate a save file given by path (the `check` command)."""
    return saves.parse_document(read_file(path), path)


@contextlib.contextmanager
def folder_lock(folder: str, exclusive: bool):
    """Yields True holding the folder's lock (shared for writers, exclusive for the
    sweep, which does not wait), False if the sweep could not get it, None where
    there are no file locks."""
    if fcntl is None:
        yield None
        return
    try:
        fd = os.open(os.path.join(folder, LOCK_NAME), os.O_RDWR | os.O_CREAT, 0o644)
    except OSError:
        yield None if not exclusive else False
        return
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB if exclusive else fcntl.LOCK_SH)
        except OSError:
            yield False
            return
        yield True
    finally:
        os.close(fd)  # also lets go of the lock


def write_atomic(path: str, text: str) -> None:
    """Write a file so that a crash, kill or power cut at any moment leaves either
    the old file or the new one: a temp file in the same folder, flushed and
    fsynced, renamed over the old one, and the folder fsynced so the rename lasts."""
    folder = os.path.dirname(os.path.abspath(path))
    os.makedirs(folder, exist_ok=True)
    data = text.encode("utf-8")
    with folder_lock(folder, exclusive=False):
        fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=TEMP_SUFFIX, dir=folder)
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(data)
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, path)
        except BaseException:
            try:
                os.remove(tmp)
            except OSError:
                pass
            raise
    fsync_folder(folder)


def fsync_folder(folder: str) -> None:
    """Make a rename or a new file in `folder` survive a power cut (POSIX; where a
    folder cannot be opened, as on Windows, the rename is already durable)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
