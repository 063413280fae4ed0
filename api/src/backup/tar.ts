import type { Readable } from 'node:stream';

/**
 * The few parts of the POSIX ustar format a backup needs: regular files only, written and read
 * as streams (a table's rows may not fit in memory). Reading refuses every other entry type
 * (links, devices, pax headers), so an archive cannot point outside the folder it is unpacked in.
 */
const BLOCK = 512;

export interface TarEntry {
  name: string;
  size: number;
}

export class TarFormatError extends Error {}

/** The 512-byte header of a regular file; names up to 255 bytes (ustar's prefix and name). */
export function tarHeader({ name, size }: TarEntry): Buffer {
  const header = Buffer.alloc(BLOCK);
  const [prefix, base] = splitName(name);
  header.write(base, 0, 100, 'utf8');
  writeOctal(header, 100, 8, 0o600);
  writeOctal(header, 108, 8, 0);
  writeOctal(header, 116, 8, 0);
  writeOctal(header, 124, 12, size);
  writeOctal(header, 136, 12, 0);
  header.fill(' ', 148, 156);
  header.write('0', 156, 1, 'ascii');
  header.write('ustar\u000000', 257, 8, 'ascii');
  header.write(prefix, 345, 155, 'utf8');
  writeOctal(header, 148, 7, checksum(header));
  return header;
}

/** Zeros that fill a file's data up to a whole block. */
export function tarPadding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

/** Two empty blocks end an archive. */
export const TAR_END = Buffer.alloc(BLOCK * 2);

function splitName(name: string): [string, string] {
  if (Buffer.byteLength(name) <= 100) return ['', name];
  for (let cut = name.indexOf('/'); cut !== -1; cut = name.indexOf('/', cut + 1)) {
    const prefix = name.slice(0, cut);
    const base = name.slice(cut + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return [prefix, base];
  }
  throw new TarFormatError(`The name ${name} is too long for the archive`);
}

function writeOctal(header: Buffer, offset: number, length: number, value: number): void {
  header.write(value.toString(8).padStart(length - 1, '0') + '\u0000', offset, length, 'ascii');
}

function checksum(header: Buffer): number {
  let sum = 0;
  for (const byte of header) sum += byte;
  return sum;
}

/**
 * Reads an (uncompressed) tar stream and hands each regular file's data to `onEntry`, in
 * pieces, then awaits `onEnd` for it. A header whose checksum is wrong, another entry type or
 * an archive cut short is a TarFormatError.
 */
export async function readTar(
  source: Readable,
  visitor: {
    onEntry: (entry: TarEntry) => Promise<void> | void;
    onData: (piece: Buffer) => Promise<void> | void;
    onEnd: () => Promise<void> | void;
  },
): Promise<void> {
  const bytes = new ByteReader(source[Symbol.asyncIterator]() as AsyncIterator<Buffer>);
  for (;;) {
    const header = await bytes.exactly(BLOCK);
    if (!header) throw new TarFormatError('The archive ends before its end marker');
    if (header.every((byte) => byte === 0)) return;
    const entry = parseHeader(header);
    await visitor.onEntry(entry);
    let left = entry.size;
    while (left > 0) {
      const piece = await bytes.upTo(left);
      if (!piece) throw new TarFormatError(`The archive ends inside ${entry.name}`);
      left -= piece.length;
      await visitor.onData(piece);
    }
    await visitor.onEnd();
    const padding = tarPadding(entry.size).length;
    if (padding && !(await bytes.exactly(padding))) {
      throw new TarFormatError(`The archive ends inside ${entry.name}`);
    }
  }
}

function parseHeader(header: Buffer): TarEntry {
  const stored = parseOctal(header, 148, 8);
  const copy = Buffer.from(header);
  copy.fill(' ', 148, 156);
  if (stored !== checksum(copy)) throw new TarFormatError('An archive header is damaged');
  const type = String.fromCharCode(header[156]);
  const base = cString(header, 0, 100);
  const prefix =
    header.subarray(257, 262).toString('ascii') === 'ustar' ? cString(header, 345, 155) : '';
  const name = prefix ? `${prefix}/${base}` : base;
  if (type !== '0' && type !== '\u0000') {
    throw new TarFormatError(`The archive holds ${name}, which is not a plain file`);
  }
  return { name, size: parseOctal(header, 124, 12) };
}

function cString(header: Buffer, offset: number, length: number): string {
  const field = header.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function parseOctal(header: Buffer, offset: number, length: number): number {
  const text = cString(header, offset, length).trim();
  if (!/^[0-7]+$/.test(text)) throw new TarFormatError('An archive header is damaged');
  return parseInt(text, 8);
}

/** Exact-size reads over a stream's chunks. */
class ByteReader {
  private buffered: Buffer = Buffer.alloc(0);

  constructor(private readonly chunks: AsyncIterator<Buffer>) {}

  /** `size` bytes, or null when the stream ends first. */
  async exactly(size: number): Promise<Buffer | null> {
    while (this.buffered.length < size) {
      const next = await this.chunks.next();
      if (next.done) return null;
      this.buffered = Buffer.concat([this.buffered, next.value]);
    }
    const result = this.buffered.subarray(0, size);
    this.buffered = this.buffered.subarray(size);
    return result;
  }

  /** Between 1 and `size` bytes, or null at the end of the stream. */
  async upTo(size: number): Promise<Buffer | null> {
    if (this.buffered.length === 0) {
      const next = await this.chunks.next();
      if (next.done) return null;
      this.buffered = next.value;
    }
    const result = this.buffered.subarray(0, size);
    this.buffered = this.buffered.subarray(result.length);
    return result;
  }
}
