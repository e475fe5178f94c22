import { ok } from "../../src/core/errors.js";
import type { IngestedDoc } from "../../src/core/ingest/index.js";
import type { PipelineStages } from "../../src/core/pipeline/index.js";
import {
  BUNDLE_FORMAT,
  contentId,
  type EnvBundle,
  sealBundle,
  type Task,
  type Trajectory,
} from "../../src/core/schema/index.js";

/**
 * Test doubles of the stage functions (not the real envgen/verify/synth): deterministic, cheap,
 * and counting their calls so tests can prove which stages a resumed run skipped.
 */
export function createStageDoubles() {
  const calls = { ingest: 0, build: 0, verify: 0, graph: 0, synth: 0 };
  const stages: PipelineStages = {
    async ingest(files, ctx) {
      calls.ingest++;
      const docs: IngestedDoc[] = [];
      const failures: { file: string; error: { code: "ingest/needs-model"; message: string } }[] =
        [];
      for (const [i, f] of files.entries()) {
        if (f.name.endsWith(".md")) {
          failures.push({ file: f.name, error: { code: "ingest/needs-model", message: "prose" } });
          continue;
        }
        const { tools } = JSON.parse(f.text) as { tools: string[] };
        docs.push({
          file: f.name,
          format: "openai-tools",
          name: f.name.replace(/\..*$/, ""),
          title: f.name,
          description: "",
          domain: "general",
          tools: tools.map((name) => ({
            name,
            description: `${name} tool`,
            inputSchema: { type: "object" },
          })),
          warnings: [],
        });
        ctx.onProgress?.({ stage: "ingest", done: i + 1, total: files.length });
      }
      return { docs, failures };
    },
    async build(doc, { seed }) {
      calls.build++;
      return ok(
        await sealBundle({
          format: BUNDLE_FORMAT,
          name: doc.name,
          description: doc.description,
          domain: doc.domain,
          tools: doc.tools,
          stateSchema: { type: "object" },
          initialState: { items: {} },
          code: "export default {}",
          seed,
          clock: { start: "2025-01-01T00:00:00.000Z", stepMs: 1000 },
        }),
      );
    },
    async verify(bundle) {
      calls.verify++;
      const report = {
        bundleId: bundle.id,
        passed: true,
        tools: bundle.tools.map((t) => ({ tool: t.name, passed: true, kept: true, probes: [] })),
        env: [{ name: "determinism", passed: true, detail: "double" }],
        summary: {
          ingested: bundle.tools.length,
          kept: bundle.tools.length,
          verified: bundle.tools.length,
        },
      };
      // Key order unlike the schema's, to prove resumed runs keep stored bytes as they were.
      return { bundle: { verification: report, ...bundle }, report };
    },
    async graph(bundles) {
      calls.graph++;
      const nodes = bundles.flatMap((b) =>
        b.tools.map((t) => ({
          key: `${b.name}/${t.name}`,
          attributes: {
            tool: t.name,
            env: b.name,
            kind: "read" as const,
            inputs: [],
            outputs: [],
            extra: b.id,
          },
        })),
      );
      return { graph: { nodes, edges: [] }, stats: { nodes: nodes.length, edges: 0 } };
    },
    async synth(bundles, _graph, options) {
      calls.synth++;
      const tasks: Task[] = [];
      const trajectories: Trajectory[] = [];
      for (let i = 0; i < options.count; i++) {
        if (options.signal?.aborted) throw new Error("aborted");
        const b = bundles[i % bundles.length] as EnvBundle;
        const tool = b.tools[i % b.tools.length]!.name;
        const base = {
          envs: [{ bundleId: b.id, initialState: b.initialState }],
          seed: options.seed + i,
          turns: [{ user: `please run ${i}` }],
          userFacts: [],
          hidden: [],
          gold: {
            calls: [{ tool, args: {}, masked: [] }],
            finalStateHash: "0".repeat(64),
            answerFacts: [],
          },
          checks: [
            { name: "no-leak", passed: true, evidence: "double" },
            { name: "solvable", passed: true, evidence: "double" },
          ],
        };
        const task: Task = { id: await contentId(base), ...base };
        const messages: Trajectory["messages"] = [
          { role: "user", content: `please run ${i}` },
          {
            role: "assistant",
            content: null,
            tool_calls: [
              { id: "call_1", type: "function", function: { name: tool, arguments: "{}" } },
            ],
          },
          { role: "tool", tool_call_id: "call_1", name: tool, content: `{"n":${i}}` },
          { role: "assistant", content: `done ${i}` },
        ];
        const tools = b.tools.map((t) => ({
          type: "function" as const,
          function: { name: t.name, description: t.description, parameters: t.inputSchema },
        }));
        trajectories.push({
          id: await contentId({ task: task.id, messages }),
          taskId: task.id,
          tools,
          messages,
        });
        tasks.push(task);
        options.onProgress?.({ stage: "synth", done: i + 1, total: options.count });
      }
      return {
        tasks,
        trajectories,
        report: { requested: options.count, kept: tasks.length, replayExactness: 1 },
      };
    },
  };
  return { stages, calls };
}

export const DOUBLE_INPUTS = [
  { name: "shop.json", text: JSON.stringify({ tools: ["list_orders", "cancel_order"] }) },
  {
    name: "home.json",
    text: JSON.stringify({ tools: ["list_devices", "set_thermostat", "get_device"] }),
  },
  { name: "notes.md", text: "# Notes\nprose only" },
];
