"""genesis_nb: a Jupyter kit for teaching and exploring four board games called Genesis."""

__version__ = "0.1.0"
