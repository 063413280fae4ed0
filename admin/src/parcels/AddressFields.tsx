import { countryChoices, type AddressSide } from '@waybill/shared';
import { useMemo } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Field, SelectField } from '../forms';
import { FieldFrame } from '../forms/FieldFrame';
import { currentLocale, t } from '../i18n/i18n';
import { PlaceSearchInput } from '../places/PlaceSearchInput';
import { locationField } from './location-fields';
import { NameField } from './NameField';

/** Each side's map marker: a city chosen places it. */
const MARKER = {
  recipient: locationField('destination'),
  sender: locationField('pickup_location'),
} as const;

/** The countries in the member's language, sorted as it sorts (Intl.DisplayNames). */
function useCountryOptions() {
  const locale = currentLocale();
  return useMemo(
    () => [
      { value: '', label: t('parcels.address.no_country') },
      ...countryChoices(locale).map(({ code, name }) => ({ value: code, label: name })),
    ],
    [locale],
  );
}

/**
 * The city of one side's address: a place search whose chosen place fills the city, the region
 * (when the place has one), the country and the side's marker (docs/product.md §5.1a); typed text
 * stays free and clears the marker, which the server then places by name when it knows it.
 */
function CityField({ side, optional }: { side: AddressSide; optional: boolean }) {
  const { control, setValue } = useFormContext();
  const name = `${side}_city`;
  const { field } = useController({ name, control });
  const marker = MARKER[side];
  const set = (fieldName: string, value: string) =>
    setValue(fieldName, value, { shouldDirty: true });
  return (
    <FieldFrame
      label={t(`parcels.address.${side}_city`)}
      name={name}
      optional={optional}
      helperText={t('parcels.address.city_help')}
    >
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
            set(marker.latitude, '');
            set(marker.longitude, '');
          }}
          onChoose={(place) => {
            field.onChange(place.name);
            if (place.country) set(`${side}_country`, place.country);
            if (place.region) set(`${side}_region`, place.region);
            set(marker.latitude, String(place.latitude));
            set(marker.longitude, String(place.longitude));
          }}
          {...state}
        />
      )}
    </FieldFrame>
  );
}

export interface AddressFieldsProps {
  side: AddressSide;
  /** Whether the city must be given (the recipient's, on a new parcel: it names the destination). */
  cityRequired: boolean;
}

/**
 * One side's contact and address, in the order a label prints them: name (recent ones offered
 * from the address book), company, street, postcode and city, region and country, phone, e-mail.
 */
export function AddressFields({ side, cityRequired }: AddressFieldsProps) {
  const { register } = useFormContext();
  const countries = useCountryOptions();
  return (
    <>
      <NameField side={side} optional={side === 'sender'} />
      <Field
        label={t('parcels.address.company')}
        optional
        autoComplete="off"
        {...register(`${side}_company`)}
      />
      <Field
        label={t('parcels.address.line1')}
        optional
        autoComplete="off"
        {...register(`${side}_address_line1`)}
      />
      <Field
        label={t('parcels.address.line2')}
        optional
        autoComplete="off"
        {...register(`${side}_address_line2`)}
      />
      <div className="wb-inline-fields">
        <Field
          label={t('parcels.address.postcode')}
          optional
          autoComplete="off"
          {...register(`${side}_postcode`)}
        />
        <CityField side={side} optional={!cityRequired} />
      </div>
      <div className="wb-inline-fields">
        <Field
          label={t('parcels.address.region')}
          optional
          autoComplete="off"
          {...register(`${side}_region`)}
        />
        <SelectField
          label={t('parcels.address.country')}
          optional
          fill
          options={countries}
          {...register(`${side}_country`)}
        />
      </div>
      <Field
        label={t(`parcels.field.${side}_phone_number`)}
        type="tel"
        optional
        autoComplete="off"
        helperText={t('parcels.address.phone_help')}
        {...register(`${side}_phone_number`)}
      />
      <Field
        label={t(`parcels.field.${side}_email`)}
        type="email"
        optional
        autoComplete="off"
        {...register(`${side}_email`)}
      />
    </>
  );
}
