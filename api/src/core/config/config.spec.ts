import path from 'node:path';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('gives working defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.uploadsDir).toBe(path.resolve('./data/uploads/images'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.mailUrl).toBeUndefined();
  });

  it('reads the values it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/waybill',
      PUBLIC_URL: 'https://track.example.com/',
      MAIL_URL: 'smtp://user:pass@mail.example.com:587',
      TRUST_PROXY: 'true',
    });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/waybill');
    expect(config.publicUrl).toBe('https://track.example.com');
    expect(config.trustProxy).toBe(true);
  });

  it('reads the chat widget origins for the Content-Security-Policy', () => {
    expect(loadConfig({}).chatScriptSources).toEqual([]);
    expect(
      loadConfig({ CHAT_SCRIPT_SOURCES: 'https://widget.example https://cdn.chat.example' })
        .chatScriptSources,
    ).toEqual(['https://widget.example', 'https://cdn.chat.example']);
    expect(() => loadConfig({ CHAT_SCRIPT_SOURCES: 'http://insecure.example' })).toThrow(
      /CHAT_SCRIPT_SOURCES must be https:\/\/ origins/,
    );
    // A provider on this machine (as the browser test plays one) may be plain http.
    expect(loadConfig({ CHAT_SCRIPT_SOURCES: 'http://127.0.0.1:4100' }).chatScriptSources).toEqual([
      'http://127.0.0.1:4100',
    ]);
  });

  it('reads the map tiles, or none (the basemap alone)', () => {
    expect(loadConfig({}).mapTileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(loadConfig({ MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png' }).mapTileUrl).toBe(
      'https://tiles.example/{z}/{x}/{y}.png',
    );
    expect(loadConfig({ MAP_TILE_URL: 'none' }).mapTileUrl).toBe('');
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example/map.png' })).toThrow(
      /MAP_TILE_URL must be an http\(s\) URL with \{z\}, \{x\} and \{y\}, or none/,
    );
  });

  it('reads the geocoder that answers the place search instead of the gazetteer', () => {
    expect(loadConfig({}).geocoderUrl).toBeUndefined();
    expect(loadConfig({ GEOCODER_URL: 'https://nominatim.example.org' }).geocoderUrl).toBe(
      'https://nominatim.example.org',
    );
    expect(() => loadConfig({ GEOCODER_URL: 'ftp://nominatim.example.org' })).toThrow(
      /GEOCODER_URL must be an http\(s\) URL/,
    );
  });

  it('takes a metrics token of at least 32 printable characters, or none', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    const token = 'm'.repeat(32);
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(() => loadConfig({ METRICS_TOKEN: 'm'.repeat(31) })).toThrow(
      /METRICS_TOKEN must be at least 32 characters/,
    );
    expect(() => loadConfig({ METRICS_TOKEN: `${token} x` })).toThrow(
      /METRICS_TOKEN must be printable ASCII without spaces/,
    );
  });

  it('logs readable lines to a terminal and JSON elsewhere, unless LOG_FORMAT says', () => {
    expect(loadConfig({}, true).logFormat).toBe('pretty');
    expect(loadConfig({}, false).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }, false).logFormat).toBe('pretty');
    expect(loadConfig({ LOG_FORMAT: '' }, false).logFormat).toBe('json');
    const wrong = () => loadConfig({ LOG_FORMAT: 'yaml' }, true);
    expect(wrong).toThrow(ConfigError);
    expect(wrong).toThrow(/LOG_FORMAT must be pretty or json/);
  });

  it('stops with a message naming each wrong value', () => {
    const read = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SESSION_SECRET: 'short' });
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(/PORT/);
    expect(read).toThrow(/DATABASE_URL must be a postgres:\/\/ URL/);
    expect(read).toThrow(/SESSION_SECRET must be at least 32 characters/);
  });
});
