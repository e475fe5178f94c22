import { fail, ok, type Result } from "../errors.js";
import {
  type IngestFormat,
  type JsonSchemaObject,
  ToolAnnotations,
  ToolSpec,
} from "../schema/index.js";
import { NameRegistry, sanitizeToolName } from "./names.js";
import {
  newSchemaBudget,
  normalizeSchema,
  type SchemaDialect,
  type SchemaIssue,
} from "./normalize-schema.js";

export interface IngestWarning {
  where: string;
  message: string;
}

/** One tool as a format module found it, before naming, normalisation and validation. */
export interface RawTool {
  /** JSON pointer of the tool inside the file, e.g. `/tools/3` or `/paths/~1orders/post`. */
  pointer: string;
  name: unknown;
  description: unknown;
  inputSchema: unknown;
  /** Pointer (relative to `pointer`) where the input schema sits, for error locations. */
  inputAt: string;
  outputSchema?: unknown;
  outputAt?: string;
  annotations?: unknown;
  /** When true the schemas are already normalised JSON Schema (OpenAPI builds them itself). */
  normalized?: boolean;
  /** Messages from building the schemas, with absolute pointers into the file. */
  buildWarnings?: SchemaIssue[];
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/**
 * Normalises, names, validates and collects the tools of one file. A bad tool becomes a warning
 * and is skipped; `finish()` fails with `ingest/invalid-tool` only when no tool survived.
 */
export class ToolCollector {
  readonly tools: ToolSpec[] = [];
  readonly warnings: IngestWarning[] = [];
  private readonly skipped: IngestWarning[] = [];
  private readonly names = new NameRegistry();
  /** One `$ref` expansion budget for the whole document. */
  private readonly budget = newSchemaBudget();

  constructor(
    readonly file: string,
    readonly format: IngestFormat,
    private readonly dialect: SchemaDialect,
    private readonly root?: unknown,
  ) {}

  where(pointer: string): string {
    return `${this.file}#${pointer}`;
  }

  warn(pointer: string, message: string): void {
    this.warnings.push({ where: this.where(pointer), message });
  }

  private skip(pointer: string, message: string): void {
    const entry = { where: this.where(pointer), message: `tool skipped: ${message}` };
    this.skipped.push(entry);
    this.warnings.push(entry);
  }

  private schema(
    raw: unknown,
    normalized: boolean | undefined,
  ): { schema: JsonSchemaObject; warnings: SchemaIssue[]; errors: SchemaIssue[] } {
    if (normalized && isPlainObject(raw)) return { schema: raw, warnings: [], errors: [] };
    // Tool schemas are their own documents: `#/$defs/X` points inside the schema itself.
    return normalizeSchema(raw, {
      dialect: this.dialect,
      root: this.root ?? raw,
      budget: this.budget,
    });
  }

  add(raw: RawTool): void {
    const at = raw.pointer;
    if (typeof raw.name !== "string" || raw.name.trim() === "") {
      this.skip(`${at}/name`, "missing or empty name");
      return;
    }
    const clean = sanitizeToolName(raw.name);
    if (clean === undefined) {
      this.skip(`${at}/name`, `name "${raw.name}" has no usable characters`);
      return;
    }
    const name = this.names.claim(clean);
    if (clean !== raw.name) this.warn(`${at}/name`, `name "${raw.name}" sanitised to "${clean}"`);
    if (name !== clean) this.warn(`${at}/name`, `duplicate name "${clean}" renamed to "${name}"`);

    for (const w of raw.buildWarnings ?? []) this.warn(w.path, w.message);

    let inputRaw = raw.inputSchema;
    if (inputRaw === undefined || inputRaw === null) inputRaw = { type: "object", properties: {} };
    if (!isPlainObject(inputRaw)) {
      this.skip(`${at}${raw.inputAt}`, "input schema is not an object");
      return;
    }
    const input = this.schema(inputRaw, raw.normalized);
    for (const w of input.warnings) this.warn(`${at}${raw.inputAt}${w.path}`, w.message);
    const firstError = input.errors[0];
    if (firstError) {
      this.skip(
        `${at}${raw.inputAt}${firstError.path}`,
        `invalid input schema: ${firstError.message}`,
      );
      return;
    }
    const inputSchema = input.schema;
    if (inputSchema.type === undefined && !inputSchema.anyOf && !inputSchema.oneOf) {
      inputSchema.type = "object";
    }
    if (inputSchema.type !== "object") {
      this.skip(`${at}${raw.inputAt}`, "input schema must describe an object (type: object)");
      return;
    }
    if (inputSchema.properties === undefined) inputSchema.properties = {};

    let outputSchema: JsonSchemaObject | undefined;
    if (raw.outputSchema !== undefined && raw.outputSchema !== null) {
      const outAt = `${at}${raw.outputAt ?? ""}`;
      const output = this.schema(raw.outputSchema, raw.normalized);
      for (const w of output.warnings) this.warn(`${outAt}${w.path}`, w.message);
      const outError = output.errors[0];
      if (outError) {
        this.warn(`${outAt}${outError.path}`, `output schema dropped: ${outError.message}`);
      } else outputSchema = output.schema;
    }

    let annotations: ToolSpec["annotations"];
    if (raw.annotations !== undefined) {
      const parsed = ToolAnnotations.safeParse(raw.annotations);
      if (parsed.success) annotations = parsed.data;
      else this.warn(`${at}/annotations`, "annotations ignored: not a valid annotations object");
    }

    const candidate = {
      name,
      description: typeof raw.description === "string" ? raw.description.trim() : "",
      inputSchema,
      ...(outputSchema ? { outputSchema } : {}),
      ...(annotations ? { annotations } : {}),
      source: { format: this.format, file: this.file, pointer: at },
    };
    const checked = ToolSpec.safeParse(candidate);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      this.skip(at, `not a valid tool: ${issue?.path.join(".")} ${issue?.message}`);
      return;
    }
    this.tools.push(checked.data);
  }

  /** The collected tools, or `ingest/invalid-tool` naming the first problem when none is usable. */
  finish(): Result<ToolSpec[]> {
    if (this.tools.length > 0) return ok(this.tools);
    const first = this.skipped[0];
    if (first) {
      return fail(
        "ingest/invalid-tool",
        `no valid tool in ${this.file}; first problem: ${first.message}`,
        first.where,
      );
    }
    return fail("ingest/invalid-tool", `no tools found in ${this.file}`, this.where(""));
  }
}
