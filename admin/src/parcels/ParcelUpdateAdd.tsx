import { Card } from '@blueprintjs/core';
import type { Parcel } from '@waybill/shared';
import { useCallback, useRef } from 'react';
import { t } from '../i18n/i18n';
import { useShortcut } from '../keyboard/useShortcut';
import { ParcelUpdateForm } from './ParcelUpdateForm';

/** "Add update" on the parcel's page (docs/product.md §4.5a): the one update form in a card. */
export function ParcelUpdateAdd({ parcel }: { parcel: Parcel }) {
  const card = useRef<HTMLDivElement>(null);
  // `u`: straight to the form's first field (the stage).
  useShortcut(
    'u',
    useCallback(() => {
      const first = card.current?.querySelector<HTMLElement>('select, input, textarea');
      card.current?.scrollIntoView({ block: 'start' });
      first?.focus();
    }, []),
  );
  return (
    <Card ref={card} className="wb-detail-card" role="region" aria-labelledby="parcel-add-update">
      <h2 id="parcel-add-update">{t('activities.update')}</h2>
      <ParcelUpdateForm parcel={parcel} />
    </Card>
  );
}
