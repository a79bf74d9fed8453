"""atheris target compat_unsplit: urlunsplit/urlunparse of components, and of urlsplit/urlparse's
results.

Run: python fuzz/compat_unsplit.py [libFuzzer options] [corpus directories]; see fuzz/README.md.
"""

import harness

if __name__ == "__main__":
    harness.main("compat_unsplit")
