"""Review: the paper trace checked against the engine, and the report."""
