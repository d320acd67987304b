import AT from 'country-flag-icons/react/3x2/AT';
import AU from 'country-flag-icons/react/3x2/AU';
import BE from 'country-flag-icons/react/3x2/BE';
import CA from 'country-flag-icons/react/3x2/CA';
import CH from 'country-flag-icons/react/3x2/CH';
import DE from 'country-flag-icons/react/3x2/DE';
import ES from 'country-flag-icons/react/3x2/ES';
import FR from 'country-flag-icons/react/3x2/FR';
import GB from 'country-flag-icons/react/3x2/GB';
import IE from 'country-flag-icons/react/3x2/IE';
import IT from 'country-flag-icons/react/3x2/IT';
import NL from 'country-flag-icons/react/3x2/NL';
import NZ from 'country-flag-icons/react/3x2/NZ';
import PL from 'country-flag-icons/react/3x2/PL';
import US from 'country-flag-icons/react/3x2/US';

// Only the countries of LANGUAGE_CHOICES (SPEC §9 supported countries), so the bundle carries 15 flags.
const FLAGS = { AT, AU, BE, CA, CH, DE, ES, FR, GB, IE, IT, NL, NZ, PL, US } as const;

/**
 * A country's flag as an inline SVG (country-flag-icons, 3:2), decorative: the country's name is
 * always written beside it. Emoji flags are not used, since many systems (Windows, Linux without an
 * emoji font) draw them as letters or boxes. Renders nothing for a country without a flag here.
 */
export function Flag({ country, className }: { country: string; className?: string }) {
  const Svg = FLAGS[country as keyof typeof FLAGS];
  if (!Svg) return null;
  return (
    <Svg
      aria-hidden="true"
      className={className}
      style={{ width: '1.35em', height: '0.9em', borderRadius: 2, boxShadow: '0 0 0 1px rgb(0 0 0 / 0.12)' }}
    />
  );
}
