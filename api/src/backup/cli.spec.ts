import { parseCommand, UsageError } from './cli.js';
import { isUploadPath } from './manifest.js';
import { defaultArchiveName } from './backup-command.js';

describe('the backup commands', () => {
  it('reads their arguments', () => {
    expect(parseCommand(['backup'])).toEqual({ name: 'backup', file: undefined });
    expect(parseCommand(['backup', '--out', 'a.tar.gz'])).toEqual({
      name: 'backup',
      file: 'a.tar.gz',
    });
    expect(parseCommand(['backup', '--out=b.tar.gz'])).toEqual({
      name: 'backup',
      file: 'b.tar.gz',
    });
    expect(parseCommand(['restore', 'x.tar.gz'])).toEqual({ name: 'restore', file: 'x.tar.gz' });
    expect(parseCommand(['to-postgres', '--to', 'postgres://u:p@h:5432/d'])).toEqual({
      name: 'to-postgres',
      to: 'postgres://u:p@h:5432/d',
    });
  });

  it('refuses what they do not take, without echoing an address', () => {
    for (const argv of [
      [],
      ['drop'],
      ['backup', '--out'],
      ['backup', 'file'],
      ['backup', '--force', 'x'],
      ['restore'],
      ['restore', 'a', 'b'],
      ['to-postgres'],
      ['to-postgres', '--to', 'mysql://secret@h/d'],
    ]) {
      expect(() => parseCommand(argv)).toThrow(UsageError);
    }
    expect(() => parseCommand(['to-postgres', '--to', 'mysql://secret@h/d'])).toThrow(
      /^--to must be a postgres:\/\/ address$/,
    );
  });

  it('names an archive by its time, without characters some systems refuse', () => {
    expect(defaultArchiveName(new Date('2026-11-26T21:05:07.123Z'))).toBe(
      'waybill-backup-2026-11-26T21-05-07Z.tar.gz',
    );
  });

  it('accepts only plain paths under uploads/', () => {
    expect(isUploadPath('uploads/images/a.png')).toBe(true);
    for (const bad of [
      'images/a.png',
      'uploads/../x',
      'uploads/./x',
      'uploads//x',
      'uploads/a\\..\\b',
      'uploads/a\u0000b',
      '/uploads/x',
    ]) {
      expect(isUploadPath(bad)).toBe(false);
    }
  });
});
