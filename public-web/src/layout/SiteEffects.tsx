import { useEffect } from 'react';
import { useAppStore } from '../app/store';

const CHAT_CONTAINER_ID = 'chat-widget';

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
 * Settings' chat_code: the chat widget staff paste in (usually a <script> snippet from a chat
 * provider). It is added once, into a container at the end of <body>, through
 * createContextualFragment so that its scripts run. This is the one place where the public site
 * inserts raw HTML, on purpose: the code comes from the signed-in staff's settings, never from
 * page content or visitors. Changed code replaces the earlier widget.
 */
function useChatCode(code: string | undefined): void {
  useEffect(() => {
    const html = code?.trim() ?? '';
    let container = document.getElementById(CHAT_CONTAINER_ID);
    if (container?.dataset.code === html) return;
    if (!html) {
      container?.remove();
      return;
    }
    if (!container) {
      container = document.createElement('div');
      container.id = CHAT_CONTAINER_ID;
      document.body.append(container);
    }
    container.replaceChildren(document.createRange().createContextualFragment(html));
    container.dataset.code = html;
  }, [code]);
}

/** What the settings change outside the React tree. */
export function SiteEffects() {
  const settings = useAppStore((state) => state.settings);
  useMetaDescription(settings?.meta_description);
  useChatCode(settings?.chat_code);
  return null;
}
