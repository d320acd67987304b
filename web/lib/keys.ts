/** Query keys of the member features (CONVENTIONS 12: one factory per feature). */
export const memberKeys = {
  search: (viewer: number | null, filters: string) => ['members', 'search', viewer, filters] as const,
  profile: (id: number) => ['members', 'profile', id] as const,
  own: ['profile'] as const,
  likes: ['likes'] as const,
  swipe: ['swipe-game'] as const,
  regions: ['regions'] as const,
  interests: ['interests'] as const,
  adminPhotos: ['admin', 'photos'] as const,
  adminRefunds: ['admin', 'refunds'] as const,
};
