import { html, LitElement, type PropertyDeclarations } from "lit";
import {
  detectWebGpu,
  listWebLlmModels,
  type WebLlmModelInfo,
} from "../../adapters/browser/webllm-client.js";
import type { AppController } from "../controller.js";
import { type ConnectionCheck, modelStatus, testConnection } from "../model-provider.js";
import { type AppSettings, getApiKey, loadSettings, saveSettings, setApiKey } from "../settings.js";
import { panelStyles } from "../styles.js";
import { webLlmRuntime } from "../webllm-runtime.js";

/**
 * Settings: which model drives envgen/llm, requests, simulated users and answers (none by
 * default). The key stays in memory unless the user opts into sessionStorage.
 */
export class SettingsPanel extends LitElement {
  static override styles = [panelStyles];
  static override properties: PropertyDeclarations = {
    controller: { attribute: false },
    settings: { state: true },
    gpuReason: { state: true },
    key: { state: true },
    saved: { state: true },
    check: { state: true },
    checking: { state: true },
    models: { state: true },
  };
  declare controller: AppController | undefined;
  declare settings: AppSettings;
  declare gpuReason: string | undefined;
  declare key: string;
  declare saved: boolean;
  declare check: ConnectionCheck | undefined;
  declare checking: boolean;
  declare models: WebLlmModelInfo[] | string | undefined;
  private readonly onWebLlm = () => this.requestUpdate();

  constructor() {
    super();
    this.settings = loadSettings();
    this.key = getApiKey();
    this.gpuReason = "Checking for WebGPU…";
    this.saved = false;
    this.checking = false;
    void detectWebGpu().then((s) => {
      this.gpuReason = s.available ? undefined : s.reason;
      if (!s.available && this.settings.model === "webllm") this.update1({ model: "none" });
      if (s.available) void this.loadModelList();
    });
  }

  override connectedCallback(): void {
    super.connectedCallback();
    webLlmRuntime.addEventListener("change", this.onWebLlm);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    webLlmRuntime.removeEventListener("change", this.onWebLlm);
  }

  private async loadModelList(): Promise<void> {
    try {
      this.models = await listWebLlmModels();
    } catch (e) {
      this.models = `The WebLLM model list could not be loaded: ${String(e)}`;
    }
  }

  private update1(patch: Partial<AppSettings>): void {
    this.settings = { ...this.settings, ...patch };
    saveSettings(this.settings);
    if ("keyInSession" in patch) setApiKey(this.key, this.settings.keyInSession);
    if ("baseUrl" in patch || "endpointModel" in patch) this.check = undefined;
    this.saved = true;
    this.controller?.modelChanged();
  }

  private text(key: keyof AppSettings) {
    return (e: Event) => this.update1({ [key]: (e.target as HTMLInputElement).value.trim() });
  }

  private async runCheck(): Promise<void> {
    this.checking = true;
    this.check = undefined;
    const s = this.settings;
    this.check = await testConnection({
      baseUrl: s.baseUrl,
      model: s.endpointModel,
      ...(this.key ? { apiKey: this.key } : {}),
    });
    this.checking = false;
  }

  override render() {
    const s = this.settings;
    const status = modelStatus(s);
    return html`
      <style>
        fieldset { border: 1px solid var(--line); border-radius: 8px; padding: 0.75rem 1rem; margin: 0.75rem 0; }
        fieldset label { margin: 0.3rem 0; }
        .opt { display: flex; gap: 0.5rem; align-items: flex-start; margin: 0.5rem 0; }
        .fields { display: grid; gap: 0.5rem; max-width: 34rem; margin: 0.5rem 0 0.75rem 1.6rem; }
        .fields label { display: flex; }
        progress { width: 100%; height: 1rem; }
      </style>
      <h2>Settings</h2>
      <p class="lead">Everything works without a model: environments, requests and users come from deterministic
        heuristics and templates. A model can write environments with business rules, read prose docs, and
        word requests, user replies and final answers more naturally. Programs still check all of it: whatever the
        model gets wrong falls back to the offline result, and the Dataset tab counts how often and why.</p>
      <fieldset>
        <legend>Model</legend>
        <div class="opt"><input type="radio" id="m-none" name="model" value="none" .checked=${s.model === "none"} @change=${() => this.update1({ model: "none" })} />
          <label for="m-none"><strong>None (offline, default)</strong><span class="muted">No network at all. Fast and reproducible.</span></label></div>
        <div class="opt"><input type="radio" id="m-webllm" name="model" value="webllm" .checked=${s.model === "webllm"} ?disabled=${this.gpuReason !== undefined}
            aria-describedby="webgpu-status" @change=${() => this.update1({ model: "webllm" })} />
          <label for="m-webllm"><strong>WebLLM (a model running on this device's GPU)</strong>
            <span id="webgpu-status" class=${this.gpuReason ? "bad" : "ok"} data-testid="webgpu-status">${this.gpuReason ?? "WebGPU is available. The model (hundreds of MB) downloads once, then stays in the browser's cache."}</span></label></div>
        ${s.model === "webllm" ? this.renderWebLlm() : ""}
        <div class="opt"><input type="radio" id="m-openai" name="model" value="openai" .checked=${s.model === "openai"} @change=${() => this.update1({ model: "openai" })} />
          <label for="m-openai"><strong>OpenAI-compatible endpoint</strong><span class="muted">OpenAI, vLLM, SGLang, Ollama, LM Studio, OpenRouter… Only this endpoint is contacted.</span></label></div>
        ${s.model === "openai" ? this.renderEndpoint() : ""}
      </fieldset>
      <p data-testid="model-status">Model in use: <strong>${status.label}</strong>
        ${status.problem ? html` — <span class="bad">${status.problem}</span>` : ""}</p>
      <p class="muted" role="status">${this.saved ? "Saved in this browser (the key excepted)." : ""}</p>
    `;
  }

