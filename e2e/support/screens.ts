import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * The axe-core scan of what is on screen now (the whole page, or the open
 * dialog): no serious or critical violation. Soft, so one run lists them all.
 */
export async function expectAccessible(page: Page, what: string) {
  // Let entering dialogs and menus finish their transition before looking at contrast.
  await page.waitForTimeout(300);
  const started = Date.now();
  // With a dialog open, the dialog: the page behind it is inert (aria-hidden,
  // outside the focus trap) and is scanned in its own state without it.
  const dialogOpen = (await page.getByRole('dialog').count()) > 0;
  const axe = new AxeBuilder({ page });
  const { violations } = await (dialogOpen ? axe.include('[role="dialog"]') : axe).analyze();
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

/** Nothing wider than the window: tables and cards scroll inside their own box. */
export async function expectNoPageScroll(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect.soft(overflow, `horizontal page scroll on ${what}`).toBeLessThanOrEqual(0);
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
