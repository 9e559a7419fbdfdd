import {test, expect} from '../support/test';
import {openPage} from '../support/page';
import {findPaidFeature, licenseEnvOf} from '../../src/data/paidFeatures';
import {findCoreRelease, resolvePlanMarker} from '../../src/plugins/markers/checks';

/**
 * The version and plan markers as a visitor meets them on the 4.x MCP server guide (plans are a 4.x matter): a note naming the plan and the
 * licence variable with a link to the 4.x page on plans (not /pricing, which describes EventCatalog 5), a badge in a table, and an "Added in" badge carrying the release date.
 * Expectations come from src/data/paidFeatures.ts and src/data/coreReleases.ts.
 */
test('the 4.x MCP server guide shows the plan it needs, its licence variable and when the switch-off arrived', async ({
  page,
}) => {
  await openPage(page, '/docs/4.x/development/developer-tools/mcp-server');
  const feature = findPaidFeature('mcp-server');

  const note = page.getByRole('note', {name: `${feature.plan} plan`});
  await expect(note).toContainText(`${feature.name} needs the ${feature.plan} plan`);
  for (const variable of licenseEnvOf(feature)) await expect(note.locator('code', {hasText: variable})).toBeVisible();
  const plansPage = resolvePlanMarker('mcp-server', '4.x').plansPage;
  await expect(note.getByRole('link', {name: 'Plans in 4.x'})).toHaveAttribute('href', plansPage);

  const badgePlan = findPaidFeature('mcp-server-package').plan;
  const badge = page.getByRole('link', {name: `${badgePlan} plan`, exact: true});
  await expect(badge).toBeVisible();
  await badge.click();
  // The 4.x plans page names the badge's plan: a 4.x reader finds what the marker means.
  await expect(page).toHaveURL(new RegExp(`${plansPage}$`));
  await expect(page.locator('article')).toContainText(`${badgePlan}`);
  await expect(page.locator('.theme-doc-version-banner')).toBeVisible();
  await page.goBack();

  const since = page.getByText('Added in v4.3.0');
  await expect(since).toBeVisible();
  await expect(since.locator('time')).toHaveAttribute('datetime', findCoreRelease('4.3.0').date!);
});

test('the current MCP server guide names no plan, and marks what arrived after 4.x with its release', async ({
  page,
}) => {
  await openPage(page, '/docs/development/developer-tools/mcp-server');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(page.getByRole('note', {name: /plan/})).toHaveCount(0);
  await expect(page.locator('article')).not.toContainText(/Starter plan|Scale plan/);
  const since = page.getByText('Added in v5.0.0').first();
  await expect(since).toBeVisible();
  await expect(since.locator('time')).toHaveAttribute('datetime', findCoreRelease('5.0.0').date!);
});
