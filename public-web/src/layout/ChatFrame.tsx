import { CHAT_FRAME_PATH, CHAT_FRAME_SANDBOX, isChatFrameSize } from '@waybill/shared';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { t } from '../i18n/i18n';

interface Size {
  width: number;
  height: number;
}

/** Before the widget has said how much room it takes: about a chat bubble's. */
const FIRST_SIZE: Size = { width: 96, height: 96 };
/** On a wider screen an open chat gets a panel this big at most; on a phone the whole screen. */
const PANEL_MAX: Size = { width: 440, height: 720 };
const PHONE_MAX_WIDTH = 600;

/**
 * The room given to the widget: what it asked for, within the panel (the whole screen on a
 * phone), and at least a pixel so that the browser keeps running the frame.
 */
export function clampChatSize(wanted: Size, viewport: Size): Size {
  const phone = viewport.width <= PHONE_MAX_WIDTH;
  const most = phone
    ? viewport
    : {
        width: Math.min(PANEL_MAX.width, viewport.width),
        height: Math.min(PANEL_MAX.height, viewport.height),
      };
  const clamp = (value: number, max: number) => Math.max(1, Math.min(Math.round(value), max));
  return { width: clamp(wanted.width, most.width), height: clamp(wanted.height, most.height) };
}

const FRAME_STYLE: CSSProperties = {
  position: 'fixed',
  right: 0,
  bottom: 0,
  zIndex: 50,
  border: 0,
  background: 'transparent',
  // The same scheme as the frame's document, or the browser paints the frame opaque.
  colorScheme: 'normal',
};

function useViewport(): Size {
  const read = () => ({ width: window.innerWidth, height: window.innerHeight });
  const [viewport, setViewport] = useState(read);
  useEffect(() => {
    const onResize = () => setViewport(read());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return viewport;
}

/**
 * Settings' chat_code, run in the server's sandboxed chat frame (docs/architecture.md §4.3) in
 * the bottom-right corner: transparent, and only as big as what the widget shows, which the
 * frame's own script reports. Only messages from that frame's window are read, and their size is
 * clamped, so a widget cannot cover the page.
 */
export function ChatFrame() {
  const frame = useRef<HTMLIFrameElement>(null);
  const [wanted, setWanted] = useState(FIRST_SIZE);
  const viewport = useViewport();

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const window = frame.current?.contentWindow;
      if (!window || event.source !== window || !isChatFrameSize(event.data)) return;
      setWanted({ width: event.data.width, height: event.data.height });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const size = clampChatSize(wanted, viewport);
  return (
    <iframe
      ref={frame}
      src={CHAT_FRAME_PATH}
      sandbox={CHAT_FRAME_SANDBOX}
      title={t('chatWidget')}
      className="chat-frame"
      style={{ ...FRAME_STYLE, width: size.width, height: size.height }}
    />
  );
}
