"""Plays gold and do-nothing rollouts through envfactory_verl.py the way verl's ToolAgentLoop does
(verl main, January 2026, verl/experimental/agent_loop/tool_agent_loop.py): tools built from the
tool config's class_name with a checked schema, one request_id per rollout, and for every call
create(create_kwargs=tools_kwargs[name]["create_kwargs"]) → execute(instance_id, args,
agent_data=...) → release(instance_id). The reward is compute_score(data_source, solution_str,
ground_truth, extra_info) on a Hermes-style response text.

argv: EXPORT_DIR STUBS_DIR CASES_JSON. Prints one JSON line per case."""
import asyncio
import importlib
import json
import sys
import uuid
from types import SimpleNamespace

sys.path.insert(0, sys.argv[2])
sys.path.insert(0, sys.argv[1])
import yaml  # noqa: E402
from verl.tools.schemas import parse_tool_schema  # noqa: E402

import envfactory_verl  # noqa: E402


def load_tools(path):
    config = yaml.safe_load(open(path))
    tools = {}
    for entry in config["tools"]:
        module, cls = entry["class_name"].rsplit(".", 1)
        schema = parse_tool_schema(entry["tool_schema"])
        tool = getattr(importlib.import_module(module), cls)(entry["config"], schema)
        tools[tool.name] = tool
    return tools


def load_interaction(path):
    entry = yaml.safe_load(open(path))["interaction"][0]
    module, cls = entry["class_name"].rsplit(".", 1)
    return entry["name"], getattr(importlib.import_module(module), cls)({**entry["config"], "name": entry["name"]})


async def rollout(case, tools, interaction, gold):
    """One rollout; with gold, the trajectory's assistant turns are played and every later user
    turn comes from the interaction (the server's simulated user)."""
    row = case["row"]
    extra = row["extra_info"]
    agent_data = SimpleNamespace(request_id=uuid.uuid4().hex, tools_kwargs=extra["tools_kwargs"], messages=[])
    await interaction.start_interaction(agent_data.request_id, **extra["interaction_kwargs"])
    seen = [dict(m) for m in row["prompt"]]
    text, user_mismatches = "", []
    for m in case["messages"] if gold else []:
        if m["role"] == "assistant":
            if m.get("content"):
                text += m["content"]
            results = []
            for call in m.get("tool_calls") or []:
                name, args = call["function"]["name"], json.loads(call["function"]["arguments"])
                tool = tools[name]
                kwargs = extra["tools_kwargs"].get(name, {})
                instance_id, _ = await tool.create(create_kwargs=kwargs.get("create_kwargs", {}))
                try:
                    response, _, _ = await tool.execute(instance_id, args, agent_data=agent_data)
                finally:
                    await tool.release(instance_id)
                text += "\n<tool_call>\n" + json.dumps({"name": name, "arguments": args}) + "\n</tool_call>"
                results.append(response.text)
            text += "<|im_end|>\n"
            if results:
                text += "<|im_start|>user\n" + "\n".join(
                    "<tool_response>\n" + r + "\n</tool_response>" for r in results) + "<|im_end|>\n<|im_start|>assistant\n"
            seen.append(m)
        elif m["role"] == "tool":
            seen.append(m)
        elif m["role"] == "user":
            done, reply, _, _ = await interaction.generate_response(agent_data.request_id, seen)
            if done or reply != m["content"]:
                user_mismatches.append({"done": done, "said": reply, "expected": m["content"]})
            seen.append({"role": "user", "content": reply})
            text += "<|im_start|>user\n" + reply + "<|im_end|>\n<|im_start|>assistant\n"
    if not gold:
        text = "I could not do that.<|im_end|>"
    score = envfactory_verl.compute_score(row["data_source"], text, row["reward_model"]["ground_truth"], extra)
    session = envfactory_verl._SESSIONS.get(agent_data.request_id)
    state = envfactory_verl._request("GET", f"/sessions/{session}/state")["stateHash"] if session else None
    await interaction.finalize_interaction(agent_data.request_id)
    return score, state, user_mismatches


async def main():
    cases = json.load(open(sys.argv[3]))
    name, interaction = load_interaction(sys.argv[1] + "/verl/interaction.yaml")
    loaded = {}
    for case in cases:
        group = case["row"]["extra_info"]["tool_group"]
        if group not in loaded:
            loaded[group] = load_tools(f"{sys.argv[1]}/verl/{group}.tools.yaml")
        assert case["row"]["agent_name"] == "tool_agent"
        assert case["row"]["extra_info"]["interaction_kwargs"]["name"] == name
        gold, state, mismatches = await rollout(case, loaded[group], interaction, True)
        nothing, _, _ = await rollout(case, loaded[group], interaction, False)
        print(json.dumps({"task": case["row"]["extra_info"]["task_id"], "gold": gold, "nothing": nothing,
                          "state": state, "user_mismatches": mismatches}), flush=True)


asyncio.run(main())
