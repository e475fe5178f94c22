import { html, LitElement, type PropertyDeclarations } from "lit";
import type { ExportFormat } from "../../adapters/browser/pipeline-api.js";
import type { ChatMessage, Task, Trajectory } from "../../core/schema/index.js";
import { datasetQuality, draftWordingOf, qualityRows } from "../../core/synth/dataset-quality.js";
import { download } from "../download.js";
import { renderModelUse } from "../model-report-view.js";
import { mergeModelReports, qualityFigures } from "../quality.js";
import { panelStyles } from "../styles.js";
import { ControllerView } from "./controller-view.js";

const EXPORTS: { format: ExportFormat; label: string; hint: string }[] = [
  { format: "trl", label: "TRL messages (JSONL)", hint: "SFTTrainer; arguments as objects" },
  {
    format: "openai",
    label: "OpenAI messages (JSONL)",
    hint: "fine-tuning API; arguments as JSON strings",
  },
  { format: "sharegpt", label: "LlamaFactory ShareGPT", hint: "with dataset_info.json" },
  { format: "alpaca", label: "LlamaFactory alpaca + history", hint: "Qwen3 tool tags" },
  { format: "chat-text", label: "Chat-template text", hint: "rendered with Qwen3's template" },
  { format: "verl", label: "verl RL (parquet + JSONL)", hint: "with tool config YAML" },
  {
    format: "zip",
    label: "Whole run (.zip)",
    hint: "bundles, graph, tasks, trajectories, reports",
  },
];
const PAGE = 25;

const pct = (x: number | undefined) => (x === undefined ? "—" : `${(x * 100).toFixed(1)}%`);

function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** Step 5: read the conversations, their hidden values and checks; download the dataset. */
export class DatasetPanel extends ControllerView(LitElement) {
  static override styles = [panelStyles];
  static override properties: PropertyDeclarations = {
    env: { state: true },
    tool: { state: true },
    turns: { state: true },
    status: { state: true },
    selected: { state: true },
    page: { state: true },
  };
  declare env: string;
  declare tool: string;
  declare turns: string;
  declare status: string;
  declare selected: string;
  declare page: number;

  constructor() {
    super();
    this.env = this.tool = this.turns = this.status = this.selected = "";
    this.page = 0;
  }

  private filtered(): { traj: Trajectory; task?: Task }[] {
    const tasks = new Map(this.controller.tasks.map((t) => [t.id, t]));
    return this.controller.trajectories
      .map((traj) => ({ traj, task: tasks.get(traj.taskId) }))
      .filter(({ traj, task }) => {
        if (this.env && !task?.envs.some((e) => e.bundleId === this.env)) return false;
        if (this.tool && !traj.messages.some((m) => m.role === "tool" && m.name === this.tool))
          return false;
        if (this.turns === "single" && (task?.turns.length ?? 1) > 1) return false;
        if (this.turns === "multi" && (task?.turns.length ?? 1) < 2) return false;
        const passed = task?.checks.every((c) => c.passed) ?? true;
        if (this.status === "passed" && !passed) return false;
        if (this.status === "failed" && passed) return false;
        return true;
      });
  }

  private async save(format: ExportFormat): Promise<void> {
    const file = await this.controller.exportFormat(format);
    if (file) download(file.name, file.data, file.mime);
  }

