/**
 * The Bootstrap Icons the site draws (paths as react-bootstrap-icons ships them, MIT), one module
 * per icon in this folder, imported one by one (`import { Heart } from '…/icons/heart'`, no index
 * module: a barrel would put every icon in the entry chunk), so a chunk carries only the icons it
 * draws, each a few hundred bytes without the package's per-icon helpers and prop-types.
 */
import type { ComponentType, SVGProps } from 'react';

/**
 * What an icon component takes (as react-bootstrap-icons' icons): `size` is the width and height
 * (CSS length or pixels, default `1em`), `color` the fill (default `currentColor`), `title` an
 * accessible name drawn as the SVG's `<title>`; the other props go to the `<svg>`.
 */
export interface IconProps extends SVGProps<SVGSVGElement> {
  size?: string | number;
  color?: string;
  title?: string;
}

/** An icon component (`Heart`, `StarFill`, …). */
export type Icon = ComponentType<IconProps>;

/** One path of a 16 × 16 Bootstrap icon: its `d`, or `d` drawn with the even-odd fill rule. */
type Shape = string | { d: string; evenOdd: true };

/**
 * The component drawing Bootstrap icon `name` (class `bi bi-<name>`, as the package draws it) from
 * its `shapes` in a 16 × 16 view box.
 */
export function bootstrapIcon(name: string, shapes: readonly Shape[]): Icon {
  function BootstrapIcon({ size = '1em', color = 'currentColor', title, className, ...rest }: IconProps) {
    return (
      // biome-ignore lint/a11y/noSvgWithoutTitle: `title` names the icon when it stands alone; beside a text it is decorative (`aria-hidden`).
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 16 16"
        width={size}
        height={size}
        fill={color}
        className={className ? `bi bi-${name} ${className}` : `bi bi-${name}`}
        {...rest}
      >
        {title ? <title>{title}</title> : null}
        {shapes.map((shape) =>
          typeof shape === 'string' ? (
            <path key={shape} d={shape} />
          ) : (
            <path key={shape.d} d={shape.d} fillRule="evenodd" />
          ),
        )}
      </svg>
    );
  }
  return BootstrapIcon;
}
