"""Let the browser tests import `tests.e2e.browser` also under plain `pytest`
(`python -m pytest` puts the project folder on sys.path by itself)."""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
