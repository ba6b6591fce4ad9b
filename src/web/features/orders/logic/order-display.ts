const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** A date as shoppers in India read it: 30 Nov 2026. */
export const formatOrderDate = (iso: string) => dateFormat.format(new Date(iso));

/** The order id as the Orders screen shows it: its last eight characters, upper case, after a #. */
export const shortOrderId = (id: string) => `#${id.replaceAll('-', '').slice(-8).toUpperCase()}`;
