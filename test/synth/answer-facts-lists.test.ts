import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { answerFactsFrom, confirmation } from "../../src/core/synth/build-task.js";
import { answerProblems, answerReaderProblems } from "../../src/core/synth/checks.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { finalAnswer } from "../../src/core/synth/trajectory.js";

// Tool docs shaped like the fresh6 specs the readers read (vRealize Network Insight, Twitter,
// OpenTrials, a login API), written here so the cause — not the spec — is what is tested.
const spec = (
  name: string,
  description: string,
  properties: Record<string, unknown> = {},
  method = "GET",
): ToolSpec => ({
  name,
  description,
  inputSchema: { type: "object", properties },
  annotations: { http: { method, path: `/${name}` } },
});
const ok = (result: unknown) => ({ ok: true as const, result });
const listFirewalls = toolWords(
  spec("listFirewalls", "List firewalls", {
    start_time: { type: "integer" },
    end_time: { type: "integer" },
    size: { type: "integer" },
  }),
);

describe("a list answer names what it found", () => {
  it("records of ids only name nothing: no answer facts, so the task is not kept", () => {
    const w = toolWords(spec("listReleaseNotes", "List the release notes"));
    const result = {
      release_notes: [{ release_note_id: "rn_1001" }, { release_note_id: "rn_1002" }],
      total: 2,
    };
    // The reader: "I found 9 release notes." (not listed)
    expect(answerFactsFrom(ok(result), "s1", w, 0)).toEqual([]);
  });

  it("records known only by their sort are said as one of that sort, never as a name", () => {
    const w = toolWords(spec("listFolders", "List folders"));
    const result = {
      results: [{ entity_id: "ent_1004", entity_type: "DistributedVirtualPortgroup", time: 12 }],
      total_count: 1,
    };
    const answer = finalAnswer(answerFactsFrom(ok(result), "s1", w, 0), false);
    expect(answer).toBe("I found 1 folder: a distributed virtual portgroup.");
    expect(
      answerReaderProblems(answer, {
        request: "Can you find the folders?",
        results: [JSON.stringify(result)],
      }),
    ).toEqual([]);
    // What the reader saw: the sort passed off as the folder's name.
    expect(
      answerReaderProblems("I found 1 folder: DistributedVirtualPortgroup.", {
        results: [JSON.stringify(result)],
      }),
    ).toContain("items-by-type");
  });

  it("each item is named once: 'Ibuprofen, Ibuprofen and Ibuprofen' names one drug", () => {
    const w = toolWords(spec("listFdaApplications", "List FDA applications"));
    const result = {
      items: [
        { drug_name: "Ibuprofen", id: "a1" },
        { drug_name: "Ibuprofen", id: "a2" },
        { drug_name: "Amoxicillin", id: "a3" },
        { drug_name: "Ibuprofen", id: "a4" },
      ],
    };
    const answer = finalAnswer(answerFactsFrom(ok(result), "s1", w, 0), false);
    expect(answer).toMatch(/Ibuprofen and Amoxicillin/);
    expect(
      answerReaderProblems(
        "I found 7 fda applications, among them Ibuprofen, Ibuprofen and Ibuprofen.",
        {
          results: [JSON.stringify(result)],
        },
      ),
    ).toContain("repeated-items");
  });

  it("records that are figures are told by their figure: a tweet count of 10", () => {
    const w = toolWords(spec("tweetCountsRecentSearch", "Recent search tweet counts"));
    expect(w.noun.toLowerCase()).toMatch(/count/);
    const result = {
      data: [
        { end: "2026-01-11T00:00:00.000Z", start: "2026-01-01T12:00:00.000Z", tweet_count: 10 },
      ],
    };
    const facts = answerFactsFrom(ok(result), "s1", w, 0, { year: 2026 });
    expect(facts.map((f) => f.value)).toContain(10);
    const answer = finalAnswer(facts, false);
    expect(answer).toMatch(/a tweet count of 10 from Jan 1 at 12 pm to Jan(?:uary)? 11/);
    expect(
      answerReaderProblems("I found 1 Tweet Count: one on Jan 1 at 12 pm.", {
        request: "Could you list the Tweet Counts?",
        results: [JSON.stringify(result)],
      }),
    ).toContain("misses-the-figure");
  });

  it("nothing found for a time window is 'zero in that time range', not 'zero firewalls right now'", () => {
    const args = { start_time: 28, end_time: 4, size: 6 };
    const result = { results: [], total_count: 0 };
    const facts = answerFactsFrom(ok(result), "s1", listFirewalls, 0, { said: [28, 4], args });
    const answer = finalAnswer(facts, false);
    expect(answer).toBe("I checked, and there are zero firewalls in that time range.");
    // The count (0) is still said, so the reward's gold answer states its fact.
    expect(answerProblems(answer, facts)).toEqual([]);
    const request = "I'd like to find the firewalls from 28 and up to 4.";
    const ctx = { request, results: [JSON.stringify(result)], args: [JSON.stringify(args)] };
    expect(answerReaderProblems(answer, ctx)).toEqual([]);
    expect(
      answerReaderProblems("I checked, and there are zero firewalls right now.", ctx),
    ).toContain("zero-overclaims");
    // No filter the user said (only a page size): zero is zero.
    const all = { request: "Find the firewalls.", results: ctx.results, args: ['{"size":6}'] };
    expect(
      answerFactsFrom(ok(result), "s1", listFirewalls, 0, { args: { size: 6 } })[0]?.text,
    ).toBe("there are 0 firewalls");
    expect(answerReaderProblems("I checked, and there are zero firewalls right now.", all)).toEqual(
      [],
    );
  });

  it("a search text that matched nothing is quoted", () => {
    const w = toolWords(spec("searchPlaces", "Search places", { q: { type: "string" } }));
    const result: unknown[] = [];
    const facts = answerFactsFrom(ok(result), "s1", w, 0, {
      said: ["Boston"],
      args: { q: "Boston" },
    });
    expect(finalAnswer(facts, false)).toBe(
      'I checked, and there are zero places matching "Boston".',
    );
  });
});

