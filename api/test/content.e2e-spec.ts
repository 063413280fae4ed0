import { describe, it, expect } from 'vitest';
import { tinyPng } from '../../test-kit/pictures.js';
import { type TestApp, type StaffAgent, useStaffApp } from './harness.js';
import {
  createPage,
  createReview,
  deletePage,
  deleteReview,
  getGraph,
  getPage,
  listPages,
  listReviews,
  listInbox,
  sendContactMessage,
  updatePage,
  updateSettings,
} from '@waybill/shared';

let t: TestApp;
let admin: StaffAgent;
useStaffApp({}, (app, agent) => {
  [t, admin] = [app, agent];
});

describe('pages', () => {
  it('starts with the pages the site links to, with real text', async () => {
    for (const slug of [
      'about-us',
      'warehouses',
      'privacy-policy',
      'support',
      'warehousing',
      'world-wide-logistics',
    ]) {
      const response = await t.http().get(getPage.path({ slug })).expect(200);
      expect(response.body.data.slug).toBe(slug);
      expect(response.body.data.content.length).toBeGreaterThan(200);
      // Each is a sample for the company to edit or delete.
      expect(response.body.data.sample).toBe(true);
    }
    // No misspelled slug beside its page.
    await t
      .http()
      .get(getPage.path({ slug: 'warehosung' }))
      .expect(404);
  });

  it('creates a page under a slug made from its title, numbered when taken', async () => {
    const first = await admin
      .post(createPage.path({}))
      .send({ title: 'Über Express & Co.', content: '**Fast**' })
      .expect(201);
    expect(first.body.data).toMatchObject({
      slug: 'uber-express-co',
      icon: 'people',
      content: '**Fast**',
    });
    const second = await admin
      .post(createPage.path({}))
      .send({ title: 'Uber Express Co' })
      .expect(201);
    expect(second.body.data.slug).toBe('uber-express-co-2');
    const graph = await t.http().get(getGraph.path({})).expect(200);
    expect(graph.body.data.pages).toContainEqual({
      id: first.body.data.id,
      slug: 'uber-express-co',
      title: 'Über Express & Co.',
      icon: 'people',
    });
  });

  it('edits every field, clearing the optional ones sent empty', async () => {
    const { id } = (await admin.post(createPage.path({})).send({ title: 'Offers' }).expect(201))
      .body.data;
    const edited = await admin
      .patch(updatePage.path({}))
      .send({
        id,
        slug: 'special-offers',
        title: 'Special offers',
        content: 'New',
        icon: 'folder',
        hero: 'hero-mixed',
        overlay: 'overlay1',
        sub_title: 'This week',
      })
      .expect(200);
    expect(edited.body.data).toEqual({
      id,
      slug: 'special-offers',
      title: 'Special offers',
      content: 'New',
      icon: 'folder',
      hero: 'hero-mixed',
      overlay: 'overlay1',
      sub_title: 'This week',
      // Edited, a page is the company's own, never a sample.
      sample: false,
    });
    const cleared = await admin
      .patch(updatePage.path({}))
      .send({
        id,
        slug: 'special-offers',
        title: 'Special offers',
        content: 'New',
        icon: 'folder',
        hero: '',
        overlay: '',
        sub_title: '',
      })
      .expect(200);
    expect(cleared.body.data).toMatchObject({ hero: null, overlay: null, sub_title: null });
    await t
      .http()
      .get(getPage.path({ slug: 'special-offers' }))
      .expect(200);
  });

  it('refuses a bad slug, a taken slug and unknown choices', async () => {
    const { id } = (await admin.post(createPage.path({})).send({ title: 'Offers' }).expect(201))
      .body.data;
    const bad = await admin
      .patch(updatePage.path({}))
      .send({ id, slug: 'Bad Slug!', title: 'Offers', icon: 'rocket', hero: 'sunset' })
      .expect(400);
    expect(bad.body.errors).toEqual([
      'slug must contain only lowercase letters, digits and dashes',
      'icon must be one of: people, copyright, pages, folder',
      'hero must be one of: hero5, hero-mixed',
    ]);
    const taken = await admin
      .patch(updatePage.path({}))
      .send({ id, slug: 'support', title: 'Offers' })
      .expect(409);
    expect(taken.body.errors).toEqual(['slug "support" is already used by another page']);
  });

  it('deletes a page; an unknown slug or id is Not Found', async () => {
    const { id, slug } = (
      await admin.post(createPage.path({})).send({ title: 'Temporary' }).expect(201)
    ).body.data;
    await admin.delete(deletePage.path({})).send({ id }).expect(200);
    const gone = await t.http().get(getPage.path({ slug })).expect(404);
    expect(gone.body.errors).toEqual(['Not Found']);
    await admin.delete(deletePage.path({})).send({ id }).expect(404);
  });

  it('lists pages in pages', async () => {
    const response = await t.http().get(listPages.path({})).expect(200);
    expect(response.body.data).toMatchObject({
      current_page: 1,
      last_page: 1,
      next_page_url: null,
    });
    expect(response.body.data.data).toHaveLength(6);
  });

  it('keeps script in page content as text (the parser never makes HTML)', async () => {
    const created = await admin
      .post(createPage.path({}))
      .send({ title: 'Tricky', content: '<script>alert(1)</script>' })
      .expect(201);
    const page = await t
      .http()
      .get(getPage.path({ slug: created.body.data.slug }))
      .expect(200);
    expect(page.body.data.content).toBe('<script>alert(1)</script>');
    expect(page.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('reviews', () => {
  it('adds a review with a photo checked by content, shows it in the graph, deletes it', async () => {
    const created = await admin
      .post(createReview.path({}))
      .field('name', 'Ama K.')
      .field('review', 'My documents reached Lisbon in two days.')
      .attach('image', tinyPng(), 'ama.png')
      .expect(201);
    expect(created.body.data).toMatchObject({
      name: 'Ama K.',
      image: expect.stringMatching(/\.png$/),
    });
    const graph = await t.http().get(getGraph.path({})).expect(200);
    // The home page's view: the staff view without whether it waits and which parcel it rates.
    const { status: _status, parcel_code: _code, ...shown } = created.body.data;
    expect(graph.body.data.reviews).toEqual([shown]);
    await t.http().get(`/uploads/images/${created.body.data.image}`).expect(200);
    await admin.delete(deleteReview.path({})).send({ id: created.body.data.id }).expect(200);
    await t.http().get(`/uploads/images/${created.body.data.image}`).expect(404);
    expect((await t.http().get(listReviews.path({}))).body.data.data).toEqual([]);
  });

  it('accepts a review without a photo and refuses a fake one', async () => {
    await admin
      .post(createReview.path({}))
      .field('name', 'Kofi')
      .field('review', 'Great')
      .expect(201);
    const fake = await admin
      .post(createReview.path({}))
      .field('name', 'Kofi')
      .field('review', 'Great')
      .attach('image', Buffer.from('GIF89a not really'), 'kofi.jpg')
      .expect(400);
    expect(fake.body.errors).toEqual(['image must be a .jpg, .jpeg or .png picture']);
    const missing = await admin.post(createReview.path({})).field('name', '').expect(400);
    expect(missing.body.errors).toEqual(['name is required', 'review is required']);
  });
});

describe('settings', () => {
  it('saves contact fields alone; contact_email cannot be cleared and must be an address', async () => {
    const saved = await admin
      .patch(updateSettings.path({}))
      .send({
        contact_email: 'hello@courier.example',
        contact_phone: '+44 20 0000',
        contact_twitter: 'https://x.com/courier',
      })
      .expect(200);
    expect(saved.body.data).toMatchObject({
      contact_email: 'hello@courier.example',
      contact_phone: '+44 20 0000',
      contact_twitter: 'https://x.com/courier',
      contact_address: '1 Harbour Road, Port City',
      mail_template: 'html1',
    });
    const bad = await admin
      .patch(updateSettings.path({}))
      .send({ contact_email: 'nope', contact_phone: 'x' })
      .expect(400);
    expect(bad.body.errors).toEqual(['contact_email must be a valid e-mail address']);
    const cleared = await admin
      .patch(updateSettings.path({}))
      .send({ contact_email: '' })
      .expect(400);
    expect(cleared.body.errors).toEqual(['contact_email is required']);
    const phoneOnly = await admin
      .patch(updateSettings.path({}))
      .send({ contact_phone: 'x' })
      .expect(200);
    expect(phoneOnly.body.data).toMatchObject({
      contact_email: 'hello@courier.example',
      contact_phone: 'x',
      contact_twitter: 'https://x.com/courier',
    });
  });

  it('saves the mail and html forms without touching the contact details', async () => {
    const mail = await admin
      .patch(updateSettings.path({}))
      .send({ mail_driver: 'smtp', mail_template: 'html3' })
      .expect(200);
    expect(mail.body.data).toMatchObject({
      mail_driver: 'smtp',
      mail_template: 'html3',
      contact_email: 'support@example.com',
    });
    const html = await admin
      .patch(updateSettings.path({}))
      .send({ meta_description: 'Fast parcels', chat_code: '<div id="chat"></div>' })
      .expect(200);
    expect(html.body.data).toMatchObject({
      meta_description: 'Fast parcels',
      chat_code: '<div id="chat"></div>',
    });
    const graph = await t.http().get(getGraph.path({}));
    expect(graph.body.data.settings[0].meta_description).toBe('Fast parcels');
  });

  it('refuses an unknown template, an unknown field and an empty body', async () => {
    const bad = await admin
      .patch(updateSettings.path({}))
      .send({ mail_driver: 'pigeon', mail_template: 'html9' })
      .expect(400);
    expect(bad.body.errors).toEqual([
      'mail_driver must be one of: outbox, smtp',
      'mail_template must be one of: plain, html1, html2, html3, html4',
    ]);
    const unknown = await admin.patch(updateSettings.path({})).send({ colour: 'blue' }).expect(400);
    expect(unknown.body.errors).toEqual(['colour is not a known field']);
    const empty = await admin.patch(updateSettings.path({})).send({}).expect(400);
    expect(empty.body.errors).toEqual(['Send at least one field to change']);
  });
});

describe('visitor messages', () => {
  it("keeps a new install's message in the inbox and e-mails no made-up address", async () => {
    const response = await t
      .http()
      .post(sendContactMessage.path({}))
      .send({ email: 'ada@example.com', subject: 'Hello', body: 'Anyone there?' })
      .expect(200);
    expect(response.body.message).toBe('Thank you. Your message has reached our team.');
    // The seed's support@example.com is nobody's: nothing is queued to it.
    expect(await t.dataSource.query('SELECT to_address FROM outbox_messages')).toEqual([]);
    const inbox = await admin.get(listInbox.path({})).expect(200);
    expect(inbox.body.data.data).toEqual([expect.objectContaining({ subject: 'Hello' })]);
  });

  it('queues the message to the contact e-mail the company set, with the visitor as reply-to', async () => {
    await admin
      .patch(updateSettings.path({}))
      .send({ contact_email: 'desk@harbour.test' })
      .expect(200);
    const response = await t
      .http()
      .post(sendContactMessage.path({}))
      .send({
        name: 'Ada',
        email: 'ada@example.com',
        subject: 'Where is my parcel?',
        body: 'WB-1 is late.',
      })
      .expect(200);
    expect(response.body.message).toBe('Thank you. Your message has reached our team.');
    const rows = await t.dataSource.query(
      'SELECT to_address, reply_to, subject, text FROM outbox_messages',
    );
    expect(rows).toEqual([
      {
        to_address: 'desk@harbour.test',
        reply_to: 'ada@example.com',
        subject: 'Website message: Where is my parcel?',
        text: 'From: Ada <ada@example.com>\n\nWB-1 is late.',
      },
    ]);
  });

  it('checks the fields and limits how often one visitor writes', async () => {
    const bad = await t
      .http()
      .post(sendContactMessage.path({}))
      .send({ email: 'x', subject: '' })
      .expect(400);
    expect(bad.body.errors).toEqual([
      'email must be a valid e-mail address',
      'subject is required',
      'body is required',
    ]);
    const message = { email: 'ada@example.com', subject: 'Hi', body: 'Hello' };
    for (let i = 0; i < 3; i += 1)
      await t.http().post(sendContactMessage.path({})).send(message).expect(200);
    await t.http().post(sendContactMessage.path({})).send(message).expect(429);
  });
});
