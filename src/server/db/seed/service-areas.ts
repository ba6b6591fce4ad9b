/**
 * Where the shop delivers, by pincode prefix; the longest matching prefix wins. India's first
 * pincode digit is the postal region, '9' is the Army Postal Service. Cash on delivery is
 * switched off where couriers cannot collect cash reliably, and the islands are not served yet.
 * transitDays: the shop's courier's days in transit there (the local courier's estimate behind
 * 'Delivery by ...'), at the slow end of the note's range so the promise is kept.
 */
export const SERVICE_AREAS: readonly { pincodePrefix: string; deliverable: boolean; codAvailable: boolean; transitDays: number; note: string }[] = [
  { pincodePrefix: '1', deliverable: true, codAvailable: true, transitDays: 7, note: 'North: Delhi, Haryana, Punjab, Himachal Pradesh, Chandigarh. 5-9 business days.' },
  { pincodePrefix: '18', deliverable: true, codAvailable: false, transitDays: 12, note: 'Jammu & Kashmir: prepaid only, 9-15 business days.' },
  { pincodePrefix: '19', deliverable: true, codAvailable: false, transitDays: 12, note: 'Kashmir valley and Ladakh: prepaid only, 10-15 business days.' },
  { pincodePrefix: '2', deliverable: true, codAvailable: true, transitDays: 7, note: 'Uttar Pradesh and Uttarakhand. 5-9 business days.' },
  { pincodePrefix: '3', deliverable: true, codAvailable: true, transitDays: 6, note: 'Rajasthan, Gujarat, Daman and Diu. 5-8 business days.' },
  { pincodePrefix: '4', deliverable: true, codAvailable: true, transitDays: 5, note: 'West: Maharashtra, Goa, Madhya Pradesh, Chhattisgarh. 3-7 business days.' },
  { pincodePrefix: '46', deliverable: true, codAvailable: true, transitDays: 3, note: 'Central Madhya Pradesh: 2-4 business days from our Bhopal store.' },
  { pincodePrefix: '462', deliverable: true, codAvailable: true, transitDays: 2, note: 'Bhopal: home city, 1-2 business days; pick-up at the store also possible.' },
  { pincodePrefix: '5', deliverable: true, codAvailable: true, transitDays: 7, note: 'South: Telangana, Andhra Pradesh, Karnataka. 5-9 business days.' },
  { pincodePrefix: '6', deliverable: true, codAvailable: true, transitDays: 8, note: 'South: Tamil Nadu, Kerala, Puducherry. 6-10 business days.' },
  { pincodePrefix: '68255', deliverable: false, codAvailable: false, transitDays: 8, note: 'Lakshadweep islands: not served yet.' },
  { pincodePrefix: '682559', deliverable: false, codAvailable: false, transitDays: 8, note: 'Lakshadweep (Agatti and outer islands): not served yet.' },
  { pincodePrefix: '7', deliverable: true, codAvailable: true, transitDays: 8, note: 'East: West Bengal, Odisha, Assam. 6-10 business days.' },
  { pincodePrefix: '737', deliverable: true, codAvailable: false, transitDays: 11, note: 'Sikkim: prepaid only, 9-14 business days.' },
  { pincodePrefix: '744', deliverable: false, codAvailable: false, transitDays: 10, note: 'Andaman & Nicobar Islands: not served yet.' },
  { pincodePrefix: '79', deliverable: true, codAvailable: false, transitDays: 12, note: 'North-East: Arunachal, Nagaland, Manipur, Mizoram, Tripura, Meghalaya. Prepaid only, 10-15 business days.' },
  { pincodePrefix: '8', deliverable: true, codAvailable: true, transitDays: 8, note: 'Bihar and Jharkhand. 6-10 business days.' },
  { pincodePrefix: '9', deliverable: false, codAvailable: false, transitDays: 10, note: 'Army Postal Service (APO/FPO) addresses: not served.' },
];
