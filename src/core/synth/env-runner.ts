import { fail, ok, type Result } from "../errors.js";
import type { EnvBundle } from "../schema/bundle.js";
import type { CallOutcome } from "../schema/call-outcome.js";
import { contentId } from "../schema/canonical.js";
import type { ToolSpec } from "../schema/index.js";
import type { Trajectory } from "../schema/trajectory.js";

/** One running environment as synth and reward need it (a narrow view of the sandbox's EnvInstance). */
export interface EnvSession {
  call(tool: string, args: Record<string, unknown>): Promise<CallOutcome>;
  stateHash(): Promise<string>;
  dispose(): void | Promise<void>;
}

/**
 * Opens environments. The default is the QuickJS sandbox; tests and workers may pass another
 * implementation of the same contract.
 */
export interface EnvRunner {
  open(
    bundle: EnvBundle,
    options: { episodeSeed?: number; initialState?: Record<string, unknown> },
  ): Promise<Result<EnvSession>>;
}

let defaultRunner: EnvRunner | undefined;

/** Set the runner used when callers pass none (the sandbox registers itself lazily). */
export function setDefaultEnvRunner(runner: EnvRunner): void {
  defaultRunner = runner;
}

/** The runner to use: the given one, else the QuickJS sandbox. */
export async function resolveRunner(runner?: EnvRunner): Promise<EnvRunner> {
  if (runner) return runner;
  if (!defaultRunner) {
    const { sandboxRunner } = await import("./sandbox-runner.js");
    defaultRunner = sandboxRunner;
  }
  return defaultRunner as EnvRunner;
}

/** Where a tool name of a task lives: the bundle and the tool's own name there. */
export interface ToolRoute {
  bundle: EnvBundle;
  tool: string;
}

/**
 * Names the tools of a task's environments. Names stay as the bundle has them; only when two
 * environments share a tool name are both qualified as `env__tool`.
 */
export function routeTools(bundles: EnvBundle[]): Map<string, ToolRoute> {
  const counts = new Map<string, number>();
  for (const b of bundles)
    for (const t of b.tools) counts.set(t.name, (counts.get(t.name) ?? 0) + 1);
  const routes = new Map<string, ToolRoute>();
  for (const b of bundles) {
    for (const t of b.tools) {
      const name = (counts.get(t.name) ?? 0) > 1 ? `${qualifier(b)}__${t.name}` : t.name;
      routes.set(name, { bundle: b, tool: t.name });
    }
  }
  return routes;
}

/** One tool call of a recorded conversation with its tool, its spec and its parsed answer. */
export interface AnsweredCall {
  name: string;
  route: ToolRoute;
  spec: ToolSpec;
  args: unknown;
  result: unknown;
}

/**
 * The tool calls of a trajectory whose arguments and answer are JSON, each with the tool it
 * routes to — what the data checks read (a result against its inputs, against its filters).
 */
export function answeredCalls(
  trajectory: Trajectory,
  bundles: readonly EnvBundle[],
): AnsweredCall[] {
  const routes = routeTools([...bundles]);
  const results = new Map<string, string>();
  for (const m of trajectory.messages)
    if (m.role === "tool" && typeof m.content === "string") results.set(m.tool_call_id, m.content);
  const out: AnsweredCall[] = [];
  for (const m of trajectory.messages) {
    if (m.role !== "assistant" || !m.tool_calls) continue;
    for (const c of m.tool_calls) {
      const route = routes.get(c.function.name);
      const spec = route?.bundle.tools.find((t) => t.name === route.tool);
      const content = results.get(c.id);
      if (!route || !spec || content === undefined) continue;
      try {
        out.push({
          name: c.function.name,
          route,
          spec,
          args: JSON.parse(c.function.arguments),
          result: JSON.parse(content),
        });
      } catch {}
    }
  }
  return out;
}

function qualifier(b: EnvBundle): string {
  return b.name.replace(/[^A-Za-z0-9]+/g, "_").toLowerCase();
}

/** The public tool name of `tool` in `bundle` among `bundles` (inverse of routeTools). */
export function publicToolName(bundles: EnvBundle[], bundle: EnvBundle, tool: string): string {
  for (const [name, r] of routeTools(bundles))
    if (r.bundle.id === bundle.id && r.tool === tool) return name;
  return tool;
}

/** The combined state hash of several environments: the env's own hash when there is one. */
export async function combinedStateHash(hashes: Record<string, string>): Promise<string> {
  const keys = Object.keys(hashes);
  if (keys.length === 1) return hashes[keys[0] as string] as string;
  return contentId(hashes);
}

/** A set of open sessions, one per environment of a task, that routes calls by public tool name. */
export class TaskEnvs {
  private constructor(
    private readonly sessions: Map<string, EnvSession>,
    private readonly routes: Map<string, ToolRoute>,
  ) {}

  /** Open fresh sessions for the task's environments from the given initial states. */
  static async open(
    bundles: EnvBundle[],
    envs: { bundleId: string; initialState: Record<string, unknown> }[],
    episodeSeed: number,
    runner?: EnvRunner,
  ): Promise<Result<TaskEnvs>> {
    const r = await resolveRunner(runner);
    const used: EnvBundle[] = [];
    const sessions = new Map<string, EnvSession>();
    for (const e of envs) {
      const bundle = bundles.find((b) => b.id === e.bundleId);
      if (!bundle) {
        for (const s of sessions.values()) await s.dispose();
        return fail("synth/failed", `bundle ${e.bundleId} not given`, e.bundleId);
      }
      const opened = await r.open(bundle, { episodeSeed, initialState: e.initialState });
      if (!opened.ok) {
        for (const s of sessions.values()) await s.dispose();
        return opened;
      }
      sessions.set(bundle.id, opened.value);
      used.push(bundle);
    }
    return ok(new TaskEnvs(sessions, routeTools(used)));
  }

  /** True when the public name is one of the task's tools. */
  has(name: string): boolean {
    return this.routes.has(name);
  }

  route(name: string): ToolRoute | undefined {
    return this.routes.get(name);
  }

  /** Call by public tool name; an unknown name is a tool error, as a real API would answer. */
  async call(name: string, args: Record<string, unknown>): Promise<CallOutcome> {
    const route = this.routes.get(name);
    const session = route ? this.sessions.get(route.bundle.id) : undefined;
    if (!route || !session)
      return { ok: false, error: { code: "UnknownTool", message: `no tool named ${name}` } };
    return session.call(route.tool, args);
  }

  async stateHash(): Promise<string> {
    const hashes: Record<string, string> = {};
    for (const [id, s] of this.sessions) hashes[id] = await s.stateHash();
    return combinedStateHash(hashes);
  }

  async dispose(): Promise<void> {
    for (const s of this.sessions.values()) await s.dispose();
    this.sessions.clear();
  }
}
