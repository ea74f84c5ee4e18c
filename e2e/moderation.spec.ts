import type { Page, TestInfo } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import type { CreatedWeek } from './journey-records';
import { cardOf, destinationOf } from './listings-helpers';

/** Reports and the moderation queue (decision 061). */

/** A picture for a person to look at: the screen as seen (a dialog), or the whole page. */
const shoot = (page: Page, testInfo: TestInfo, name: string, fullPage = false) =>
  page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage });

const allWeeksOf = (week: CreatedWeek) =>
  `/all-weeks?locationId=${week.locationId}&resortId=${week.resortId}`;

/** What the public API answers about the week: the search of its place, the landing's count, the whole lists. */
async function publicApiSees(page: Page, week: CreatedWeek, wholeList = true) {
  const get = async (url: string) => (await page.request.get(url)).json();
  const search = await get(`/api/weeks/search?locationId=${week.locationId}&pageSize=100&sort=newest`);
  const availability = (await get('/api/vidanta/locations/availability')) as {
    id: number;
    availableWeeks: number;
  }[];
  const seen = {
    search: (search.items as { id: number }[]).some((w) => w.id === week.id),
    available: availability.find((a) => a.id === week.locationId)?.availableWeeks ?? 0,
  };
  // The whole-list reads are a few a minute per client (decision 047): read where it matters.
  if (!wholeList) return seen;
  const atLocation = (await get(`/api/weeks/location/${week.locationId}`)) as { id: number }[];
  return { ...seen, location: atLocation.some((w) => w.id === week.id) };
}

