"""Beach Bag rules core: pure standard-library Python, no UI, no files, no clock.

`core.engine` holds the contract every game fulfils; `core.registry` maps game ids
to games. Everything here runs the same under CPython, in Pyodide, in tests and in bots.
"""
