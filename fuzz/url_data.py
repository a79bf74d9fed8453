"""atheris target url_data: data: URLs read by the Fetch Standard's processor every way href
can (the fast path, the URL parser, URL.data()) agree, and what is read or built writes back.

Run: python fuzz/url_data.py [libFuzzer options] [corpus directories]; see fuzz/README.md.
"""

import harness

if __name__ == "__main__":
    harness.main("url_data")
