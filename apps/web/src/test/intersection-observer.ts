// jsdom has no IntersectionObserver; this one lets a test say what is visible.

type Observer = { callback: IntersectionObserverCallback; targets: Set<Element> };

let observers: Observer[] = [];

class MockIntersectionObserver {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [0];
  private readonly entry: Observer;

  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: new Set() };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.add(target);
  }
  unobserve(target: Element) {
    this.entry.targets.delete(target);
  }
  disconnect() {
    this.entry.targets.clear();
    observers = observers.filter((o) => o !== this.entry);
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

export function installIntersectionObserver() {
  observers = [];
  window.IntersectionObserver = MockIntersectionObserver as unknown as typeof IntersectionObserver;
}

/** Reports every observed element as scrolled into view (near the end of a list). */
export function scrollIntoViewAll() {
  for (const observer of [...observers]) {
    const entries = [...observer.targets].map(
      (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
    );
    if (entries.length) observer.callback(entries, {} as IntersectionObserver);
  }
}
