import { COLOURS as C, type ProductDefinition } from './product-definition';

/** Hoodies and shackets of the demo catalogue. */
export const LAYER_PRODUCTS: readonly ProductDefinition[] = [
  {
    name: 'Monsoon Drop Hoodie',
    subCategory: 'hoodie',
    description: 'Our heaviest fleece, brushed soft inside, with an Upper Lake wave print front and back. Built for rainy evenings on the ghats.',
    mrp: 2499, discount: 35, tags: ['trending', 'newarrival'],
    colours: [C.navy, C.black, C.bone], print: { motif: 'waves', words: ['UPPER LAKE', 'MONSOON DROP'], layout: 'stack', bigBack: true },
  },
  {
    name: 'Night Owl Crescent Hoodie',
    subCategory: 'hoodie',
    description: 'For the late-shift coders and the 2 a.m. Maggi makers. A crescent moon print on a roomy, warm hoodie.',
    mrp: 2199, discount: 40, tags: ['trending'],
    colours: [C.charcoal, C.indigo, C.lavender], print: { motif: 'moon', words: ['NIGHT OWL', 'LATE SHIFT'], layout: 'badge', bigBack: true },
  },
  {
    name: 'Satpura Tiger Hoodie',
    subCategory: 'hoodie',
    description: 'A tiger reserve tribute on 360 GSM fleece. Kangaroo pocket, ribbed cuffs and a double-layer hood that keeps its shape.',
    mrp: 2799, discount: 30, tags: ['newarrival'],
    colours: [C.olive, C.black, C.sand], print: { motif: 'tiger', words: ['SATPURA', 'TIGER RESERVE'], layout: 'badge', bigBack: true },
  },
  {
    name: 'Ek Cutting Chai Hoodie',
    subCategory: 'hoodie',
    description: 'Chai lover, always. A cosy hoodie for winter mornings at the tapri, with a print that starts conversations.',
    mrp: 1899, discount: 45, tags: ['lowsell'],
    colours: [C.mustard, C.coffee], print: { motif: 'chai-cup', words: ['CHAI LOVER', 'EK CUTTING'], layout: 'type' },
    soldOutColour: 1,
  },
  {
    name: 'Out Of Office Palm Hoodie',
    subCategory: 'hoodie',
    description: 'Mentally already in Goa. A palm-shade print on a lighter-weight hoodie for air-conditioned offices and long train rides.',
    mrp: 1799, discount: 25, tags: ['trending'],
    colours: [C.sage, C.offWhite, C.sky], print: { motif: 'palm-tree', words: ['GOA TRIP', 'OUT OF OFFICE'], layout: 'badge' },
  },
  {
    name: 'Sunrise Heavy Hoodie',
    subCategory: 'hoodie',
    description: 'A big, warm sun on a heavy fleece hoodie. Brushed inside, dropped shoulders and a relaxed boxy fit.',
    mrp: 2599, discount: 20, tags: ['newarrival'],
    colours: [C.rust, C.black, C.bone, C.bottle], print: { motif: 'sun', layout: 'motif', bigBack: true },
  },
  {
    name: 'Boat Club Hoodie',
    subCategory: 'hoodie',
    description: 'Sail boats on the Upper Lake and a badge from the Boat Club. Mid-weight fleece for Bhopal winters.',
    mrp: 2299, discount: 50, tags: ['lowsell', 'trending'],
    colours: [C.navy, C.ash], print: { motif: 'boat', words: ['BOAT CLUB', 'BHOPAL · EST 2024'], layout: 'badge' },
    codAvailable: false,
  },
  {
    name: 'Heritage Check Shacket',
    subCategory: 'shacket',
    description: 'A brushed flannel check shirt-jacket with two flap pockets. Wear it open over a tee or buttoned up on cold mornings.',
    mrp: 2999, discount: 35, tags: ['trending', 'newarrival'],
    colours: [C.brownCheck, C.blackCheck, C.rustCheck], print: null,
  },
  {
    name: 'Utility Twill Shacket',
    subCategory: 'shacket',
    description: 'Heavy cotton twill, horn-look buttons and roomy chest pockets. The one layer that goes with everything in your cupboard.',
    mrp: 3299, discount: 30, tags: ['newarrival'],
    colours: [C.khaki, C.olive, C.black], print: null,
  },
  {
    name: 'Monsoon Flannel Shacket',
    subCategory: 'shacket',
    description: 'A lighter check flannel for the in-between weather of September. Soft, warm and easy to throw on.',
    mrp: 2499, discount: 40, tags: ['lowsell'],
    colours: [C.oliveCheck, C.brownCheck], print: null,
  },
  {
    name: 'Old City Corduroy Shacket',
    subCategory: 'shacket',
    description: 'Fine-wale corduroy in deep city colours, with a spread collar and button cuffs. Made to be worn for years.',
    mrp: 3499, discount: 25, tags: ['trending'],
    colours: [C.coffee, C.indigo, C.maroon], print: null,
  },
];
