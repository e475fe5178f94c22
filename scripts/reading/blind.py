# Dev tool (not part of the product): blind samples for two readers from two runs of one draw.
#   python3 scripts/reading/blind.py BEFORE_RUN AFTER_RUN OUT_DIR SEED
# 30 seeded samples of each run (scripts/show-samples.ts, seed 42), split by index between two
# readers (0-14 -> r1, 15-29 -> r2), shuffled and labelled S01-S30 in OUT_DIR/r1-samples.md and
# r2-samples.md. Which side each label came from goes to OUT_DIR/.mapping.json: move it out of the
# readers' reach before they start. Python standard library only.
import json, os, random, subprocess, sys

repo = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
before, after, out, seed = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])

def samples(run):
    txt = subprocess.run(["npx", "tsx", "scripts/show-samples.ts", run, "30", "42"], cwd=repo,
                         capture_output=True, text=True, check=True).stdout
    parts = ["=== " + p for p in txt.split("\n=== ")[1:]]
    assert len(parts) == 30, len(parts)
    return parts

b, a = samples(before), samples(after)
rng = random.Random(seed)
os.makedirs(out, exist_ok=True)
mapping = {}
for r, sl in (("r1", slice(0, 15)), ("r2", slice(15, 30))):
    items = [("before", s) for s in b[sl]] + [("after", s) for s in a[sl]]
    rng.shuffle(items)
    with open(os.path.join(out, f"{r}-samples.md"), "w") as f:
        for k, (side, s) in enumerate(items, 1):
            label = f"S{k:02d}"
            mapping[f"{r} {label}"] = side
            head = s.split("\n", 1)[0]
            env = head.split(" env: ", 1)[1].split(" · goal:")[0]
            f.write(f"### {label} (env: {env})\n" + s.split("\n", 1)[1].rstrip() + "\n\n")
with open(os.path.join(out, ".mapping.json"), "w") as f:
    json.dump(mapping, f, indent=1)
