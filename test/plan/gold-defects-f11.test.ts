import { describe, expect, it } from "vitest";
import { type BundleLike, type GoldTask, goldDefects } from "./gold-defects.js";

/** The detector agrees with the fresh11 blind readers (r1/r2) on their verbatim examples. */
const op = (
  name: string,
  method: string,
  path: string,
  description: string,
  schemas: { inputSchema?: unknown; outputSchema?: unknown } = {},
) => ({
  name,
  description,
  ...schemas,
  source: { format: "openapi", pointer: `/paths/${path.replace(/\//g, "~1")}/${method}` },
});
const RO_TIME = { format: "date-time", readOnly: true, type: ["string", "null"] };
// Apache Airflow's stable API (fresh11), the fields the readers quoted.
const airflow: BundleLike = {
  tools: [
    op("get_dags", "get", "/dags", "List DAGs", {
      inputSchema: {
        type: "object",
        properties: {
          only_active: {
            description: "Only filter active DAGs.",
            default: true,
            type: "boolean",
          },
          dag_id_pattern: { type: "string" },
        },
      },
      outputSchema: {
        type: "object",
        properties: {
          dags: {
            type: "array",
            items: {
              properties: {
                dag_id: { readOnly: true, type: "string" },
                last_expired: RO_TIME,
                fileloc: { readOnly: true, type: "string" },
              },
            },
          },
        },
      },
    }),
    op("post_pool", "post", "/pools", "Create a pool", {
      inputSchema: {
        type: "object",
        properties: {
          name: { type: "string" },
          slots: { type: "integer" },
          occupied_slots: { readOnly: true, type: "integer" },
        },
      },
    }),
    op("delete_dag", "delete", "/dags/{dag_id}", "Delete a DAG"),
  ],
};
// TfL's `count` and Patrowl's acting GETs, verbatim.
const tfl: BundleLike = {
  tools: [
    op("Mode_Arrivals", "get", "/Mode/{mode}/Arrivals", "Gets the next arrival predictions", {
      inputSchema: {
        type: "object",
        properties: {
          mode: { type: "string" },
          count: {
            description:
              "A number of arrivals to return for each stop, -1 to return all available.",
            type: "integer",
          },
        },
        required: ["mode"],
      },
    }),
  ],
};
const patrowl: BundleLike = {
  tools: [
    op("StopScanPage", "get", "/stop/{scanId}", "Stop a scan identified by id."),
    op("StatusScanPage", "get", "/status/{scanId}", "Status of a scan identified by id."),
  ],
};
const kinds = (b: BundleLike, task: GoldTask) => goldDefects(task, b).map((d) => d.kind);

describe("gold defects the fresh11 readers marked", () => {
  it('"remove the dag with a last expired of Dec 14, 2025 at 10:30 am" (r1 S01, S15)', () => {
    const calls = [
      { tool: "get_dags", args: {} },
      { tool: "delete_dag", args: { dag_id: "dag_1004" }, dependsOn: [0] },
    ];
    expect(
      kinds(airflow, {
        calls,
        selects: [{ field: "last_expired", value: "2025-12-14T10:30:00Z" }],
      }),
    ).toContain("system-time-key");
    // Counter-examples: a record named by its path, a booking by the time the user chose.
    expect(
      kinds(airflow, { calls, selects: [{ field: "fileloc", value: "/dags/etl.py" }] }),
    ).not.toContain("system-time-key");
    expect(
      kinds(airflow, { calls, selects: [{ field: "start_time", value: "2026-02-13T16:15:00Z" }] }),
    ).not.toContain("system-time-key");
  });

  it('"only_active": true never asked; "count": 2 never given; occupied slots said (r1 S15, S24, r2 S18)', () => {
    expect(
      kinds(airflow, { calls: [{ tool: "get_dags", args: { only_active: true } }] }),
    ).toContain("unasked-arg");
    expect(
      kinds(tfl, { calls: [{ tool: "Mode_Arrivals", args: { mode: "tube", count: 2 } }] }),
    ).toContain("unasked-arg");
    expect(
      kinds(airflow, {
        calls: [
          { tool: "post_pool", args: { name: "Production pool", occupied_slots: 81, slots: 15 } },
        ],
      }),
    ).toContain("unasked-arg");
    // Counter-examples: the other value of a switch, a filter the user gives, a pool's own slots.
    expect(kinds(airflow, { calls: [{ tool: "get_dags", args: { only_active: false } }] })).toEqual(
      [],
    );
    expect(
      kinds(airflow, { calls: [{ tool: "get_dags", args: { dag_id_pattern: "etl" } }] }),
    ).toEqual([]);
    expect(
      kinds(airflow, {
        calls: [{ tool: "post_pool", args: { name: "Production pool", slots: 15 } }],
      }),
    ).toEqual([]);
    expect(kinds(tfl, { calls: [{ tool: "Mode_Arrivals", args: { mode: "tube" } }] })).toEqual([]);
  });

  it('"What is the status of the scan page for scan 2?" → StopScanPage (r2 S26)', () => {
    expect(
      kinds(patrowl, {
        goals: ["StopScanPage"],
        goalPhrase: "check the scan page",
        calls: [{ tool: "StopScanPage", args: { scanId: 2 } }],
      }),
    ).toContain("read-worded-write");
    expect(
      kinds(patrowl, {
        goals: ["StatusScanPage"],
        goalPhrase: "check the scan page",
        calls: [{ tool: "StatusScanPage", args: { scanId: 2 } }],
      }),
    ).toEqual([]);
    // The run took "clean all scans" for a read and the writer asked "the status of the scan".
    expect(
      kinds(
        {
          tools: [{ ...patrowl.tools[0]!, name: "CleanScansPage", description: "Clean all scans" }],
        },
        {
          goals: ["CleanScansPage"],
          goalPhrase: "clean all scans",
          goalKind: "read",
          calls: [{ tool: "CleanScansPage", args: {} }],
        },
      ),
    ).toContain("read-worded-write");
    // Asked as an action, the stop is the right call.
    expect(
      kinds(patrowl, {
        goals: ["StopScanPage"],
        goalPhrase: "stop the scan",
        calls: [{ tool: "StopScanPage", args: { scanId: 2 } }],
      }),
    ).toEqual([]);
  });
});
