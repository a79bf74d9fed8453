"""atheris target compat_unquote: unquote, unquote_plus and unquote_to_bytes with fuzzed encoding
and errors.

Run: python fuzz/compat_unquote.py [libFuzzer options] [corpus directories]; see fuzz/README.md.
"""

import harness

if __name__ == "__main__":
    harness.main("compat_unquote")
