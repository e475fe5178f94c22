import { describe, expect, it } from "vitest";
import { answerReaderProblems } from "../../src/core/synth/checks.js";

// Verbatim answers a reader rejected on the bundled examples and /work/dev, each beside the
// natural answer that must pass.
const employee =
  '{"employee_id":"emp_1005","title":"Printer on floor 2 jams","ticket_id":"tic_1009","status":"open","priority":"high","employee":{"employee_id":"emp_1005","name":"Elwyn Dietrich"}}';
const devices =
  '{"devices":[{"device_id":"dev_1006","name":"Kitchen speaker"},{"device_id":"dev_1001","name":"Living Room speaker"},{"device_id":"dev_1008","name":"Guest Room thermostat"}]}';

describe("a write confirmed under the wrong label", () => {
  it("flags a name that belongs to another record", () => {
    expect(
      answerReaderProblems('I\'ve opened the ticket "Elwyn Dietrich".', {
        request: 'Please open a ticket for Elwyn Dietrich named "Printer on floor 2 jams".',
        results: [employee],
      }),
    ).toContain("wrong-label");
    expect(
      answerReaderProblems('I\'ve added the schedule "Kitchen speaker". The repeat is weekdays.', {
        request:
          "Hey there — I'd love it if you could add a new schedule for the device named Kitchen speaker to switch it off and at 7:15 pm. Cheers!",
        results: [
          devices,
          '{"device_id":"dev_1006","power":"off","repeat":"weekdays","time":"19:15"}',
        ],
      }),
    ).toContain("wrong-label");
    expect(
      answerReaderProblems('I\'ve played the message out loud "Living Room speaker".', {
        request:
          'Just play the device "Living Room speaker" (speaker), please, I\'m in a hurry. It\'s "Time to head to school.".',
        results: [devices, '{"device_id":"dev_1001","spoken":true}'],
      }),
    ).toContain("wrong-label");
  });

  it("passes a record's new name ('update its title to Spring Onboarding')", () => {
    expect(
      answerReaderProblems('I\'ve updated the offering "Spring Onboarding".', {
        request: "Great. And could you update its title to Spring Onboarding too?",
        results: ['{"id":"off_1","title":"Spring Onboarding","channels":[]}'],
      }),
    ).not.toContain("wrong-label");
  });

  it("passes the thing's own name and a record named as what the write is for", () => {
    expect(
      answerReaderProblems(
        'I\'ve opened the ticket "Printer on floor 2 jams" for the employee "Elwyn Dietrich".',
        {
          request: 'Please open a ticket for Elwyn Dietrich named "Printer on floor 2 jams".',
          results: [employee],
        },
      ),
    ).toEqual([]);
    expect(
      answerReaderProblems('I\'ve added the site "Boston South Site".', {
        request: 'Could you add a site called "Boston South Site"?',
        results: ['{"Site":{"Name":"Boston South Site","SiteId":"os-574"}}'],
      }),
    ).toEqual([]);
    expect(
      answerReaderProblems(
        'I\'ve changed the thermostat "Guest Room thermostat". The temperature is 22.4°C.',
        {
          request: "Could you change the temperature on the device named Guest Room thermostat?",
          results: [devices, '{"device_id":"dev_1008","target_celsius":22.4}'],
        },
      ),
    ).toEqual([]);
  });
});

describe("a write for another record, said as such", () => {
  it("passes an order for a product found by a search and a leave confirmed by its dates", () => {
    expect(
      answerReaderProblems(
        'I\'ve placed the order for the product "Two-Strap Sandal". The status is pending.',
        {
          request:
            "Please place an order for the product named Two-Strap Sandal (sandals), 3 of them and size 38.",
          results: [
            '{"items":[{"id":"pro_1007","name":"Two-Strap Sandal","price":63.99}],"total":1}',
            '{"id":"ord_1011","status":"pending","total":0}',
          ],
          paramWords: ["status", "quantity", "size"],
        },
      ),
    ).toEqual([]);
    expect(
      answerReaderProblems(
        "I've requested the leave. The status is pending, the start date is January 4 and the end date is January 5.",
        {
          request: "Could you request a vacation leave from January 4 and up to January 5 for me?",
          results: ['{"start_date":"2026-01-04","end_date":"2026-01-05","status":"pending"}'],
          paramWords: ["start date", "end date", "kind", "note"],
        },
      ),
    ).toEqual([]);
  });
});

describe("the wrong thing confirmed", () => {
  const request =
    'Thanks! While you\'re at it, could you also add a comment to the ticket? The message is: "Replacement part ordered, arrives Thursday."';
  const results = ['{"ticket_id":"tic_1009","text":"Replacement part ordered, arrives Thursday."}'];
  it("flags the container confirmed instead of what was added to it", () => {
    expect(answerReaderProblems("I've added the ticket.", { request, results })).toContain(
      "wrong-thing",
    );
  });
  it("passes the added thing", () => {
    expect(
      answerReaderProblems("I've added a comment to the ticket.", { request, results }),
    ).toEqual([]);
  });
});

