"""The card table: a Textual user interface over the rules engine.

Only this package imports Textual; the engine and the command line's
trace and replay commands never do.
"""
