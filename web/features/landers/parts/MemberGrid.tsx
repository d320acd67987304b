import type { ShowcaseMember } from '@common/schemas/showcase';
import { MemberTile, TilePlaceholder } from './MemberTile';

/** The default grid: 2 tiles a row on phones, 3 on tablets, 4 on desktops. */
const GRID = {
  cols: 'row-cols-2 row-cols-md-3 row-cols-lg-4',
  sizes: '(min-width: 992px) 25vw, (min-width: 768px) 33vw, 50vw',
};

/**
 * Members in a grid of square tiles: `grid.cols` the Bootstrap row-cols classes (written out whole,
 * the CSS build keeps only class names found in the sources) and `grid.sizes` the matching image
 * slot widths; `count` placeholders while `members` is undefined (loading). The first `eager`
 * tiles load at once.
 */
export function MemberGrid({
  members,
  count,
  grid = GRID,
  eager = 0,
  label,
}: {
  members: ShowcaseMember[] | undefined;
  count: number;
  grid?: { cols: string; sizes: string };
  eager?: number;
  label: string;
}) {
  return (
    <ul className={`row ${grid.cols} g-2 g-md-3 list-unstyled mb-0`} aria-label={label}>
      {members
        ? members.slice(0, count).map((m, i) => (
            <li key={m.id} className="col">
              <MemberTile member={m} sizes={grid.sizes} eager={i < eager} />
            </li>
          ))
        : Array.from({ length: count }, (_, i) => (
            // Keys of their own: a member whose id equals a placeholder's index must not take over (and
            // move) that placeholder's element when the members arrive (a layout shift).
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <li key={`placeholder-${i}`} className="col">
              <TilePlaceholder />
            </li>
          ))}
    </ul>
  );
}
