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

const MEDIA_LINE = /^\[(image|video)(?::\s*([^\]]*))?\]\((\S+)\)$/i;
const INLINE_MARKERS: ReadonlyArray<[string, 'bold' | 'underline' | 'strike']> = [
  ['**', 'bold'],
  ['__', 'underline'],
  ['~~', 'strike'],
];

export function parseContent(text: string): ContentBlock[] {
  return text.split(/\r?\n/).map(parseLine);
}

function parseLine(line: string): ContentBlock {
  const trimmed = line.trim();
  if (trimmed === '') return { type: 'blank' };
  const media = MEDIA_LINE.exec(trimmed);
  if (media && isWebAddress(media[3])) {
    const [, kind, description, url] = media;
    return kind.toLowerCase() === 'image'
      ? { type: 'image', url, alt: description?.trim() ?? '' }
      : { type: 'video', url };
  }
  return { type: 'paragraph', children: parseInline(line) };
}

export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Splits on the earliest marker that has a closing partner; unpaired markers stay text. */
export function parseInline(text: string): InlineNode[] {
  let best:
    | { start: number; end: number; marker: string; type: 'bold' | 'underline' | 'strike' }
    | undefined;
  for (const [marker, type] of INLINE_MARKERS) {
    const start = text.indexOf(marker);
    if (start < 0) continue;
    const end = text.indexOf(marker, start + marker.length + 1);
    if (end < 0) continue;
    if (!best || start < best.start) best = { start, end, marker, type };
  }
  if (!best) return text ? [{ type: 'text', text }] : [];
  const inner = text.slice(best.start + best.marker.length, best.end);
  return [
    ...(best.start > 0 ? [{ type: 'text' as const, text: text.slice(0, best.start) }] : []),
    { type: best.type, children: parseInline(inner) },
    ...parseInline(text.slice(best.end + best.marker.length)),
  ];
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
