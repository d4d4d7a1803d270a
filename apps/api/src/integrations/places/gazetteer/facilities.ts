// Hospitals and other health facilities of the gazetteer, at their main gate
// (see ../gazetteer-data.ts).
import { type Place, rows, withDistrict } from './rows.ts';

export const FACILITIES: Place[] = [
  ...rows('facility', 'Kampala', 'Central Division', [
    ['Nakasero Hospital', 0.326, 32.581],
    ['Case Hospital', 0.319, 32.575],
    ['Kampala Hospital', 0.334, 32.594],
    ['Norvik Hospital', 0.315, 32.573],
  ]),
  ...rows('facility', 'Kampala', 'Kawempe Division', [
    ['Mulago National Referral Hospital', 0.338, 32.576],
    ['Kawempe National Referral Hospital', 0.374, 32.558],
    ['Uganda Cancer Institute', 0.339, 32.577],
    ['Uganda Heart Institute', 0.337, 32.575],
  ]),
  ...rows('facility', 'Kampala', 'Makindye Division', [
    ['Kiruddu National Referral Hospital', 0.265, 32.595],
    ['Nsambya Hospital', 0.3, 32.586, 'St Francis Hospital Nsambya'],
    ['Kibuli Hospital', 0.307, 32.592, 'Kibuli Muslim Hospital'],
    ['IHK International Hospital Kampala', 0.305, 32.601],
  ]),
  ...rows('facility', 'Kampala', 'Nakawa Division', [
    ['Naguru China-Uganda Friendship Hospital', 0.342, 32.612],
    ['Butabika National Referral Hospital', 0.311, 32.659],
    ['Paragon Hospital', 0.318, 32.622],
  ]),
  ...rows('facility', 'Kampala', 'Rubaga Division', [
    ['Rubaga Hospital', 0.302, 32.553, 'Lubaga Hospital'],
    ['Mengo Hospital', 0.306, 32.563],
  ]),
  ...withDistrict('facility', [
    ['Entebbe Regional Referral Hospital', 'Wakiso', 0.056, 32.47],
    ['Mildmay Uganda Hospital', 'Wakiso', 0.228, 32.574],
    ['Kisubi Hospital', 'Wakiso', 0.128, 32.529],
    ['Mukono General Hospital', 'Mukono', 0.356, 32.752],
    ['Mbarara Regional Referral Hospital', 'Mbarara', -0.615, 30.658],
    ['Ruharo Mission Hospital', 'Mbarara', -0.608, 30.643],
    ['Gulu Regional Referral Hospital', 'Gulu', 2.777, 32.305],
    ['Lacor Hospital', 'Gulu', 2.79, 32.255, "St Mary's Hospital Lacor"],
    ['Jinja Regional Referral Hospital', 'Jinja', 0.43, 33.206],
    ['Mbale Regional Referral Hospital', 'Mbale', 1.08, 34.172],
    ['Arua Regional Referral Hospital', 'Arua', 3.023, 30.915],
    ['Lira Regional Referral Hospital', 'Lira', 2.248, 32.893],
    ['Soroti Regional Referral Hospital', 'Soroti', 1.716, 33.614],
    ['Hoima Regional Referral Hospital', 'Hoima', 1.436, 31.345],
    ['Fort Portal Regional Referral Hospital', 'Kabarole', 0.655, 30.276],
    ['Virika Hospital', 'Kabarole', 0.668, 30.266],
    ['Masaka Regional Referral Hospital', 'Masaka', -0.331, 31.735],
    ['Kitovu Hospital', 'Masaka', -0.323, 31.715],
    ['Kabale Regional Referral Hospital', 'Kabale', -1.25, 29.985],
    ['Mubende Regional Referral Hospital', 'Mubende', 0.56, 31.39],
    ['Moroto Regional Referral Hospital', 'Moroto', 2.53, 34.66],
    ["St Joseph's Hospital Kitgum", 'Kitgum', 3.285, 32.88],
  ]),
];
