import {test, expect} from '../support/test';
import {openPage} from '../support/page';
import {announcementText} from '../support/announcement';
import {announcementBar} from '../../docusaurus.config';

/** The bar above every page (announcementBar in docusaurus.config.ts), closed by the visitor, back when its id changes. */

test('the announcement bar can be closed and stays closed after a reload', async ({page}) => {
  await openPage(page, '/');
  const bar = page.getByRole('banner').filter({hasText: announcementText});
  await expect(bar).toBeVisible();
  await bar.getByRole('button', {name: /close/i}).click();
  await expect(bar).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
  await page.reload();
  await expect(page.getByText(announcementText)).toHaveCount(0);
});

test('a new bar id shows the bar again to visitors who closed an older one', async ({page}) => {
  await page.addInitScript(() => {
    localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
  });
  await page.goto('/');
  await expect(page.getByText(announcementText)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('false');
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(announcementBar.id);
});
