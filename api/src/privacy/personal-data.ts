/**
 * Where people's data is kept, written once (docs/product.md §4.18, docs/architecture.md §4.10).
 * The retention pass, a person's export and a person's erasure all read this declaration, and
 * api/test/personal-data.e2e-spec.ts fails when a column named like a person's field (a name, an
 * e-mail, a phone, an address, a position, a picture, free text, a stored body) is neither here
 * nor in NOT_PERSONAL with its reason. A new table or column of people's data is added here; the
 * three operations then cover it with no other change.
 */

/** What a column holds: it decides the placeholder and whether a picture leaves the store. */
export type PersonalKind =
  | 'name'
  | 'email'
  | 'phone'
  | 'address'
  | 'position'
  /** A picture whose use this row counts (image_references): dropped, the object deleted. */
  | 'picture'
  /** A picture's name whose use another row counts (a proof's copy of its upload). */
  | 'picture_copy'
  | 'free_text'
  /** JSON or a stored body (a snapshot, a preference, a message, a webhook's payload). */
  | 'record'
  /** An uploaded file's bytes (a spreadsheet). */
  | 'file';

/** A parcel's two people: a column of one side is erased when that side is the person's. */
export type ParcelSide = 'recipient' | 'sender';

export interface PersonalColumn {
  kind: PersonalKind;
  /** parcels only: whose column it is (the parcel's own pictures and positions: the recipient's). */
  side?: ParcelSide;
}

/** Why rows are kept through an erasure: the law asks for them (docs/product.md §4.18). */
export type KeptReason = 'tax_records' | 'audit_trail';

/** How a table's rows belong to a parcel, for the rows of a parcel's people. */
export type ParcelLink =
  /** A column of the row holds the parcel's id. */
  | { column: string }
  /** A column of the row matches `column` of `table` rows whose `parcelColumn` is the parcel's. */
  | { column: string; through: { table: string; column: string; parcelColumn: string } }
  /** The audit trail: rows of record `entity` whose `entity_id` is the parcel's id as text. */
  | { entity: string };

export interface PersonalTable {
  table: string;
  /** The module that owns the table (eslint.config.js, TABLE_OWNERS). */
  owner: string;
  /** The columns that name a row in an export, in order. */
  key: readonly string[];
  /** The columns a person is found by (e-mails compared without case; phones as E.164). */
  email?: readonly string[];
  phone?: readonly string[];
  /** A CSV file's bytes searched for the e-mail (an XLSX is zipped: it cannot be searched). */
  csvFile?: { column: string; format: string };
  /**
   * How rows go with a parcel. `person: true`: the rows of a person's parcels are theirs (exported
   * and erased with the recipient's side); otherwise they go only with the parcel's retention
   * (another visitor's subscription to the parcel is that visitor's).
   */
  parcel?: ParcelLink & { person: boolean };
  /** Rows older than `personal_data_days` (Settings) by this column go at retention, parcel or not. */
  aged?: { column: string; where?: Readonly<Record<string, readonly string[]>> };
  /** The personal columns. */
  columns: Readonly<Record<string, PersonalColumn>>;
  /**
   * What an erasure does: its columns blanked (the placeholder or null), the rows deleted, or the
   * rows kept, listed with why. `only`: the rows an erasure may touch (finished webhooks).
   */
  erase: 'blank' | 'delete' | { keep: KeptReason };
  only?: Readonly<Record<string, readonly string[]>>;
  /** Columns left out of an export (bytes; what another column already says). */
  exportOmit?: readonly string[];
}

/** What a blanked text column holds when it may not be empty: short, and the same everywhere. */
export const ERASED = 'Erased';

const name: PersonalColumn = { kind: 'name' };
const position: PersonalColumn = { kind: 'position' };
const r = (kind: PersonalKind): PersonalColumn => ({ kind, side: 'recipient' });
const s = (kind: PersonalKind): PersonalColumn => ({ kind, side: 'sender' });

export const PARCELS_TABLE = 'parcels';
/** Written by triggers, no personal data: the retention reads when a parcel ended there. */
export const STAGE_CHANGES_TABLE = 'parcel_stage_changes';
export const ERASURES_TABLE = 'personal_data_erasures';
export const AUDIT_TABLE = 'audit_log';

/**
 * Every table holding people's data. Order matters for an erasure: parcels first (the sides
 * matched), then the rows that go with them.
 */
