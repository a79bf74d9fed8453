"""The engine tests (a package, so its conftest and the suite's are two modules to mypy)."""
