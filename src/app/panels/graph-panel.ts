import Graph from "graphology";
import { circular } from "graphology-layout";
import forceAtlas2 from "graphology-layout-forceatlas2";
import { html, LitElement, type PropertyDeclarations } from "lit";
import type Sigma from "sigma";
import type { Plan, ToolEdge, ToolGraph, ToolNode } from "../../core/schema/index.js";
import { panelStyles } from "../styles.js";
import { ControllerView } from "./controller-view.js";

const PALETTE = [
  "#2f6fd0",
  "#d0582f",
  "#2f9e5b",
  "#9b3fc4",
  "#c49a1f",
  "#1f9fb0",
  "#c43f7a",
  "#6b7a2f",
];
const KIND_COLORS: Record<string, string> = {
  read: "#3b82c4",
  list: "#1f9fb0",
  create: "#2f9e5b",
  update: "#c49a1f",
  delete: "#c43f3f",
  action: "#9b3fc4",
  compute: "#6b7a8f",
};

type ColorBy = "env" | "kind";
interface Hover {
  title: string;
  lines: string[];
}

/** Keys of the plan's steps and of the edges between steps that feed each other. */
export function planHighlight(
  graph: Graph,
  plan: Plan,
): { nodes: Set<string>; edges: Set<string> } {
  const keyOf = new Map<string, string>();
  for (const step of plan.steps) {
    const key = graph.findNode(
      (k, a) =>
        (a as ToolNode).tool === step.tool &&
        (k.startsWith(`${step.env}/`) ||
          plan.envs.length === 1 ||
          (a as ToolNode).env === step.env),
    );
    if (key) keyOf.set(step.id, key);
  }
  const nodes = new Set(keyOf.values());
  const edges = new Set<string>();
  for (const step of plan.steps) {
    const target = keyOf.get(step.id);
    for (const b of Object.values(step.args)) {
      if (b.from !== "step") continue;
      const source = keyOf.get(b.step);
      if (source && target) for (const e of graph.edges(source, target)) edges.add(e);
    }
  }
  return { nodes, edges };
}

/** Step 3: the tool dependency graph — which tool's output can feed which tool's input. */
export class GraphPanel extends ControllerView(LitElement) {
  static override styles = [panelStyles];
  static override properties: PropertyDeclarations = {
    colorBy: { state: true },
    hover: { state: true },
    selectedNode: { state: true },
    planSeed: { state: true },
    renderer: { state: true },
  };
  declare colorBy: ColorBy;
  declare hover: Hover | undefined;
  declare selectedNode: string;
  declare planSeed: number;
  declare renderer: string;
  private graph?: Graph;
  private drawn?: ToolGraph;
  private drawnPlan?: Plan;
  private sigma?: Sigma;
  private highlight = { nodes: new Set<string>(), edges: new Set<string>() };

  constructor() {
    super();
    this.colorBy = "env";
    this.selectedNode = "";
    this.planSeed = 1;
    this.renderer = "";
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.sigma?.kill();
    this.sigma = undefined;
    this.drawn = undefined;
  }

  private envColors(g: Graph): Map<string, string> {
    const envs = [...new Set(g.mapNodes((_, a) => (a as ToolNode).env))].sort();
    return new Map(envs.map((e, i) => [e, PALETTE[i % PALETTE.length]!]));
  }

  private buildGraph(data: ToolGraph): Graph {
    // graphology keeps the attribute objects it is given, so draw from a copy of the stored graph
    const g = Graph.from(structuredClone(data) as Parameters<typeof Graph.from>[0]);
    circular.assign(g);
    if (g.order > 1) {
      const settings = forceAtlas2.inferSettings(g);
      forceAtlas2.assign(g, {
        iterations: Math.max(50, Math.min(300, 20_000 / g.order)),
        settings,
      });
    }
    g.forEachNode((k, a) => {
      const deg = g.degree(k);
      g.mergeNodeAttributes(k, {
        label: (a as ToolNode).tool,
        size: 5 + Math.min(10, Math.sqrt(deg) * 2),
      });
    });
    g.forEachEdge((k, a) => {
      const kind = (a as ToolEdge).kind;
      // sigma reads `type` as its edge program, so our edge kind is kept under its own name
      g.mergeEdgeAttributes(k, {
        edgeKind: kind,
        type: "arrow",
        size: kind === "data" ? 1.5 : 1,
        color: kind === "data" ? "#8796ad" : "#e3b27c",
      });
      g.removeEdgeAttribute(k, "kind");
    });
    return g;
  }

