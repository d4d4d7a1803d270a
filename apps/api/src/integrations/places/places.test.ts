import { describe, it, expect } from 'vitest';
import { DISTRICT_NAMES, GAZETTEER, type PlaceKind } from './gazetteer-data.ts';
import { DEFAULT_LIMIT, MAX_LIMIT, gazetteerProvider, normalise } from './places.ts';

// The districts of Uganda (135 plus Kampala), written out independently of the
// data file so a dropped or misspelt district fails here.
const UGANDA_DISTRICTS = [
  ...['Buikwe', 'Bukomansimbi', 'Butambala', 'Buvuma', 'Gomba', 'Kalangala', 'Kalungu'],
  ...['Kampala', 'Kasanda', 'Kayunga', 'Kiboga', 'Kyankwanzi', 'Kyotera', 'Luweero'],
  ...['Lwengo', 'Lyantonde', 'Masaka', 'Mityana', 'Mpigi', 'Mubende', 'Mukono', 'Nakaseke'],
  ...['Nakasongola', 'Rakai', 'Sembabule', 'Wakiso'],
  ...['Bugiri', 'Bugweri', 'Buyende', 'Iganga', 'Jinja', 'Kaliro', 'Kamuli', 'Luuka'],
  ...['Mayuge', 'Namayingo', 'Namutumba', 'Budaka', 'Busia', 'Butaleja', 'Butebo', 'Kibuku'],
  ...['Pallisa', 'Tororo', 'Bududa', 'Bukwo', 'Bulambuli', 'Kapchorwa', 'Kween', 'Manafwa'],
  ...['Mbale', 'Namisindwa', 'Sironko', 'Amuria', 'Bukedea', 'Kaberamaido', 'Kalaki'],
  ...['Kapelebyong', 'Katakwi', 'Kumi', 'Ngora', 'Serere', 'Soroti'],
  ...['Agago', 'Amuru', 'Gulu', 'Kitgum', 'Lamwo', 'Nwoya', 'Omoro', 'Pader', 'Alebtong'],
  ...['Amolatar', 'Apac', 'Dokolo', 'Kole', 'Kwania', 'Lira', 'Otuke', 'Oyam', 'Adjumani'],
  ...['Arua', 'Koboko', 'Madi-Okollo', 'Maracha', 'Moyo', 'Nebbi', 'Obongi', 'Pakwach'],
  ...['Terego', 'Yumbe', 'Zombo', 'Abim', 'Amudat', 'Kaabong', 'Karenga', 'Kotido', 'Moroto'],
  ...['Nabilatuk', 'Nakapiripirit', 'Napak'],
  ...['Buliisa', 'Hoima', 'Kagadi', 'Kakumiro', 'Kibaale', 'Kikuube', 'Kiryandongo'],
  ...['Masindi', 'Bundibugyo', 'Bunyangabu', 'Kabarole', 'Kamwenge', 'Kasese', 'Kitagwenda'],
  ...['Kyegegwa', 'Kyenjojo', 'Ntoroko', 'Buhweju', 'Bushenyi', 'Ibanda', 'Isingiro', 'Kazo'],
  ...['Kiruhura', 'Mbarara', 'Mitooma', 'Ntungamo', 'Rubirizi', 'Rwampara', 'Sheema'],
  ...['Kabale', 'Kanungu', 'Kisoro', 'Rubanda', 'Rukiga', 'Rukungiri'],
];

const search = gazetteerProvider().search;
const names = async (query: string, limit?: number) =>
  (await search(query, limit)).map((s) => s.label.split(', ')[0]);

