# Dev tool (not part of the product): count two readers' blind tables by side.
#   python3 scripts/reading/count.py OUT_DIR MAPPING.json
# OUT_DIR holds r1.md / r2.md written from reader-brief.md (their 'F: S01, …' lists); MAPPING.json is
# blind.py's .mapping.json moved out of the readers' reach. Prints per-defect counts before/after, in
# all and per reader. Python standard library only.
import json, re, sys, os
d, mp = sys.argv[1], json.load(open(sys.argv[2]))
cols = ["F", "G", "U", "A", "M", "B", "N"]
tot = {s: {c: 0 for c in cols + ["free"]} for s in ("before", "after")}
per = {}
for r in ("r1", "r2"):
    p = os.path.join(d, r + ".md")
    if not os.path.exists(p):
        print("missing", p); continue
    txt = open(p).read()
    per[r] = {s: {c: 0 for c in cols + ["free"]} for s in ("before", "after")}
    for c in cols + ["defect-free"]:
        m = re.search(r"^\**" + re.escape(c) + r"\**\s*[:：](.*)$", txt, re.M)
        if not m:
            print(r, "no list for", c); continue
        labels = re.findall(r"S(\d{2})", m.group(1))
        key = "free" if c == "defect-free" else c
        for l in set(labels):
            side = mp.get(f"{r} S{l}")
            if side is None:
                print("unmapped", r, l); continue
            tot[side][key] += 1; per[r][side][key] += 1
print("defect  " + " ".join(f"{c:>5}" for c in cols + ["free"]))
for s in ("before", "after"):
    print(f"{s:7} " + " ".join(f"{tot[s][c]:>5}" for c in cols + ["free"]))
for r in per:
    for s in ("before", "after"):
        print(f"{r} {s:7} " + " ".join(f"{per[r][s][c]:>5}" for c in cols + ["free"]))
