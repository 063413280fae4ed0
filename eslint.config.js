import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { plugin as waybill } from './eslint-rules/sql-in-repositories.js';

/**
 * The API's module boundaries: each table has one owning module, which alone imports its entity
 * and whose repositories (`*.repository.ts`) alone name it in SQL; others use the service it
 * exports (e.g. ParcelStore). Folders are relative to api/src.
 */
const TABLE_OWNERS = {
  admins: 'auth',
  password_resets: 'auth',
  sessions: 'core/session',
  rate_limits: 'core/security',
  app_secrets: 'core/security',
  outbox_messages: 'mail',
  settings: 'settings',
  parcels: 'parcels',
  activities: 'activities',
  parcel_subscribers: 'notifications',
  pages: 'pages',
  reviews: 'reviews',
  invoices: 'invoices',
  // Roles and staff accounts.
  staff_invitations: 'staff',
  // Two-factor sign-in: api/src/auth/two-factor.
  two_factor_secrets: 'auth',
  recovery_codes: 'auth',
  pending_signins: 'auth',
  two_factor_policy: 'auth',
  // Passkeys: api/src/auth/passkeys.
  passkeys: 'auth',
  passkey_challenges: 'auth',
  // Uploaded pictures' uses: api/src/core/uploads.
  image_references: 'core/uploads',
  // The version of what the public site's pages show: api/src/site.
  site_content_version: 'site',
  // The one durable job queue: api/src/core/jobs.
  jobs: 'core/jobs',
  job_schedules: 'core/jobs',
  // The audit trail, its chain's key, its signed checkpoints and the keys sealing people's values.
  audit_log: 'audit',
  audit_chain: 'audit',
  audit_checkpoints: 'audit',
  audit_seal_keys: 'audit',
  // Shops' API keys and their calls per day: api/src/api-keys.
  api_keys: 'api-keys',
  api_key_calls: 'api-keys',
  // Answers kept for an Idempotency-Key: api/src/core/http.
  idempotency_keys: 'core/http',
  // Couriers on the road: runs, synced actions, proofs of delivery, handover codes.
  run_stops: 'couriers',
  courier_actions: 'couriers',
  proof_uploads: 'couriers',
  delivery_proofs: 'couriers',
  handover_codes: 'couriers',
  // Parcels from spreadsheets: api/src/imports.
  parcel_imports: 'imports',
  parcel_import_problems: 'imports',
  import_mappings: 'imports',
  // Bulk actions on parcels: api/src/parcels; saved views of lists: api/src/saved-views.
  bulk_actions: 'parcels',
  saved_views: 'saved-views',
  // Predicted delivery: api/src/parcels/predictions.
  parcel_stage_changes: 'parcels',
  delivery_stats: 'parcels',
  parcel_predictions: 'parcels',
  // Personal data lifecycle: which parcels' people were erased (api/src/privacy).
  personal_data_erasures: 'privacy',
};
const MODULES = [...new Set(Object.values(TABLE_OWNERS))];

const ENTITY_IMPORT = {
  regex: '^\\.\\./.*\\.entity(\\.js)?$',
  message:
    "Another module's entity: use the service its owning module exports (each table has one owner, see TABLE_OWNERS in eslint.config.js).",
};
const MIGRATION_IMPORT = {
  regex: '/migrations/',
  message:
    'Migrations are frozen history, run only by the data source: import what you need from a normal module.',
};
/** Dependencies go one way: parcels → activities → notifications; ports carry the way back. */
const LOWER_THAN = {
  activities: ['parcels'],
  notifications: ['parcels', 'activities'],
};
const layerImport = (folder) =>
  (LOWER_THAN[folder] ?? []).map((upper) => ({
    regex: `^\\.\\./${upper}/`,
    message: `${folder} must not import ${upper} (which depends on ${folder}): define a port in ${folder} that ${upper} provides (as ActivityParcels, NotifiedParcels).`,
  }));

