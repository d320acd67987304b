import { describe, expect, it } from 'vitest';
import {
  applicationServerKey,
  getPushState,
  onPushState,
  parseWorkerMessage,
  recordPushMessage,
  resetPushForTests,
  sitePath,
  stateOf,
} from './push';

describe('push state (SPEC §3)', () => {
  it('is unknown without push support, denied when blocked, subscribed only with permission', () => {
    expect(stateOf(false, 'granted', true)).toBe('unknown');
    expect(stateOf(true, 'denied', false)).toBe('denied');
    expect(stateOf(true, 'default', false)).toBe('capable');
    expect(stateOf(true, 'granted', false)).toBe('capable');
    expect(stateOf(true, 'granted', true)).toBe('subscribed');
    expect(stateOf(true, 'default', true)).toBe('capable');
  });

  it('records the last push the worker announced and tells its listeners', () => {
    resetPushForTests();
    let calls = 0;
    const stop = onPushState(() => {
      calls += 1;
    });
    recordPushMessage({ title: 'Nieuw bericht van Sanne', body: 'Tik', url: '/chats/1' }, 1000);
    expect(getPushState().lastMessage).toEqual({
      title: 'Nieuw bericht van Sanne',
      body: 'Tik',
      url: '/chats/1',
      receivedAt: 1000,
    });
    expect(getPushState()).toMatchObject({ state: 'unknown', isSubscribed: false, isCapable: false });
    expect(calls).toBe(1);
    stop();
  });
});

describe('service worker messages (SPEC §7)', () => {
  it('are NEW_PUSH_MESSAGE with the payload and NEW_PUSH_CLICK with checkUrl and openUrl', () => {
    expect(
      parseWorkerMessage({
        type: 'NEW_PUSH_MESSAGE',
        payload: { title: 'T', body: 'B', url: '/chats/2', checkUrl: '/api/chats.php', tag: 'x' },
      }),
    ).toEqual({
      type: 'NEW_PUSH_MESSAGE',
      payload: { title: 'T', body: 'B', url: '/chats/2', checkUrl: '/api/chats.php', tag: 'x' },
    });
    expect(
      parseWorkerMessage({
        type: 'NEW_PUSH_CLICK',
        openUrl: 'https://a.example/chats/2',
        checkUrl: '/api/chats.php',
      }),
    ).toEqual({ type: 'NEW_PUSH_CLICK', openUrl: 'https://a.example/chats/2', checkUrl: '/api/chats.php' });
    expect(parseWorkerMessage({ type: 'NEW_PUSH_CLICK' })).toBeNull();
    expect(parseWorkerMessage({ type: 'NEW_PUSH_MESSAGE', payload: {} })).toBeNull();
    expect(parseWorkerMessage('hello')).toBeNull();
  });

  it('open only paths of the site', () => {
    expect(sitePath('https://a.example/chats/2?x=1#m', 'https://a.example')).toBe('/chats/2?x=1#m');
    expect(sitePath('/likes/matches', 'https://a.example')).toBe('/likes/matches');
    expect(sitePath('https://evil.example/chats', 'https://a.example')).toBeNull();
  });
});

describe('applicationServerKey', () => {
  it('decodes the URL-safe base64 VAPID key to its bytes', () => {
    const key = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 0xfb)]);
    expect(Buffer.from(applicationServerKey(key.toString('base64url')))).toEqual(key);
  });
});
