"""atheris target compat_urlparse: urlparse(url, scheme, allow_fragments): as compat_urlsplit.

Run: python fuzz/compat_urlparse.py [libFuzzer options] [corpus directories]; see fuzz/README.md.
"""

import harness

if __name__ == "__main__":
    harness.main("compat_urlparse")
