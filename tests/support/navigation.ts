import {expect, type Page} from '@playwright/test';
import {openPage} from './page';

/** The marketing header (every page outside /docs). */
export function marketingHeader(page: Page) {
  return page.getByRole('navigation', {name: 'Main'});
}

/** The disclosure button of a desktop dropdown, e.g. "Integrations". */
export function menuButton(page: Page, label: string) {
  return marketingHeader(page).getByRole('button', {name: label, exact: true});
}

/** The panel a dropdown button controls. */
export async function menuPanel(page: Page, label: string) {
  const id = await menuButton(page, label).getAttribute('aria-controls');
  expect(id, `${label} button names its panel`).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/** The slide-in menu of small screens. */
export function mobileMenu(page: Page) {
  return page.getByRole('dialog', {name: 'Main menu'});
}

/** Opens a page with the colour mode already chosen (as a returning visitor would). */
export async function gotoInMode(page: Page, path: string, mode: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
  await openPage(page, path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}
