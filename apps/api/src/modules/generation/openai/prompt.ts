import { formatMoney, GENERATED_LIMITS } from '@cod/contracts';
import type { WebsiteCopyRequest } from '../copywriter.js';

const MARKET_TEXT = {
  Serbia: 'Srbija (dostava na teritoriji cele Srbije)',
  Bosnia: 'Bosna i Hercegovina (dostava širom BiH)',
  Montenegro: 'Crna Gora (dostava širom Crne Gore)',
} as const;

export const SYSTEM_PROMPT = [
  'Ti si iskusan copywriter za direktnu prodaju na Balkanu (prodaja jednog proizvoda, plaćanje pouzećem).',
  'Pišeš isključivo na srpskom jeziku, latinicom, sa pravilnim č, ć, š, ž, đ. Bez engleskih reči, osim imena proizvoda i brenda.',
  'Ton: topao, ubedljiv, konkretan; koristi, društveni dokaz i hitnost, bez izmišljenih medicinskih tvrdnji.',
  'Ime proizvoda koristi samo u nominativu (kao subjekat ili samostalno), nikada iza predloga.',
  `Tačno ${GENERATED_LIMITS.bullets} bullet-a, ${GENERATED_LIMITS.faq} pitanja u FAQ, ${GENERATED_LIMITS.keywords} ključnih reči;`,
  `seoTitle najviše ${GENERATED_LIMITS.seoTitle} znakova, seoDescription najviše ${GENERATED_LIMITS.seoDescription} znakova.`,
  'Odgovori samo JSON objektom po zadatoj šemi.',
].join(' ');

/** The user message: the facts of the product, the market and the seller's brief. */
export function userPrompt(req: WebsiteCopyRequest, category: string): string {
  const { product, market } = req;
  const lines = [
    `Proizvod: ${product.name}`,
    product.brand ? `Brend: ${product.brand}` : '',
    `Kategorija: ${category}`,
    `Tržište: ${MARKET_TEXT[market.id]}; valuta ${market.currencySymbol}`,
    `Cena: ${formatMoney(req.price, market.currency)} ${market.currencySymbol}` +
      (req.originalPrice ? ` (stara cena ${formatMoney(req.originalPrice, market.currency)} ${market.currencySymbol})` : ''),
    `Šablon stranice: ${req.templateName}`,
    product.description ? `Opis sa stranice proizvoda (može biti na drugom jeziku, prevedi smisao):\n${product.description.slice(0, 2000)}` : '',
    product.features.length ? `Karakteristike sa stranice:\n- ${product.features.slice(0, 12).join('\n- ')}` : '',
  ];
  const b = req.brief;
  if (b) {
    lines.push(
      b.targetAudience ? `Ciljna grupa: ${b.targetAudience}` : '',
      b.keyBenefits ? `Ključne prednosti: ${b.keyBenefits}` : '',
      b.uniqueCharacteristics ? `Jedinstvene osobine: ${b.uniqueCharacteristics}` : '',
      b.competitiveAdvantage ? `Prednost nad konkurencijom: ${b.competitiveAdvantage}` : '',
      b.customerProblems ? `Problemi kupaca: ${b.customerProblems}` : '',
    );
  }
  return lines.filter(Boolean).join('\n');
}
