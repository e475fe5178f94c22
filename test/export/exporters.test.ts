import { parquetMetadata, parquetReadObjects } from "hyparquet";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import {
  type AlpacaRow,
  alpacaToMessages,
  exportDataset,
  mergeExportManifests,
  type OpenAiRow,
  packRunArchive,
  parseJsonl,
  QWEN3_CHAT_TEMPLATE,
  renderChatText,
  type ShareGptRow,
  shareGptToMessages,
  shortToolCallIds,
  type TrlRow,
  toAlpacaRows,
  toShareGptRows,
  toTrlRows,
  toVerlRows,
  trlToMessages,
  unpackRunArchive,
  type VerlGroundTruth,
  type VerlRow,
} from "../../src/core/export/index.js";
import type { Trajectory } from "../../src/core/schema/index.js";
import { conversationSteps, loadTasks, loadTrajectories } from "./fixtures.js";

const trajectories = loadTrajectories();
const tasks = loadTasks();
const decode = (b: Uint8Array) => new TextDecoder().decode(b);

/** Tool-call turns with null content as exported: "". */
const asExported = (messages: Trajectory["messages"]) =>
  messages.map((m) =>
    m.role === "assistant" && m.tool_calls && m.content === null ? { ...m, content: "" } : m,
  );

/** The same messages with the ids export gives them (derived from the run's messages). */
function withShortIds(messages: Trajectory["messages"]) {
  const ids = shortToolCallIds(messages);
  return messages.map((m) => {
    if (m.role === "tool") return { ...m, tool_call_id: ids.get(m.tool_call_id)! };
    if (m.role === "assistant" && m.tool_calls)
      return { ...m, tool_calls: m.tool_calls.map((c) => ({ ...c, id: ids.get(c.id)! })) };
    return m;
  });
}

