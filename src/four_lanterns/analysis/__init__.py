"""Analysis of Four Lanterns positions: what best play by both teams gives."""

from four_lanterns.analysis.solver import Analysis, CardValue, analyze, solve

__all__ = ["Analysis", "CardValue", "analyze", "solve"]
