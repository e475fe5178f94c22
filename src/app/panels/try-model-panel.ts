import { html, LitElement, type PropertyDeclarations } from "lit";
import { createJobClient } from "../../adapters/browser/job-llm.js";
import {
  type EvalRollout,
  type EvalSplit,
  type EvalSummary,
  evaluate,
  selectTasks,
  summarize,
} from "../../core/eval/index.js";
import type { ChatMessage } from "../../core/schema/trajectory.js";
import { panelStyles } from "../styles.js";
import { ControllerView } from "./controller-view.js";

interface Live {
  taskId: string;
  messages: readonly ChatMessage[];
  rollout?: EvalRollout;
}

/**
 * Try a model: run the chosen model (Settings: WebLLM or an OpenAI-compatible endpoint) on N of
 * the tasks, watch each conversation as it happens with its reward, and read the summary. The
 * episodes, the sandbox and the reward run in this tab; only the model requests leave it (none at
 * all with WebLLM), and answers are cached like every other model use.
 */
export class TryModelPanel extends ControllerView(LitElement) {
  static override styles = [panelStyles];
  static override properties: PropertyDeclarations = {
    count: { state: true },
    trials: { state: true },
    split: { state: true },
    threshold: { state: true },
    running: { state: true },
    live: { state: true },
    summary: { state: true },
    problem: { state: true },
  };
  declare count: number;
  declare trials: number;
  declare split: EvalSplit;
  declare threshold: number;
  declare running: boolean;
  declare live: Live[];
  declare summary: EvalSummary | undefined;
  declare problem: string | undefined;
  private abort?: AbortController;

  constructor() {
    super();
    this.count = 5;
    this.trials = 1;
    this.split = "all";
    this.threshold = 1;
    this.running = false;
    this.live = [];
    this.summary = undefined;
    this.problem = undefined;
  }

  private async start(): Promise<void> {
    const c = this.controller;
    const bundles = c.envs.map((e) => e.bundle);
    const tasks = selectTasks(c.tasks, this.split, this.count);
    if (tasks.length === 0) {
      this.problem = `No tasks in the ${this.split} split. Synthesize some first, or pick another split.`;
      return;
    }
    const choice = await c.models.forJob();
    if (!choice.ok) {
      this.problem = choice.error.message;
      return;
    }
    if (!choice.value) {
      this.problem = "Choose a model in Settings first (WebLLM or an OpenAI-compatible endpoint).";
      return;
    }
    const client = createJobClient(choice.value.model, c.store, choice.value.remoteChat);
    if (!client.ok) {
      this.problem = client.error.message;
      return;
    }
    this.problem = undefined;
    this.summary = undefined;
    this.running = true;
    const slots = new Map<string, Live>();
    this.live = [];
    for (const t of tasks)
      for (let k = 0; k < this.trials; k++) {
        const slot: Live = { taskId: t.id, messages: [] };
        slots.set(`${t.id}#${k}`, slot);
        this.live.push(slot);
      }
    this.abort = new AbortController();
    const refresh = () => {
      this.live = [...this.live];
    };
    try {
      const rollouts = await evaluate(tasks, bundles, {
        policy: client.value,
        trials: this.trials,
        concurrency: 2,
        passThreshold: this.threshold,
        ...(this.trials > 1 ? { temperature: 0.7 } : {}),
        signal: this.abort.signal,
        onMessage: (key, messages) => {
          const slot = slots.get(`${key.taskId}#${key.trial}`);
          if (slot) slot.messages = [...messages];
          refresh();
        },
        onRollout: (r) => {
          const slot = slots.get(`${r.taskId}#${r.trial}`);
          if (slot) slot.rollout = r;
          refresh();
        },
      });
      this.summary = summarize(tasks, rollouts, bundles, {
        model: client.value.model,
        split: this.split,
        passThreshold: this.threshold,
        trials: this.trials,
      });
    } catch (e) {
      this.problem = e instanceof Error ? e.message : String(e);
    } finally {
      this.running = false;
      this.abort = undefined;
    }
  }

  private renderMessage(m: ChatMessage) {
    if (m.role === "system") return "";
    if (m.role === "tool")
      return html`<div class="msg tool"><span class="muted">${m.name} →</span> <code>${m.content.slice(0, 300)}</code></div>`;
    if (m.role === "assistant" && m.tool_calls?.length)
      return html`<div class="msg assistant">${m.content ? html`${m.content}<br />` : ""}${m.tool_calls.map(
        (t) => html`<code>${t.function.name}(${t.function.arguments})</code> `,
      )}</div>`;
    return html`<div class="msg ${m.role}"><strong>${m.role}:</strong> ${m.content}</div>`;
  }