export const PERSONAL_TABLES: readonly PersonalTable[] = [
  {
    table: PARCELS_TABLE,
    owner: 'parcels',
    key: ['id', 'tracking_code'],
    email: ['recipient_email', 'sender_email', 'unlock_email'],
    phone: ['recipient_phone_number', 'sender_phone_number'],
    columns: {
      recipient_name: r('name'),
      recipient_email: r('email'),
      recipient_phone_number: r('phone'),
      recipient_company: r('name'),
      recipient_address_line1: r('address'),
      recipient_address_line2: r('address'),
      recipient_postcode: r('address'),
      // What the tracking page's unlock asks: the recipient's e-mail and phone's last digits.
      unlock_email: r('email'),
      unlock_phone_last4: r('phone'),
      // The parcel's photo and its delivery (the recipient's door, their name and initials).
      image: r('picture'),
      proof_received_by: r('name'),
      proof_initials: r('name'),
      proof_photo: r('picture_copy'),
      map_current_latitude: r('position'),
      map_current_longitude: r('position'),
      map_destination_latitude: r('position'),
      map_destination_longitude: r('position'),
      // The recipient's say: a neighbour's name, a safe place, a note.
      delivery_preference: r('record'),
      sender_name: s('name'),
      sender_email: s('email'),
      sender_phone_number: s('phone'),
      sender_company: s('name'),
      sender_address_line1: s('address'),
      sender_address_line2: s('address'),
      sender_postcode: s('address'),
      map_pickup_latitude: s('position'),
      map_pickup_longitude: s('position'),
    },
    erase: 'blank',
  },
  {
    // Tracking history: staff's words may name people; an update's snapshot holds the parcel.
    table: 'activities',
    owner: 'activities',
    key: ['id', 'parcel_id'],
    parcel: { column: 'parcel_id', person: true },
    columns: { description: { kind: 'free_text' }, parcel_before: { kind: 'record' } },
    erase: 'blank',
  },
  {
    table: 'delivery_proofs',
    owner: 'couriers',
    key: ['id', 'parcel_id'],
    parcel: { column: 'parcel_id', person: true },
    columns: {
      received_by: name,
      photo: { kind: 'picture_copy' },
      signature: { kind: 'picture_copy' },
      latitude: position,
      longitude: position,
      accuracy: position,
    },
    erase: 'blank',
  },
  {
    // The courier's photo and signature uploads: each counts the use of its picture.
    table: 'proof_uploads',
    owner: 'couriers',
    key: ['id'],
    parcel: {
      column: 'used_by',
      through: { table: 'delivery_proofs', column: 'action_id', parcelColumn: 'parcel_id' },
      person: true,
    },
    columns: { image: { kind: 'picture' } },
    erase: 'delete',
  },
  {
    // Where the phone was when the courier scanned or delivered: at the recipient's door.
    table: 'courier_actions',
    owner: 'couriers',
    key: ['id', 'parcel_id'],
    parcel: { column: 'parcel_id', person: true },
    columns: { latitude: position, longitude: position, accuracy: position },
    erase: 'blank',
  },
  {
    table: 'parcel_subscribers',
    owner: 'notifications',
    key: ['id', 'parcel_id'],
    email: ['email'],
    parcel: { column: 'parcel_id', person: false },
    columns: { email: { kind: 'email' } },
    erase: 'delete',
  },
  {
    // Visitors' ratings of a delivered parcel (and staff's reviews, found by no one's address).
    table: 'reviews',
    owner: 'reviews',
    key: ['id', 'parcel_id'],
    parcel: { column: 'parcel_id', person: true },
    columns: { name, review: { kind: 'free_text' }, image: { kind: 'picture' } },
    erase: 'blank',
  },
  {
    table: 'contact_messages',
    owner: 'messages',
    key: ['id'],
    email: ['email'],
    aged: { column: 'created_at' },
    columns: {
      name,
      email: { kind: 'email' },
      subject: { kind: 'free_text' },
      body: { kind: 'free_text' },
    },
    erase: 'delete',
  },
  {
    table: 'outbox_messages',
    owner: 'mail',
    key: ['id'],
    email: ['to_address', 'reply_to'],
    // A message being sent is left to its delivery; RETENTION_DAYS deletes the rest earlier.
    aged: { column: 'created_at', where: { status: ['sent', 'failed', 'queued'] } },
    columns: {
      to_address: { kind: 'email' },
      reply_to: { kind: 'email' },
      subject: { kind: 'free_text' },
      text: { kind: 'record' },
      html: { kind: 'record' },
      list_unsubscribe: { kind: 'record' },
    },
    erase: 'delete',
  },
  {
    // The signed bodies told to webhook endpoints: blanked once delivered or given up.
    table: 'webhook_deliveries',
    owner: 'webhooks',
    key: ['id', 'parcel_id'],
    parcel: { column: 'parcel_id', person: true },
    columns: { payload: { kind: 'record' }, response_body: { kind: 'record' } },
    erase: 'blank',
    only: { status: ['delivered', 'failed'] },
  },
  {
    // Uploaded spreadsheets: a CSV is searched for the e-mail; every file goes at retention.
    table: 'parcel_imports',
    owner: 'imports',
    key: ['id', 'file_name'],
    csvFile: { column: 'file', format: 'csv' },
    aged: { column: 'created_at' },
    columns: { file: { kind: 'file' } },
    erase: 'blank',
    exportOmit: ['file'],
  },
  {
    // Kept by law: an invoice is an accounting record (kept for years by tax law).
    table: 'invoices',
    owner: 'invoices',
    key: ['id', 'number'],
    email: ['customer_email'],
    columns: { customer_name: name, customer_email: { kind: 'email' } },
    erase: { keep: 'tax_records' },
  },
  {
    // Kept: the tamper-evident trail of who changed what (its rows cannot be changed, a trigger
    // refuses), and goes after AUDIT_RETENTION_DAYS. The people's values in its rows are sealed
    // with their record's key (audit/audit-seals.ts): an erasure deletes the keys, so the rows
    // stay, their chain holds, and what they said of the person can no longer be read.
    table: AUDIT_TABLE,
    owner: 'audit',
    key: ['id', 'entity', 'entity_id', 'action'],
    parcel: { entity: 'parcel', person: true },
    columns: { changes: { kind: 'record' } },
    erase: { keep: 'audit_trail' },
  },
];

