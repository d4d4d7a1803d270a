// Ugandan places shipped with the product so address autocomplete works
// offline (ruling 25). Coordinates are approximate (about 3 decimals): a
// district is placed at its headquarters town, a city or town at its centre, a
// facility at its main gate. Good enough to put a pin near the right place, not
// to navigate by.
//
// Districts follow the 2020-2023 list (135 districts plus Kampala). The ten
// cities created in 2020 are listed as cities under the district they were
// carved from, so a search for the district finds them.
//
// The data is in gazetteer/, one file a kind of place; this file joins it.
import { CITIES, DISTRICTS } from './gazetteer/districts.ts';
import { FACILITIES } from './gazetteer/facilities.ts';
import { DIVISIONS, NEIGHBOURHOODS } from './gazetteer/neighbourhoods.ts';
import { type Place, rows, withDistrict } from './gazetteer/rows.ts';
import { TOWNS } from './gazetteer/towns.ts';

export type { Place, PlaceKind } from './gazetteer/rows.ts';

/**
 * Every district's own name, in the order of gazetteer/districts.ts (used by
 * tests and by callers that validate).
 */
export const DISTRICT_NAMES: readonly string[] = DISTRICTS.map(([name]) => name);

export const GAZETTEER: readonly Place[] = Object.freeze([
  ...DISTRICTS.map(([district, lat, lng]): Place => ({
    name: `${district} District`,
    kind: 'district',
    district,
    lat,
    lng,
  })),
  ...withDistrict('city', CITIES),
  ...withDistrict('town', TOWNS),
  ...rows('division', 'Kampala', undefined, DIVISIONS),
  ...NEIGHBOURHOODS,
  ...FACILITIES,
]);
