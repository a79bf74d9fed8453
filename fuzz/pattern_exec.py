"""atheris target pattern_exec: URLPattern construction and exec(): only URLPatternError,
test() agrees with exec(), a match reads the components the URL Standard reads.

Run: python fuzz/pattern_exec.py [libFuzzer options] [corpus directories]; see fuzz/README.md.
"""

import harness

if __name__ == "__main__":
    harness.main("pattern_exec")
