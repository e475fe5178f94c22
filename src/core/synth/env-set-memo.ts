import type { EnvBundle } from "../schema/bundle.js";

interface Node<T> {
  value?: { of: T };
  next: WeakMap<EnvBundle, Node<T>>;
}

/**
 * One value per set of environments, made once: a task's checks ask for what its environments'
 * docs say (prose, identifiers) on every draft of every task, and rebuilding it each time made the
 * memo keyed by it (`proseCount`) miss on every task. Keyed by the bundles themselves, in the order
 * given, so a bundle dropped by its owner frees what was made of it, and two bundle objects never
 * share an entry, whatever their ids.
 */
export class EnvSetMemo<T> {
  private readonly root: Node<T> = { next: new WeakMap() };

  constructor(private readonly make: (bundles: readonly EnvBundle[]) => T) {}

  get(bundles: readonly EnvBundle[]): T {
    let node = this.root;
    for (const b of bundles) {
      let child = node.next.get(b);
      if (!child) {
        child = { next: new WeakMap() };
        node.next.set(b, child);
      }
      node = child;
    }
    node.value ??= { of: this.make(bundles) };
    return node.value.of;
  }
}
