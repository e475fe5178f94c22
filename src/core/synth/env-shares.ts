/**
 * How a run's task budget is spread over its environments (issue 11: one API took 26 of 40 tasks
 * while another of 39 tools got 1, and 6 of 10 environments none). Each environment with verified
 * tools has a share: one task each while the budget allows, the rest in proportion to its verified
 * tools. A task past its environment's share waits in reserve; the reserve fills what the other
 * environments could not, tasks that use a tool no kept task uses first.
 */

/**
 * Each environment's share of `count` tasks: one each, largest environments first, while the
 * budget allows; the rest by largest remainder in proportion to verified tools. Ties go to the
 * environment whose id sorts first, so the same inputs give the same shares.
 */
export function envQuotas(verified: Record<string, number>, count: number): Record<string, number> {
  const envs = Object.keys(verified)
    .filter((e) => (verified[e] ?? 0) > 0)
    .sort((a, b) => (verified[b] ?? 0) - (verified[a] ?? 0) || (a < b ? -1 : a > b ? 1 : 0));
  const out: Record<string, number> = {};
  if (envs.length === 0 || count <= 0) return out;
  const floor = Math.min(envs.length, count);
  for (const [i, e] of envs.entries()) out[e] = i < floor ? 1 : 0;
  const rest = count - floor;
  if (rest === 0) return out;
  const total = envs.reduce((s, e) => s + (verified[e] ?? 0), 0);
  const exact = envs.map((e) => ({ e, x: (rest * (verified[e] ?? 0)) / total }));
  let given = 0;
  for (const { e, x } of exact) {
    out[e] = (out[e] ?? 0) + Math.floor(x);
    given += Math.floor(x);
  }
  // Largest remainder; envs are in size order already, so a tie goes to the larger one.
  const byRemainder = [...exact].sort((a, b) => b.x - Math.floor(b.x) - (a.x - Math.floor(a.x)));
  for (let i = 0; given < rest; i++, given++) {
    const e = byRemainder[i % byRemainder.length]!.e;
    out[e] = (out[e] ?? 0) + 1;
  }
  return out;
}

/** A task waiting for a place: its environment, the tools it calls, and its place in the run. */
export interface Reserved<T> {
  env: string;
  tools: string[];
  order: number;
  item: T;
}

/**
 * Which reserved task takes the next free place: the one calling most tools no kept task calls,
 * then the one whose environment holds the fewest tasks for its share, then the earliest.
 */
export function nextReserved<T>(
  reserve: readonly Reserved<T>[],
  kept: Readonly<Record<string, number>>,
  quotas: Readonly<Record<string, number>>,
  usedTools: ReadonlySet<string>,
): number {
  let best = -1;
  let bestKey: [number, number, number] = [0, 0, 0];
  for (const [i, r] of reserve.entries()) {
    const fresh = new Set(r.tools.filter((t) => !usedTools.has(t))).size;
    const load = (kept[r.env] ?? 0) / Math.max(quotas[r.env] ?? 0, 0.5);
    const key: [number, number, number] = [-fresh, load, r.order];
    if (
      best < 0 ||
      key[0] < bestKey[0] ||
      (key[0] === bestKey[0] &&
        (key[1] < bestKey[1] || (key[1] === bestKey[1] && key[2] < bestKey[2])))
    ) {
      best = i;
      bestKey = key;
    }
  }
  return best;
}
