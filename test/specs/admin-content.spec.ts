import type { Locator, Page } from '@playwright/test';
import {
  createPage,
  deletePage,
  getSettings,
  updateSettings,
  type Settings,
} from '@waybill/shared';
import { expect, staffClient, test } from '../support/fixtures.js';
import { solidPng } from '../../test-kit/pictures.js';

/** A suffix no other spec uses: the product (and its pages, reviews, settings) is shared. */
const uniqueId = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** The window flag that a script smuggled into page content would set. */
const SCRIPT_FLAG = '__waybillContentScriptRan';

async function scriptRan(page: Page): Promise<unknown> {
  return page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], SCRIPT_FLAG);
}

/** The page bodies point at addresses outside; the tests never wait on the internet. */
async function blockOutsideMedia(page: Page): Promise<void> {
  await page.route(/^https:\/\/(example\.com|www\.youtube-nocookie\.com)\//, (route) =>
    route.abort(),
  );
}

/** The row of a page in the list, following the next arrow when other specs added many pages. */
async function pageRow(page: Page, title: string): Promise<Locator> {
  const table = page.getByRole('table', { name: 'Pages' });
  await expect(table).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: title });
  const next = page.getByRole('button', { name: 'Next' });
  while ((await row.count()) === 0 && (await next.isVisible())) {
    const shown = await table.getByRole('row').count();
    await next.click();
    await expect(table.getByRole('row')).not.toHaveCount(shown);
  }
  return row;
}

async function slugField(page: Page): Promise<string> {
  return page.getByLabel('Slug').inputValue();
}

test('staff write a page with every marker, see it live, publish it, rename it and delete it', async ({
  adminPage: page,
}) => {
  await blockOutsideMedia(page);
  const id = uniqueId();
  const title = `Depot Tour ${id}`;
  const preview = page.getByRole('region', { name: 'Preview' });
  let slug = '';

  await test.step('the list leads to the create screen', async () => {
    await page.getByRole('main').getByRole('link', { name: 'Pages', exact: true }).click();
    await expect(page).toHaveURL(/\/control\/pages\/list\.html$/);
    await expect(page.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible();
    // The pages the public site links to exist from the start.
    await expect(
      page.getByRole('table', { name: 'Pages' }).getByRole('link', { name: '/pages/about-us' }),
    ).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'New page' }).click();
    await expect(page).toHaveURL(/\/control\/pages\/create\.html$/);
  });

  await test.step('the title is required', async () => {
    await page.getByRole('button', { name: 'Create page' }).click();
    await expect(page.getByLabel('Title')).toHaveAccessibleDescription('Title is required');
  });

  await test.step('the preview follows the typing, marker by marker', async () => {
    const help = page.getByRole('region', { name: 'Formatting' });
    for (const marker of [
      '**bold**',
      '__underline__',
      '~~strikethrough~~',
      '[image](https://…)',
      '[image: description](https://…)',
      '[video](https://…)',
    ]) {
      await expect(help).toContainText(marker);
    }
    await expect(page.getByRole('radiogroup', { name: 'Icon' }).getByRole('radio')).toHaveCount(4);
    await expect(page.getByRole('radio', { name: 'people' })).toBeChecked();

    await page.getByLabel('Title').fill(title);
    const content = page.getByLabel('Content');
    await content.pressSequentially('**Express** parcels');
    await expect(preview.locator('strong', { hasText: 'Express' })).toBeVisible();
    await expect(preview).not.toContainText('**');

    await content.pressSequentially(' leave __every day__, not ~~weekly~~');
    await expect(preview.locator('u', { hasText: 'every day' })).toBeVisible();
    await expect(preview.locator('s', { hasText: 'weekly' })).toBeVisible();

    await content.fill(
      [
        '**Express** parcels leave __every day__, not ~~weekly~~',
        '[image: Our depot at dawn](https://example.com/depot.png)',
        '',
        '[video](https://www.youtube.com/watch?v=dQw4w9WgXcQ)',
        '[video](https://example.com/tour.mp4)',
        '[image](javascript:alert(1))',
      ].join('\n'),
    );
    await expect(preview.getByRole('img', { name: 'Our depot at dawn' })).toHaveAttribute(
      'src',
      'https://example.com/depot.png',
    );
    await expect(preview.locator('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    await expect(preview.locator('video')).toHaveAttribute('src', 'https://example.com/tour.mp4');
    // Only http and https become media: anything else stays text.
    await expect(preview).toContainText('[image](javascript:alert(1))');
    await expect(preview.getByRole('img')).toHaveCount(1);

    await page.getByRole('radio', { name: 'folder' }).check();
    await page.getByRole('button', { name: 'Create page' }).click();
    await expect(page).toHaveURL(/\/control\/pages\/depot-tour-[a-z0-9-]+$/);
    slug = await slugField(page);
    expect(page.url()).toMatch(new RegExp(`/control/pages/${slug}$`));
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'folder' })).toBeChecked();
    await expect(preview.locator('strong', { hasText: 'Express' })).toBeVisible();
  });

  await test.step('the list shows it with its icon and public address', async () => {
    await page.goto('/control/pages/list.html');
    const row = await pageRow(page, title);
    await expect(row.locator('.material-icons')).toHaveText('folder');
    await expect(row.getByRole('link', { name: `/pages/${slug}` })).toHaveAttribute(
      'href',
      `/pages/${slug}`,
    );
    await row.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/control/pages/${slug}$`));
  });

  await test.step('the public site shows the page', async () => {
    await page.goto(`/pages/${slug}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.locator('strong', { hasText: 'Express' })).toBeVisible();
  });

  await test.step('a new slug and sub-title: the screen moves to the new address', async () => {
    await page.goto(`/control/pages/${slug}`);
    const newSlug = `${slug}-moved`;
    await page.getByLabel('Slug').fill('Not A Slug!');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByLabel('Slug')).toHaveAccessibleDescription(
      /^Slug must contain only lowercase letters/,
    );

    await page.getByLabel('Slug').fill(newSlug);
    await page.getByLabel('Sub-title').fill('A walk through our Lisbon depot');
    await page.getByLabel('Hero').selectOption('hero5');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Page updated' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/control/pages/${newSlug}$`));

    await page.reload();
    await expect(page.getByLabel('Slug')).toHaveValue(newSlug);
    await expect(page.getByLabel('Sub-title')).toHaveValue('A walk through our Lisbon depot');
    await expect(page.getByLabel('Hero')).toHaveValue('hero5');
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);

    await page.goto(`/control/pages/${slug}`);
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
    slug = newSlug;
  });

  await test.step('a script in the content is shown as text and never runs', async () => {
    await page.goto(`/control/pages/${slug}`);
    const script = `<script>window.${SCRIPT_FLAG} = true</script>`;
    const handler = `<img src="x" onerror="window.${SCRIPT_FLAG} = true">`;
    const content = page.getByLabel('Content');
    await content.fill(`**Safe** text\n${script}\n${handler}`);
    await expect(preview).toContainText(script);
    await expect(preview).toContainText(handler);
    await expect(preview.locator('script')).toHaveCount(0);
    await expect(preview.getByRole('img')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Page updated' })).toBeVisible();

    await page.reload();
    await expect(preview).toContainText(script);
    expect(await scriptRan(page)).toBeUndefined();

    await page.goto(`/pages/${slug}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.locator('strong', { hasText: 'Safe' })).toBeVisible();
    expect(await scriptRan(page)).toBeUndefined();
  });

  await test.step('delete asks first, then the page is gone', async () => {
    await page.goto(`/control/pages/${slug}`);
    const actions = page.getByRole('toolbar', { name: 'Page actions' });
    await actions.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Are you sure you want to delete the page');
    await expect(dialog).toContainText(title);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/control/pages/${slug}$`));

    await actions.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/control\/pages\/list\.html$/);
    await expect(page.getByRole('table', { name: 'Pages' })).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);

    await page.goto(`/control/pages/${slug}`);
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to pages' })).toBeVisible();
  });
});

