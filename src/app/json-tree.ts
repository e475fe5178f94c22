import { html, LitElement, type PropertyDeclarations, type TemplateResult } from "lit";

const MAX_CHILDREN = 200;

/** A collapsible, keyboard-usable view of a JSON value (details/summary); text only. */
export class JsonTree extends LitElement {
  static override properties: PropertyDeclarations = {
    value: { attribute: false },
    label: {},
    openDepth: { type: Number },
  };
  declare value: unknown;
  declare label: string;
  declare openDepth: number;

  constructor() {
    super();
    this.label = "state";
    this.openDepth = 1;
  }

  private node(key: string, v: unknown, depth: number): TemplateResult {
    if (v === null || typeof v !== "object") {
      return html`<div class="leaf"><span class="k">${key}</span>: <span class="v ${typeof v}">${JSON.stringify(v)}</span></div>`;
    }
    const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x] as const) : Object.entries(v);
    const shown = entries.slice(0, MAX_CHILDREN);
    const summary = Array.isArray(v) ? `[${entries.length}]` : `{${entries.length}}`;
    return html`<details ?open=${depth < this.openDepth}>
      <summary><span class="k">${key}</span> <span class="muted">${summary}</span></summary>
      <div class="kids">
        ${shown.map(([k, x]) => this.node(k, x, depth + 1))}
        ${entries.length > shown.length ? html`<div class="muted">… ${entries.length - shown.length} more</div>` : ""}
      </div>
    </details>`;
  }

  override render() {
    return html`<style>
        :host { display: block; font: 0.85rem/1.4 ui-monospace, Menlo, Consolas, monospace; }
        .kids { padding-left: 1.1rem; border-left: 1px dotted var(--line); }
        .k { color: var(--accent); }
        .string { color: var(--good); }
        .muted { color: var(--muted); }
        summary { cursor: pointer; }
        summary:focus-visible { outline: 3px solid var(--focus); }
      </style>${this.node(this.label, this.value, 0)}`;
  }
}
customElements.define("ef-json-tree", JsonTree);
