import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RequestHandler } from 'express';
import { escapeHtml } from '@waybill/shared';

/** docs/api.md, from the repository's root (the same depth under src/ and dist/). */
const GUIDE_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../docs/api.md',
);

/**
 * The shops' guide (docs/api.md) beside the OpenAPI page: `/api/docs/guide` as a plain HTML
 * page, `?format=md` as the markdown itself. Read and drawn at its first request, then kept.
 */
export function apiGuideRoute(): RequestHandler {
  let page: { html: string; markdown: string } | undefined;
  return (request, response, next) => {
    try {
      if (!page) {
        const markdown = readFileSync(GUIDE_FILE, 'utf8');
        page = { markdown, html: guidePage(markdown) };
      }
    } catch (error) {
      return next(error);
    }
    response.set('Cache-Control', 'public, max-age=300');
    if (request.query.format === 'md') {
      return response.type('text/markdown; charset=utf-8').send(page.markdown);
    }
    response.type('html').send(page.html);
  };
}

/** The markdown the guide uses (headings, paragraphs, lists, tables, code), as HTML. */
export function guidePage(markdown: string): string {
  const out: string[] = [];
  const lines = markdown.split(/\r?\n/);
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    if (line.startsWith('```')) {
      const code: string[] = [];
      for (i += 1; i < lines.length && !lines[i].startsWith('```'); i += 1) code.push(lines[i]);
      out.push(`<pre><code>${escapeHtml(code.join('\n'))}</code></pre>`);
    } else if (/^#{1,6} /.test(line)) {
      const level = line.indexOf(' ');
      const text = line.slice(level + 1);
      const id = text
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      out.push(`<h${level} id="${id}">${inline(text)}</h${level}>`);
    } else if (line.startsWith('|')) {
      const rows: string[][] = [];
      for (; i < lines.length && lines[i].startsWith('|'); i += 1) {
        if (!/^\|[\s:|-]+\|$/.test(lines[i])) rows.push(cells(lines[i]));
      }
      i -= 1;
      const [head, ...body] = rows;
      out.push(
        `<table><thead><tr>${head.map((cell) => `<th>${inline(cell)}</th>`).join('')}</tr></thead><tbody>${body
          .map((row) => `<tr>${row.map((cell) => `<td>${inline(cell)}</td>`).join('')}</tr>`)
          .join('')}</tbody></table>`,
      );
    } else if (/^- /.test(line)) {
      const items: string[] = [];
      for (; i < lines.length && (/^- /.test(lines[i]) || /^ {2}\S/.test(lines[i])); i += 1) {
        if (/^- /.test(lines[i])) items.push(lines[i].slice(2));
        else items[items.length - 1] += ` ${lines[i].trim()}`;
      }
      i -= 1;
      out.push(`<ul>${items.map((item) => `<li>${inline(item)}</li>`).join('')}</ul>`);
    } else if (line.trim() !== '') {
      const text: string[] = [];
      for (
        ;
        i < lines.length && lines[i].trim() !== '' && !/^(#|```|\||- )/.test(lines[i]);
        i += 1
      ) {
        text.push(lines[i]);
      }
      i -= 1;
      out.push(`<p>${inline(text.join(' '))}</p>`);
    }
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Waybill API for shops</title></head><body><main>${out.join('\n')}</main></body></html>`;
}

const cells = (row: string) =>
  row
    .slice(1, -1)
    .split('|')
    .map((cell) => cell.trim());

/** Code, bold, italics and links inside a line, the rest escaped. */
function inline(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part) => {
      if (part.startsWith('`') && part.endsWith('`') && part.length > 1) {
        return `<code>${escapeHtml(part.slice(1, -1))}</code>`;
      }
      return escapeHtml(part)
        .replace(/\*\*([^*]+)\*\*/g, (_, bold: string) => `<strong>${bold}</strong>`)
        .replace(
          /(^|[^\w])_([^_]+)_(?=[^\w]|$)/g,
          (_, before: string, italic: string) => `${before}<em>${italic}</em>`,
        )
        .replace(
          /\[([^\]]+)\]\((#[\w-]+|https?:\/\/[^)\s]+)\)/g,
          (_, text: string, href: string) => `<a href="${href}">${text}</a>`,
        );
    })
    .join('');
}