const EXPORT_DEFAULT = {
  selector: 'ExportDefaultDeclaration',
  message: 'Use named exports only (docs/architecture.md §10).',
};
/** An API address written by hand: every endpoint is described once, in shared/src/endpoints.ts. */
const API_ADDRESS = [
  'Literal[value=/^\\/api(\\/|$)/]',
  'TemplateElement[value.raw=/^\\/api(\\/|$)/]',
].map((selector) => ({
  selector,
  message:
    "An '/api/…' address: call the endpoint from shared/src/endpoints.ts (api.call(endpoint, …), endpoint.path(…), endpoint.route) (docs/architecture.md §5.2).",
}));
const boundaries = (folder) => ({
  files: [`api/src/${folder}/**/*.ts`],
  ignores: ['api/src/**/*.spec.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [ENTITY_IMPORT, MIGRATION_IMPORT, ...layerImport(folder)] },
    ],
    'no-restricted-syntax': ['error', EXPORT_DEFAULT, ...API_ADDRESS],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': ['error', EXPORT_DEFAULT, ...API_ADDRESS],
    },
  },
  {
    // The contract is where the addresses are written. The desktop shell forwards any /api
    // address, and its tests forward made-up ones to a fake server.
    files: ['shared/src/**/*.ts', 'admin/electron/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', EXPORT_DEFAULT] },
  },
  {
    // Every API file outside the table owners' folders (create-app, documents, core/http, …).
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [ENTITY_IMPORT, MIGRATION_IMPORT] }],
      'no-restricted-syntax': ['error', EXPORT_DEFAULT, ...API_ADDRESS],
    },
  },
  {
    // SQL only in repositories, a table only in its owner's (eslint-rules/sql-in-repositories.js).
    // Migrations are the schema's history and keep theirs; the driver layer runs what it is given.
    files: ['api/src/**/*.ts'],
    ignores: [
      'api/src/**/*.spec.ts',
      'api/src/core/database/migrations/**',
      'api/src/core/database/pglite-pool.ts',
      'api/src/core/database/prepared-query.ts',
    ],
    plugins: { waybill },
    rules: { 'waybill/sql-in-repositories': ['error', { tableOwners: TABLE_OWNERS }] },
  },
  {
    // Backups read and write every table from the catalog, naming none (docs/architecture.md §11):
    // their statements are built from its names, and run through schema-info.repository.ts. The
    // personal data lifecycle likewise builds its statements from the names of its declaration
    // (api/src/privacy/personal-data.ts, docs/architecture.md §4.10).
    files: ['api/src/backup/**/*.ts', 'api/src/privacy/personal-data.repository.ts'],
    ignores: ['api/src/**/*.spec.ts'],
    rules: {
      'waybill/sql-in-repositories': [
        'error',
        { tableOwners: TABLE_OWNERS, except: ['statements'] },
      ],
    },
  },
  ...MODULES.map(boundaries),
  {
    // The React apps: the rules of hooks, dependency lists and the React-compiler checks.
    files: [
      'public-web/src/**/*.{ts,tsx}',
      'admin/src/**/*.{ts,tsx}',
      'web-content/src/**/*.{ts,tsx}',
      'courier/src/**/*.{ts,tsx}',
    ],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // Every rule of the plugin refuses: no ref read while rendering, no setState straight in
      // an effect (server state lives in TanStack Query, derived state is computed in render).
      'react-hooks/refs': 'error',
      'react-hooks/set-state-in-effect': 'error',
    },
  },
  {
    // The database layer lists every entity and runs the migrations, which write every table.
    files: ['api/src/core/database/**/*.ts'],
    rules: {
      'no-restricted-imports': 'off',
      'no-restricted-syntax': ['error', EXPORT_DEFAULT, ...API_ADDRESS],
    },
  },
  {
    // Tool configuration files are read by their tools through a default export.
    files: ['**/*.config.{js,ts}', '**/vite.config.ts', '**/playwright.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
