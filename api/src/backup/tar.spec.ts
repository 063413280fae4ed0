import { Readable } from 'node:stream';
import { readTar, TAR_END, tarHeader, tarPadding, TarFormatError } from './tar.js';

const archiveOf = (entries: [string, Buffer][]): Buffer =>
  Buffer.concat([
    ...entries.flatMap(([name, body]) => [
      tarHeader({ name, size: body.length }),
      body,
      tarPadding(body.length),
    ]),
    TAR_END,
  ]);

/** Reads an archive handed over in pieces of `piece` bytes, as a stream would. */
async function entriesOf(archive: Buffer, piece = 7): Promise<[string, string][]> {
  const found: [string, Buffer[]][] = [];
  const chunks = [];
  for (let at = 0; at < archive.length; at += piece) chunks.push(archive.subarray(at, at + piece));
  await readTar(Readable.from(chunks), {
    onEntry: (entry) => void found.push([entry.name, []]),
    onData: (data) => void found.at(-1)![1].push(Buffer.from(data)),
    onEnd: () => undefined,
  });
  return found.map(([name, parts]) => [name, Buffer.concat(parts).toString('utf8')]);
}

describe('tar', () => {
  it('reads back what it writes, long names and empty files included, in any chunking', async () => {
    const long = `uploads/image-references/${'a'.repeat(64)}.png/${'b'.repeat(36)}`;
    const entries: [string, Buffer][] = [
      ['manifest.json', Buffer.from('{"a":1}')],
      [long, Buffer.alloc(0)],
      ['tables/parcels.jsonl', Buffer.from('x'.repeat(1500))],
    ];
    const archive = archiveOf(entries);
    const expected = entries.map(([name, body]) => [name, body.toString('utf8')]);
    expect(await entriesOf(archive)).toEqual(expected);
    expect(await entriesOf(archive, 100_000)).toEqual(expected);
  });

  it('refuses links and other entry types, damaged headers and a cut archive', async () => {
    const link = tarHeader({ name: 'evil', size: 0 });
    link.write('2', 156, 1, 'ascii'); // a symbolic link: its checksum is now wrong too
    await expect(entriesOf(Buffer.concat([link, TAR_END]))).rejects.toThrow(TarFormatError);
    const relinked = tarHeader({ name: 'evil', size: 0 });
    relinked.write('2', 156, 1, 'ascii');
    relinked.fill(' ', 148, 156);
    const sum = relinked.reduce((total, byte) => total + byte, 0);
    relinked.write(`${sum.toString(8).padStart(6, '0')}\u0000 `, 148, 8, 'ascii');
    await expect(entriesOf(Buffer.concat([relinked, TAR_END]))).rejects.toThrow(/not a plain file/);
    const whole = archiveOf([['a', Buffer.from('hello')]]);
    await expect(entriesOf(whole.subarray(0, 520))).rejects.toThrow(/ends inside a/);
    await expect(entriesOf(whole.subarray(0, 1024))).rejects.toThrow(/ends before its end marker/);
    expect(() => tarHeader({ name: 'x'.repeat(300), size: 1 })).toThrow(/too long/);
  });
});
