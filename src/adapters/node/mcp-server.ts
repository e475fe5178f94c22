import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  type CallToolResult,
  ListToolsRequestSchema,
  type Tool,
} from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod/v4";
import { fail, ok, type Result } from "../../core/errors.js";
import type { EnvInstance, Sandbox, SandboxLimits } from "../../core/sandbox/index.js";
import type { CallOutcome, EnvBundle, ToolSpec } from "../../core/schema/index.js";

/** Names of the opt-in control tools; prefixed so they cannot be mistaken for the bundle's own. */
export const CONTROL_TOOL_NAMES = ["envfactory_reset", "envfactory_state_hash"] as const;

export interface McpEnvServerOptions {
  /** Where the instance runs: a worker pool for untrusted code, or in-process. */
  sandbox: Sandbox;
  /** Seed of the first episode (mixed with `bundle.seed`). Default 0. */
  episodeSeed?: number;
  /** Also list `envfactory_reset` and `envfactory_state_hash`. */
  controlTools?: boolean;
  limits?: Partial<SandboxLimits>;
  /**
   * Dispose `sandbox` on close (which frees the instance with it) instead of disposing only the
   * instance; for a sandbox made just for this server.
   */
  ownsSandbox?: boolean;
  /** Diagnostics (one line each); never stdout, which belongs to the protocol on stdio. */
  log?: (line: string) => void;
}

/**
 * One bundle served over MCP: connect `server` to a transport. `close()` waits for the call in
 * progress, closes the transport and frees the instance (or the whole sandbox when it owns it).
 */
export interface McpEnvServer {
  server: Server;
  /** The live instance (replaced when a reset asks for a new episode seed). */
  instance(): EnvInstance;
  close(): Promise<void>;
}

const READ_ONLY_KINDS = new Set(["read", "list", "compute"]);
const EMPTY_OBJECT_SCHEMA = { type: "object", properties: {}, additionalProperties: false };

/**
 * The bundle's tools as MCP `Tool`s: schemas passed through unchanged, except that a missing
 * root `type` becomes "object" (MCP requires it) and an output schema whose root is not an
 * object is left out (MCP's structuredContent must be an object; the text still carries it).
 * Hints come from the tool's kind unless the bundle sets them.
 */
export function toMcpTools(bundle: EnvBundle, controlTools = false): Tool[] {
  const tools = bundle.tools.map(toMcpTool);
  if (controlTools) tools.push(...controlToolList());
  return tools;
}

function toMcpTool(spec: ToolSpec): Tool {
  const tool: Tool = {
    name: spec.name,
    description: spec.description,
    inputSchema: { ...spec.inputSchema, type: "object" } as Tool["inputSchema"],
  };
  const output = advertisedOutputSchema(spec);
  if (output) tool.outputSchema = output as Tool["outputSchema"];
  const derived: NonNullable<Tool["annotations"]> = { openWorldHint: false };
  if (spec.kind) {
    derived.readOnlyHint = READ_ONLY_KINDS.has(spec.kind);
    if (!derived.readOnlyHint) derived.destructiveHint = spec.kind === "delete";
  }
  tool.annotations = { ...derived, ...spec.annotations };
  return tool;
}

function advertisedOutputSchema(spec: ToolSpec): Record<string, unknown> | undefined {
  const s = spec.outputSchema;
  if (!s) return undefined;
  const type = s.type;
  return type === "object" || (type === undefined && typeof s.properties === "object")
    ? { ...s, type: "object" }
    : undefined;
}

function controlToolList(): Tool[] {
  return [
    {
      name: "envfactory_reset",
      description:
        "Control tool (not part of the environment): put the environment back to its initial state. " +
        "Pass episode_seed to start a new episode with a different seed.",
      inputSchema: {
        type: "object",
        properties: { episode_seed: { type: "integer" } },
        additionalProperties: false,
      },
      outputSchema: {
        type: "object",
        properties: { stateHash: { type: "string" }, episodeSeed: { type: "integer" } },
        required: ["stateHash", "episodeSeed"],
      },
      annotations: { title: "Reset environment", destructiveHint: true, openWorldHint: false },
    },
    {
      name: "envfactory_state_hash",
      description:
        "Control tool (not part of the environment): sha256 of the canonical JSON of the current state.",
      inputSchema: EMPTY_OBJECT_SCHEMA as Tool["inputSchema"],
      outputSchema: {
        type: "object",
        properties: { stateHash: { type: "string" } },
        required: ["stateHash"],
      },
      annotations: { title: "State hash", readOnlyHint: true, openWorldHint: false },
    },
  ];
}

/**
 * A CallOutcome as an MCP tool result. Tool errors and faults use MCP's tool-error channel
 * (`isError`), so the model sees them; `_meta` tells a rollout worker which of the two it was.
 */
export function outcomeToCallResult(outcome: CallOutcome, spec?: ToolSpec): CallToolResult {
  if (outcome.ok) {
    const text = JSON.stringify(outcome.result) ?? "null";
    const result: CallToolResult = { content: [{ type: "text", text }] };
    if (spec && advertisedOutputSchema(spec)) {
      if (!isPlainObject(outcome.result))
        return faultResult("invalid-output", "the result is not an object as its schema says");
      result.structuredContent = outcome.result;
    }
    return result;
  }
  if ("error" in outcome) {
    return {
      isError: true,
      content: [{ type: "text", text: `${outcome.error.code}: ${outcome.error.message}` }],
      _meta: { "envfactory/error": outcome.error.code },
    };
  }
  return faultResult(outcome.fault.kind, outcome.fault.message);
}

