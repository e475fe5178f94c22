import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { followUpArgs, openapiPointer, pathFamily } from "../../src/core/plan/semantics.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { Binding, EnvBundle, Plan, ToolSpec } from "../../src/core/schema/index.js";

/**
 * shop-pro.jp (fresh16), its script-tag paths: the app-store family (`/appstore/v1/script_tags`),
 * the older family of the same records (`/v1/script_tags`) and inline script tags (`/v1/
 * inline_script_tags`). Both readers marked A+M the tasks that listed with one family and deleted
 * with the other, and the follow-up "what does the inline script tag say now?" that read inline
 * tag 6 after script tag 6 was removed.
 */
const DOC = new URL("../fixtures/plan/shop-pro-script-tags.openapi.json", import.meta.url);
let bundle: EnvBundle;
let plans: Plan[] = [];
const spec = (name: string): ToolSpec => {
  const s = bundle.tools.find((t) => t.name === name);
  if (!s) throw new Error(`no tool ${name}: ${bundle.tools.map((t) => t.name).join(", ")}`);
  return s;
};
/** The prefix a script-tag tool's path starts with; undefined for inline script tags. */
const prefixOf = (tool: string): string | undefined => {
  const path = openapiPointer(spec(tool));
  if (path.includes("inline_script_tags")) return undefined;
  return path.includes("/appstore/") ? "appstore" : "v1";
};

async function bundleOf(text: string): Promise<EnvBundle> {
  const doc = await ingestFile({ name: "shop-pro.json", text });
  if (!doc.ok) throw new Error(doc.error.message);
  const made = await generateHeuristicBundle(doc.value, { seed: 3 });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

const plansOf = async (b: EnvBundle): Promise<Plan[]> =>
  (
    await sampleGroundedPlans([b], buildToolGraph([b]), {
      seed: 16,
      count: 16,
      openEnv: createEnvInstance,
    })
  ).plans;

let labelled: Plan[] = [];

beforeAll(async () => {
  const text = readFileSync(DOC, "utf8");
  // Without its tags the doc says nothing of which family is current: two families of one API
  // (a v1 and a v2) both in use.
  const { tags: _tags, ...untagged } = JSON.parse(text) as Record<string, unknown>;
  bundle = await bundleOf(JSON.stringify(untagged));
  plans = await plansOf(bundle);
  labelled = await plansOf(await bundleOf(text));
}, 300_000);

describe("tools that serve one kind of record under two path prefixes are two families", () => {
  it("names the family of each script-tag tool and none for records served once", () => {
    expect(pathFamily(bundle, "getShopScriptTags")).toBeDefined();
    expect(pathFamily(bundle, "getShopScriptTags")).toBe(pathFamily(bundle, "deleteScriptTag"));
    expect(pathFamily(bundle, "getScriptTags")).toBe(pathFamily(bundle, "updateScriptTag"));
    expect(pathFamily(bundle, "getScriptTags")).not.toBe(pathFamily(bundle, "getShopScriptTags"));
    // Inline script tags live under `/v1` only: one family, nothing to keep apart.
    expect(pathFamily(bundle, "getInlineScriptTags")).toBeUndefined();
  });

  it("keeps every plan's script-tag steps in one family (f16 readers A+M)", () => {
    expect(plans.length).toBeGreaterThan(8);
    const mixed = plans.filter((p) => {
      const prefixes = new Set(p.steps.map((s) => prefixOf(s.tool)).filter(Boolean));
      return prefixes.size > 1;
    });
    expect(mixed.map((p) => p.steps.map((s) => s.tool).join(" → "))).toEqual([]);
  });
});

describe("of two families, the one the doc labels deprecated is no goal", () => {
  it("asks for script tags through the app-store paths only (f16 readers A: which API is meant?)", () => {
    expect(labelled.length).toBeGreaterThan(4);
    const goals = labelled.flatMap((p) =>
      (p.goals ?? [p.goal]).map((g) => p.steps.find((s) => s.id === g)!.tool),
    );
    expect(goals.filter((t) => prefixOf(t) === "v1")).toEqual([]);
  });
});

describe("a follow-up read never re-reads the record the goal acted on", () => {
  it("never reads an inline script tag by a removed script tag's id", () => {
    // "remove the script tag …" → "what does the inline script tag say now?" {"inlineScriptTagId":6}
    const inline = spec("getInlineScriptTag");
    expect(followUpArgs(bundle, "deleteScriptTag", inline, { id: 6, deleted: true })).toBe(
      undefined,
    );
    expect(followUpArgs(bundle, "updateShopScriptTag", inline, { id: 6 })).toBe(undefined);
  });

  it("never reads back the script tag it just changed, through either family", () => {
    // The check-back read after a write asks nothing new (fresh22 readers M: "what does the
    // legal entity say now?"); through the other family it was two APIs for one errand as well.
    expect(followUpArgs(bundle, "updateShopScriptTag", spec("getScriptTag"), { id: 6 })).toBe(
      undefined,
    );
    expect(followUpArgs(bundle, "updateShopScriptTag", spec("getShopScriptTag"), { id: 6 })).toBe(
      undefined,
    );
  });
});

/**
 * logoraisr.com (fresh16): a project or report is made from an uploaded image (`file_id`). The
 * plans took the image of some existing project nobody named ("add a new project … Project Beacon"
 * got Project Juniper's file; f16 reader 1 S16, A).
 */
describe("a new record's reference is not copied from a record nobody named", () => {
  it("takes the image a project or report is made from where images come from", async () => {
    const doc = await ingestFile({
      name: "logoraisr.json",
      text: readFileSync(
        new URL("../fixtures/plan/logoraisr.openapi.json", import.meta.url),
        "utf8",
      ),
    });
    if (!doc.ok) throw new Error(doc.error.message);
    const made = await generateHeuristicBundle(doc.value, { seed: 3 });
    if (!made.ok) throw new Error(made.error.message);
    const b = made.value;
    const { plans: found } = await sampleGroundedPlans([b], buildToolGraph([b]), {
      seed: 16,
      count: 12,
      openEnv: createEnvInstance,
    });
    const borrowed = found.flatMap((p) =>
      p.steps.flatMap((s) => {
        if (s.tool !== "projects_create" && s.tool !== "reports_create") return [];
        // Followed back to where the file came from: a report made from the upload hands the
        // same image on to the project made after it (upload → report → project is fine).
        let bind: Binding | undefined = s.args.file_id;
        let source: string | undefined;
        while (bind?.from === "step") {
          const at: string = bind.step;
          const from = p.steps.find((x) => x.id === at);
          source = from?.tool;
          bind = source === "uploads_create" ? undefined : from?.args.file_id;
        }
        return source === undefined || source === "uploads_create" ? [] : [`${source} → ${s.tool}`];
      }),
    );
    expect(found.some((p) => p.steps.some((s) => s.tool === "reports_create"))).toBe(true);
    expect(borrowed).toEqual([]);
  }, 300_000);
});
