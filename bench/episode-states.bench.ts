// Episode initial states per second on the bundled examples: the sampler makes one per plan
// attempt on the main thread (the pipeline's critical path), and each plan's task is built from
// the same state again on a worker. Against copying the bundle's own state, measured in this run.
import { episodeState } from "../src/core/envgen/seed-state.js";
import { exampleBundles } from "./examples.js";
import type { Report } from "./run.js";

export async function run(report: Report): Promise<void> {
  const bundles = await exampleBundles();
  const seeds = 60;
  // Warm up: the first state of a bundle also builds what every later one reuses.
  for (const b of bundles) episodeState(b, 1);

  // Copies are a hundred times cheaper: enough of them that their time is not noise.
  const copies = seeds * 100;
  let t = performance.now();
  for (let i = 0; i < copies; i++) for (const b of bundles) structuredClone(b.initialState);
  const copyMs = (performance.now() - t) / 100;

  t = performance.now();
  let chars = 0;
  for (let i = 0; i < seeds; i++)
    for (const b of bundles) chars += JSON.stringify(episodeState(b, 1000 + i)).length;
  const madeMs = performance.now() - t;
  const n = seeds * bundles.length;

  report("baseline: copies of the bundle state per second", (n / copyMs) * 1000, "states/s");
  report(
    "episode states made per second",
    (n / madeMs) * 1000,
    "states/s",
    `${bundles.length} envs × ${seeds} seeds, ${(chars / n / 1000).toFixed(1)} kB each`,
  );
  report("episode state vs copy: time ratio", madeMs / copyMs, "x");
}
