"""Sphinx configuration for href's documentation (``sphinx-build -W docs build``)."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE.parent / "src"))

project = "href"
author = "The href authors"
copyright = "the href authors"  # noqa: A001 - the name Sphinx reads

extensions = [
    "myst_parser",
    "sphinx.ext.autodoc",
    "sphinx.ext.napoleon",
]
source_suffix = {".rst": "restructuredtext", ".md": "markdown"}
exclude_patterns = ["_build", "build"]
myst_heading_anchors = 3

# Docstrings use Google-style sections ("Raises:", "Args:", "Attributes:").
napoleon_google_docstring = True
napoleon_numpy_docstring = False
napoleon_use_ivar = True
autodoc_member_order = "bysource"
autodoc_typehints = "signature"
autodoc_default_options = {"members": True, "show-inheritance": False}

html_theme = "furo"
html_title = "href"

# docs/migration.md (urllib.parse -> href.compat -> href.URL) is written
# alongside this page set; until it lands, its toctree entry is not an error.
if not (HERE / "migration.md").exists():
    suppress_warnings = ["toc.not_readable"]
