import { MAIL_TEMPLATES, type MailTemplate } from '@waybill/shared';
import type { SelectOption } from '../forms';

/** What each template of docs/product.md §10 looks like, for the drop-downs that choose one. */
export const TEMPLATE_LABELS: Record<MailTemplate, string> = {
  plain: 'plain (text only)',
  html1: 'html1 (warm paper, sans-serif)',
  html2: 'html2 (classic serif letter)',
  html3: 'html3 (dark blue band)',
  html4: 'html4 (card on blue-grey)',
};

export const TEMPLATE_OPTIONS: readonly SelectOption[] = MAIL_TEMPLATES.map((template) => ({
  value: template,
  label: TEMPLATE_LABELS[template],
}));
