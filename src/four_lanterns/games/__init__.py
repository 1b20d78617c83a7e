"""The games played on the table, one package each, each registering its rule set."""
