import { NO_ADDRESSES } from '@waybill/shared';
import { postalParty, type AddressedParcel } from './postal-address.js';

const PARCEL: AddressedParcel = {
  ...NO_ADDRESSES,
  recipient_name: 'Ada Obi',
  recipient_phone_number: '+2348031234567',
  destination: 'Lagos',
  sender_name: null,
  sender_phone_number: null,
  pickup_location: null,
};

describe('a printed address', () => {
  it('is the name and the text place for a parcel without a structured address', () => {
    expect(postalParty(PARCEL, 'recipient')).toEqual({
      name: 'Ada Obi',
      lines: ['Ada Obi', 'Lagos'],
      phone: '+234 803 123 4567',
    });
    expect(postalParty(PARCEL, 'sender')).toEqual({ name: null, lines: [], phone: null });
  });

  it('prints an older free-text phone with its code when it is a number in the side’s country', () => {
    const older = { ...PARCEL, recipient_phone_number: '0803 123 4567', recipient_city: 'Lagos' };
    expect(postalParty({ ...older, recipient_country: 'NG' }, 'recipient').phone).toBe(
      '+234 803 123 4567',
    );
    expect(postalParty(older, 'recipient').phone).toBe('0803 123 4567');
  });

  it('follows the country’s order and ends with the country in capitals', () => {
    const german = {
      ...PARCEL,
      recipient_address_line1: 'Invalidenstraße 117',
      recipient_postcode: '10115',
      recipient_city: 'Berlin',
      recipient_country: 'DE',
    };
    expect(postalParty(german, 'recipient').lines).toEqual([
      'Ada Obi',
      'Invalidenstraße 117',
      '10115 Berlin',
      'GERMANY',
    ]);
    const american = {
      ...PARCEL,
      sender_name: 'Sam Lee',
      sender_address_line1: '1 Main St',
      sender_city: 'San Jose',
      sender_region: 'CA',
      sender_postcode: '95112',
      sender_country: 'US',
    };
    expect(postalParty(american, 'sender').lines).toEqual([
      'Sam Lee',
      '1 Main St',
      'San Jose, CA 95112',
      'UNITED STATES',
    ]);
  });

  it('keeps the city where a Latin order has no place for it, and works without a country', () => {
    const japanese = {
      ...PARCEL,
      recipient_address_line1: '1-1 Chiyoda',
      recipient_city: 'Chiyoda-ku',
      recipient_region: 'Tokyo',
      recipient_postcode: '100-0001',
      recipient_country: 'JP',
    };
    expect(postalParty(japanese, 'recipient').lines).toEqual([
      'Ada Obi',
      '1-1 Chiyoda',
      'Chiyoda-ku',
      'Tokyo',
      '100-0001',
      'JAPAN',
    ]);
    const countryless = { ...PARCEL, recipient_city: 'Ikeja', recipient_postcode: '100001' };
    expect(postalParty(countryless, 'recipient').lines).toContain('Ada Obi');
    expect(postalParty(countryless, 'recipient').lines.join(' ')).toContain('Ikeja');
  });
});
