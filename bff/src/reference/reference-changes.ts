/**
 * How this BFF's admin routes tell its reference-data cache that work categories changed, so the
 * public list shows the change at once here (other BFF replicas within REFERENCE_REFRESH_MS).
 */
export class ReferenceChanges {
  private readonly listeners = new Set<() => Promise<void>>();

  onWorkCategoriesChanged(listener: () => Promise<void>): void {
    this.listeners.add(listener);
  }

  /** Resolves once every cache has reloaded (a failed reload keeps the old copy and is logged). */
  async workCategoriesChanged(): Promise<void> {
    await Promise.all([...this.listeners].map((listener) => listener()));
  }
}
