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

  it('keeps uploads in the data folder unless S3_BUCKET is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'waybill-pictures' }).s3).toEqual({
      bucket: 'waybill-pictures',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'pictures',
        S3_ENDPOINT: 'https://minio.example:9000',
        S3_REGION: 'auto',
        S3_ACCESS_KEY_ID: 'AKIA1',
        S3_SECRET_ACCESS_KEY: 'secret/key+1',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'pictures',
      endpoint: 'https://minio.example:9000',
      region: 'auto',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIA1', secretAccessKey: 'secret/key+1' },
    });
  });

  it.each([
    [{ S3_BUCKET: 'Bad_Bucket' }, /S3_BUCKET: S3_BUCKET must be a bucket name/],
    [{ S3_BUCKET: 'ab' }, /S3_BUCKET: S3_BUCKET must be a bucket name/],
    [{ S3_BUCKET: 'b', S3_ENDPOINT: 'ftp://x' }, /S3_ENDPOINT: S3_ENDPOINT must be an http/],
    [{ S3_BUCKET: 'bkt', S3_ENDPOINT: 'not a url' }, /S3_ENDPOINT must be an http\(s\) URL/],
    [{ S3_BUCKET: 'bkt', S3_REGION: 'EU West' }, /S3_REGION: S3_REGION must be a region name/],
    [
      { S3_BUCKET: 'bkt', S3_FORCE_PATH_STYLE: 'maybe' },
      /S3_FORCE_PATH_STYLE must be true or false/,
    ],
    [
      { S3_BUCKET: 'bkt', S3_ACCESS_KEY_ID: 'AKIA1' },
      /S3_SECRET_ACCESS_KEY must be set with S3_ACCESS_KEY_ID/,
    ],
    [
      { S3_BUCKET: 'bkt', S3_SECRET_ACCESS_KEY: 's' },
      /S3_ACCESS_KEY_ID must be set with S3_SECRET_ACCESS_KEY/,
    ],
    [
      { S3_ENDPOINT: 'https://minio.example' },
      /S3_BUCKET: S3_BUCKET must be set when S3_ENDPOINT is/,
    ],
    [
      { S3_REGION: 'auto', S3_FORCE_PATH_STYLE: 'true' },
      /S3_BUCKET must be set when S3_REGION, S3_FORCE_PATH_STYLE are/,
    ],
  ])('stops the start on a wrong S3 setting (%o), naming it', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
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

  it('hashes passwords at the standard cost, the cheap one only under NODE_ENV=test', () => {
    expect(loadConfig({}).passwordHashing.cost).toBe('standard');
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'test' }).passwordHashing.cost).toBe(
      'test',
    );
    for (const NODE_ENV of [undefined, 'production', 'development']) {
      expect(() => loadConfig({ NODE_ENV, PASSWORD_HASH_COST: 'test' })).toThrow(
        'PASSWORD_HASH_COST: PASSWORD_HASH_COST=test makes passwords cheap to guess: it is for NODE_ENV=test only',
      );
    }
    expect(() => loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'low' })).toThrow(ConfigError);
  });

  it('takes an audit key of 32 to 1024 printable characters, or none (one is generated)', () => {
    expect(loadConfig({}).auditKey).toBeUndefined();
    const key = 'k'.repeat(32);
    expect(loadConfig({ AUDIT_KEY: key }).auditKey).toBe(key);
    expect(() => loadConfig({ AUDIT_KEY: 'k'.repeat(31) })).toThrow(
      /AUDIT_KEY must be at least 32 characters/,
    );
    expect(() => loadConfig({ AUDIT_KEY: 'k'.repeat(1025) })).toThrow(
      /AUDIT_KEY must be at most 1024 characters/,
    );
    expect(() => loadConfig({ AUDIT_KEY: `${key} x` })).toThrow(
      /AUDIT_KEY must be printable ASCII without spaces/,
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
