"""atheris target whatwg_validate: href.whatwg.validate() never raises, its spans lie inside the
text, a fatal error appears exactly when href.whatwg.parse() fails.

Run: python fuzz/whatwg_validate.py [libFuzzer options] [corpus directories]; see fuzz/README.md.
"""

import harness

if __name__ == "__main__":
    harness.main("whatwg_validate")
