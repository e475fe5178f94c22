/**
 * A string matching a simple regular expression (literals, classes, `\d\w`, groups with `|`,
 * `? * + {n,m}`), for seeding fields whose schema has a `pattern`. Returns undefined when the
 * pattern is beyond this small generator (the caller keeps its own value).
 */
export function samplePattern(pattern: string, random: () => number): string | undefined {
  let src = pattern.replace(/^\^/, "").replace(/\$$/, "");
  let pos = 0;
  const pick = (chars: string[]): string => chars[Math.floor(random() * chars.length)] ?? "";
  const shorthand = (c: string): string[] | undefined => {
    if (c === "d") return [..."0123456789"];
    if (c === "w") return [..."abcdefghijklmnopqrstuvwxyz0123456789"];
    if (c === "s") return [" "];
    return undefined;
  };
  const atom = (): string => {
    const c = src[pos++]!;
    if (c === "\\") {
      const e = src[pos++] ?? "";
      return pick(shorthand(e) ?? [e]);
    }
    if (c === ".") return pick([..."abcdefghkmnpqrstuvwxyz"]);
    if (c === "[") {
      let chars: string[] = [];
      let negated = false;
      if (src[pos] === "^") {
        negated = true;
        pos++;
      }
      while (pos < src.length && src[pos] !== "]") {
        let a = src[pos++]!;
        if (a === "\\") {
          const e = src[pos++] ?? "";
          const sh = shorthand(e);
          if (sh) {
            chars = chars.concat(sh);
            continue;
          }
          a = e;
        }
        if (src[pos] === "-" && pos + 1 < src.length && src[pos + 1] !== "]") {
          const b = src[pos + 1]!;
          pos += 2;
          for (let x = a.charCodeAt(0); x <= b.charCodeAt(0) && chars.length < 200; x++) {
            chars.push(String.fromCharCode(x));
          }
        } else chars.push(a);
      }
      pos++;
      return negated || chars.length === 0 ? "x" : pick(chars);
    }
    if (c === "(") {
      if (src[pos] === "?") pos += src[pos + 1] === ":" ? 2 : 1;
      const parts: string[] = [];
      let seg = "";
      let depth = 0;
      while (pos < src.length) {
        const ch = src[pos]!;
        if (ch === "\\") {
          seg += ch + (src[pos + 1] ?? "");
          pos += 2;
          continue;
        }
        if (ch === "(") depth++;
        if (ch === ")") {
          if (depth === 0) break;
          depth--;
        }
        if (ch === "|" && depth === 0) {
          parts.push(seg);
          seg = "";
          pos++;
          continue;
        }
        seg += ch;
        pos++;
      }
      parts.push(seg);
      pos++;
      const [saveSrc, savePos] = [src, pos];
      src = pick(parts);
      pos = 0;
      const out = sequence();
      [src, pos] = [saveSrc, savePos];
      return out;
    }
    return c;
  };
  const sequence = (): string => {
    let out = "";
    while (pos < src.length && src[pos] !== "|") {
      const start = pos;
      atom();
      const end = pos;
      let [lo, hi] = [1, 1];
      const q = src[pos];
      if (q === "?") [lo, hi, pos] = [0, 1, pos + 1];
      else if (q === "*") [lo, hi, pos] = [0, 1, pos + 1];
      else if (q === "+") [lo, hi, pos] = [1, 2, pos + 1];
      else if (q === "{") {
        const close = src.indexOf("}", pos);
        const [a, b] = src.slice(pos + 1, close).split(",");
        lo = Number.parseInt(a ?? "0", 10) || 0;
        hi = b === undefined ? lo : b === "" ? lo + 3 : Number.parseInt(b, 10);
        pos = close + 1;
      }
      const n = lo + Math.floor(random() * (Math.min(hi, lo + 6) - lo + 1));
      const after = pos;
      for (let i = 0; i < n; i++) {
        pos = start;
        const saved = src;
        src = src.slice(0, end);
        out += atom();
        src = saved;
      }
      pos = after;
    }
    return out;
  };
  try {
    const value = sequence();
    return new RegExp(pattern, "u").test(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
