import type { Icon, IconProps } from './icons/bootstrapIcon';
import { ExclamationCircle } from './icons/exclamation-circle';
import { InfoCircle } from './icons/info-circle';
import { InfoCircleFill } from './icons/info-circle-fill';
import { PatchQuestion } from './icons/patch-question';
import { PersonBadge } from './icons/person-badge';
import { Robot } from './icons/robot';
import { Star } from './icons/star';
import { Stars } from './icons/stars';

/** The Bootstrap Icons names a site's `fictional_icon` setting may take (SPEC §3 settings). */
const FICTIONAL_ICONS: Record<string, Icon> = {
  'info-circle': InfoCircle,
  'info-circle-fill': InfoCircleFill,
  'exclamation-circle': ExclamationCircle,
  'patch-question': PatchQuestion,
  'person-badge': PersonBadge,
  robot: Robot,
  star: Star,
  stars: Stars,
};

/**
 * The icon beside fictional profiles: the site setting `fictional_icon` (a Bootstrap Icons name,
 * default `info-circle`), drawn as an SVG; a name outside `FICTIONAL_ICONS` draws `info-circle`.
 * Decorative: the text beside it says what it means.
 */
export function FictionalIcon({ name, ...props }: { name: string | undefined } & IconProps) {
  const Drawing = (name && FICTIONAL_ICONS[name]) || InfoCircle;
  return <Drawing aria-hidden="true" {...props} />;
}
