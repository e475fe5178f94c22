import { holdEpisodeState } from "../plan/episode.js";
import type { EnvBundle } from "../schema/bundle.js";
import type { Plan } from "../schema/plan.js";

type State = Record<string, unknown>;

/** Seeds whose asked states are kept: the attempt being made and the lookahead after it. */
const SEEDS_KEPT = 3;

/**
 * Episode states made ahead by the plan workers while this thread samples and grounds. Making an
 * episode state was half of this thread's time, and this thread is the run's critical path (the
 * workers waited on it 70% of theirs). The sampler names the environments its next attempts can
 * fall to; their states are asked of the worker that will build those plans' tasks (so it holds
 * them too), and a plan about to be grounded takes those that have arrived. This thread never
 * waits for one: a state that has not arrived is made here, as before — the same values either
 * way (`episodeInitialState` is a function of bundle and seed), so the output does not change.
 */
export class EpisodeStatesAhead {
  /** Asked states by episode seed, then bundle id; `null` until the worker's answer arrives. */
  private readonly asked = new Map<number, Map<string, State | null>>();
  /** `bundleId|seed` of states the plan's own worker made and holds (not sent with the plan). */
  private readonly made = new Set<string>();
  /** Answers not arrived yet, by `bundleId|seed`. */
  private readonly pending = new Map<string, Promise<void>>();
  private readonly byId: Map<string, EnvBundle>;
  /**
   * States asked of the workers, those a grounding took instead of making them, and how many of
   * those it waited for.
   */
  readonly stats = { asked: 0, used: 0, waited: 0 };

  constructor(
    bundles: readonly EnvBundle[],
    private readonly make: (
      bundleId: string,
      episodeSeed: number,
    ) => Promise<{ state: State; held: boolean }>,
  ) {
    this.byId = new Map(bundles.map((b) => [b.id, b]));
  }

  /** The sampler's `episodeStates.expect`: ask for every state the next attempts may need. */
  expect(upcoming: Array<{ envs: string[]; episodeSeed: number }>): void {
    for (const { envs, episodeSeed } of upcoming) {
      // Only a turn whose environment is certain: on two cores a state made for nothing costs
      // as much as the one this thread would have made.
      if (envs.length !== 1) continue;
      let per = this.asked.get(episodeSeed);
      if (!per) {
        per = new Map();
        this.asked.set(episodeSeed, per);
      }
      for (const env of envs) {
        if (per.has(env) || !this.byId.has(env)) continue;
        per.set(env, null);
        this.stats.asked++;
        const slot = per;
        const key = `${env}|${episodeSeed}`;
        const made = this.make(env, episodeSeed).then(
          ({ state, held }) => {
            if (held) this.made.add(`${env}|${episodeSeed}`);
            if (slot.has(env)) slot.set(env, state);
          },
          // A worker that failed: this thread makes the state when it needs it.
          () => undefined,
        );
        this.pending.set(key, made);
        void made.finally(() => this.pending.delete(key));
      }
    }
    // Older seeds were grounded already or fell to another environment.
    for (const seed of this.asked.keys()) {
      if (this.asked.size <= SEEDS_KEPT) break;
      this.asked.delete(seed);
    }
  }

  /** The sampler's `episodeStates.ready`: hold the arrived states of `plan` in this thread. */
  async ready(plan: Plan): Promise<void> {
    const seed = plan.episodeSeed;
    if (!seed) return;
    const per = this.asked.get(seed);
    if (!per) return;
    // A state asked for is being made (or waits in this thread's queue): waiting for it costs
    // this thread less than making it.
    for (const env of plan.envs) {
      const pending = this.pending.get(`${env}|${seed}`);
      if (pending && per.get(env) === null) {
        this.stats.waited++;
        await pending;
      }
    }
    for (const env of plan.envs) {
      const state = per.get(env);
      const bundle = this.byId.get(env);
      if (!state || !bundle) continue;
      holdEpisodeState(bundle, seed, state);
      this.stats.used++;
    }
    this.asked.delete(seed);
  }

  /** Whether the worker that builds `bundleId`'s plans made (and holds) this episode state. */
  madeByWorker(bundleId: string, episodeSeed: number): boolean {
    return this.made.has(`${bundleId}|${episodeSeed}`);
  }
}
