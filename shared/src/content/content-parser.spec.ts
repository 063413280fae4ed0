import { parseContent, parseInline, youtubeEmbedUrl } from './content-parser.js';

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
