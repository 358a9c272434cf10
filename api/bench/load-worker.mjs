// autocannon on a thread of its own, so a busy server in the main thread does not slow the
// load generator; keeps every response time so the caller can read any percentile (autocannon's
// own histogram reports p90 and p97.5, not p95).
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { url, method, headers, body, connections, pipelining, duration } = workerData;
const times = [];
const instance = autocannon(
  { url, method, headers, body, connections, pipelining, duration },
  (error, result) => {
    if (error) throw error;
    parentPort.postMessage({
      requestsPerSecond: times.length / duration,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      times: Float64Array.from(times),
    });
  },
);
instance.on('response', (_client, _status, _bytes, responseTime) => {
  times.push(responseTime);
});