  override render() {
    const c = this.controller;
    const q = qualityFigures(
      c.tasks,
      c.trajectories,
      c.envs.map((e) => e.bundle),
    );
    // The same figures as REPORT.md, from the same function over the same environments (the
    // usable ones synthesis sampled from, as the report's `result.usable`); the coverage and
    // multi-turn cards read them too, so the cards and the table never disagree.
    const dq = datasetQuality(c.tasks, c.trajectories, c.usable(), draftWordingOf(c.batches));
    const figures = qualityRows(dq);
    const modelUse = mergeModelReports(c.batches.map((b) => b.model));
    const rows = this.filtered();
    const pages = Math.max(1, Math.ceil(rows.length / PAGE));
    const page = Math.min(this.page, pages - 1);
    const shown = rows.slice(page * PAGE, page * PAGE + PAGE);
    const current = rows.find((r) => r.traj.id === this.selected) ?? shown[0];
    const tools = [...new Set(c.envs.flatMap((e) => e.bundle.tools.map((t) => t.name)))].sort();
    const set = (k: "env" | "tool" | "turns" | "status") => (e: Event) => {
      this[k] = (e.target as HTMLSelectElement).value;
      this.page = 0;
    };
    return html`
      <style>
        .figures { display: grid; grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr)); gap: 0.5rem; }
        .figure { text-align: center; }
        .figure strong { display: block; font-size: 1.4rem; }
        .layout { display: grid; grid-template-columns: minmax(14rem, 22rem) minmax(0, 1fr); gap: 1rem; }
        @media (max-width: 800px) { .layout { grid-template-columns: minmax(0, 1fr); } }
        .list { list-style: none; padding: 0; margin: 0; }
        .list button { width: 100%; text-align: left; margin: 0.15rem 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        .list button[aria-current="true"] { border-color: var(--accent); box-shadow: inset 0 0 0 1px var(--accent); }
        .bubble { border-radius: 12px; padding: 0.5rem 0.8rem; margin: 0.4rem 0; max-width: 90%; border: 1px solid var(--line); }
        .user { background: #dfe9ff; color: #14223d; margin-left: auto; }
        .assistant { background: var(--card); }
        .tool { background: var(--btn); font-size: 0.9rem; }
        .system { font-size: 0.85rem; }
        .who { font-size: 0.75rem; color: inherit; opacity: 0.75; text-transform: uppercase; letter-spacing: 0.04em; }
        .bubble p { margin: 0.2rem 0; white-space: pre-wrap; }
        .downloads button { display: flex; flex-direction: column; align-items: flex-start; }
      </style>
      <h2>Dataset</h2>
      <p class="lead">The conversations, ready for SFT (messages) and RL (tasks with gold calls, final-state hash and
        answer facts). Hidden values are what the user never says because only tools reveal them.</p>
      <section class="figures" aria-label="Quality figures">
        <div class="card figure"><strong data-testid="conversation-count">${q.trajectories}</strong>conversations</div>
        <div class="card figure"><strong>${pct(q.leakRate)}</strong>leak rate (goal 0%)</div>
        <div class="card figure"><strong>${pct(q.solvability)}</strong>solvable (goal 100%)</div>
        <div class="card figure"><strong>${pct(q.replay)}</strong>replay exact (goal 100%)</div>
        <div class="card figure"><strong>${pct(dq.toolsAvailable ? dq.toolCoverage : undefined)}</strong>tools covered</div>
        <div class="card figure"><strong>${pct(c.trajectories.length ? dq.multiTurnShare : undefined)}</strong>multi-turn</div>
      </section>
      <table data-testid="quality-figures" aria-label="QUALITY.md figures">
        <thead><tr><th>figure</th><th>value</th><th>goal</th><th>met</th></tr></thead>
        <tbody>${figures.map((r) => html`<tr><td>${r.figure}</td><td>${r.value}</td><td>${r.goal}</td><td class=${r.met ? "ok" : "bad"}>${r.met ? "yes" : "no"}</td></tr>`)}</tbody>
      </table>
      ${modelUse ? renderModelUse(modelUse, "Model use in this dataset") : html`<p class="muted" data-testid="no-model">Written offline (no model): requests, user replies and answers come from templates.</p>`}
      <h3>Download</h3>
      <div class="row downloads">
        ${EXPORTS.map(
          (
            x,
          ) => html`<button data-format=${x.format} ?disabled=${c.busy || c.trajectories.length === 0} @click=${() => this.save(x.format)}>
          <strong>${x.label}</strong><span class="muted">${x.hint}</span></button>`,
        )}
      </div>
      <h3>Browse</h3>
      <div class="row" role="group" aria-label="Filters">
        <label>Environment <select @change=${set("env")}><option value="">all</option>
          ${c.envs.map((e) => html`<option value=${e.bundle.id} ?selected=${e.bundle.id === this.env}>${e.bundle.name}</option>`)}</select></label>
        <label>Uses tool <select @change=${set("tool")}><option value="">any</option>
          ${tools.map((t) => html`<option ?selected=${t === this.tool}>${t}</option>`)}</select></label>
        <label>Turns <select @change=${set("turns")}><option value="">any</option><option value="single">single</option><option value="multi">multi</option></select></label>
        <label>Checks <select @change=${set("status")}><option value="">any</option><option value="passed">all passed</option><option value="failed">some failed</option></select></label>
        <span class="muted">${rows.length} match</span>
      </div>
      ${
        rows.length === 0
          ? html`<p class="muted">No conversations${c.trajectories.length ? " match these filters" : " yet — run Synthesis first"}.</p>`
          : html`<div class="layout">
            <nav aria-label="Conversations">
              <ul class="list">${shown.map(
                ({
                  traj,
                }) => html`<li><button aria-current=${traj === current?.traj ? "true" : "false"}
                @click=${() => {
                  this.selected = traj.id;
                }}>${traj.messages.find((m) => m.role === "user")?.content ?? traj.id}</button></li>`,
              )}</ul>
              <div class="row"><button ?disabled=${page === 0} @click=${() => {
                this.page = page - 1;
              }}>Previous</button>
                <span>page ${page + 1} / ${pages}</span>
                <button ?disabled=${page >= pages - 1} @click=${() => {
                  this.page = page + 1;
                }}>Next</button></div>
            </nav>
            <div>${current ? this.renderConversation(current.traj, current.task) : ""}</div>
          </div>`
      }
    `;
  }

