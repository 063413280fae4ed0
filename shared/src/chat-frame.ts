/**
 * The chat widget's frame (docs/architecture.md §4.3): settings' chat_code runs in a document of
 * its own, served at CHAT_FRAME_PATH in a sandbox without allow-same-origin, so the widget has
 * an opaque origin and no power over the site, its cookies or the API. A script of ours inside
 * the frame tells the page how much room the widget takes, in this message.
 */
export const CHAT_FRAME_PATH = '/chat-frame';

/** What the frame may do: run the widget, send its forms, open the provider's windows. */
export const CHAT_FRAME_SANDBOX =
  'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

export const CHAT_FRAME_SIZE_MESSAGE = 'waybill-chat-size';

/** The room the widget needs, measured from the frame's bottom-right corner, in CSS pixels. */
export interface ChatFrameSize {
  type: typeof CHAT_FRAME_SIZE_MESSAGE;
  width: number;
  height: number;
}

/** A message is a size only with this exact shape: anything else the frame posts is ignored. */
export function isChatFrameSize(data: unknown): data is ChatFrameSize {
  if (typeof data !== 'object' || data === null) return false;
  const { type, width, height } = data as Record<string, unknown>;
  return (
    type === CHAT_FRAME_SIZE_MESSAGE &&
    typeof width === 'number' &&
    typeof height === 'number' &&
    Number.isFinite(width) &&
    Number.isFinite(height)
  );
}
