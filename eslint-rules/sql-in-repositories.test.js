import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import { sqlInRepositories } from './sql-in-repositories.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tableOwners = { parcels: 'parcels', passkeys: 'auth', rate_limits: 'core/security' };
const options = [{ tableOwners }];
const at = (file) => `/repo/api/src/${file}`;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });

const service = at('auth/passkeys/passkeys.service.ts');
const ownRepository = at('auth/passkeys/passkeys.repository.ts');
const otherRepository = at('parcels/parcels.repository.ts');

tester.run('sql-in-repositories', sqlInRepositories, {
  valid: [
    // The owner's repository runs its SQL and names its table in every spelling.
    ...[
      'manager.query(`SELECT id FROM passkeys WHERE admin_id = $1`, [id])',
      'manager.query(`delete from "passkeys" where id = $1`)',
      "manager.query('UPDATE public.passkeys SET name = $2 WHERE id = $1')",
      "manager.createQueryBuilder().select('id').from('passkeys', 'p')",
    ].map((code) => ({ code, filename: ownRepository, options })),
    // A repository builds its pieces of SQL and hands them to its builder.
    ...[
      "qb.where('parcel.status = :status', { status }).orderBy('parcel.id', 'DESC')",
      'const today = `(now() AT TIME ZONE ${zone})::date`',
    ].map((code) => ({ code, filename: otherRepository, options })),
    // A nested owner folder: core/security's repository names rate_limits.
    {
      code: 'pool.query(`INSERT INTO rate_limits (key) VALUES ($1)`)',
      filename: at('core/security/rate-limits.repository.ts'),
      options,
    },
    // Outside repositories: calls to repositories, words that are not SQL, non-table froms.
    ...[
      'await this.passkeys.listOf(manager, adminId)',
      "const message = 'The parcels you asked for'",
      "Array.from('passkeys')",
      "const text = 'Select the row you want to update'",
      'req.query.page',
      // Prose and code that only look a little like SQL.
      "const message = 'Order by date, newest first; the value is null when unknown.'",
      "const path = '/parcels/:code/history?page=:page'",
      'const label = `Sent at ${time} (time zone ${zone})`',
      "const rule = 'a = b'",
      'const keys = ids.map((id) => `key:${id}`)',
      'array.sort().where',
      'Object.groupBy(rows, (row) => row.kind)',
    ].map((code) => ({ code, filename: service, options })),
    // Files configured to keep statements and queries (the backup's catalog reads) still may.
    {
      code: 'client.query(`SELECT table_name FROM information_schema.tables`)',
      filename: at('backup/schema-info.ts'),
      options: [{ tableOwners, except: ['query', 'statements'] }],
    },
  ],
  invalid: [
    // A query call outside a repository, whatever it runs.
    {
      code: 'this.dataSource.query(sql)',
      filename: service,
      options,
      errors: [{ messageId: 'query' }],
    },
    {
      code: "manager['query']('SELECT pg_advisory_xact_lock($1)')",
      filename: service,
      options,
      errors: [{ messageId: 'query' }, { messageId: 'fragment' }],
    },
    // A piece of SQL outside a repository, in any case, in a string or a template.
    ...[
      "const condition = 'entry.id > $1'",
      "const condition = 'lower(entry.account_email) = :email'",
      'const condition = `max_expected_delivery_date < ${day} AND ${rest}`',
      'const condition = `upper(${alias}.tracking_code) = upper(${code})`',
      'const condition = `${SEARCH} ilike :pattern`',
      'const condition = `name LIKE upper(${term})`',
      'const NOT_DELIVERED = "current_stage IS DISTINCT FROM \'delivered\'"',
      "const condition = 'deleted_at is null or deleted_at is not distinct from now()'",
      'const today = `(now() at time zone ${zone})::date`',
      'const order = `ORDER BY ${column}`',
      "const order = 'created_at desc'.concat(' order by id asc')",
      'const field = `CASE WHEN ${test} THEN ${value} END`',
      'const field = `GREATEST(${a}, ${b})`',
      "const search = \"(name || ' ' || coalesce(sender, ''))\"",
      "const iso = `to_char(${column}, 'YYYY-MM-DD')`",
      "const count = 'count(*)::int'",
      "const page = 'LIMIT $2 OFFSET $3'",
      "const day = 'CAST(:day AS date)'",
    ].map((code) => ({ code, filename: service, options, errors: [{ messageId: 'fragment' }] })),
    // Conditions and orders handed to a query builder outside a repository.
    ...[
      "qb.where('entry.kind IN (:...kinds)', { kinds })",
      "qb.andWhere(condition, { a }).orderBy('entry.id', 'DESC')",
      'qb.addOrderBy(`parcel.${column}`)',
      "qb.groupBy('status')",
    ].map((code) => ({ code, filename: service, options, errors: [{ messageId: 'fragment' }] })),
    // A statement outside a repository, in any case, in a string or a template.
    ...[
      "const sql = 'SELECT 1 FROM pg_catalog.pg_class'",
      'const sql = `select now() from (values (1)) v`',
      'const sql = `insert into audit_things (a) values ($1)`',
      "const sql = 'Update something SET a = 1'",
      'const sql = `DELETE FROM ${table}`',
    ].map((code) => ({ code, filename: service, options, errors: [{ messageId: 'statement' }] })),
    // A table named outside its owner's repository, in every spelling.
    ...[
      'const where = `JOIN passkeys k ON k.admin_id = a.id`',
      "const where = 'join PASSKEYS k on true'",
      'const where = `LEFT JOIN "passkeys" k ON true`',
      'const where = `JOIN public.passkeys k ON true`',
      'const where = `JOIN "public"."passkeys" k ON true`',
    ].map((code) => ({
      code,
      filename: service,
      options,
      errors: [{ messageId: 'table', data: { table: 'passkeys', owner: 'auth' } }],
    })),
    ...["qb.from('passkeys', 'k')", "qb.from('public.passkeys')", 'qb.innerJoin(`"passkeys"`)'].map(
      (code) => ({ code, filename: service, options, errors: [{ messageId: 'table' }] }),
    ),
    // Another module's repository may run SQL, but not against a table it does not own.
    {
      code: 'manager.query(`SELECT p.id FROM parcels p JOIN passkeys k ON true`)',
      filename: otherRepository,
      options,
      errors: [{ messageId: 'table', data: { table: 'passkeys', owner: 'auth' } }],
    },
    {
      code: "manager.createQueryBuilder().from('Public.Passkeys', 'k')",
      filename: otherRepository,
      options,
      errors: [{ messageId: 'table' }],
    },
    // Statements and the query call both reported outside a repository.
    {
      code: 'manager.query(`SELECT id FROM passkeys`)',
      filename: service,
      options,
      errors: [{ messageId: 'query' }, { messageId: 'statement' }, { messageId: 'table' }],
    },
  ],
});
