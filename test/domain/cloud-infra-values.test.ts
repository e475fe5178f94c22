import { describe, expect, it } from "vitest";
import { createValueSampler } from "../../src/core/domain/values.js";

// MemoryDB (fresh60, dev data since): a reserved node's `NodeType` "subnet group", its
// `RecurringChargeFrequency` "51.24", clusters in parameter group "Interns" and subnet group
// "Everyone"; and the sampler gave an RDS Data API `sql` "SQL-6474" and `database` "DAT-5939".
describe("values of cloud infrastructure", () => {
  const s = createValueSampler(4, {
    domain: "general amazon-memory-db MemoryDB for Redis",
    entities: ["clusters", "reserved_nodes", "parameter_groups"],
  });
  const v = (name: string, description: string, entity: string) =>
    String(
      s.value({
        name,
        schema: { type: "string", description },
        entity,
        siblings: [name],
        record: {},
      }),
    );

  it("are the provider's node types and billing words", () => {
    expect(v("NodeType", "The node type for the reserved nodes.", "reserved_nodes")).toMatch(
      /^db\.[a-z0-9]+\.[a-z0-9]+$/,
    );
    expect(
      v(
        "RecurringChargeFrequency",
        "The frequency of the recurring price charged.",
        "reserved_nodes",
      ),
    ).toMatch(/^(Hourly|Monthly)$/);
  });

  it("name groups as engineers do, not as teams of people", () => {
    expect(
      v("SubnetGroupName", "The name of the subnet group used by the cluster.", "clusters"),
    ).toMatch(/^[a-z]+-subnets$/);
    expect(v("Name", "The name of the parameter group.", "parameter_groups")).toMatch(
      /^[a-z]+-params$/,
    );
  });

  it("run SQL and name databases", () => {
    expect(v("sql", "The SQL statement to run.", "statements")).toMatch(
      /^(SELECT|UPDATE|INSERT|DELETE|CREATE) /,
    );
    expect(v("database", "The name of the database.", "statements")).toMatch(/^[a-z_]+$/);
  });
});
