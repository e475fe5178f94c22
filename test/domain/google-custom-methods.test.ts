import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { inferToolKind } from "../../src/core/domain/tool-kind.js";
import { buildModel } from "../../src/core/envgen/model.js";
import { ingestFiles } from "../../src/core/ingest/index.js";

// Google's APIs post a custom method to the resource a `{name}` names (`POST /v1/{name}:encrypt`,
// operationId `cloudkms.projects.locations.keyRings.cryptoKeys.encrypt`). Read from the name's
// words, the whole id became an entity of its own — `cloudkms_projects_locations_key_rings_crypto_keys_encrypts`
// with records "…_encrypts/v5d827bnwo" — so no chain led from a key ring's crypto keys to an
// encryption: 23 of 106 entities of the 15 Google specs of the dev sets were such methods, and
// KMS plans died NotFound at their second step (b59-fresh63 plan-ground-fails).
async function toolsOf(file: string) {
  const url = new URL(`../fixtures/stop59/${file}`, import.meta.url);
  const ing = await ingestFiles([{ name: file, text: readFileSync(url, "utf8") }]);
  return ing.docs[0]!.tools;
}

describe("a Google custom method", () => {
  it("acts on the collection its operation id names before the method", async () => {
    const tools = await toolsOf("googleapis.com_cloudkms.json");
    const info = (suffix: string) => {
      const t = tools.find((x) => x.name.endsWith(suffix));
      if (!t) throw new Error(`no tool ending ${suffix}: ${tools.map((x) => x.name).join(", ")}`);
      return inferToolKind(t, tools);
    };
    expect(info("cryptoKeys_encrypt")).toMatchObject({
      kind: "action",
      entity: "crypto_keys",
      idParam: "name",
    });
    expect(info("cryptoKeys_decrypt")).toMatchObject({ kind: "action", entity: "crypto_keys" });
    expect(info("cryptoKeyVersions_macSign")).toMatchObject({
      kind: "action",
      entity: "crypto_key_versions",
    });
    // `importJobs.get` on `/v1/{name}`: "import" is part of the collection's name, not the verb.
    expect(info("importJobs_get")).toMatchObject({
      kind: "read",
      entity: "import_jobs",
      idParam: "name",
    });
    expect(info("cryptoKeyVersions_patch")).toMatchObject({
      kind: "update",
      entity: "crypto_key_versions",
    });
    expect(info("keyRings_list")).toMatchObject({ kind: "list", entity: "key_rings" });
  });

  it("adds no entity named after a method on another API", async () => {
    for (const file of ["googleapis.com_cloudkms.json", "googleapis.com_redis.json"]) {
      const model = buildModel(await toolsOf(file));
      const odd = Object.keys(model.entities).filter((e) => /projects|locations_|_gets$/.test(e));
      expect(odd, file).toEqual([]);
    }
    const redis = await toolsOf("googleapis.com_redis.json");
    const failover = redis.find((t) => t.name.endsWith("instances_failover"))!;
    expect(inferToolKind(failover, redis)).toMatchObject({ kind: "action", entity: "instances" });
  });
});
