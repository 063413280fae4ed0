import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { MailTransport } from '../src/mail/mail-transport.js';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import passport from 'passport';
import { DataSource } from 'typeorm';
import { type AppConfig, loadConfig } from '../src/core/config/config.js';
import { createApp } from '../src/create-app.js';
import { AuditSeals } from '../src/audit/audit-seals.js';
import { Readiness } from '../src/core/lifecycle/readiness.js';
import { DEFAULT_SETTINGS } from '../src/core/database/migrations/default-settings.js';
import { insertSeedPages } from '../src/core/database/migrations/seed-pages.js';
import { copyMigratedDatabase } from './pglite-template.js';
import { freshDatabase } from './postgres-databases.js';
import { testApi, type TestApi, type Transport } from '../../test-kit/api-client.js';
import { removeFolder } from '../../test-kit/folders.js';
import { DEFAULT_STATUS_STAGES, signUp, statusStageIndex } from '@waybill/shared';

export interface TestApp {
  app: INestApplication;
  config: AppConfig;
  dataSource: DataSource;
  http: () => ReturnType<typeof request>;
  agent: () => ReturnType<typeof request.agent>;
  reset: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * The test files hash passwords at the least cost argon2id allows (PASSWORD_HASH_COST=test, a
 * hundred times quicker than the real one). A file whose assertions need real hashing time (the
 * hashing pool filling up, races widened by slow hashes, a timed sign-in) passes this in its env:
 * `useTestApp({ ...STANDARD_HASH_COST, … }, …)` or `startTestApp({ ...STANDARD_HASH_COST })`.
 */
export const STANDARD_HASH_COST = { PASSWORD_HASH_COST: 'standard' } as const;

const TABLES = [
  'admins',
  // Shops' API keys (their calls go with them) and answers kept for an Idempotency-Key.
  'api_keys',
  'idempotency_keys',
  'sessions',
  'password_resets',
  'outbox_messages',
  'rate_limits',
  'parcels',
  'activities',
  'reviews',
  'parcel_subscribers',
  'invoices',
  // Predicted delivery's statistics (its other tables go with their parcels).
  'delivery_stats',
  // Audit trail.
  'audit_log',
  // Its signed checkpoints (the chain's key and keyed_from stay, as in a new database).
  'audit_checkpoints',
  // Roles and staff accounts.
  'staff_invitations',
  // Two-factor sign-in; the others go with their account (ON DELETE CASCADE).
  'two_factor_policy',
  // Passkeys: the challenges (passkeys go with their account).
  'passkey_challenges',
  // Uploaded pictures' uses.
  'image_references',
  // The job queue (its schedules' next runs stay, as the app's start wrote them).
  'jobs',
  // The inbox.
  'contact_messages',
  // Webhooks (their deliveries go with their endpoint).
  'webhook_endpoints',
  // Couriers on the road (most also go with their courier or parcel).
  'run_stops',
  'courier_actions',
  'proof_uploads',
  'delivery_proofs',
  'handover_codes',
  // Parcels from spreadsheets (their problems go with them) and mappings remembered by headers.
  'parcel_imports',
  'import_mappings',
  // Bulk actions on parcels; saved views (they also go with their member).
  'bulk_actions',
  'saved_views',
];

/**
 * The real server over HTTP against a real database: embedded PGlite in a temporary folder, or
 * PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: {
    keepData?: boolean;
    starting?: boolean;
    /**
     * The file takes migrations down and up: on PostgreSQL, where a worker's files share one
     * database, it gets one of its own (migrated at start, dropped at close), so the schema the
     * next files find is the migrations' whole one. An embedded database is the file's own anyway.
     */
    changesSchema?: boolean;
  } = {},
): Promise<TestApp> {
  // A file that names its database (DATABASE_URL, '' for the embedded one) keeps it.
  const workerDatabaseUrl = env.DATABASE_URL === undefined ? testDatabaseUrl() : undefined;
  const ownDatabase =
    options.changesSchema && workerDatabaseUrl
      ? await freshDatabase(serverOf(workerDatabaseUrl), 'waybill_schema')
      : undefined;
  const databaseUrl = ownDatabase?.url ?? workerDatabaseUrl;
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'waybill-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PASSWORD_HASH_COST: 'test',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  // A new embedded database starts as a copy of the run's migrated one (pglite-template.ts); a
  // folder the test brings (DATA_DIR) keeps what it holds, and PostgreSQL migrates as before.
  if (env.DATA_DIR === undefined && !config.databaseUrl) await copyMigratedDatabase(dataDir);
  const sessionHooks = passportSessionHooks();
  const app = await createApp(config);
  await app.init();
  const ownSessionHooks = sessionHooks.addedSince();
  // As main.ts does once listening, unless the test looks at a starting server.
  if (!options.starting) app.get(Readiness).serving();
  const dataSource = app.get(DataSource);
  const server = app.getHttpServer();
  let emptying: Promise<EmptyingPlan> | undefined;
  // The seeded pages as the last reset left them (their rows' ids and versions): most tests
  // leave them alone, and writing them again took a tenth of every reset.
  let seededPages: string | undefined;
  const testApp: TestApp = {
    app,
    config,
    dataSource,
    http: () => withoutCompression(request(server)),
    agent: () => withoutCompression(request.agent(server)),
    reset: async () => {
      emptying ??= emptyingPlan(dataSource);
      await dataSource.query((await emptying).script);
      // Pictures go with the rows that used them (their uses are in image_references, above).
      const uploads = path.dirname(config.uploadsDir);
      if (!holdsOnly(uploads, config.uploadsDir)) {
        rmSync(uploads, { recursive: true, force: true });
        mkdirSync(config.uploadsDir, { recursive: true });
      }
      // Seeded content goes back to how a new database has it.
      if (seededPages === undefined || (await pagesVersion(dataSource)) !== seededPages) {
        await dataSource.query(`DELETE FROM pages`);
        await insertSeedPages((sql, parameters) => dataSource.query(sql, parameters));
        await dataSource.query(`UPDATE pages SET sample = true`);
        seededPages = await pagesVersion(dataSource);
      }
      // The settings a new database has: the defaults, the name and flags the migrations set,
      // the status mapping, and no mail server set in the panel.
      const settings: Record<string, unknown> = {
        ...DEFAULT_SETTINGS,
        company_name: 'Waybill',
        notify_recipients: true,
        company_logo: '',
        public_url: '',
        status_stages: JSON.stringify(DEFAULT_STATUS_STAGES),
        status_stage_index: JSON.stringify(
          Object.fromEntries(statusStageIndex(DEFAULT_STATUS_STAGES)),
        ),
      };
      const columns = Object.keys(settings);
      await dataSource.query(
        `UPDATE settings SET ${columns.map((column, i) => `${column} = $${i + 1}`).join(', ')}`,
        Object.values(settings),
      );
      // Columns added after the defaults' list was written take their column default.
      await dataSource.query(
        `UPDATE settings SET preference_options = DEFAULT, preference_window_days = DEFAULT,
                preference_cutoff = DEFAULT, personal_data_days = DEFAULT`,
      );
      await dataSource.query(
        `UPDATE mail_servers SET host = '', port = 587, security = 'starttls', username = '',
                password_sealed = '', sender = ''`,
      );
      await app.get(MailTransport).refresh();
    },
    close: async () => {
      // On PostgreSQL the next test file shares the database: mail left queued here would be
      // delivered by its server, into its SMTP catcher, as soon as it starts.
      if (!options.keepData) await dataSource.query('TRUNCATE outbox_messages, jobs');
      // Node's HTTP client keeps its connections open (keep-alive), and the server keeps an idle
      // one for 65 s (create-app.ts): the server's close() would wait for each. The product's
      // shutdown closes them as they fall idle (http-drain.ts); a test's server closes them at once.
      (server as Server).closeAllConnections();
      await app.close();
      ownSessionHooks.remove();
      await ownDatabase?.drop();
      if (!options.keepData) removeFolder(dataDir);
    },
  };
  if (!options.keepData) await testApp.reset();
  return testApp;
}

