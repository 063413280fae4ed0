import {
  type Activity,
  activityCreateSchema,
  activityDeleteSchema,
  activitySchema,
  activityUpdateSchema,
} from './schemas/activity.js';
import { NO_ADDRESSES } from './address.js';
import { contactSchema } from './schemas/contact.js';
import { graphSchema } from './schemas/graph.js';
import { invoiceCreateSchema } from './schemas/invoice.js';
import { pageCreateSchema, pageSummarySchema, pageUpdateSchema } from './schemas/page.js';
import {
  PUBLIC_PARCEL_HIDDEN_FIELDS,
  type Parcel,
  parcelCreateSchema,
  parcelDeleteSchema,
  parcelImageSchema,
  parcelMapSchema,
  parcelSchema,
  parcelUpdateSchema,
  publicParcelSchema,
} from './schemas/parcel.js';
import { publicReviewSchema, reviewCreateSchema, reviewSchema } from './schemas/review.js';
import { LONG_TEXT_MAX, TEXTAREA_MAX, TEXT_MAX, idSchema, validate } from './validation.js';

const errorsOf = (result: ReturnType<typeof validate>) => (result.ok ? [] : result.errors);

const activity: Activity = {
  id: 1,
  parcel_id: 9,
  title: 'Departed Lagos hub',
  description: 'On the morning flight',
  icon: 'airplanemode_active',
  color: 'green',
  created_at_month: 'Mar',
  created_at_day: '04',
  created_at_time: '09:30',
  created_at: '2024-03-04T09:30:00.000Z',
  updated_at: '2024-03-04T09:30:00.000Z',
  restorable: false,
};

const parcel: Parcel = {
  id: 9,
  tracking_code: 'WB123456',
  reference: null,
  recipient_name: 'Ada Obi',
  recipient_email: 'ada@example.com',
  recipient_phone_number: '+234 800 000',
  destination: 'Lagos',
  current_location: 'Accra',
  status: 'In transit',
  stage: null,
  current_stage: 'in_transit',
  weight: '2.5 kg',
  shipped_via: 'Air',
  sender_name: 'Kofi',
  sender_email: 'kofi@example.com',
  sender_phone_number: null,
  pickup_location: 'Accra',
  ...NO_ADDRESSES,
  parcel_content: 'Documents',
  declared_value: 'USD 300',
  min_expected_delivery_date: '2024-03-06',
  max_expected_delivery_date: '2024-03-09',
  image: null,
  show_map: 'yes',
  map_zoom: 6,
  map_current_latitude: 5.6,
  map_current_longitude: -0.19,
  map_pickup_latitude: null,
  map_pickup_longitude: null,
  map_destination_latitude: 6.52,
  map_destination_longitude: 3.37,
  history: {
    data: [activity],
    current_page: 1,
    last_page: 1,
    next_page_url: null,
  },
  created_at: '2024-03-01T08:00:00.000Z',
  updated_at: '2024-03-04T09:30:00.000Z',
};

describe('ids', () => {
  it('accepts positive integers, also as form strings', () => {
    expect(validate(idSchema, 5)).toEqual({ ok: true, data: 5 });
    expect(validate(idSchema, ' 12 ')).toEqual({ ok: true, data: 12 });
  });

  it.each([
    [undefined, 'value is required'],
    ['', 'value is required'],
    [0, 'value must be at least 1'],
    [-3, 'value must be at least 1'],
    [1.5, 'value must be an integer'],
    ['abc', 'value must be a number'],
    [true, 'value must be a number'],
  ])('refuses %p', (input, message) => {
    expect(errorsOf(validate(idSchema, input))).toEqual([message]);
  });

  it('is required by every delete payload', () => {
    for (const schema of [parcelDeleteSchema, parcelImageSchema, activityDeleteSchema]) {
      expect(errorsOf(validate(schema, {}))).toEqual(['id is required']);
    }
    for (const schema of [parcelDeleteSchema, parcelImageSchema]) {
      expect(validate(schema, { id: '3' })).toEqual({ ok: true, data: { id: 3 } });
    }
    // A history entry's delete leaves the parcel as it is unless asked to put it back.
    expect(validate(activityDeleteSchema, { id: '3' })).toEqual({
      ok: true,
      data: { id: 3, restore_parcel: false },
    });
  });
});

