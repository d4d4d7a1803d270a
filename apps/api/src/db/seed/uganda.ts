import type { Random } from './random.ts';

// Realistic Ugandan names and places for demo data.
export const FIRST_NAMES_FEMALE = [
  'Nakato',
  'Babirye',
  'Namubiru',
  'Nalwoga',
  'Achieng',
  'Atim',
  'Akello',
  'Auma',
  'Kyomuhendo',
  'Tumusiime',
  'Ainembabazi',
  'Nansubuga',
  'Nakimuli',
  'Namutebi',
  'Kobusingye',
  'Grace',
  'Sarah',
  'Esther',
  'Ruth',
  'Prossy',
  'Florence',
  'Harriet',
  'Joan',
  'Brenda',
  'Sharon',
  'Doreen',
  'Immaculate',
  'Winnie',
  'Patience',
  'Mercy',
  'Agnes',
  'Juliet',
  'Rebecca',
  'Lydia',
  'Christine',
  'Annet',
] as const;

export const FIRST_NAMES_MALE = [
  'Kato',
  'Waiswa',
  'Mukasa',
  'Ssemakula',
  'Okello',
  'Opio',
  'Ochieng',
  'Mugisha',
  'Tumwine',
  'Byaruhanga',
  'Kiggundu',
  'Lubega',
  'Ssebunya',
  'Wasswa',
  'Joseph',
  'Moses',
  'Isaac',
  'Ronald',
  'Brian',
  'Denis',
  'Emmanuel',
  'Patrick',
  'Samuel',
  'David',
  'Richard',
  'Godfrey',
  'Ivan',
  'Edward',
] as const;

export const SURNAMES = [
  'Namukasa',
  'Nakigudde',
  'Ssewanyana',
  'Kabuye',
  'Mugerwa',
  'Kasozi',
  'Nsubuga',
  'Lwanga',
  'Kiwanuka',
  'Ssempala',
  'Mutebi',
  'Nabukenya',
  'Okot',
  'Oryem',
  'Odongo',
  'Akena',
  'Ojok',
  'Tumukunde',
  'Byamukama',
  'Rwakabuba',
  'Atuhaire',
  'Kamugisha',
  'Ahimbisibwe',
  'Twesigye',
  'Nankya',
  'Nalubega',
  'Kyambadde',
  'Mayanja',
  'Musoke',
  'Kalema',
  'Wamala',
  'Sekandi',
  'Ouma',
  'Wanyama',
  'Wafula',
  'Nambozo',
  'Masaba',
  'Mutesi',
  'Namuli',
  'Kizza',
] as const;

/** Kampala neighbourhoods and towns, with coordinates (approximate centres). */
export const PLACES = [
  { name: 'Ntinda, Kampala', lat: 0.3536, lng: 32.6136 },
  { name: 'Kisaasi, Kampala', lat: 0.3697, lng: 32.6011 },
  { name: 'Bukoto, Kampala', lat: 0.3499, lng: 32.5957 },
  { name: 'Kira, Wakiso', lat: 0.3964, lng: 32.6389 },
  { name: 'Najjera, Wakiso', lat: 0.3889, lng: 32.6222 },
  { name: 'Muyenga, Kampala', lat: 0.2917, lng: 32.6167 },
  { name: 'Kansanga, Kampala', lat: 0.2878, lng: 32.6103 },
  { name: 'Bugolobi, Kampala', lat: 0.3147, lng: 32.6206 },
  { name: 'Mutungo, Kampala', lat: 0.3244, lng: 32.6486 },
  { name: 'Kololo, Kampala', lat: 0.3339, lng: 32.5942 },
  { name: 'Nakasero, Kampala', lat: 0.3239, lng: 32.5786 },
  { name: 'Kikubo, Kampala', lat: 0.3125, lng: 32.5767 },
  { name: 'Nateete, Kampala', lat: 0.2964, lng: 32.5386 },
  { name: 'Rubaga, Kampala', lat: 0.3042, lng: 32.5531 },
  { name: 'Makindye, Kampala', lat: 0.2844, lng: 32.5853 },
  { name: 'Kawempe, Kampala', lat: 0.3803, lng: 32.5603 },
  { name: 'Entebbe, Wakiso', lat: 0.0512, lng: 32.4637 },
  { name: 'Mukono', lat: 0.3533, lng: 32.7553 },
  { name: 'Nansana, Wakiso', lat: 0.3639, lng: 32.5286 },
  { name: 'Jinja', lat: 0.4244, lng: 33.2042 },
  { name: 'Mbarara', lat: -0.6072, lng: 30.6545 },
  { name: 'Gulu', lat: 2.7724, lng: 32.2881 },
  { name: 'Masaka', lat: -0.3338, lng: 31.7341 },
  { name: 'Mbale', lat: 1.0827, lng: 34.1755 },
  { name: 'Fort Portal', lat: 0.671, lng: 30.275 },
] as const;

const MOBILE_PREFIXES = ['70', '71', '74', '75', '76', '77', '78', '79'] as const;

export function makePerson(r: Random, sex: 'Female' | 'Male' = r.bool(0.7) ? 'Female' : 'Male') {
  const first = r.pick(sex === 'Female' ? FIRST_NAMES_FEMALE : FIRST_NAMES_MALE);
  const last = r.pick(SURNAMES);
  return { first, last, sex };
}

/** An E.164 Ugandan mobile number (DECISIONS 12). */
export const makePhone = (r: Random) =>
  `+256${r.pick(MOBILE_PREFIXES)}${String(r.int(0, 9_999_999)).padStart(7, '0')}`;

export const makeEmail = (r: Random, first: string, last: string, domain = 'gmail.com') =>
  `${first}.${last}${r.int(1, 99)}@${domain}`.toLowerCase();

export const makePlace = (r: Random) => r.pick(PLACES);
