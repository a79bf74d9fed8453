"""atheris target url_display: display() names the same host by the IDN display policy;
file_name() is one name inside a folder on POSIX and Windows.

Run: python fuzz/url_display.py [libFuzzer options] [corpus directories]; see fuzz/README.md.
"""

import harness

if __name__ == "__main__":
    harness.main("url_display")