describe("a write answers with what it made, and only news", () => {
  it("a new auth token is handed back", () => {
    const w = toolWords(
      spec("createAuthToken", "Create an auth token", { domain_type: { type: "string" } }, "POST"),
    );
    const result = { expiry: 66, token: "id_9460" };
    const facts = answerFactsFrom(ok(result), "s1", w, 0, { argNames: ["domain_type"] });
    expect(facts.map((f) => f.value)).toEqual(["id_9460"]);
    const answer = finalAnswer(facts, true, confirmation(w, ok(result), undefined));
    expect(answer).toMatch(/token is id_9460/);
    expect(answerProblems(answer, facts)).toEqual([]);
    const ctx = { request: "I'd like to add a new auth token.", results: [JSON.stringify(result)] };
    expect(answerReaderProblems(answer, ctx)).toEqual([]);
    expect(answerReaderProblems("I've added the auth token.", ctx)).toContain(
      "withholds-what-was-made",
    );
    // A token some other record holds is still never read out.
    const login = toolWords(spec("createSession", "Log in", { user: { type: "string" } }, "POST"));
    expect(
      answerFactsFrom(ok({ token: "tok_1", status: "active" }), "s1", login, 0).map((f) => f.key),
    ).not.toContain("s1.token");
  });

  it("a removal that hands back the removed record's name says nothing more", () => {
    const w = toolWords(
      spec("deleteJsapp", "Delete a jsapp", { id: { type: "string" } }, "DELETE"),
    );
    expect(answerFactsFrom(ok("Atlanta code json"), "s1", w, 0)).toEqual([]);
    expect(
      answerReaderProblems("I've removed the jsapp. The jsapp is Atlanta code json.", {
        request: "I need to remove my jsapp.",
        results: ['"Atlanta code json"'],
      }),
    ).toContain("self-label");
    // A removal confirmed with a real change stays fine.
    expect(
      answerReaderProblems('I\'ve removed the site form "Falcon Form".', {
        request: "Can you remove the site form named Falcon Form?",
        results: ['{"id":"for_1011","deleted":true}'],
      }),
    ).toEqual([]);
  });

  it("a read-verb confirmation with nothing found is empty; a read that says what it found is not", () => {
    const results = ['{"entities":[{"time":69}]}'];
    expect(answerReaderProblems("I've checked the name.", { results })).toContain("empty");
    expect(
      answerReaderProblems("I've checked the name: it's Alice Moreau.", { results }),
    ).not.toContain("empty");
  });

  it("a change the result does not show is confirmed with what the user asked to change", () => {
    const w = toolWords(
      spec("updateServiceInventoryTags", "Update the tags of a service inventory", {}, "PATCH"),
    );
    const args = { id: "103978", body: [{ tag: "urgent" }] };
    const facts = answerFactsFrom(ok([{}]), "s1", w, 0, { said: ["urgent"], args });
    expect(facts.map((f) => [f.label, f.value])).toEqual([["tag", "urgent"]]);
    const answer = finalAnswer(facts, true, "I've updated the service inventory.");
    expect(answer).toBe("I've updated the service inventory. The tag is urgent.");
    const ctx = {
      request: "Could you change the tag on the service inventory? Sure, urgent.",
      results: ["[{}]"],
      args: [JSON.stringify(args)],
    };
    expect(answerReaderProblems(answer, ctx)).toEqual([]);
    expect(answerReaderProblems("I've updated the tag service inventory.", ctx)).toContain(
      "unconfirmed-change",
    );
  });

  it("a failure the result reports is not a success", () => {
    const results = ['{"success":false}'];
    expect(answerReaderProblems("I've reset the settings.", { results })).toContain(
      "claims-success",
    );
    expect(answerReaderProblems("Sorry, the reset failed.", { results })).not.toContain(
      "claims-success",
    );
    // `success: false` deep inside a record (a job's last run) is the record's, not the call's.
    expect(
      answerReaderProblems("I found 1 job: Nightly backup.", {
        results: ['{"jobs":[{"name":"Nightly backup","last_run":{"success":false}}]}'],
      }),
    ).not.toContain("claims-success");
  });
});

