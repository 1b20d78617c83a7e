"""Four Lanterns: a four-player partnership trick-taking game for the terminal."""

__version__ = "0.1.0"
