import { crc32, deflateRawSync } from 'node:zlib';

/** An entry given already packed, with the size its directory declares (a lie, for a bomb). */
export type PackedEntry = { packed: Buffer; declaredSize: number };

/** A zip archive of the files, deflated (or as given packed). */
export const zip = (files: Record<string, string | PackedEntry>) => {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, file] of Object.entries(files)) {
    const data = typeof file === 'string' ? Buffer.from(file, 'utf8') : null;
    const packed = data ? deflateRawSync(data) : (file as PackedEntry).packed;
    const size = data ? data.length : (file as PackedEntry).declaredSize;
    const crc = data ? crc32(data) : 0;
    const fileName = Buffer.from(name, 'utf8');
    // The local header and the central directory's record describe the entry with the same
    // fields in the same order; the record has "version made by" first, so its start 2 bytes later.
    const described = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at); // version needed: 2.0
      header.writeUInt16LE(0x800, at + 2); // the name is UTF-8
      header.writeUInt16LE(8, at + 4); // deflated
      header.writeUInt32LE(crc, at + 10);
      header.writeUInt32LE(packed.length, at + 14);
      header.writeUInt32LE(size, at + 18);
      header.writeUInt16LE(fileName.length, at + 22);
      return header;
    };
    const local = described(Buffer.alloc(30), 4);
    local.writeUInt32LE(0x04034b50, 0);
    const central = described(Buffer.alloc(46), 6);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt32LE(offset, 42);
    parts.push(local, fileName, packed);
    directory.push(central, fileName);
    offset += 30 + fileName.length + packed.length;
  }
  const listing = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(directory.length / 2, 8);
  end.writeUInt16LE(directory.length / 2, 10);
  end.writeUInt32LE(listing.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, listing, end]);
};
