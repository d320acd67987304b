import type { ShowcaseMember } from '@common/schemas/showcase';
import { useTranslation } from 'react-i18next';
import { mediaUrl, useSettings } from '../../../lib/queries';

/**
 * A member's main photo, responsive: the 200 px thumbnail or the 600 px photo as `sizes` says the
 * slot is wide, so that phones load small files. `eager` for the first screenful (else lazily);
 * width and height keep the slot's place while it loads. `decorative` leaves the alt text empty
 * where the member's name is written beside it. `priority`: the browser's fetch priority
 * (`high` for the photos that make the first screen, `low` for copies further along; else the
 * browser's own).
 * `thumbnail` (instead of `sizes`): the 200 px file only, whatever the screen's density (a
 * decorative background seen through an overlay, where the 600 px files would cost a phone's first
 * screen for nothing).
 */
export function MemberPhoto({
  member,
  sizes,
  eager = false,
  decorative = false,
  className = '',
  width = 600,
  height = 600,
  priority,
  thumbnail = false,
}: {
  member: ShowcaseMember;
  eager?: boolean;
  decorative?: boolean;
  className?: string;
  width?: number;
  height?: number;
  priority?: 'high' | 'low';
} & ({ sizes: string; thumbnail?: false } | { sizes?: never; thumbnail: true })) {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  const full = mediaUrl(settings, member.image.filename);
  const thumb = mediaUrl(settings, member.image.thumb_filename);
  return (
    <img
      src={thumb}
      srcSet={thumbnail ? undefined : `${thumb} 200w, ${full} 600w`}
      sizes={thumbnail ? undefined : sizes}
      alt={decorative ? '' : t('landers.photo_of', { name: member.name })}
      className={className}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={priority}
      decoding="async"
      draggable={false}
    />
  );
}
