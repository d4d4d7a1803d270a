// One autocannon run: requests/s, latency percentiles and every kind of error.
import autocannon from 'autocannon';

export function runLoad({ base, token, requests, connections, seconds }) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        requests,
      },
      (err, result) => {
        if (err) return reject(err);
        resolve({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          max: result.latency.max,
          requests: result.requests.total,
          errors: result.errors + result.timeouts + result.non2xx,
          statusCodes: Object.fromEntries(
            Object.entries(result.statusCodeStats ?? {}).map(([code, v]) => [code, v.count]),
          ),
        });
      },
    );
    instance.on('error', reject);
  });
}
