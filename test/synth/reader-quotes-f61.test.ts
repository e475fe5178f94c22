import { describe, expect, it } from "vitest";
import type { EnvBundle } from "../../src/core/schema/bundle.js";
import type { Task, ToolSpec } from "../../src/core/schema/index.js";
import { answerFitProblems } from "../../src/core/synth/answer-fit.js";
import {
  checkHasGoal,
  measuredFormWording,
  paramWordsOf,
  wordingContextOf,
  writeAnswerProblems,
} from "../../src/core/synth/checks.js";
import { spokenCode } from "../../src/core/synth/text.js";
import { isUnsayable, listedNoun, toolWords } from "../../src/core/synth/tool-words.js";
import { askFor, writeRequest } from "../../src/core/synth/writer.js";
import docs from "../fixtures/synth/aws-f61.json" with { type: "json" };

type Doc = keyof typeof docs;
const tools = (doc: Doc) => docs[doc] as unknown as ToolSpec[];
const tool = (doc: Doc, name: string): ToolSpec => {
  const t = tools(doc).find((x) => x.name === name);
  if (!t) throw new Error(`no fixture tool ${name}`);
  return t;
};
/** The parameter words and wording context a task on one fixture doc gets, as the run builds them. */
function onDoc(doc: Doc): { words: string[]; ctx: ReturnType<typeof wordingContextOf> } {
  const bundle = { id: doc, tools: tools(doc) } as unknown as EnvBundle;
  const task = { envs: [{ bundleId: doc }], userFacts: [] } as unknown as Task;
  return { words: paramWordsOf(task, [bundle]), ctx: wordingContextOf(task, [bundle]) };
}

// fresh61 blind readers (/work/blind56 r1, r2: F on about 12 of 30 after-samples): Kinesis
// Analytics answers ListApplications with `ApplicationSummaries`, and the writer named the app by
// that schema's noun.
describe("a record is said by its plain noun, not its list schema's ('application summary')", () => {
  const quotes = [
    "Can you start the application summary called Field Service?",
    "Good afternoon, would you be able to find the snapshots for the application summary named Acme Mobile? Thank you very much.",
    "I need to remove the application summary called Customer Portal. Thanks.",
  ];
  for (const quote of quotes)
    it(quote, () => {
      const { words, ctx } = onDoc("kinesis");
      expect(measuredFormWording(quote, words, ctx)).toBeDefined();
    });

  it("a summary a person keeps by name still passes", () => {
    const { words, ctx } = onDoc("kinesis");
    for (const q of [
      "Can you start the application called Field Service?",
      "Could you give me a summary of my applications?",
    ])
      expect(measuredFormWording(q, words, ctx), q).toBeUndefined();
  });

  it("ListApplications' ApplicationSummaries are applications", () => {
    const list = tool("kinesis", "ListApplications");
    const result = { ApplicationSummaries: [{ ApplicationName: "Field Service" }] };
    expect(listedNoun(result, "ApplicationSummaries", list, toolWords(list))).toBe("application");
    const versions = tool("kinesis", "ListApplicationVersions");
    expect(listedNoun({}, "ApplicationVersionSummaries", versions, toolWords(versions))).toBe(
      "application version",
    );
    const snapshots = tool("kinesis", "ListApplicationSnapshots");
    expect(listedNoun({}, "SnapshotSummaries", snapshots, toolWords(snapshots))).toBe("snapshot");
  });

  it("a list named for another thing keeps its own noun", () => {
    const list = tool("kinesis", "ListApplications");
    expect(listedNoun({}, "CostSummaries", list, toolWords(list))).toBe("cost summary");
    expect(listedNoun({}, "Devices", list, toolWords(list))).toBe("device");
  });
});

// CreateApplicationPresignedUrl (fresh61 readers r1 S05, S07; r2 S04: F and B).
describe("a presigned URL is asked for as a link and handed over", () => {
  it("'add a new flink dashboard url application presigned url' is form wording", () => {
    const { words, ctx } = onDoc("kinesis");
    for (const q of [
      "Can you add a new zeppelin ui url application presigned url for the application named Sales Assistant already?",
      "Thanks. Can you also add a new flink dashboard url application presigned url?",
    ])
      expect(measuredFormWording(q, words, ctx), q).toBeDefined();
    expect(
      measuredFormWording(
        "Could you please get a link to the flink dashboard of the application named Booking Widget?",
        words,
        ctx,
      ),
    ).toBeUndefined();
  });

  it("a link's kind is said without the word link or url again", () => {
    expect(spokenCode("FLINK_DASHBOARD_URL", "url type").text).toBe("flink dashboard");
    expect(spokenCode("ZEPPELIN_UI_URL", "url type").text).toBe("zeppelin ui");
    expect(spokenCode("SHIPPING_ADDRESS", "address type").text).toBe("shipping address");
    expect(spokenCode("ABOVE_RACK", "mount type").text).toBe("above rack");
  });

  it("an answer that names the link and gives none is a bad answer", () => {
    const result = '{"AuthorizedUrl":"https://www.example.com/application-presigned-urls/486"}';
    expect(
      writeAnswerProblems(
        'I\'ve added the application presigned url for the application summary "Checkout Web".',
        "I need you to add a new zeppelin ui url application presigned url for the application summary named Checkout Web.",
        [result],
      ),
    ).toContain("link-untold");
    expect(
      writeAnswerProblems(
        "I've added the application presigned url. The authorized URL is https://www.example.com/application-presigned-urls/486.",
        "Please get a link to the flink dashboard of the application called Team Chat.",
        [result],
      ),
    ).not.toContain("link-untold");
  });
});

