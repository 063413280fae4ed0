import { type InlineNode, parseContent, parseInline, youtubeEmbedUrl } from './content-parser.js';

const MARKER = { bold: '**', underline: '__', strike: '~~' } as const;

/** The text a tree was read from: the parser only splits, so this gives the input back. */
function written(nodes: readonly InlineNode[]): string {
  return nodes
    .map((node) =>
      node.type === 'text'
        ? node.text
        : `${MARKER[node.type]}${written(node.children)}${MARKER[node.type]}`,
    )
    .join('');
}

describe('parseContent', () => {
  it('turns each line into a block, empty lines into blanks', () => {
    expect(parseContent('Hello\n\nWorld')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'Hello' }] },
      { type: 'blank' },
      { type: 'paragraph', children: [{ type: 'text', text: 'World' }] },
    ]);
  });

  it('reads bold, underline and strikethrough, also nested', () => {
    expect(parseInline('We ship **fast and __safe__** ~~never late~~!')).toEqual([
      { type: 'text', text: 'We ship ' },
      {
        type: 'bold',
        children: [
          { type: 'text', text: 'fast and ' },
          { type: 'underline', children: [{ type: 'text', text: 'safe' }] },
        ],
      },
      { type: 'text', text: ' ' },
      { type: 'strike', children: [{ type: 'text', text: 'never late' }] },
      { type: 'text', text: '!' },
    ]);
  });

  it('leaves unpaired markers as text', () => {
    expect(parseInline('2 ** 3 and __init')).toEqual([{ type: 'text', text: '2 ** 3 and __init' }]);
  });

  it('reads images with an optional description, and videos', () => {
    expect(parseContent('[image: Our warehouse](https://cdn.example.com/w.jpg)')).toEqual([
      { type: 'image', url: 'https://cdn.example.com/w.jpg', alt: 'Our warehouse' },
    ]);
    expect(parseContent('[image](http://example.com/a.png)')).toEqual([
      { type: 'image', url: 'http://example.com/a.png', alt: '' },
    ]);
    expect(parseContent('[video](https://example.com/tour.mp4)')).toEqual([
      { type: 'video', url: 'https://example.com/tour.mp4' },
    ]);
  });

  it('shows any other address scheme as text', () => {
    const line = '[image](javascript:alert(1))';
    expect(parseContent(line)).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: line }] },
    ]);
    const data = '[video](data:text/html;base64,PHNjcmlwdD4=)';
    expect(parseContent(data)).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: data }] },
    ]);
  });

  it('keeps markup as plain text', () => {
    expect(parseContent('<script>alert(1)</script>')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: '<script>alert(1)</script>' }] },
    ]);
  });
});

/** What a stranger could paste into a page: each is 100,000 characters or so. */
describe('parseContent on hostile content', () => {
  const LONG = 100_000;

  it('reads 100,000 characters of **a** as 20,000 bold runs, without running out of stack', () => {
    const line = '**a**'.repeat(LONG / 5);
    const [block] = parseContent(line);
    expect(block).toEqual({
      type: 'paragraph',
      children: Array.from({ length: LONG / 5 }, () => ({
        type: 'bold',
        children: [{ type: 'text', text: 'a' }],
      })),
    });
  });

  it('reads markers nested thousands of times over, as the three levels they pair into', () => {
    const line = '**__~~a~~__**'.repeat(7_700);
    const children = parseInline(line);
    expect(children).toHaveLength(7_700);
    for (const node of children) {
      expect(node).toEqual({
        type: 'bold',
        children: [
          {
            type: 'underline',
            children: [{ type: 'strike', children: [{ type: 'text', text: 'a' }] }],
          },
        ],
      });
    }
    // Openers all first, closers all last: each closes at its next twin, the rest stays text.
    const deep = '**__~~'.repeat(LONG / 12) + 'a' + '~~__**'.repeat(LONG / 12);
    const tree = parseInline(deep);
    expect(written(tree)).toBe(deep);
    expect(tree[0]).toEqual({ type: 'bold', children: [{ type: 'text', text: '__~~' }] });
  });

  it('keeps [image: followed by 100,000 spaces as text, and still reads a long description', () => {
    for (const line of ['[image:' + ' '.repeat(LONG), '[image:' + ' '.repeat(LONG) + 'x]']) {
      expect(parseContent(line)).toEqual([
        { type: 'paragraph', children: [{ type: 'text', text: line }] },
      ]);
    }
    expect(parseContent(`[image:${' '.repeat(LONG)}Depot ](https://example.com/d.jpg)`)).toEqual([
      { type: 'image', url: 'https://example.com/d.jpg', alt: 'Depot' },
    ]);
    const noClose = `[video](https://example.com/${'a'.repeat(LONG)}`;
    expect(parseContent(noClose)).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: noClose }] },
    ]);
  });

  it('leaves 100,000 characters of unclosed markers as one text', () => {
    for (const line of [
      '**' + 'a'.repeat(LONG),
      '**a__b~~c' + ' d'.repeat(LONG / 2),
      '*_~'.repeat(LONG / 3),
      '**',
      '****',
    ]) {
      expect(parseInline(line)).toEqual([{ type: 'text', text: line }]);
    }
  });

  it('reads pairs before an unpaired marker at the far end, and keeps that marker as text', () => {
    const line = '**a**'.repeat(LONG / 5) + '__';
    const children = parseInline(line);
    expect(children).toHaveLength(LONG / 5 + 1);
    expect(children.at(-1)).toEqual({ type: 'text', text: '__' });
    expect(children.at(-2)).toEqual({ type: 'bold', children: [{ type: 'text', text: 'a' }] });
  });

  it('gives back every character of mixed hostile lines, in order', () => {
    const lines = [
      '*'.repeat(LONG),
      '_~'.repeat(LONG / 2),
      '**__'.repeat(LONG / 4),
      '~~a**b__c~~d**e__'.repeat(LONG / 17),
      '[image:** __ ~~'.repeat(LONG / 15),
    ];
    for (const line of lines) {
      const [block] = parseContent(line);
      if (block?.type !== 'paragraph') throw new Error(`Not a paragraph: ${block?.type}`);
      expect(written(block.children)).toBe(line);
    }
    expect(parseInline('*****')).toEqual([
      { type: 'bold', children: [{ type: 'text', text: '*' }] },
    ]);
  });

  it('reads 100,000 lines as 100,000 blocks', () => {
    const blocks = parseContent('**a**\n'.repeat(LONG));
    expect(blocks).toHaveLength(LONG + 1);
    expect(blocks[LONG - 1]).toEqual({
      type: 'paragraph',
      children: [{ type: 'bold', children: [{ type: 'text', text: 'a' }] }],
    });
    expect(blocks[LONG]).toEqual({ type: 'blank' });
  });
});

describe('youtubeEmbedUrl', () => {
  it('embeds watch and short links without cookies', () => {
    expect(youtubeEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(youtubeEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(youtubeEmbedUrl('https://example.com/watch?v=dQw4w9WgXcQ')).toBeNull();
  });
});
