/** Card brands by their number's prefix (IIN) and length; the order matters where prefixes overlap. */
interface CardBrand {
  name: string;
  prefix: RegExp;
  lengths: readonly number[];
  cvcLength: number;
}

const brands: readonly CardBrand[] = [
  { name: 'American Express', prefix: /^3[47]/, lengths: [15], cvcLength: 4 },
  { name: 'Visa', prefix: /^4/, lengths: [13, 16, 19], cvcLength: 3 },
  {
    name: 'Mastercard',
    prefix: /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/,
    lengths: [16],
    cvcLength: 3,
  },
  { name: 'Discover', prefix: /^(6011|65|64[4-9])/, lengths: [16, 19], cvcLength: 3 },
  { name: 'JCB', prefix: /^35(2[89]|[3-8]\d)/, lengths: [16, 17, 18, 19], cvcLength: 3 },
  { name: 'Diners Club', prefix: /^(36|30[0-5]|38|39)/, lengths: [14, 15, 16, 17, 18, 19], cvcLength: 3 },
  { name: 'Maestro', prefix: /^(50|5[6-8]|6304|6390|67)/, lengths: [12, 13, 14, 15, 16, 17, 18, 19], cvcLength: 3 },
];

/** The brand of a card number (digits only), or null when no brand we take has that prefix and length. */
export function cardBrandOf(digits: string): { name: string; cvcLength: number } | null {
  const brand = brands.find((b) => b.prefix.test(digits) && b.lengths.includes(digits.length));
  return brand ? { name: brand.name, cvcLength: brand.cvcLength } : null;
}
