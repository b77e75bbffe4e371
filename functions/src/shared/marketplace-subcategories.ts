// The kinds of item a listing can be, per catalog category: the catalog's own subcategories plus
// 'infant-sleeper' under Sleep (sleepers and loungers, which need a manufacture date).
export const SUBCATEGORIES: Record<string, readonly string[]> = {
  strollers: ['full-size', 'jogging', 'travel', 'double', 'wagon'],
  'car-seats': ['infant', 'convertible', 'all-in-one', 'booster', 'accessories'],
  nursery: ['crib', 'crib-mattress', 'dresser', 'glider', 'storage', 'blackout-curtains'],
  sleep: ['bassinet', 'infant-sleeper', 'sleep-sack', 'swaddle', 'sheets', 'sound-machine'],
  feeding: ['high-chair', 'bottles', 'bottle-care', 'breast-pump', 'first-foods', 'nursing'],
  diapering: [
    'changing-table',
    'changing-pad',
    'diaper-pail',
    'cloth-diapers',
    'disposable-diapers',
    'wipes',
    'diaper-cream',
  ],
  bath: ['baby-tub', 'bath-accessories', 'bath-toys', 'towels', 'wash-and-lotion'],
  'health-and-safety': ['baby-monitor', 'safety-gate', 'babyproofing', 'thermometer', 'first-aid', 'grooming'],
  play: ['activity-gym', 'play-mat', 'blocks', 'books', 'soft-toys', 'teethers'],
  clothing: ['bodysuits', 'sleepers', 'sets', 'outerwear', 'hats-and-mittens', 'socks-and-booties'],
  travel: ['baby-carrier', 'travel-crib', 'diaper-bag', 'portable-changing', 'stroller-accessories'],
  gear: ['bouncer', 'swing', 'activity-center', 'floor-seat', 'playpen'],
};

/** 'crib-mattress' reads as 'Crib mattress'. */
export function subcategoryLabel(slug: string): string {
  const text = slug.replace(/-/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
