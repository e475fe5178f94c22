import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { startOpenAiTestDouble } from "./openai-test-double.js";

const root = join(import.meta.dirname, "../..");
const KEY = "sk-LEAKCHECK-0123456789";

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

/** Answers each prompt the way a cooperative model would, echoing the facts it was given. */
function cooperative(body: Record<string, unknown>) {
  const name = (body.response_format as { json_schema: { name: string } }).json_schema.name;
  const text = (body.messages as { content: string }[]).map((m) => m.content).join("\n");
  if (name === "write_request") {
    // Like a cooperative model: the plain version in a friendlier voice, every fact kept.
    const plain = /A plain version: (.*)/.exec(text)?.[1] ?? "";
    return { content: JSON.stringify({ request: `Hi there! ${plain}` }) };
  }
  if (name === "simulate_user") {
    const known = /Facts you know:\n([\s\S]*?)\n\nThe assistant asked/.exec(text);
    const list = known ? (JSON.parse(known[1]!) as { text: string }[]).map((f) => f.text) : [];
    return { content: JSON.stringify({ reply: `Oh sure, ${list.join(", ")}.` }) };
  }
  if (name === "final_answer") {
    const f = /Facts to state:\n([\s\S]*?)\n\nAnswer JSON only/.exec(text);
    const list = f ? f[1]!.split("\n").map((l) => l.replace(/^- /, "")) : [];
    return { content: JSON.stringify({ answer: `All done. ${list.join("; ")}.` }) };
  }
  if (name === "extract_tools") {
    const str = { type: "string" };
    const obj = (props: Record<string, unknown>, required: string[]) => ({
      type: "object",
      properties: props,
      required,
    });
    const member = obj(
      { member_id: str, name: str, card_number: str, fines_due: { type: "number" } },
      ["member_id"],
    );
    return {
      content: JSON.stringify({
        name: "city-library",
        description: "The city library lends books, e-books and games to members.",
        tools: [
          {
            name: "lookup_member",
            description: "Find a member by library card number.",
            inputSchema: obj({ card_number: str }, ["card_number"]),
            outputSchema: member,
          },
          {
            name: "pay_fine",
            description: "Pay part of a member's fines.",
            inputSchema: obj({ member_id: str, amount: { type: "number" } }, [
              "member_id",
              "amount",
            ]),
          },
        ],
      }),
    };
  }
  return { status: 400, raw: "{}" };
}

/** Runs the CLI in-process with the key in its environment; returns exit code and output. */
async function cli(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const code = await main(argv, {
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    isTty: false,
    env: { OPENAI_API_KEY: KEY },
    cwd: root,
  });
  return { code, stdout, stderr };
}

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe("envfactory run with a model (local OpenAI-compatible test double)", () => {
  it("reads prose docs with the model, uses it in synthesis, and writes no key", async () => {
    const server = await startOpenAiTestDouble((body) => cooperative(body));
    const out = mkdtempSync(join(tmpdir(), "ef-run-llm-"));
    dirs.push(out);
    try {
      const { code } = await cli([
        "run",
        join(root, "test/app/fixtures/library-loans.md"),
        join(root, "public/examples/smart-home.mcp.json"),
        "--out",
        out,
        "--count",
        "4",
        "--quiet",
        "--llm-base-url",
        server.baseUrl,
        "--llm-model",
        "test-double-model",
      ]);
      expect(code).toBe(0);
    } finally {
      await server.close();
    }
    const envs = readdirSync(join(out, "envs"));
    expect(envs).toContain("city_library.envbundle.json");
    const report = JSON.parse(readFileSync(join(out, "model-report.json"), "utf8"));
    expect(report.uses.envgen.accepted).toBe(1);
    expect(report.uses["rewrite-request"].accepted).toBeGreaterThan(0);
    for (const f of filesUnder(out)) expect(readFileSync(f).includes(KEY), f).toBe(false);
  });
});

