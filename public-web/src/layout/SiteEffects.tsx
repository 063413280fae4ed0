import { Suspense, lazy, useEffect } from 'react';
import { useAppStore } from '../app/store';
import { useHydrated } from './useHydrated';

// Only sites with a chat widget fetch its code, after the page's own.
const ChatFrame = lazy(() =>
  import('./ChatFrame').then((module) => ({ default: module.ChatFrame })),
);

/** Settings' meta_description becomes the page's meta description (index.html has a default). */
function useMetaDescription(description: string | undefined): void {
  useEffect(() => {
    const text = description?.trim();
    if (!text) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = text;
  }, [description]);
}

/**
 * What the settings change outside the page's own content: the meta description, and the chat
 * widget (settings' chat_code) in its sandboxed frame, none without code. Changed code loads a
 * new frame. The frame is the browser's alone: the server's page has none.
 */
export function SiteEffects() {
  const settings = useAppStore((state) => state.settings);
  useMetaDescription(settings?.meta_description);
  const hydrated = useHydrated();
  const chatCode = settings?.chat_code.trim();
  if (!chatCode || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ChatFrame key={chatCode} />
    </Suspense>
  );
}