describe("the semantic model's listField says which array holds the listed records", () => {
  const w = toolWords(spec("listBabelFeeOverviews", "List the babel fee overviews"));
  it("null: a UI screen whose only array is its actions lists nothing ('I found 6 babel fee overviews')", () => {
    const result = {
      actions: [
        { id: "bab_1001", label: "Refresh" },
        { id: "bab_1002", label: "Open" },
      ],
    };
    expect(answerFactsFrom(ok(result), "s1", w, 0, { listField: null })).toEqual([]);
    // Without the model's word, the first array is taken.
    expect(answerFactsFrom(ok(result), "s1", w, 0)[0]?.value).toBe(2);
  });
  it("a path: the records under it are counted and named, not another array", () => {
    const result = {
      actions: [{ id: "a1", label: "Refresh" }],
      data: { items: [{ name: "Weekly fee" }, { name: "Monthly fee" }] },
    };
    const facts = answerFactsFrom(ok(result), "s1", w, 0, { listField: "data.items" });
    expect(finalAnswer(facts, false)).toBe(
      "I found 2 babel fee overviews: Weekly fee and Monthly fee.",
    );
  });
});

describe("a question is answered with what was worked out", () => {
  it("'How old is the person in the image?' → the age, not a link the call handed back", () => {
    const w = toolWords(
      spec(
        "post_face_age",
        "How old is the person in the image?",
        { image_url: { type: "string" } },
        "POST",
      ),
    );
    expect(w.wantsResult).toBe(true);
    const result = {
      answer: 21.96,
      image_url: "https://www.example.com/face-ages/825",
      this_url: "https://www.example.com/adult-contents/120",
    };
    const facts = answerFactsFrom(ok(result), "s1", w, 0, {
      said: ["https://www.example.com/face-ages/825"],
      argNames: ["image_url"],
    });
    expect(facts[0]?.value).toBe(21.96);
    expect(facts[0]?.label).not.toMatch(/^answer$/);
    const answer = finalAnswer(facts, false);
    expect(answer).not.toMatch(/url/);
    const request = "How old is the person in the image?";
    expect(answerReaderProblems(answer, { request, results: [JSON.stringify(result)] })).toEqual(
      [],
    );
    // What the reader saw: the question answered with a link.
    expect(
      answerReaderProblems("All set. The image url is https://www.example.com/face-ages/284.", {
        request,
        results: [JSON.stringify(result)],
      }),
    ).toContain("misses-the-result");
  });

  it("a position is told by its coordinates", () => {
    const w = toolWords(
      spec("position_GetMaster", "Get the current global position of the master"),
    );
    const result = { cog: 42, fix_quality: 1, hdop: 1.9, lat: -19.888, lon: 10.424, sog: 0.5 };
    const labels = answerFactsFrom(ok(result), "s1", w, 0).map((f) => f.label);
    expect(labels.slice(0, 2).sort()).toEqual(["latitude", "longitude"]);
  });
});

describe("a write that makes things hands back their links", () => {
  it("thumbnails made as a list of links are given back, at most two", () => {
    const w = toolWords(
      spec(
        "createThumbnails",
        "Create thumbnails of a photo",
        { photo: { type: "string" } },
        "POST",
      ),
    );
    const result = {
      created: 1767603600,
      data: [
        { url: "https://cdn.example.org/t/1.png" },
        { url: "https://cdn.example.org/t/2.png" },
        { url: "https://cdn.example.org/t/3.png" },
      ],
    };
    const facts = answerFactsFrom(ok(result), "s1", w, 0, { argNames: ["photo"] });
    expect(facts.map((f) => f.value)).toEqual([
      "https://cdn.example.org/t/1.png",
      "https://cdn.example.org/t/2.png",
    ]);
    const answer = finalAnswer(facts, true, confirmation(w, ok(result), undefined));
    expect(answerProblems(answer, facts)).toEqual([]);
    // A list read's links stay plumbing.
    const list = toolWords(spec("listThumbnails", "List thumbnails"));
    expect(answerFactsFrom(ok({ data: [{ url: "https://x.example/1" }] }), "s1", list, 0)).toEqual(
      [],
    );
  });
});