  private renderLive(l: Live, i: number) {
    const r = l.rollout;
    return html`<details class="card" ?open=${i < 3} data-testid="try-conversation">
      <summary>
        Task ${l.taskId.slice(0, 8)}
        ${
          r
            ? html`— reward <strong data-testid="try-reward">${r.total.toFixed(3)}</strong>
              <span class=${r.passed ? "good" : "bad"}>${r.passed ? "passed" : (r.failure.primary ?? "not passed")}</span>`
            : html`<span class="muted">— ${l.messages.length ? "running…" : "waiting"}</span>`
        }
      </summary>
      ${l.messages.map((m) => this.renderMessage(m))}
      ${
        r
          ? html`<table><tr><th>component</th><th>score</th><th>why</th></tr>
            ${Object.entries(r.components).map(
              ([k, v]) =>
                html`<tr><td>${k}</td><td>${v.score.toFixed(2)}</td><td>${v.evidence}</td></tr>`,
            )}</table>`
          : ""
      }
    </details>`;
  }

  private renderSummary(s: EvalSummary) {
    const pct = (x: number | null) => (x === null ? "—" : `${(x * 100).toFixed(1)}%`);
    return html`<section class="card" aria-label="Summary" data-testid="try-summary">
      <h3>Summary — ${s.model}</h3>
      <table>
        <tr><th>tasks</th><td>${s.tasks}</td></tr>
        <tr><th>rollouts</th><td>${s.rollouts}</td></tr>
        <tr><th>mean reward</th><td data-testid="try-mean">${s.meanReward.toFixed(3)}</td></tr>
        <tr><th>pass rate (reward ≥ ${s.passThreshold})</th><td data-testid="try-pass">${pct(s.passRate)}</td></tr>
        ${Object.entries(s.passHatK).map(([k, v]) => html`<tr><th>pass^${k}</th><td>${pct(v)}</td></tr>`)}
      </table>
      <h4>By environment</h4>
      <table><tr><th>environment</th><th>tasks</th><th>mean reward</th><th>pass rate</th></tr>
        ${Object.entries(s.byEnvironment).map(
          ([k, g]) =>
            html`<tr><td>${k}</td><td>${g.tasks}</td><td>${g.meanReward.toFixed(3)}</td><td>${pct(g.passRate)}</td></tr>`,
        )}</table>
      <h4>Failures</h4>
      ${
        Object.keys(s.failures.primary).length
          ? html`<table><tr><th>category</th><th>rollouts</th></tr>
            ${Object.entries(s.failures.primary).map(([k, v]) => html`<tr><td>${k}</td><td>${v}</td></tr>`)}</table>`
          : html`<p>None.</p>`
      }
    </section>`;
  }

  override render() {
    const c = this.controller;
    const m = c.modelStatus();
    const num = (e: Event) => Number((e.target as HTMLInputElement).value);
    return html`
      <style>
        form { display: flex; flex-wrap: wrap; gap: 1rem; align-items: end; }
        input[type="number"] { width: 6rem; }
        .msg { margin: 0.25rem 0; white-space: pre-wrap; }
        .msg.tool { font-size: 0.85rem; }
        table { border-collapse: collapse; margin: 0.5rem 0; }
        td, th { border: 1px solid var(--line); padding: 0.2rem 0.5rem; text-align: left; vertical-align: top; }
      </style>
      <h2>Try a model</h2>
      <p class="lead">Runs a model on your tasks: it gets each task's system prompt, tools and first request; its
        tool calls run in the sandbox; a simulated user answers its questions; the reward scores the result
        exactly as <code>envfactory score</code> does. Only the model requests leave this tab.</p>
      <p data-testid="try-model">${
        m.kind === "none"
          ? html`No model chosen — pick WebLLM or an OpenAI-compatible endpoint in Settings.`
          : html`Model: <strong>${m.label}</strong>${m.problem ? html` <span class="bad">${m.problem}</span>` : ""}`
      }</p>
      <form class="card" @submit=${(e: Event) => {
        e.preventDefault();
        void this.start();
      }}>
        <label>Tasks <input type="number" min="1" .value=${String(this.count)} @input=${(
          e: Event,
        ) => {
          this.count = Math.max(1, Math.trunc(num(e)));
        }} /></label>
        <label>Trials <input type="number" min="1" max="16" .value=${String(this.trials)} @input=${(
          e: Event,
        ) => {
          this.trials = Math.max(1, Math.trunc(num(e)));
        }} /></label>
        <label>Split <select @change=${(e: Event) => {
          this.split = (e.target as HTMLSelectElement).value as EvalSplit;
        }}>
          ${(["all", "test", "train"] as const).map((s) => html`<option value=${s} ?selected=${this.split === s}>${s}</option>`)}
        </select></label>
        <label>Pass threshold <input type="number" min="0" max="1" step="0.05" .value=${String(this.threshold)} @input=${(
          e: Event,
        ) => {
          this.threshold = Math.min(1, Math.max(0, num(e)));
        }} /></label>
        <button class="primary" type="submit" ?disabled=${this.running || c.tasks.length === 0}>Run</button>
        ${this.running ? html`<button type="button" @click=${() => this.abort?.abort()}>Stop</button>` : ""}
        <span class="muted">${c.tasks.length} tasks available</span>
      </form>
      ${this.problem ? html`<p class="card bad" role="alert">${this.problem}</p>` : ""}
      ${this.summary ? this.renderSummary(this.summary) : ""}
      ${this.live.map((l, i) => this.renderLive(l, i))}
    `;
  }
}
customElements.define("ef-try-model-panel", TryModelPanel);