/**
 * Passport keeps the session's (de)serializers in one list per process, and the first registered
 * answers: an app's SessionSerializer adds itself when the app starts and never leaves. One test
 * worker starts many apps one after another (Vitest keeps its modules between files), so each
 * app's own are taken out when it closes, or the next app's sessions would be read through a
 * closed app's database connection.
 */
function passportSessionHooks() {
  const lists = passport as unknown as { _serializers: unknown[]; _deserializers: unknown[] };
  const before = {
    serializers: lists._serializers.length,
    deserializers: lists._deserializers.length,
  };
  return {
    addedSince() {
      const added = [
        ...lists._serializers.slice(before.serializers),
        ...lists._deserializers.slice(before.deserializers),
      ];
      return {
        remove() {
          lists._serializers = lists._serializers.filter((hook) => !added.includes(hook));
          lists._deserializers = lists._deserializers.filter((hook) => !added.includes(hook));
        },
      };
    },
  };
}

/**
 * What `TRUNCATE <TABLES> RESTART IDENTITY CASCADE` would empty, done with DELETE: the tables and
 * every table that refers to them, children before parents, and the sequences they own back to
 * their start. The same result, but a TRUNCATE makes new files for every table, ten times the
 * time of deleting the few rows a test leaves, before every test.
 */
