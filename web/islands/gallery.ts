import type { ShowcaseAnswer, ShowcaseMember } from '@common/schemas/showcase';
import { type PageData, photoSources } from './page-data';

/** A tile of the drawn grid (`MemberTile`) refilled with `member`: photo, name, age, city, online dot. */
function refill(item: HTMLElement, cdn: string, member: ShowcaseMember): void {
  const img = item.querySelector('img');
  if (img) Object.assign(img, photoSources(cdn, member));
  const [line, city] = item.querySelectorAll<HTMLElement>('.lander-tile-caption > span');
  if (line) {
    line.replaceChildren();
    if (member.online) {
      const dot = document.createElement('span');
      dot.className = 'online-dot me-1';
      dot.setAttribute('aria-hidden', 'true');
      line.append(dot);
    }
    line.append(`${member.name}, ${member.age}`);
  }
  if (city) {
    city.hidden = !member.city;
    city.lastChild?.replaceWith(member.city);
  }
}

/**
 * SPEC §2 `/landers/gallery/{slug?}` on the server-drawn page: the women / men / all choice asks
 * the showcase again (`GET /api/showcase.php`, the slug's place, 24 members) and refills the grid's
 * tiles; tiles beyond the answer are hidden. The choice's buttons show which one is on.
 */
export function wireGallery(data: PageData | null): void {
  const radios = [...document.querySelectorAll<HTMLInputElement>('input[name="gallery-filter"]')];
  const grid = document.querySelector<HTMLElement>('[data-lander="gallery"] ul.row');
  if (radios.length === 0 || !grid || !data) return;
  const template = grid.querySelector<HTMLElement>('li')?.cloneNode(true) as HTMLElement | undefined;
  const slug = window.location.pathname.split('/')[3];
  let asked = 0;
  for (const radio of radios) {
    radio.addEventListener('change', async () => {
      for (const other of radios) {
        const label = other.closest('label');
        label?.classList.toggle('btn-primary', other.checked);
        label?.classList.toggle('btn-outline-primary', !other.checked);
      }
      const query = new URLSearchParams({ limit: '24', fill: '1' });
      if (slug) query.set('slug', slug);
      if (radio.value) query.set('gender', radio.value);
      const ask = ++asked;
      let answer: ShowcaseAnswer;
      try {
        const response = await fetch(`/api/showcase.php?${query}`, {
          headers: { accept: 'application/json' },
        });
        if (!response.ok) return;
        // The API's own answer (its schema is checked by the server's tests), not parsed again here.
        answer = (await response.json()) as ShowcaseAnswer;
        if (!Array.isArray(answer.members)) return;
      } catch {
        return; // The grid keeps what it showed; the next choice asks again.
      }
      if (ask !== asked || !template) return;
      grid.replaceChildren(
        ...answer.members.map((member) => {
          const item = template.cloneNode(true) as HTMLElement;
          refill(item, data.cdn, member);
          return item;
        }),
      );
    });
  }
}
