import { GAZETTEER, type Place } from '../../integrations/places/gazetteer-data.ts';
import type { Random } from './random.ts';

// Realistic Ugandan names and places for demo data. Given names are kept in
// separate female and male lists, so a person's gender agrees with the name
// (issue 21: no "Ochieng" marked Female); names used by both are left out.
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
  'Ssewanyana',
  'Kabuye',
  'Mugerwa',
  'Kasozi',
  'Nsubuga',
  'Lwanga',
  'Kiwanuka',
  'Ssempala',
  'Mutebi',
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
  'Kyambadde',
  'Mayanja',
  'Musoke',
  'Kalema',
  'Wamala',
  'Sekandi',
  'Ouma',
  'Wanyama',
  'Wafula',
  'Masaba',
  'Kizza',
] as const;

/** Family names only women bear (Luganda's Na- names and the like). */
export const SURNAMES_FEMALE = [
  'Namukasa',
  'Nakigudde',
  'Nabukenya',
  'Nankya',
  'Nalubega',
  'Nambozo',
  'Mutesi',
  'Namuli',
] as const;

// Where demo customers live: the gazetteer's neighbourhoods and towns, most
// of them around Kampala as the service's are.
const HOMES = GAZETTEER.filter((p) => p.kind === 'neighbourhood' || p.kind === 'town');
const FACILITIES = GAZETTEER.filter((p) => p.kind === 'facility');

const MOBILE_PREFIXES = ['70', '71', '74', '75', '76', '77', '78', '79'] as const;

export function makePerson(r: Random, sex: 'Female' | 'Male' = r.bool(0.7) ? 'Female' : 'Male') {
  const first = r.pick(sex === 'Female' ? FIRST_NAMES_FEMALE : FIRST_NAMES_MALE);
  const last = r.pick(sex === 'Female' ? [...SURNAMES, ...SURNAMES_FEMALE] : SURNAMES);
  return { first, last, sex };
}

/** An E.164 Ugandan mobile number (ruling 12). */
export const makePhone = (r: Random) =>
  `+256${r.pick(MOBILE_PREFIXES)}${String(r.int(0, 9_999_999)).padStart(7, '0')}`;

export const makeEmail = (r: Random, first: string, last: string, domain = 'gmail.com') =>
  `${first}.${last}${r.int(1, 99)}@${domain}`.toLowerCase();

const label = (p: Place) =>
  [p.name, p.area, p.district].filter((x, i, all) => x && all.indexOf(x) === i).join(', ');

export function makePlace(r: Random) {
  const p = r.pick(HOMES);
  return { address: `Plot ${r.int(1, 250)}, ${label(p)}`, lat: p.lat, lng: p.lng };
}

export function makeFacility(r: Random) {
  const p = r.pick(FACILITIES);
  return { name: p.name, address: label(p), lat: p.lat, lng: p.lng };
}