function faultResult(kind: string, message: string): CallToolResult {
  return {
    isError: true,
    content: [{ type: "text", text: `environment fault (${kind}): ${message}` }],
    _meta: { "envfactory/fault": kind },
  };
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function toolError(code: string, message: string): CallToolResult {
  return outcomeToCallResult({ ok: false, error: { code, message } });
}

/**
 * Serve one bundle as an MCP server with one stateful instance. The instance is created now, so
 * a bundle that does not load fails here rather than on the first call. Nothing the bundle does
 * reaches the protocol layer as an exception: every call answers with a tool result.
 */
export async function createMcpEnvServer(
  bundle: EnvBundle,
  options: McpEnvServerOptions,
): Promise<Result<McpEnvServer>> {
  const controlTools = options.controlTools ?? false;
  if (controlTools) {
    const clash = bundle.tools.find((t) =>
      (CONTROL_TOOL_NAMES as readonly string[]).includes(t.name),
    );
    if (clash)
      return fail(
        "sandbox/bundle-load-failed",
        `the bundle has its own tool named ${clash.name}; serve it without --control-tools`,
        bundle.name,
      );
  }
  const open = (episodeSeed: number) =>
    options.sandbox.createInstance(bundle, { episodeSeed, limits: options.limits });
  let episodeSeed = options.episodeSeed ?? 0;
  const first = await open(episodeSeed);
  if (!first.ok) return first;
  let instance = first.value;
  let closed = false;
  const specs = new Map(bundle.tools.map((t) => [t.name, t]));
  const tools = toMcpTools(bundle, controlTools);
  const log = options.log ?? (() => undefined);

  // Calls are serialised so a reset that swaps the instance never races a call on the old one.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(f: () => Promise<T>): Promise<T> => {
    const next = queue.then(f);
    queue = next.catch(() => undefined);
    return next;
  };

  async function reset(args: Record<string, unknown>): Promise<CallToolResult> {
    const seed = args.episode_seed;
    if (seed !== undefined && !Number.isSafeInteger(seed))
      return toolError("InvalidArguments", "episode_seed must be an integer");
    if (typeof seed === "number" && seed !== episodeSeed) {
      const next = await open(seed);
      if (!next.ok) return faultResult("exception", next.error.message);
      instance.dispose();
      instance = next.value;
      episodeSeed = seed;
    } else {
      await instance.reset();
    }
    const hash = await instance.stateHash();
    return structured({ stateHash: hash, episodeSeed });
  }

  async function callTool(name: string, args: Record<string, unknown>): Promise<CallToolResult> {
    if (closed) return faultResult("exception", "the server is closing");
    if (controlTools && name === "envfactory_reset") return reset(args);
    if (controlTools && name === "envfactory_state_hash")
      return structured({ stateHash: await instance.stateHash() });
    const spec = specs.get(name);
    if (!spec) return toolError("UnknownTool", `no tool named ${JSON.stringify(name)}`);
    const outcome = await instance.call(name, args);
    if (!outcome.ok && "fault" in outcome)
      log(`fault in ${name}: ${outcome.fault.kind}: ${outcome.fault.message}`);
    return outcomeToCallResult(outcome, spec);
  }

  const server = new Server(
    { name: `envfactory-${bundle.name}`, version: "0.1.0" },
    { capabilities: { tools: {} }, instructions: bundle.description || undefined },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools }));
  server.setRequestHandler(LooseCallToolRequest, (request) =>
    serial(async () => {
      const { name, args } = callParams(request);
      try {
        return await callTool(name, args);
      } catch (e) {
        // The sandbox treats outcomes as data; anything thrown here is a host-side failure.
        const message = e instanceof Error ? e.message : String(e);
        log(`host failure in ${name}: ${message}`);
        return faultResult("exception", `host failure: ${message}`);
      }
    }),
  );

  return ok({
    server,
    instance: () => instance,
    async close() {
      if (closed) return;
      closed = true;
      await queue;
      await server.close();
      if (options.ownsSandbox) await options.sandbox.dispose();
      else instance.dispose();
    },
  });
}

/**
 * tools/call with params left unchecked here: the SDK's own tools/call check then answers a
 * malformed request (`arguments` null, a string, an array) with -32602 Invalid params. Registered
 * with the SDK's strict schema, the same request failed in the generic parse and came back as
 * -32603 Internal error, which clients treat as a server bug.
 */
const LooseCallToolRequest = z.object({
  method: z.literal("tools/call"),
  params: z.looseObject({}),
});

/** Name and arguments of a tools/call request that passed the SDK's check. */
function callParams(request: { params: Record<string, unknown> }): {
  name: string;
  args: Record<string, unknown>;
} {
  const args = request.params.arguments;
  return {
    name: String(request.params.name),
    args: args !== null && typeof args === "object" ? (args as Record<string, unknown>) : {},
  };
}

/**
 * An MCP server over a set of tools whose calls go to `call` (used by the HTTP server for one
 * session each). Control tools are never listed: scoring and reset are the trainer's, not the
 * model's.
 */
export function createMcpToolServer(
  name: string,
  tools: readonly Tool[],
  call: (tool: string, args: Record<string, unknown>) => Promise<CallToolResult>,
  log: (line: string) => void = () => undefined,
): Server {
  const server = new Server({ name, version: "0.1.0" }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: [...tools] }));
  server.setRequestHandler(LooseCallToolRequest, async (request) => {
    const { name: tool, args } = callParams(request);
    try {
      return await call(tool, args);
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      log(`host failure in ${tool}: ${message}`);
      return faultResult("exception", `host failure: ${message}`);
    }
  });
  return server;
}

function structured(value: Record<string, unknown>): CallToolResult {
  return { content: [{ type: "text", text: JSON.stringify(value) }], structuredContent: value };
}
