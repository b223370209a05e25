// Ids for rows written by raw SQL, made as Prisma makes its `@default(cuid())` ids (cuid v1: "c",
// the time in ms, a counter, a fingerprint of the host and process, random), so they look like
// every other id and ids made one after another sort in the order they were made, as lists ordered
// by id (an order's items and sizes) rely on.
import { randomInt } from 'node:crypto';
import os from 'node:os';

const BLOCK = 36 ** 4;
const pad = (s: string, n: number) => s.padStart(n, '0').slice(-n);
const host = os.hostname();
const fingerprint = pad(process.pid.toString(36), 2) + pad([...host].reduce((sum, ch) => sum + ch.charCodeAt(0), host.length + 36).toString(36), 2);
let counter = 0;

export function cuid(): string {
  const count = counter;
  counter = (counter + 1) % BLOCK;
  const random = pad(randomInt(BLOCK).toString(36), 4) + pad(randomInt(BLOCK).toString(36), 4);
  return `c${Date.now().toString(36)}${pad(count.toString(36), 4)}${fingerprint}${random}`;
}
