// Emotion's style sheets in jsdom: every MUI component adds rules, and jsdom
// reads them all again on each getComputedStyle, which getByRole calls for
// every element it considers. Without them the web suite runs in 5 minutes
// instead of 7.5 on two cores (ADR 027). Roles, names, text,
// aria-hidden, the hidden attribute and inline styles are all still there;
// a file that asserts a colour or an opacity keeps the styles with
// `keepStyles()`. What the screens really look like is checked in chromium
// (e2e/), where the styles always apply.

let keep = false;

/** For a file that asserts computed styles (a chip's colour, a dimmed page): keep emotion's rules. */
export function keepStyles() {
  keep = true;
}

const isEmotionSheet = (node: Node) =>
  !keep && node instanceof HTMLStyleElement && node.hasAttribute('data-emotion');

/** Leaves emotion's <style> elements out of the document (they stay detached, so jsdom never parses them). */
export function dropEmotionStyles(head: HTMLHeadElement) {
  const insertBefore = head.insertBefore.bind(head);
  const appendChild = head.appendChild.bind(head);
  head.insertBefore = (<T extends Node>(node: T, child: Node | null): T =>
    isEmotionSheet(node) ? node : insertBefore(node, child)) as typeof head.insertBefore;
  head.appendChild = (<T extends Node>(node: T): T =>
    isEmotionSheet(node) ? node : appendChild(node)) as typeof head.appendChild;
}
