import { describe, expect, it } from 'vitest';
import { hasBackButton } from './BackButton';

describe('hasBackButton (SPEC §2: profile, likes and credits screens)', () => {
  it('is true on a profile, the likes pages and the credits pages', () => {
    for (const path of [
      '/members/42',
      '/likes',
      '/likes/mutual',
      '/likes/m/42',
      '/credits',
      '/credits/3/ideal',
    ])
      expect(hasBackButton(path), path).toBe(true);
  });

  it('is false on the search, chats, a chat with a member and other screens', () => {
    for (const path of ['/members', '/members/42/chat', '/chats', '/chats/7', '/', '/settings', '/premium'])
      expect(hasBackButton(path), path).toBe(false);
  });
});
