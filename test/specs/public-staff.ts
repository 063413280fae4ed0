import { type APIRequestContext, expect } from '@playwright/test';
import type { Page, Settings } from '@waybill/shared';
import { tinyPng } from '../../test-kit/pictures.js';
import { staffRequest } from '../support/fixtures.js';

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

async function send<T>(
  staff: APIRequestContext,
  method: 'POST' | 'PATCH',
  path: string,
  data: object,
): Promise<T> {
  const response = await staff.fetch(path, { method, data });
  const body = (await response.json()) as { data: T; errors: string[] };
  expect(response.ok(), `${method} ${path}: ${body.errors.join(', ')}`).toBe(true);
  return body.data;
}

let pageCount = 0;

/** Creates a page (POST), then sets the fields only the edit form has (PATCH). */
export async function createPage(
  staff: APIRequestContext,
  fields: {
    title: string;
    content: string;
    icon?: string;
    hero?: string;
    overlay?: string;
    sub_title?: string;
  },
): Promise<Page> {
  pageCount += 1;
  const title = `${fields.title} ${Date.now().toString(36)}${pageCount}`;
  const created = await send<Page>(staff, 'POST', '/api/pages', {
    title,
    content: fields.content,
    icon: fields.icon ?? 'people',
  });
  return send<Page>(staff, 'PATCH', '/api/pages', {
    ...created,
    hero: fields.hero ?? '',
    overlay: fields.overlay ?? '',
    sub_title: fields.sub_title ?? '',
  });
}

export async function createReview(
  staff: APIRequestContext,
  name: string,
  review: string,
): Promise<void> {
  const response = await staff.post('/api/reviews', {
    multipart: {
      name,
      review,
      image: { name: 'face.png', mimeType: 'image/png', buffer: tinyPng() },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

export async function readSettings(staff: APIRequestContext): Promise<Settings> {
  const response = await staff.get('/api/settings');
  const body = (await response.json()) as { data: Settings };
  return body.data;
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
  const body: Record<string, string> = {};
  for (const form of [CONTACT_FORM, HTML_FORM]) {
    if (form.some((key) => key in changes)) for (const key of form) body[key] = next[key];
  }
  await send(staff, 'PATCH', '/api/settings', body);
}
