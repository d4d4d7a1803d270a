import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab (or Shift+Tab), as a keyboard user would, until `target` has the focus. */
export async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}) {
  // One handle, asked after each press (cheaper than finding the locator again);
  // found afresh if a render replaced the element.
  let handle = await target.elementHandle();
  const check = () =>
    handle.evaluate((el) => ({ hit: el === document.activeElement, live: el.isConnected }));
  // Already there (a dialog that takes the focus to its first field): no press.
  if ((await check()).hit) return;
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const { hit, live } = await check();
    if (hit) return;
    if (!live) handle = await target.elementHandle();
  }
  throw new Error(`${String(target)} was not reached with ${max} presses of Tab`);
}

/**
 * `target` has the focus and shows it: the browser's :focus-visible, and MUI's
 * own mark of a keyboard focus on its buttons, links and fields (Mui-focusVisible
 * draws the ring or highlight, Mui-focused the field's outline).
 */
export async function expectFocusVisible(target: Locator) {
  await expect(target).toBeFocused();
  const shown = await target.evaluate((el) => {
    if (!el.matches(':focus-visible')) return ':focus-visible does not match';
    if (el.classList.contains('MuiButtonBase-root'))
      return el.classList.contains('Mui-focusVisible') || 'no Mui-focusVisible';
    if (el.closest('.MuiInputBase-root'))
      return (
        el.closest('.MuiInputBase-root')!.classList.contains('Mui-focused') || 'no Mui-focused'
      );
    const style = getComputedStyle(el);
    return style.outlineStyle !== 'none' || style.boxShadow !== 'none' || 'no outline';
  });
  expect(shown, `the focus on ${String(target)} is visible`).toBe(true);
}