describe('parcel', () => {
  it('parses a parcel as the API sends it', () => {
    expect(parcelSchema.parse(parcel)).toEqual(parcel);
    expect(
      errorsOf(validate(parcelSchema, { ...parcel, min_expected_delivery_date: '6/3/2024' })),
    ).toEqual(['min_expected_delivery_date must be a date (YYYY-MM-DD)']);
  });

  it('hides the shop’s reference, the contact and value fields from visitors', () => {
    expect(PUBLIC_PARCEL_HIDDEN_FIELDS).toEqual([
      'reference',
      'recipient_email',
      'recipient_phone_number',
      'sender_email',
      'sender_phone_number',
      'declared_value',
      'handover_code_required',
      'delivery_preference',
    ]);
    const visible = publicParcelSchema.parse(parcel);
    for (const field of PUBLIC_PARCEL_HIDDEN_FIELDS) expect(field in visible).toBe(false);
    expect(visible.tracking_code).toBe('WB123456');
    expect(parcel.recipient_email).toBe('ada@example.com');
  });

  it('requires recipient_name and destination on create; an empty tracking_code is left out', () => {
    expect(errorsOf(validate(parcelCreateSchema, { tracking_code: '  ' }))).toEqual([
      'recipient_name is required',
      'destination is required',
    ]);
    expect(
      validate(parcelCreateSchema, { tracking_code: '', recipient_name: 'Ada', destination: 'X' }),
    ).toEqual({ ok: true, data: { recipient_name: 'Ada', destination: 'X' } });
    expect(
      validate(parcelCreateSchema, {
        tracking_code: 'WB1',
        recipient_name: 'Ada',
        destination: 'Lagos',
      }),
    ).toEqual({
      ok: true,
      data: { tracking_code: 'WB1', recipient_name: 'Ada', destination: 'Lagos' },
    });
  });

  it('limits text fields to 300 characters', () => {
    const long = 'x'.repeat(TEXT_MAX + 1);
    expect(
      errorsOf(
        validate(parcelCreateSchema, {
          tracking_code: 'WB1',
          recipient_name: 'Ada',
          destination: long,
        }),
      ),
    ).toEqual(['destination must be at most 300 characters']);
    expect(
      validate(parcelCreateSchema, {
        tracking_code: 'WB1',
        recipient_name: 'Ada',
        destination: 'x'.repeat(TEXT_MAX),
      }).ok,
    ).toBe(true);
  });

  const update = { id: 9, tracking_code: 'WB1', recipient_name: 'Ada', destination: 'Lagos' };

  it('leaves the optional update fields optional, empty meaning not given', () => {
    const result = validate(parcelUpdateSchema, {
      ...update,
      id: '9',
      status: '',
      recipient_email: '',
      min_expected_delivery_date: '',
      weight: ' 3 kg ',
    });
    expect(result.ok && result.data).toMatchObject({
      id: 9,
      status: undefined,
      recipient_email: undefined,
      min_expected_delivery_date: undefined,
      weight: '3 kg',
    });
  });

  it('checks e-mails, dates, the limit and the required fields on update', () => {
    expect(
      errorsOf(
        validate(parcelUpdateSchema, {
          tracking_code: 'WB1',
          recipient_email: 'ada-at-example',
          sender_email: 'kofi@',
          max_expected_delivery_date: '2024-02-30',
          parcel_content: 'x'.repeat(TEXT_MAX + 1),
        }),
      ),
    ).toEqual([
      'id is required',
      'recipient_name is required',
      'destination is required',
      'recipient_email must be a valid e-mail address',
      'sender_email must be a valid e-mail address',
      'parcel_content must be at most 300 characters',
      'max_expected_delivery_date must be a date (YYYY-MM-DD)',
    ]);
    expect(
      validate(parcelUpdateSchema, {
        ...update,
        sender_email: 'kofi@example.com',
        min_expected_delivery_date: '2024-03-06',
      }).ok,
    ).toBe(true);
  });
});

