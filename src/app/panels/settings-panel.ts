import { html, LitElement, type PropertyDeclarations } from "lit";
import { detectWebGpu } from "../../adapters/browser/webllm-client.js";
import { type AppSettings, getApiKey, loadSettings, saveSettings, setApiKey } from "../settings.js";
import { panelStyles } from "../styles.js";

/** Settings: which model (none by default), endpoint details; the key stays in memory unless asked. */
export class SettingsPanel extends LitElement {
  static override styles = [panelStyles];
  static override properties: PropertyDeclarations = {
    settings: { state: true },
    gpuReason: { state: true },
    key: { state: true },
    saved: { state: true },
  };
  declare settings: AppSettings;
  declare gpuReason: string | undefined;
  declare key: string;
  declare saved: boolean;

  constructor() {
    super();
    this.settings = loadSettings();
    this.key = getApiKey();
    this.gpuReason = "Checking for WebGPU…";
    this.saved = false;
    void detectWebGpu().then((s) => {
      this.gpuReason = s.available ? undefined : s.reason;
      if (!s.available && this.settings.model === "webllm") this.update1({ model: "none" });
    });
  }

  private update1(patch: Partial<AppSettings>): void {
    this.settings = { ...this.settings, ...patch };
    saveSettings(this.settings);
    if ("keyInSession" in patch) setApiKey(this.key, this.settings.keyInSession);
    this.saved = true;
  }

  private text(key: keyof AppSettings) {
    return (e: Event) => this.update1({ [key]: (e.target as HTMLInputElement).value.trim() });
  }

  override render() {
    const s = this.settings;
    return html`
      <style>
        fieldset { border: 1px solid var(--line); border-radius: 8px; padding: 0.75rem 1rem; margin: 0.75rem 0; }
        fieldset label { margin: 0.3rem 0; }
        .opt { display: flex; gap: 0.5rem; align-items: flex-start; margin: 0.5rem 0; }
        .fields { display: grid; gap: 0.5rem; max-width: 32rem; margin-top: 0.5rem; }
        .fields label { display: flex; }
      </style>
      <h2>Settings</h2>
      <p class="lead">Everything works without a model: environments, requests and users come from deterministic
        heuristics and templates. A model can write richer environments and more varied requests.</p>
      <fieldset>
        <legend>Model</legend>
        <div class="opt"><input type="radio" id="m-none" name="model" value="none" .checked=${s.model === "none"} @change=${() => this.update1({ model: "none" })} />
          <label for="m-none"><strong>None (offline, default)</strong><span class="muted">No network at all. Fast and reproducible.</span></label></div>
        <div class="opt"><input type="radio" id="m-webllm" name="model" value="webllm" .checked=${s.model === "webllm"} ?disabled=${this.gpuReason !== undefined}
            aria-describedby="webgpu-status" @change=${() => this.update1({ model: "webllm" })} />
          <label for="m-webllm"><strong>WebLLM (a model running on this device's GPU)</strong>
            <span id="webgpu-status" class=${this.gpuReason ? "bad" : "ok"} data-testid="webgpu-status">${this.gpuReason ?? "WebGPU is available. The model (hundreds of MB) downloads once, when first used."}</span></label></div>
        ${s.model === "webllm" ? html`<div class="fields"><label>WebLLM model id <input .value=${s.webllmModel} @change=${this.text("webllmModel")} /></label></div>` : ""}
        <div class="opt"><input type="radio" id="m-openai" name="model" value="openai" .checked=${s.model === "openai"} @change=${() => this.update1({ model: "openai" })} />
          <label for="m-openai"><strong>OpenAI-compatible endpoint</strong><span class="muted">OpenAI, vLLM, Ollama, LM Studio… Only this endpoint is contacted.</span></label></div>
        ${
          s.model === "openai"
            ? html`<div class="fields">
              <label>Base URL <input type="url" .value=${s.baseUrl} @change=${this.text("baseUrl")} placeholder="https://api.openai.com/v1" /></label>
              <label>Model <input .value=${s.endpointModel} @change=${this.text("endpointModel")} placeholder="gpt-4o-mini" /></label>
              <label>API key <input type="password" autocomplete="off" .value=${this.key}
                @change=${(e: Event) => {
                  this.key = (e.target as HTMLInputElement).value;
                  setApiKey(this.key, s.keyInSession);
                }} /></label>
              <label class="inline"><input type="checkbox" .checked=${s.keyInSession} @change=${(e: Event) => this.update1({ keyInSession: (e.target as HTMLInputElement).checked })} />
                &nbsp;Remember the key until this tab closes (sessionStorage)</label>
              <p class="muted">The key is kept in memory only unless you tick the box above. It is never written to
                IndexedDB, bundles, exports or logs.</p>
            </div>`
            : ""
        }
      </fieldset>
      <p class="muted" role="status">${this.saved ? "Saved in this browser (the key excepted)." : ""}</p>
    `;
  }
}
customElements.define("ef-settings-panel", SettingsPanel);
