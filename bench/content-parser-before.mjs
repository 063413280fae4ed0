// The recursive content parser, before it was made linear (shared/src/content/content-parser.ts at
// e5f4f6a), kept only so that bench/content-parser.mjs can time it beside the new one in the same
// process and check that both read ordinary content alike. Not used by the product.

const MEDIA_LINE = /^\[(image|video)(?::\s*([^\]]*))?\]\((\S+)\)$/i;
/** @type {ReadonlyArray<[string, 'bold' | 'underline' | 'strike']>} */
const INLINE_MARKERS = [
  ['**', 'bold'],
  ['__', 'underline'],
  ['~~', 'strike'],
];

/** @param {string} text */
export function parseContent(text) {
  return text.split(/\r?\n/).map(parseLine);
}

/** @param {string} line */
function parseLine(line) {
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

/** @param {string} value */
function isWebAddress(value) {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * @param {string} text
 * @returns {any[]}
 */
function parseInline(text) {
  /** @type {{ start: number, end: number, marker: string, type: string } | undefined} */
  let best;
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
    ...(best.start > 0 ? [{ type: 'text', text: text.slice(0, best.start) }] : []),
    { type: best.type, children: parseInline(inner) },
    ...parseInline(text.slice(best.end + best.marker.length)),
  ];
}
