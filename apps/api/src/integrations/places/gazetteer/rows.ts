// The shapes of the gazetteer's places, and the two helpers that turn its
// compact rows into places.

export type PlaceKind = 'district' | 'city' | 'town' | 'division' | 'neighbourhood' | 'facility';

export type Place = {
  name: string;
  kind: PlaceKind;
  /** The district's own name without the word "District", e.g. 'Wakiso'. */
  district: string;
  lat: number;
  lng: number;
  /** Kampala division or Wakiso municipality; part of the label people recognise. */
  area?: string;
  /** Another spelling people type (Lubaga for Rubaga, Gaba for Ggaba); searched like the name. */
  alt?: string;
};

export type Row = readonly [name: string, lat: number, lng: number, alt?: string];
export type DistrictRow = readonly [
  name: string,
  district: string,
  lat: number,
  lng: number,
  alt?: string,
];

export function rows(
  kind: PlaceKind,
  district: string,
  area: string | undefined,
  list: Row[],
): Place[] {
  return list.map(([name, lat, lng, alt]) => ({
    name,
    kind,
    district,
    lat,
    lng,
    ...(area ? { area } : {}),
    ...(alt ? { alt } : {}),
  }));
}

export function withDistrict(kind: PlaceKind, list: DistrictRow[]): Place[] {
  return list.map(([name, district, lat, lng, alt]) => ({
    name,
    kind,
    district,
    lat,
    lng,
    ...(alt ? { alt } : {}),
  }));
}
