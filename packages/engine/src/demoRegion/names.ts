import type { Random } from './random.ts';

const STREET_STEMS = [
  'Maple Grove',
  'Oak Hollow',
  'Briarwood',
  'Cedar Ridge',
  'Willow Bend',
  'Aspen',
  'Chestnut',
  'Foxridge',
  'Hawthorne',
  'Juniper',
  'Linden',
  'Meadowbrook',
  'Northfield',
  'Pinecrest',
  'Quail Run',
  'Redbud',
  'Sagebrush',
  'Timberline',
  'Walnut Creek',
  'Birchwood',
  'Cottonwood',
  'Elmwood',
  'Glenwood',
  'Harvest',
  'Kingsley',
  'Lakeview',
  'Mission',
  'Prairie Wind',
  'Roe',
  'Sunflower',
  'Tomahawk',
  'Windsor',
];
const RESIDENTIAL_SUFFIXES = ['Ln', 'Dr', 'St', 'Ct', 'Cir', 'Ter', 'Pl', 'Way'];
const ARTERIAL_SUFFIXES = ['Ave', 'Rd', 'Blvd', 'Pkwy'];

const FIRST_NAMES = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'William',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Karen',
  'Daniel',
  'Sarah',
  'Matthew',
  'Nancy',
  'Anthony',
  'Lisa',
  'Mark',
  'Sandra',
  'Steven',
  'Ashley',
  'Andrew',
  'Emily',
  'Kevin',
  'Donna',
  'Brian',
  'Michelle',
  'Gary',
  'Carol',
  'Eric',
  'Amanda',
  'Ryan',
  'Melissa',
];
const LAST_NAMES = [
  'Anderson',
  'Baker',
  'Carter',
  'Dawson',
  'Ellis',
  'Fischer',
  'Garcia',
  'Hughes',
  'Iverson',
  'Jensen',
  'Keller',
  'Larson',
  'Martinez',
  'Nguyen',
  'Olson',
  'Patel',
  'Quinn',
  'Reynolds',
  'Schmidt',
  'Thompson',
  'Underwood',
  'Vasquez',
  'Walker',
  'Young',
  'Zimmerman',
  'Brooks',
  'Coleman',
  'Foster',
  'Hansen',
  'Lindqvist',
];
const BUSINESS_WORDS = [
  'Fairview',
  'Prairie',
  'Heartland',
  'Sunflower',
  'Metcalf',
  'Midland',
  'Crossroads',
  'Meadow',
];
const BUSINESS_KINDS = [
  'Plaza LLC',
  'Dental Group',
  'Properties LP',
  'Storage Inc',
  'Family Practice',
  'Commons LLC',
  'Auto Care',
  'Holdings LLC',
];

/** Distinct street names for one neighbourhood. */
export function streetNames(random: Random, count: number): string[] {
  const stems = random.shuffle([...STREET_STEMS]).slice(0, count);
  return stems.map((stem) => `${stem} ${random.pick(RESIDENTIAL_SUFFIXES)}`);
}

export function arterialName(random: Random, taken: readonly string[]): string {
  const stem = random.pick(STREET_STEMS.filter((s) => !taken.some((t) => t.startsWith(s))));
  return `${stem} ${random.pick(ARTERIAL_SUFFIXES)}`;
}

export function ownerName(random: Random): string {
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  if (random.chance(0.3)) return `${last}, ${first} & ${random.pick(FIRST_NAMES)}`;
  if (random.chance(0.1)) return `${last} Family Trust`;
  return `${last}, ${first}`;
}

export function businessName(random: Random): string {
  return `${random.pick(BUSINESS_WORDS)} ${random.pick(BUSINESS_KINDS)}`;
}
