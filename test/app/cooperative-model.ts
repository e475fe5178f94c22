/**
 * TEST DOUBLE logic: answers each of our prompts (by its JSON-schema name) the way a cooperative
 * model would, echoing the facts it was given, with wording the offline templates never use
 * ("Thanks a bunch", "All sorted") so tests can tell model text from template text.
 * Returns undefined for prompts it does not know (the caller decides how to fail).
 */
export function cooperativeAnswer(name: string | undefined, text: string): string | undefined {
  const facts = (re: RegExp) => {
    const m = re.exec(text);
    if (!m) return [];
    try {
      return (JSON.parse(m[1]!) as { text?: string; value?: unknown }[]).map(
        (f) => f.text ?? String(f.value),
      );
    } catch {
      return [];
    }
  };
  if (name === "write_request") {
    // The plain version the prompt shows, in a voice the templates never use.
    const plain = /A plain version: (.*)/.exec(text)?.[1] ?? "";
    return JSON.stringify({ request: `Hey! ${plain} Thanks a bunch!` });
  }
  if (name === "simulate_user") {
    const list = facts(/Facts you know:\n([\s\S]*?)\n\nThe assistant asked/);
    return JSON.stringify({ reply: `Oh sure, ${list.join(", ")}.` });
  }
  if (name === "final_answer") {
    const m = /Facts to state:\n([\s\S]*?)\n\nAnswer JSON only/.exec(text);
    const list = m ? m[1]!.split("\n").map((l) => l.replace(/^- /, "")) : [];
    return JSON.stringify({ answer: `All sorted. ${list.join("; ")}.` });
  }
  return undefined;
}
