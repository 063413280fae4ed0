import { MAIL_TEMPLATES, type MailTemplate } from '@waybill/shared';
import type { SelectOption } from '../forms';
import type { AdminMessageKey } from '../i18n/keys';
import { t } from '../i18n/i18n';

/** What each template of docs/product.md §10 looks like, in the current language. */
const TEMPLATE_LABEL_KEYS = {
  plain: 'mail.template.plain',
  html1: 'mail.template.html1',
  html2: 'mail.template.html2',
  html3: 'mail.template.html3',
  html4: 'mail.template.html4',
} as const satisfies Record<MailTemplate, AdminMessageKey>;

/** The drop-downs that choose a template: its code is sent, its description shown. */
export function templateOptions(): readonly SelectOption[] {
  return MAIL_TEMPLATES.map((template) => ({
    value: template,
    label: t(TEMPLATE_LABEL_KEYS[template]),
  }));
}
