import type { ShowcaseMember } from '@common/schemas/showcase';
import { drawnShowcase, type PageData, photoSources } from './page-data';
import { openSignup } from './signup';

/** How far (px) a card must be dragged to count as a like or a skip (as `TinderSwipePage`). */
const SWIPE_PX = 100;
/** How long the card takes to fly off (ms); matches `.lander-card`'s transition. */
const FLY_MS = 300;

interface Texts {
  like: string;
  nope: string;
  card: string;
  likeLabel: string;
  nopeLabel: string;
}

/** `template` with `{name}`, `{age}` and `{city}` replaced by the member's. */
function fill(template: string, member: ShowcaseMember): string {
  return template
    .replaceAll('{name}', member.name)
    .replaceAll('{age}', String(member.age))
    .replaceAll('{city}', member.city);
}

/** A card as `TinderSwipePage`'s `Card` draws it: photo, name and age (online dot), city. */
function card(cdn: string, member: ShowcaseMember, top: boolean): HTMLElement {
  const element = document.createElement('div');
  element.className = 'lander-card';
  element.setAttribute('aria-hidden', String(!top));
  if (!top) element.style.transform = 'scale(0.95) translateY(12px)';
  const img = document.createElement('img');
  const { src, srcset } = photoSources(cdn, member);
  Object.assign(img, { src, srcset, alt: '', width: 600, height: 600, decoding: 'async', draggable: false });
  img.sizes = '(min-width: 400px) 352px, 90vw';
  const info = document.createElement('div');
  info.className = 'lander-card-info';
  const name = document.createElement('p');
  name.className = 'h3 fw-bold mb-0';
  if (member.online) {
    const dot = document.createElement('span');
    dot.className = 'online-dot me-2';
    dot.setAttribute('aria-hidden', 'true');
    name.append(dot);
  }
  name.append(`${member.name}, ${member.age}`);
  info.append(name);
  if (member.city) {
    const city = document.createElement('p');
    city.className = 'mb-0 opacity-75';
    city.textContent = member.city;
    info.append(city);
  }
  element.append(img, info);
  return element;
}

/**
 * SPEC §2 `/landers/tinderswipe` on the server-drawn page: the deck `TinderSwipePage` draws, made
 * to move without the app: drag (touch or mouse), the buttons, or the arrow keys anywhere but in a
 * form field or the signup dialog. A skip shows the next card; a like opens the signup. After the
 * last card the empty text shows.
 */
export function wireDeck(data: PageData | null): void {
  const section = document.querySelector<HTMLElement>('[data-deck-texts]');
  const deck = document.querySelector<HTMLElement>('.lander-deck');
  const members = drawnShowcase(data)?.members ?? [];
  if (!section || !deck || !data || members.length === 0) return;
  const texts = JSON.parse(section.dataset.deckTexts ?? '{}') as Texts;
  const buttons = section.querySelector<HTMLElement>('[data-deck-buttons]');
  const nope = section.querySelector<HTMLButtonElement>('.lander-round.nope');
  const like = section.querySelector<HTMLButtonElement>('.lander-round.like');
  const hint = section.querySelector<HTMLElement>('#swipe-hint');
  const empty = section.querySelector<HTMLElement>('[data-deck-empty]');
  let index = 0;
  let dx = 0;
  let start: number | null = null;
  let flying = false;

  const top = () => deck.lastElementChild as HTMLElement | null;
  const place = () => {
    const element = top();
    if (!element) return;
    element.style.transform = `translateX(${dx}px) rotate(${dx / 15}deg)`;
    for (const kind of ['like', 'nope'] as const) {
      const shown = kind === 'like' ? dx > 30 : dx < -30;
      let stamp = element.querySelector<HTMLElement>(`.lander-card-stamp.${kind}`);
      if (shown && !stamp) {
        stamp = document.createElement('span');
        stamp.className = `lander-card-stamp ${kind}`;
        stamp.textContent = texts[kind];
        element.querySelector('img')?.after(stamp);
      } else if (!shown) stamp?.remove();
    }
  };
  const draw = () => {
    const current = members[index];
    if (!current) {
      deck.hidden = true;
      if (buttons) buttons.hidden = true;
      if (hint) hint.hidden = true;
      if (empty) empty.hidden = false;
      return;
    }
    const next = members[index + 1];
    deck.replaceChildren(...(next ? [card(data.cdn, next, false)] : []), card(data.cdn, current, true));
    deck.setAttribute('aria-label', fill(texts.card, current));
    nope?.setAttribute('aria-label', fill(texts.nopeLabel, current));
    like?.setAttribute('aria-label', fill(texts.likeLabel, current));
    dx = 0;
    place();
  };
  const decide = (liked: boolean) => {
    if (flying || !members[index]) return;
    flying = true;
    top()?.classList.remove('dragging');
    dx = liked ? 600 : -600;
    place();
    window.setTimeout(() => {
      flying = false;
      index += 1;
      draw();
      if (liked) openSignup();
    }, FLY_MS);
  };

  deck.addEventListener('pointerdown', (event) => {
    start = event.clientX;
    top()?.classList.add('dragging');
    deck.setPointerCapture(event.pointerId);
  });
  deck.addEventListener('pointermove', (event) => {
    if (start === null) return;
    dx = event.clientX - start;
    place();
  });
  const release = () => {
    if (start === null) return;
    start = null;
    if (Math.abs(dx) > SWIPE_PX) decide(dx > 0);
    else {
      top()?.classList.remove('dragging');
      dx = 0;
      place();
    }
  };
  deck.addEventListener('pointerup', release);
  deck.addEventListener('pointercancel', release);
  nope?.addEventListener('click', () => decide(false));
  like?.addEventListener('click', () => decide(true));
  window.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('input, textarea, select, .modal')) return;
    event.preventDefault();
    decide(event.key === 'ArrowRight');
  });
}