// Audit Manager's GetAccountStatus (fresh61 readers r1 S11, S30: G and B).
describe("an account's status is asked and told as the account's", () => {
  const ask = (user: string) =>
    ({
      turns: [{ user }],
      gold: { calls: [] },
      envs: [],
      userFacts: [],
    }) as unknown as Task;

  it("'May I ask what the status is?' says no goal", () => {
    for (const q of [
      "May I ask what the status is? Thanks in advance.",
      "Would you mind checking the status for me? Many thanks.",
      "Hi! I was wondering what the status is.",
    ])
      expect(checkHasGoal(ask(q)).passed, q).toBe(false);
    expect(checkHasGoal(ask("May I ask what the status of my account is?")).passed).toBe(true);
  });

  it("'The status is active.' tells no one's status", () => {
    const turn = (request: string, answer: string) => ({
      request,
      answer,
      results: ['{"status":"ACTIVE"}'],
      paramWords: [],
    });
    expect(
      answerFitProblems(turn("May I ask what the status is?", "The status is active.")),
    ).toContain("subjectless-state");
    expect(
      answerFitProblems(
        turn("May I ask what the status of my account is?", "The account status is active."),
      ),
    ).not.toContain("subjectless-state");
  });

  it("the request says whose status it is", async () => {
    const goal = toolWords(tool("auditmanager", "GetAccountStatus"));
    for (let seed = 0; seed < 12; seed++) {
      const text = await writeRequest(
        { kind: "request", goal, targets: [], facts: [], domain: "", asks: ["status"] },
        { seed },
      );
      expect(text).toMatch(/\bstatus of my account\b/);
    }
    // "the account status of my account" (words57-fresh61 draft) says the owner twice.
    const said = await writeRequest(
      { kind: "request", goal, targets: [], facts: [], domain: "", asks: ["account status"] },
      { seed: 3 },
    );
    expect(said).not.toMatch(/account status of my account/);
  });
});

// ListApplicationVersions (fresh61 readers r1 S08, r2 S10, S11, S24: F/B).
describe("a listed item is never said by its state alone", () => {
  it("'I found 1 application version: a stopping.' is a bad answer", () => {
    const turn = (answer: string) => ({
      request: "Please find the versions for the application named Zapier.",
      answer,
      results: [
        '{"ApplicationVersionSummaries":[{"ApplicationVersionId":5,"ApplicationStatus":"STOPPING"},{"ApplicationVersionId":6,"ApplicationStatus":"AUTOSCALING"}]}',
      ],
      paramWords: [],
    });
    for (const a of [
      "I found 1 application version: a stopping.",
      "I found 1 application version: an autoscaling.",
    ])
      expect(answerFitProblems(turn(a)), a).toContain("state-as-item");
    expect(
      answerFitProblems(turn("I found 1 application version: version 5 (stopping).")),
    ).not.toContain("state-as-item");
  });
});

// RDS Data BeginTransaction / ExecuteStatement (fresh61 readers r1 S01, S04, S18; r2 S08, S15,
// S26: U/A): `secretArn` was masked as a credential, so the gold used a secret nobody gave.
describe("where a secret is kept is the user's to give", () => {
  const begin = tool("rdsdata", "BeginTransaction");
  const arn = "arn:aws:secretsmanager:us-east-1:465916980404:secret:orders-db-49402e";
  it("a secret's ARN is no credential; the secret itself still is", () => {
    expect(isUnsayable(begin, "secretArn", arn)).toBe(false);
    expect(isUnsayable(begin, "client_secret", "s3cr3t")).toBe(true);
    expect(isUnsayable(begin, "api_key", "k-123")).toBe(true);
  });
  it("is said and asked for as the secret to use", async () => {
    const fact = {
      key: "s1.secretArn",
      value: arn,
      label: "secret arn",
      role: "arg" as const,
      personal: false,
      kind: "reference" as const,
    };
    const text = await writeRequest(
      { kind: "request", goal: toolWords(begin), targets: [], facts: [fact], domain: "" },
      { seed: 1 },
    );
    expect(text).toContain(`using the secret ${arn}`);
    expect(askFor(fact, 1)).toMatch(/^Which secret (?:should I use|is it)\?$/);
  });
});

// Audit Manager share requests (fresh61 readers r1 S20, r2 S21: F).
describe("a ranked record's filter is said before its noun, not in brackets", () => {
  it("'my oldest assessment framework share request (sent)' is form wording", () => {
    const { words, ctx } = onDoc("auditmanager");
    const q = "Can you remove my oldest assessment framework share request (sent)? Thanks.";
    expect(measuredFormWording(q, words, ctx)).toBeDefined();
  });
  it("is written 'my oldest sent share request'", async () => {
    const goal = toolWords(tool("auditmanager", "DeleteAssessmentFrameworkShare"));
    const target = {
      key: "s2.requestId.select.createdAt",
      value: "oldest",
      label: "creation time",
      role: "select" as const,
      personal: false,
      noun: "share request",
      rank: "oldest" as const,
      fromStep: "s1",
      atGoal: true,
    };
    const filter = {
      key: "s1.requestType",
      value: "SENT",
      label: "request type",
      role: "arg" as const,
      personal: false,
      kind: "category" as const,
      spoken: "sent",
      atGoal: false,
    };
    for (let seed = 0; seed < 6; seed++) {
      const text = await writeRequest(
        { kind: "request", goal, targets: [target], facts: [filter], domain: "" },
        { seed },
      );
      expect(text).toMatch(/\b(?:my|the) oldest sent share request\b/);
      expect(text).not.toContain("(sent)");
    }
  });
});