  private renderMessage(m: ChatMessage) {
    switch (m.role) {
      case "system":
        return html`<details class="bubble system"><summary class="who">system prompt</summary><p>${m.content}</p></details>`;
      case "user":
        return html`<div class="bubble user" data-role="user"><div class="who">user</div><p>${m.content}</p></div>`;
      case "assistant":
        return html`<div class="bubble assistant" data-role="assistant"><div class="who">assistant</div>
          ${m.content ? html`<p>${m.content}</p>` : ""}
          ${(m.tool_calls ?? []).map((tc) => html`<div>calls <code>${tc.function.name}</code><pre>${pretty(tc.function.arguments)}</pre></div>`)}</div>`;
      case "tool":
        return html`<div class="bubble tool" data-role="tool"><div class="who">tool result · ${m.name}</div><pre>${pretty(m.content)}</pre></div>`;
    }
  }

  private renderConversation(traj: Trajectory, task: Task | undefined) {
    return html`<article class="card" aria-label="Conversation" data-testid="conversation">
      ${traj.messages.map((m) => this.renderMessage(m))}
      ${
        task
          ? html`<details open><summary>Task: checks, hidden values, gold</summary>
            <h4>Checks</h4><ul>${task.checks.map((ch) => html`<li><span class=${ch.passed ? "ok" : "bad"}>${ch.passed ? "✓" : "✗"}</span> <strong>${ch.name}</strong>: ${ch.evidence}</li>`)}</ul>
            <h4>Hidden (the user must not say these)</h4>
            ${task.hidden.length ? html`<ul>${task.hidden.map((h) => html`<li><code>${JSON.stringify(h.value)}</code> <span class="muted">from ${h.source}</span></li>`)}</ul>` : html`<p class="muted">none</p>`}
            <h4>What the user knows</h4>
            ${task.userFacts.length ? "" : html`<p class="muted">none needed</p>`}<ul>${task.userFacts.map((f) => html`<li>${f.text ?? f.key}: <code>${JSON.stringify(f.value)}</code></li>`)}</ul>
            <h4>Gold calls</h4>
            <ol>${task.gold.calls.map((g) => html`<li><code>${g.tool}</code> <code>${JSON.stringify(g.args)}</code>${g.masked.length ? html` <span class="muted">(ignored: ${g.masked.join(", ")})</span>` : ""}</li>`)}</ol>
            <p class="muted">Gold final state hash <code>${task.gold.finalStateHash}</code></p>
          </details>`
          : ""
      }
    </article>`;
  }
}
customElements.define("ef-dataset-panel", DatasetPanel);
