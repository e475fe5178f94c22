import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import type { ErrorCode } from "../../core/errors.js";
import { nextUserMessage, type UserVisibleMessage } from "../../core/eval/simulated-user.js";
import { createMcpToolServer, outcomeToCallResult } from "./mcp-server.js";
import type { SessionManager, SessionTarget } from "./session-manager.js";

export interface HttpServerOptions {
  sessions: SessionManager;
  /** Default 127.0.0.1: sessions run code on this machine; expose them only on purpose. */
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** Largest request body accepted (default 1 MiB); larger ones get 413. */
  maxBodyBytes?: number;
  log?: (line: string) => void;
}

export interface RunningHttpServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

const STATUS: Partial<Record<ErrorCode, number>> = {
  "serve/not-found": 404,
  "serve/full": 503,
  "serve/bad-request": 400,
};

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
  });
  res.end(text);
}

/** Read a JSON body up to `max` bytes (413 past it, 400 when it is not JSON). */
async function readJson(req: IncomingMessage, max: number): Promise<unknown> {
  const declared = Number(req.headers["content-length"] ?? "0");
  if (declared > max) throw new HttpError(413, "serve/too-large", `body over ${max} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > max) throw new HttpError(413, "serve/too-large", `body over ${max} bytes`);
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, "serve/bad-request", "body is not JSON");
  }
}

function objectBody(v: unknown): Record<string, unknown> {
  if (v === null || typeof v !== "object" || Array.isArray(v))
    throw new HttpError(400, "serve/bad-request", "body must be a JSON object");
  return v as Record<string, unknown>;
}

function target(body: Record<string, unknown>): SessionTarget {
  if (typeof body.task === "string") return { task: body.task };
  if (typeof body.env === "string") {
    const seed = body.episodeSeed;
    if (seed !== undefined && !Number.isSafeInteger(seed))
      throw new HttpError(400, "serve/bad-request", "episodeSeed must be an integer");
    return { env: body.env, ...(typeof seed === "number" ? { episodeSeed: seed } : {}) };
  }
  throw new HttpError(400, "serve/bad-request", 'give {"task": ID} or {"env": NAME}');
}

/**
 * `envfactory serve --http`: REST routes for rollout workers and MCP streamable HTTP at `/mcp`,
 * over one SessionManager. Every session is isolated; scoring and reset are routes, never tools.
 */
export async function startHttpServer(options: HttpServerOptions): Promise<RunningHttpServer> {
  const sessions = options.sessions;
  const max = options.maxBodyBytes ?? 1 << 20;
  const log = options.log ?? (() => undefined);
  /** MCP session id → its transport and the environment session behind it. */
  const mcp = new Map<string, { transport: StreamableHTTPServerTransport; session: string }>();

  const result = <T>(
    r: { ok: true; value: T } | { ok: false; error: { code: string; message: string } },
  ): T => {
    if (r.ok) return r.value;
    throw new HttpError(STATUS[r.error.code as ErrorCode] ?? 500, r.error.code, r.error.message);
  };

  async function rest(req: IncomingMessage, res: ServerResponse, path: string[]): Promise<void> {
    const method = req.method ?? "GET";
    if (method === "GET" && path.length === 1 && path[0] === "health")
      return send(res, 200, {
        ok: true,
        sessions: sessions.size,
        maxSessions: sessions.maxSessions,
        tasks: sessions.taskCount,
        envs: sessions.envNames(),
      });
    if (method === "POST" && path.length === 1 && path[0] === "score") {
      const body = objectBody(await readJson(req, max));
      if (typeof body.task !== "string")
        throw new HttpError(400, "serve/bad-request", "task must be a task id");
      return send(res, 200, result(await sessions.scoreTask(body.task, body.messages)));
    }
    if (path[0] !== "sessions") throw new HttpError(404, "serve/not-found", "no such route");
    if (method === "POST" && path.length === 1) {
      const body = objectBody(await readJson(req, max));
      return send(res, 200, result(await sessions.open(target(body))));
    }
    const id = path[1]!;
    if (method === "DELETE" && path.length === 2) {
      if (!(await sessions.close(id)))
        throw new HttpError(404, "serve/not-found", `no session ${id}`);
      return send(res, 200, { closed: id });
    }
    if (method === "GET" && path.length === 3 && path[2] === "state")
      return send(res, 200, { stateHash: result(await sessions.stateHash(id)) });
    if (method !== "POST" || path.length !== 3)
      throw new HttpError(404, "serve/not-found", "no such route");
    const body = objectBody(await readJson(req, max));
    switch (path[2]) {
      case "call": {
        if (typeof body.tool !== "string")
          throw new HttpError(400, "serve/bad-request", "tool must be a string");
        return send(res, 200, result(await sessions.call(id, body.tool, body.args ?? {})));
      }
      case "score":
        return send(res, 200, result(await sessions.scoreSession(id, body.messages)));
      case "user": {
        // The same simulated user as eval: answers questions from the task's facts, brings the
        // task's later turns, and says done after the last one. Pure, so any replica agrees.
        const task = result(sessions.sessionTask(id));
        if (
          !Array.isArray(body.messages) ||
          body.messages.some((m) => m === null || typeof m !== "object")
        )
          throw new HttpError(400, "serve/bad-request", "messages must be an array of messages");
        const reply = nextUserMessage(task, body.messages as UserVisibleMessage[]);
        return send(res, 200, { role: "user", ...reply });
      }
    }
    throw new HttpError(404, "serve/not-found", "no such route");
  }

  async function mcpRoute(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const header = req.headers["mcp-session-id"];
    const known = typeof header === "string" ? mcp.get(header) : undefined;
    if (known) {
      const body = req.method === "POST" ? await readJson(req, max) : undefined;
      await known.transport.handleRequest(req, res, body);
      return;
    }
    if (typeof header === "string")
      throw new HttpError(404, "serve/not-found", `no MCP session ${header}`);
    if (req.method !== "POST")
      throw new HttpError(400, "serve/bad-request", "start an MCP session with initialize");
    const body = await readJson(req, max);
    // A new MCP session opens an environment session: /mcp?task=ID or /mcp?env=NAME&episodeSeed=k.
    const q = url.searchParams;
    const seed = q.get("episodeSeed");
    const tgt: SessionTarget = q.get("task")
      ? { task: q.get("task")! }
      : q.get("env")
        ? { env: q.get("env")!, ...(seed !== null ? { episodeSeed: Number(seed) } : {}) }
        : (() => {
            throw new HttpError(400, "serve/bad-request", "use /mcp?task=ID or /mcp?env=NAME");
          })();
    const opened = result(await sessions.open(tgt));
    const tools: Tool[] = opened.tools.map((t) => ({
      name: t.function.name,
      description: t.function.description,
      inputSchema: t.function.parameters as Tool["inputSchema"],
    }));
    const server = createMcpToolServer(
      `envfactory-${"task" in tgt ? tgt.task : tgt.env}`,
      tools,
      async (tool, args) =>
        outcomeToCallResult(result(await sessions.call(opened.session, tool, args))),
      log,
    );
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      enableJsonResponse: true,
      onsessioninitialized: (sid) => {
        mcp.set(sid, { transport, session: opened.session });
      },
    });
    transport.onclose = () => {
      const sid = transport.sessionId;
      if (sid) mcp.delete(sid);
      void sessions.close(opened.session);
    };
    await server.connect(transport);
    await transport.handleRequest(req, res, body);
    if (!transport.sessionId) await sessions.close(opened.session);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const path = url.pathname.split("/").filter((p) => p !== "");
    const handle =
      path[0] === "mcp" && path.length === 1 ? mcpRoute(req, res, url) : rest(req, res, path);
    handle.catch((e: unknown) => {
      if (res.headersSent) return void res.end();
      if (e instanceof HttpError)
        return send(res, e.status, { error: { code: e.code, message: e.message } });
      const message = e instanceof Error ? e.message : String(e);
      log(`internal error on ${req.method} ${url.pathname}: ${message}`);
      send(res, 500, { error: { code: "serve/internal", message } });
    });
  });
  server.keepAliveTimeout = 30_000;
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return {
    url: `http://${shownHost}:${address.port}`,
    server,
    async close() {
      for (const { transport } of [...mcp.values()]) await transport.close().catch(() => undefined);
      mcp.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sessions.dispose();
    },
  };
}
