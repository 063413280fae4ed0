/**
 * Page bodies (docs/product.md §2.4): plain lines with a few markers, parsed to a small tree that
 * the screens render as elements — never as HTML, so page content cannot inject markup or script.
 *
 *   **bold**   __underline__   ~~strikethrough~~        (inline, may nest)
 *   [image](https://example.com/photo.jpg)             (a line of its own)
 *   [image: Our Lagos warehouse](https://…/lagos.jpg)  (with a description for screen readers)
 *   [video](https://example.com/tour.mp4)              (a line of its own; YouTube links embed)
 *   an empty line                                      (a blank line)
 *
 * Only http and https addresses become images or videos; anything else stays text.
 */

export type InlineNode =
  | { type: 'text'; text: string }
  | { type: 'bold' | 'underline' | 'strike'; children: InlineNode[] };

export type ContentBlock =
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'image'; url: string; alt: string }
  | { type: 'video'; url: string }
  | { type: 'blank' };

// One way to match each part, so that a long line fails in one pass: the description is taken
// whole and trimmed afterwards (a `\s*` before it would make `[image:` + spaces quadratic).
const MEDIA_LINE = /^\[(image|video)(?::([^\]]*))?\]\((\S+)\)$/i;

type MarkerType = 'bold' | 'underline' | 'strike';

/** Each marker is one character doubled: `**` bold, `__` underline, `~~` strike. */
const MARKER_CHARS = ['*'.charCodeAt(0), '_'.charCodeAt(0), '~'.charCodeAt(0)];
const MARKER_TYPES: readonly MarkerType[] = ['bold', 'underline', 'strike'];
const MARKER_LENGTH = 2;
const ANY_MARKER = /\*\*|__|~~/;
const LINE_BREAK = /\r?\n/g;

/**
 * Reads a page body line by line. Linear and without recursion, whatever a stranger's page holds
 * (100,000 characters of `**a**` used to overflow the stack, `[image:` + spaces took seconds): one
 * table of marker positions serves every line, and spans still to read wait on a list instead of
 * the call stack.
 */
export function parseContent(text: string): ContentBlock[] {
  const table = markerTable(text);
  const blocks: ContentBlock[] = [];
  const breaks = new RegExp(LINE_BREAK);
  let from = 0;
  for (;;) {
    const lineBreak = breaks.exec(text);
    const to = lineBreak ? lineBreak.index : text.length;
    blocks.push(parseLine(text, table, from, to));
    if (!lineBreak) return blocks;
    from = to + lineBreak[0].length;
  }
}

function parseLine(
  text: string,
  table: MarkerTable | null,
  from: number,
  to: number,
): ContentBlock {
  const trimmed = text.slice(from, to).trim();
  if (trimmed === '') return { type: 'blank' };
  const media = MEDIA_LINE.exec(trimmed);
  if (media && isWebAddress(media[3])) {
    const [, kind, description, url] = media;
    return kind.toLowerCase() === 'image'
      ? { type: 'image', url, alt: description?.trim() ?? '' }
      : { type: 'video', url };
  }
  return { type: 'paragraph', children: readInline(text, table, from, to) };
}

export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Splits on the earliest marker that has a closing partner (the next occurrence of the same
 * marker, at least one character later); the text between is read the same way, and so is the
 * rest; unpaired markers stay text.
 */
export function parseInline(text: string): InlineNode[] {
  return readInline(text, markerTable(text), 0, text.length);
}

/**
 * Where each marker occurs next: for marker m (0 bold, 1 underline, 2 strike) and index i,
 * `next[m * row + i]` is where the first occurrence at or after i starts, or the text's length.
 */
interface MarkerTable {
  next: Int32Array;
  row: number;
  /** Whether the text holds the marker at all (the rows of absent ones are not filled). */
  present: boolean[];
}

/** Built in one pass from the end; null when the text holds no marker at all. */
function markerTable(text: string): MarkerTable | null {
  if (!ANY_MARKER.test(text)) return null;
  const length = text.length;
  const row = length + MARKER_LENGTH + 1;
  const next = new Int32Array(row * MARKER_CHARS.length);
  const present = MARKER_CHARS.map((char) => text.includes(String.fromCharCode(char, char)));
  MARKER_CHARS.forEach((char, marker) => {
    if (!present[marker]) return;
    const base = marker * row;
    for (let index = length - 1; index < row; index++) next[base + index] = length;
    for (let index = length - MARKER_LENGTH; index >= 0; index--) {
      const here = text.charCodeAt(index) === char && text.charCodeAt(index + 1) === char;
      next[base + index] = here ? index : next[base + index + 1];
    }
  });
  return { next, row, present };
}

/** A part of the text still to read, and the list its nodes go into. */
interface Span {
  from: number;
  to: number;
  into: InlineNode[];
}

/** The inline nodes of text[from, to): each step is a few table lookups, whatever the span. */
function readInline(
  text: string,
  table: MarkerTable | null,
  from: number,
  to: number,
): InlineNode[] {
  const root: InlineNode[] = [];
  if (!table) {
    if (from < to) root.push({ type: 'text', text: text.slice(from, to) });
    return root;
  }
  const { next, row, present } = table;
  const pending: Span[] = [{ from, to, into: root }];
  for (let span = pending.pop(); span; span = pending.pop()) {
    const { to: end, into } = span;
    let at = span.from;
    while (at < end) {
      // The marker that opens first within [at, end) and closes within it too.
      let marker = -1;
      let open = end;
      let close = end;
      for (let candidate = 0; candidate < MARKER_TYPES.length; candidate++) {
        if (!present[candidate]) continue;
        const start = next[candidate * row + at];
        if (start >= open || start + MARKER_LENGTH > end) continue;
        // The closing marker starts at least one character after the opening one ends.
        const closing = next[candidate * row + start + MARKER_LENGTH + 1];
        if (closing + MARKER_LENGTH > end) continue;
        marker = candidate;
        open = start;
        close = closing;
      }
      if (marker < 0) {
        into.push({ type: 'text', text: text.slice(at, end) });
        break;
      }
      if (open > at) into.push({ type: 'text', text: text.slice(at, open) });
      const node: InlineNode = { type: MARKER_TYPES[marker], children: [] };
      into.push(node);
      pending.push({ from: open + MARKER_LENGTH, to: close, into: node.children });
      at = close + MARKER_LENGTH;
    }
  }
  return root;
}

/** A YouTube watch or short link as its privacy-friendly embed address, or null. */
export function youtubeEmbedUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname.replace(/^www\./, '');
    const id =
      host === 'youtu.be'
        ? parsed.pathname.slice(1)
        : host === 'youtube.com' || host === 'm.youtube.com'
          ? parsed.searchParams.get('v')
          : null;
    return id && /^[\w-]{6,20}$/.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  } catch {
    return null;
  }
}
