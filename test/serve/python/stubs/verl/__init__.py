"""Test stand-in for the parts of verl that envfactory_verl.py imports.

Written from verl's interfaces (verl main, January 2026: verl/tools/base_tool.py,
verl/tools/schemas.py, verl/interactions/base.py); not a copy. It keeps what the adapter relies on:
the constructor arguments, the async method signatures, `self.name` from the tool schema, and the
schema checks verl's pydantic models make on a tool config.
"""
