/** The shop's contact details, shown in the footer and on the help and support page. */
export const shopContact = {
  supportEmail: 'support@bhopalthreads.in',
  infoEmail: 'info@bhopalthreads.in',
  phoneDisplay: '+91 98765 43210',
  phoneHref: 'tel:+919876543210',
  office: {
    label: 'Office',
    lines: ['2nd Floor, Plot 14, Zone-I', 'Maharana Pratap Nagar', 'Bhopal, Madhya Pradesh 462011'],
  },
  store: {
    label: 'Store',
    lines: ['Shop 21, New Market', 'TT Nagar', 'Bhopal, Madhya Pradesh 462003'],
  },
} as const;

/** The social page, the maps listing and the photo-sharing profile (spec section 1). */
export const shopSocialLinks = [
  { id: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/bhopalthreads' },
  {
    id: 'maps',
    label: 'Google Maps',
    href: 'https://maps.google.com/?q=Bhopal+Threads,+New+Market,+TT+Nagar,+Bhopal,+Madhya+Pradesh',
  },
  { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/bhopalthreads' },
] as const;

export type ShopSocialId = (typeof shopSocialLinks)[number]['id'];
