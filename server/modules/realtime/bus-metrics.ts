/** The realtime bus counted in the app's metrics (server/lib/metrics.ts). */
import type { Metrics } from '../../lib/metrics.ts';
import type { Bus } from './bus.ts';

/**
 * Count the envelopes `bus` carries for `metrics`: each `publish` of this process (after it
 * resolves) and each envelope received. Wraps `bus.publish` in place; call once per bus and app.
 * The lag between publish and receipt is not measured: envelopes carry no send time.
 */
export function watchBus(bus: Bus, metrics: Pick<Metrics, 'busPublished' | 'busReceived'>): void {
  const publish = bus.publish.bind(bus);
  bus.publish = async (...envelopes) => {
    await publish(...envelopes);
    metrics.busPublished(envelopes.length);
  };
  bus.subscribe(() => metrics.busReceived());
}
