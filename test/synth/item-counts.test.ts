import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/index.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import {
  askFor,
  type FactPhrase,
  factPhrase,
  templateUserSimulator,
  writeRequest,
} from "../../src/core/synth/writer.js";

/**
 * Readers of `envfactory run public/examples` (stop 46, F): "place an order for the product
 * called Leather Monk Strap GTX 2 of them and in size 43", "place an order for my address in San
 * Diego 3 of them". The count of one order line is said with the product that line names.
 */
const createOrder: ToolSpec = {
  name: "createOrder",
  description: "Place an order for one or more products, optionally with a coupon.",
  inputSchema: {
    type: "object",
    required: ["customer_id", "lines", "address_id"],
    properties: {
      customer_id: { type: "string" },
      lines: {
        type: "array",
        items: {
          type: "object",
          properties: {
            product_id: { type: "string" },
            size: { type: "number" },
            quantity: { type: "integer", minimum: 1, maximum: 5 },
          },
        },
      },
      address_id: { type: "string", description: "One of the customer's saved addresses." },
    },
  },
};

const select = (key: string, noun: string, value: string, label = "name"): FactPhrase => ({
  key,
  value,
  label,
  role: "select",
  personal: false,
  noun,
  atGoal: true,
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

const product = select("s3.lines[0].product_id.select.name", "product", "Two-Strap Sandal");
const address = select("s3.address_id.select.city", "address", "Toronto", "city");
const quantity = arg("s3.lines[0].quantity", "quantity", 3, "quantity");
const size = arg("s3.lines[0].size", "size", 46, "measure");

async function requests(targets: FactPhrase[]): Promise<string[]> {
  const out: string[] = [];
  for (const seed of [0, 1, 2, 3, 4, 5]) {
    out.push(
      await writeRequest(
        {
          kind: "request",
          goal: toolWords(createOrder),
          targets,
          facts: [quantity, size],
          domain: "A shoe shop.",
        },
        { seed },
      ),
    );
  }
  return out;
}

describe("a count in an order line goes with the product of that line", () => {
  it("says '3 of the Two-Strap Sandal', never '… 3 of them'", async () => {
    for (const text of await requests([product])) {
      expect(text).toMatch(/\b3 of the Two-Strap Sandal (?:in size|with a size of) 46\b/);
      expect(text).not.toMatch(/of them/);
    }
  });

  it("puts the goods before the address they go to", async () => {
    for (const text of await requests([product, address])) {
      expect(text).toMatch(/\b3 of the Two-Strap Sandal (?:in size|with a size of) 46\b/);
      expect(text).not.toMatch(/of them/);
    }
    for (const text of await requests([address, product])) {
      expect(text).toMatch(
        /\b3 of the Two-Strap Sandal (?:in size|with a size of) 46 to my address\b/,
      );
    }
  });
});

describe("a reference whose value says what it is", () => {
  const project = arg("s1.project", "project", "Project Juniper", "reference");
  it("is said once: 'for Project Juniper', never 'for project Project Juniper' (fresh47)", async () => {
    expect(factPhrase(project)).toBe("for Project Juniper");
    for (const seed of [0, 1, 2, 3, 4, 5]) {
      const said = await templateUserSimulator.answer("Which project is it?", project, { seed });
      expect(said).not.toMatch(/project Project/i);
      expect(said).toMatch(/Project Juniper/);
    }
  });
  it("keeps the noun when the value is only a number", () => {
    expect(factPhrase(arg("s1.study", "study", "9", "reference"))).toBe("for study 9");
  });
});

describe("a text a tool reads (nlpcloud's dependency parse, fresh47)", () => {
  it("is asked as the text, never 'What should the message say?'", () => {
    const text = arg("s1.text", "text", "The quick brown fox.", "free-text");
    for (const seed of [0, 1, 2, 3]) expect(askFor(text, seed)).toMatch(/\btext\b/);
    const message = arg("s1.message", "message", "Running late.", "free-text");
    expect(askFor(message, 0)).toMatch(/say/);
  });
});

describe("a search term the assistant found the named record by (the shop's searchProducts)", () => {
  it("is said with the record, never as 'I'm looking for anything about \"Clarks\"'", async () => {
    const found = { ...product, fromStep: "s1" };
    const q: FactPhrase = {
      key: "s1.q",
      value: "Clarks",
      label: "q",
      role: "arg",
      personal: false,
      kind: "free-text",
      atGoal: false,
    };
    for (const seed of [0, 1, 2, 3]) {
      const text = await writeRequest(
        {
          kind: "request",
          goal: toolWords(createOrder),
          targets: [found],
          facts: [quantity, size, q],
          domain: "A shoe shop.",
        },
        { seed },
      );
      expect(text).toMatch(/Two-Strap Sandal \(Clarks\)/);
      expect(text).not.toMatch(/anything about/);
    }
  });
});
