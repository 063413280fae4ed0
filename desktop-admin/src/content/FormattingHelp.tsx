import { HTMLTable } from '@blueprintjs/core';
import { InlineContent } from '@waybill/web-content';
import { useId, type ReactNode } from 'react';

const MARKERS: readonly { type: string; shows: ReactNode; plain?: boolean }[] = [
  { type: '**bold**', shows: <InlineContent text="**bold**" /> },
  { type: '__underline__', shows: <InlineContent text="__underline__" /> },
  { type: '~~strikethrough~~', shows: <InlineContent text="~~strikethrough~~" /> },
  { type: '[image](https://…)', shows: 'an image (on a line of its own)' },
  {
    type: '[image: description](https://…)',
    shows: 'an image described for screen readers',
  },
  { type: '[video](https://…)', shows: 'a video (YouTube links play embedded)' },
  { type: 'An empty line', shows: 'a blank line', plain: true },
];

/** The marker syntax of page bodies (shared/src/content/content-parser.ts), next to the editor. */
export function FormattingHelp() {
  const headingId = `formatting-${useId()}`;
  return (
    <section aria-labelledby={headingId} className="wb-formatting">
      <h3 id={headingId} className="wb-formatting-title">
        Formatting
      </h3>
      <HTMLTable compact className="wb-formatting-table">
        <thead>
          <tr>
            <th scope="col">Type</th>
            <th scope="col">Shows</th>
          </tr>
        </thead>
        <tbody>
          {MARKERS.map((marker) => (
            <tr key={marker.type}>
              <td>{marker.plain ? <em>{marker.type}</em> : <code>{marker.type}</code>}</td>
              <td>{marker.shows}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <p className="wb-formatting-note">
        Images and videos need an http or https address; anything else is shown as text. HTML is
        shown as typed, never run.
      </p>
    </section>
  );
}
