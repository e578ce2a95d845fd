"""Benchmarks: they print numbers and write JSON; they are not tests (docs/performance.md)."""
