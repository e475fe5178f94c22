// Shared by the dev scripts that read a stored run folder (`envfactory run … --out DIR`).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The records of one JSONL file of the run (`tasks.jsonl`, `trajectories.jsonl`). */
// biome-ignore lint/suspicious/noExplicitAny: dev scripts read the stored JSON as it is.
export function runLines(dir: string, file: string): any[] {
  return readFileSync(join(dir, file), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}

/** The run's environment bundles; with `verification`, each with its `.verify.json` report when one is stored. */
// biome-ignore lint/suspicious/noExplicitAny: dev scripts read the stored JSON as it is.
export function runBundles(dir: string, opts: { verification?: boolean } = {}): any[] {
  return readdirSync(join(dir, "envs"))
    .filter((f) => f.endsWith(".envbundle.json"))
    .map((f) => {
      const b = JSON.parse(readFileSync(join(dir, "envs", f), "utf8"));
      if (!opts.verification) return b;
      try {
        const v = JSON.parse(
          readFileSync(join(dir, "envs", f.replace(".envbundle.", ".verify.")), "utf8"),
        );
        return { ...b, verification: v };
      } catch {
        return b;
      }
    });
}

/** The trajectory indices `show-samples.ts RUN N SEED` prints, in its order (also what measure-quality and the label builders read). */
export function sampleIndices(count: number, n = 30, seed = 42): number[] {
  let s = seed;
  const rnd = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
  return [...Array(count).keys()].sort(() => rnd() - 0.5).slice(0, n);
}

/**
 * Counts of the causes a dev script finds per conversation, and how many of those conversations
 * the run's own figure catches; `print` writes one summary line (and examples with `--examples`).
 */
export function causeTally(causes: readonly string[]) {
  const counts: Record<string, number> = Object.fromEntries(causes.map((c) => [c, 0]));
  const caught: Record<string, number> = Object.fromEntries(causes.map((c) => [c, 0]));
  const seen: Record<string, string[]> = Object.fromEntries(causes.map((c) => [c, []]));
  let any = 0;
  let anyCaught = 0;
  return {
    /** One conversation's causes (cause → example), and whether the figure caught it. */
    add(found: Record<string, string>, figure: boolean): void {
      const kinds = Object.keys(found);
      if (kinds.length === 0) return;
      any++;
      if (figure) anyCaught++;
      for (const k of kinds) {
        counts[k] = (counts[k] ?? 0) + 1;
        if (figure) caught[k] = (caught[k] ?? 0) + 1;
        seen[k] = [...(seen[k] ?? []), found[k] as string];
      }
    },
    print(dir: string, conversations: number, examples: boolean): void {
      console.log(
        `${dir}: ${conversations} conversations; ${causes.map((c) => `${c} ${counts[c]} (figure ${caught[c]})`).join(", ")}; any ${any}, caught ${anyCaught}`,
      );
      if (examples)
        for (const [k, xs] of Object.entries(seen))
          if (xs.length) console.log(`  ${k}: ${[...new Set(xs)].slice(0, 6).join(" | ")}`);
    },
  };
}

/**
 * The arguments of a cause script, `RUN_DIR [--examples]`: the run folder (usage printed and exit
 * 2 without one) and whether to print examples.
 */
export function runDirArgs(usage: string): { dir: string; examples: boolean } {
  const dir = process.argv[2];
  if (!dir) {
    console.error(usage);
    process.exit(2);
  }
  return { dir, examples: process.argv.includes("--examples") };
}
