"""The table's screens: the table itself, its dialogs, and the too-small notice."""
