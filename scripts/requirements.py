"""Print the requirements pyproject.toml declares (runtime, plus dev with --dev),
one per line, so setup installs exactly what the project file pins."""
import os
import sys
import tomllib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
with open(os.path.join(ROOT, "pyproject.toml"), "rb") as f:
    project = tomllib.load(f)["project"]
reqs = list(project["dependencies"])
if "--dev" in sys.argv:
    reqs += project["optional-dependencies"]["dev"]
print("\n".join(reqs))
