import { GIFTS } from '@common/gifts';
import { BalloonHeartFill } from '../../components/icons/balloon-heart-fill';
import type { Icon, IconProps } from '../../components/icons/bootstrapIcon';
import { CupHotFill } from '../../components/icons/cup-hot-fill';
import { CupStraw } from '../../components/icons/cup-straw';
import { Flower1 } from '../../components/icons/flower1';
import { Gem } from '../../components/icons/gem';
import { Gift } from '../../components/icons/gift';
import { HeartFill } from '../../components/icons/heart-fill';

/** The drawing of each gift icon of `common/gifts.ts` (named there with Bootstrap Icons names). */
const GIFT_ICONS: Record<string, Icon> = {
  flower1: Flower1,
  'heart-fill': HeartFill,
  'cup-hot-fill': CupHotFill,
  'cup-straw': CupStraw,
  gem: Gem,
  'balloon-heart-fill': BalloonHeartFill,
};

/** The icon of the gift `giftId` (SPEC §2 gift messages); a parcel for an unknown gift. Decorative. */
export function GiftIcon({ giftId, ...props }: { giftId: string | null | undefined } & IconProps) {
  const name = GIFTS.find((g) => g.id === giftId)?.icon;
  const Drawing = (name && GIFT_ICONS[name]) || Gift;
  return <Drawing aria-hidden="true" {...props} />;
}
