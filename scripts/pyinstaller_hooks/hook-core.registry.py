"""Beach Bag's PyInstaller hook for core.registry (scripts/build_desktop.py): the games'
packages and their bots' knowledge (core/<game>/bot.py) are imported by name, which
PyInstaller's scan cannot follow, so the registry's own list is bundled."""
from PyInstaller import isolated


@isolated.decorate
def _registry_modules():
    from core.registry import modules
    return modules()


hiddenimports = _registry_modules()
