import { createRng, deriveSeed, type Rng } from "../domain/rng.js";
import type { GraphNode, ToolDependencyGraph } from "../graph/build-graph.js";
import type { StageContext } from "../progress.js";
import {
  type Binding,
  canonicalJson,
  type EnvBundle,
  type Plan,
  type PlanStep,
  type ToolEdge,
  type ToolKind,
} from "../schema/index.js";
import { groundPlanDetailed, type OpenEnv } from "./ground-plan.js";

export interface SampleOptions extends StageContext {
  seed: number;
  /** Grounded plans wanted. */
  count: number;
  /** Longest producer chain behind one input (default 4). */
  maxDepth?: number;
  /** Most steps in a plan (default 6). */
  maxSteps?: number;
  /** Most environments in a plan; >1 needs a graph built with `crossEnv` (default 1). */
  maxEnvs?: number;
  /** Chance an optional input is filled (default 0.3). */
  optionalInputProbability?: number;
  /** Attempts allowed per wanted plan before giving up (default 20). */
  maxAttemptsPerPlan?: number;
  /** Opens environment instances; the sandbox's `createEnvInstance`. */
  openEnv?: OpenEnv;
}

export interface SampleResult {
  /** Grounded plans, distinct by id, in the order found. */
  plans: Plan[];
  attempts: number;
  /** Why attempts failed: reason → count (e.g. `no-producer`, `tool-error:NotFound`). */
  failures: Record<string, number>;
}

const KIND_WEIGHT: Record<ToolKind, number> = {
  create: 3,
  update: 3,
  delete: 2.5,
  action: 3,
  compute: 1.5,
  read: 1,
  list: 1,
};

interface DraftStep {
  id: string;
  node: string;
  args: Record<string, Binding>;
}

type Draft = { ok: true; steps: DraftStep[]; goal: string } | { ok: false; reason: string };

interface Usage {
  nodes: Map<string, number>;
  edges: Map<string, number>;
}

/** Input leaf name → plan argument key: the first element of an array of objects is index 0. */
function argKey(leafName: string): string {
  return leafName.replace(/\[\]/g, "[0]");
}

function dataInEdges(graph: ToolDependencyGraph, node: string, input: string) {
  const out: Array<{ key: string; source: string; attrs: ToolEdge }> = [];
  graph.forEachInEdge(node, (key, attrs, source) => {
    if (attrs.kind === "data" && attrs.to === input) out.push({ key, source, attrs });
  });
  return out.sort((a, b) => (a.key < b.key ? -1 : 1));
}

class PlanBuilder {
  readonly steps: DraftStep[] = [];
  private readonly envs = new Set<string>();
  private readonly active = new Set<string>();

  constructor(
    private readonly graph: ToolDependencyGraph,
    private readonly rng: Rng,
    private readonly usage: Usage,
    private readonly o: Required<
      Pick<SampleOptions, "maxDepth" | "maxSteps" | "maxEnvs" | "optionalInputProbability">
    >,
  ) {}

  private env(node: string): string {
    return this.graph.getNodeAttributes(node).bundleId;
  }

  private canUseEnv(node: string): boolean {
    return this.envs.has(this.env(node)) || this.envs.size < this.o.maxEnvs;
  }

