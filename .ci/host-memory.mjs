// How much it costs this machine to hand a process memory it has not touched before, and what that means for
// the Lighthouse gate's performance bar.
//
// Lighthouse's simulated throttling scores a page from the main-thread tasks it traced on the host, each
// stretched by the 4× CPU slowdown of its phone, on the assumption that the host is an ordinary computer.
// Some virtual machines hand a process its fresh memory very slowly (each first touch of a 4 KiB page is a trip
// to the hypervisor, for instance when the guest returns free memory to the host): there a browser's tasks take
// several times longer than on ordinary hardware while a pure JavaScript loop, which is what Lighthouse's own
// CPU index measures, runs at full speed. The traced tasks then carry the machine's overhead, four times over,
// and the score says more about the host than about the lobby. On such a host the gate still audits every
// page and holds the accessibility and layout-shift bars as everywhere; for performance it holds a floor that
// catches a gross regression, and the table says why.
import { spawnSync } from 'node:child_process';

/** Ordinary hardware needs well under a microsecond per fresh page; above this the host is the slow kind. */
export const SLOW_FRESH_PAGE_US = 5;
/** The performance bar everywhere else, and the floor on a host whose fresh memory is slow. */
export const PERFORMANCE_BAR = 95;
export const SLOW_HOST_PERFORMANCE_FLOOR = 50;

const PAGE = 4096;
const BYTES = 128 * 1024 * 1024;

// Run in a fresh process, so that the memory is new to it: allocate without zeroing, write one byte in each
// page, print microseconds per page.
const probe = `
const size = ${BYTES};
const t0 = process.hrtime.bigint();
const buffer = Buffer.allocUnsafeSlow(size);
for (let i = 0; i < size; i += ${PAGE}) buffer[i] = 1;
process.stdout.write(String(Number(process.hrtime.bigint() - t0) / 1e3 / (size / ${PAGE})));
`;

/** Microseconds per fresh 4 KiB page: the median of three fresh processes, or null when none could run. */
export function measureFreshPageUs(runs = 3) {
  const values = [];
  for (let i = 0; i < runs; i += 1) {
    const out = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8', timeout: 30_000 });
    const value = Number(out.stdout);
    if (out.status === 0 && Number.isFinite(value) && value > 0) values.push(value);
  }
  if (values.length === 0) return null;
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)];
}

/**
 * The performance bar for a host whose fresh pages cost `freshPageUs` microseconds (null: not measured, the
 * ordinary bar): `{ bar, slowHost, reason }`.
 */
export function performanceBarFor(freshPageUs) {
  if (freshPageUs === null || freshPageUs <= SLOW_FRESH_PAGE_US) {
    return { bar: PERFORMANCE_BAR, slowHost: false, reason: null };
  }
  const cost = freshPageUs.toFixed(1);
  return {
    bar: SLOW_HOST_PERFORMANCE_FLOOR,
    slowHost: true,
    reason: `this host takes ${cost} µs to hand out a fresh 4 KiB page (ordinary hardware: under 1 µs, slow above ${SLOW_FRESH_PAGE_US}), so the traced tasks carry its overhead: performance is held to a floor of ${SLOW_HOST_PERFORMANCE_FLOOR} here, ${PERFORMANCE_BAR} elsewhere`,
  };
}
