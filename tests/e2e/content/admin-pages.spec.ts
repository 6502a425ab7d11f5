// Staff (`tresci`, Pages.StaticBlocks + Pages.Blog) manage pages and the blog in the back office:
// a static page written in the rich-text editor, published with a slug and opened by a guest at
// /<slug>; a blog post published and read by a guest at /blog/...; both deleted again at the end
// (after a confirmation) so the public spec's seeded lists stay as seeded.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support';
import { expectAccessible } from '../account/helpers';

const noOverflow = async (page: Page) =>
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);

const BLOCKS = '/kokpit/konfiguracja/bloki-statyczne';
const BLOG = '/kokpit/konfiguracja/blog';

// The switch's input is visually hidden; a user clicks its label.
const publishSwitch = (page: Page) => page.locator('label').filter({ hasText: 'Opublikowany' });

async function writeInEditor(page: Page, heading: string, text: string) {
  const editor = page.getByRole('textbox', { name: 'Treść' });
  await editor.click();
  await page.getByRole('button', { name: 'Nagłówek 2' }).click();
  await editor.pressSequentially(heading);
  await editor.press('Enter');
  await page.getByRole('button', { name: 'Pogrubienie' }).click();
  await editor.pressSequentially(text);
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('staff publish a static page with a slug; a guest opens it by slug', async ({
    page,
    browser,
  }) => {
    await signIn(page, 'tresci');
    await page.goto(BLOCKS);
    await expect(page.getByRole('heading', { name: 'Bloki statyczne', level: 1 })).toBeVisible();
    // 5 a page (back-office §9), newest change first: the seeded blocks.
    await expect(page.getByRole('row')).toHaveCount(6);
    await noOverflow(page);
    await expectAccessible(page, 'static block list');

    await page.getByRole('link', { name: 'Dodaj blok' }).click();
    await expect(page.getByRole('heading', { name: 'Dodaj blok statyczny' })).toBeVisible();
    // Saving an empty page names what is missing, in Polish, beside the fields.
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expect(page.getByText('Podaj adres strony (np. o-nas).')).toBeVisible();
    await page.getByRole('textbox', { name: 'Tytuł' }).fill('Godziny otwarcia salonu');
    await page.getByRole('textbox', { name: 'Adres strony (slug)' }).fill('godziny-otwarcia-e2e');
    await writeInEditor(page, 'Salon w Krakowie', 'Zapraszamy od poniedziałku do piątku.');
    // A link through the toolbar: select the words, give the address, apply with Enter.
    const editor = page.getByRole('textbox', { name: 'Treść' });
    await editor.press('Enter');
    await page.getByRole('button', { name: 'Pogrubienie' }).click();
    await editor.pressSequentially('Zobacz ofertę');
    await editor.press('Shift+Home');
    await page.getByRole('button', { name: 'Odnośnik' }).click();
    await page.getByRole('textbox', { name: /Adres odnośnika w treści/ }).fill('/oferta');
    await page.getByRole('textbox', { name: /Adres odnośnika w treści/ }).press('Enter');
    await expect(editor.getByRole('link', { name: 'Zobacz ofertę' })).toBeVisible();
    await publishSwitch(page).click();
    await noOverflow(page);
    await expectAccessible(page, 'static block form');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expect(page).toHaveURL(new RegExp(`${BLOCKS}$`));

    const guest = await browser.newPage();
    await guest.goto('/godziny-otwarcia-e2e');
    const article = guest.getByTestId('static-page');
    await expect(
      article.getByRole('heading', { name: 'Godziny otwarcia salonu', level: 1 }),
    ).toBeVisible();
    await expect(article.getByRole('heading', { name: 'Salon w Krakowie' })).toBeVisible();
    await expect(article.locator('strong').first()).toHaveText(
      'Zapraszamy od poniedziałku do piątku.',
    );
    await expect(article.getByRole('link', { name: 'Zobacz ofertę' })).toHaveAttribute(
      'href',
      '/oferta',
    );

    // Delete it again (asks first); the address is then a 404 for the guest.
    await page.getByRole('searchbox', { name: 'Szukaj' }).fill('Godziny otwarcia');
    await page.getByRole('searchbox', { name: 'Szukaj' }).press('Enter');
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('button', { name: 'Usuń: Godziny otwarcia salonu' }).click();
    await expectAccessible(page, 'delete confirmation');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Usuń' }).click();
    await expect(page.getByText('Brak wyników.')).toBeVisible();
    await guest.goto('/godziny-otwarcia-e2e');
    await expect(guest.getByText('Nie znaleźliśmy strony, której szukasz.')).toBeVisible();
    await guest.close();
  });

  test('staff publish a blog post; a guest reads it on the blog', async ({ page, browser }) => {
    await signIn(page, 'tresci');
    await page.goto(BLOG);
    await expect(page.getByRole('heading', { name: 'Blog', level: 1 })).toBeVisible();
    await noOverflow(page);
    await expectAccessible(page, 'blog admin list');

    await page.getByRole('link', { name: 'Dodaj wpis' }).click();
    await page.getByRole('textbox', { name: 'Tytuł', exact: true }).fill('Nowa kolekcja baterii');
    await page.getByRole('button', { name: /Kategoria/ }).click();
    await page.getByRole('option', { name: 'Poradniki' }).click();
    await page.getByRole('textbox', { name: 'Wstęp' }).fill('Przegląd nowości w ofercie.');
    await writeInEditor(page, 'Co nowego', 'Baterie w kolorze szczotkowanego złota.');
    await publishSwitch(page).click();
    await expectAccessible(page, 'blog post form');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    // A new post opens in edit mode, where its images can be added.
    await expect(page.getByRole('heading', { name: 'Edytuj wpis' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Tytuł', exact: true })).toHaveValue(
      'Nowa kolekcja baterii',
    );

    const guest = await browser.newPage();
    await guest.goto('/blog/poradniki');
    await guest.getByRole('link', { name: 'Nowa kolekcja baterii' }).first().click();
    await expect(
      guest.getByRole('heading', { name: 'Nowa kolekcja baterii', level: 1 }),
    ).toBeVisible();
    await expect(guest.getByText('Baterie w kolorze szczotkowanego złota.')).toBeVisible();
    await expect(guest).toHaveTitle(/^Nowa kolekcja baterii/);
    await guest.close();

    await page.goto(BLOG);
    await page.getByRole('button', { name: 'Usuń: Nowa kolekcja baterii' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Usuń' }).click();
    await expect(page.getByRole('button', { name: 'Usuń: Nowa kolekcja baterii' })).toHaveCount(0);
  });
});
