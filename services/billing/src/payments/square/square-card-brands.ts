/** Square's card_brand values as billing shows brands ('Visa', 'Mastercard'); others as Square spells them, in words. */
const names: Readonly<Record<string, string>> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMERICAN_EXPRESS: 'American Express',
  DISCOVER: 'Discover',
  DISCOVER_DINERS: 'Diners Club',
  JCB: 'JCB',
  CHINA_UNIONPAY: 'China UnionPay',
  INTERAC: 'Interac',
  EFTPOS: 'eftpos',
  SQUARE_GIFT_CARD: 'Square Gift Card',
};

export function brandOfSquareCard(cardBrand: string | undefined): string | null {
  if (!cardBrand || cardBrand === 'OTHER_BRAND') return null;
  return (
    names[cardBrand] ??
    cardBrand
      .toLowerCase()
      .split('_')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}
