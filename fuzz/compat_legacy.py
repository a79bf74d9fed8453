"""atheris target compat_legacy: Every deprecated split* helper, to_bytes and unwrap (warnings
compared, not raised).

Run: python fuzz/compat_legacy.py [libFuzzer options] [corpus directories]; see fuzz/README.md.
"""

import harness

if __name__ == "__main__":
    harness.main("compat_legacy")