  /** Add `node` after the producers of its inputs; returns its step id or a failure reason. */
  resolve(node: string, depth: number): { ok: true; id: string } | { ok: false; reason: string } {
    if (depth > this.o.maxDepth) return { ok: false, reason: "max-depth" };
    if (this.active.has(node)) return { ok: false, reason: "cycle" };
    if (!this.canUseEnv(node)) return { ok: false, reason: "max-envs" };
    this.active.add(node);
    this.envs.add(this.env(node));
    try {
      const attrs: GraphNode = this.graph.getNodeAttributes(node);
      const args: Record<string, Binding> = {};
      for (const input of attrs.inputs) {
        const include = input.required || this.rng.next() < this.o.optionalInputProbability;
        if (!include) continue;
        if (input.userProvidable) {
          args[argKey(input.name)] = { from: "user", value: undefined };
          continue;
        }
        const producers = dataInEdges(this.graph, node, input.name).filter((e) =>
          this.canUseEnv(e.source),
        );
        const bound = this.bindFromProducers(producers, depth);
        if (bound) args[argKey(input.name)] = bound;
        else if (input.required) return { ok: false, reason: "no-producer" };
      }
      if (this.steps.length >= this.o.maxSteps) return { ok: false, reason: "max-steps" };
      const id = `s${this.steps.length + 1}`;
      this.steps.push({ id, node, args });
      return { ok: true, id };
    } finally {
      this.active.delete(node);
    }
  }

  private bindFromProducers(
    all: Array<{ key: string; source: string; attrs: ToolEdge }>,
    depth: number,
  ): Binding | undefined {
    // Lookups feed ids; a write does only when it creates the record the id names.
    const natural = all.filter((p) => {
      const kind = this.graph.getNodeAttributes(p.source).kind;
      if (kind === "read" || kind === "list" || kind === "compute") return true;
      return kind === "create" && (p.attrs.reasons ?? []).includes("entity");
    });
    const producers = natural.length > 0 ? natural : all;
    if (producers.length === 0) return undefined;
    // Reuse a step already in the plan: one lookup feeds every consumer that needs it.
    const existing = producers
      .map((p) => ({ p, step: this.steps.find((s) => s.node === p.source) }))
      .find((x) => x.step);
    if (existing?.step) {
      return { from: "step", step: existing.step.id, path: existing.p.attrs.from ?? "$" };
    }
    const remaining = [...producers];
    for (let tries = 0; tries < 3 && remaining.length > 0; tries++) {
      // Lookups (reads, lists) are the natural producers; a write feeding an id is rarer.
      const weights = remaining.map((p) => {
        const kind = this.graph.getNodeAttributes(p.source).kind;
        const lookup = kind === "read" || kind === "list" ? 1 : 0.4;
        // Records that are the thing the id names beat records that merely mention it.
        const identity = (p.attrs.reasons ?? []).includes("entity") ? 1 : 0.15;
        return (lookup * identity * p.attrs.score ** 4) / (1 + (this.usage.edges.get(p.key) ?? 0));
      });
      const [p] = remaining.splice(this.rng.weighted(weights), 1);
      const mark = this.steps.length;
      const r = this.resolve(p!.source, depth + 1);
      if (r.ok) return { from: "step", step: r.id, path: p!.attrs.from ?? "$" };
      this.steps.length = mark;
    }
    return undefined;
  }
}

function goalWeights(graph: ToolDependencyGraph, nodes: string[], usage: Usage): number[] {
  return nodes.map((n) => {
    const a = graph.getNodeAttributes(n);
    const deps = a.inputs.filter(
      (i) => i.required && !i.userProvidable && dataInEdges(graph, n, i.name).length > 0,
    ).length;
    const used = usage.nodes.get(n) ?? 0;
    return (KIND_WEIGHT[a.kind] * (1 + 0.5 * Math.min(2, deps))) / (1 + used) ** 2;
  });
}

function draftTopologyAware(
  graph: ToolDependencyGraph,
  nodes: string[],
  rng: Rng,
  usage: Usage,
  o: Required<
    Pick<SampleOptions, "maxDepth" | "maxSteps" | "maxEnvs" | "optionalInputProbability">
  >,
): Draft {
  const goal = nodes[rng.weighted(goalWeights(graph, nodes, usage))]!;
  const b = new PlanBuilder(graph, rng, usage, o);
  const r = b.resolve(goal, 0);
  if (!r.ok) return { ok: false, reason: r.reason };
  return { ok: true, steps: b.steps, goal: r.id };
}

