"""atheris target compat_urljoin: urljoin(base, url, allow_fragments) on str and on bytes.

Run: python fuzz/compat_urljoin.py [libFuzzer options] [corpus directories]; see fuzz/README.md.
"""

import harness

if __name__ == "__main__":
    harness.main("compat_urljoin")
