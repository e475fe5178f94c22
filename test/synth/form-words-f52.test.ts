import { describe, expect, it } from "vitest";
import { clippedFormOf } from "../../src/core/domain/words.js";
import type { ToolSpec } from "../../src/core/schema/index.js";
import { confirmation } from "../../src/core/synth/build-task.js";
import {
  answerReaderProblems,
  answerSayingProblems,
  confirmationProblems,
  measuredFormWording,
} from "../../src/core/synth/checks.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import {
  type FactPhrase,
  factPhrase,
  withoutSharedPrefix,
  writeRequest,
} from "../../src/core/synth/writer.js";

/**
 * Blind readers of stop 52 (b52-dev52, `show-samples … 30 42`) marked F on 7–8 of 30 while the
 * run's figure said "form wording 0 of 55": each quote below passed every check.
 */

describe("the form-wording figure sees what readers marked F (b52-dev52)", () => {
  it("several files read out as a chain of 'from …' with no word of what each is", () => {
    for (const text of [
      "Could you please initialize the resumable upload for the channel named Customer interview from travel-policy.pdf in French from team-photo.jpg for January 18 from whiteboard.jpg? Thank you.",
      'Thanks. Can you also upload a video for the channel called Podcast episode with comments enabled from team-photo.jpg for the role tag from site-visit.jpg and from team-offsite.mp4? In case it helps, it\'s called "Highlights reel".',
      "Could you please add a new image watermark from q3-board-deck.pdf and from front-entrance.jpg with a transparency of 71? Thanks in advance.",
    ])
      expect(measuredFormWording(text), text).toBeDefined();
  });

  it("passes files each said with what it is", () => {
    for (const text of [
      "Please upload the video team-offsite.mp4 to the channel called Podcast episode, with site-visit.jpg as the thumbnail.",
      "Could you add an image watermark to q3-board-deck.pdf using front-entrance.jpg?",
      "Please merge project-brief.pdf and signed-nda.pdf.",
    ])
      expect(measuredFormWording(text), text).toBeUndefined();
  });

  it("a field's name said as a measure: a letter, a participle, a time that is a bare number", () => {
    for (const text of [
      "Thanks. Can you also add a new dashboard cell with an x of 36 and a y of 95?",
      "Please add a new view for the video named Podcast episode with a current time of 696.",
      "Can you update the deadline of the vehicle with a last seen of August 9, 2025 to 6:54 am?",
    ])
      expect(measuredFormWording(text), text).toBeDefined();
    for (const text of [
      "Please add a dashboard cell at position 36, 95.",
      "Book it for a start time of 9:30 am.",
      "Add a shipment with a weight of 12 kg.",
      "It needs a speed of 40.",
    ])
      expect(measuredFormWording(text), text).toBeUndefined();
  });

  it("a link between two records removed as 'remove the A with the B'", () => {
    for (const text of [
      "Hello! So, I'd like to remove the label called onboarding with the org called Schaefer LLC and with the notification rule called Auto-assign to sales in the org called Schaefer LLC, if that's possible. Cheers!",
      "Can you remove the app named auth-worker with the integration named Salesforce?",
      "Hi! I was hoping you could remove the label named backend with the bucket named Test bucket for me. Cheers!",
    ])
      expect(measuredFormWording(text), text).toBeDefined();
    for (const text of [
      "Could you take the backend label off the bucket named Test bucket?",
      "Please remove the notification rule named Block high-risk countries in the org named Reilly, Larson and Towne.",
    ])
      expect(measuredFormWording(text), text).toBeUndefined();
  });

  it("the owner said twice or the summary's noun read out before it", () => {
    for (const text of [
      "Can you list the owners of an organization for the org named Schaefer LLC?",
      "Please add a new task run for the task named Nightly backup.",
    ])
      expect(measuredFormWording(text), text).toBeDefined();
    for (const text of [
      "Can you list the owners of the org named Schaefer LLC?",
      "Please start a new run of the task named Nightly backup.",
      "Please add a new dashboard for the org called Gorczany Group.",
    ])
      expect(measuredFormWording(text), text).toBeUndefined();
  });
});

describe("a list answer names each item once, told apart by something a person reads (B)", () => {
  it("'Computer Equipment (locks 42), Custom and Computer Equipment' is a bad answer", () => {
    const answer =
      "I found 7 asset types, among them Computer Equipment (locks 42), Custom and Computer Equipment.";
    expect(answerReaderProblems(answer)).toContain("repeated-items");
    expect(answerSayingProblems(answer)).toContain("count-as-detail");
  });

  it("passes a list told apart by what differs", () => {
    const answer =
      "I found 3 servers, among them Lyon scp (port 443), San Diego scp and Lyon scp (port 22).";
    expect(answerSayingProblems(answer)).toEqual([]);
    expect(answerReaderProblems(answer)).not.toContain("repeated-items");
  });
});

/** influx's DELETE /buckets/{bucketID}/labels/{labelID}, as ingested. */
const unlabel: ToolSpec = {
  name: "DeleteBucketsIDLabelsID",
  description: "Delete a label from a bucket",
  inputSchema: {
    type: "object",
    properties: {
      bucketID: { type: "string", "x-in": "path" },
      labelID: { type: "string", "x-in": "path" },
    },
  },
  annotations: { title: "Delete a label from a bucket" },
  source: {
    format: "openapi",
    file: "influx.json",
    pointer: "/paths/~1buckets~1{bucketID}~1labels~1{labelID}/delete",
  },
  kind: "delete",
  entity: "labels",
};

