import { Airplane } from './icons/airplane';
import { Backpack } from './icons/backpack';
import { Bag } from './icons/bag';
import { Bank } from './icons/bank';
import { Basket } from './icons/basket';
import { Bicycle } from './icons/bicycle';
import { Book } from './icons/book';
import type { Icon, IconProps } from './icons/bootstrapIcon';
import { Brush } from './icons/brush';
import { Bug } from './icons/bug';
import { Camera } from './icons/camera';
import { CarFront } from './icons/car-front';
import { Controller } from './icons/controller';
import { Cpu } from './icons/cpu';
import { Cup } from './icons/cup';
import { CupHot } from './icons/cup-hot';
import { CupStraw } from './icons/cup-straw';
import { Dice5 } from './icons/dice-5';
import { Dribbble } from './icons/dribbble';
import { EggFried } from './icons/egg-fried';
import { Feather } from './icons/feather';
import { Film } from './icons/film';
import { Fire } from './icons/fire';
import { Flower1 } from './icons/flower1';
import { Gem } from './icons/gem';
import { Headphones } from './icons/headphones';
import { HeartPulse } from './icons/heart-pulse';
import { Hourglass } from './icons/hourglass';
import { LifePreserver } from './icons/life-preserver';
import { Lightbulb } from './icons/lightbulb';
import { Mask } from './icons/mask';
import { Mic } from './icons/mic';
import { MusicNoteBeamed } from './icons/music-note-beamed';
import { Newspaper } from './icons/newspaper';
import { Palette } from './icons/palette';
import { Peace } from './icons/peace';
import { Pencil } from './icons/pencil';
import { People } from './icons/people';
import { PersonArmsUp } from './icons/person-arms-up';
import { PersonWalking } from './icons/person-walking';
import { Scooter } from './icons/scooter';
import { Snow } from './icons/snow';
import { Star } from './icons/star';
import { Stars } from './icons/stars';
import { Sun } from './icons/sun';
import { TicketPerforated } from './icons/ticket-perforated';
import { Tools } from './icons/tools';
import { Translate } from './icons/translate';
import { Tree } from './icons/tree';
import { Trophy } from './icons/trophy';
import { Tv } from './icons/tv';
import { Umbrella } from './icons/umbrella';
import { Water } from './icons/water';
import { YinYang } from './icons/yin-yang';

/**
 * The drawing of each interest's icon (`common/interests.ts` names them with Bootstrap Icons
 * names; the settings' `interests` list carries the same names). Only these are bundled, and only
 * into the pages that show interests.
 */
const INTEREST_ICONS: Record<string, Icon> = {
  airplane: Airplane,
  'music-note-beamed': MusicNoteBeamed,
  'egg-fried': EggFried,
  book: Book,
  film: Film,
  tv: Tv,
  trophy: Trophy,
  'heart-pulse': HeartPulse,
  'person-walking': PersonWalking,
  bicycle: Bicycle,
  water: Water,
  backpack: Backpack,
  tree: Tree,
  flower1: Flower1,
  bug: Bug,
  camera: Camera,
  palette: Palette,
  brush: Brush,
  pencil: Pencil,
  'person-arms-up': PersonArmsUp,
  mic: Mic,
  'ticket-perforated': TicketPerforated,
  mask: Mask,
  'cup-straw': CupStraw,
  cup: Cup,
  'cup-hot': CupHot,
  basket: Basket,
  bag: Bag,
  gem: Gem,
  'car-front': CarFront,
  scooter: Scooter,
  'life-preserver': LifePreserver,
  umbrella: Umbrella,
  snow: Snow,
  peace: Peace,
  'yin-yang': YinYang,
  cpu: Cpu,
  controller: Controller,
  lightbulb: Lightbulb,
  hourglass: Hourglass,
  translate: Translate,
  people: People,
  'dice-5': Dice5,
  fire: Fire,
  dribbble: Dribbble,
  tools: Tools,
  bank: Bank,
  feather: Feather,
  stars: Stars,
  sun: Sun,
  headphones: Headphones,
  newspaper: Newspaper,
};

/** The icon of an interest by its Bootstrap Icons `name`; a star for a name not in the list. Decorative. */
export function InterestIcon({ name, ...props }: { name: string | undefined } & IconProps) {
  const Drawing = (name && INTEREST_ICONS[name]) || Star;
  return <Drawing aria-hidden="true" {...props} />;
}