describe('gazetteer data', () => {
  it('ships a few hundred places of every kind', () => {
    expect(GAZETTEER.length).toBeGreaterThanOrEqual(300);
    const count = (kind: PlaceKind) => GAZETTEER.filter((p) => p.kind === kind).length;
    expect(count('district')).toBe(UGANDA_DISTRICTS.length);
    expect(count('division')).toBe(5);
    expect(count('neighbourhood')).toBeGreaterThanOrEqual(80);
    expect(count('facility')).toBeGreaterThanOrEqual(30);
    expect(count('city')).toBeGreaterThanOrEqual(11);
    expect(count('town')).toBeGreaterThanOrEqual(50);
  });

  it('puts every coordinate inside Uganda', () => {
    for (const p of GAZETTEER) {
      expect(p.lat, p.name).toBeGreaterThanOrEqual(-1.5);
      expect(p.lat, p.name).toBeLessThanOrEqual(4.3);
      expect(p.lng, p.name).toBeGreaterThanOrEqual(29.5);
      expect(p.lng, p.name).toBeLessThanOrEqual(35.1);
    }
  });

  it('puts every place near its district headquarters', () => {
    // Catches swapped or mistyped coordinates that the country box would let through.
    const hq = new Map(GAZETTEER.filter((p) => p.kind === 'district').map((p) => [p.district, p]));
    for (const p of GAZETTEER) {
      const d = hq.get(p.district)!;
      const km =
        111 * Math.hypot(p.lat - d.lat, (p.lng - d.lng) * Math.cos((p.lat * Math.PI) / 180));
      expect(km, p.name).toBeLessThan(80);
    }
  });

  it('keeps Kampala places inside Kampala', () => {
    for (const p of GAZETTEER.filter((x) => x.district === 'Kampala')) {
      expect(p.lat, p.name).toBeGreaterThan(0.22);
      expect(p.lat, p.name).toBeLessThan(0.42);
      expect(p.lng, p.name).toBeGreaterThan(32.5);
      expect(p.lng, p.name).toBeLessThan(32.68);
    }
  });

  it('lists every district of Uganda, and only those', () => {
    expect(new Set(UGANDA_DISTRICTS).size).toBe(UGANDA_DISTRICTS.length);
    expect([...DISTRICT_NAMES].sort()).toEqual([...UGANDA_DISTRICTS].sort());
    const listed = new Set(GAZETTEER.filter((p) => p.kind === 'district').map((p) => p.name));
    for (const d of UGANDA_DISTRICTS) expect(listed, d).toContain(`${d} District`);
    for (const p of GAZETTEER) expect(UGANDA_DISTRICTS, p.name).toContain(p.district);
  });

  it('has unique names per kind and district', () => {
    const keys = GAZETTEER.map((p) => `${p.kind}|${p.district}|${normalise(p.name)}`);
    const dupes = keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(dupes).toEqual([]);
  });

  it('has the five Kampala divisions and the well-known neighbourhoods', () => {
    const divisions = GAZETTEER.filter((p) => p.kind === 'division').map((p) => p.name);
    expect(divisions.sort()).toEqual([
      'Central Division',
      'Kawempe Division',
      'Makindye Division',
      'Nakawa Division',
      'Rubaga Division',
    ]);
    const hoods = new Set(GAZETTEER.filter((p) => p.kind === 'neighbourhood').map((p) => p.name));
    for (const n of ['Ntinda', 'Kisaasi', 'Kololo', 'Mulago', 'Kabalagala', 'Najjera', 'Seeta']) {
      expect(hoods, n).toContain(n);
    }
  });
});

