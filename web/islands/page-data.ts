import type { ShowcaseAnswer, ShowcaseMember } from '@common/schemas/showcase';

/**
 * What the server wrote into a drawn page for its scripts (`<script type="application/json"
 * id="page-data">`, server/plugins/lander-pages.ts): `cdn` the media prefix of the site's settings
 * and `queries` the answers the page was drawn with, by query key.
 */
export interface PageData {
  cdn: string;
  queries: Array<[readonly unknown[], unknown]>;
}

/** The page's data, or null when it has none. */
export function pageData(): PageData | null {
  const script = document.getElementById('page-data');
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as PageData;
  } catch {
    return null;
  }
}

/** The first showcase answer the page was drawn with (`['showcase', filters]`), if any. */
export function drawnShowcase(data: PageData | null): ShowcaseAnswer | undefined {
  const hit = data?.queries.find(([key]) => key[0] === 'showcase');
  return hit?.[1] as ShowcaseAnswer | undefined;
}

/** A member's main photo as the app draws it (`MemberPhoto`): the 200 px thumbnail and the 600 px photo. */
export function photoSources(cdn: string, member: ShowcaseMember): { src: string; srcset: string } {
  const thumb = `${cdn}/${member.image.thumb_filename}`;
  return { src: thumb, srcset: `${thumb} 200w, ${cdn}/${member.image.filename} 600w` };
}
