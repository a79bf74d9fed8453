#!/usr/bin/env bash
# Usage: tools/test-on.sh VERSION [PYTEST ARGS...]
#
# Run the test suite on CPython VERSION (3.11, 3.12, 3.13, 3.14 or 3.15) in a
# virtual environment of its own (.venv-VERSION in the repository, or the
# folder named by HREF_VENV), made and filled with the dev extra on first use.
# The interpreter is the first of: pythonVERSION on PATH, pyenv's newest
# VERSION.x (PYENV_ROOT, default ~/.pyenv), and a CPython built from Debian's
# packages by ../shared/tools/debian-python.sh (3.13 to 3.15).
# Exit status: pytest's; 69 (EX_UNAVAILABLE) when no interpreter for VERSION is found.
set -euo pipefail
v=${1:?usage: tools/test-on.sh VERSION [PYTEST ARGS...]}; shift
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
venv=${HREF_VENV:-$repo/.venv-$v}
debian=$repo/../shared/tools/debian-python.sh
log() { echo "test-on.sh: $*" >&2; }

works() {  # a runnable interpreter of exactly version $v (pyenv shims may not be)
    [ -x "$1" ] && [ "$("$1" -c 'import sys; print("%d.%d" % sys.version_info[:2])' 2>/dev/null)" = "$v" ]
}

find_python() {
    local candidate
    if candidate=$(command -v "python$v" 2>/dev/null) && works "$candidate"; then
        echo "$candidate"; return 0
    fi
    for candidate in $(ls -d "${PYENV_ROOT:-$HOME/.pyenv}/versions/$v".* 2>/dev/null | sort -V -r); do
        if works "$candidate/bin/python3"; then echo "$candidate/bin/python3"; return 0; fi
    done
    return 1
}

if [ ! -x "$venv/bin/python" ]; then
    if python=$(find_python); then
        log "making $venv with $python"
        "$python" -m venv "$venv"
    elif [ -x "$debian" ] && python=$("$debian" "$v" 2>/dev/null) && works "$python"; then
        log "making $venv with $python (Debian's package)"
        "$debian" "$v" --venv "$venv" >/dev/null
    else
        log "no CPython $v found (PATH, pyenv, $debian)"
        exit 69
    fi
    "$venv/bin/python" -m pip install -q -e "$repo[dev]"
fi
cd "$repo"
log "$("$venv/bin/python" -c 'import sys; print("CPython", sys.version.split()[0], "at", sys.executable)')"
exec "$venv/bin/python" -m pytest -q -p no:cacheprovider "$@"
