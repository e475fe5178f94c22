# Dev tool (not part of the product): one line of program figures for a run folder, as the closing notes quote them.
#   python3 scripts/reading/figs.py RUN [RUN...]
# kept tasks, tool coverage (tools a gold call uses / verified tools), share of tasks with >= 3 gold calls, multi-turn
# share, environments with a task of all environments. Standard library only.
import json, os, sys

for run in sys.argv[1:]:
    r = json.load(open(os.path.join(run, "report.json")))
    f = r["figures"]
    tasks = [json.loads(l) for l in open(os.path.join(run, "tasks.jsonl")) if l.strip()]
    envs = {e["bundleId"] for t in tasks for e in t["envs"]}
    bundles = [x for x in os.listdir(os.path.join(run, "envs")) if x.endswith(".envbundle.json")]
    print(f"{run}: kept {f['tasks']}, coverage {f['toolsUsed']}/{f['toolsAvailable']}, "
          f">=3 calls {100 * f['threePlusCallShare']:.1f}%, multi-turn {100 * f['multiTurnShare']:.1f}%, "
          f"envs with a task {len(envs)}/{len(bundles)}, no-goal {f['noGoal']}")