test('a page delete that fails shows its first error as a toast and stays', async ({
  adminPage: page,
}) => {
  const title = `Short Lived ${uniqueId()}`;
  const staff = staffClient(page.request);
  const data = await staff.data(
    createPage,
    { body: { title, content: 'Soon gone.', icon: 'pages' } },
    201,
  );

  await page.goto(`/control/pages/${data.slug}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  // Another member of staff deletes it meanwhile.
  await staff.data(deletePage, { body: { id: data.id } });

  await page
    .getByRole('toolbar', { name: 'Page actions' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Not Found' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/control/pages/${data.slug}$`));
});

test('staff add a review with a photo, see it in the list and delete it', async ({
  adminPage: page,
}) => {
  const name = `Ada Customer ${uniqueId()}`;
  const text = 'My parcel reached Porto a day early. Thank you!';

  await page.getByRole('main').getByRole('link', { name: 'Reviews', exact: true }).click();
  await expect(page).toHaveURL(/\/control\/reviews\/list\.html$/);
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'New review' }).click();
  await expect(page).toHaveURL(/\/control\/reviews\/create\.html$/);

  await page.getByRole('button', { name: 'Add review' }).click();
  await expect(page.getByLabel('Name')).toHaveAccessibleDescription('Name is required');

  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Review').fill(text);
  await page.getByLabel('Image').setInputFiles({
    name: 'ada.png',
    mimeType: 'image/png',
    buffer: solidPng(24, [40, 120, 200]),
  });
  await expect(page.getByRole('img', { name: 'Preview of ada.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Add review' }).click();
  await expect(page).toHaveURL(/\/control\/reviews\/list\.html$/);

  const item = page.getByRole('listitem').filter({ hasText: name });
  await expect(item).toContainText(text);
  const photo = item.getByRole('img', { name: `Photo of ${name}` });
  await expect(photo).toHaveAttribute('src', /^\/uploads\/images\/.+\.png$/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(24);

  await item.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(
    `Are you sure you want to delete the review by \u2068${name}\u2069?`,
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
});

/** The settings as they were, put back afterwards: other spec files share the product. */
function currentSettings(page: Page): Promise<Settings> {
  return staffClient(page.request).data(getSettings);
}

async function restoreSettings(page: Page, saved: Settings): Promise<void> {
  const { id: _id, ...fields } = saved;
  await staffClient(page.request).data(updateSettings, { body: fields });
}

async function saveSettings(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
}

test('each settings form saves, and the saved values come back after a reload', async ({
  adminPage: page,
}) => {
  const id = uniqueId();
  const before = await currentSettings(page);
  try {
    await test.step('the menu lists the three forms', async () => {
      await page.getByRole('main').getByRole('link', { name: 'Settings', exact: true }).click();
      await expect(page).toHaveURL(/\/control\/settings$/);
      const menu = page.getByRole('navigation', { name: 'Settings' });
      await expect(menu.getByRole('link', { name: /Contact Info/ })).toHaveAttribute(
        'href',
        '/control/settings/contact',
      );
      await expect(menu.getByRole('link', { name: /Mail Settings/ })).toHaveAttribute(
        'href',
        '/control/settings/mail',
      );
      await expect(menu.getByRole('link', { name: /Html Settings/ })).toHaveAttribute(
        'href',
        '/control/settings/html',
      );
      // Privacy by default on the tracking page (tracking-privacy.spec.ts).
      await expect(menu.getByRole('link', { name: /Tracking privacy/ })).toHaveAttribute(
        'href',
        '/control/settings/tracking',
      );
      await menu.getByRole('link', { name: /Contact Info/ }).click();
      await expect(page).toHaveURL(/\/control\/settings\/contact$/);
    });

    await test.step('Contact Info: the e-mail is required, the rest is optional', async () => {
      const email = page.getByLabel('Contact e-mail');
      await expect(email).toHaveValue(String(before.contact_email));
      await email.fill('');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(email).toHaveAccessibleDescription('Contact e-mail is required');

      const values = {
        'Contact e-mail': `desk-${id}@example.com`,
        'Contact phone': '+351 210 000 111',
        'Alternate phone': '+351 910 000 222',
        Twitter: `@waybill${id}`,
        Telegram: 'waybill_desk',
        Instagram: 'waybill.courier',
        Address: 'Rua do Porto 12, Lisbon',
      };
      for (const [label, value] of Object.entries(values)) await page.getByLabel(label).fill(value);
      await saveSettings(page);

      await page.reload();
      for (const [label, value] of Object.entries(values)) {
        await expect(page.getByLabel(label)).toHaveValue(value);
      }

      // An optional field left empty is cleared.
      await page.getByLabel('Instagram').fill('');
      await saveSettings(page);
      await page.reload();
      await expect(page.getByLabel('Instagram')).toHaveValue('');
      await expect(page.getByLabel('Twitter')).toHaveValue(values.Twitter);
    });

    await test.step('Mail Settings: driver and template', async () => {
      await page
        .getByRole('navigation', { name: 'Settings' })
        .getByRole('link', { name: 'Mail Settings' })
        .click();
      await expect(page).toHaveURL(/\/control\/settings\/mail$/);
      await expect(
        page.getByText(/Mail goes through the server's MAIL_URL \(127\.0\.0\.1:\d+\)/),
      ).toBeVisible();
      await expect(page.getByLabel('Mail template').getByRole('option')).toHaveCount(5);
      await page.getByLabel('Mail driver').selectOption('smtp');
      await page.getByLabel('Mail template').selectOption('html3');
      await saveSettings(page);

      await page.reload();
      await expect(page.getByLabel('Mail driver')).toHaveValue('smtp');
      await expect(page.getByLabel('Mail template')).toHaveValue('html3');
    });

    await test.step('Html Settings: meta description and chat code', async () => {
      await page.goto('/control/settings/html');
      const description = `Parcels across Europe and beyond, tracked door to door ${id}.`;
      const chat = `<div id="chat-${id}" data-widget="support"></div>`;
      await page.getByLabel('Meta description').fill(description);
      await page.getByLabel('Chat code').fill(chat);
      await saveSettings(page);

      await page.reload();
      await expect(page.getByLabel('Meta description')).toHaveValue(description);
      await expect(page.getByLabel('Chat code')).toHaveValue(chat);

      // Both optional: emptied, they are cleared.
      await page.getByLabel('Meta description').fill('');
      await page.getByLabel('Chat code').fill('');
      await saveSettings(page);
      await page.reload();
      await expect(page.getByLabel('Meta description')).toHaveValue('');
      await expect(page.getByLabel('Chat code')).toHaveValue('');
    });
  } finally {
    await restoreSettings(page, before);
  }
});
