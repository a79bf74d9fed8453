"""atheris target compat_urlencode: urlencode of mappings and pairs, doseq, safe, encoding, errors
and quote_via.

Run: python fuzz/compat_urlencode.py [libFuzzer options] [corpus directories]; see fuzz/README.md.
"""

import harness

if __name__ == "__main__":
    harness.main("compat_urlencode")
