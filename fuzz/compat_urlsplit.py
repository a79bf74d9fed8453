"""atheris target compat_urlsplit: urlsplit(url, scheme, allow_fragments): results and their
attributes, or errors.

Run: python fuzz/compat_urlsplit.py [libFuzzer options] [corpus directories]; see fuzz/README.md.
"""

import harness

if __name__ == "__main__":
    harness.main("compat_urlsplit")
