import type { Region } from '@common/regions';
import type { ShowcaseMember } from '@common/schemas/showcase';
import { placeSlug } from '@common/slugs';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { mediaUrl, useSettings } from '../../../lib/queries';
import { REGION_CENTRES } from './regionCentres';

const W = 600;
const H = 640;
const PAD = 70;

interface Pin {
  region: Region;
  x: number;
  y: number;
}

/** The regions' pins in the map's coordinates: projected centres, or a ring where none is known. */
function layout(regions: readonly Region[]): Pin[] {
  const known = regions.filter((r) => REGION_CENTRES[r.code]);
  if (known.length < regions.length || regions.length === 0)
    return regions.map((region, i) => {
      const angle = (2 * Math.PI * i) / Math.max(1, regions.length) - Math.PI / 2;
      return {
        region,
        x: W / 2 + (W / 2 - PAD) * Math.cos(angle),
        y: H / 2 + (H / 2 - PAD) * Math.sin(angle),
      };
    });
  const points = known.map((r) => REGION_CENTRES[r.code] as readonly [number, number]);
  const lats = points.map((p) => p[0]);
  const lons = points.map((p) => p[1]);
  const midLat = ((Math.min(...lats) + Math.max(...lats)) / 2) * (Math.PI / 180);
  const xs = lons.map((lon) => lon * Math.cos(midLat));
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...lats), Math.max(...lats)];
  const scale = Math.min((W - 2 * PAD) / (maxX - minX || 1), (H - 2 * PAD) / (maxY - minY || 1));
  const offX = (W - (maxX - minX) * scale) / 2;
  const offY = (H - (maxY - minY) * scale) / 2;
  return known.map((region, i) => ({
    region,
    x: offX + ((xs[i] as number) - minX) * scale,
    y: offY + (maxY - (lats[i] as number)) * scale,
  }));
}

/** The convex hull of the pins (Andrew's monotone chain): the outline of the stylised land. */
function hull(pins: Pin[]): string {
  const pts = [...pins].sort((a, b) => a.x - b.x || a.y - b.y);
  const cross = (o: Pin, a: Pin, b: Pin) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const half = (list: Pin[]) => {
    const out: Pin[] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2] as Pin, out[out.length - 1] as Pin, p) <= 0)
        out.pop();
      out.push(p);
    }
    return out.slice(0, -1);
  };
  return [...half(pts), ...half([...pts].reverse())]
    .map((p) => `${p.x.toFixed(0)},${p.y.toFixed(0)}`)
    .join(' ');
}

/**
 * SPEC §2 maplanding: a map of the country's regions drawn without map tiles: a stylised land
 * shape, a pin per region linking to that region's lander, and members' faces around the chosen
 * region (or spread over the map without one).
 */
export function RegionMap({
  regions,
  current,
  members,
}: {
  regions: readonly Region[];
  current: string | undefined;
  members: ShowcaseMember[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: settings } = useSettings();
  const pins = layout(regions);
  const centre = pins.find((p) => p.region.code === current);
  const faces = members.slice(0, 6).map((m, i) => {
    if (centre) {
      const angle = (2 * Math.PI * i) / 6 - Math.PI / 2;
      return { m, x: centre.x + 85 * Math.cos(angle), y: centre.y + 85 * Math.sin(angle) };
    }
    const pin = pins[(i * 5) % Math.max(1, pins.length)];
    return { m, x: (pin?.x ?? W / 2) + 28, y: (pin?.y ?? H / 2) - 28 };
  });
  const go = (e: MouseEvent, to: string) => {
    e.preventDefault();
    navigate(to);
  };
  return (
    <nav aria-label={t('landers.maplanding.map_label')}>
      <svg className="lander-map" viewBox={`0 0 ${W} ${H}`}>
        <title>{t('landers.maplanding.map_label')}</title>
        {pins.length > 2 && <polygon className="lander-map-land" points={hull(pins)} />}
        {centre && <circle className="lander-map-radar" cx={centre.x} cy={centre.y} r={110} />}
        {pins.map((p) => {
          const to = `/landers/maplanding/${placeSlug(p.region.name)}`;
          return (
            <a
              key={p.region.code}
              href={to}
              onClick={(e) => go(e, to)}
              className={`lander-map-pin ${p.region.code === current ? 'current' : ''}`}
              aria-label={t('landers.maplanding.pin', { region: p.region.name })}
              aria-current={p.region.code === current ? 'location' : undefined}
            >
              <circle cx={p.x} cy={p.y} r={p.region.code === current ? 14 : 9} />
              <text x={p.x} y={p.y + 28} textAnchor="middle">
                {p.region.name}
              </text>
            </a>
          );
        })}
        <defs>
          <clipPath id="map-face" clipPathUnits="objectBoundingBox">
            <circle cx="0.5" cy="0.5" r="0.5" />
          </clipPath>
        </defs>
        {faces.map(({ m, x, y }) => (
          <g key={m.id} className="lander-map-face">
            <circle cx={x} cy={y} r={27} fill="#fff" />
            <image
              href={mediaUrl(settings, m.image.thumb_filename)}
              x={x - 24}
              y={y - 24}
              width={48}
              height={48}
              clipPath="url(#map-face)"
              preserveAspectRatio="xMidYMid slice"
            />
          </g>
        ))}
      </svg>
    </nav>
  );
}
