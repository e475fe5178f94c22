import { html, LitElement, type PropertyValues } from "lit";
import type { AppController } from "./controller.js";
import { formatDuration, rateAndEta } from "./format.js";
import { panelStyles } from "./styles.js";
import "./panels/sources-panel.js";

// Panels past the first load on first visit, keeping the first-load script small.
const LAZY_PANELS: Record<string, () => Promise<unknown>> = {
  environments: () => import("./panels/environments-panel.js"),
  graph: () => import("./panels/graph-panel.js"),
  synthesis: () => import("./panels/synthesis-panel.js"),
  dataset: () => import("./panels/dataset-panel.js"),
  "try-model": () => import("./panels/try-model-panel.js"),
  settings: () => import("./panels/settings-panel.js"),
};

const TABS = [
  { id: "sources", label: "1 · Sources" },
  { id: "environments", label: "2 · Environments" },
  { id: "graph", label: "3 · Graph" },
  { id: "synthesis", label: "4 · Synthesis" },
  { id: "dataset", label: "5 · Dataset" },
  { id: "try-model", label: "Try a model" },
  { id: "settings", label: "Settings" },
] as const;
type TabId = (typeof TABS)[number]["id"];

/** The page: a tab per pipeline step, a live status line, and the active panel. */
export class AppShell extends LitElement {
  static override properties = { controller: { attribute: false }, tab: { state: true } };
  static override styles = [panelStyles];
  declare controller: AppController;
  declare tab: TabId;
  private readonly onChange = () => this.requestUpdate();

  constructor() {
    super();
    this.tab = (location.hash.slice(1) as TabId) || "sources";
    if (!TABS.some((t) => t.id === this.tab)) this.tab = "sources";
  }

  override connectedCallback(): void {
    super.connectedCallback();
    addEventListener("hashchange", this.onHash);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    removeEventListener("hashchange", this.onHash);
    this.controller?.removeEventListener("change", this.onChange);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has("tab")) void LAZY_PANELS[this.tab]?.();
    if (changed.has("controller")) {
      (changed.get("controller") as AppController | undefined)?.removeEventListener(
        "change",
        this.onChange,
      );
      this.controller.addEventListener("change", this.onChange);
    }
  }

  private readonly onHash = () => {
    const id = location.hash.slice(1) as TabId;
    if (TABS.some((t) => t.id === id)) this.tab = id;
  };

  /** Panels ask to move on with a `navigate` event carrying the tab id. */
  go(id: TabId): void {
    this.tab = id;
    history.replaceState(null, "", `#${id}`);
  }

  private onTabKey(e: KeyboardEvent): void {
    const i = TABS.findIndex((t) => t.id === this.tab);
    const next =
      e.key === "ArrowRight"
        ? (i + 1) % TABS.length
        : e.key === "ArrowLeft"
          ? (i - 1 + TABS.length) % TABS.length
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? TABS.length - 1
              : -1;
    if (next < 0) return;
    e.preventDefault();
    this.go(TABS[next]!.id);
    void this.updateComplete.then(() =>
      this.renderRoot.querySelector<HTMLElement>(`#tab-${TABS[next]!.id}`)?.focus(),
    );
  }

  override render() {
    const c = this.controller;
    return html`
      <style>
        header { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.5rem 1rem; margin-bottom: 0.5rem; }
        header h1 { font-size: 1.3rem; margin: 0; }
        [role="tablist"] { display: flex; flex-wrap: wrap; gap: 0.25rem; border-bottom: 2px solid var(--line); margin-bottom: 1rem; }
        [role="tab"] { border: none; border-radius: 6px 6px 0 0; background: transparent; padding: 0.5rem 0.8rem; }
        [role="tab"][aria-selected="true"] { background: var(--accent); color: #fff; }
        .status { min-height: 1.5rem; margin-bottom: 0.5rem; }
        progress { width: min(28rem, 100%); height: 1rem; vertical-align: middle; }
        .error { border-color: var(--bad); color: var(--bad); }
      </style>
      <header>
        <h1>EnvFactory</h1>
        <span class="muted">Tool docs → sandboxed environments → tool graph → training conversations. Runs entirely in this tab.</span>
      </header>
      <div role="tablist" aria-label="Pipeline steps" @keydown=${this.onTabKey}>
        ${TABS.map(
          (t) => html`<button
            role="tab"
            id="tab-${t.id}"
            aria-selected=${t.id === this.tab ? "true" : "false"}
            aria-controls="panel"
            tabindex=${t.id === this.tab ? 0 : -1}
            @click=${() => this.go(t.id)}
          >${t.label}</button>`,
        )}
      </div>
      <div class="status" role="status" aria-live="polite">${this.renderStatus()}</div>
      ${
        c?.error
          ? html`<div class="card error" role="alert">${c.error}
        <button @click=${() => {
          c.error = undefined;
          this.requestUpdate();
        }}>Dismiss</button></div>`
          : ""
      }
      <main id="panel" role="tabpanel" aria-labelledby="tab-${this.tab}"
        @navigate=${(e: CustomEvent<TabId>) => this.go(e.detail)}>
        ${this.renderPanel()}
      </main>
    `;
  }

  private renderStatus() {
    const p = this.controller?.progress;
    if (!p) return "";
    const { perSecond, etaMs } = rateAndEta(p.done, p.total, p.startedAt, Date.now());
    return html`<span class="row">
      <strong>${p.stage}</strong>
      <progress max=${Math.max(1, p.total)} value=${p.done} aria-label="${p.stage} progress"></progress>
      <span>${p.done} / ${p.total}</span>
      <span class="muted">${perSecond.toFixed(1)}/s · ETA ${formatDuration(etaMs)}</span>
      ${p.note ? html`<span class="muted">${p.note}</span>` : ""}
      <button @click=${() => this.controller.cancel()}>Cancel</button>
    </span>`;
  }

  private renderPanel() {
    const c = this.controller;
    if (!c) return html`<p>Loading…</p>`;
    switch (this.tab) {
      case "sources":
        return html`<ef-sources-panel .controller=${c}></ef-sources-panel>`;
      case "environments":
        return html`<ef-environments-panel .controller=${c}></ef-environments-panel>`;
      case "graph":
        return html`<ef-graph-panel .controller=${c}></ef-graph-panel>`;
      case "synthesis":
        return html`<ef-synthesis-panel .controller=${c}></ef-synthesis-panel>`;
      case "dataset":
        return html`<ef-dataset-panel .controller=${c}></ef-dataset-panel>`;
      case "try-model":
        return html`<ef-try-model-panel .controller=${c}></ef-try-model-panel>`;
      case "settings":
        return html`<ef-settings-panel .controller=${c}></ef-settings-panel>`;
    }
  }
}
customElements.define("ef-app", AppShell);
