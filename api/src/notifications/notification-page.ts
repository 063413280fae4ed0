import { escapeHtml } from '@waybill/shared';

/** The small pages behind the links in e-mails (they open outside the apps). */
export function notificationPage(page: {
  title: string;
  message: string;
  /** A button that confirms the action (a link click alone must not act: mail scanners follow links). */
  confirm?: { label: string; action: string };
}): string {
  const form = page.confirm
    ? `<form method="post" action="${escapeHtml(page.confirm.action)}"><button type="submit">${escapeHtml(page.confirm.label)}</button></form>`
    : '<p><a href="/">Go to the website</a></p>';
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f3f1ea;font:16px/1.5 system-ui,sans-serif;color:#1f2430}
main{max-width:440px;margin:24px;padding:32px;background:#fff;border-radius:12px;box-shadow:0 2px 10px rgba(0,0,0,.08)}
h1{margin:0 0 12px;font-size:22px;color:#a67908}button{padding:12px 22px;border:0;border-radius:8px;background:#10243e;color:#fff;font-size:16px;cursor:pointer}
a{color:#10243e}
</style></head>
<body><main><h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.message)}</p>${form}</main></body></html>`;
}
