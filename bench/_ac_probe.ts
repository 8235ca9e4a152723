import autocannon from 'autocannon'
const url = process.argv[2]
const t0 = process.cpuUsage()
const w0 = performance.now()
const r: any = await new Promise((ok, fail) => autocannon({ url, connections: 50, duration: 5, headers: { 'accept-encoding': 'br, gzip' } }, (e, r) => e ? fail(e) : ok(r)))
const c = process.cpuUsage(t0); const w = performance.now() - w0
console.log(url, 'rps', r.requests.average, 'p50', r.latency.p50, 'B/s', r.throughput.average, 'gen cpu %', ((c.user + c.system) / 1000 / w * 100).toFixed(0))
