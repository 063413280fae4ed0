import { CHAT_FRAME_PATH, CHAT_FRAME_SIZE_MESSAGE } from '@waybill/shared';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChatFrame, clampChatSize } from './ChatFrame';

function post(data: unknown, source: MessageEventSource | null) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, source, origin: 'null' }));
  });
}

describe('ChatFrame', () => {
  it('embeds the sandboxed chat frame without same-origin, and sizes it to what it reports', () => {
    render(<ChatFrame />);
    const frame = screen.getByTitle<HTMLIFrameElement>('Chat');
    expect(frame.getAttribute('src')).toBe(CHAT_FRAME_PATH);
    expect(frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox',
    );
    expect(frame.style.width).toBe('96px');

    post({ type: CHAT_FRAME_SIZE_MESSAGE, width: 136.4, height: 64 }, frame.contentWindow);
    expect([frame.style.width, frame.style.height]).toEqual(['136px', '64px']);
  });

  it('ignores messages from any other window, and of any other shape', () => {
    render(<ChatFrame />);
    const frame = screen.getByTitle<HTMLIFrameElement>('Chat');
    post({ type: CHAT_FRAME_SIZE_MESSAGE, width: 300, height: 300 }, window);
    post({ type: CHAT_FRAME_SIZE_MESSAGE, width: 300, height: 300 }, null);
    post({ type: 'other', width: 300, height: 300 }, frame.contentWindow);
    post({ type: CHAT_FRAME_SIZE_MESSAGE, width: '300', height: 300 }, frame.contentWindow);
    post({ type: CHAT_FRAME_SIZE_MESSAGE, width: Infinity, height: 300 }, frame.contentWindow);
    expect([frame.style.width, frame.style.height]).toEqual(['96px', '96px']);
  });
});

describe('clampChatSize', () => {
  const desktop = { width: 1280, height: 800 };
  const phone = { width: 390, height: 844 };

  it('gives a widget at most a panel on a wide screen, so it cannot cover the page', () => {
    expect(clampChatSize({ width: 5000, height: 5000 }, desktop)).toEqual({
      width: 440,
      height: 720,
    });
    expect(clampChatSize({ width: 380, height: 600 }, { width: 1280, height: 500 })).toEqual({
      width: 380,
      height: 500,
    });
  });

  it('lets an open chat take the whole screen of a phone', () => {
    expect(clampChatSize({ width: 5000, height: 5000 }, phone)).toEqual(phone);
  });

  it('keeps at least a pixel, so that the browser keeps running the frame', () => {
    expect(clampChatSize({ width: 0, height: -20 }, desktop)).toEqual({ width: 1, height: 1 });
  });
});
