/** The bus counted in the app's metrics (server/lib/metrics.ts). */
import type { Metrics } from '../../lib/metrics.ts';
import type { Bus } from './bus.ts';

/**
 * Count the envelopes `bus` carries for `metrics`: each `publish` of this process (after it
 * resolves) and each envelope received, and the lag of each that came through Redis (the time
 * from its publisher's stamp to now; a negative lag from clocks apart counts as 0). Wraps
 * `bus.publish` in place; call once per bus and app. The in-process bus has no lag to measure.
 */
export function watchBus(bus: Bus, metrics: Pick<Metrics, 'busPublished' | 'busReceived' | 'busLag'>): void {
  const publish = bus.publish.bind(bus);
  bus.publish = async (...envelopes) => {
    await publish(...envelopes);
    metrics.busPublished(envelopes.length);
  };
  bus.subscribe((_envelope, publishedAt) => {
    metrics.busReceived();
    if (publishedAt !== undefined) metrics.busLag(Math.max(0, Date.now() - publishedAt) / 1000);
  });
}
