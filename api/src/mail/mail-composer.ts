import { readFileSync } from 'node:fs';
import { Injectable } from '@nestjs/common';
import { type MailTemplate, type Settings, socialLinks } from '@waybill/shared';
import Handlebars from 'handlebars';
import { DEFAULT_COMPANY_NAME, companyDetails } from '../documents/company.js';

/** What a message says; the template decides how it looks. */
export interface MailContent {
  subject: string;
  /** Plain-text paragraphs (each line of a staff message becomes one). */
  paragraphs: string[];
  action?: { label: string; url: string };
  unsubscribeUrl?: string;
  /** The page where a subscriber chooses their e-mails (docs/product.md §10). */
  manageUrl?: string;
  /** The message's language (a BCP 47 tag) and direction; English when left out. */
  lang?: string;
  dir?: 'ltr' | 'rtl';
  /** The footer's words in that language; English when left out. */
  footer?: MailFooter;
}

/** The words of the footer's links. */
export interface MailFooter {
  stopLabel: string;
  manageLabel: string;
  /** The plain text's lines before each link ("To stop these e-mails:"). */
  stopLine: string;
  manageLine: string;
}

export const ENGLISH_FOOTER: MailFooter = {
  stopLabel: 'Stop these e-mails',
  manageLabel: 'Choose your e-mails',
  stopLine: 'To stop these e-mails:',
  manageLine: 'To choose which e-mails you get:',
};

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
      ...ENGLISH_FOOTER,
      ...content.footer,
      lang: content.lang ?? 'en',
      dir: content.dir ?? 'ltr',
      preheader: content.paragraphs[0] ?? '',
      company: companyOf(settings),
      initial: (companyOf(settings).name[0] ?? 'W').toUpperCase(),
    };
    const text =
      this.text(context)
        .replace(/\n{3,}/g, '\n\n')
        .trim() + '\n';
    if (template === 'plain') return { subject: content.subject, text };
    return { subject: content.subject, text, html: this.html[template](context) };
  }
}

/** E-mails are signed by the product's name until the company's is set (documents print none). */
function companyOf(settings: Settings) {
  const company = companyDetails(settings);
  return {
    ...company,
    name: company.name || DEFAULT_COMPANY_NAME,
    social: socialLinks(settings),
  };
}

/** A staff message as paragraphs: one per line, empty lines dropped. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
