/**
 * GST state and union territory codes (the first two digits of a GSTIN, and the code printed
 * beside the place of supply). Names as the GST portal writes them, with the spellings
 * shoppers type at checkout as aliases.
 */
export const GST_STATES: readonly { code: string; name: string; aliases?: readonly string[] }[] = [
  { code: '01', name: 'Jammu and Kashmir', aliases: ['jammu & kashmir', 'j&k', 'jk'] },
  { code: '02', name: 'Himachal Pradesh', aliases: ['hp'] },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand', aliases: ['uttaranchal'] },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi', aliases: ['new delhi', 'nct of delhi', 'national capital territory of delhi'] },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh', aliases: ['up'] },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal', aliases: ['wb'] },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha', aliases: ['orissa'] },
  { code: '22', name: 'Chhattisgarh', aliases: ['chattisgarh', 'cg'] },
  { code: '23', name: 'Madhya Pradesh', aliases: ['mp', 'm.p.'] },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', aliases: ['daman and diu', 'daman & diu', 'dadra and nagar haveli', 'dadra & nagar haveli'] },
  { code: '27', name: 'Maharashtra', aliases: ['mh'] },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu', aliases: ['tn'] },
  { code: '34', name: 'Puducherry', aliases: ['pondicherry'] },
  { code: '35', name: 'Andaman and Nicobar Islands', aliases: ['andaman & nicobar islands', 'andaman and nicobar'] },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh', aliases: ['ap'] },
  { code: '38', name: 'Ladakh' },
];

/** The shop's own state: supplies delivered inside it are intra-state. */
export const SHOP_STATE_CODE = '23';

const key = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');
const byName = new Map(GST_STATES.flatMap((state) => [state.name, ...(state.aliases ?? [])].map((name) => [key(name), state] as const)));

/** Place of supply: a state (code and the portal's name) or, for a name no one recognises, the words typed. */
export interface PlaceOfSupply {
  /** Two digits; null when the typed state is not one the table knows. */
  code: string | null;
  name: string;
}

/** The place of supply of goods delivered to the state the shopper typed. */
export function placeOfSupply(typedState: string): PlaceOfSupply {
  const state = byName.get(key(typedState));
  return state ? { code: state.code, name: state.name } : { code: null, name: typedState.trim() };
}

/** A state's name by its GST code (for a GSTIN's first two digits). */
export function stateNameOfCode(code: string): string | undefined {
  return GST_STATES.find((state) => state.code === code)?.name;
}

/** How a line's tax is paid: CGST and SGST inside the shop's state, IGST anywhere else. */
export type TaxSplit = 'intra-state' | 'inter-state';

/**
 * Intra-state only when the goods stay in Madhya Pradesh. A state the table does not know is
 * treated as inter-state (IGST): the tax is the same, and only a known state can be the shop's.
 */
export function taxSplitFor(place: PlaceOfSupply, shopStateCode = SHOP_STATE_CODE): TaxSplit {
  return place.code === shopStateCode ? 'intra-state' : 'inter-state';
}
