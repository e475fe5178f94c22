import { describe, expect, it } from "vitest";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { type FactPhrase, templateWriter } from "../../src/core/synth/writer.js";
import { singleTurnTasks, specBundle } from "./helpers/spec-tasks.js";

// Neutrino's IPProbe (fresh15): one IP in, one object about it out (with an array among its facts).
// It was worded as a list — "Find the ip probes, now please." → "I found 1 ip probe: 7.7.134.155."
// — and its result held another IP (108.131.185.209). As a lookup it asked "the country of the ipv4
// or ipv6 address 55.26.86.12", which never said what the tool is for (a probe) and was dropped.
const spec = {
  openapi: "3.0.0",
  info: { title: "Network tools", version: "1.0" },
  paths: {
    "/ip-probe": {
      get: {
        operationId: "IPProbe",
        summary: "IP Probe",
        description: "Execute a realtime network probe against an IPv4 or IPv6 address",
        parameters: [
          {
            name: "ip",
            in: "query",
            required: true,
            description: "IPv4 or IPv6 address",
            schema: { type: "string" },
          },
        ],
        responses: {
          "200": {
            description: "",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: {
                    ip: { type: "string", description: "The IP address" },
                    country: { type: "string", description: "Full country name" },
                    city: { type: "string", description: "Full city name (if detectable)" },
                    "as-domains": {
                      type: "array",
                      description: "Array of all the domains associated with the autonomous system",
                      items: { type: "string" },
                    },
                    "is-hosting": {
                      type: "boolean",
                      description: "True if this IP belongs to a hosting company",
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
};

describe("a lookup of one thing is asked and answered about that thing", () => {
  it("probes the IP address the user names and answers about it, never 'the ip probes'", async () => {
    const built = await singleTurnTasks(await specBundle(spec, "probe.json", 11), 3);
    for (const { plan: p, task } of built) {
      const user = task.turns[0]?.user ?? "";
      expect(user).not.toMatch(/\bip probes?\b|\bipv4 or ipv6\b/i);
      expect(user).toMatch(/\bprobe\b/i);
      expect(user).toMatch(/\bIP address \d/);
      const asked = String((task.gold.calls[0]?.args as { ip?: unknown } | undefined)?.ip);
      expect(user).toContain(asked);
      // The answer is about the probed IP: it says back the address it was asked about.
      const outcome = p.steps[0]?.grounded?.outcome;
      expect(outcome?.ok && (outcome.result as { ip?: unknown }).ip).toBe(asked);
      for (const f of task.gold.answerFacts)
        expect(String(f.label ?? f.key)).not.toMatch(/ip probe/);
    }
    expect(built.length).toBeGreaterThan(0);
  }, 120_000);
});

// HostReputation (fresh15 run of this branch): with the host left for the assistant to ask, the one
// value said was an optional filter, and the lookup was put as about it — "the list count from a
// reputation of the zones ZON-3258". The thing a lookup is about is the one the user is asked for.
describe("a lookup whose subject is still to be asked is not put as about a filter", () => {
  it("never 'of the zones ZON-3258' while the host is pending", async () => {
    const reputation = {
      name: "HostReputation",
      description: "Host Reputation\n\nCheck the reputation of an IP address, domain name or URL",
      inputSchema: {
        type: "object",
        required: ["host"],
        properties: {
          host: { type: "string", description: "An IP address, domain name, FQDN or URL" },
          zones: { type: "string", description: "Only check these DNSBL zones/hosts" },
        },
      },
    };
    const fact = (label: string, value: string): FactPhrase => ({
      key: `s1.${label}`,
      value,
      label,
      role: "arg",
      personal: false,
      spoken: value,
      atGoal: true,
    });
    const goal = { ...toolWords(reputation), kind: "compute" as const };
    for (const seed of [1, 2, 3, 4]) {
      const text = await templateWriter.write(
        {
          kind: "request",
          goal,
          targets: [],
          facts: [fact("zones", "ZON-3258")],
          domain: "security tools",
          asks: ["list count"],
          register: "brief",
          pending: fact("host", "files.kihn.io"),
        },
        { seed, attempt: 0 },
      );
      expect(text).not.toMatch(/of the zones ZON-3258/);
    }
  });
});
