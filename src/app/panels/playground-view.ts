import { html, LitElement, type PropertyDeclarations, type PropertyValues } from "lit";
import type { EnvInstance } from "../../core/sandbox/index.js";
import type { CallOutcome, EnvBundle } from "../../core/schema/index.js";
import { playgroundSandbox } from "../playground-sandbox.js";
import { collectArgs, type FormField, formFields } from "../schema-form.js";
import { diffStates, type StateChange } from "../state-diff.js";
import { panelStyles } from "../styles.js";

const show = (v: unknown) => (typeof v === "string" ? v : JSON.stringify(v, null, 2));

/** Call one environment's tools by hand: a form per tool, the outcome, and what the call changed. */
export class PlaygroundView extends LitElement {
  static override styles = [panelStyles];
  static override properties: PropertyDeclarations = {
    bundle: { attribute: false },
    tool: { state: true },
    outcome: { state: true },
    changes: { state: true },
    calling: { state: true },
    problem: { state: true },
    calls: { state: true },
  };
  declare bundle: EnvBundle;
  declare tool: string;
  declare outcome: CallOutcome | undefined;
  declare changes: StateChange[];
  declare calling: boolean;
  declare problem: string;
  declare calls: number;
  private instance?: Promise<EnvInstance | undefined>;

  constructor() {
    super();
    this.tool = "";
    this.changes = [];
    this.calling = false;
    this.problem = "";
    this.calls = 0;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has("bundle")) {
      this.dropInstance();
      this.tool = this.bundle?.tools[0]?.name ?? "";
      this.outcome = undefined;
      this.changes = [];
      this.calls = 0;
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.dropInstance();
  }

  private dropInstance(): void {
    void this.instance?.then(
      (i) => i?.dispose(),
      () => undefined,
    );
    this.instance = undefined;
  }

  private getInstance(): Promise<EnvInstance | undefined> {
    this.instance ??= playgroundSandbox().then(async (sb) => {
      const r = await sb.createInstance(this.bundle);
      if (!r.ok) {
        this.problem = `Could not start the environment: ${r.error.message}`;
        return undefined;
      }
      return r.value;
    });
    return this.instance;
  }

  private fields(): FormField[] {
    return formFields(this.bundle.tools.find((t) => t.name === this.tool)?.inputSchema);
  }

  private async call(e: Event): Promise<void> {
    e.preventDefault();
    const form = e.target as HTMLFormElement;
    const fields = this.fields();
    const raw: Record<string, string | boolean> = {};
    for (const f of fields) {
      const el = form.elements.namedItem(`arg-${f.name}`) as HTMLInputElement | null;
      if (el) raw[f.name] = f.control === "checkbox" ? el.checked : el.value;
    }
    const args = collectArgs(fields, raw);
    if (!args.ok) {
      this.problem = args.message;
      return;
    }
    this.problem = "";
    this.calling = true;
    try {
      const inst = await this.getInstance();
      if (!inst) return;
      const before = await inst.state();
      this.outcome = await inst.call(this.tool, args.args);
      this.changes = diffStates(before, await inst.state()).filter(
        (c) => !c.path.startsWith("/__env"),
      );
      this.calls++;
    } catch (err) {
      this.problem = `The environment stopped: ${err instanceof Error ? err.message : String(err)}`;
      this.dropInstance();
    } finally {
      this.calling = false;
    }
  }

  private async reset(): Promise<void> {
    const inst = await this.instance;
    await inst?.reset();
    this.outcome = undefined;
    this.changes = [];
    this.calls = 0;
  }