describe('gazetteerProvider().search', () => {
  it('is the offline gazetteer provider', () => {
    expect(gazetteerProvider().kind).toBe('gazetteer');
  });

  it('finds a neighbourhood by the start of its name', async () => {
    const [first] = await search('ntin');
    expect(first).toEqual({
      label: 'Ntinda, Nakawa Division, Kampala',
      address: 'Ntinda, Nakawa Division, Kampala, Uganda',
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      kind: 'neighbourhood',
    });
  });

  it('answers only Kampala places for "kamp", the city first', async () => {
    const results = await search('kamp', MAX_LIMIT);
    expect(results.length).toBe(MAX_LIMIT);
    expect(results[0]?.label).toBe('Kampala');
    for (const r of results) expect(r.label, r.label).toMatch(/Kampala/);
  });

  it('finds both the Mulago neighbourhood and the hospital, exact match first', async () => {
    expect(await names('mulago')).toEqual(['Mulago', 'Mulago National Referral Hospital']);
  });

  it('ranks exact > prefix of name > prefix of a word > district > substring', async () => {
    // "kawempe": the neighbourhood (exact), the division (exact but for the word
    // "Division"), the hospital (name prefix), then the Kawempe Division places.
    const kawempe = await names('kawempe', 25);
    expect(kawempe.slice(0, 3)).toEqual([
      'Kawempe',
      'Kawempe Division',
      'Kawempe National Referral Hospital',
    ]);
    expect(kawempe).toContain('Bwaise');
    expect(kawempe.indexOf('Bwaise')).toBeGreaterThan(2);

    // A word inside the name ranks after names that start with the query.
    const kampala = await names('kampala', 25);
    expect(kampala.indexOf('Kampala Hospital')).toBeLessThan(kampala.indexOf('Old Kampala'));
    // ...and before places that are only in Kampala (Ntinda, Kololo, ...). Central
    // Division is also known as "Kampala Central Division", so it counts as a name match.
    const firstOnlyInKampala = kampala.findIndex((n) => !/kampala|^Central Division$/i.test(n!));
    expect(firstOnlyInKampala).toBeGreaterThan(kampala.indexOf('Old Kampala'));

    // Word prefix inside the name: "uganda" starts two names and is a later word in two.
    expect(await names('uganda')).toEqual([
      'Uganda Heart Institute',
      'Uganda Cancer Institute',
      'Mildmay Uganda Hospital',
      'Naguru China-Uganda Friendship Hospital',
    ]);

    // Substring in the middle of a word comes last: "ganda" is a place, and inside "Uganda".
    const ganda = await names('ganda');
    expect(ganda[0]).toBe('Ganda');
    expect(ganda.slice(1)).toEqual(expect.arrayContaining(['Uganda Cancer Institute']));
    expect(await names('alagal')).toEqual(['Kabalagala']);
  });

  it('puts a city before its district and facilities after places', async () => {
    expect((await names('gulu')).slice(0, 3)).toEqual([
      'Gulu City',
      'Gulu District',
      'Gulu Regional Referral Hospital',
    ]);
  });

  it('matches several words in any order, including the district', async () => {
    expect(await names('ntinda kampala')).toEqual(['Ntinda']);
    expect(await names('hospital gulu')).toEqual(
      expect.arrayContaining(['Lacor Hospital', 'Gulu Regional Referral Hospital']),
    );
  });

  it('finds alternative spellings', async () => {
    expect((await names('lubaga'))[0]).toBe('Rubaga');
    expect(await names('lubaga')).toContain('Rubaga Hospital');
    expect(await names('gaba')).toContain('Ggaba');
  });

  it('ignores case and accents', async () => {
    for (const q of ['NTINDA', 'Ntínda', 'ntìnda', '  ntinda  ', 'Ntinda!']) {
      expect((await names(q))[0], q).toBe('Ntinda');
    }
    expect((await names('ST MARYS'))[0]).toBe('Lacor Hospital');
  });

  it('returns at most the limit: 10 by default, never more than 25', async () => {
    expect(await search('ka')).toHaveLength(DEFAULT_LIMIT);
    expect(await search('ka', 3)).toHaveLength(3);
    expect(await search('ka', 100)).toHaveLength(MAX_LIMIT);
    expect(await search('ka', 0)).toEqual([]);
    expect(await search('ka', Number.NaN)).toHaveLength(DEFAULT_LIMIT);
  });

  it('answers nothing for empty, one-letter or unknown queries', async () => {
    for (const q of ['', ' ', 'k', 'K ', '-', 'é']) expect(await search(q), q).toEqual([]);
    expect(await search('zzqx')).toEqual([]);
  });

  it('does not let a caller change the index through a result', async () => {
    const [first] = await search('ntinda');
    first!.label = 'changed';
    expect((await search('ntinda'))[0]?.label).toBe('Ntinda, Nakawa Division, Kampala');
  });

  it('is a cheap scan', async () => {
    const queries = ['ka', 'kamp', 'mulago', 'ntinda kampala', 'hospital', 'zzqx'];
    const start = performance.now();
    for (let i = 0; i < 600; i++) await search(queries[i % queries.length]!);
    // About 0.05 ms each on a laptop; the bound leaves room for a busy CI box.
    expect((performance.now() - start) / 600).toBeLessThan(1);
  });
});
