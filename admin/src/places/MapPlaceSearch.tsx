import { FormGroup } from '@blueprintjs/core';
import type { Place } from '@waybill/shared';
import { useId, useState } from 'react';
import { t } from '../i18n/i18n';
import { PlaceSearchInput } from './PlaceSearchInput';

export interface MapPlaceSearchProps {
  /** The name of the marker a chosen place moves ("Pickup Location"). */
  marker: string;
  onChoose: (place: Place) => void;
}

/** The map screen's search: a chosen place takes the marker being placed, and names it. */
export function MapPlaceSearch({ marker, onChoose }: MapPlaceSearchProps) {
  const id = useId();
  const [text, setText] = useState('');
  return (
    <FormGroup
      label={t('places.map_search')}
      labelFor={id}
      helperText={t('places.map_search_help', { marker })}
    >
      <PlaceSearchInput
        id={id}
        value={text}
        onChange={setText}
        onChoose={(place) => {
          setText(place.name);
          onChoose(place);
        }}
      />
    </FormGroup>
  );
}
