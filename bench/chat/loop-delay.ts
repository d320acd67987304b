/**
 * Preloaded into the server by the chat benchmark (`--import`): measures the event loop's delay
 * and answers it over IPC, to tell the server's share of the latency tail from the load
 * generator's. `'loop:reset'` starts a new measurement; `'loop:report'` answers
 * `{loop: {p50, p99, max}}` in milliseconds.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
process.on('message', (message) => {
  if (message === 'loop:reset') histogram.reset();
  if (message === 'loop:report') {
    const ms = (ns: number) => +(ns / 1e6).toFixed(1);
    process.send?.({
      loop: { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) },
    });
  }
});
process.channel?.unref();