const picked = (key: string, noun: string, value: string): FactPhrase => ({
  key,
  value,
  label: "name",
  role: "select",
  personal: false,
  kind: "label",
  noun,
  atGoal: true,
});

describe("a link removed between two records (b52 readers, F)", () => {
  it("takes the goal's record off the other, whichever target comes last", async () => {
    const goal = toolWords(unlabel);
    expect(goal.noun).toBe("label");
    const bucket = picked("s2.bucketID.select.name", "bucket", "Test bucket");
    const label = picked("s3.labelID.select.name", "label", "backend");
    for (const targets of [
      [bucket, label],
      [label, bucket],
    ])
      for (const seed of [0, 1, 2, 3]) {
        const text = await writeRequest(
          { kind: "request", goal, targets, facts: [], domain: "Time series." },
          { seed },
        );
        expect(text).toMatch(
          /\blabel (?:named|called) backend from the bucket (?:named|called) Test bucket\b/,
        );
        expect(measuredFormWording(text), text).toBeUndefined();
      }
  });
});

const arg = (key: string, label: string, value: unknown, kind: FactPhrase["kind"]): FactPhrase => ({
  key,
  value,
  label,
  role: "arg",
  personal: false,
  kind,
  atGoal: true,
});

describe("what each file is and where a thing is placed (b52 readers, F)", () => {
  it("a file with a part says it; a plain file is what the thing is made from", () => {
    expect(factPhrase(arg("s1.thumbnailfile", "thumbnailfile", "site-visit.jpg", "other"))).toBe(
      "with site-visit.jpg as the thumbnail",
    );
    expect(factPhrase(arg("s1.previewfile", "previewfile", "team-photo.jpg", "other"))).toBe(
      "with team-photo.jpg as the preview",
    );
    expect(factPhrase(arg("s1.filename", "filename", "travel-policy.pdf", "other"))).toBe(
      "from travel-policy.pdf",
    );
  });

  it("a one-letter position is no 'an x of 36'", () => {
    const said = [
      factPhrase(arg("s1.x", "x", 36, "other")),
      factPhrase(arg("s1.y", "y", 95, "other")),
    ].join(" and ");
    expect(said).not.toMatch(/\ban? [xy] of\b/);
    expect(measuredFormWording(`Can you add a new dashboard cell ${said}?`)).toBeUndefined();
  });
});

/** influx's DELETE /orgs/{orgID}, as ingested. */
const dropOrg: ToolSpec = {
  name: "DeleteOrgsID",
  description: "Delete an organization",
  inputSchema: {
    type: "object",
    properties: { orgID: { type: "string", "x-in": "path" } },
  },
  annotations: { title: "Delete an organization" },
  source: { format: "openapi", file: "influx.json", pointer: "/paths/~1orgs~1{orgID}/delete" },
  kind: "delete",
  entity: "orgs",
};

describe("a removal confirmed as what came off what (b52 readers, B)", () => {
  const done = { ok: true as const, result: { deleted: true } };
  it("'removed the label \"backend\" from the bucket', never 'for the bucket'", () => {
    const said = confirmation(
      toolWords(unlabel),
      done,
      { name: "backend", noun: "label" },
      { name: "Test bucket", noun: "bucket" },
    );
    expect(said).toBe('I\'ve removed the label "backend" from the bucket "Test bucket".');
  });

  it("'the org' named is the organization removed, not another record it is for", () => {
    const w = toolWords(dropOrg);
    const said = confirmation(w, done, { name: "Ortiz, Murray and Abernathy", noun: "org" });
    expect(said).not.toMatch(/\bfor the org\b/);
    expect(said).toContain('"Ortiz, Murray and Abernathy"');
  });
});

describe("the record a thing belongs to is said once (blind readers, F)", () => {
  it("drops the summary's owner and the owner's noun before the thing", () => {
    expect(withoutSharedPrefix("list the owners of an organization for the org named Acme")).toBe(
      "list the owners of the org named Acme",
    );
    expect(withoutSharedPrefix("add a new task run for the task named Nightly backup")).toBe(
      "add a new run for the task named Nightly backup",
    );
    expect(withoutSharedPrefix("add a new dashboard for the org called Gorczany Group")).toBe(
      "add a new dashboard for the org called Gorczany Group",
    );
  });
});

describe("a clipped noun is the same record (b52 dev)", () => {
  it("'org' is an organization; 'port' is no portfolio", () => {
    expect(clippedFormOf("org", "organization")).toBe(true);
    expect(clippedFormOf("apps", "applications")).toBe(true);
    expect(clippedFormOf("port", "portfolio")).toBe(false);
  });

  it("the organization removed under its name in 'orgs' is no other record's label", () => {
    const problems = confirmationProblems(
      'I\'ve removed the organization "Ortiz, Murray and Abernathy".',
      "Could you please remove the org named Ortiz, Murray and Abernathy? Thank you.",
      [
        '{"orgs":[{"id":"org_1005","name":"Ortiz, Murray and Abernathy"}]}',
        '{"id":"org_1005","deleted":true}',
      ],
    );
    expect(problems).not.toContain("wrong-label");
  });
});
