import { describe, expect, it } from "vitest";
import type { Task } from "../../src/core/schema/task.js";
import { checkHasGoal, formWording, vagueThing } from "../../src/core/synth/checks.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import {
  askFor,
  type FactPhrase,
  keptUnder,
  REGISTERS,
  type RequestDraft,
  templateWriter,
} from "../../src/core/synth/writer.js";

/** Every register's request for a draft, at seeds 0..n-1. */
async function requests(
  draft: Omit<RequestDraft, "kind" | "domain" | "register">,
  seeds = 6,
): Promise<string[]> {
  const out: string[] = [];
  for (const register of REGISTERS)
    for (let seed = 0; seed < seeds; seed++)
      out.push(
        await templateWriter.write(
          { kind: "request", domain: "", register, ...draft } as RequestDraft,
          { seed, attempt: 0 },
        ),
      );
  return out;
}

// AppVeyor's `DELETE /projects/{accountName}/{projectSlug}/buildcache` (deleteProjectBuildCache,
// fresh52 dev): the request read "remove the project named Project Orion named "FeodorFitsner"" —
// the project itself, and the account's name as if it were the cache's.
const project: FactPhrase = {
  key: "s2.projectSlug.select.name",
  value: "Project Orion",
  label: "name",
  role: "select",
  personal: false,
  noun: "project",
  kind: "label",
};
const account: FactPhrase = {
  key: "s2.accountName",
  value: "FeodorFitsner",
  label: "account name",
  role: "arg",
  personal: false,
  atGoal: true,
  kind: "label",
};

describe("a thing kept under a record is removed of that record", () => {
  it("keptUnder reads the goal's noun against the record named", () => {
    expect(keptUnder("project build cache", "project")).toBe("build cache");
    expect(keptUnder("project", "project")).toBeUndefined();
    expect(keptUnder("webhook", "project")).toBeUndefined();
  });
  it("removes the build cache of the project, for the account", async () => {
    const goal = toolWords({
      name: "deleteProjectBuildCache",
      description: "Delete Project Build Cache",
      inputSchema: {},
      kind: "delete",
    } as never);
    for (const text of await requests({ goal, targets: [project], facts: [account] })) {
      expect(text, text).toMatch(/build cache of the project (?:named|called) Project Orion/);
      expect(text, text).toMatch(/for the account "FeodorFitsner"/);
      expect(text, text).not.toMatch(/(?:named|called) "FeodorFitsner"/);
    }
  });
});

describe("another thing's name is asked as that thing", () => {
  // AppVeyor's `accountName` (fresh52 dev): "What account name would you like?"
  it("asks 'Which account is it?'", () => {
    const fact: FactPhrase = {
      key: "s2.accountName",
      value: "West, Olson and Volkman",
      label: "account name",
      role: "arg",
      personal: false,
      atGoal: true,
    };
    for (let seed = 0; seed < 4; seed++) expect(askFor(fact, seed)).toBe("Which account is it?");
  });
});

describe("one value of a plural field is asked as one", () => {
  // ote-godaddy's `DELETE /listings?domains=…` (fresh54 dev): "Which domains is it?" → "mante.com".
  const domains = (value: unknown): FactPhrase => ({
    key: "s1.domains",
    value,
    label: "domains",
    role: "arg",
    personal: false,
    atGoal: true,
  });
  it("asks 'which domain' for one and 'which domains are they' for two", () => {
    for (let seed = 0; seed < 6; seed++) {
      const one = askFor(domains(["mante.com"]), seed);
      expect(one, one).not.toMatch(/\bdomains\b/);
      expect(askFor(domains(["a.com", "b.org"]), seed)).toBe("Which domains are they?");
    }
  });
});

describe("a site's own address is where it is, not the user's", () => {
  // eDRV's location update (fresh54 dev): "update the country of the location called Bins, Mills
  // and Carroll to France? In case it helps, my address is Denver, 80236."
  const location: FactPhrase = {
    key: "s2.location_id.select.name",
    value: "Bins, Mills and Carroll",
    label: "name",
    role: "select",
    personal: false,
    noun: "location",
    kind: "label",
  };
  const part = (label: string, value: string): FactPhrase => ({
    key: `s2.address.${label}`,
    value,
    label,
    role: "arg",
    personal: true,
    atGoal: true,
    kind: "address-part",
  });
  it("says the location is in Denver", async () => {
    const goal = toolWords({
      name: "updateLocation",
      description: "Update a location",
      inputSchema: {},
      kind: "update",
      entity: "location",
    } as never);
    const facts = [part("city", "Denver"), part("postal code", "80236")];
    for (const text of await requests({ goal, targets: [location], facts })) {
      expect(text, text).not.toMatch(/my address/);
      expect(text, text).toMatch(/Denver/);
    }
  });
});

