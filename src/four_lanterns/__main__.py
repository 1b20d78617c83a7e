"""``python -m four_lanterns``: the same as the ``four-lanterns`` command."""

from four_lanterns.cli.main import entry

entry()
