"""Analysis of Four Lanterns positions: what best play by both teams gives."""

from four_lanterns.analysis.review import CostlyPlay, first_costly_play
from four_lanterns.analysis.solver import Analysis, CardValue, analyze, solve

__all__ = ["Analysis", "CardValue", "CostlyPlay", "analyze", "first_costly_play", "solve"]
