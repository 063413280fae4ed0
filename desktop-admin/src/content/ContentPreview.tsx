import { Card } from '@blueprintjs/core';
import { useDeferredValue, useId } from 'react';
import { ContentView } from './ContentView';

/** The live preview beside the content textarea: a region named "Preview". */
export function ContentPreview({ content }: { content: string }) {
  const headingId = `preview-${useId()}`;
  // Typing stays smooth on long pages: the preview may lag a keystroke behind.
  const shown = useDeferredValue(content);
  return (
    <Card role="region" aria-labelledby={headingId} className="wb-preview">
      <h2 id={headingId} className="wb-preview-title">
        Preview
      </h2>
      {shown.trim() === '' ? (
        <p className="wb-muted">The page body appears here as visitors will see it.</p>
      ) : (
        <ContentView content={shown} />
      )}
    </Card>
  );
}
