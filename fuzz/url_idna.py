"""atheris target url_idna: to_ascii()/to_unicode(): ASCII out, fixpoints, round trips, equivalent
to the input.

Run: python fuzz/url_idna.py [libFuzzer options] [corpus directories]; see fuzz/README.md.
"""

import harness

if __name__ == "__main__":
    harness.main("url_idna")
