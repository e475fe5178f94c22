import { randomUUID } from "node:crypto";
import { fail, ok, type Result } from "../../core/errors.js";
import { cleanTool, toOpenAiTool } from "../../core/export/index.js";
import { type RolloutMessage, score } from "../../core/reward/index.js";
import type {
  CallOutcome,
  ChatMessage,
  EnvBundle,
  OpenAiTool,
  Task,
} from "../../core/schema/index.js";
import { type EnvRunner, routeTools, TaskEnvs } from "../../core/synth/env-runner.js";

/** What a session is opened for: a task of the run, or one environment with an episode seed. */
export type SessionTarget = { task: string } | { env: string; episodeSeed?: number };

export interface SessionView {
  session: string;
  tools: OpenAiTool[];
  /** The task's opening messages (system prompt, first user turn); empty for env sessions. */
  messages: ChatMessage[];
}

export interface ScoreView {
  total: number;
  components: Record<string, { score: number; weight: number; evidence: string }>;
  /** Only on session scores: this session's live state, to cross-check the replay. */
  stateHash?: string;
}

interface Session {
  id: string;
  task: Task | null;
  envs: TaskEnvs;
  tools: OpenAiTool[];
  lastUsed: number;
  /** Calls run one at a time per session, in arrival order (a model's calls are sequential). */
  queue: Promise<unknown>;
}

export interface SessionManagerOptions {
  bundles: readonly EnvBundle[];
  tasks: readonly Task[];
  runner: EnvRunner;
  /** Open sessions at most (default 256); opening one more fails with `serve/full`. */
  maxSessions?: number;
  /** A session unused this long is closed (default 300000 ms). */
  idleMs?: number;
  /** Clock, for tests of expiry. */
  now?: () => number;
}

/**
 * Many isolated environment sessions in one process: each session has its own sandbox instances
 * (one per environment of its task), so no call in one session can change another. Sessions
 * are deterministic: the same task and calls give the same results on any replica.
 */
export class SessionManager {
  private readonly sessions = new Map<string, Session>();
  private readonly tasks: Map<string, Task>;
  private readonly bundles: EnvBundle[];
  readonly maxSessions: number;
  readonly idleMs: number;
  private readonly now: () => number;
  private readonly timer: ReturnType<typeof setInterval>;
  private reserved = 0;

  constructor(private readonly options: SessionManagerOptions) {
    this.tasks = new Map(options.tasks.map((t) => [t.id, t]));
    this.bundles = [...options.bundles];
    this.maxSessions = options.maxSessions ?? 256;
    this.idleMs = options.idleMs ?? 300_000;
    this.now = options.now ?? Date.now;
    this.timer = setInterval(() => void this.sweep(), Math.min(this.idleMs, 10_000));
    this.timer.unref();
  }

  get size(): number {
    return this.sessions.size;
  }

  get taskCount(): number {
    return this.tasks.size;
  }

  envNames(): string[] {
    return this.bundles.map((b) => b.name);
  }

  task(id: string): Task | undefined {
    return this.tasks.get(id);
  }

  /** The OpenAI tools a session for `target` gets (public names as in the trajectories). */
  private resolve(
    target: SessionTarget,
  ): Result<{ task: Task | null; bundles: EnvBundle[]; envs: Task["envs"]; seed: number }> {
    if ("task" in target) {
      const task = this.tasks.get(target.task);
      if (!task) return fail("serve/not-found", `no task ${target.task}`, target.task);
      const bundles: EnvBundle[] = [];
      for (const e of task.envs) {
        const b = this.bundles.find((x) => x.id === e.bundleId);
        if (!b) return fail("serve/not-found", `bundle ${e.bundleId} not served`, task.id);
        bundles.push(b);
      }
      return ok({ task, bundles, envs: task.envs, seed: task.seed });
    }
    const bundle = this.bundles.find((b) => b.name === target.env || b.id === target.env);
    if (!bundle) return fail("serve/not-found", `no environment ${target.env}`, target.env);
    return ok({
      task: null,
      bundles: [bundle],
      envs: [{ bundleId: bundle.id, initialState: bundle.initialState }],
      seed: target.episodeSeed ?? 0,
    });
  }

