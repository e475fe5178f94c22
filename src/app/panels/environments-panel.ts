import { html, LitElement, type PropertyDeclarations } from "lit";
import { describeModel, modelOf } from "../../core/envgen/semantic-model.js";
import type { VerifyReport } from "../../core/schema/index.js";
import type { EnvRecord, ImproveRecord } from "../controller.js";
import { download } from "../download.js";
import { percent } from "../format.js";
import { renderModelUse } from "../model-report-view.js";
import { mergeModelReports } from "../quality.js";
import { panelStyles } from "../styles.js";
import { ControllerView } from "./controller-view.js";
import "../json-tree.js";
import "./playground-view.js";

function verifiedBadge(report: VerifyReport | undefined) {
  if (!report) return html`<span class="badge">not verified</span>`;
  const { ingested, verified } = report.summary;
  return html`<span class="badge ${report.passed ? "ok" : "bad"}">${verified}/${ingested} tools verified</span>`;
}

/** Step 2: build and verify environments, inspect one, and call its tools in the playground. */
export class EnvironmentsPanel extends ControllerView(LitElement) {
  static override styles = [panelStyles];
  static override properties: PropertyDeclarations = {
    selected: { state: true },
    rounds: { state: true },
    scenarios: { state: true },
  };
  declare selected: string;
  declare rounds: number;
  declare scenarios: boolean;

  constructor() {
    super();
    this.selected = "";
    this.rounds = 2;
    this.scenarios = true;
  }

  private async improve(id: string): Promise<void> {
    await this.controller.improveEnv(id, { rounds: this.rounds, scenarios: this.scenarios });
    const made = Object.values(this.controller.improvements).find((r) => r.from === id);
    if (made) this.selected = made.bundleId;
  }

  private current(): EnvRecord | undefined {
    const envs = this.controller.envs;
    return envs.find((e) => e.bundle.id === this.selected) ?? envs[0];
  }

  private async importFile(e: Event): Promise<void> {
    const input = e.target as HTMLInputElement;
    for (const f of input.files ?? []) {
      const err = await this.controller.importBundle(await f.text(), f.name);
      if (!err) {
        const last = this.controller.envs.at(-1);
        if (last) this.selected = last.bundle.id;
      }
    }
    input.value = "";
  }

  override render() {
    const c = this.controller;
    const env = this.current();
    const totals = c.envs.reduce(
      (t, e) => ({
        // bundles imported without a report are not counted as failures
        ingested: t.ingested + (e.report?.summary.ingested ?? 0),
        verified: t.verified + (e.report?.summary.verified ?? 0),
      }),
      { ingested: 0, verified: 0 },
    );
    return html`
      <style>
        .envs { display: flex; flex-wrap: wrap; gap: 0.5rem; }
        .envs button[aria-pressed="true"] { border-color: var(--accent); box-shadow: inset 0 0 0 1px var(--accent); }
        .envs button { text-align: left; }
      </style>
      <h2>Environments</h2>
      <p class="lead">Each source becomes an environment: its tools, a state (a small database seeded with
        realistic records) and code that runs in a sandbox. Verification calls every tool and keeps only
        those that behave like a real API.</p>
      <div class="row">
        <button class="primary" ?disabled=${c.busy || c.sources.length === 0} @click=${() => c.buildEnvironments()}>
          ${c.envs.length ? "Rebuild from sources" : "Build and verify"}</button>
        <label class="inline">Import a bundle&nbsp;<input type="file" accept=".json" @change=${this.importFile} /></label>
        ${c.envs.length ? html`<span class="muted">${totals.verified} of ${totals.ingested} tools verified (${percent(totals.verified, totals.ingested)})</span>` : ""}
      </div>
      ${
        c.envs.length === 0
          ? html`<p class="muted">No environments yet. Add sources first, then build.</p>`
          : html`<div class="envs" role="group" aria-label="Environments">
            ${c.envs.map(
              (e) => html`<button aria-pressed=${e === env ? "true" : "false"} @click=${() => {
                this.selected = e.bundle.id;
              }}>
                <strong>${e.bundle.name}</strong><br /><span class="muted">${e.bundle.tools.length} tools · ${e.bundle.domain}</span><br />${verifiedBadge(e.report)}
              </button>`,
            )}
          </div>
          ${env ? this.renderEnv(env) : ""}
          <p><button class="primary" ?disabled=${c.busy} @click=${async () => {
            await c.buildGraph();
            this.navigate("graph");
          }}>Build the tool graph →</button></p>`
      }
    `;
  }

  private renderEnv({ bundle, report }: EnvRecord) {
    const c = this.controller;
    const byTool = new Map(report?.tools.map((t) => [t.tool, t]));
    return html`
      <section class="card" aria-label="Environment ${bundle.name}">
        <h3>${bundle.name}</h3>
        <p>${bundle.description}</p>
        <p class="muted">Content id <code data-testid="bundle-id">${bundle.id}</code></p>
        <div class="row">
          <button @click=${() => download(`${bundle.name}.envbundle.json`, JSON.stringify(bundle, null, 2), "application/json")}>Export bundle</button>
          <button ?disabled=${c.busy} @click=${() => c.verifyEnv(bundle.id)}>Verify again</button>
          <button ?disabled=${c.busy} @click=${() => c.removeEnv(bundle.id)}>Remove</button>
        </div>
        ${this.renderImprove(bundle.id)}
        <h3>Tools</h3>
        <table>
          <thead><tr><th>Tool</th><th>Kind</th><th>What it does</th><th>Verification</th></tr></thead>
          <tbody>${bundle.tools.map((t) => {
            const v = byTool.get(t.name);
            return html`<tr><td><code>${t.name}</code></td><td>${t.kind ?? ""}</td><td>${t.description}</td>
              <td>${v ? html`<span class=${v.passed ? "ok" : "bad"}>${v.passed ? "passed" : "failed"}</span> <span class="muted">(${v.probes.filter((p) => p.passed).length}/${v.probes.length} probes)</span>` : html`<span class="muted">—</span>`}</td></tr>`;
          })}</tbody>
        </table>
        ${this.renderDropped(report)}
        <h3>Playground</h3>
        <p class="muted">Runs in a sandboxed worker. Calls change this copy of the state only.</p>
        <ef-playground .bundle=${bundle}></ef-playground>
        <details data-testid="semantic-model">
          <summary><strong>Semantic model</strong> <span class="muted">— what records mean and what each tool may do;
            the environment, verification, the graph and gold all read it.</span></summary>
          <pre>${describeModel(modelOf(bundle))}</pre>
        </details>
        <div class="grid2">
          <div><h3>Initial state</h3><ef-json-tree .value=${bundle.initialState} label="initialState"></ef-json-tree></div>
          <div><h3>State schema</h3><ef-json-tree .value=${bundle.stateSchema} label="stateSchema" openDepth="0"></ef-json-tree></div>
        </div>
        ${report ? this.renderReport(report) : ""}
      </section>`;
  }

