import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentBody, InlineContent } from './ContentBody';

const draw = (content: string, videoTitle = 'Video') =>
  render(<ContentBody content={content} videoTitle={videoTitle} />).container;

describe('ContentBody', () => {
  it('draws one paragraph a line with bold, underline and strike, and blank lines', () => {
    const body = draw('**Express** parcels leave __every day__, not ~~weekly~~\n\nSecond line');
    const paragraphs = body.querySelectorAll('.content-body > p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]).toHaveTextContent('Express parcels leave every day, not weekly');
    expect(paragraphs[0].querySelector('strong')).toHaveTextContent('Express');
    expect(paragraphs[0].querySelector('u')).toHaveTextContent('every day');
    expect(paragraphs[0].querySelector('s')).toHaveTextContent('weekly');
    expect(paragraphs[1]).toHaveTextContent('Second line');
    expect(body.querySelector('.content-body__blank')).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws an image with its description, lazily, sending no referrer', () => {
    draw('[image: Our bonded warehouse](https://example.com/depot.png)');
    const image = screen.getByRole('img', { name: 'Our bonded warehouse' });
    expect(image).toHaveAttribute('src', 'https://example.com/depot.png');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(image.closest('figure')).toHaveClass('content-body__media');
  });

  it('plays a YouTube link in the sandboxed privacy-friendly embed, named by the app', () => {
    draw('[video](https://www.youtube.com/watch?v=dQw4w9WgXcQ)', 'Vidéo');
    const frame = screen.getByTitle('Vidéo');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('allowfullscreen');
  });

  it('plays any other video address in a <video> with controls', () => {
    const body = draw('[video](https://example.com/tour.mp4)');
    const video = body.querySelector('video');
    expect(video).toHaveAttribute('src', 'https://example.com/tour.mp4');
    expect(video).toHaveAttribute('controls');
    expect(body.querySelector('iframe')).toBeNull();
  });

  it('shows markup and script as the text typed, and other schemes as text', () => {
    const script = '<script>window.ran = true</script>';
    const body = draw(
      `Before ${script} after\n<img src=x onerror="alert(1)">\n[image](javascript:alert(1))`,
    );
    expect(screen.getByText(`Before ${script} after`)).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
    expect(screen.getByText('[image](javascript:alert(1))')).toBeInTheDocument();
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')).toBeNull();
  });
});

describe('InlineContent', () => {
  it('draws one line of inline markers', () => {
    const { container } = render(<InlineContent text="**bold** and ~~gone~~" />);
    expect(container).toHaveTextContent('bold and gone');
    expect(container.querySelector('strong')).toHaveTextContent('bold');
    expect(container.querySelector('s')).toHaveTextContent('gone');
  });
});
