import type { ReactNode } from 'react';
import '../landers.css';

/**
 * The frame of one lander (SPEC §2): its name as `data-lander` (journeys and tracking read it)
 * and the landers' style sheet, loaded with the landers' chunks only.
 */
export function LanderPage({
  name,
  className = '',
  children,
}: {
  name: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`lander ${className}`} data-lander={name}>
      {children}
    </div>
  );
}
