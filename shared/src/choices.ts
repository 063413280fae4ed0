/** The choice lists of docs/product.md §7.3: one source for the API, the forms and the screens. */
import type { ParcelStage } from './stages.js';

export const PAGE_ICONS = ['people', 'copyright', 'pages', 'folder'] as const;
export type PageIcon = (typeof PAGE_ICONS)[number];
export const DEFAULT_PAGE_ICON: PageIcon = 'people';

/** Material icon names with the label staff see in the picker. */
export const ACTIVITY_ICONS = [
  { value: 'radio_button_checked', label: 'checked' },
  { value: 'pan_tool', label: 'stop' },
  { value: 'verified', label: 'verified' },
  { value: 'check_circle', label: 'check circle' },
  { value: 'radio_button_unchecked', label: 'unchecked' },
  { value: 'airplanemode_active', label: 'plane' },
  { value: 'moped', label: 'bike' },
  { value: 'directions_boat', label: 'boat' },
  { value: 'local_shipping', label: 'truck' },
  { value: 'home_work', label: 'warehouse' },
  { value: 'departure_board', label: 'timed bus' },
] as const;
export const ACTIVITY_ICON_VALUES = ACTIVITY_ICONS.map((icon) => icon.value) as [
  ActivityIcon,
  ...ActivityIcon[],
];
export type ActivityIcon = (typeof ACTIVITY_ICONS)[number]['value'];
export const DEFAULT_ACTIVITY_ICON: ActivityIcon = 'airplanemode_active';

export const ACTIVITY_COLORS = ['green', 'black', 'gold', 'red'] as const;
export type ActivityColor = (typeof ACTIVITY_COLORS)[number];
export const DEFAULT_ACTIVITY_COLOR: ActivityColor = 'green';

/**
 * The history entry an update at each stage writes unless staff choose otherwise: exceptions in
 * gold or red, so the timeline shows them apart from the journey's steps.
 */
export const STAGE_ACTIVITY_LOOKS: Readonly<
  Record<ParcelStage, { icon: ActivityIcon; color: ActivityColor }>
> = {
  created: { icon: 'radio_button_unchecked', color: 'black' },
  picked_up: { icon: 'moped', color: 'green' },
  in_transit: { icon: 'local_shipping', color: 'green' },
  out_for_delivery: { icon: 'moped', color: 'green' },
  delivered: { icon: 'check_circle', color: 'green' },
  held: { icon: 'pan_tool', color: 'gold' },
  failed_attempt: { icon: 'pan_tool', color: 'red' },
  returned: { icon: 'home_work', color: 'red' },
  cancelled: { icon: 'pan_tool', color: 'black' },
};

/**
 * Page hero pictures and overlays (docs/product.md §7.3): original artwork shipped with the public
 * site.
 */
export const PAGE_HEROES = ['hero5', 'hero-mixed'] as const;
export type PageHero = (typeof PAGE_HEROES)[number];
export const PAGE_OVERLAYS = ['overlay1'] as const;
export type PageOverlay = (typeof PAGE_OVERLAYS)[number];

export const MAIL_TEMPLATES = ['plain', 'html1', 'html2', 'html3', 'html4'] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

/** `outbox` keeps messages queued for delivery through MAIL_URL; `smtp` sends with the staff's own login. */
export const MAIL_DRIVERS = ['outbox', 'smtp'] as const;
export type MailDriver = (typeof MAIL_DRIVERS)[number];

/** docs/product.md §3.2: the 16 codes the language cookie may carry. */
export const LANGUAGES = [
  ...['en', 'pt', 'nl', 'ar', 'es', 'de', 'fa', 'fr', 'ru'],
  ...['tr', 'in', 'it', 'se', 'id', 'vn', 'vi'],
] as const;
/**
 * The language menus' two columns: each of the 14 languages once, in the order above. 'in' and
 * 'vn' name the same languages as 'id' and 'vi', so they are left out of the menus (a cookie that
 * carries them still works).
 */
export const LANGUAGE_COLUMNS = [
  ['en', 'pt', 'nl', 'ar', 'es', 'de', 'fa'],
  ['fr', 'ru', 'tr', 'it', 'se', 'id', 'vi'],
] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const RTL_LANGUAGES: readonly Language[] = ['ar', 'fa'];

export const THEMES = ['LIGHT', 'DARK'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'LIGHT';

export const SHOW_MAP = ['no', 'yes'] as const;
export type ShowMap = (typeof SHOW_MAP)[number];

/** The parcel list's orders: by when parcels were created or last changed, either way. */
export const PARCEL_SORTS = ['created_desc', 'created_asc', 'updated_desc', 'updated_asc'] as const;
export type ParcelSort = (typeof PARCEL_SORTS)[number];
export const DEFAULT_PARCEL_SORT: ParcelSort = 'created_desc';

// The columns are here, not with the saved views' schemas (schemas/saved-views.ts), so that the
// screens reading a list's address do not load the schema library.
/** The parcel list's columns a member may show or hide (the tracking code is always shown). */
export const PARCEL_LIST_COLUMNS = [
  'recipient',
  'destination',
  'status',
  'due',
  'created',
  'updated',
  'shipped_via',
  'reference',
] as const;
export type ParcelListColumn = (typeof PARCEL_LIST_COLUMNS)[number];
/** What a new member sees. */
export const DEFAULT_PARCEL_COLUMNS: readonly ParcelListColumn[] = [
  'recipient',
  'destination',
  'status',
  'due',
  'created',
  'updated',
];
