/** A gift members can send in a chat (SPEC §2 gift messages); label i18n key `gifts.<id>`. */
export interface Gift {
  id: string;
  /** Bootstrap Icons name drawn for the gift. */
  icon: string;
}

/** The gift catalogue; each gift costs the settings' `gift_credits`. */
export const GIFTS: readonly Gift[] = [
  { id: 'rose', icon: 'flower1' },
  { id: 'heart', icon: 'heart-fill' },
  { id: 'coffee', icon: 'cup-hot-fill' },
  { id: 'champagne', icon: 'cup-straw' },
  { id: 'diamond', icon: 'gem' },
  { id: 'balloon', icon: 'balloon-heart-fill' },
];
