import { busyMeter } from './busy';

const spin = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // the event loop held, as by a burst of requests
  }
};
const idle = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('busyMeter', () => {
  it('answers false on its first call (no window behind it), then by the event loop since the last call', async () => {
    const busy = busyMeter(0.5);
    spin(100);
    expect(busy()).toBe(false);
    spin(200);
    expect(busy()).toBe(true);
    // Margins wide enough for a crowded machine: a timer may fire late, but waiting for it is idle time.
    await idle(1000);
    expect(busy()).toBe(false);
    spin(400);
    await idle(20);
    expect(busy()).toBe(true);
  });
});
