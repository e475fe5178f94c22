import { css } from "lit";

/** Styles every panel shares: readable type, clear focus rings, cards, tables, buttons. */
export const panelStyles = css`
  :host {
    display: block;
    color: var(--fg);
  }
  h2 {
    font-size: 1.25rem;
    margin: 0 0 0.25rem;
  }
  h3 {
    font-size: 1.05rem;
    margin: 1rem 0 0.4rem;
  }
  p.lead {
    margin: 0 0 1rem;
    color: var(--muted);
    max-width: 70ch;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }
  .card {
    background: var(--card);
    border: 1px solid var(--line);
    border-radius: 8px;
    padding: 0.75rem 1rem;
    margin: 0.5rem 0;
  }
  button,
  select,
  input,
  textarea {
    font: inherit;
    color: inherit;
  }
  button {
    background: var(--btn);
    border: 1px solid var(--line);
    border-radius: 6px;
    padding: 0.4rem 0.8rem;
    cursor: pointer;
  }
  button.primary {
    background: var(--accent);
    border-color: var(--accent);
    color: #fff;
  }
  button:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  button:focus-visible,
  select:focus-visible,
  input:focus-visible,
  textarea:focus-visible,
  summary:focus-visible,
  [tabindex]:focus-visible {
    outline: 3px solid var(--focus);
    outline-offset: 2px;
  }
  input,
  select,
  textarea {
    background: var(--input);
    border: 1px solid var(--line);
    border-radius: 6px;
    padding: 0.35rem 0.5rem;
  }
  label {
    display: inline-flex;
    flex-direction: column;
    gap: 0.2rem;
    font-size: 0.9rem;
  }
  label.inline {
    flex-direction: row;
    align-items: center;
  }
  table {
    border-collapse: collapse;
    width: 100%;
    font-size: 0.9rem;
  }
  th,
  td {
    text-align: left;
    padding: 0.3rem 0.5rem;
    border-bottom: 1px solid var(--line);
    vertical-align: top;
  }
  code,
  pre {
    font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace;
    font-size: 0.85rem;
  }
  pre {
    white-space: pre-wrap;
    word-break: break-word;
    background: var(--input);
    border: 1px solid var(--line);
    border-radius: 6px;
    padding: 0.5rem;
    max-height: 24rem;
    overflow: auto;
    margin: 0.3rem 0;
  }
  .muted {
    color: var(--muted);
  }
  .ok {
    color: var(--good);
  }
  .bad {
    color: var(--bad);
  }
  .badge {
    display: inline-block;
    border-radius: 999px;
    padding: 0 0.5rem;
    font-size: 0.8rem;
    border: 1px solid var(--line);
    background: var(--btn);
  }
  .grid2 {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: 1rem;
  }
  @media (max-width: 800px) {
    .grid2 {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;
