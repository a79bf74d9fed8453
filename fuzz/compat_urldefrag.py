"""atheris target compat_urldefrag: urldefrag(url) on str and bytes.

Run: python fuzz/compat_urldefrag.py [libFuzzer options] [corpus directories]; see fuzz/README.md.
"""

import harness

if __name__ == "__main__":
    harness.main("compat_urldefrag")
