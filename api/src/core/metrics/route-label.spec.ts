import type { Request } from 'express';
import { methodLabel, routeLabel } from './route-label.js';

const request = (originalUrl: string, route?: string, baseUrl = '') =>
  ({ originalUrl, baseUrl, ...(route ? { route: { path: route } } : {}) }) as unknown as Request;

describe('routeLabel', () => {
  it('is the matched template, never the address', () => {
    expect(routeLabel(request('/api/parcels/WB123?utm=x', '/api/parcels/:code'))).toBe(
      '/api/parcels/:code',
    );
    expect(routeLabel(request('/api/x', '/x', '/api'))).toBe('/api/x');
  });

  it('classes what matched no template by area', () => {
    expect(routeLabel(request('/api/WB123'))).toBe('/api/(unmatched)');
    expect(routeLabel(request('/api/WB123', '/api*path'))).toBe('/api/(unmatched)');
    expect(routeLabel(request('/api'))).toBe('/api/(unmatched)');
    expect(routeLabel(request('/assets/WB123.js'))).toBe('/assets/*');
    expect(routeLabel(request('/uploads/images/ab.png'))).toBe('/uploads/*');
    expect(routeLabel(request('/control/parcels/WB1'))).toBe('/control/*');
    expect(routeLabel(request('/cp'))).toBe('/cp/*');
    expect(routeLabel(request('/track.html?code=WB123'))).toBe('(site)');
    expect(routeLabel(request('/apix/WB123'))).toBe('(site)');
  });
});

describe('methodLabel', () => {
  it('keeps the usual methods and folds the rest', () => {
    expect(methodLabel('GET')).toBe('GET');
    expect(methodLabel('PATCH')).toBe('PATCH');
    expect(methodLabel('PROPFIND')).toBe('OTHER');
  });
});
