# $PyInstaller-Hook-Priority: 1000
"""Beach Bag's PyInstaller hook for flet (scripts/build_desktop.py): Flet's icon tables,
without Flet's desktop client. flet-cli's own hook (installed with flet-cli, which
scripts/build-web uses) imports flet_desktop and would fetch that client from the
internet; the desktop program runs the app in the system browser and needs none of it."""
from PyInstaller.utils.hooks import collect_data_files

datas = (collect_data_files("flet.controls.material", includes=["icons.json"])
         + collect_data_files("flet.controls.cupertino", includes=["cupertino_icons.json"]))
