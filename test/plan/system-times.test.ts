import { describe, expect, it } from "vitest";
import { itemSchemaAt } from "../../src/core/plan/ground-plan.js";
import {
  describeSelection,
  isSystemTime,
  isUnsaidInput,
} from "../../src/core/plan/value-picker.js";

// fresh11 readers (U): "remove the dag with a last expired of Dec 14, 2025 at 10:30 am with the
// dag run with a data interval end of Jan 17 at 11:15 am". Airflow's DAG and DAGRun, verbatim
// field schemas: every time on them is kept by the scheduler, marked `readOnly`.
const RO_TIME = { format: "date-time", readOnly: true, type: ["string", "null"] };
const DAG_ITEM = {
  properties: {
    dag_id: { description: "The ID of the DAG.", readOnly: true, type: "string" },
    default_view: { readOnly: true, type: ["string", "null"] },
    last_expired: RO_TIME,
    last_parsed_time: RO_TIME,
    next_dagrun: RO_TIME,
  },
  type: "object",
};
const DAG_RUN_ITEM = {
  properties: {
    dag_run_id: { type: ["string", "null"] },
    data_interval_end: RO_TIME,
    data_interval_start: RO_TIME,
    logical_date: { format: "date-time", type: ["string", "null"] },
    state: { type: "string" },
  },
  type: "object",
};

describe("a record is never singled out by a time the system keeps", () => {
  const dags = [
    {
      dag_id: "dag_1001",
      default_view: "grid",
      last_expired: "2025-12-14T10:30:00Z",
      last_parsed_time: "2025-10-19T10:45:00Z",
    },
    {
      dag_id: "dag_1002",
      default_view: "graph",
      last_expired: "2025-12-28T15:45:00Z",
      last_parsed_time: "2025-10-20T10:45:00Z",
    },
    {
      dag_id: "dag_1003",
      default_view: "tree",
      last_expired: "2025-11-28T15:45:00Z",
      last_parsed_time: "2025-10-21T10:45:00Z",
    },
  ];

  it("not by `last_expired`, by its name alone", () => {
    const s = describeSelection(dags, 1, "dags");
    expect(s.by).not.toBe("last_expired");
    expect(s.by).toBe("default_view");
  });

  it("not by a `readOnly` time the doc marks, even with a plain name", () => {
    const runs = [0, 1, 2].map((i) => ({
      dag_run_id: `dr_100${i}`,
      data_interval_end: `2026-01-1${i}T11:15:00Z`,
      state: "queued",
    }));
    expect(describeSelection(runs, 1, "dag_runs").by).toBe("data_interval_end");
    const s = describeSelection(runs, 1, "dag_runs", DAG_RUN_ITEM);
    expect(s.by).toBe("position");
  });

  it("the element schema comes from the list's place in the output schema", () => {
    const out = { properties: { dags: { items: DAG_ITEM, type: "array" } }, type: "object" };
    expect(itemSchemaAt(out, "dags[]")?.properties).toHaveProperty("last_expired");
    expect(itemSchemaAt({ items: DAG_ITEM, type: "array" }, "[]")?.properties).toHaveProperty(
      "dag_id",
    );
    expect(itemSchemaAt(out, "runs[]")).toBeUndefined();
  });

  it("bookkeeping names without a doc: last_, next_, past-tense events", () => {
    expect(isSystemTime("last_expired", "2025-12-14T10:30:00Z")).toBe(true);
    expect(isSystemTime("next_dagrun", "2026-01-19T12:15:00Z")).toBe(true);
    expect(isSystemTime("changed", "2026-01-19")).toBe(true);
    expect(isSystemTime("dateModified", "2026-01-19T12:15:00Z")).toBe(true);
    expect(isSystemTime("data_interval_end", "2026-01-17T11:15:00Z", RO_TIME)).toBe(true);
  });

  it("a time the person chose stays sayable: a booking, a due date, a scheduled run", () => {
    expect(isSystemTime("start_time", "2026-02-13T16:15:00Z")).toBe(false);
    expect(isSystemTime("due_date", "2026-02-13")).toBe(false);
    expect(isSystemTime("scheduled_for", "2026-02-13T16:15:00Z")).toBe(false);
    expect(isSystemTime("logical_date", "2026-02-13T16:15:00Z", { format: "date-time" })).toBe(
      false,
    );
    // Not a time at all: a name that ends in -ed is no bookkeeping stamp.
    expect(isSystemTime("preferred_name", "Ada")).toBe(false);
  });

  it("appointments are still picked by the time the user booked", () => {
    const slots = [
      { id: "1", start_time: "2026-02-13T16:15:00Z", last_modified: "2026-01-02T10:00:00Z" },
      { id: "2", start_time: "2026-02-14T09:00:00Z", last_modified: "2026-01-01T10:00:00Z" },
      { id: "3", start_time: "2026-02-15T09:00:00Z", last_modified: "2026-01-03T10:00:00Z" },
    ];
    const s = describeSelection(slots, 0, "slots");
    expect(s.by).toBe("start_time");
  });
});

describe("request inputs the server sets or the API sizes", () => {
  it("a readOnly body field is never the user's to say (Airflow Pool.occupied_slots)", () => {
    expect(isUnsaidInput("occupied_slots", { readOnly: true, type: "integer" })).toBe(true);
    expect(
      isUnsaidInput("slots", { description: "The maximum number of slots.", type: "integer" }),
    ).toBe(false);
  });

  it("a count of results to return is left to the API (TfL Mode_Arrivals `count`)", () => {
    expect(
      isUnsaidInput("count", {
        description: "A number of arrivals to return for each stop, -1 to return all available.",
        format: "int32",
        type: "integer",
      }),
    ).toBe(true);
    // A count the user orders is theirs: "6 cups", "2 tickets".
    expect(isUnsaidInput("cups", { description: "Number of cups to brew.", type: "integer" })).toBe(
      false,
    );
    expect(
      isUnsaidInput("quantity", { description: "The number of tickets to buy.", type: "integer" }),
    ).toBe(false);
  });
});
