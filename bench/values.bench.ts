// The value sampler made for one value, as the plan's value picker makes it for every input it
// synthesises, against one sampler asked for as many values (the baseline, same run). Faker is
// built only when a value needs it, on a locale merged once, so a sampler that is asked for a
// price or a title costs little more than the values it gives.
import { createValueSampler } from "../src/core/domain/values.js";
import type { Report } from "./run.js";

const N = Number(process.env.ENVFACTORY_BENCH_SAMPLERS ?? 3000);
const DOMAIN = "A clinic that books appointments with doctors and patients";
const REQUESTS = [
  { name: "price", schema: { type: "number" } },
  { name: "title", schema: { type: "string" } },
  { name: "email", schema: { type: "string", format: "email" } },
];

function cpuMs(f: () => void): number {
  const c0 = process.cpuUsage();
  f();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
}

export async function run(report: Report): Promise<void> {
  const one = cpuMs(() => {
    const s = createValueSampler(1, { domain: DOMAIN });
    for (let i = 0; i < N; i++) s.value(REQUESTS[i % REQUESTS.length]!);
  });
  const each = cpuMs(() => {
    for (let i = 0; i < N; i++)
      createValueSampler(i, { domain: DOMAIN }).value(REQUESTS[i % REQUESTS.length]!);
  });
  const numbers = cpuMs(() => {
    for (let i = 0; i < N; i++) createValueSampler(i, { domain: DOMAIN }).value(REQUESTS[0]!);
  });
  report(`one sampler, ${N} values — CPU per value`, (one * 1000) / N, "µs");
  report(`a new sampler per value (price, title, email) — CPU per value`, (each * 1000) / N, "µs");
  report(
    `a new sampler per price (Faker never needed) — CPU per value`,
    (numbers * 1000) / N,
    "µs",
  );
  report("new sampler per value / one sampler", each / one, "x");
}
