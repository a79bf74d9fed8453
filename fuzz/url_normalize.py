"""atheris target url_normalize: normalize(): idempotent, ASCII, equivalent, and the same from the
URI form.

Run: python fuzz/url_normalize.py [libFuzzer options] [corpus directories]; see fuzz/README.md.
"""

import harness

if __name__ == "__main__":
    harness.main("url_normalize")
