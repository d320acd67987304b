/** SPEC §3: an interest a member can pick, with its Bootstrap Icons name. */
export interface Interest {
  id: string;
  icon: string;
}

/** SPEC §3: the 52 interests (ids are stable snake_case English words; labels are i18n keys `interests.<id>`). */
export const INTERESTS: readonly Interest[] = [
  { id: 'travelling', icon: 'airplane' },
  { id: 'music', icon: 'music-note-beamed' },
  { id: 'cooking', icon: 'egg-fried' },
  { id: 'reading', icon: 'book' },
  { id: 'movies', icon: 'film' },
  { id: 'series', icon: 'tv' },
  { id: 'sports', icon: 'trophy' },
  { id: 'fitness', icon: 'heart-pulse' },
  { id: 'running', icon: 'person-walking' },
  { id: 'cycling', icon: 'bicycle' },
  { id: 'swimming', icon: 'water' },
  { id: 'hiking', icon: 'backpack' },
  { id: 'nature', icon: 'tree' },
  { id: 'gardening', icon: 'flower1' },
  { id: 'animals', icon: 'bug' },
  { id: 'photography', icon: 'camera' },
  { id: 'art', icon: 'palette' },
  { id: 'painting', icon: 'brush' },
  { id: 'writing', icon: 'pencil' },
  { id: 'dancing', icon: 'person-arms-up' },
  { id: 'concerts', icon: 'mic' },
  { id: 'festivals', icon: 'ticket-perforated' },
  { id: 'theatre', icon: 'mask' },
  { id: 'going_out', icon: 'cup-straw' },
  { id: 'wine', icon: 'cup' },
  { id: 'coffee', icon: 'cup-hot' },
  { id: 'food', icon: 'basket' },
  { id: 'shopping', icon: 'bag' },
  { id: 'fashion', icon: 'gem' },
  { id: 'cars', icon: 'car-front' },
  { id: 'motorbikes', icon: 'scooter' },
  { id: 'sailing', icon: 'life-preserver' },
  { id: 'beach', icon: 'umbrella' },
  { id: 'skiing', icon: 'snow' },
  { id: 'yoga', icon: 'peace' },
  { id: 'meditation', icon: 'yin-yang' },
  { id: 'technology', icon: 'cpu' },
  { id: 'gaming', icon: 'controller' },
  { id: 'science', icon: 'lightbulb' },
  { id: 'history', icon: 'hourglass' },
  { id: 'languages', icon: 'translate' },
  { id: 'volunteering', icon: 'people' },
  { id: 'board_games', icon: 'dice-5' },
  { id: 'camping', icon: 'fire' },
  { id: 'football', icon: 'dribbble' },
  { id: 'diy', icon: 'tools' },
  { id: 'culture', icon: 'bank' },
  { id: 'poetry', icon: 'feather' },
  { id: 'astronomy', icon: 'stars' },
  { id: 'sunbathing', icon: 'sun' },
  { id: 'podcasts', icon: 'headphones' },
  { id: 'news', icon: 'newspaper' },
];

/** The interest ids, in display order. */
export const INTEREST_IDS: readonly string[] = INTERESTS.map((i) => i.id);
