/** What a product's page, its checkout and the API say when the product is not there (spec section 8, the review's text). */
export const PRODUCT_NOT_FOUND = 'Product not found. Please try again later.';

/** The review form's texts of spec sections 5 and 8, word for word, said by the form and the server alike. */
export const REVIEW_MESSAGES = {
  bothRequired: 'both fields are required rating & review',
  added: 'Review added successfully!',
  alreadyReviewed: 'You have already reviewed this product.',
  productNotFound: PRODUCT_NOT_FOUND,
  failed: 'Failed to add review. Please try again.',
} as const;
