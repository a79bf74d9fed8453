"""atheris target url_parse: URL(text): lossless, re-parses equal, hashes equal, accessors and
normalize() work.

Run: python fuzz/url_parse.py [libFuzzer options] [corpus directories]; see fuzz/README.md.
"""

import harness

if __name__ == "__main__":
    harness.main("url_parse")
