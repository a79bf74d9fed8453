"""atheris target compat_parse_qs: parse_qs and parse_qsl with every keyword fuzzed.

Run: python fuzz/compat_parse_qs.py [libFuzzer options] [corpus directories]; see fuzz/README.md.
"""

import harness

if __name__ == "__main__":
    harness.main("compat_parse_qs")