  private renderField(f: FormField) {
    const id = `arg-${f.name}`;
    const label = html`${f.label}${f.required ? html` <span class="bad" aria-hidden="true">*</span>` : ""}`;
    const hint = f.description ? html`<span class="muted hint">${f.description}</span>` : "";
    const def = f.defaultValue === undefined ? "" : show(f.defaultValue);
    switch (f.control) {
      case "checkbox":
        return html`<label class="inline"><input type="checkbox" name=${id} ?checked=${f.defaultValue === true} /> ${label} ${hint}</label>`;
      case "select":
        return html`<label>${label}<select name=${id} ?required=${f.required}>
          ${f.required ? "" : html`<option value="">(not set)</option>`}
          ${f.options!.map((o) => html`<option ?selected=${o === f.defaultValue}>${o}</option>`)}</select>${hint}</label>`;
      case "json":
        return html`<label>${label} <span class="muted">(JSON)</span><textarea name=${id} rows="2" ?required=${f.required} .value=${def}></textarea>${hint}</label>`;
      default: {
        const type = {
          number: "number",
          integer: "number",
          date: "date",
          datetime: "datetime-local",
          text: "text",
        }[f.control];
        return html`<label>${label}<input name=${id} type=${type} step=${f.control === "number" ? "any" : "1"} ?required=${f.required} .value=${def} />${hint}</label>`;
      }
    }
  }

  private renderOutcome() {
    const o = this.outcome;
    if (!o) return html`<p class="muted">Call a tool to see its result here.</p>`;
    if (o.ok)
      return html`<p><span class="badge ok">result</span></p><pre data-testid="call-result">${show(o.result)}</pre>`;
    if ("error" in o)
      return html`<p><span class="badge">tool error</span> <code>${o.error.code}</code> — a normal API answer the model would see.</p><pre data-testid="call-result">${o.error.message}</pre>`;
    return html`<p><span class="badge bad" data-testid="fault">fault: ${o.fault.kind}</span> The environment broke a rule or a limit; the state was left as before the call.</p><pre data-testid="call-result">${o.fault.message}</pre>`;
  }

  override render() {
    const tool = this.bundle.tools.find((t) => t.name === this.tool);
    return html`<style>
        form { display: grid; gap: 0.6rem; }
        form label { display: flex; }
        .hint { font-size: 0.8rem; }
        textarea { width: 100%; box-sizing: border-box; }
      </style>
      <div class="grid2">
        <div>
          <label>Tool
            <select aria-label="Tool to call" @change=${(e: Event) => {
              this.tool = (e.target as HTMLSelectElement).value;
              this.problem = "";
            }}>
              ${this.bundle.tools.map((t) => html`<option value=${t.name} ?selected=${t.name === this.tool}>${t.name}</option>`)}
            </select>
          </label>
          ${tool ? html`<p class="muted">${tool.description}</p>` : ""}
          <form @submit=${this.call}>
            ${this.fields().map((f) => this.renderField(f))}
            <div class="row">
              <button class="primary" type="submit" ?disabled=${this.calling || !tool}>${this.calling ? "Calling…" : "Call"}</button>
              <button type="button" @click=${this.reset} ?disabled=${this.calling}>Reset state</button>
              <span class="muted">${this.calls} call${this.calls === 1 ? "" : "s"} since reset</span>
            </div>
            ${this.problem ? html`<p class="bad" role="alert">${this.problem}</p>` : ""}
          </form>
        </div>
        <div aria-live="polite">
          <h4>Outcome</h4>
          ${this.renderOutcome()}
          <h4>State changes</h4>
          ${
            this.changes.length === 0
              ? html`<p class="muted">No change to the state.</p>`
              : html`<table><thead><tr><th>Where</th><th>Change</th><th>Before</th><th>After</th></tr></thead><tbody>
              ${this.changes.map(
                (c) => html`<tr><td><code>${c.path}</code></td><td>${c.op}</td>
                <td><code>${c.before === undefined ? "" : show(c.before)}</code></td><td><code>${c.after === undefined ? "" : show(c.after)}</code></td></tr>`,
              )}
              </tbody></table>`
          }
        </div>
      </div>`;
  }
}
customElements.define("ef-playground", PlaygroundView);
