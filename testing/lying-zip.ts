// A zip bomb that lies: one part whose headers say it unpacks to a few bytes while its data
// inflates to gigabytes, in about 1 MB per GB. For the statement reader's tests and the fault run.
import zlib from 'node:zlib';

/** Raw deflate data that inflates to `gigabytes` GB of zeros, in about 1 MB per GB. */
export function deflatedZeros(gigabytes: number): Buffer {
  // 64 MB of zeros ending on a byte boundary (a sync flush, not the last block): a piece that can
  // be repeated, since each piece refers back only to zeros.
  const piece = zlib.deflateRawSync(Buffer.alloc(64 * 1024 * 1024), { level: 9, memLevel: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH });
  // ...and an empty last block with fixed codes.
  return Buffer.concat([...Array.from({ length: 16 * gigabytes }, () => piece), Buffer.from([0x03, 0x00])]);
}

/** A zip of one part whose local and central headers both say it unpacks to `claimed` bytes. */
export function lyingZip(name: string, data: Buffer, claimed: number, options: { stored?: boolean } = {}): Buffer {
  const method = options.stored ? 0 : 8;
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(method, 8);
  local.writeUInt32LE(0x12345678, 14); // a made-up CRC
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(claimed, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(method, 10);
  central.writeUInt32LE(0x12345678, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(claimed, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralAt = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}