/**
 * Columns named like a person's field that hold no data subject's data, each with why. The
 * coverage test reads it with PERSONAL_TABLES.
 */
export const NOT_PERSONAL: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  admins: { email: 'staff account', name: 'staff account' },
  api_keys: {
    name: "a shop's key",
    created_by_email: 'staff account',
    last_ip: "a shop's server",
  },
  app_secrets: { name: 'a secret of the app' },
  audit_log: {
    account_email: 'the acting staff account (kept with the trail)',
    ip: 'the acting client (kept with the trail)',
    user_agent: 'the acting client (kept with the trail)',
  },
  bulk_actions: {
    spec: 'a bulk change, purged after 7 days',
    error_params: 'a refusal code and its values',
  },
  courier_actions: { error_params: 'a refusal code and its values', received_at: 'a time' },
  delivery_proofs: { courier_name: 'staff account' },
  delivery_stats: { destination: 'a region or country, statistics for predictions' },
  idempotency_keys: { answer: 'an answer kept 24 hours for a repeated call' },
  image_references: { name: 'a picture name (a hash)' },
  job_schedules: { name: 'a job name' },
  jobs: { name: 'a job name', payload: 'record ids; finished jobs are purged' },
  migrations: { name: 'a migration' },
  mail_servers: { username: "the company's mail account", sender: "the company's address" },
  outbox_messages: { from_address: "the company's address" },
  pages: { content: 'a content page' },
  parcel_import_problems: {
    column_name: 'a header',
    params: 'a problem code and field',
    message: 'a problem sentence',
  },
  parcel_imports: {
    admin_email: 'staff account',
    file_name: "the staff's file name",
    file_sha256: 'a hash',
  },
  parcels: {
    destination: 'a place (city and country): kept for statistics',
    current_location: 'a place: kept for statistics',
    pickup_location: 'a place: kept for statistics',
    parcel_content: 'what is sent',
    recipient_city: 'a city: kept for statistics',
    recipient_region: 'a region: predictions group by it',
    recipient_country: 'a country: predictions group by it',
    sender_city: 'a city: kept for statistics',
    sender_region: 'a region: predictions group by it',
    sender_country: 'a country: predictions group by it',
    search_text: 'written again from the kept fields',
  },
  passkeys: { name: 'staff account' },
  saved_views: { name: "staff's view" },
  sessions: {
    data: 'staff session',
    signin_ip: 'staff session',
    last_seen_ip: 'staff session',
    user_agent: 'staff session',
  },
  settings: {
    company_logo: "the company's logo",
    contact_email: "the company's",
    contact_phone: "the company's",
    contact_phone_alt: "the company's",
    contact_address: "the company's",
    meta_description: "the company's",
    company_name: "the company's",
    tracking_shows_photo: 'a setting',
    preference_options: 'a setting',
    preference_window_days: 'a setting',
    preference_cutoff: 'a setting',
    personal_data_days: 'a setting',
  },
  staff_invitations: { email: 'staff account' },
  webhook_endpoints: { description: "a shop's endpoint" },
};

/**
 * Column names that read as a person's field: the coverage test holds every such column of the
 * schema to PERSONAL_TABLES or NOT_PERSONAL.
 */
export const PERSON_LIKE_COLUMN =
  /(^|_)(name|email|phone|address|line1|line2|postcode|city|region|country|company|latitude|longitude|accuracy|image|photo|signature|received|initials|description|body|text|html|payload|answer|changes|file|preference|ip|agent|reply|subject|review|content|last4|unsubscribe|spec|data|params|message|location|destination|before|note|notes)(_|$)/;

export const personalTable = (table: string): PersonalTable => {
  const found = PERSONAL_TABLES.find((entry) => entry.table === table);
  if (!found) throw new Error(`No personal-data declaration for ${table}`);
  return found;
};