function exported(options: Parameters<typeof exportDataset>[1] = {}) {
  const r = exportDataset({ bundles: [], tasks, trajectories }, options);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe("OpenAI and TRL messages JSONL", () => {
  const { files } = exported({ formats: ["openai", "trl"] });

  it("OpenAI rows load back to the same messages and tools, arguments as JSON strings", () => {
    const rows = parseJsonl<OpenAiRow>(decode(files["openai.jsonl"]!));
    expect(rows).toHaveLength(trajectories.length);
    rows.forEach((row, i) => {
      // Tool-call turns carry "" (every template we test renders it; null breaks Qwen3), and
      // tool-call ids are the 9-character ones.
      expect(row.messages).toEqual(asExported(withShortIds(trajectories[i]!.messages)));
      expect(row.tools.map((t) => t.function.name)).toEqual(
        trajectories[i]!.tools.map((t) => t.function.name),
      );
    });
    const call = rows[0]!.messages[2]!;
    expect(call.role === "assistant" && typeof call.tool_calls?.[0]?.function.arguments).toBe(
      "string",
    );
  });

  it("TRL rows carry arguments as objects and convert back losslessly", () => {
    const rows = parseJsonl<TrlRow>(decode(files["trl.jsonl"]!));
    const call = rows[0]!.messages[2]!;
    expect(call.role === "assistant" && call.tool_calls?.[0]?.function.arguments).toEqual({
      customer_email: "dana.ruiz@example.com",
      status: "pending",
    });
    rows.forEach((row, i) => {
      expect(conversationSteps(trlToMessages(row))).toEqual(
        conversationSteps(trajectories[i]!.messages),
      );
    });
  });
});

describe("LlamaFactory ShareGPT", () => {
  const { files } = exported({ formats: ["sharegpt"] });
  const rows = parseJsonl<ShareGptRow>(decode(files["sharegpt.jsonl"]!));

  it("alternates human/observation with gpt/function_call as LlamaFactory requires", () => {
    for (const row of rows) {
      row.conversations.forEach((turn, i) => {
        expect(i % 2 === 0 ? ["human", "observation"] : ["gpt", "function_call"]).toContain(
          turn.from,
        );
      });
      expect(row.conversations.length % 2).toBe(0);
      expect(Array.isArray(JSON.parse(row.tools))).toBe(true);
    }
    expect(rows[0]!.system).toBe(
      "You are a helpful shop assistant. Use the tools to act on the customer's behalf.",
    );
    expect(rows[2]!.system).toBeUndefined();
    expect(rows[0]!.conversations.map((t) => t.from)).toEqual([
      "human",
      "function_call",
      "observation",
      "function_call",
      "observation",
      "gpt",
    ]);
    expect(JSON.parse(rows[0]!.conversations[1]!.value)).toEqual({
      name: "list_orders",
      arguments: { customer_email: "dana.ruiz@example.com", status: "pending" },
    });
  });

  it("round-trips: same calls, same results, same order (parallel calls and text with calls too)", () => {
    rows.forEach((row, i) => {
      expect(conversationSteps(shareGptToMessages(row))).toEqual(
        conversationSteps(trajectories[i]!.messages),
      );
    });
  });

  it("writes the dataset_info.json snippet naming the file and columns", () => {
    const info = JSON.parse(decode(files["dataset_info.json"]!));
    expect(info.envfactory_sharegpt).toMatchObject({
      file_name: "sharegpt.jsonl",
      formatting: "sharegpt",
      columns: { messages: "conversations", tools: "tools" },
    });
  });

  it("rejects a conversation it cannot express instead of dropping turns", () => {
    const bad: Trajectory = {
      ...trajectories[0]!,
      messages: [
        { role: "user", content: "a" },
        { role: "user", content: "b" },
        { role: "assistant", content: "c" },
      ],
    };
    const r = toShareGptRows([bad]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe("export/failed");
  });
});

describe("LlamaFactory alpaca with history (Qwen3 tags)", () => {
  const r = toAlpacaRows(trajectories);
  if (!r.ok) throw new Error(r.error.message);
  const rows = parseJsonl<AlpacaRow>(r.value.map((x) => JSON.stringify(x)).join("\n"));

  it("puts the last exchange in instruction/output and earlier ones in history", () => {
    const shop = rows[0]!;
    expect(shop.history).toHaveLength(2);
    expect(shop.history[0]![0]).toContain("standing desk");
    expect(shop.history[0]![1]).toBe(
      '<tool_call>\n{"name": "list_orders", "arguments": {"customer_email":"dana.ruiz@example.com","status":"pending"}}\n</tool_call>',
    );
    expect(shop.instruction.startsWith('<tool_response>\n{"id":"ord_7f3a"')).toBe(true);
    expect(shop.output).toContain("refund of $349.50");
    expect(shop.system).toContain("<tools>");
    expect(shop.system.startsWith("You are a helpful shop assistant.")).toBe(true);
  });

  it("round-trips: same calls, same results, same order", () => {
    rows.forEach((row, i) => {
      expect(conversationSteps(alpacaToMessages(row))).toEqual(
        conversationSteps(trajectories[i]!.messages),
      );
    });
  });
});

describe("chat-template text (Qwen3)", () => {
  const r = renderChatText(trajectories);
  if (!r.ok) throw new Error(r.error.message);
  const texts = r.value.map((x) => x.text);

  it("ships Qwen3's real template", () => {
    expect(QWEN3_CHAT_TEMPLATE).toContain("<tool_call>");
    expect(QWEN3_CHAT_TEMPLATE).toContain("<tool_response>");
  });

  it("renders the tools block, then each call followed by its response, in conversation order", () => {
    const text = texts[0]!;
    expect(text.startsWith("<|im_start|>system\nYou are a helpful shop assistant.")).toBe(true);
    const tools = text.indexOf("<tools>");
    const user = text.indexOf("<|im_start|>user\nHi, I ordered a standing desk");
    const call1 = text.indexOf(
      '<tool_call>\n{"name": "list_orders", "arguments": {"customer_email": "dana.ruiz@example.com", "status": "pending"}}\n</tool_call>',
    );
    const resp1 = text.indexOf('<|im_start|>user\n<tool_response>\n[{"id":"ord_7f3a"');
    const call2 = text.indexOf('{"name": "cancel_order", "arguments": {"order_id": "ord_7f3a"');
    const resp2 = text.indexOf('<tool_response>\n{"id":"ord_7f3a","status":"cancelled"');
    const answer = text.indexOf("Done — your standing desk order");
    const order = [tools, user, call1, resp1, call2, resp2, answer];
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text.slice(tools, user)).toContain('"name": "cancel_order"');
  });

  it("groups parallel tool responses into one user turn, in call order", () => {
    const text = texts[1]!;
    const block = /<\|im_start\|>user\n<tool_response>\n\{"id":"dev_12"[\s\S]*?<\|im_end\|>/.exec(
      text,
    );
    expect(block).not.toBeNull();
    const first = block![0].indexOf('"dev_12"');
    const second = block![0].indexOf('"dev_13"');
    expect(first).toBeGreaterThanOrEqual(0);
    expect(second).toBeGreaterThan(first);
  });

  it("accepts another template and reports one that does not parse", () => {
    const simple = "{% for m in messages %}[{{ m.role }}]{{ m.content }}\n{% endfor %}";
    const ok = renderChatText(trajectories.slice(0, 1), simple);
    expect(ok.ok && ok.value[0]!.text.startsWith("[system]You are a helpful shop assistant.")).toBe(
      true,
    );
    const bad = renderChatText(trajectories, "{% for m in messages %}");
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe("export/failed");
  });
});

describe("verl RL rows", () => {
  const { files } = exported({ formats: ["verl"], verlPerTurn: true });

  it("parquet reads back with hyparquet: columns and one row's content", async () => {
    const file = files["verl.parquet"]!;
    const buffer = file.buffer.slice(
      file.byteOffset,
      file.byteOffset + file.byteLength,
    ) as ArrayBuffer;
    const meta = parquetMetadata(buffer);
    expect(Number(meta.num_rows)).toBe(tasks.length);
    const rows = (await parquetReadObjects({ file: buffer })) as unknown as VerlRow[];
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ["ability", "agent_name", "data_source", "extra_info", "prompt", "reward_model"].sort(),
    );
    const row = rows[0]!;
    expect(row.data_source).toBe("envfactory");
    expect(row.ability).toBe("tool-use");
    expect(row.prompt.map((m) => m.role)).toEqual(["system", "user"]);
    expect(row.prompt[1]!.content).toBe(tasks[0]!.turns[0]!.user);
    expect(row.reward_model.style).toBe("rule");
    const truth = JSON.parse(row.reward_model.ground_truth) as VerlGroundTruth;
    expect(truth.final_state_hash).toBe(tasks[0]!.gold.finalStateHash);
    expect(truth.calls).toEqual([
      {
        name: "list_orders",
        arguments: { customer_email: "dana.ruiz@example.com", status: "pending" },
        masked: ["status"],
      },
      {
        name: "cancel_order",
        arguments: { order_id: "ord_7f3a", reason: "no longer needed" },
        masked: ["reason"],
      },
    ]);
    expect(truth.answer_facts[0]!.value).toBe(349.5);
    expect(row.extra_info.bundle_ids).toEqual([tasks[0]!.envs[0]!.bundleId]);
    expect(JSON.parse(row.extra_info.initial_state)[tasks[0]!.envs[0]!.bundleId]).toEqual(
      tasks[0]!.envs[0]!.initialState,
    );
    expect(
      JSON.parse(row.extra_info.tools).map((t: { function: { name: string } }) => t.function.name),
    ).toEqual(["list_orders", "cancel_order"]);
  });

  it("the JSONL twin holds the same rows as the parquet", async () => {
    const file = files["verl.parquet"]!;
    const buffer = file.buffer.slice(
      file.byteOffset,
      file.byteOffset + file.byteLength,
    ) as ArrayBuffer;
    // hyparquet reads a null optional list as undefined; pyarrow reads it as None.
    const fromParquet = JSON.parse(
      JSON.stringify(await parquetReadObjects({ file: buffer }), (_k, v) => v ?? null),
    ) as VerlRow[];
    const fromJsonl = parseJsonl<VerlRow>(decode(files["verl.jsonl"]!));
    expect(fromParquet).toEqual(fromJsonl);
  });

  it("per-turn rows end their prompt at each user turn and split the gold calls by turn", () => {
    const rows = toVerlRows(tasks, trajectories, [], { perTurn: true });
    const home = rows.filter((r) => r.extra_info.task_id === "task-home-multi");
    expect(home).toHaveLength(2);
    const [t0, t1] = home.map((r) => JSON.parse(r.reward_model.ground_truth) as VerlGroundTruth);
    expect(t0!.calls.map((c) => c.name)).toEqual(["list_devices", "set_thermostat", "get_device"]);
    expect(t0!.final_state_hash).toBeNull();
    expect(t1!.calls.map((c) => c.arguments)).toEqual([{ device_id: "dev_99" }]);
    expect(t1!.final_state_hash).toBe(tasks[1]!.gold.finalStateHash);
    const last = home[1]!.prompt;
    expect(last[last.length - 1]).toMatchObject({
      role: "user",
      content: tasks[1]!.turns[1]!.user,
    });
    expect(last.some((m) => m.tool_calls?.[0]?.function.name === "set_thermostat")).toBe(true);
  });

  it("writes one verl tool config per environment that verl's schema and PyYAML accept", () => {
    const bundle = {
      id: "c".repeat(64),
      name: "shop",
      tools: [
        {
          name: "cancel_order",
          description: "Cancel.",
          inputSchema: {
            type: "object",
            "x-internal": true,
            properties: {
              mode: { type: "string", enum: ["on", "off", "yes"], "x-order": 1 },
              "x-trace": { type: ["string", "null"] },
            },
          },
        },
      ],
    };
    const shopTask = {
      ...tasks[0]!,
      id: "task-shop",
      envs: [{ bundleId: bundle.id, initialState: {} }],
    };
    const r = exportDataset(
      { bundles: [bundle as never], tasks: [shopTask], trajectories },
      { formats: ["verl"] },
    );
    if (!r.ok) throw new Error(r.error.message);
    const text = decode(r.value.files["verl/shop.tools.yaml"]!);
    // YAML 1.1 readers (PyYAML) take bare on/off/yes as booleans: they must be quoted.
    expect(text).toContain('- "on"');
    const config = parseYaml(text, { version: "1.1" });
    expect(config.tools[0].tool_schema).toEqual({
      type: "function",
      function: {
        name: "cancel_order",
        description: "Cancel.",
        parameters: {
          type: "object",
          properties: {
            mode: { type: "string", enum: ["on", "off", "yes"] },
            // A property named x-… is an argument, not an extension; a union type is narrowed.
            "x-trace": { type: "string" },
          },
          required: [],
        },
      },
    });
    expect(config.tools[0].class_name).toBe("envfactory_verl.EnvfactoryTool");
    expect(config.tools[0].config.bundle_ids).toEqual(["c".repeat(64)]);
    const rows = parseJsonl<VerlRow>(decode(r.value.files["verl.jsonl"]!));
    expect(rows[0]!.agent_name).toBe("tool_agent");
    expect(JSON.parse(rows[0]!.extra_info.tools_kwargs as string)).toEqual({
      cancel_order: { create_kwargs: { task: "task-shop" } },
    });
    expect(rows[0]!.extra_info.interaction_kwargs).toEqual({
      name: "envfactory",
      task: "task-shop",
    });
    expect(r.value.files["verl/shop.train.parquet"]).toBeDefined();
    expect(decode(r.value.files["verl/interaction.yaml"]!)).toContain(
      "envfactory_verl.EnvfactoryInteraction",
    );
  });
});

describe("manifest", () => {
  it("a second export adds its files to the first one's manifest", () => {
    const a = exported({ formats: ["openai"] }).manifest;
    const b = exported({ formats: ["trl"], splitParallelCalls: true }).manifest;
    const merged = mergeExportManifests(a, b);
    const paths = merged.files.map((f) => f.path);
    expect(paths).toContain("openai.jsonl");
    expect(paths).toContain("trl.jsonl");
    expect(paths.filter((p) => p === "export-manifest.json")).toHaveLength(1);
    expect(merged.files.find((f) => f.path === "trl.jsonl")?.options).toEqual([
      "split-parallel-calls",
    ]);
  });
});

describe("nothing truncated silently", () => {
  const long = trajectories[2]!.messages[2]!;

  it("keeps long tool results whole by default in every format", () => {
    const { files, manifest } = exported();
    expect(manifest.toolResultCap).toBeNull();
    const needle = long.content!.slice(-200);
    for (const name of [
      "openai.jsonl",
      "trl.jsonl",
      "sharegpt.jsonl",
      "alpaca.jsonl",
      "chat-text.jsonl",
    ]) {
      const text = decode(files[name]!);
      const lines = parseJsonl(text).map((r) => JSON.stringify(r));
      expect(
        lines.some((l) => l.includes(JSON.stringify(needle).slice(1, -1))),
        name,
      ).toBe(true);
    }
  });

  it("applies a requested cap visibly and records it in the manifest", () => {
    const { files, manifest } = exported({ formats: ["openai"], maxToolResultChars: 1000 });
    expect(manifest.toolResultCap?.maxToolResultChars).toBe(1000);
    expect(manifest.toolResultCap?.truncated).toEqual([
      {
        trajectoryId: "traj-clinic-long",
        toolCallId: "call_x",
        originalChars: long.content!.length,
        keptChars: 1000,
      },
    ]);
    const rows = parseJsonl<OpenAiRow>(decode(files["openai.jsonl"]!));
    expect(rows[2]!.messages[2]!.content).toContain("[truncated by export cap: kept 1000 of");
    expect(JSON.parse(decode(files["export-manifest.json"]!)).toolResultCap.truncated).toHaveLength(
      1,
    );
  });
});

describe("run archive", () => {
  const files = {
    "graph.json": new TextEncoder().encode('{"nodes":[],"edges":[]}\n'),
    "envs/shop.envbundle.json": new TextEncoder().encode('{"name":"shop — ünïcode"}\n'),
    "exports/verl.parquet": Uint8Array.from([0, 255, 1, 128, 80, 65, 82, 49]),
  };

  it("reads back bit-identically and packs deterministically", async () => {
    const a = await packRunArchive(files);
    const b = await packRunArchive(files);
    if (!a.ok || !b.ok) throw new Error("pack failed");
    expect(a.value).toEqual(b.value);
    const back = await unpackRunArchive(a.value);
    if (!back.ok) throw new Error(back.error.message);
    expect(Object.keys(back.value).sort()).toEqual(Object.keys(files).sort());
    for (const [p, bytes] of Object.entries(files)) expect(back.value[p]).toEqual(bytes);
  });

  it("rejects archives that are not ours or were altered", async () => {
    const notZip = await unpackRunArchive(new Uint8Array([1, 2, 3]));
    expect(!notZip.ok && notZip.error.code).toBe("artifact/invalid");
    const { zipSync } = await import("fflate");
    const packed = await packRunArchive(files);
    if (!packed.ok) throw new Error("pack failed");
    const { unzipSync } = await import("fflate");
    const entries = unzipSync(packed.value);
    entries["graph.json"] = new TextEncoder().encode('{"nodes":[1],"edges":[]}\n');
    const tampered = await unpackRunArchive(zipSync(entries));
    expect(!tampered.ok && tampered.error.code).toBe("artifact/id-mismatch");
    const outside = await packRunArchive({ "../evil": new Uint8Array() });
    expect(!outside.ok && outside.error.code).toBe("export/failed");
  });
});

describe("TRL rows keep tool call ids", () => {
  it("ids and tool_call_id pairing survive", () => {
    const rows = toTrlRows(trajectories);
    expect(trlToMessages(rows[1]!)).toEqual(asExported(withShortIds(trajectories[1]!.messages)));
    // The run's own ids when asked for.
    expect(trlToMessages(toTrlRows(trajectories, { toolCallIds: "original" })[1]!)).toEqual(
      asExported(trajectories[1]!.messages),
    );
  });

  it("tool-call ids are 9 letters and digits, unique in a row, the same on every export", () => {
    const rows = toTrlRows(trajectories);
    const again = toTrlRows(structuredClone(trajectories));
    expect(again).toEqual(rows);
    for (const row of rows) {
      const ids = row.messages.flatMap((m) =>
        m.role === "assistant" ? (m.tool_calls ?? []).map((c) => c.id) : [],
      );
      for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{9}$/);
      expect(new Set(ids).size).toBe(ids.length);
      // Every result answers a call of this row.
      for (const m of row.messages) if (m.role === "tool") expect(ids).toContain(m.tool_call_id);
    }
    // Another conversation gets other ids even where the run reused "call_1".
    const changed = structuredClone(trajectories[0]!);
    changed.messages[1] = { role: "user", content: "Something else." };
    expect(toTrlRows([changed])[0]!.messages[2]).not.toEqual(rows[0]!.messages[2]);
  });

  it("folds the system prompt into the first user message when asked (Mistral)", () => {
    const [row] = toTrlRows([trajectories[0]!], { systemInFirstUser: true });
    const [system, user] = trajectories[0]!.messages;
    expect(row!.messages[0]).toEqual({
      role: "user",
      content: `${system!.content}\n\n${user!.content}`,
    });
    expect(row!.messages).toHaveLength(trajectories[0]!.messages.length - 1);
    // A conversation without a system prompt is unchanged.
    const bare = trajectories.find((t) => t.messages[0]!.role !== "system")!;
    expect(toTrlRows([bare], { systemInFirstUser: true })).toEqual(toTrlRows([bare]));
  });
});
