"""Plays gold and do-nothing rollouts through envfactory_trl.py the way TRL's GRPOTrainer calls an
environment_factory (TRL 1.10.0.dev0, trl/trainer/grpo_trainer.py): one instance per rollout from
ENVIRONMENTS[row["environment"]](), reset(**row without "environment"), tools are the public
methods other than reset/get_reward called as method(**arguments), then reward functions get
completions= and environments=, and get_reward() is called once per rollout.

argv: EXPORT_DIR CASES_JSON. Prints one JSON line per case."""
import inspect
import json
import re
import sys

sys.path.insert(0, sys.argv[1])
import envfactory_trl  # noqa: E402


def tool_methods(env):
    return {
        name: m
        for name, m in inspect.getmembers(env, predicate=inspect.ismethod)
        if name not in ("reset", "get_reward") and not name.startswith("_")
    }


def check_schema_source(method):
    """What transformers' get_json_schema needs: a type hint and an Args: line per parameter."""
    doc = inspect.getdoc(method) or ""
    sig = inspect.signature(method)
    for p in sig.parameters.values():
        assert p.annotation is not inspect.Parameter.empty, f"{method.__name__}.{p.name} has no type hint"
        assert re.search(rf"^\s*{re.escape(p.name)}:", doc, re.M), f"{method.__name__}.{p.name} not in Args"
    assert "Args:" in doc or not sig.parameters, method.__name__


def main():
    cases = json.load(open(sys.argv[2]))
    for case in cases:
        row = case["row"]
        env_cls = envfactory_trl.ENVIRONMENTS[row["environment"]]
        out = {"task": row["task"]}
        for mode in ("gold", "nothing"):
            env = env_cls()
            env.reset(**{k: v for k, v in row.items() if k != "environment"})
            tools = tool_methods(env)
            for m in tools.values():
                check_schema_source(m)
            by_original = {orig: (py, params) for py, (orig, params) in env.ORIGINAL_NAMES.items()}
            final = "I could not do that."
            if mode == "gold":
                for call in case["calls"]:
                    py, params = by_original[call["tool"]]
                    to_py = {orig: p for p, orig in params.items()}
                    tools[py](**{to_py[k]: v for k, v in call["args"].items()})
                final = case["final"]
            completions = [[{"role": "assistant", "content": final}]]
            reward = envfactory_trl.envfactory_reward(
                prompts=[row["prompt"]], completions=completions, environments=[env]
            )[0]
            out[mode] = reward
            out[mode + "_env_reward"] = env.get_reward()
            env._close()
        print(json.dumps(out), flush=True)


main()