describe('parcel map form', () => {
  const form = {
    id: '9',
    show_map: 'yes',
    map_zoom: '6',
    map_current_latitude: '5.6',
    map_current_longitude: '-0.19',
  };

  it('converts form strings and leaves empty optional coordinates missing, not 0', () => {
    expect(
      validate(parcelMapSchema, {
        ...form,
        map_pickup_latitude: '',
        map_pickup_longitude: ' ',
        map_destination_latitude: '6.52',
        map_destination_longitude: 3.37,
      }),
    ).toEqual({
      ok: true,
      data: {
        id: 9,
        show_map: 'yes',
        map_zoom: 6,
        map_current_latitude: 5.6,
        map_current_longitude: -0.19,
        map_pickup_latitude: undefined,
        map_pickup_longitude: undefined,
        map_destination_latitude: 6.52,
        map_destination_longitude: 3.37,
      },
    });
  });

  it('requires show_map, an empty string counting as missing; every point is optional', () => {
    expect(
      errorsOf(
        validate(parcelMapSchema, {
          id: 9,
          show_map: '',
          map_zoom: '',
          map_current_latitude: '',
        }),
      ),
    ).toEqual(['show_map is required']);
  });

  it('leaves the zoom out when it is empty: the map then fits every marker', () => {
    const result = validate(parcelMapSchema, { ...form, map_zoom: ' ' });
    expect(result.ok && result.data.map_zoom).toBeUndefined();
    expect(result.ok).toBe(true);
  });

  it('refuses show_map values other than yes and no', () => {
    expect(errorsOf(validate(parcelMapSchema, { ...form, show_map: 'maybe' }))).toEqual([
      'show_map must be one of: no, yes',
    ]);
  });

  it.each([
    [{ map_zoom: '0' }, 'map_zoom must be at least 1'],
    [{ map_zoom: '20' }, 'map_zoom must be at most 19'],
    [{ map_zoom: '6.5' }, 'map_zoom must be an integer'],
    [{ map_zoom: 'far' }, 'map_zoom must be a number'],
    [{ map_current_latitude: '-90.5' }, 'map_current_latitude must be at least -90'],
    [{ map_current_latitude: '91' }, 'map_current_latitude must be at most 90'],
    [{ map_current_longitude: '-181' }, 'map_current_longitude must be at least -180'],
    [{ map_current_longitude: '180.01' }, 'map_current_longitude must be at most 180'],
    [{ map_pickup_latitude: '95' }, 'map_pickup_latitude must be at most 90'],
    [{ map_destination_longitude: '-200' }, 'map_destination_longitude must be at least -180'],
  ])('refuses %p', (change, message) => {
    expect(errorsOf(validate(parcelMapSchema, { ...form, ...change }))).toEqual([message]);
  });

  it('accepts the edges of the ranges', () => {
    const edges = {
      ...form,
      map_zoom: 19,
      map_current_latitude: -90,
      map_current_longitude: 180,
      map_pickup_latitude: 90,
      map_pickup_longitude: -180,
    };
    expect(validate(parcelMapSchema, edges).ok).toBe(true);
    expect(validate(parcelMapSchema, { ...form, map_zoom: '1' }).ok).toBe(true);
  });
});