describe("answer facts the user never asked for", () => {
  const request =
    "Hi! I was hoping you could request a vacation leave from January 4 and up to January 5 for me. Cheers!";
  const results = [
    '{"start_date":"2026-01-04","end_date":"2026-01-05","kind":"vacation","status":"pending","note":"Moving house"}',
  ];
  it("flags a server-made field stated as news", () => {
    expect(
      answerReaderProblems(
        'I\'ve requested the leave. The status is pending and the note is "Moving house".',
        { request, results },
      ),
    ).toContain("unasked-fact");
    expect(
      answerReaderProblems(
        'I\'ve opened the ticket "Printer on floor 2 jams". The status is open and the priority is high.',
        { request: 'Please open a ticket named "Printer on floor 2 jams".', results: [employee] },
      ),
    ).toContain("unasked-fact");
  });
  it("passes the status, the time and what the user asked to change", () => {
    expect(
      answerReaderProblems(
        "I've requested the leave. The status is pending, the start date is January 4 and the end date is January 5.",
        { request, results },
      ),
    ).toEqual([]);
    expect(
      answerReaderProblems(
        'I\'ve changed the thermostat "Garage thermostat". The temperature is 22.6°C.',
        {
          request:
            'Just change the temperature to 22.6°C on the device "Garage thermostat", please.',
          results: ['{"device_id":"dev_1006","target_celsius":22.6}'],
        },
      ),
    ).toEqual([]);
  });
});

describe("a follow-up answers its own question", () => {
  const previous =
    'I\'ve changed the thermostat "Guest Room thermostat". The temperature is 22.4°C.';
  const request = "Great. While you're at it, how does the device state look now?";
  const results = ['{"device_id":"dev_1008","power":"on","target_celsius":22.4}'];
  it("flags an answer that leaves out what was just changed", () => {
    expect(answerReaderProblems("The power is on.", { request, results, previous })).toContain(
      "misses-the-change",
    );
  });
  it("passes one that says it", () => {
    expect(
      answerReaderProblems("The temperature is 22.4°C and the power is on.", {
        request,
        results,
        previous,
      }),
    ).toEqual([]);
  });
});

describe("count-only and note-only lists", () => {
  it("flags a bare count of a list the user wanted to see", () => {
    expect(
      answerReaderProblems("I found 8 api artists names.", {
        request: "Could you find the artist names for me?",
        results: ['["Hatsune Miku","Kagamine Rin","Megurine Luka"]'],
      }),
    ).toContain("bare-count");
  });
  it("flags 'zero' when the list came back with items, not when it is empty", () => {
    const request = "Would you mind helping me find the expenses for Belle Cronin?";
    expect(
      answerReaderProblems("I checked, and there are zero expenses right now.", {
        request,
        results: [
          '{"employees":[{"employee_id":"emp_1004","name":"Belle Cronin"}],"total":1}',
          '{"expenses":[],"total":0}',
        ],
      }),
    ).toEqual([]);
    expect(
      answerReaderProblems("I checked, and there are zero expenses right now.", {
        request,
        results: [
          '{"employees":[{"name":"Belle Cronin"}]}',
          '{"expenses":[{"expense_id":"exp_1","amount":12}]}',
        ],
      }),
    ).toContain("false-empty");
  });
  it("flags items told by their notes, not items told by what they are", () => {
    const results = [
      '{"leave_requests":[{"kind":"sick","start_date":"2026-01-05","end_date":"2026-01-13","note":"Family wedding in Lisbon"},{"kind":"unpaid","start_date":"2026-02-13","end_date":"2026-02-15","note":"Child\'s school event"}]}',
    ];
    const request = "I need you to find the leave requests, quickly please.";
    expect(
      answerReaderProblems(
        'I found 2 leave requests: "Family wedding in Lisbon" and "Child\'s school event".',
        { request, results },
      ),
    ).toContain("items-by-note");
    expect(
      answerReaderProblems(
        "I found 2 leave requests: a sick one from January 5 to January 13 and an unpaid one from February 13 to February 15.",
        { request, results },
      ),
    ).toEqual([]);
  });
});

describe("a lookup answered with whatever field came back", () => {
  const results = [
    '{"employee_id":"emp_1003","employee_name":"Kitty Gulgowski","leave_balance":12}',
  ];
  const request = "Just tell me the leave balance of Kitty Gulgowski, please.";
  it("flags an answer about another field", () => {
    expect(
      answerReaderProblems("The employee name is Kitty Gulgowski.", { request, results }),
    ).toContain("off-target");
  });
  it("passes the asked field", () => {
    expect(answerReaderProblems("The leave balance is 12.", { request, results })).toEqual([]);
  });
});

describe("a made-up value anywhere in the answer", () => {
  it("finds the placeholder after an ordinary 'is 4'", () => {
    expect(
      answerReaderProblems("The height is 4, the width is 63 and the zxing is Zebra zxing 3."),
    ).toContain("placeholder");
    expect(answerReaderProblems("The height is 4 and the width is 63.")).toEqual([]);
  });
});

describe("fresh10 readers' bad answers, by cause", () => {
  it("a stand-in named by its own label as the whole answer, and a state's code", () => {
    expect(answerReaderProblems("The request is Request 2.")).toContain("placeholder");
    expect(answerReaderProblems("I've updated the abuse. The state is 2.")).toContain(
      "code-as-value",
    );
    // Natural look-alikes: a real name with a number among other facts, counts and codes of words.
    expect(answerReaderProblems("Your gate is Gate 12 and boarding starts at 3:10 pm.")).toEqual(
      [],
    );
    expect(answerReaderProblems("The state is CO and the city is Denver.")).not.toContain(
      "code-as-value",
    );
    expect(answerReaderProblems("The status is 2 adults checked in.")).not.toContain(
      "code-as-value",
    );
  });

  it("a status the call's own flag denies", () => {
    const args = ['{"block_id":89,"currency":"LTL","paid":false,"type":"advance"}'];
    const said =
      "I've added the document. The notification status is closed, the payment status is paid and the due date is January 25.";
    expect(answerReaderProblems(said, { args, results: ['{"payment_status":"paid"}'] })).toContain(
      "contradicts-flag",
    );
    // Paid in both: nothing to contradict.
    expect(
      answerReaderProblems(said, {
        args: ['{"paid":true}'],
        results: ['{"payment_status":"paid"}'],
      }),
    ).not.toContain("contradicts-flag");
  });
});
