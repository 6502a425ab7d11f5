// The public content pages with the seeded content (nothing is published here): a static page by
// its slug, the 404 of an unknown slug, the blog list and a post, the newsletter's double opt-in
// through the mailed link, and the contact form (which refuses a form sent within 3 s).
import { expect, test } from '@playwright/test';
import { lastMail } from '../checkout/helpers';
import { expectAccessible } from '../account/helpers';

const noOverflow = async (page: import('@playwright/test').Page) =>
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);

// Every page at a phone's width: nothing may scroll sideways.
test.use({ viewport: { width: 375, height: 812 } });

test.describe('pages', () => {
  test('a static page by its slug, and an unknown slug is a 404', async ({ page }) => {
    await page.goto('/regulamin');
    const article = page.getByTestId('static-page');
    await expect(
      article.getByRole('heading', { name: 'Regulamin sklepu internetowego', level: 1 }),
    ).toBeVisible();
    // The server's sanitised HTML is rendered as HTML, not as text.
    await expect(article.getByRole('heading', { name: '§ 1. Postanowienia ogólne' })).toBeVisible();
    await expect(page).toHaveTitle(/^Regulamin sklepu internetowego/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /Regulamin sklepu Armatura/,
    );
    await noOverflow(page);
    await expectAccessible(page, 'static page');

    await page.goto('/nie-ma-takiej-strony');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await expect(page.getByText('Nie znaleźliśmy strony, której szukasz.')).toBeVisible();
    await expectAccessible(page, 'unknown page');
  });

  test('the blog: list, a category and a post', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: 'Blog', level: 1 })).toBeVisible();
    const posts = page.getByTestId('blog-posts').getByRole('listitem');
    await expect(posts).toHaveCount(3);
    await noOverflow(page);
    await expectAccessible(page, 'blog list');

    const categories = page.getByRole('navigation', { name: 'Kategorie bloga' });
    await categories.getByRole('link', { name: 'Poradniki' }).click();
    await expect(page).toHaveURL(/\/blog\/poradniki$/);
    await expect(page.getByRole('heading', { name: 'Poradniki', level: 1 })).toBeVisible();
    const guide = page.getByRole('link', {
      name: 'Jak dobrać baterię umywalkową do umywalki',
      exact: true,
    });
    await expect(guide).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Czarna armatura w łazience: jak ją zestawić' }),
    ).toHaveCount(0);

    await guide.click();
    await expect(page).toHaveURL(/\/blog\/poradniki\/\d+$/);
    const post = page.getByTestId('blog-post');
    await expect(
      post.getByRole('heading', { name: 'Jak dobrać baterię umywalkową do umywalki', level: 1 }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Jak dobrać baterię umywalkową do umywalki/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20}/);
    await noOverflow(page);
    await expectAccessible(page, 'blog post');

    await page.goto('/blog/nie-ma-takiej-kategorii');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  });
});

test('newsletter: subscribe, confirm through the mailed link, then unsubscribe', async ({
  page,
  request,
}) => {
  const email = `e1-news-${Date.now()}@example.com`;
  await page.goto('/newsletter');
  await expect(page.getByRole('heading', { name: 'Newsletter', level: 1 })).toBeVisible();
  await page.getByLabel('Adres e-mail').fill('zły-adres');
  await page.getByRole('button', { name: 'Zapisz się' }).click();
  await expect(page.getByText('Podaj poprawny adres e-mail.')).toBeVisible();
  await page.getByLabel('Adres e-mail').fill(email);
  await page.getByRole('button', { name: 'Zapisz się' }).click();
  await expect(page.getByTestId('newsletter-message')).toHaveText(
    'Dziękujemy! Jeśli adres nie był jeszcze zapisany, wysłaliśmy na niego link potwierdzający zapis.',
  );
  await noOverflow(page);
  await expectAccessible(page, 'newsletter form');

  const mail = await lastMail(request, email);
  const confirm = /\/newsletter\?token=[A-Za-z0-9_-]{43}(?!&)/.exec(mail.bodyText)?.[0];
  const cancel = /\/newsletter\?token=[A-Za-z0-9_-]{43}&action=unsubscribe/.exec(
    mail.bodyText,
  )?.[0];
  expect(confirm, mail.bodyText).toBeTruthy();
  expect(cancel, mail.bodyText).toBeTruthy();

  // Opening the link changes nothing: the person presses the button.
  await page.goto(confirm!);
  await expect(page.getByText(`Subskrypcja adresu ${email}`)).toBeVisible();
  await expect(page.getByTestId('newsletter-status')).toHaveText('Stan: oczekuje na potwierdzenie');
  await expectAccessible(page, 'newsletter confirmation');
  await page.getByRole('button', { name: 'Potwierdź zapis' }).click();
  await expect(page.getByTestId('newsletter-message')).toHaveText(
    'Zapis na newsletter został potwierdzony.',
  );
  await expect(page.getByTestId('newsletter-status')).toHaveText('Stan: potwierdzona');

  await page.goto(cancel!);
  await page.getByRole('button', { name: 'Wypisz z newslettera' }).click();
  await expect(page.getByTestId('newsletter-message')).toHaveText(
    'Adres został wypisany z newslettera.',
  );
  await expect(page.getByTestId('newsletter-status')).toHaveText('Stan: wypisana');

  await page.goto(`/newsletter?token=${'x'.repeat(43)}`);
  await expect(page.getByText('Link jest nieprawidłowy lub nieaktualny.')).toBeVisible();
});

test('the contact form: Polish validation, then the message is sent', async ({ page }) => {
  await page.goto('/formularz_kontaktowy');
  await expect(page.getByRole('heading', { name: 'Formularz kontaktowy', level: 1 })).toBeVisible();
  // The honeypot is neither visible nor reachable by assistive tech.
  // (Off-screen rather than display:none, which bots learn to skip.)
  await expect(page.locator('input[name="website"]')).not.toBeInViewport();
  await expect(page.getByRole('textbox', { name: /Strona internetowa/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Wyślij wiadomość' }).click();
  await expect(page.getByText('Podaj imię i nazwisko.')).toBeVisible();
  await expect(
    page.getByText('Zgoda na przetwarzanie danych jest wymagana, abyśmy mogli odpowiedzieć.'),
  ).toBeVisible();
  await noOverflow(page);
  await expectAccessible(page, 'contact form with errors');

  await page.getByLabel('Imię i nazwisko', { exact: true }).fill('Anna Testowa');
  await page
    .getByLabel('Adres e-mail', { exact: true })
    .fill(`e1-contact-${Date.now()}@example.com`);
  await page.getByLabel('Telefon (opcjonalnie)', { exact: true }).fill('+48 600 100 200');
  await page.getByLabel('Temat', { exact: true }).fill('Pytanie o dostawę');
  await page
    .getByLabel('Wiadomość', { exact: true })
    .fill('Czy dostarczacie baterie do Gdańska w tym tygodniu?');
  await page.getByText('Wyrażam zgodę na przetwarzanie').click();
  // A person needs a few seconds to fill the form; the server refuses a faster one.
  await page.waitForTimeout(3_500);
  await page.getByRole('button', { name: 'Wyślij wiadomość' }).click();
  await expect(page.getByTestId('contact-sent')).toHaveText(
    'Dziękujemy za wiadomość. Odpowiemy najszybciej, jak to możliwe.',
  );
  await expectAccessible(page, 'contact form sent');
});