  protected override async updated(): Promise<void> {
    const data = this.controller.graph;
    const container = this.renderRoot.querySelector<HTMLElement>("#canvas");
    if (!data || !container) return;
    if (data !== this.drawn) {
      this.sigma?.kill();
      this.graph = this.buildGraph(data);
      this.drawn = data;
      this.drawnPlan = undefined;
      await this.mount(container, this.graph);
    }
    if (this.controller.plan !== this.drawnPlan && this.graph) {
      this.drawnPlan = this.controller.plan;
      this.highlight = this.drawnPlan
        ? planHighlight(this.graph, this.drawnPlan)
        : { nodes: new Set(), edges: new Set() };
      this.sigma?.refresh();
    }
  }

  private async mount(container: HTMLElement, g: Graph): Promise<void> {
    const { default: SigmaCtor } = await import("sigma");
    const envColors = this.envColors(g);
    try {
      const sigma = new SigmaCtor(g, container, {
        enableEdgeEvents: true,
        renderEdgeLabels: false,
        labelRenderedSizeThreshold: 4,
        defaultEdgeType: "arrow",
        nodeReducer: (key, attrs) => {
          const a = attrs as unknown as ToolNode & { size: number; label: string };
          const color = this.colorBy === "env" ? envColors.get(a.env) : KIND_COLORS[a.kind];
          const inPlan = this.highlight.nodes.has(key);
          const dim = this.highlight.nodes.size > 0 && !inPlan;
          return {
            ...attrs,
            color: dim ? "#c8ccd4" : color,
            highlighted: inPlan || key === this.selectedNode,
            size: inPlan ? a.size * 1.4 : a.size,
            zIndex: inPlan ? 1 : 0,
          };
        },
        edgeReducer: (key, attrs) => {
          const inPlan = this.highlight.edges.has(key);
          const dim = this.highlight.nodes.size > 0 && !inPlan;
          return {
            ...attrs,
            color: inPlan ? "#e0245e" : dim ? "#e4e7ec" : attrs.color,
            size: inPlan ? 4 : attrs.size,
            zIndex: inPlan ? 1 : 0,
          };
        },
      });
      sigma.on("enterNode", ({ node }) => this.hoverNode(node));
      sigma.on("enterEdge", ({ edge }) => this.hoverEdge(edge));
      sigma.on("leaveNode", () => {
        this.hover = undefined;
      });
      sigma.on("leaveEdge", () => {
        this.hover = undefined;
      });
      sigma.on("clickNode", ({ node }) => {
        this.selectedNode = node;
        sigma.refresh();
      });
      this.sigma = sigma;
      this.renderer = "webgl";
    } catch {
      // No WebGL (e.g. GPU disabled): draw a still picture so the structure is still visible.
      this.renderer = "canvas";
      drawFallback(
        container,
        g,
        (k) => {
          const a = g.getNodeAttributes(k) as ToolNode;
          return (this.colorBy === "env" ? envColors.get(a.env) : KIND_COLORS[a.kind]) ?? "#888";
        },
        this.highlight,
      );
    }
  }

  private hoverNode(node: string): void {
    const a = this.graph!.getNodeAttributes(node) as ToolNode;
    this.hover = {
      title: `${a.tool} (${a.kind}) in ${a.env}`,
      lines: [
        `inputs: ${a.inputs.map((i) => `${i.name}${i.required ? "*" : ""}${i.userProvidable ? " (user can say)" : ""}`).join(", ") || "none"}`,
        `outputs: ${
          a.outputs
            .map((o) => o.path)
            .slice(0, 12)
            .join(", ") || "none"
        }${a.outputs.length > 12 ? " …" : ""}`,
      ],
    };
  }

  private hoverEdge(edge: string): void {
    const g = this.graph!;
    const a = g.getEdgeAttributes(edge) as ToolEdge & { edgeKind: string };
    const [s, t] = g.extremities(edge);
    const tool = (k: string) => (g.getNodeAttributes(k) as ToolNode).tool;
    this.hover = {
      title: `${tool(s)} → ${tool(t)} (${a.edgeKind}, score ${a.score.toFixed(2)})`,
      lines: [
        a.edgeKind === "data"
          ? `output ${a.from ?? "?"} fills input ${a.to ?? "?"}`
          : `writes collection ${a.collection ?? "?"} that the other reads`,
        a.reasons?.length ? `found by: ${a.reasons.join(", ")}` : "",
      ].filter(Boolean),
    };
  }

