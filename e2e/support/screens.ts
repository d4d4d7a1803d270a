import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

// The axe-core that @axe-core/playwright runs, minified. AxeBuilder sent its
// 1.5 MB source into the page on every scan (twice in legacy mode) and, by
// default, finished each scan in a new blank page with the source sent again:
// 7 to 35 s a scan on a busy 2-core machine, where the rules themselves take
// 0.5 s, and two journeys of 14 scans ran out of their 180 s. Here the source
// goes in once per document and each scan is one axe.run: the same rules on
// the same nodes (the app has no iframes), about 0.6 s.
const fromAxePlaywright = createRequire(
  createRequire(import.meta.url).resolve('@axe-core/playwright'),
);
const AXE_SOURCE = readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');

type Violation = {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
};
type AxeWindow = {
  axe?: {
    run: (
      context: Element | Document | { include: string[] },
      options: { resultTypes: string[] },
    ) => Promise<{ violations: Violation[] }>;
  };
};

/** Every axe rule, as AxeBuilder ran them; only the violations come back whole. */
async function axeViolations(page: Page, dialogOpen: boolean): Promise<Violation[]> {
  if (!(await page.evaluate(() => typeof (window as AxeWindow).axe === 'object')))
    await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (inDialog) => {
    const { axe } = window as AxeWindow;
    const context = inDialog ? { include: ['[role="dialog"]'] } : document;
    // Passes and inapplicable rules keep one node each: they are not read.
    return (await axe!.run(context, { resultTypes: ['violations'] })).violations;
  }, dialogOpen);
}

/**
 * Waits (3 s at most) until no finite CSS transition or animation runs: a
 * button enabled a moment ago fades from grey to its colour in 250 ms, and
 * a contrast read mid-fade fails (CI of 30 Nov: the order's Print button,
 * enabled once the service details came). Spinners and skeletons repeat
 * forever and are not waited for.
 */
async function transitionsSettled(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity,
          ),
      undefined,
      { timeout: 3_000, polling: 100 },
    )
    .catch(() => {});
}

/**
 * The axe-core scan of what is on screen now (the whole page, or the open
 * dialog): no serious or critical violation. Soft, so one run lists them all.
 */
export async function expectAccessible(page: Page, what: string) {
  // Let entering dialogs and menus finish their transition before looking at contrast.
  await page.waitForTimeout(300);
  await transitionsSettled(page);
  const started = Date.now();
  // With a dialog open, the dialog: the page behind it is inert (aria-hidden,
  // outside the focus trap) and is scanned in its own state without it.
  const dialogOpen = (await page.getByRole('dialog').count()) > 0;
  const violations = await axeViolations(page, dialogOpen);
  // How long each scan took, in the report: the scans are most of these journeys' time.
  test.info().annotations.push({ type: 'axe', description: `${what}: ${Date.now() - started} ms` });
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes
          .slice(0, 4)
          .map(
            (n) =>
              n.target.join(' ') +
              (process.env.AXE_DEBUG ? ` ${n.html.slice(0, 160)} ${n.failureSummary ?? ''}` : ''),
          )
          .join(' | ')}`,
    );
  expect.soft(bad, `axe on ${what}`).toEqual([]);
}

/**
 * Nothing wider than the window: tables and cards scroll inside their own box.
 * Right after the window is resized the page may take a frame or two to lay
 * out again (longer on a busy CI machine), so the width is read until it fits
 * (5 s at most); an overflow that stays is reported with the elements that
 * stick out, to be mended.
 */
export async function expectNoPageScroll(page: Page, what: string) {
  const overflowing = () =>
    page.evaluate(() => {
      const root = document.documentElement;
      const overflow = root.scrollWidth - root.clientWidth;
      if (overflow <= 0) return [];
      const out: string[] = [];
      const sticksOut = (el: Element) => el.getBoundingClientRect().right > root.clientWidth + 0.5;
      // An element sticks out of the page unless a box that clips it fits.
      const clipped = (el: Element) => {
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
          const style = getComputedStyle(up);
          if (style.position === 'fixed') return true;
          if (style.overflowX !== 'visible' && !sticksOut(up)) return true;
        }
        return false;
      };
      for (const el of document.body.querySelectorAll('*')) {
        if (!sticksOut(el) || clipped(el)) continue;
        // The outermost of each branch that sticks out.
        if (el.parentElement && sticksOut(el.parentElement) && !clipped(el.parentElement)) continue;
        out.push(describe(el));
        if (out.length >= 6) break;
      }
      return [`${overflow} px`, ...out];
      function describe(el: Element) {
        const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
        const label = el.getAttribute('aria-label') ?? el.getAttribute('role') ?? '';
        return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}${label ? `[${label}]` : ''}`;
      }
    });
  // Polled by hand so that a failure names what still sticks out.
  let last = await overflowing();
  for (const deadline = Date.now() + 5_000; last.length && Date.now() < deadline;) {
    await page.waitForTimeout(100);
    last = await overflowing();
  }
  expect.soft(last, `horizontal page scroll on ${what}`).toEqual([]);
}

/** Both checks of one screen state. */
export async function checkScreen(page: Page, what: string) {
  await expectNoPageScroll(page, what);
  await expectAccessible(page, what);
}

/** On a phone the menu is a drawer: open it and go to a section. */
export async function goByDrawer(page: Page, section: string) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: section, exact: true }).click();
  await expect(page.getByText(`${section} Dashboard`)).toBeVisible();
  await expect(menu).toBeHidden();
}