  async open(target: SessionTarget): Promise<Result<SessionView>> {
    if (this.sessions.size + this.reserved >= this.maxSessions) {
      await this.sweep();
      if (this.sessions.size + this.reserved >= this.maxSessions)
        return fail("serve/full", `all ${this.maxSessions} sessions are in use`);
    }
    const r = this.resolve(target);
    if (!r.ok) return r;
    this.reserved++;
    try {
      const envs = await TaskEnvs.open(
        r.value.bundles,
        r.value.envs,
        r.value.seed,
        this.options.runner,
      );
      if (!envs.ok) return envs;
      const tools = [...routeTools(r.value.bundles)].map(([name, route]) => {
        const spec = route.bundle.tools.find((t) => t.name === route.tool)!;
        const tool = toOpenAiTool(spec);
        return cleanTool({ ...tool, function: { ...tool.function, name } });
      });
      const id = randomUUID();
      this.sessions.set(id, {
        id,
        task: r.value.task,
        envs: envs.value,
        tools,
        lastUsed: this.now(),
        queue: Promise.resolve(),
      });
      return ok({ session: id, tools, messages: openingMessages(r.value.task) });
    } finally {
      this.reserved--;
    }
  }

  private get(id: string): Result<Session> {
    const s = this.sessions.get(id);
    if (!s) return fail("serve/not-found", `no session ${id} (closed or expired)`, id);
    s.lastUsed = this.now();
    return ok(s);
  }

  private serial<T>(s: Session, f: () => Promise<T>): Promise<T> {
    const next = s.queue.then(f);
    s.queue = next.catch(() => undefined);
    return next;
  }

  tools(id: string): Result<OpenAiTool[]> {
    const s = this.get(id);
    return s.ok ? ok(s.value.tools) : s;
  }

  /** The same outcome JSON as `envfactory call`; tool errors and faults are data. */
  async call(id: string, tool: string, args: unknown): Promise<Result<CallOutcome>> {
    const s = this.get(id);
    if (!s.ok) return s;
    if (args === null || typeof args !== "object" || Array.isArray(args))
      return ok({
        ok: false,
        error: { code: "InvalidArguments", message: "arguments must be a JSON object" },
      });
    return ok(
      await this.serial(s.value, () => s.value.envs.call(tool, args as Record<string, unknown>)),
    );
  }

  async stateHash(id: string): Promise<Result<string>> {
    const s = this.get(id);
    if (!s.ok) return s;
    return ok(await this.serial(s.value, () => s.value.envs.stateHash()));
  }

  /** score() over the messages, plus this session's state hash as a cross-check. */
  async scoreSession(id: string, messages: unknown): Promise<Result<ScoreView>> {
    const s = this.get(id);
    if (!s.ok) return s;
    if (!s.value.task)
      return fail("serve/bad-request", "an environment session has no task to score");
    const scored = await this.scoreTask(s.value.task.id, messages);
    if (!scored.ok) return scored;
    const stateHash = await this.serial(s.value, () => s.value.envs.stateHash());
    return ok({ ...scored.value, stateHash });
  }

  /** Stateless: replay the messages from the task's initial state (the one source of truth). */
  async scoreTask(taskId: string, messages: unknown): Promise<Result<ScoreView>> {
    const task = this.tasks.get(taskId);
    if (!task) return fail("serve/not-found", `no task ${taskId}`, taskId);
    if (!Array.isArray(messages)) return fail("serve/bad-request", "messages must be an array");
    const s = await score(task, messages as RolloutMessage[], this.bundles, {
      runner: this.options.runner,
    });
    return ok({ total: s.total, components: s.components });
  }

  /** The task of a session (for the simulated user). */
  sessionTask(id: string): Result<Task> {
    const s = this.get(id);
    if (!s.ok) return s;
    if (!s.value.task) return fail("serve/bad-request", "an environment session has no task");
    return ok(s.value.task);
  }

  async close(id: string): Promise<boolean> {
    const s = this.sessions.get(id);
    if (!s) return false;
    this.sessions.delete(id);
    await s.queue;
    await s.envs.dispose();
    return true;
  }

  /** Close sessions idle for longer than `idleMs`. */
  async sweep(): Promise<number> {
    const cutoff = this.now() - this.idleMs;
    const stale = [...this.sessions.values()].filter((s) => s.lastUsed <= cutoff);
    for (const s of stale) await this.close(s.id);
    return stale.length;
  }

  async dispose(): Promise<void> {
    clearInterval(this.timer);
    for (const id of [...this.sessions.keys()]) await this.close(id);
  }
}

/** A task's opening: its system prompt (when it has one) and the first user turn. */
export function openingMessages(task: Task | null): ChatMessage[] {
  if (!task) return [];
  const system = task.systemPrompt;
  const out: ChatMessage[] = [];
  if (system) out.push({ role: "system", content: system });
  out.push({ role: "user", content: task.turns[0]!.user });
  return out;
}
