#!/usr/bin/env bash
# Usage: tools/test-on.sh VERSION [PYTEST ARGS...]
#
# Run the test suite on CPython VERSION (3.11, 3.12, 3.13, 3.14 or 3.15) in a
# virtual environment of its own (.venv-VERSION in the repository, or the
# folder named by HREF_VENV), made and filled with the dev extra on first use.
# The interpreter is the newest patch release of VERSION among pythonVERSION
# on PATH, pyenv's VERSION.x (PYENV_ROOT, default ~/.pyenv), and a CPython
# built from Debian's packages by ../shared/tools/debian-python.sh (3.13 to
# 3.15): pyenv may have 3.13.0 where Debian has a later 3.13, and href.compat
# follows urllib.parse's patch-level changes (docs/migration.md). A venv made
# on an older patch release than the newest found is made again.
# Exit status: pytest's; 69 (EX_UNAVAILABLE) when no interpreter for VERSION is found.
set -euo pipefail
v=${1:?usage: tools/test-on.sh VERSION [PYTEST ARGS...]}; shift
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
venv=${HREF_VENV:-$repo/.venv-$v}
debian=$repo/../shared/tools/debian-python.sh
log() { echo "test-on.sh: $*" >&2; }

patch_of() {  # the X.Y.Z of interpreter $1 if it runs and is version $v, else nothing
    local full
    [ -x "$1" ] || return 1
    full=$("$1" -c 'import sys; print("%d.%d.%d" % sys.version_info[:3])' 2>/dev/null) || return 1
    [ "${full%.*}" = "$v" ] || return 1  # pyenv shims may run another version, or none
    echo "$full"
}

newer() {  # whether X.Y.Z $1 is a later release than $2 (or $2 is empty)
    [ -z "$2" ] || { [ "$1" != "$2" ] && [ "$(printf '%s\n%s\n' "$1" "$2" | sort -V | tail -n 1)" = "$1" ]; }
}

best= best_patch= best_from=
consider() {  # candidate interpreter $1, found by $2 (path, pyenv or debian)
    local patch
    if patch=$(patch_of "$1") && newer "$patch" "$best_patch"; then
        best=$1 best_patch=$patch best_from=$2
    fi
}

if candidate=$(command -v "python$v" 2>/dev/null); then consider "$candidate" path; fi
for candidate in "${PYENV_ROOT:-$HOME/.pyenv}/versions/$v".*/bin/python3; do
    consider "$candidate" pyenv
done
# debian-python.sh downloads on its first call for a version, then reuses its cache.
if [ -x "$debian" ] && candidate=$("$debian" "$v" 2>/dev/null); then consider "$candidate" debian; fi

if [ -z "$best" ] && [ ! -x "$venv/bin/python" ]; then
    log "no CPython $v found (PATH, pyenv, $debian)"
    exit 69
fi
if [ -x "$venv/bin/python" ] && [ -n "$best" ] && [ "$(patch_of "$venv/bin/python" || true)" != "$best_patch" ]; then
    log "$venv is not on CPython $best_patch, the newest $v found: making it again"
    rm -rf "$venv"
fi
if [ ! -x "$venv/bin/python" ]; then
    if [ "$best_from" = debian ]; then
        log "making $venv with $best (CPython $best_patch, Debian's package)"
        "$debian" "$v" --venv "$venv" >/dev/null
    else
        log "making $venv with $best (CPython $best_patch)"
        "$best" -m venv "$venv"
    fi
    "$venv/bin/python" -m pip install -q -e "$repo[dev]"
fi
cd "$repo"
log "$("$venv/bin/python" -c 'import sys; print("CPython", sys.version.split()[0], "at", sys.executable)')"
exec "$venv/bin/python" -m pytest -q -p no:cacheprovider "$@"
