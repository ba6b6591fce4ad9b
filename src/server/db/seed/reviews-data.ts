/**
 * Demo reviewers and what they wrote. The reviewers are shopper accounts whose password hash
 * is '!', which no password ever verifies against, so nobody can log in as them.
 */

export const REVIEWER_EMAIL_DOMAIN = 'demo.bhopalthreads.in';

export const REVIEWERS = [
  { username: 'Aarav Sharma', phone: '9826012345', address: '14, Arera Colony, E-3, Bhopal, Madhya Pradesh 462016' },
  { username: 'Priya Verma', phone: '9893045678', address: '22 Vijay Nagar Scheme 54, Indore, Madhya Pradesh 452010' },
  { username: 'Rohan Malviya', phone: '8109876543', address: 'B-7, Kolar Road, Bhopal, Madhya Pradesh 462042' },
  { username: 'Sneha Patel', phone: '9724511223', address: '5 Satellite Road, Ahmedabad, Gujarat 380015' },
  { username: 'Imran Qureshi', phone: '7000123987', address: 'House 31, Ibrahimpura, Old City, Bhopal, Madhya Pradesh 462001' },
  { username: 'Kavya Nair', phone: '9845067812', address: '3rd Cross, Indiranagar, Bengaluru, Karnataka 560038' },
].map((reviewer, index) => ({ ...reviewer, email: `reviewer${index + 1}@${REVIEWER_EMAIL_DOMAIN}` }));

/** Comments by rating, in plain Indian English. */
export const REVIEW_COMMENTS: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  5: [
    'Fabric is thick and soft, print is very sharp. Fits true to size, I took M for 5 ft 8 in.',
    'Bought it for my brother and he has not taken it off since. Delivery to Bhopal came in 3 days.',
    'Best tee I have bought online this year. Colour is exactly as shown in the photos.',
    'Washed it four times already, print has not faded at all. Will order another colour.',
    'Very comfortable for college, quality feels premium for this price. Loved the packaging also.',
    'The oversized fit is perfect, not too baggy. Got so many compliments at the cafe.',
  ],
  4: [
    'Good quality and nice print. Slightly long for me but looks fine with jeans.',
    'Nice and warm, good for Bhopal winters. Took one star off because delivery took 8 days.',
    'Colour is a little darker than the photo but still looks good. Fabric quality is solid.',
    'Value for money, especially in the sale. Size chart was correct for me.',
    'Stitching is neat and the print is thick. Hood could have been a bit bigger.',
  ],
  3: [
    'Decent product. Fabric is okay, a bit thinner than I expected for the price.',
    'Fit is good but the colour faded a little after the first wash. Wash it separately.',
    'Average. Print is nice but the size runs slightly small, order one size up.',
  ],
  2: ['Size XL was too tight around the chest. Exchange process was easy though.'],
  1: ['Received the wrong colour. Customer care replaced it, but it took almost two weeks.'],
};