  private neighbours(node: string) {
    const g = this.graph;
    if (!g?.hasNode(node)) return undefined;
    const describe = (e: string, other: string) => {
      const a = g.getEdgeAttributes(e) as ToolEdge & { edgeKind: string };
      const t = g.getNodeAttributes(other) as ToolNode;
      return {
        key: e,
        tool: t.tool,
        env: t.env,
        text:
          a.edgeKind === "data"
            ? `${a.from ?? "?"} → ${a.to ?? "?"}`
            : `state: ${a.collection ?? "?"}`,
      };
    };
    return {
      producers: g.inEdges(node).map((e) => describe(e, g.source(e))),
      consumers: g.outEdges(node).map((e) => describe(e, g.target(e))),
    };
  }

  override render() {
    const c = this.controller;
    const data = c.graph;
    const g = this.graph && data === this.drawn ? this.graph : undefined;
    const envColors = g ? this.envColors(g) : new Map<string, string>();
    const unreached = g
      ? g.filterNodes((k) => g.inDegree(k) === 0 && g.outDegree(k) === 0).length
      : 0;
    const nb = this.selectedNode ? this.neighbours(this.selectedNode) : undefined;
    const sel =
      g && this.selectedNode && g.hasNode(this.selectedNode)
        ? (g.getNodeAttributes(this.selectedNode) as ToolNode)
        : undefined;
    return html`
      <style>
        #canvas { height: min(60vh, 560px); min-height: 320px; border: 1px solid var(--line); border-radius: 8px; background: var(--card); position: relative; }
        .legend span.dot { display: inline-block; width: 0.8rem; height: 0.8rem; border-radius: 50%; margin-right: 0.25rem; vertical-align: middle; }
        .legend { gap: 0.25rem 1rem; font-size: 0.85rem; }
        .hover { min-height: 3.2rem; }
      </style>
      <h2>Tool graph</h2>
      <p class="lead">Each dot is a tool; an arrow means the first tool's output can fill an input of the second
        (for example a list of orders gives the order id that "cancel order" needs). Sampled workflows follow these arrows.</p>
      <div class="row">
        <button class="primary" ?disabled=${c.busy || c.envs.length === 0} @click=${() => c.buildGraph()}>${data ? "Rebuild graph" : "Build graph"}</button>
        <label class="inline">Colour by&nbsp;<select @change=${(e: Event) => {
          this.colorBy = (e.target as HTMLSelectElement).value as ColorBy;
          this.sigma?.refresh();
        }}>
          <option value="env" ?selected=${this.colorBy === "env"}>environment</option>
          <option value="kind" ?selected=${this.colorBy === "kind"}>tool kind</option></select></label>
        <label class="inline">Plan seed&nbsp;<input type="number" style="width:6rem" .value=${String(this.planSeed)} @input=${(
          e: Event,
        ) => {
          this.planSeed = Number((e.target as HTMLInputElement).value) || 0;
        }} /></label>
        <button ?disabled=${c.busy || !data} @click=${() => c.samplePlan(this.planSeed)}>Sample a plan and highlight it</button>
        ${
          c.plan
            ? html`<button @click=${() => {
                c.plan = undefined;
                this.requestUpdate();
              }}>Clear highlight</button>`
            : ""
        }
      </div>
      ${
        !data
          ? html`<p class="muted">No graph yet. Build environments first, then the graph.</p>`
          : html`
          <p data-testid="graph-stats">${data.nodes.length} tools · ${data.edges.length} edges
            (${data.edges.filter((e) => e.attributes.kind === "data").length} data, ${data.edges.filter((e) => e.attributes.kind === "state").length} state)
            · ${unreached} tool${unreached === 1 ? "" : "s"} with no edge
            ${this.renderer === "canvas" ? html`· <span class="muted">static drawing (this browser has no WebGL)</span>` : ""}</p>
          <div class="row legend" aria-label="Legend">
            ${
              this.colorBy === "env"
                ? [...envColors].map(
                    ([env, col]) =>
                      html`<span><span class="dot" style="background:${col}"></span>${env}</span>`,
                  )
                : Object.entries(KIND_COLORS).map(
                    ([k, col]) =>
                      html`<span><span class="dot" style="background:${col}"></span>${k}</span>`,
                  )
            }
            <span class="muted">arrows: grey = data, orange = shared state${c.plan ? ", red = the sampled plan" : ""}</span>
          </div>
          <div id="canvas" role="img" aria-label="Tool dependency graph with ${data.nodes.length} tools and ${data.edges.length} edges; use the tool list below to inspect it with a keyboard"></div>
          <div class="hover card" aria-live="polite">${
            this.hover
              ? html`<strong>${this.hover.title}</strong>${this.hover.lines.map((l) => html`<div><code>${l}</code></div>`)}`
              : html`<span class="muted">Hover a tool or an arrow to see the matched fields; click a tool to see what feeds it.</span>`
          }</div>
          <div class="grid2">
            <div>
              <label>Inspect a tool
                <select @change=${(e: Event) => {
                  this.selectedNode = (e.target as HTMLSelectElement).value;
                  this.sigma?.refresh();
                }}>
                  <option value="">(choose)</option>
                  ${data.nodes.map((n) => html`<option value=${n.key} ?selected=${n.key === this.selectedNode}>${n.attributes.env} / ${n.attributes.tool}</option>`)}
                </select></label>
              ${
                sel && nb
                  ? html`<div class="card" data-testid="node-detail"><strong>${sel.tool}</strong> <span class="badge">${sel.kind}</span>
                <h4>Fed by (producers)</h4>${nb.producers.length ? html`<ul>${nb.producers.map((p) => html`<li><code>${p.tool}</code>: ${p.text}</li>`)}</ul>` : html`<p class="muted">Nothing: every input is something a user can say.</p>`}
                <h4>Feeds (consumers)</h4>${nb.consumers.length ? html`<ul>${nb.consumers.map((p) => html`<li><code>${p.tool}</code>: ${p.text}</li>`)}</ul>` : html`<p class="muted">No tool uses its output.</p>`}</div>`
                  : ""
              }
            </div>
            <div>${c.plan ? this.renderPlan(c.plan) : ""}</div>
          </div>`
      }
      <p><button class="primary" ?disabled=${c.busy || !data} @click=${() => this.navigate("synthesis")}>Synthesize conversations →</button></p>
    `;
  }

