"""atheris target compat_quote: quote, quote_plus and quote_from_bytes with fuzzed safe, encoding
and errors.

Run: python fuzz/compat_quote.py [libFuzzer options] [corpus directories]; see fuzz/README.md.
"""

import harness

if __name__ == "__main__":
    harness.main("compat_quote")
