import { HTMLTable } from '@blueprintjs/core';
import { InlineContent } from '@waybill/web-content';
import { useId, type ReactNode } from 'react';
import { t } from '../i18n/i18n';

interface Marker {
  type: string;
  shows: ReactNode;
  plain?: boolean;
}

/** A marker around a sample word in the current language, as typed and as shown. */
function wrapped(marker: string, word: string): Marker {
  const typed = `${marker}${word}${marker}`;
  return { type: typed, shows: <InlineContent text={typed} /> };
}

/** The markers with samples in the current language; the keywords image and video stay as the parser reads them. */
function markers(): readonly Marker[] {
  return [
    wrapped('**', t('content.sampleBold')),
    wrapped('__', t('content.sampleUnderline')),
    wrapped('~~', t('content.sampleStrikethrough')),
    { type: '[image](https://…)', shows: t('content.image') },
    {
      type: `[image: ${t('content.sampleDescription')}](https://…)`,
      shows: t('content.imageDescribed'),
    },
    { type: '[video](https://…)', shows: t('content.videoShows') },
    { type: t('content.emptyLine'), shows: t('content.blankLine'), plain: true },
  ];
}

/** The marker syntax of page bodies (shared/src/content/content-parser.ts), next to the editor. */
export function FormattingHelp() {
  const headingId = `formatting-${useId()}`;
  return (
    <section aria-labelledby={headingId} className="wb-formatting">
      <h3 id={headingId} className="wb-formatting-title">
        {t('content.formatting')}
      </h3>
      <HTMLTable compact className="wb-formatting-table">
        <thead>
          <tr>
            <th scope="col">{t('content.columnType')}</th>
            <th scope="col">{t('content.columnShows')}</th>
          </tr>
        </thead>
        <tbody>
          {markers().map((marker) => (
            <tr key={marker.type}>
              <td>{marker.plain ? <em>{marker.type}</em> : <code>{marker.type}</code>}</td>
              <td>{marker.shows}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <p className="wb-formatting-note">{t('content.note')}</p>
    </section>
  );
}
