"""Beach Bag rules core: pure standard-library Python, no UI, no files, no clock.

`core.engine` holds the contract every game fulfils; `core.registry` maps game ids
to games. Everything here runs the same under CPython, in Pyodide, in tests and in bots.
Files and time come from the caller: the stores are ui/storage.py (file reading and
writing ui/files.py), a save's time stamp is passed in, a timing report is given a
clock. The command line (core/__main__.py) is the one program here that reads files
and the clock; tests/core/test_core_pure.py checks every other module.
"""
