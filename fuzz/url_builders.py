"""atheris target url_builders: A chain of up to four builders, each chosen by the input, each
result checked.

Run: python fuzz/url_builders.py [libFuzzer options] [corpus directories]; see fuzz/README.md.
"""

import harness

if __name__ == "__main__":
    harness.main("url_builders")
