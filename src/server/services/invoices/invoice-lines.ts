import { DELIVERY_SAC, rateForPiece, taxableFromInclusive } from './gst-rates';
import type { TaxSplit } from './state-codes';

/** A line to invoice as the order charged it: GST-inclusive amounts in paise. */
export interface ChargedLine {
  hsn: string;
  /** Name, colour, size, and 'custom print' for a studio design. */
  description: string;
  quantity: number;
  unitPricePaise: number;
  /** The line's share of a discount code, GST-inclusive (0 without one). */
  discountPaise: number;
  /** The order (tracking id) the line is. */
  trackingId: string;
}

/** A line of an issued invoice or credit note, as stored and printed. */
export interface InvoiceLine extends ChargedLine {
  ratePercent: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** What the line charged: taxable value plus its tax. */
  totalPaise: number;
}

export interface InvoiceTotals {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/**
 * A GST-inclusive amount split into taxable value and tax at one rate. Within the shop's state
 * the tax is halved into CGST and SGST, the odd paisa going to SGST, so the halves always add
 * up to the tax and the line to what was charged.
 */
export function splitInclusive(inclusivePaise: number, ratePercent: number, split: TaxSplit) {
  const taxablePaise = taxableFromInclusive(inclusivePaise, ratePercent);
  const tax = inclusivePaise - taxablePaise;
  const cgstPaise = split === 'intra-state' ? Math.floor(tax / 2) : 0;
  const sgstPaise = split === 'intra-state' ? tax - cgstPaise : 0;
  return { taxablePaise, cgstPaise, sgstPaise, igstPaise: split === 'inter-state' ? tax : 0, totalPaise: inclusivePaise };
}

/** One charged line taxed: its rate by the inclusive price per piece after discount, on the day of issue. */
export function taxLine(line: ChargedLine, split: TaxSplit, issuedAt: Date): InvoiceLine {
  const inclusive = line.unitPricePaise * line.quantity - line.discountPaise;
  // The slab is per piece: the discount is spread over the pieces before the bound is checked.
  const ratePercent = rateForPiece(Math.round(inclusive / line.quantity), issuedAt);
  return { ...line, ratePercent, ...splitInclusive(inclusive, ratePercent, split) };
}

/** The Cash on Delivery fee's line: charged with the delivery of the goods, taxed as the delivery charge is. */
export const COD_FEE_DESCRIPTION = 'Cash on Delivery fee';

/**
 * A checkout's delivery charge (or its COD fee) as an invoice line. Delivery sold with the garments is part of
 * a composite supply and takes the principal supply's rate (CGST Act, section 8): the highest
 * rate among the garment lines.
 */
export function deliveryLine(deliveryPaise: number, goods: InvoiceLine[], split: TaxSplit, trackingId: string, description = 'Delivery charges'): InvoiceLine {
  const ratePercent = Math.max(...goods.map((line) => line.ratePercent));
  return {
    hsn: DELIVERY_SAC,
    description,
    quantity: 1,
    unitPricePaise: deliveryPaise,
    discountPaise: 0,
    trackingId,
    ratePercent,
    ...splitInclusive(deliveryPaise, ratePercent, split),
  };
}

/** The sums of some lines. */
export function totalsOf(lines: InvoiceLine[]): InvoiceTotals {
  const sum = (pick: (line: InvoiceLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    taxablePaise: sum((l) => l.taxablePaise),
    cgstPaise: sum((l) => l.cgstPaise),
    sgstPaise: sum((l) => l.sgstPaise),
    igstPaise: sum((l) => l.igstPaise),
    totalPaise: sum((l) => l.totalPaise),
  };
}
