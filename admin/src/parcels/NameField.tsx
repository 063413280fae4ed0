import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ADDRESS_PARTS,
  SAVED_ADDRESS_LIMIT_MAX,
  countryName,
  listSavedAddresses,
  phoneForDisplay,
  type AddressSide,
  type SavedAddress,
} from '@waybill/shared';
import { useMemo } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { ApiFailure } from '../app/problems';
import { callEndpoint, endpointKey } from '../app/queries';
import { FieldFrame } from '../forms/FieldFrame';
import { currentLocale, t } from '../i18n/i18n';
import { SuggestionInput, type SuggestionSource } from '../places/SuggestionInput';
import { useDebouncedValue } from '../places/useDebouncedValue';
import { PLACE_SEARCH_DEBOUNCE_MS } from '../places/usePlaceSearch';

const NO_ADDRESSES: SavedAddress[] = [];

/** Recent addresses of `side` whose name starts with `text` (GET /api/addresses). */
function useRecentAddresses(side: AddressSide, text: string, asking: boolean) {
  const searched = useDebouncedValue(text.trim(), PLACE_SEARCH_DEBOUNCE_MS);
  const args = { query: { side, search: searched, limit: SAVED_ADDRESS_LIMIT_MAX } };
  const query = useQuery<SavedAddress[], ApiFailure>({
    queryKey: endpointKey(listSavedAddresses, args),
    queryFn: async () => (await callEndpoint(listSavedAddresses, args)).data,
    enabled: asking && searched !== '',
    retry: false,
    placeholderData: keepPreviousData,
  });
  return {
    items: searched !== '' && Array.isArray(query.data) ? query.data : NO_ADDRESSES,
    searching: asking && (searched !== text.trim() || query.isFetching),
    problem: query.isError ? (query.error.problems[0] ?? null) : null,
    searched,
  };
}

/** "Obi Trading Ltd, 12 Allen Avenue, Ikeja, Nigeria": what tells two saved addresses apart. */
function addressDetail(address: SavedAddress, locale: string): string {
  const country = address.country ? countryName(address.country, locale) : null;
  return [address.company, address.address_line1, address.city, country].filter(Boolean).join(', ');
}

/**
 * The name of one side of a parcel, offering the recent addresses of that name as staff type
 * (the address book, docs/product.md §5.1a): choosing one fills the side's whole address.
 */
export function NameField({ side, optional }: { side: AddressSide; optional: boolean }) {
  const { control, setValue } = useFormContext();
  const name = `${side}_name`;
  const { field } = useController({ name, control });
  const locale = currentLocale();
  const source = useMemo<SuggestionSource<SavedAddress>>(
    () => ({
      useSuggestions: (text, asking) => useRecentAddresses(side, text, asking),
      main: (address) => address.name,
      detail: (address) => addressDetail(address, locale),
      texts: {
        list: t(`parcels.address.book_${side}`),
        searching: t('parcels.address.book_searching'),
        none: t('parcels.address.book_none'),
        found: (count) => t('parcels.address.book_found', { count }),
      },
    }),
    [side, locale],
  );
  const fill = (address: SavedAddress) => {
    const options = { shouldDirty: true };
    field.onChange(address.name);
    for (const part of ADDRESS_PARTS) setValue(`${side}_${part}`, address[part] ?? '', options);
    const phone = address.phone_number
      ? phoneForDisplay(address.phone_number, address.country)
      : '';
    setValue(`${side}_phone_number`, phone, options);
    setValue(`${side}_email`, address.email ?? '', options);
  };
  return (
    <FieldFrame
      label={t(`parcels.field.${side}_name`)}
      name={name}
      optional={optional}
      helperText={t('parcels.address.book_help')}
    >
      {(inputId, state) => (
        <SuggestionInput
          source={source}
          id={inputId}
          name={name}
          value={(field.value as string | undefined) ?? ''}
          inputRef={field.ref}
          required={!optional}
          onBlur={field.onBlur}
          onChange={(text) => field.onChange(text)}
          onChoose={fill}
          {...state}
        />
      )}
    </FieldFrame>
  );
}
