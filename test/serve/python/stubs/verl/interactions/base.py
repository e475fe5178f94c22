"""Stand-in for verl.interactions.base.BaseInteraction (same method names and returns)."""
from typing import Any, Optional
from uuid import uuid4


class BaseInteraction:
    def __init__(self, config: dict):
        self.config = config
        self.name = config.get("name", "interaction_agent")

    async def start_interaction(self, instance_id: Optional[str] = None, **kwargs) -> str:
        return instance_id or str(uuid4())

    async def generate_response(self, instance_id: str, messages: list, **kwargs) -> tuple:
        return False, "", 0.0, {}

    async def calculate_score(self) -> float:
        return 0.0

    async def finalize_interaction(self) -> None:
        pass
