"""The command line. Importing it never imports the user interface."""

from four_lanterns.cli.main import main

__all__ = ["main"]
