import type { LitElement, PropertyDeclarations } from "lit";
import type { AppController } from "../controller.js";

// biome-ignore lint/suspicious/noExplicitAny: the mixin pattern needs an any-args constructor
type Ctor<T> = new (...args: any[]) => T;

/** Mixin: a panel that re-renders when the controller changes and can ask to switch tabs. */
export function ControllerView<B extends Ctor<LitElement>>(Base: B) {
  class View extends Base {
    static properties: PropertyDeclarations = { controller: { attribute: false } };
    declare controller: AppController;
    private readonly onChange = () => this.requestUpdate();
    private bound?: AppController;

    override connectedCallback(): void {
      super.connectedCallback();
      this.bind();
    }

    override disconnectedCallback(): void {
      super.disconnectedCallback();
      this.bound?.removeEventListener("change", this.onChange);
      this.bound = undefined;
    }

    override willUpdate(changed: Map<PropertyKey, unknown>): void {
      super.willUpdate(changed);
      this.bind();
    }

    private bind(): void {
      if (this.bound === this.controller || !this.controller) return;
      this.bound?.removeEventListener("change", this.onChange);
      this.controller.addEventListener("change", this.onChange);
      this.bound = this.controller;
    }

    /** Asks the shell to show another tab. */
    navigate(tab: string): void {
      this.dispatchEvent(
        new CustomEvent("navigate", { detail: tab, bubbles: true, composed: true }),
      );
    }
  }
  return View;
}
