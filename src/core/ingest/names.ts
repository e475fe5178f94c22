import anyAscii from "any-ascii";

/** Tool names every major API accepts (OpenAI, Anthropic, MCP clients). */
export const TOOL_NAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Latin letters for any script (é → e, получить → poluchit, 取得 → QuDe), the shared sanitiser's
 * transliteration, so no tool is dropped for being written in another alphabet.
 */
function stripAccents(s: string): string {
  return anyAscii(s);
}

/**
 * Makes `raw` a valid tool name: ASCII letters, digits, `_` and `-`, at most 64 characters,
 * transliterating other scripts. Returns undefined only when nothing usable is left (emoji, symbols).
 */
export function sanitizeToolName(raw: string): string | undefined {
  const cleaned = stripAccents(raw)
    .replace(/[^A-Za-z0-9_-]+/g, "_")
    .replace(/_{2,}/g, "_")
    .replace(/^_+|_+$/g, "");
  if (!/[A-Za-z0-9]/.test(cleaned)) return undefined;
  // `gkeonprem.projects.locations.vmwareClusters.vmwareNodePools.delete`: a dotted name too long
  // keeps its tail — the method and what it acts on — and drops the service's namespace first;
  // cut at 64 it ended `…_vmwareNodePools_dele`, and a collection "…_deles" was made of it (fresh59).
  if (cleaned.length > 64 && raw.includes(".")) {
    const parts = raw.split(".");
    for (let drop = 1; drop <= parts.length - 2; drop++) {
      const tail = sanitizeToolName(parts.slice(drop).join("."));
      if (tail && tail.length <= 64) return tail;
    }
  }
  return cleaned.slice(0, 64).replace(/_+$/, "");
}

/** `orderId` → `order_id`, `HTTPStatus` → `http_status`. */
export function snakeCase(s: string): string {
  return stripAccents(s)
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1_$2")
    .replace(/[^A-Za-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .toLowerCase();
}

/** `get /orders/{orderId}/items` → `get_orders_by_order_id_items`. */
export function operationName(method: string, path: string): string {
  const parts = path
    .split("/")
    .filter((seg) => seg !== "")
    // Format suffixes (`{id}.json`) say nothing about the operation.
    .map((seg) => seg.replace(/\.(json|xml|ya?ml|csv|txt)$/i, ""))
    .map((seg) =>
      seg
        .split(/(\{[^}]*\})/)
        .map((part) => {
          const param = /^\{(.*)\}$/.exec(part);
          if (!param) return snakeCase(part);
          const name = snakeCase(param[1] ?? "");
          return name === "" ? "" : `by_${name}`;
        })
        .filter((part) => part !== "")
        .join("_"),
    )
    .filter((seg) => seg !== "");
  return sanitizeToolName([method.toLowerCase(), ...parts].join("_")) ?? method.toLowerCase();
}

/** Hands out unique names: a second `search` becomes `search_2` (still within 64 characters). */
export class NameRegistry {
  private readonly used = new Set<string>();

  claim(name: string): string {
    if (!this.used.has(name)) {
      this.used.add(name);
      return name;
    }
    for (let i = 2; ; i++) {
      const suffix = `_${i}`;
      const candidate = name.slice(0, 64 - suffix.length) + suffix;
      if (!this.used.has(candidate)) {
        this.used.add(candidate);
        return candidate;
      }
    }
  }
}

const NAME_NOISE = new Set(["api", "apis", "service", "server", "rest", "http", "v1", "v2", "v3"]);

/** Environment name: kebab-case words of a title or class name, noise such as "API" removed. */
export function envNameFrom(raw: string): string {
  const words = snakeCase(raw)
    .split("_")
    .filter((w) => w !== "");
  const meaningful = words.filter((w) => !NAME_NOISE.has(w) && !/^v?\d+$/.test(w));
  const chosen = meaningful.length > 0 ? meaningful : words;
  const name = chosen.join("-").slice(0, 64).replace(/-+$/, "");
  return name === "" ? "env" : name;
}

/** `/some/dir/smart-home.mcp.json` → `smart-home`. */
export function fileStem(file: string): string {
  const base = file.split(/[\\/]/).pop() ?? file;
  const stem = base.split(".")[0];
  return stem === undefined || stem === "" ? base : stem;
}

/** `ClinicScheduling` → `Clinic Scheduling`, `smart-home` → `Smart Home`. */
export function titleFrom(raw: string): string {
  return snakeCase(raw)
    .split("_")
    .filter((w) => w !== "")
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join(" ");
}
