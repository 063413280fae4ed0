import type { APIRequestContext } from '@playwright/test';
import {
  createPage as createPageEndpoint,
  createReview as createReviewEndpoint,
  getSettings,
  updatePage,
  updateSettings,
  type Page,
  type PageCreatePayload,
  type PageUpdatePayload,
  type Settings,
  type SettingsPatchPayload,
} from '@waybill/shared';
import { tinyPng } from '../../test-kit/pictures.js';
import { staffClient, staffRequest } from '../support/fixtures.js';

/**
 * Staff actions of the public-site specs, through the API with a signed-in session (the same
 * calls /control makes): pages, reviews and settings.
 */

const CONTACT_FORM = [
  'contact_email',
  'contact_phone',
  'contact_phone_alt',
  'contact_twitter',
  'contact_telegram',
  'contact_instagram',
  'contact_address',
] as const;
const HTML_FORM = ['meta_description', 'chat_code'] as const;

export function signedInStaff(baseURL: string): Promise<APIRequestContext> {
  return staffRequest(baseURL);
}

let pageCount = 0;

/** Creates a page (POST), then sets the fields only the edit form has (PATCH). */
export async function createPage(
  staff: APIRequestContext,
  fields: Pick<PageCreatePayload, 'title' | 'content'> &
    Partial<Pick<PageUpdatePayload, 'icon' | 'hero' | 'overlay' | 'sub_title'>>,
): Promise<Page> {
  pageCount += 1;
  const title = `${fields.title} ${Date.now().toString(36)}${pageCount}`;
  const api = staffClient(staff);
  const created = await api.data(
    createPageEndpoint,
    { body: { title, content: fields.content, icon: fields.icon ?? 'people' } },
    201,
  );
  return api.data(updatePage, {
    body: {
      ...created,
      hero: fields.hero ?? '',
      overlay: fields.overlay ?? '',
      sub_title: fields.sub_title ?? '',
    },
  });
}

export async function createReview(
  staff: APIRequestContext,
  name: string,
  review: string,
): Promise<void> {
  await staffClient(staff).data(
    createReviewEndpoint,
    {
      form: {
        name,
        review,
        image: { name: 'face.png', mimeType: 'image/png', buffer: tinyPng() },
      },
    },
    201,
  );
}

export async function readSettings(staff: APIRequestContext): Promise<Settings> {
  return staffClient(staff).data(getSettings);
}

/**
 * Saves settings. The server takes whole forms (a field left out of a sent form is cleared), so
 * every field of each touched form is sent, the unchanged ones as they are.
 */
export async function saveSettings(
  staff: APIRequestContext,
  changes: Partial<Settings>,
): Promise<void> {
  const current = await readSettings(staff);
  const next = { ...current, ...changes };
  const body: Partial<Record<keyof SettingsPatchPayload, string>> = {};
  for (const form of [CONTACT_FORM, HTML_FORM]) {
    if (form.some((key) => key in changes)) for (const key of form) body[key] = next[key];
  }
  await staffClient(staff).data(updateSettings, { body });
}
