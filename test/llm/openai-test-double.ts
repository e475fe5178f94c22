import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One scripted reply of the test-double server. */
export interface ScriptedReply {
  status?: number;
  /** An assistant message's text; wrapped in a chat.completion body. */
  content?: string;
  toolCalls?: { id: string; type: "function"; function: { name: string; arguments: string } }[];
  /** A raw body, sent as is (for junk answers). */
  raw?: string;
  delayMs?: number;
  headers?: Record<string, string>;
}

export interface RecordedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/**
 * TEST DOUBLE: a local OpenAI-compatible server on 127.0.0.1 that replays scripted replies in
 * order (the last one repeats) and records every request. It is not a model.
 */
export async function startOpenAiTestDouble(
  replies: ScriptedReply[] | ((body: Record<string, unknown>, index: number) => ScriptedReply),
  options: {
    /** Answer browsers from another origin: `access-control-allow-origin: *` and OPTIONS preflights (not recorded). */
    cors?: boolean;
  } = {},
): Promise<{ baseUrl: string; requests: RecordedRequest[]; close(): Promise<void> }> {
  const requests: RecordedRequest[] = [];
  const cors: Record<string, string> = options.cors
    ? {
        "access-control-allow-origin": "*",
        "access-control-allow-methods": "POST, OPTIONS",
        "access-control-allow-headers": "authorization, content-type",
        "access-control-max-age": "600",
      }
    : {};
  const server: Server = createServer((req, res) => {
    if (options.cors && req.method === "OPTIONS") {
      res.writeHead(204, cors).end();
      return;
    }
    let data = "";
    req.on("data", (chunk) => {
      data += chunk;
    });
    req.on("end", () => {
      const body = data ? (JSON.parse(data) as Record<string, unknown>) : {};
      const index = requests.length;
      requests.push({ path: req.url ?? "", headers: req.headers, body });
      const reply =
        typeof replies === "function"
          ? replies(body, index)
          : (replies[index] ?? replies[replies.length - 1]!);
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, {
          "content-type": "application/json",
          ...cors,
          ...reply.headers,
        });
        res.end(
          reply.raw ??
            JSON.stringify({
              id: `chatcmpl-${index}`,
              object: "chat.completion",
              model: String(body.model ?? "test-double"),
              choices: [
                {
                  index: 0,
                  finish_reason: reply.toolCalls ? "tool_calls" : "stop",
                  message: {
                    role: "assistant",
                    content: reply.content ?? null,
                    tool_calls: reply.toolCalls,
                  },
                },
              ],
              usage: { prompt_tokens: 11, completion_tokens: 7, total_tokens: 18 },
            }),
        );
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