/** Baseline: a random walk along out-edges; inputs bound from earlier steps when an edge allows. */
function draftRandomWalk(
  graph: ToolDependencyGraph,
  nodes: string[],
  rng: Rng,
  o: Required<Pick<SampleOptions, "maxSteps" | "maxEnvs" | "optionalInputProbability">>,
): Draft {
  const length = 1 + rng.int(o.maxSteps);
  const steps: DraftStep[] = [];
  const envs = new Set<string>();
  let node = rng.pick(nodes);
  for (let i = 0; i < length; i++) {
    const attrs = graph.getNodeAttributes(node);
    envs.add(attrs.bundleId);
    if (envs.size > o.maxEnvs) return { ok: false, reason: "max-envs" };
    const args: Record<string, Binding> = {};
    for (const input of attrs.inputs) {
      if (!input.required && rng.next() >= o.optionalInputProbability) continue;
      const edge = dataInEdges(graph, node, input.name)
        .map((e) => ({ e, step: [...steps].reverse().find((s) => s.node === e.source) }))
        .find((x) => x.step);
      if (edge?.step) {
        args[argKey(input.name)] = {
          from: "step",
          step: edge.step.id,
          path: edge.e.attrs.from ?? "$",
        };
      } else if (input.userProvidable) {
        args[argKey(input.name)] = { from: "user", value: undefined };
      } else if (input.required) {
        return { ok: false, reason: "unbound-input" };
      }
    }
    steps.push({ id: `s${i + 1}`, node, args });
    const next = graph.outNeighbors(node).sort();
    if (next.length === 0) break;
    node = rng.pick(next);
  }
  return { ok: true, steps, goal: steps[steps.length - 1]!.id };
}

function toPlan(
  graph: ToolDependencyGraph,
  draft: Extract<Draft, { ok: true }>,
  seed: number,
): Plan {
  const envs: string[] = [];
  const steps: PlanStep[] = draft.steps.map((s) => {
    const a = graph.getNodeAttributes(s.node);
    if (!envs.includes(a.bundleId)) envs.push(a.bundleId);
    return { id: s.id, env: a.bundleId, tool: a.tool, args: s.args };
  });
  return { id: "", seed, envs, steps, goal: draft.goal };
}

async function defaultOpenEnv(): Promise<OpenEnv> {
  const sandbox = (await import("../sandbox/index.js")) as unknown as {
    createEnvInstance: OpenEnv;
  };
  return sandbox.createEnvInstance;
}

async function sampleWith(
  mode: "topology" | "random-walk",
  bundles: EnvBundle[],
  graph: ToolDependencyGraph,
  options: SampleOptions,
): Promise<SampleResult> {
  const o = {
    maxDepth: options.maxDepth ?? 4,
    maxSteps: options.maxSteps ?? 6,
    maxEnvs: options.maxEnvs ?? 1,
    optionalInputProbability: options.optionalInputProbability ?? 0.3,
  };
  const openEnv = options.openEnv ?? (await defaultOpenEnv());
  const maxAttempts = options.count * (options.maxAttemptsPerPlan ?? 20);
  const nodes = graph.nodes().sort();
  const usage: Usage = { nodes: new Map(), edges: new Map() };
  const plans: Plan[] = [];
  const ids = new Set<string>();
  const failures: Record<string, number> = {};
  const count = (reason: string) => {
    failures[reason] = (failures[reason] ?? 0) + 1;
  };
  let attempts = 0;
  if (nodes.length === 0) return { plans, attempts, failures };
  while (plans.length < options.count && attempts < maxAttempts) {
    if (options.signal?.aborted) break;
    const planSeed = deriveSeed(options.seed, mode, attempts);
    attempts++;
    const rng = createRng(planSeed);
    const draft =
      mode === "topology"
        ? draftTopologyAware(graph, nodes, rng, usage, o)
        : draftRandomWalk(graph, nodes, rng, o);
    if (!draft.ok) {
      count(draft.reason);
      continue;
    }
    const grounded = await groundPlanDetailed(toPlan(graph, draft, planSeed), bundles, openEnv);
    if (!grounded.ok) {
      count(grounded.reason);
      continue;
    }
    // Two attempts that reach the same steps with the same values are one plan, whatever the seed.
    const signature = canonicalJson(grounded.plan.steps);
    if (ids.has(signature)) {
      count("duplicate");
      continue;
    }
    ids.add(signature);
    plans.push(grounded.plan);
    for (const s of draft.steps) {
      usage.nodes.set(s.node, (usage.nodes.get(s.node) ?? 0) + 1);
      for (const [k, b] of Object.entries(s.args)) {
        if (b.from !== "step") continue;
        const src = draft.steps.find((x) => x.id === b.step)!;
        const key = `data:${src.node}->${s.node}:${k.replace(/\[\d+\]/g, "[]")}`;
        usage.edges.set(key, (usage.edges.get(key) ?? 0) + 1);
      }
    }
    options.onProgress?.({ stage: "sample", done: plans.length, total: options.count });
  }
  return { plans, attempts, failures };
}