describe("the response cache travels with the run", () => {
  it("replays a model run offline, byte-identically, after import", async () => {
    const server = await startOpenAiTestDouble((body) => cooperative(body));
    const first = mkdtempSync(join(tmpdir(), "ef-cache-a-"));
    const second = mkdtempSync(join(tmpdir(), "ef-cache-b-"));
    dirs.push(first, second);
    const docs = [join(root, "public/examples/smart-home.mcp.json")];
    try {
      const { code } = await cli([
        "run",
        ...docs,
        "--out",
        first,
        "--count",
        "3",
        "--quiet",
        "--llm-cache-in-archive",
        "--llm-base-url",
        server.baseUrl,
        "--llm-model",
        "test-double-model",
      ]);
      expect(code).toBe(0);
    } finally {
      await server.close();
    }
    const asked = server.requests.length;
    expect(asked).toBeGreaterThan(0);
    expect((await cli(["import", join(first, "run.zip"), "--out", second])).code).toBe(0);
    expect(filesUnder(join(second, "llm-cache")).length).toBeGreaterThan(0);
    // No server now: every model answer must come from the imported cache.
    const { code } = await cli([
      "run",
      ...docs,
      "--out",
      second,
      "--count",
      "3",
      "--quiet",
      "--llm-offline-cache",
      "--llm-model",
      "test-double-model",
    ]);
    expect(code).toBe(0);
    expect(readFileSync(join(second, "tasks.jsonl"), "utf8")).toBe(
      readFileSync(join(first, "tasks.jsonl"), "utf8"),
    );
    expect(readFileSync(join(second, "trajectories.jsonl"), "utf8")).toBe(
      readFileSync(join(first, "trajectories.jsonl"), "utf8"),
    );
    const report = JSON.parse(readFileSync(join(second, "model-report.json"), "utf8"));
    expect(report.usage.cacheHits).toBeGreaterThan(0);
    expect(report.uses["rewrite-request"].accepted).toBeGreaterThan(0);
    // The double repeats the offline text with a greeting, so a rewrite is never refused for its
    // own sake (a leak, a form, a transport error); since the stricter has-goal check, a task
    // check may still send a draft back ("rejected-by-checks"), as it would the offline text.
    const reasons: Record<string, number> = report.uses["rewrite-request"].reasons ?? {};
    expect(Object.keys(reasons).filter((r) => r !== "rejected-by-checks")).toEqual([]);
  });
});

describe("envfactory build with a model (local OpenAI-compatible test double)", () => {
  it("builds prose docs, records each environment's rounds, and falls back when the model fails", async () => {
    const server = await startOpenAiTestDouble((body) => cooperative(body));
    const out = mkdtempSync(join(tmpdir(), "ef-build-llm-"));
    dirs.push(out);
    let stdout = "";
    try {
      const ran = await cli([
        "build",
        join(root, "test/app/fixtures/library-loans.md"),
        "--out",
        out,
        "--json",
        "--llm-base-url",
        server.baseUrl,
        "--llm-model",
        "test-double-model",
      ]);
      expect(ran.code).toBe(0);
      stdout = ran.stdout;
    } finally {
      await server.close();
    }
    const summary = JSON.parse(stdout);
    expect(summary.envs.map((e: { name: string }) => e.name)).toEqual(["city-library"]);
    const report = JSON.parse(readFileSync(join(out, "model-report.json"), "utf8"));
    // The double refuses write_environment (HTTP 400): the heuristic bundle is kept, and said so.
    expect(report.environments["city-library"].winner).toBe("heuristic/v1");
    expect(report.environments["city-library"].rounds[0].outcome).toBe("model-unavailable");
    for (const f of filesUnder(out)) expect(readFileSync(f).includes(KEY), f).toBe(false);
  });
});

describe("envfactory synth with a model (local OpenAI-compatible test double)", () => {
  it("uses the model, records its use, and never writes the API key anywhere", async () => {
    const server = await startOpenAiTestDouble((body) => cooperative(body));
    const out = mkdtempSync(join(tmpdir(), "ef-llm-"));
    dirs.push(out);
    let stderr = "";
    try {
      const { code, stderr: err } = await cli([
        "synth",
        join(root, "public/examples/notes.envbundle.json"),
        "--count",
        "6",
        "--seed",
        "2",
        "--out",
        out,
        "--json",
        "--llm-base-url",
        server.baseUrl,
        "--llm-model",
        "test-double-model",
      ]);
      expect(code).toBe(0);
      stderr = err;
    } finally {
      await server.close();
    }
    expect(server.requests.length).toBeGreaterThan(0);
    expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`);

    const report = JSON.parse(readFileSync(join(out, "report.json"), "utf8"));
    expect(report.model.model).toBe("openai-compatible:test-double-model");
    expect(report.model.uses["rewrite-request"].accepted).toBeGreaterThan(0);
    expect(report.kept).toBeGreaterThan(0);
    const tasks = readFileSync(join(out, "tasks.jsonl"), "utf8");
    expect(tasks).toContain("Hi there!");

    const written = filesUnder(out);
    expect(written.some((f) => f.includes("llm-cache"))).toBe(true);
    for (const f of written) expect(readFileSync(f, "utf8"), f).not.toContain(KEY);
    expect(stderr).not.toContain(KEY);
  });
});
