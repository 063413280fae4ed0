import { postalRegion } from './postal-region.js';

describe('the region a place’s address writes', () => {
  it('is the US state’s letters, and the Canadian and Australian abbreviations of their codes', () => {
    expect(postalRegion('US', 'NM')).toBe('NM');
    expect(postalRegion('CA', '08')).toBe('ON');
    expect(postalRegion('CA', '10')).toBe('QC');
    expect(postalRegion('AU', '02')).toBe('NSW');
  });

  it('is empty for codes no address writes, and for anything else', () => {
    expect(postalRegion('FR', '11')).toBe('');
    expect(postalRegion('GB', 'ENG')).toBe('');
    expect(postalRegion('US', '06')).toBe('');
    expect(postalRegion('CA', '06')).toBe('');
    expect(postalRegion('CA', '__proto__')).toBe('');
    expect(postalRegion('constructor', '01')).toBe('');
    expect(postalRegion('US', undefined)).toBe('');
  });
});