describe("a new client's name and email are theirs, not the user's", () => {
  // fresh49 dev: "add a new client … my name is Quincy Doyle and this is Daphne Schroeder".
  it("says 'their name', never 'my name'", async () => {
    const goal = toolWords({
      name: "create_3",
      description: "Create a client",
      inputSchema: {},
      kind: "create",
      entity: "client",
    } as never);
    const theirs = (key: string, value: string, label: string, kind: string): FactPhrase =>
      ({
        key,
        value,
        label,
        role: "arg",
        personal: false,
        theirs: true,
        atGoal: true,
        kind,
      }) as FactPhrase;
    const facts = [
      theirs("s1.fullName", "Quincy Doyle", "full name", "person-name"),
      theirs("s1.email", "quincy.doyle@example.com", "email", "email"),
    ];
    for (const text of await requests({ goal, targets: [], facts })) {
      expect(text, text).toMatch(/[Tt]heir name is Quincy Doyle/);
      expect(text, text).not.toMatch(/\b(?:I'm (?!in a hurry)|my name|this is|reach me|my email)/);
    }
  });
});

describe("a coded value said as a thing is form wording", () => {
  // NREL laws' `user_type` and the fresh52 readers' "It's an admin. It's a custom."
  it.each([
    "I need to list the laws and incentives. It's a standard. Thanks.",
    "List the laws and incentives, now please. It's a guest.",
    "Could you find the users? It's an admin.",
    "Please split the text. It's a paragraphs.",
  ])("catches: %s", (text) => expect(formWording(text)).toMatch(/It's an? /));
  // GraphHopper's cluster request (fresh55 blind readers, F): a count with nothing to count.
  it("catches 'add a new cluster 2 of them'", () =>
    expect(formWording("Add a new cluster 2 of them, now please.")).toMatch(/cluster 2 of them/));
  it.each([
    "What kind of device is it? It's a speaker.",
    "It's a follow-up after a blood test.",
    'Please add a new channel. It\'s called "#help".',
  ])("passes: %s", (text) => expect(formWording(text)).toBeUndefined());
});

describe("two things of one kind are said once", () => {
  // The bundled clinic's check_interaction (reseed50 found it dropped by the form check at one
  // seed): "the severity of the interaction for the Amlodipine drug and for the Levothyroxine drug".
  it("says 'for the drugs Amlodipine and Levothyroxine'", async () => {
    const goal = toolWords({
      name: "check_interaction",
      description: "Check whether two drugs interact. Returns the severity of the interaction.",
      inputSchema: {
        type: "object",
        properties: { drug_a: { type: "string" }, drug_b: { type: "string" } },
      },
      kind: "read",
    } as never);
    const drug = (k: string, value: string): FactPhrase => ({
      key: `s1.${k}`,
      value,
      label: k.replace("_", " "),
      role: "arg",
      personal: false,
      atGoal: true,
    });
    const facts = [drug("drug_a", "Amlodipine"), drug("drug_b", "Levothyroxine")];
    for (const text of await requests({ goal, targets: [], facts, asks: ["severity"] }, 3)) {
      expect(text, text).toMatch(/the drugs Amlodipine and Levothyroxine/);
      expect(formWording(text), text).toBeUndefined();
    }
  });
});

describe("a goal named by a word of data", () => {
  // fresh52/53 dev: "send the request", "list the times", "check the stat", "the document information".
  it.each(["request", "time", "stat", "document information", "result"])("%s names nothing", (n) =>
    expect(vagueThing(n)).toBe(true),
  );
  it.each(["leave request", "wait time", "ip address", "order", "channel function"])(
    "%s names a thing",
    (n) => expect(vagueThing(n)).toBe(false),
  );
});

describe("a call that sends an empty object has no goal", () => {
  // Svix's create_message (fresh55 blind readers F/A/M on 7 of 60): `"payload": {}`.
  const task = (args: Record<string, unknown>) =>
    ({
      turns: [{ user: "I want to add a new message for the user.signup message." }],
      userFacts: [],
      gold: { calls: [{ env: "e", tool: "create_message", args, masked: [], turn: 0 }] },
      envs: [],
    }) as unknown as Task;
  it("fails has-goal on an empty payload", () => {
    const v = checkHasGoal(task({ eventType: "user.signup", payload: {} }));
    expect(v.passed).toBe(false);
    expect(v.evidence).toMatch(/payload of create_message/);
  });
  it("passes a payload with content", () => {
    expect(
      checkHasGoal(task({ eventType: "user.signup", payload: { email: "a@b.co" } })).passed,
    ).toBe(true);
  });
});