test.describe('reporting a listing', () => {
  test('a renter reports a week, a developer hides it from the queue, and it is gone from every public list at once @phone', async ({
    page,
    makeUser,
    makeWeek,
  }, testInfo) => {
    // A destination per project, so the phone and desktop runs never move each other's counts.
    const location = testInfo.project.name === 'phone' ? 'Riviera Maya' : 'Los Cabos';
    const week = await makeWeek({ startsIn: 60, location });
    // The reporter's words, the journey's own (the phone and desktop runs may share the queue).
    const words = `The owner asked me to pay by bank transfer outside Semana (${testInfo.project.name}, week ${week.id}).`;
    expect((await publicApiSees(page, week, false)).search).toBe(true);

    // A visitor is asked to sign in first.
    await page.goto(allWeeksOf(week));
    await cardOf(page, week).getByRole('button', { name: "I'm Interested" }).click();
    const interest = page.getByRole('dialog', { name: 'Express Interest' });
    await interest.getByRole('button', { name: /^Report this listing/ }).click();
    const signInFirst = page.getByRole('dialog', { name: 'Sign in to report this listing' });
    await expect(signInFirst.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      /^\/auth\?next=/,
    );
    await shoot(page, testInfo, 'report-sign-in');
    await signInFirst.getByRole('button', { name: 'Cancel' }).click();

    // Signed in: the reasons, the words required for "Something else", then sent.
    const renter = await makeUser({ signIn: page, prefix: 'renter.' });
    await page.goto(allWeeksOf(week));
    // Signed in, the card's action is "Message the owner"; its dialog carries the report too.
    await cardOf(page, week).getByRole('button', { name: 'Message the owner' }).click();
    await page
      .getByRole('dialog', { name: 'Message the owner' })
      .getByRole('button', { name: /^Report this listing/ })
      .click();
    const report = page.getByRole('dialog', { name: 'Report this listing' });
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(report.getByRole('alert')).toHaveText('Please choose a reason');
    await report.getByRole('radio', { name: /Something else/ }).check();
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(report.getByRole('alert')).toHaveText('Please tell us what is wrong');
    await report.getByRole('radio', { name: /Fraud or a scam/ }).check();
    await report.getByLabel('What is wrong? (optional)').fill(words);
    await shoot(page, testInfo, 'report-form');
    await report.getByRole('button', { name: 'Send report' }).click();
    const thanks = page.getByRole('dialog', { name: /^Thanks — our team reviews every report/ });
    await expect(thanks).toBeVisible();
    await shoot(page, testInfo, 'report-sent');
    await thanks.getByRole('button', { name: 'Done' }).click();

    // The developer finds it in the queue with the item, the reporter's words and the owner.
    await signIn(page, 'dev');
    await page.goto('/dev#moderation');
    const queue = page.getByRole('region', { name: 'Moderation' });
    const row = queue.getByRole('listitem').filter({ hasText: words });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(week.resortName)).toBeVisible();
    await expect(row.getByText(`Owner: ${week.owner.firstName} ${week.owner.lastName}`)).toBeVisible();
    await row.scrollIntoViewIfNeeded();
    await shoot(page, testInfo, 'moderation-queue');
    await row.getByRole('button', { name: 'Hide' }).click();
    const confirm = page.getByRole('dialog', { name: /^Hide “/ });
    await expect(confirm).toContainText('It leaves every public list at once');
    await confirm.getByRole('checkbox', { name: /Uphold as fraud/ }).click();
    await shoot(page, testInfo, 'moderation-confirm');
    // The landing's count of the week's destination just before, so that nothing else moves it meanwhile.
    const justBefore = await publicApiSees(page, week, false);
    await confirm.getByRole('button', { name: 'Hide' }).click();
    await expect(page.getByText('Decision saved').first()).toBeVisible();
    await expect(row).toHaveCount(0);

    // Gone at once from every public list: the API's lists and counts, all weeks, the destination, the book page.
    expect(await publicApiSees(page, week)).toEqual({
      search: false,
      location: false,
      available: justBefore.available - 1,
    });
    await page.goto(allWeeksOf(week));
    await expect(page.getByRole('heading', { level: 1, name: 'All Available Weeks' })).toBeVisible();
    await expect(cardOf(page, week)).toHaveCount(0);
    await page.goto(destinationOf(week));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(cardOf(page, week)).toHaveCount(0);
    await signIn(page, renter);
    await page.goto(`/weeks/${week.id}/book`);
    await expect(page.getByText('This week does not exist')).toBeVisible();

    // The reporter's own list shows the outcome.
    await page.goto('/dashboard#my-reports');
    const mine = page.getByRole('region', { name: 'My reports' });
    await expect(mine.getByText('Listing removed')).toBeVisible();
    await mine.scrollIntoViewIfNeeded();
    await shoot(page, testInfo, 'my-reports');

    // The owner still sees it, marked, with where to write.
    await signIn(page, week.owner);
    await page.goto('/dashboard#my-weeks');
    const marked = page.getByText('Hidden by Semana', { exact: true }).first();
    await expect(marked).toBeVisible();
    await marked.scrollIntoViewIfNeeded();
    await shoot(page, testInfo, 'owner-hidden');

    // Staff can show it again: the decided reports by status, Unhide, and it is back on the lists.
    await signIn(page, 'dev');
    await page.goto('/dev?reportsStatus=hidden#moderation');
    const decided = page
      .getByRole('region', { name: 'Moderation' })
      .getByRole('listitem')
      .filter({ hasText: words });
    await expect(decided.getByText(/^Decided by .+ · Fraud upheld$/)).toBeVisible();
    await decided.getByRole('button', { name: 'Unhide' }).click();
    const unhide = page.getByRole('dialog', { name: /^Show “/ });
    await unhide.getByRole('button', { name: 'Unhide' }).click();
    await expect(page.getByText('The listing is shown again').first()).toBeVisible();
    expect(await publicApiSees(page, week, false)).toMatchObject({ search: true });
  });
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('a buyer reports a property listing from its dialog, in Spanish', async ({
    page,
    makeUser,
    makeListing,
  }, testInfo) => {
    const listing = await makeListing();
    await makeUser({ signIn: page, prefix: 'comprador.' });
    await page.goto(`/all-properties?q=${encodeURIComponent(listing.hotelName)}`);
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: listing.hotelName }) });
    await card.getByRole('button', { name: 'Me interesa' }).click();
    await page
      .getByRole('dialog', { name: 'Mostrar interés' })
      .getByRole('button', { name: /^Reportar este anuncio/ })
      .click();
    const report = page.getByRole('dialog', { name: 'Reportar este anuncio' });
    await report.getByRole('radio', { name: /Otra cosa/ }).check();
    await report.getByRole('button', { name: 'Enviar reporte' }).click();
    await expect(report.getByRole('alert')).toHaveText('Cuéntanos qué está mal');
    await report.getByLabel('¿Qué está mal?').fill('Las fotos son de otro hotel.');
    await shoot(page, testInfo, 'report-form-es');
    await report.getByRole('button', { name: 'Enviar reporte' }).click();
    await expect(
      page.getByRole('dialog', { name: /^Gracias: nuestro equipo revisa cada reporte/ }),
    ).toBeVisible();

    // A second report of the same listing by the same person is refused in the form, in Spanish.
    await page.getByRole('button', { name: 'Listo' }).click();
    await page
      .getByRole('dialog', { name: 'Mostrar interés' })
      .getByRole('button', { name: /^Reportar este anuncio/ })
      .click();
    const again = page.getByRole('dialog', { name: 'Reportar este anuncio' });
    await again.getByRole('radio', { name: /Datos incorrectos/ }).check();
    await again.getByRole('button', { name: 'Enviar reporte' }).click();
    await expect(again.getByRole('alert')).toHaveText(
      'Ya reportaste este anuncio: nuestro equipo lo está revisando',
    );
    await shoot(page, testInfo, 'report-again-es');
  });
});