describe('activity', () => {
  const base = { title: 'Arrived', description: 'At the Lagos hub', parcel_id: '9' };

  it('parses an activity as the API sends it', () => {
    expect(activitySchema.parse(activity)).toEqual(activity);
  });

  it('defaults the icon to the plane and the colour to green', () => {
    expect(validate(activityCreateSchema, base)).toEqual({
      ok: true,
      data: {
        title: 'Arrived',
        description: 'At the Lagos hub',
        icon: 'airplanemode_active',
        color: 'green',
        parcel_id: 9,
        notify: true,
      },
    });
    const blank = validate(activityCreateSchema, { ...base, icon: '', color: '' });
    expect(blank.ok && [blank.data.icon, blank.data.color]).toEqual([
      'airplanemode_active',
      'green',
    ]);
  });

  it('keeps a chosen icon and colour and refuses unknown ones', () => {
    const chosen = validate(activityCreateSchema, {
      ...base,
      icon: 'local_shipping',
      color: 'gold',
    });
    expect(chosen.ok && [chosen.data.icon, chosen.data.color]).toEqual(['local_shipping', 'gold']);
    const errors = errorsOf(
      validate(activityCreateSchema, { ...base, icon: 'truck', color: 'blue' }),
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(
      /^icon must be one of: radio_button_checked, pan_tool, .*departure_board$/,
    );
    expect(errors[1]).toBe('color must be one of: green, black, gold, red');
  });

  it('requires the fields and lets the description run to 2000 characters', () => {
    expect(errorsOf(validate(activityCreateSchema, {}))).toEqual([
      'title is required',
      'description is required',
      'parcel_id is required',
    ]);
    expect(
      validate(activityCreateSchema, { ...base, description: 'd'.repeat(TEXTAREA_MAX) }).ok,
    ).toBe(true);
    expect(
      errorsOf(
        validate(activityCreateSchema, { ...base, description: 'd'.repeat(TEXTAREA_MAX + 1) }),
      ),
    ).toEqual(['description must be at most 2000 characters']);
  });

  it('needs the id on update', () => {
    expect(errorsOf(validate(activityUpdateSchema, base))).toEqual(['id is required']);
    const updated = validate(activityUpdateSchema, { ...base, id: '4' });
    expect(updated.ok && updated.data.id).toBe(4);
  });
});

describe('page', () => {
  it('requires a title on create and defaults content and icon', () => {
    expect(errorsOf(validate(pageCreateSchema, { content: 'Body' }))).toEqual([
      'title is required',
    ]);
    expect(validate(pageCreateSchema, { title: 'About us' })).toEqual({
      ok: true,
      data: { title: 'About us', content: '', icon: 'people' },
    });
    expect(errorsOf(validate(pageCreateSchema, { title: 'About us', icon: 'star' }))).toEqual([
      'icon must be one of: people, copyright, pages, folder',
    ]);
  });

  it('allows long content up to its own limit', () => {
    expect(validate(pageCreateSchema, { title: 'T', content: 'x'.repeat(LONG_TEXT_MAX) }).ok).toBe(
      true,
    );
    expect(
      errorsOf(validate(pageCreateSchema, { title: 'T', content: 'x'.repeat(LONG_TEXT_MAX + 1) })),
    ).toEqual([`content must be at most ${LONG_TEXT_MAX} characters`]);
  });

  const page = { id: 3, slug: 'world-wide-logistics', title: 'Logistics', icon: 'folder' };

  it('accepts slugs of lowercase letters, digits and dashes', () => {
    const result = validate(pageUpdateSchema, { ...page, slug: 'warehosung-2', sub_title: '' });
    expect(result.ok && result.data).toMatchObject({ slug: 'warehosung-2', sub_title: undefined });
    expect(validate(pageUpdateSchema, page).ok).toBe(true);
  });

  it.each(['About-Us', 'about us', 'about_us', 'privacy/policy', 'café'])(
    'refuses the slug %p',
    (slug) => {
      expect(errorsOf(validate(pageUpdateSchema, { ...page, slug }))).toEqual([
        'slug must contain only lowercase letters, digits and dashes',
      ]);
    },
  );

  it('requires id, slug and title on update', () => {
    expect(errorsOf(validate(pageUpdateSchema, {}))).toEqual([
      'id is required',
      'slug is required',
      'title is required',
    ]);
  });

  it('summarises a page with id, slug, title and icon', () => {
    expect(
      pageSummarySchema.parse({
        ...page,
        content: 'c',
        hero: null,
        overlay: null,
        sub_title: null,
      }),
    ).toEqual(page);
  });
});

describe('review', () => {
  it('requires a name and a review of at most 2000 characters', () => {
    expect(errorsOf(validate(reviewCreateSchema, { name: '', review: ' ' }))).toEqual([
      'name is required',
      'review is required',
    ]);
    expect(
      errorsOf(validate(reviewCreateSchema, { name: 'Ada', review: 'r'.repeat(TEXTAREA_MAX + 1) })),
    ).toEqual(['review must be at most 2000 characters']);
  });
});

describe('invoice', () => {
  it('requires only the product', () => {
    expect(errorsOf(validate(invoiceCreateSchema, {}))).toEqual(['product is required']);
    expect(
      validate(invoiceCreateSchema, { product: 'Express box', amount: '', currency: '' }),
    ).toEqual({
      ok: true,
      data: {
        product: 'Express box',
        tracking_code: undefined,
        amount: undefined,
        currency: undefined,
        customer_name: undefined,
        customer_email: undefined,
      },
    });
  });

  it('reads the amount and currency and checks them', () => {
    const result = validate(invoiceCreateSchema, {
      product: 'Box',
      amount: '12.50',
      currency: ' usd ',
    });
    expect(result.ok && [result.data.amount, result.data.currency]).toEqual([12.5, 'USD']);
    expect(
      errorsOf(
        validate(invoiceCreateSchema, {
          product: 'Box',
          amount: '-1',
          currency: 'dollars',
          customer_email: 'nobody',
        }),
      ),
    ).toEqual([
      'amount must be at least 0',
      'currency must be a 3-letter code',
      'customer_email must be a valid e-mail address',
    ]);
  });
});

describe('contact', () => {
  const mail = {
    reply_to: 'desk@waybill.test',
    to: 'ada@example.com',
    subject: 'Your parcel',
    body: 'Hi',
  };

  it('checks both addresses and requires subject and body', () => {
    expect(errorsOf(validate(contactSchema, { reply_to: 'desk', to: '' }))).toEqual([
      'reply_to must be a valid e-mail address',
      'to is required',
      'subject is required',
      'body is required',
    ]);
  });

  it("has no sender to choose: the seed's `from` becomes reply_to, never a sender", () => {
    const given = validate(contactSchema, {
      from: 'ceo@bank.example',
      to: mail.to,
      subject: mail.subject,
      body: mail.body,
    });
    expect(given.ok && given.data).toEqual({ ...mail, reply_to: 'ceo@bank.example' });
    const both = validate(contactSchema, { ...mail, from: 'ceo@bank.example' });
    expect(both.ok && both.data).toEqual(mail);
  });

  it('requires an address to reply to when neither reply_to nor from is given', () => {
    const { reply_to: _omitted, ...noAddress } = mail;
    expect(errorsOf(validate(contactSchema, noAddress))).toEqual(['reply_to is required']);
  });

  it('takes password and template as optional, refusing unknown templates', () => {
    expect(validate(contactSchema, { ...mail, password: '', template: '' })).toEqual({
      ok: true,
      data: { ...mail, password: undefined, template: undefined },
    });
    const chosen = validate(contactSchema, { ...mail, password: 'smtp-secret', template: 'html2' });
    expect(chosen.ok && [chosen.data.password, chosen.data.template]).toEqual([
      'smtp-secret',
      'html2',
    ]);
    expect(errorsOf(validate(contactSchema, { ...mail, template: 'fancy' }))).toEqual([
      'template must be one of: plain, html1, html2, html3, html4',
    ]);
  });
});

describe('reviews', () => {
  it('show everyone no parcel: the public view has only its five fields', () => {
    expect(Object.keys(publicReviewSchema.shape)).toEqual([
      'id',
      'name',
      'review',
      'image',
      'rating',
    ]);
    expect(Object.keys(reviewSchema.shape)).toEqual([
      ...Object.keys(publicReviewSchema.shape),
      'status',
      'parcel_code',
    ]);
  });
});

describe('graph', () => {
  const settings = {
    id: 1,
    company_name: 'Waybill',
    company_logo: '',
    contact_email: 'desk@waybill.test',
    contact_phone: '',
    contact_phone_alt: '',
    contact_twitter: '',
    contact_telegram: '',
    contact_instagram: '',
    contact_address: '',
    mail_driver: 'outbox',
    mail_template: 'plain',
    meta_description: '',
    chat_code: '',
    notify_recipients: true,
    tracking_shows_names: false,
    tracking_shows_photo: false,
    tracking_shows_exact_map: false,
  };
  const pages = [{ id: 1, slug: 'about-us', title: 'About us', icon: 'people' }];

  it('takes admin false when signed out, or the member with its name and role', () => {
    const site = {
      map_tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      map_tile_attribution: '© OpenStreetMap contributors',
      time_zone: 'UTC',
    };
    const signedOut = { pages, admin: false, reviews: [], settings: [settings], site };
    expect(graphSchema.parse(signedOut)).toEqual(signedOut);
    const admin = { email: 'desk@waybill.test', name: 'Desk', role: 'dispatcher' };
    const signedIn = { ...signedOut, admin };
    expect(graphSchema.parse(signedIn)).toEqual(signedIn);
    // A member without a role, or with one the contract does not know, is not a member.
    const roleless = { ...signedOut, admin: { email: admin.email, name: admin.name } };
    expect(graphSchema.safeParse(roleless).success).toBe(false);
    const root = { ...signedOut, admin: { ...admin, role: 'root' } };
    expect(graphSchema.safeParse(root).success).toBe(false);
    expect(graphSchema.safeParse({ ...signedOut, admin: true }).success).toBe(false);
    expect(graphSchema.safeParse({ ...signedOut, admin: 'false' }).success).toBe(false);
  });
});
