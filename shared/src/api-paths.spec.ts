import { pageApiPath, parcelApiPath } from './api-paths.js';

describe('API paths from visitor input', () => {
  it('encode what would change the path or the page they are written into', () => {
    expect(parcelApiPath('WB-1001')).toBe('/api/parcels/WB-1001');
    expect(parcelApiPath('a/b?c#d "<x>"')).toBe('/api/parcels/a%2Fb%3Fc%23d%20%22%3Cx%3E%22');
    expect(pageApiPath('about-us')).toBe('/api/pages/about-us');
    expect(pageApiPath('../admins')).toBe('/api/pages/..%2Fadmins');
  });
});
