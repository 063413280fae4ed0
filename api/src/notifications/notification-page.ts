import {
  escapeHtml,
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  type Language,
  type NotificationEvent,
} from '@waybill/shared';
import { MENU_LANGUAGES, type NoticeTexts } from './notice-texts.js';

/** The small pages behind the links in e-mails (they open outside the apps). */
export function notificationPage(page: {
  title: string;
  message: string;
  /** A button that confirms the action (a link click alone must not act: mail scanners follow links). */
  confirm?: { label: string; action: string };
  /** The page's language and direction (a subscriber's); English when left out. */
  lang?: string;
  dir?: 'ltr' | 'rtl';
  /** Markup built by `choicesForm` (its texts escaped there). */
  form?: string;
}): string {
  const form =
    page.form ??
    (page.confirm
      ? `<form method="post" action="${escapeHtml(page.confirm.action)}"><button type="submit">${escapeHtml(page.confirm.label)}</button></form>`
      : '<p><a href="/">Go to the website</a></p>');
  return `<!DOCTYPE html>
<html lang="${escapeHtml(page.lang ?? 'en')}" dir="${page.dir ?? 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(page.title)}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f3f1ea;font:16px/1.5 system-ui,sans-serif;color:#1f2430}
main{box-sizing:border-box;max-width:440px;width:calc(100% - 32px);margin:16px;padding:24px;background:#fff;border-radius:12px;box-shadow:0 2px 10px rgba(0,0,0,.08)}
h1{margin:0 0 12px;font-size:22px;color:#7a5900}button{padding:12px 22px;border:0;border-radius:8px;background:#10243e;color:#fff;font-size:16px;cursor:pointer}
a{color:#10243e}fieldset{border:0;margin:0 0 16px;padding:0}legend{font-weight:600;margin-bottom:8px}
label{display:flex;gap:8px;align-items:center;min-height:32px}select{font:inherit;padding:8px;max-width:100%}
@media (prefers-color-scheme: dark){body{background:#14181f;color:#e8e6df}main{background:#1f2430;box-shadow:none}
h1{color:#f0c14b}a{color:#9cc3ff}button{background:#f0c14b;color:#14181f}select{background:#14181f;color:#e8e6df}}
</style></head>
<body><main><h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.message)}</p>${form}</main></body></html>`;
}

/** The form of the page behind "Choose your e-mails": the events, the language, save, stop. */
export function choicesForm(options: {
  texts: NoticeTexts;
  events: readonly NotificationEvent[];
  language: Language;
  action: string;
  unsubscribeAction: string;
}): string {
  const { texts } = options;
  const boxes = (Object.keys(texts.events) as NotificationEvent[])
    .map(
      (event) =>
        `<label><input type="checkbox" name="events" value="${event}"${options.events.includes(event) ? ' checked' : ''}> ${escapeHtml(texts.events[event])}</label>`,
    )
    .join('');
  const languages = MENU_LANGUAGES.map(
    (code) =>
      `<option value="${code}"${code === options.language ? ' selected' : ''} lang="${LANGUAGE_TAGS[code]}">${escapeHtml(LANGUAGE_NAMES[code])}</option>`,
  ).join('');
  return `<form method="post" action="${escapeHtml(options.action)}">
<fieldset><legend>${escapeHtml(texts.manageTitle)}</legend>${boxes}<p>${escapeHtml(texts.everyUpdate)}</p></fieldset>
<p><label for="language">${escapeHtml(texts.language)}</label><select id="language" name="language">${languages}</select></p>
<p><button type="submit">${escapeHtml(texts.save)}</button></p></form>
<form method="post" action="${escapeHtml(options.unsubscribeAction)}"><p><button type="submit">${escapeHtml(texts.footer.stopLabel)}</button></p></form>`;
}
