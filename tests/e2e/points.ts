import type { Page } from 'playwright-core';

// Operating points (issue 27) as a user works them in the selector's form and reads them in its results: shared by
// the site's selector (operating-points.e2e.ts) and the shop's (shop.e2e.ts), whose shadow roots the roles pierce.

/** Opens the points bar, adds a point named `name` and sets its `changes` (field title → text). */
export async function addPoint(page: Page, name: string, changes: Record<string, string>) {
  const form = page.getByRole('form', { name: 'Operating conditions' });
  // The first point opens the bar (the form has loaded once the bar's button or the bar is there).
  const open = form.getByRole('button', { name: 'Add operating points' });
  await open.or(form.getByRole('tablist')).first().waitFor();
  if (await open.isVisible()) await open.click();
  await form.getByRole('button', { name: 'Copy point' }).click();
  await form.getByRole('button', { name: 'Rename' }).click();
  await form.getByRole('textbox', { name: 'Name of the point' }).fill(name);
  await form.getByRole('button', { name: 'Save' }).click();
  await form.getByRole('tab', { name }).waitFor();
  for (const [field, text] of Object.entries(changes)) await form.getByRole('textbox', { name: field, exact: true }).fill(text);
}

/** Each result row's grade at each point: `size → point → grade`, the deciding point marked with a `*`. */
export async function gradesOf(page: Page): Promise<Record<string, Record<string, string>>> {
  const results = page.getByRole('region', { name: 'Results' });
  for (const toggle of await results.getByRole('button', { name: /\(\d+\)$/, expanded: false }).all()) await toggle.click();
  const grades: Record<string, Record<string, string>> = {};
  for (const row of await results.locator('tr[part="row"]').all()) {
    const size = (await row.getAttribute('data-size'))!;
    grades[size] = {};
    for (const point of await row.locator('[part="point-grade"]').all()) {
      const deciding = (await point.getAttribute('data-deciding')) !== null;
      grades[size][(await point.getAttribute('data-point'))!] = `${(await point.getAttribute('data-grade'))!}${deciding ? '*' : ''}`;
    }
  }
  return grades;
}
