"""atheris target url_relative_to: base.join(target.relative_to(base)) is target (without dot
segments) or equivalent.

Run: python fuzz/url_relative_to.py [libFuzzer options] [corpus directories]; see fuzz/README.md.
"""

import harness

if __name__ == "__main__":
    harness.main("url_relative_to")