  private renderImprove(id: string) {
    const c = this.controller;
    const model = c.modelStatus();
    const record = c.improvements[id];
    return html`<details class="card" ?open=${record !== undefined} data-testid="improve">
      <summary><strong>Improve with model</strong> <span class="muted">— the model writes state, seed data and handlers with
        business rules; verification failures go back to it; programs pick the version that verifies best.</span></summary>
      ${
        model.kind === "none"
          ? html`<p class="muted">Needs a model: choose WebLLM or an OpenAI-compatible endpoint in Settings.</p>`
          : html`<div class="row">
            <label>Revision rounds after the first try <input type="number" min="0" max="5" .value=${String(this.rounds)}
              @input=${(e: Event) => {
                this.rounds = Math.max(
                  0,
                  Math.min(5, Number((e.target as HTMLInputElement).value) || 0),
                );
              }} /></label>
            <label class="inline"><input type="checkbox" .checked=${this.scenarios}
              @change=${(e: Event) => {
                this.scenarios = (e.target as HTMLInputElement).checked;
              }} />&nbsp;also ask for scenario tests</label>
            <button class="primary" ?disabled=${c.busy || !model.ready} @click=${() => this.improve(id)}>Improve with ${model.label}</button>
          </div>`
      }
      ${record ? renderImproveRecord(record) : ""}
    </details>`;
  }

  private renderDropped(report: VerifyReport | undefined) {
    const dropped = report?.tools.filter((t) => !t.kept) ?? [];
    if (dropped.length === 0) return "";
    return html`<details><summary class="bad">${dropped.length} tool${dropped.length === 1 ? "" : "s"} dropped by verification</summary>
      <ul>${dropped.map((t) => html`<li><code>${t.tool}</code>: ${t.reason ?? "failed its probes"}</li>`)}</ul></details>`;
  }

  private renderReport(report: VerifyReport) {
    return html`<details><summary>Verification report (${report.passed ? "passed" : "has failures"})</summary>
      <h4>Environment checks</h4>
      <ul>${report.env.map((e) => html`<li><span class=${e.passed ? "ok" : "bad"}>${e.passed ? "✓" : "✗"}</span> ${e.name}: ${e.detail}</li>`)}</ul>
      <h4>Probes per tool</h4>
      ${report.tools.map(
        (
          t,
        ) => html`<details><summary><code>${t.tool}</code> <span class=${t.passed ? "ok" : "bad"}>${t.passed ? "passed" : "failed"}</span></summary>
        <ul>${t.probes.map(
          (
            p,
          ) => html`<li><span class=${p.passed ? "ok" : "bad"}>${p.passed ? "✓" : "✗"}</span> ${p.kind}: ${p.detail}
          ${p.call ? html`<pre>${JSON.stringify(p.call.args)}</pre>` : ""}</li>`,
        )}</ul></details>`,
      )}
    </details>`;
  }
}
customElements.define("ef-environments-panel", EnvironmentsPanel);

/** Each model round (verified x/y, failures) and which version won. */
function renderImproveRecord(r: ImproveRecord) {
  const winner =
    r.generator === "llm/v1" ? r.rounds.find((x) => x.bundleId === r.bundleId) : undefined;
  const use = mergeModelReports([r.model]);
  return html`<div data-testid="improve-record">
    <p data-testid="improve-winner">${
      winner
        ? html`<span class="ok">Kept the model's round ${winner.round}</span>: ${winner.verified}/${winner.total} tools verified.`
        : html`<span>Kept the existing version</span>: no model round verified more tools than the offline (heuristic) baseline.`
    }</p>
    <table>
      <thead><tr><th>Round</th><th>Outcome</th><th>Verified</th><th>Failures</th></tr></thead>
      <tbody>${r.rounds.map(
        (x) => html`<tr data-testid="improve-round">
          <td>${x.round}${x.bundleId === r.bundleId && winner ? html` <span class="badge ok">won</span>` : ""}</td>
          <td>${x.outcome}</td>
          <td>${x.outcome === "verified" ? `${x.verified}/${x.total}` : "—"}</td>
          <td>${
            x.failures.length
              ? html`<details><summary class="bad">${x.failures.length} failure${x.failures.length === 1 ? "" : "s"}</summary>
                <ul>${x.failures.map((f) => html`<li><pre>${f}</pre></li>`)}</ul></details>`
              : html`<span class="ok">none</span>`
          }</td></tr>`,
      )}</tbody>
    </table>
    ${use ? renderModelUse(use, "Model use for this environment") : ""}
  </div>`;
}