/**
 * Topology-aware sampling (DESIGN §5.6): pick a goal tool weighted towards writes/actions and
 * tools not yet covered, resolve each required non-user-providable input through producer tools
 * (optional ones with a probability), bounded by depth, steps and environments; ground each plan
 * in the sandbox and resample failures. Same bundles, graph and seed ⇒ same plans.
 */
export function sampleGroundedPlans(
  bundles: EnvBundle[],
  graph: ToolDependencyGraph,
  options: SampleOptions,
): Promise<SampleResult> {
  return sampleWith("topology", bundles, graph, options);
}

/** Random-walk baseline with the same grounding, for comparison in benches and reports. */
export function sampleRandomWalkPlans(
  bundles: EnvBundle[],
  graph: ToolDependencyGraph,
  options: SampleOptions,
): Promise<SampleResult> {
  return sampleWith("random-walk", bundles, graph, options);
}

export interface PlanSetComparison {
  /** Share of graph nodes used by at least one plan. */
  toolCoverage: number;
  /** Share of graph edges exercised: data edges by a binding, state edges by writer-before-reader. */
  edgeCoverage: number;
  shareWithAtLeast3Steps: number;
  /** Share of plans where some step takes a value from another step's output. */
  shareWithDataDependency: number;
}

export function comparePlanSets(graph: ToolDependencyGraph, plans: Plan[]): PlanSetComparison {
  const nodeOf = new Map<string, string>();
  graph.forEachNode((n, a) => {
    nodeOf.set(`${a.bundleId}/${a.tool}`, n);
  });
  const tools = new Set<string>();
  const edges = new Set<string>();
  let long = 0;
  let withData = 0;
  for (const plan of plans) {
    if (plan.steps.length >= 3) long++;
    let data = false;
    const stepNode = new Map<string, string>();
    plan.steps.forEach((s, i) => {
      const node = nodeOf.get(`${s.env}/${s.tool}`);
      if (!node) return;
      stepNode.set(s.id, node);
      tools.add(node);
      for (const [k, b] of Object.entries(s.args)) {
        if (b.from !== "step") continue;
        data = true;
        const src = stepNode.get(b.step);
        const key = `data:${src}->${node}:${k.replace(/\[\d+\]/g, "[]")}`;
        if (graph.hasEdge(key)) edges.add(key);
      }
      for (const earlier of plan.steps.slice(0, i)) {
        const src = stepNode.get(earlier.id);
        if (!src) continue;
        graph.forEachEdge(src, node, (key, a) => {
          if (a.kind === "state") edges.add(key);
        });
      }
    });
    if (data) withData++;
  }
  const n = Math.max(1, plans.length);
  return {
    toolCoverage: graph.order === 0 ? 0 : tools.size / graph.order,
    edgeCoverage: graph.size === 0 ? 0 : edges.size / graph.size,
    shareWithAtLeast3Steps: long / n,
    shareWithDataDependency: withData / n,
  };
}
