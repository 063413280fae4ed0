import { placeLabel } from '@waybill/shared';
import type { ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FieldFrame } from '../forms/FieldFrame';
import { PlaceSearchInput } from './PlaceSearchInput';

export interface PlaceFieldProps {
  /** The visible label, bound to the box (getByLabel finds it). */
  label: string;
  /** The location name's field, e.g. destination. */
  name: string;
  /** The fields of its marker's coordinates, filled when a place is chosen. */
  latitude: string;
  longitude: string;
  optional?: boolean;
  helperText?: ReactNode;
  /**
   * Whether typing empties the coordinates a choice filled: where they are not on screen, they
   * must not stay behind for a name they no longer belong to (the server then places a known
   * name itself). The map form shows them, so there they stay.
   */
  clearCoordinatesOnType?: boolean;
}

/**
 * A location field of a parcel form: a place search whose chosen place fills the name ("Cairo,
 * Egypt") and its marker's coordinates (docs/product.md §4.4a).
 */
export function PlaceField({
  label,
  name,
  latitude,
  longitude,
  optional = false,
  helperText,
  clearCoordinatesOnType = true,
}: PlaceFieldProps) {
  const { control, setValue } = useFormContext();
  const { field } = useController({ name, control });
  const setCoordinates = (lat: string, lng: string) => {
    const options = { shouldDirty: true };
    setValue(latitude, lat, options);
    setValue(longitude, lng, options);
  };
  return (
    <FieldFrame label={label} name={name} optional={optional} helperText={helperText}>
      {(inputId, state) => (
        <PlaceSearchInput
          id={inputId}
          name={name}
          value={(field.value as string | undefined) ?? ''}
          inputRef={field.ref}
          required={!optional}
          onBlur={field.onBlur}
          onChange={(text) => {
            field.onChange(text);
            if (clearCoordinatesOnType) setCoordinates('', '');
          }}
          onChoose={(place) => {
            field.onChange(placeLabel(place));
            setCoordinates(String(place.latitude), String(place.longitude));
          }}
          {...state}
        />
      )}
    </FieldFrame>
  );
}
