import fc from 'fast-check';
import type { Operation } from './contract';
import { nastyString } from './values';

/**
 * Multipart forms for the three upload operations. openapi.yaml declares their bodies as
 * `type: object` and names the fields in prose, so every form here is broken by
 * construction: one field the server's rules refuse (or the multipart itself malformed),
 * the rest as the staff screen or the studio sends it, with a real image where one belongs.
 */

export const isMultipart = (operation: Operation) => operation.body?.contentType === 'multipart/form-data';

type Part = { name: string; value: string } | { name: string; filename: string; type: string; bytes: Buffer };

export function encodeForm(parts: Part[], boundary = 'fuzzBoundary7MA4YWxkTrZu0gW'): { contentType: string; body: Buffer } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'filename' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`;
    chunks.push(Buffer.from(head), 'filename' in part ? part.bytes : Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(chunks) };
}

/** The add-product form's text fields as the staff screen sends them (spec section 7's names). */
function productFields(): Record<string, string> {
  return {
    name: 'Fuzz Tee',
    description: 'Soft cotton tee made in Bhopal.',
    price: '1299',
    discount: '20',
    finalPrice: '1039',
    category: 'upperwear',
    subCategory: 'oversize-t-shirt',
    returnPolicy: '7',
    codAvailable: 'true',
    'tags[]': 'newarrival',
    'variants[0][color]': 'Maroon',
    'variants[0][sizes][0][size]': 'M',
    'variants[0][sizes][0][stock]': '5',
    'productDetails[overview]': 'An everyday tee.',
  };
}

/** For each field of a form, values its rules refuse. */
const PRODUCT_BREAKERS: Record<string, fc.Arbitrary<string>> = {
  name: fc.constantFrom('', '   ', 'n'.repeat(121), 'Tee\u0000'),
  description: fc.constantFrom('Soft\u0000cotton'),
  price: fc.constantFrom('', 'abc', '-5', '1e309', '10000001', 'NaN', '12.345', '₹100'),
  discount: fc.constantFrom('-1', '101', 'abc', '2.5'),
  category: fc.oneof(fc.constantFrom('', 'sideways', 'UPPERWEAR'), nastyString.filter((text) => text !== 'upperwear' && text !== 'bottomwear')),
  subCategory: fc.constantFrom('', 'socks', 'hoodie,shacket'),
  returnPolicy: fc.constantFrom('-3', '91', 'abc', '1.5'),
  'variants[0][sizes][0][size]': fc.constantFrom('XXXL', '', 's', 'M '),
  'variants[0][sizes][0][stock]': fc.constantFrom('-1', 'abc', '100001', '1.5'),
  'variants[0][color]': fc.constantFrom('', 'c'.repeat(41)),
};

const BANNER_BREAKERS: Record<string, fc.Arbitrary<string>> = {
  alt: fc.constantFrom('', '   ', 'a'.repeat(161), 'Festive\u0000drop'),
  link: fc.constantFrom('http://evil.example/', '//evil.example', 'javascript:alert(1)', 'shop', '/a b', `/${'x'.repeat(200)}`),
};

/** Bytes that are not an image the shop takes, each with a type that claims otherwise. */
const notAnImage: fc.Arbitrary<{ label: string; type: string; bytes: Buffer }> = fc.oneof(
  fc.uint8Array({ maxLength: 2000 }).map((bytes) => ({ label: 'random bytes', type: 'image/png', bytes: Buffer.from(bytes) })),
  fc.constantFrom(
    { label: 'empty file', type: 'image/jpeg', bytes: Buffer.alloc(0) },
    { label: 'png signature only', type: 'image/png', bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
    { label: 'jpeg header only', type: 'image/jpeg', bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]) },
    { label: 'gif', type: 'image/gif', bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1') },
    { label: 'html', type: 'text/html', bytes: Buffer.from('<html><script>alert(1)</script></html>') },
    { label: 'broken svg', type: 'image/svg+xml', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect') },
    { label: 'svg with an entity bomb', type: 'image/svg+xml', bytes: Buffer.from('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&d;&d;&d;&d;</text></svg>') },
    { label: 'svg of 10^9 pixels a side', type: 'image/svg+xml', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1000000000" height="1000000000"><rect width="10" height="10"/></svg>') },
  ),
);

/** Multipart that no parser should accept whole. */
function malformedMultipart(valid: { contentType: string; body: Buffer }): fc.Arbitrary<{ label: string; contentType: string; body: Buffer }> {
  return fc.oneof(
    fc.nat({ max: valid.body.length - 1 }).map((cut) => ({ label: 'multipart truncated', contentType: valid.contentType, body: valid.body.subarray(0, cut) })),
    fc.constantFrom(
      { label: 'multipart without boundary', contentType: 'multipart/form-data', body: valid.body },
      { label: 'multipart with another boundary', contentType: 'multipart/form-data; boundary=other', body: valid.body },
      { label: 'multipart boundary too long', contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`, body: valid.body },
      { label: 'multipart of plain text', contentType: valid.contentType, body: Buffer.from('hello, not a form') },
      { label: 'multipart empty', contentType: valid.contentType, body: Buffer.alloc(0) },
      {
        label: 'multipart part without a name',
        contentType: 'multipart/form-data; boundary=q',
        body: Buffer.from('--q\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n--q--\r\n'),
      },
      {
        label: 'multipart header without CRLF',
        contentType: 'multipart/form-data; boundary=q',
        body: Buffer.from('--q\nContent-Disposition: form-data; name="a"\n\nvalue\n--q--\n'),
      },
      {
        label: 'multipart 1000 fields',
        contentType: 'multipart/form-data; boundary=q',
        body: Buffer.from(Array.from({ length: 1000 }, (_, i) => `--q\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`).join('') + '--q--\r\n'),
      },
    ),
  );
}