  private renderPlan(plan: Plan) {
    return html`<div class="card" data-testid="plan"><h4>Sampled plan (${plan.steps.length} steps)</h4><ol>
      ${plan.steps.map(
        (
          s,
        ) => html`<li><code>${s.tool}</code>${s.id === plan.goal ? html` <span class="badge">goal</span>` : ""}
        <ul>${Object.entries(s.args).map(([k, b]) => html`<li><code>${k}</code> ← ${b.from === "user" ? html`the user says ${JSON.stringify(b.value)}` : html`step ${b.step} <code>${b.path}</code>${b.select ? html` (the one whose ${b.select.by} is ${JSON.stringify(b.select.value)})` : ""}`}</li>`)}</ul></li>`,
      )}
    </ol></div>`;
  }
}
customElements.define("ef-graph-panel", GraphPanel);

function drawFallback(
  container: HTMLElement,
  g: Graph,
  colorOf: (key: string) => string,
  highlight: { nodes: Set<string>; edges: Set<string> },
): void {
  container.replaceChildren();
  const canvas = document.createElement("canvas");
  const w = container.clientWidth || 800;
  const h = container.clientHeight || 500;
  canvas.width = w;
  canvas.height = h;
  container.append(canvas);
  const ctx = canvas.getContext("2d");
  if (!ctx) return;
  const xs = g.mapNodes((_, a) => a.x as number);
  const ys = g.mapNodes((_, a) => a.y as number);
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  const scale = Math.min((w - 80) / (maxX - minX || 1), (h - 60) / (maxY - minY || 1));
  const pos = (k: string) => {
    const a = g.getNodeAttributes(k);
    return [40 + ((a.x as number) - minX) * scale, 30 + (maxY - (a.y as number)) * scale] as const;
  };
  g.forEachEdge((e, _a, s, t) => {
    const [x1, y1] = pos(s);
    const [x2, y2] = pos(t);
    ctx.strokeStyle = highlight.edges.has(e) ? "#e0245e" : "#9aa5b8";
    ctx.lineWidth = highlight.edges.has(e) ? 3 : 1;
    ctx.beginPath();
    ctx.moveTo(x1, y1);
    ctx.lineTo(x2, y2);
    ctx.stroke();
  });
  ctx.font = "11px system-ui, sans-serif";
  g.forEachNode((k, a) => {
    const [x, y] = pos(k);
    ctx.fillStyle = colorOf(k);
    ctx.beginPath();
    ctx.arc(x, y, (a.size as number) ?? 6, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = "#333";
    ctx.fillText(String(a.label), x + 8, y + 4);
  });
}
