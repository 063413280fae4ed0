import { readFileSync } from 'node:fs';
import { Injectable } from '@nestjs/common';
import { type MailTemplate, type Settings, socialLinks } from '@waybill/shared';
import Handlebars from 'handlebars';
import { companyDetails } from '../documents/company.js';

/** What a message says; the template decides how it looks. */
export interface MailContent {
  subject: string;
  /** Plain-text paragraphs (each line of a staff message becomes one). */
  paragraphs: string[];
  action?: { label: string; url: string };
  unsubscribeUrl?: string;
}

export interface ComposedMail {
  subject: string;
  text: string;
  html?: string;
}

type Render = (context: object) => string;

/**
 * Renders messages in the five templates of docs/product.md §10 (plain and html1–html4), with the
 * company's name, contact details and social links from settings. The templates ship in the build
 * next to this file and are all read at start, so a missing one stops the server, not a customer's
 * mail.
 */
@Injectable()
export class MailComposer {
  private readonly text: Render;
  private readonly html: Record<Exclude<MailTemplate, 'plain'>, Render>;

  constructor() {
    const load = (file: string): Render =>
      Handlebars.compile(readFileSync(new URL(`./templates/${file}`, import.meta.url), 'utf8'), {
        strict: false,
      });
    this.text = load('plain.txt.hbs');
    this.html = {
      html1: load('html1.html.hbs'),
      html2: load('html2.html.hbs'),
      html3: load('html3.html.hbs'),
      html4: load('html4.html.hbs'),
    };
  }

  compose(template: MailTemplate, content: MailContent, settings: Settings): ComposedMail {
    const context = {
      ...content,
      preheader: content.paragraphs[0] ?? '',
      company: companyOf(settings),
      initial: (companyDetails(settings).name[0] ?? 'W').toUpperCase(),
    };
    const text =
      this.text(context)
        .replace(/\n{3,}/g, '\n\n')
        .trim() + '\n';
    if (template === 'plain') return { subject: content.subject, text };
    return { subject: content.subject, text, html: this.html[template](context) };
  }
}

function companyOf(settings: Settings) {
  return { ...companyDetails(settings), social: socialLinks(settings) };
}

/** A staff message as paragraphs: one per line, empty lines dropped. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