interface EmptyingPlan {
  /**
   * Every DELETE and sequence reset as one script: sent as one simple query it runs in one
   * transaction, as the separate statements did, without a round trip through the driver for
   * each of its fifty-odd statements.
   */
  script: string;
}

async function emptyingPlan(dataSource: DataSource): Promise<EmptyingPlan> {
  const references: Array<{ child: string; parent: string }> = await dataSource.query(
    `SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent
       FROM pg_constraint WHERE contype = 'f'`,
  );
  const emptied = new Set(TABLES);
  for (let grown = true; grown;) {
    grown = false;
    for (const { child, parent } of references) {
      if (emptied.has(parent) && !emptied.has(child)) {
        emptied.add(child);
        grown = true;
      }
    }
  }
  // A table goes once no other table left refers to it.
  const tables: string[] = [];
  const left = new Set(emptied);
  while (left.size) {
    const free = [...left].filter(
      (table) =>
        !references.some(
          ({ child, parent }) => parent === table && child !== table && left.has(child),
        ),
    );
    if (!free.length) throw new Error(`Tables refer to each other in a circle: ${[...left]}`);
    for (const table of free) {
      tables.push(table);
      left.delete(table);
    }
  }
  const owned: Array<{ name: string; owner: string; start: string }> = await dataSource.query(
    `SELECT s.oid::regclass::text AS name, d.refobjid::regclass::text AS owner,
            q.seqstart::text AS start
       FROM pg_class s
       JOIN pg_depend d ON d.objid = s.oid AND d.classid = 'pg_class'::regclass
        AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
       JOIN pg_sequence q ON q.seqrelid = s.oid
      WHERE s.relkind = 'S'`,
  );
  const sequences = owned.filter(({ owner }) => emptied.has(owner));
  const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
  const script = [
    ...tables.map((table) => `DELETE FROM ${table};`),
    ...sequences.map(({ name, start }) => {
      if (!/^-?\d+$/.test(start)) throw new Error(`Sequence ${name} starts at ${start}`);
      return `SELECT setval(${literal(name)}::regclass, ${start}, false);`;
    }),
  ].join('\n');
  return { script };
}

/** The seeded pages' rows and versions: any insert, change or delete gives another value. */
async function pagesVersion(dataSource: DataSource): Promise<string> {
  const [row]: Array<{ version: string | null }> = await dataSource.query(
    `SELECT string_agg(id::text || ':' || xmin::text, ',' ORDER BY id) AS version FROM pages`,
  );
  return row?.version ?? '';
}

/** Whether `folder` holds nothing but the empty folder `only` (a reset has nothing to remove). */
function holdsOnly(folder: string, only: string): boolean {
  try {
    const inside = readdirSync(folder);
    return (
      inside.length === 1 && path.join(folder, inside[0]) === only && readdirSync(only).length === 0
    );
  } catch {
    return false;
  }
}

/**
 * Requests without `Accept-Encoding` (superagent asks for gzip by default): the server then
 * sends its answers as they are instead of compressing each (and the test decompressing it),
 * which took about 6 % of the integration tests' time. A test of compression asks for it
 * (`.set('Accept-Encoding', 'gzip')`).
 */
function withoutCompression<T extends object>(client: T): T {
  const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'del']);
  return new Proxy(client, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof property !== 'string' || !METHODS.has(property) || typeof value !== 'function')
        return value;
      return (...args: unknown[]) =>
        (value as (...a: unknown[]) => { unset: (name: string) => unknown })
          .apply(target, args)
          .unset('Accept-Encoding');
    },
  });
}

/**
 * PostgreSQL (TEST_DATABASE_URL): this worker's own database, which the run's global setup made
 * (global-setup.ts), so two workers never truncate each other's tables.
 */
