import '@waybill/web-content/content.css';
import { Card } from '@blueprintjs/core';
import { ContentBody } from '@waybill/web-content';
import { useDeferredValue, useId } from 'react';
import { t } from '../i18n/i18n';

/**
 * The live preview beside the content textarea: a region named "Preview", drawn by the public
 * site's own renderer and styles, so it shows the page as visitors will see it.
 */
export function ContentPreview({ content }: { content: string }) {
  const headingId = `preview-${useId()}`;
  // Typing stays smooth on long pages: the preview may lag a keystroke behind.
  const shown = useDeferredValue(content);
  return (
    // Focusable: a long preview scrolls inside its frame, and keyboards must reach it too.
    <Card role="region" aria-labelledby={headingId} className="wb-preview" tabIndex={0}>
      <h2 id={headingId} className="wb-preview-title">
        {t('content.preview')}
      </h2>
      {shown.trim() === '' ? (
        <p className="wb-muted">{t('content.previewEmpty')}</p>
      ) : (
        <ContentBody content={shown} videoTitle={t('content.video')} />
      )}
    </Card>
  );
}
