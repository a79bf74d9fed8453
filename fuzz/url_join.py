"""atheris target url_join: base.join(ref): RFC 3986 5.2 exactly (against a transcription of it),
and reparses.

Run: python fuzz/url_join.py [libFuzzer options] [corpus directories]; see fuzz/README.md.
"""

import harness

if __name__ == "__main__":
    harness.main("url_join")
