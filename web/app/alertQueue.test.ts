import { describe, expect, it } from 'vitest';
import { ALERT_PENDING } from '../lib/alerts';
import { type ActiveAlert, MAX_ALERTS_PHONE, MAX_ALERTS_WIDE, pickAlerts } from './alertQueue';

const alert = (id: string, priority: number, shown = true): ActiveAlert => ({
  id,
  priority,
  node: shown ? id : null,
});

describe('pickAlerts (SPEC §2 default-layout alerts, one queue)', () => {
  const newMember = [
    alert('push', 50),
    alert('photo', 30),
    alert('activation', 10),
    alert('mail', 40, false),
    alert('bonus', 20),
  ];

  it('shows only the most urgent alert that applies on a phone', () => {
    expect(pickAlerts(newMember, MAX_ALERTS_PHONE).map((a) => a.id)).toEqual(['activation']);
  });

  it('shows the first two on a wider screen, in priority order', () => {
    expect(pickAlerts(newMember, MAX_ALERTS_WIDE).map((a) => a.id)).toEqual(['activation', 'bonus']);
  });

  it('shows the next one once the first no longer applies (dismissed)', () => {
    const after = newMember.map((a) => (a.id === 'activation' ? alert('activation', 10, false) : a));
    expect(pickAlerts(after, MAX_ALERTS_PHONE).map((a) => a.id)).toEqual(['bonus']);
  });

  it('holds the alerts after one whose data is still loading, but shows those before it', () => {
    const loading = newMember.map((a) => (a.id === 'bonus' ? { ...a, node: ALERT_PENDING } : a));
    expect(pickAlerts(loading, MAX_ALERTS_WIDE).map((a) => a.id)).toEqual(['activation']);
    expect(pickAlerts([{ id: 'x', priority: 0, node: ALERT_PENDING }, alert('y', 1)], 2)).toEqual([]);
  });

  it('keeps the registered order between equal priorities, and shows nothing when nothing applies', () => {
    expect(pickAlerts([alert('a', 5), alert('b', 5)], 1).map((a) => a.id)).toEqual(['a']);
    expect(pickAlerts([alert('a', 5, false)], 2)).toEqual([]);
  });
});
