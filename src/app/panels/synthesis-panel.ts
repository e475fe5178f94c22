import { html, LitElement, type PropertyDeclarations } from "lit";
import type { SynthOptions } from "../../adapters/browser/pipeline-api.js";
import { conversationDrops, mergeCounts } from "../controller.js";
import { formatDuration, rateAndEta } from "../format.js";
import { panelStyles } from "../styles.js";
import { ControllerView } from "./controller-view.js";

/** Step 4: turn sampled workflows into conversations, with live kept/dropped counters. */
export class SynthesisPanel extends ControllerView(LitElement) {
  static override styles = [panelStyles];
  static override properties: PropertyDeclarations = { options: { state: true } };
  declare options: SynthOptions;

  constructor() {
    super();
    this.options = { count: 50, seed: 1, turns: "mixed", multiShare: 0.5, maxPlanLength: 6 };
  }

  private set<K extends keyof SynthOptions>(key: K, value: SynthOptions[K]): void {
    this.options = { ...this.options, [key]: value };
  }

  private num(e: Event): number {
    return Number((e.target as HTMLInputElement).value);
  }

  private renderModelLine() {
    const m = this.controller.modelStatus();
    if (m.kind === "none")
      return html`<p class="muted" data-testid="synth-model">Offline: requests, user replies and answers come from templates. Choose a model in Settings for more natural wording.</p>`;
    return html`<p data-testid="synth-model">Using <strong>${m.label}</strong> for requests, simulated users and final answers
      (every check re-runs on its words; failures fall back to the offline words).
      ${m.problem ? html`<span class="bad">${m.problem}</span>` : ""}</p>`;
  }

  override render() {
    const c = this.controller;
    const o = this.options;
    const run = c.run;
    const p = c.progress?.stage.startsWith("Synth") ? c.progress : undefined;
    const kept = p?.kept ?? c.batches.reduce((n, b) => n + b.kept, 0);
    const allDrops = p?.dropped ?? mergeCounts(c.batches.map((b) => b.dropped));
    const dropped = conversationDrops(allDrops);
    const droppedTotal = Object.values(dropped).reduce((a, b) => a + b, 0);
    const rejected = Object.entries(allDrops).filter(([k]) => k.startsWith("sampler:"));
    const timing = p ? rateAndEta(p.done, p.total, p.startedAt, Date.now()) : undefined;
    return html`
      <style>
        form { display: flex; flex-wrap: wrap; gap: 1rem; align-items: end; }
        input[type="number"] { width: 7rem; }
        progress { width: 100%; height: 1.2rem; }
        .counters { display: flex; gap: 2rem; flex-wrap: wrap; font-size: 1.1rem; }
      </style>
      <h2>Synthesis</h2>
      <p class="lead">Samples workflows from the graph, runs them in the sandbox so every value is real, writes the
        user's request in natural words (leaving out what only tools know), checks it, and records the conversation.
        Conversations that fail a check are dropped and counted — never kept silently.</p>
      ${this.renderModelLine()}
      <form class="card" @submit=${(e: Event) => {
        e.preventDefault();
        void c.synthesize(this.options);
      }}>
        <label>Conversations <input type="number" min="1" max="100000" .value=${String(o.count)} @input=${(e: Event) => this.set("count", Math.max(1, this.num(e)))} /></label>
        <label>Seed <input type="number" .value=${String(o.seed)} @input=${(e: Event) => this.set("seed", Math.trunc(this.num(e)))} /></label>
        <label>Turns <select @change=${(e: Event) => this.set("turns", (e.target as HTMLSelectElement).value as SynthOptions["turns"])}>
          <option value="single" ?selected=${o.turns === "single"}>single-turn</option>
          <option value="multi" ?selected=${o.turns === "multi"}>multi-turn</option>
          <option value="mixed" ?selected=${o.turns === "mixed"}>mixed</option></select></label>
        <label>Multi-turn share <input type="range" min="0" max="1" step="0.1" .value=${String(o.multiShare)} ?disabled=${o.turns !== "mixed"}
          aria-valuetext="${Math.round(o.multiShare * 100)}%" @input=${(e: Event) => this.set("multiShare", this.num(e))} /> <span>${Math.round(o.multiShare * 100)}%</span></label>
        <label>Max plan length <input type="number" min="1" max="10" .value=${String(o.maxPlanLength)} @input=${(e: Event) => this.set("maxPlanLength", Math.max(1, this.num(e)))} /></label>
        <button class="primary" type="submit" ?disabled=${c.busy || c.envs.length === 0}>Synthesize</button>
        ${c.busy && p ? html`<button type="button" @click=${() => c.cancel()}>Cancel</button>` : ""}
        ${!c.busy && run && run.status !== "finished" ? html`<button type="button" @click=${() => c.continueRun()}>Resume</button>` : ""}
      </form>
      ${
        p || run
          ? html`<section class="card" aria-label="Synthesis progress">
            ${
              p
                ? html`<progress max=${p.total} value=${p.done} aria-label="Conversations processed"></progress>
                <p>${p.done} of ${p.total} processed · ${timing!.perSecond.toFixed(1)} per second · about ${formatDuration(timing!.etaMs)} left</p>`
                : html`<p>Last run: <strong>${run!.status}</strong>, ${c.tasks.length} conversations stored${run!.model ? html`, written with <strong>${run!.model}</strong>` : ", offline"}.</p>`
            }
            <div class="counters">
              <span>Kept: <strong class="ok" data-testid="kept">${kept}</strong></span>
              <span>Conversations dropped: <strong class=${droppedTotal ? "bad" : ""}>${droppedTotal}</strong></span>
            </div>
            ${
              rejected.length
                ? html`<details><summary class="muted">Sampled workflows rejected before becoming tasks: ${rejected.reduce((n, [, v]) => n + v, 0)}</summary>
                  <ul>${rejected.map(([k, v]) => html`<li>${k.slice("sampler:".length)}: ${v}</li>`)}</ul></details>`
                : ""
            }
            ${
              droppedTotal
                ? html`<h4>Why dropped</h4><ul>${Object.entries(dropped)
                    .sort((a, b) => b[1] - a[1])
                    .map(([k, v]) => html`<li>${k}: ${v}</li>`)}</ul>`
                : ""
            }
          </section>`
          : ""
      }
      ${run?.status === "finished" ? html`<p><button class="primary" @click=${() => this.navigate("dataset")}>Browse the dataset →</button></p>` : ""}
    `;
  }
}
customElements.define("ef-synthesis-panel", SynthesisPanel);