  private renderWebLlm() {
    const s = this.settings;
    const rt = webLlmRuntime.state;
    const list = this.models;
    const current = rt.modelId === s.webllmModel;
    return html`<div class="fields">
      ${
        typeof list === "string"
          ? html`<p class="bad">${list}</p>`
          : html`<label>WebLLM model
            <select aria-label="WebLLM model" @change=${this.text("webllmModel")}>
              ${(list ?? [{ id: s.webllmModel, lowResource: false, nativeTools: false }]).map(
                (m) =>
                  html`<option value=${m.id} ?selected=${m.id === s.webllmModel}>${m.id}${m.vramMB ? ` · ${Math.round(m.vramMB)} MB VRAM` : ""}${m.lowResource ? " · low-resource" : ""}</option>`,
              )}
            </select></label>`
      }
      <div class="row">
        <button ?disabled=${rt.loading} @click=${() => webLlmRuntime.load(s.webllmModel)}>
          ${current && rt.loaded ? "Loaded" : "Download and load now"}</button>
        <span class="muted">Otherwise it loads when a step first needs it.</span>
      </div>
      ${
        current && rt.progress && (rt.loading || !rt.loaded)
          ? html`<progress max="1" value=${rt.progress.fraction} aria-label="WebLLM download progress"></progress>
            <span class="muted">${rt.progress.text}</span>`
          : ""
      }
      ${current && rt.error ? html`<p class="bad" role="alert">${rt.error}</p>` : ""}
      ${current && rt.loaded ? html`<p class="ok">${s.webllmModel} is loaded and ready.</p>` : ""}
    </div>`;
  }

  private renderEndpoint() {
    const s = this.settings;
    const c = this.check;
    return html`<div class="fields">
      <label>Base URL <input type="url" .value=${s.baseUrl} @change=${this.text("baseUrl")} placeholder="https://api.openai.com/v1" /></label>
      <label>Model <input .value=${s.endpointModel} @change=${this.text("endpointModel")} placeholder="gpt-4o-mini" /></label>
      <label>API key <input type="password" autocomplete="off" .value=${this.key}
        @change=${(e: Event) => {
          this.key = (e.target as HTMLInputElement).value;
          setApiKey(this.key, s.keyInSession);
          this.check = undefined;
        }} /></label>
      <label class="inline"><input type="checkbox" .checked=${s.keyInSession} @change=${(e: Event) => this.update1({ keyInSession: (e.target as HTMLInputElement).checked })} />
        &nbsp;Remember the key until this tab closes (sessionStorage)</label>
      <p class="muted">The key is kept in memory only unless you tick the box above. It is sent to this endpoint
        and nowhere else, and never written to IndexedDB, bundles, exports, caches or logs.</p>
      <div class="row">
        <button ?disabled=${this.checking} @click=${() => this.runCheck()}>Test connection</button>
        <span data-testid="connection-status" role="status">${
          this.checking
            ? "Sending one short request…"
            : c?.ok
              ? html`<span class="ok">Connected: ${c.value.model} answered “${c.value.reply.slice(0, 60)}” in ${c.value.ms} ms.</span>`
              : c
                ? html`<span class="bad"><code>${c.error.code}</code> ${c.error.message}</span>`
                : ""
        }</span>
      </div>
    </div>`;
  }
}
customElements.define("ef-settings-panel", SettingsPanel);
