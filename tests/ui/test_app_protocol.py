"""The scenes know the app only through ``ui.scene.AppLike``; the real ``App`` must fulfil it."""

import inspect

from speedgames.app import App
from speedgames.ui.scene import AppLike


def _members() -> tuple[set[str], set[str]]:
    fields = set(AppLike.__annotations__)
    methods = {name for name, value in vars(AppLike).items()
               if inspect.isfunction(value) and not name.startswith("_")}
    return fields, methods


def test_the_protocol_names_the_app_services_scenes_use():
    fields, methods = _members()
    assert {"theme", "storage", "settings", "audio", "stack", "size"} <= fields
    assert {"toast", "open", "push", "replace", "back", "home", "report_error"} <= methods


def test_the_app_has_every_member_of_the_scene_protocol(app):
    fields, methods = _members()
    missing = sorted(name for name in fields | methods if not hasattr(app, name))
    assert missing == []
    for name in methods:
        assert callable(getattr(app, name)), name
        want = list(inspect.signature(getattr(AppLike, name)).parameters)[1:]
        have = list(inspect.signature(getattr(App, name)).parameters)[1:]
        assert have[:len(want)] == want, name
