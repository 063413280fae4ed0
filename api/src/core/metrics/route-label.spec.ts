import type { Request } from 'express';
import { API_PREFIX } from '@waybill/shared';
import { methodLabel, routeLabel } from './route-label.js';

const request = (originalUrl: string, route?: string, baseUrl = '') =>
  ({ originalUrl, baseUrl, ...(route ? { route: { path: route } } : {}) }) as unknown as Request;

describe('routeLabel', () => {
  it('is the matched template, never the address', () => {
    expect(
      routeLabel(request(`${API_PREFIX}/parcels/WB123?utm=x`, `${API_PREFIX}/parcels/:code`)),
    ).toBe(`${API_PREFIX}/parcels/:code`);
    expect(routeLabel(request(`${API_PREFIX}/x`, '/x', `${API_PREFIX}`))).toBe(`${API_PREFIX}/x`);
  });

  it('classes what matched no template by area', () => {
    expect(routeLabel(request(`${API_PREFIX}/WB123`))).toBe(`${API_PREFIX}/(unmatched)`);
    expect(routeLabel(request(`${API_PREFIX}/WB123`, `${API_PREFIX}*path`))).toBe(
      `${API_PREFIX}/(unmatched)`,
    );
    expect(routeLabel(request(`${API_PREFIX}`))).toBe(`${API_PREFIX}/(unmatched)`);
    expect(routeLabel(request('/assets/WB123.js'))).toBe('/assets/*');
    expect(routeLabel(request('/uploads/images/ab.png'))).toBe('/uploads/*');
    expect(routeLabel(request('/control/parcels/WB1'))).toBe('/control/*');
    expect(routeLabel(request('/cp'))).toBe('/cp/*');
    expect(routeLabel(request('/track.html?code=WB123'))).toBe('(site)');
    expect(routeLabel(request(`${API_PREFIX}x/WB123`))).toBe('(site)');
  });
});

describe('methodLabel', () => {
  it('keeps the usual methods and folds the rest', () => {
    expect(methodLabel('GET')).toBe('GET');
    expect(methodLabel('PATCH')).toBe('PATCH');
    expect(methodLabel('PROPFIND')).toBe('OTHER');
  });
});