type FormCase = { label: string; contentType: string; body: Buffer };

function fieldsCase(fields: Record<string, string>, files: Part[], label: string): FormCase {
  return { label, ...encodeForm([...Object.entries(fields).map(([name, value]) => ({ name, value })), ...files]) };
}

interface FormShape {
  fields: Record<string, string>;
  imageField: string;
  breakers: Record<string, fc.Arbitrary<string>>;
}

function shapeOf(operation: Operation): FormShape {
  switch (operation.id) {
    case 'createProduct':
      return { fields: productFields(), imageField: 'variants[0][images][0]', breakers: PRODUCT_BREAKERS };
    case 'staffAddBanner':
      return { fields: { alt: 'Festive drop', link: '/new-arrivals' }, imageField: 'image', breakers: BANNER_BREAKERS };
    case 'uploadDesignImage':
    case 'openDesignPng':
      return { fields: {}, imageField: 'image', breakers: {} };
    default:
      // An upload this file does not know yet: its forms are still broken by their file,
      // which is never a valid image or video, or by being malformed or empty.
      return { fields: {}, imageField: 'file', breakers: {} };
  }
}

const imagePart = (name: string, png: Buffer): Part => ({ name, filename: 'photo.png', type: 'image/png', bytes: png });

/** The form as its screen sends it (for requests whose credentials are the broken part). */
export function validForm(operation: Operation, png: Buffer): { contentType: string; body: Buffer } {
  const shape = shapeOf(operation);
  return fieldsCase(shape.fields, [imagePart(shape.imageField, png)], 'valid');
}

/** Broken forms for a multipart operation. */
export function brokenForm(operation: Operation, png: Buffer): fc.Arbitrary<FormCase> {
  const { fields, imageField, breakers } = shapeOf(operation);
  const known = operation.id === 'createProduct' || operation.id === 'staffAddBanner' || operation.id === 'uploadDesignImage' || operation.id === 'openDesignPng';
  const image = (name: string): Part => imagePart(name, png);
  const valid = fieldsCase(fields, [image(imageField)], 'valid');
  const cases: fc.Arbitrary<FormCase>[] = [
    malformedMultipart(valid),
    notAnImage.map(({ label, type, bytes }) => fieldsCase(fields, [{ name: imageField, filename: 'photo.png', type, bytes }], `file is ${label}`)),
    fc.constant(fieldsCase(fields, [], 'file missing')),
  ];
  if (known) cases.push(fc.constant(fieldsCase(fields, [image(`${imageField}x`)], 'image under another name')));
  if (!known) {
    // Whatever its fields are called, random bytes are no image or video.
    cases.push(
      fc.tuple(fc.constantFrom('file', 'image', 'video', 'mobile', 'desktop', 'front', 'back'), notAnImage).map(([name, bad]) =>
        fieldsCase({}, [{ name, filename: 'upload.bin', type: bad.type, bytes: bad.bytes }], `${name} is ${bad.label}`),
      ),
    );
  }
  const names = Object.keys(breakers);
  if (names.length > 0) {
    cases.push(
      fc.constantFrom(...names).chain((name) =>
        breakers[name]!.map((value) => fieldsCase({ ...fields, [name]: value }, [image(imageField)], `field ${name} = ${JSON.stringify(value).slice(0, 30)}`)),
      ),
    );
    // A banner without a link links to the home page: only its alt is required.
    const required = Object.keys(fields).filter((name) => name in breakers && !(operation.id === 'staffAddBanner' && name === 'link'));
    cases.push(
      fc.constantFrom(...required).map((name) => {
        const { [name]: _gone, ...rest } = fields;
        return fieldsCase(rest, [image(imageField)], `field ${name} missing`);
      }),
    );
  }
  return fc.oneof(...cases);
}
