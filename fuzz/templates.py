"""atheris target templates: RFC 6570 templates parsed, expanded, partly expanded and matched.

Run: python fuzz/templates.py [libFuzzer options] [corpus directories]; see fuzz/README.md.
"""

import harness

if __name__ == "__main__":
    harness.main("templates")
