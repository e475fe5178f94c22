import { html } from "lit";
import type { ModelUseTotals } from "./quality.js";

const USE_LABELS: Record<string, string> = {
  "rewrite-request": "Requests rewritten",
  "simulated-user": "Simulated user replies",
  "final-answer": "Final answers",
  envgen: "Environments written",
  scenarios: "Scenario tests proposed",
  "classify-params": "Parameters classified",
};

/** Where and how often the model's output was kept, and why the offline path won otherwise. */
export function renderModelUse(t: ModelUseTotals, title = "Model use") {
  const uses = Object.entries(t.uses);
  const failures = Object.entries(t.failures);
  return html`<section class="card" aria-label=${title} data-testid="model-report">
    <h3>${title}</h3>
    <p>Model <strong>${t.models.join(", ")}</strong> · ${t.requests} requests
      (${t.cacheHits} from the response cache) · ${t.promptTokens + t.completionTokens} tokens</p>
    ${
      uses.length
        ? html`<table>
          <thead><tr><th>Used for</th><th>Model output kept</th><th>Offline fallback</th><th>Why it fell back</th></tr></thead>
          <tbody>${uses.map(
            ([use, s]) => html`<tr data-use=${use}>
              <td>${USE_LABELS[use] ?? use}</td>
              <td class="ok" data-testid="accepted">${s.accepted}</td>
              <td class=${s.fallback ? "bad" : ""} data-testid="fallback">${s.fallback}</td>
              <td>${
                Object.keys(s.reasons).length
                  ? Object.entries(s.reasons)
                      .sort((a, b) => b[1] - a[1])
                      .map(([k, v]) => html`<code>${k}</code> ×${v} `)
                  : html`<span class="muted">—</span>`
              }</td></tr>`,
          )}</tbody></table>`
        : html`<p class="muted">The model was not asked for anything.</p>`
    }
    ${failures.length ? html`<p class="muted">Request failures: ${failures.map(([k, v]) => html`<code>${k}</code> ×${v} `)}</p>` : ""}
  </section>`;
}
