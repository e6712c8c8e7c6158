"""Bokeh charts of scoring, shared by all games (angels first). Placeholder, rewritten below."""
from .figures import score_breakdown, scores_over_time
