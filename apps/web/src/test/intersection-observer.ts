// jsdom has no IntersectionObserver; this one lets a test say what is visible.

type Observer = { callback: IntersectionObserverCallback; targets: Set<Element> };

let observers: Observer[] = [];
const inView = (target: Element) => ({ target, isIntersecting: true }) as IntersectionObserverEntry;
/**
 * Scrolled to the end while nothing was observed (a list still settling
 * after its page came): the next element observed is reported in view, as
 * a browser reports an element already in view when it starts observing it.
 */
let scrolledToEnd = false;

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
    if (!scrolledToEnd) return;
    scrolledToEnd = false;
    const { callback } = this.entry;
    queueMicrotask(() => callback([inView(target)], this as unknown as IntersectionObserver));
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
  scrolledToEnd = false;
  window.IntersectionObserver = MockIntersectionObserver as unknown as typeof IntersectionObserver;
}

/**
 * Reports every observed element as scrolled into view (near the end of a
 * list); with none observed yet, the next one to be (scrolledToEnd).
 */
export function scrollIntoViewAll() {
  let seen = false;
  for (const observer of [...observers]) {
    const entries = [...observer.targets].map(inView);
    if (entries.length) observer.callback(entries, {} as IntersectionObserver);
    seen ||= entries.length > 0;
  }
  scrolledToEnd = !seen;
}
