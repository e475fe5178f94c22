import { describe, expect, it } from "vitest";
import {
  codeAsWords,
  cohereDisplayNames,
  cohereErrorMessage,
  wordsAsCode,
} from "../../src/core/domain/sibling-coherence.js";
import { semanticKind } from "../../src/core/domain/values.js";
import { bundleOfFixture } from "../helpers/doc-env.js";

/**
 * One record agrees with itself (fresh74 blind readers N): Security IoT's alert "Geofence exit"
 * with `alertDisplayName` "Payment failed" beside an `alertType` of its own; SageMaker
 * geospatial's `"ErrorDetails":{"Message":"OK","Type":"SERVER_ERROR"}`; a Lookout for Equipment
 * scheduler in us-east-1 running a model of us-west-2, its KMS key `…:kms:…:model/fraud-detector`.
 */
type Rec = Record<string, unknown>;
const rowsOf = (b: { initialState: Record<string, unknown> }) =>
  Object.values(b.initialState).flat() as Rec[];
const deep = (v: unknown, out: Rec[] = []): Rec[] => {
  if (Array.isArray(v)) for (const x of v) deep(x, out);
  else if (v && typeof v === "object") {
    out.push(v as Rec);
    for (const x of Object.values(v)) deep(x, out);
  }
  return out;
};

describe("a display name and the code it shows say the same thing", () => {
  it("writes a drawn code from its display name, in the code's own style", () => {
    const rec: Rec = { alertType: "test-alert-type", alertDisplayName: "Brute force attempt" };
    cohereDisplayNames(rec);
    expect(rec.alertType).toBe("brute-force-attempt");
    expect(wordsAsCode("Unauthorized IP access", "SERVER_ERROR")).toBe("UNAUTHORIZED_IP_ACCESS");
    expect(wordsAsCode("Open ports", "OpenPortsOnDevice")).toBe("OpenPorts");
  });

  it("says a code the doc fixes in words, and leaves paths and ids alone", () => {
    const rec: Rec = { alertType: "IoT_UnauthorizedIP", alertDisplayName: "Payment failed" };
    cohereDisplayNames(rec, { properties: { alertType: { type: "string", example: "IoT_X" } } });
    expect(rec.alertDisplayName).toBe("IoT unauthorized IP");
    expect(codeAsWords("SERVER_ERROR")).toBe("Server error");
    const path: Rec = { recommendationName: "a/b/c", recommendationDisplayName: "Open ports" };
    cohereDisplayNames(path);
    expect(path.recommendationName).toBe("a/b/c");
  });

  it("seeds Security IoT alerts whose type and display name agree, named as security alerts", async () => {
    const b = await bundleOfFixture("stop70/security-iot-analytics.openapi.json", 42);
    const alerts = deep(rowsOf(b)).filter((r) => typeof r.alertDisplayName === "string");
    expect(alerts.length).toBeGreaterThan(2);
    for (const a of alerts) {
      expect(wordsAsCode(a.alertDisplayName as string, a.alertType as string)).toBe(a.alertType);
      expect(a.alertDisplayName).not.toMatch(/payment|geofence|battery|overspeed|price|stock/i);
    }
  });
});

describe("an error's message fits its type", () => {
  it("reads 'A detailed message describing the error' as an error's text", () => {
    const schema = {
      type: "string",
      description: "A detailed message describing the error in an Earth Observation job.",
    };
    expect(semanticKind({ name: "Message", schema }, "Amazon SageMaker geospatial")).toBe(
      "text:error",
    );
  });

  it("never says OK beside a server error, nor a caller's fault beside it", () => {
    const rec: Rec = { Message: "OK", Type: "SERVER_ERROR" };
    cohereErrorMessage(rec);
    expect(rec.Message).not.toBe("OK");
    expect(rec.Message).toMatch(/internal|unavailable|timed out|unexpected/i);
    const client: Rec = {
      ErrorMessage: "An internal error occurred; retry the operation.",
      ErrorType: "CLIENT_ERROR",
    };
    cohereErrorMessage(client);
    expect(client.ErrorMessage).not.toMatch(/internal/i);
    const fine: Rec = { Message: "OK", Type: "INFO" };
    cohereErrorMessage(fine);
    expect(fine.Message).toBe("OK");
  });

  it("seeds geospatial jobs whose error details say what failed", async () => {
    const b = await bundleOfFixture("stop70/sagemaker-geospatial-eoj.openapi.json", 42);
    const details = deep(rowsOf(b)).filter(
      (r) => typeof r.Type === "string" && /_ERROR$/.test(r.Type as string) && "Message" in r,
    );
    expect(details.length).toBeGreaterThan(0);
    for (const d of details) {
      expect(d.Message).not.toMatch(/^OK$|: OK$|amount|currency|account holder/i);
      if (d.Type === "SERVER_ERROR")
        expect(d.Message).toMatch(/internal|unavailable|timed out|unexpected/i);
    }
  });
});

describe("an environment's ARNs are of its one region and account", () => {
  it("seeds Lookout schedulers and models in one region, with KMS keys that are keys", async () => {
    for (const seed of [1, 2, 3, 42]) {
      const b = await bundleOfFixture("stop70/lookoutequipment-schedulers.openapi.json", seed);
      const text = JSON.stringify(b.initialState);
      const homes = new Set(
        [...text.matchAll(/arn:aws:(?!iam|s3)[a-z-]+:([a-z0-9-]+):(\d{12}):/g)].map(
          (m) => `${m[1]} ${m[2]}`,
        ),
      );
      expect(homes.size).toBe(1);
      for (const m of text.matchAll(/arn:aws:kms:[^"]*/g))
        expect(m[0]).toMatch(/:key\/[0-9a-f-]{36}$/);
    }
  });
});

describe("names that fit the environment", () => {
  it("names Lookout for Equipment's models for what they watch, not from a pool of ML purposes", async () => {
    const b = await bundleOfFixture("stop70/lookoutequipment-schedulers.openapi.json", 42);
    const names = deep(rowsOf(b))
      .map((r) => r.ModelName)
      .filter((v): v is string => typeof v === "string");
    expect(names.length).toBeGreaterThan(2);
    for (const n of names) {
      expect(n).not.toMatch(/spam|fraud|sentiment|churn|toxicity|intent|image|text|price|lead/);
      expect(n).toMatch(/^(equipment|machine)-anomaly-detector/);
    }
  });
});

describe("an episode's state is the environment's own account", () => {
  it("seeds every episode of Lookout in the account its environment is in", async () => {
    const { episodeState } = await import("../../src/core/envgen/seed-state.js");
    const b = await bundleOfFixture("stop70/lookoutequipment-schedulers.openapi.json", 42);
    const home = new Set(
      [...JSON.stringify(b.initialState).matchAll(/arn:aws:lookoutequipment:[^:]*:(\d{12}):/g)].map(
        (m) => m[1],
      ),
    );
    expect(home.size).toBe(1);
    for (const episode of [1, 2, 3]) {
      const state = episodeState(b, episode);
      const accounts = new Set(
        [...JSON.stringify(state).matchAll(/arn:aws:lookoutequipment:[^:]*:(\d{12}):/g)].map(
          (m) => m[1],
        ),
      );
      expect([...accounts]).toEqual([...home]);
    }
  });
});
