import { html, LitElement, type PropertyDeclarations } from "lit";
import { type AppController, needsModel } from "../controller.js";
import { formatBytes } from "../format.js";
import { panelStyles } from "../styles.js";
import { ControllerView } from "./controller-view.js";

/** Step 1: paste, drop or pick tool docs, or load the bundled examples. */
export class SourcesPanel extends ControllerView(LitElement) {
  static override styles = [panelStyles];
  static override properties: PropertyDeclarations = {
    dragging: { state: true },
    pasted: { state: true },
  };
  declare dragging: boolean;
  declare pasted: string;

  constructor() {
    super();
    this.dragging = false;
    this.pasted = "";
  }

  private async readFiles(list: FileList | null): Promise<void> {
    if (!list?.length) return;
    const files = await Promise.all(
      [...list].map(async (f) => ({ name: f.name, text: await f.text() })),
    );
    await this.controller.addFiles(files);
  }

  private async addPasted(): Promise<void> {
    const name = (
      this.renderRoot.querySelector<HTMLInputElement>("#paste-name")?.value || "pasted.json"
    ).trim();
    if (!this.pasted.trim()) return;
    await this.controller.addFiles([{ name, text: this.pasted }]);
    this.pasted = "";
  }

  override render() {
    const c: AppController = this.controller;
    const busy = c.busy;
    const tools = c.sources.reduce((n, s) => n + s.tools.length, 0);
    const model = c.modelStatus();
    const prose = c.sources.filter((s) => !s.doc && needsModel(s));
    const buildable = tools > 0 || (prose.length > 0 && model.kind !== "none");
    return html`
      <style>
        .drop { border: 2px dashed var(--line); border-radius: 10px; padding: 1.25rem; text-align: center; }
        .drop.over { border-color: var(--accent); background: var(--btn); }
        textarea { width: 100%; min-height: 7rem; box-sizing: border-box; }
      </style>
      <h2>Sources</h2>
      <p class="lead">Give the tool documentation you want to turn into training environments:
        OpenAPI (JSON or YAML), MCP <code>tools/list</code> results, OpenAI tool arrays, BFCL function docs or
        EnvFactory metadata, or prose (<code>.md</code>, read by the model chosen in Settings). Environment bundles (<code>.envbundle.json</code>) are imported directly.
        Nothing leaves this tab.</p>
      <div class="row">
        <button class="primary" ?disabled=${busy} @click=${() => c.loadExamples()}>Load the examples</button>
        <span class="muted">e-commerce, smart home, clinic and helpdesk APIs in several formats</span>
      </div>
      <div class="drop card ${this.dragging ? "over" : ""}"
        @dragover=${(e: DragEvent) => {
          e.preventDefault();
          this.dragging = true;
        }}
        @dragleave=${() => {
          this.dragging = false;
        }}
        @drop=${(e: DragEvent) => {
          e.preventDefault();
          this.dragging = false;
          void this.readFiles(e.dataTransfer?.files ?? null);
        }}>
        <p>Drop files here, or</p>
        <label class="inline">Choose files&nbsp;
          <input type="file" multiple accept=".json,.yaml,.yml,.jsonl,.txt,.md"
            ?disabled=${busy}
            @change=${(e: Event) => void this.readFiles((e.target as HTMLInputElement).files)} />
        </label>
      </div>
      <details class="card">
        <summary>Paste a document</summary>
        <div class="row" style="margin-top:.5rem">
          <label>File name <input id="paste-name" value="pasted.json" /></label>
        </div>
        <label style="display:flex">Document text
          <textarea .value=${this.pasted} @input=${(e: Event) => {
            this.pasted = (e.target as HTMLTextAreaElement).value;
          }}></textarea>
        </label>
        <button ?disabled=${busy || !this.pasted.trim()} @click=${() => this.addPasted()}>Add</button>
      </details>
      <h3>${c.sources.length} source${c.sources.length === 1 ? "" : "s"} · ${tools} tools</h3>
      ${
        c.sources.length === 0
          ? html`<p class="muted">Nothing yet. Load the examples to see the whole flow in a minute.</p>`
          : html`<table>
            <thead><tr><th>File</th><th>Format</th><th>Tools</th><th>Size</th><th>Problems</th><th></th></tr></thead>
            <tbody>${c.sources.map(
              (s) => html`<tr>
                <td>${s.name}</td>
                <td>${s.format ?? (needsModel(s) ? "prose" : html`<span class="bad">unknown</span>`)}</td>
                <td>${s.tools.length}</td>
                <td>${formatBytes(s.size)}</td>
                <td>${
                  !s.doc && needsModel(s)
                    ? html`<span data-testid="needs-model" class=${model.kind === "none" ? "bad" : ""}>${
                        model.kind === "none"
                          ? "Prose: needs a model to read its tools. Choose one in Settings."
                          : `Prose: ${model.label} reads its tools when you build.`
                      }</span>`
                    : s.readBy
                      ? html`<span class="muted">tools read by ${s.readBy}</span>`
                      : s.errors.length === 0
                        ? html`<span class="ok">none</span>`
                        : html`<details><summary class="bad">${s.errors.length} problem${s.errors.length === 1 ? "" : "s"}</summary>
                      <ul>${s.errors.map((e) => html`<li><code>${e.code}</code> ${e.message}${e.where ? html` <span class="muted">at ${e.where}</span>` : ""}</li>`)}</ul></details>`
                }</td>
                <td><button aria-label="Remove ${s.name}" ?disabled=${busy} @click=${() => c.removeSource(s.id)}>Remove</button></td>
              </tr>`,
            )}</tbody>
          </table>
          <p><button class="primary" ?disabled=${busy || !buildable}
            @click=${async () => {
              await c.buildEnvironments();
              this.navigate("environments");
            }}>Build and verify environments →</button></p>`
      }
    `;
  }
}
customElements.define("ef-sources-panel", SourcesPanel);