function testDatabaseUrl(): string | undefined {
  const given = process.env.TEST_DATABASE_URL;
  if (!given) return undefined;
  const url = new URL(given);
  const name = `${url.pathname.slice(1)}_w${process.env.VITEST_POOL_ID ?? process.env.JEST_WORKER_ID ?? '1'}`;
  if (!process.env.WAYBILL_TEST_DATABASES?.split(',').includes(name)) {
    throw new Error(
      `No database ${name} for this worker: run the integration tests with their config (vitest.integration.config.ts), whose global setup makes one per worker`,
    );
  }
  url.pathname = `/${name}`;
  return url.toString();
}

/** A database's server: its address without the database. */
function serverOf(databaseUrl: string): string {
  const server = new URL(databaseUrl);
  server.pathname = '';
  server.search = '';
  return server.toString();
}

export const ADMIN = { email: 'boss@example.com', password: 'correct-horse-battery' };
/** The first admin as the API shows it: the owner, named after its e-mail. */
export const OWNER_VIEW = { email: ADMIN.email, name: 'boss', role: 'owner' };

/** Creates the first admin and returns an agent signed in as them. */
/**
 * Audit rows read with SQL as staff read them: people's values are stored sealed
 * (src/audit/audit-seals.ts) and opened here with their keys.
 */
export async function openedAuditRows<
  Row extends { entity: string; entity_id: string | null; changes: Record<string, unknown> },
>(testApp: TestApp, statement: string, params: unknown[] = []): Promise<Row[]> {
  const rows = (await testApp.dataSource.query(statement, params)) as Row[];
  return testApp.app.get(AuditSeals).open(rows);
}

export async function signedInAgent(testApp: TestApp) {
  const agent = testApp.agent();
  await agent.post(signUp.path({})).send(ADMIN).expect(201);
  return agent;
}

/** A supertest agent signed in as the first admin. */
export type StaffAgent = Awaited<ReturnType<typeof signedInAgent>>;

/**
 * One app for the file (started with `env`); before each test an empty database, then `prepare`
 * (e.g. the first admin's sign-up), whose result reaches `use` with the app.
 */
export function useTestApp<Prepared>(
  env: Record<string, string>,
  prepare: (app: TestApp) => Promise<Prepared>,
  use: (app: TestApp, prepared: Prepared) => void,
  options: { changesSchema?: boolean } = {},
): void {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(env, options);
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.reset();
    use(app, await prepare(app));
  });
}

/** The usual suite: useTestApp with a staff agent signed in before each test. */
export const useStaffApp = (
  env: Record<string, string>,
  use: (app: TestApp, admin: StaffAgent) => void,
): void => useTestApp(env, signedInAgent, use);

/** Creates the first admin without keeping its session (the tests sign in themselves). */
export async function signUpAdmin(testApp: TestApp): Promise<void> {
  await testApp.http().post(signUp.path({})).send(ADMIN).expect(201);
}

/** A supertest agent (signed in or not) as the shared test kit's transport. */
export function agentTransport(agent: ReturnType<typeof request.agent>): Transport {
  return {
    request: async ({ method, path, json, form }) => {
      let call = agent[method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete'](path);
      if (form) {
        for (const [name, value] of Object.entries(form)) {
          call =
            typeof value === 'object'
              ? call.attach(name, value.buffer, {
                  filename: value.name,
                  contentType: value.mimeType,
                })
              : call.field(name, String(value));
        }
      } else if (json !== undefined) {
        call = call.send(json as object);
      }
      const response = await call;
      return {
        status: response.status,
        headers: response.headers as Record<string, string>,
        body: (response.type === 'application/json' ? response.body : response.text) as unknown,
      };
    },
  };
}

/** A supertest agent as the typed test client (test-kit/api-client.ts). */
export function staffClient(agent: ReturnType<typeof request.agent>): TestApi {
  return testApi(agentTransport(agent));
}

/** The PIN from the newest password-reset e-mail in the outbox. */
export async function pinFromOutbox(dataSource: DataSource, email: string): Promise<string> {
  const rows: Array<{ text: string }> = await dataSource.query(
    `SELECT text FROM outbox_messages WHERE to_address = $1 ORDER BY id DESC LIMIT 1`,
    [email],
  );
  const match = /\b(\d{6})\b/.exec(rows[0]?.text ?? '');
  if (!match) throw new Error(`No PIN e-mail for ${email}`);
  return match[1];
}
