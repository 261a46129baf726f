/**
 * Claims generated copy never makes: the shop's terms (delivery
 * time and cost, free shipping, returns, guarantees) and identity come from the seller's shop profile,
 * which the page renders itself; counts of buyers, viewers, stock, ratings and 'verified' purchases
 * come only from real data. Serbian consumer law forbids fake reviews and misleading urgency.
 * Each rule reads Serbian (ekavian and ijekavian) and the English a model might slip in.
 */

/** Numbers as words, as copy writes small counts ('za dva dana', 'pet zvezdica'). */
const COUNT = String.raw`(?:\d+(?:[.,]\d+)?(?:\s?[–-]\s?\d+)?|jedan|jednog|jedne|jednu|dva|dve|dvije|tri|četiri|pet|šest|sedam|osam|devet|deset|petnaest|trideset|četrnaest|nekoliko|par)`;
const NEVER = /(?!)/u;

/** A claim and what the product must mention for it to fit (the shape of claims.ts's rules). */
export interface ShopClaimRule {
  id: string;
  claim: RegExp;
  fits: RegExp;
}

export const SHOP_CLAIM_RULES: readonly ShopClaimRule[] = [
  {
    id: 'delivery-time',
    claim: new RegExp(
      String.raw`(?:dostav|isporu[čk]|stiž|stig(?:ao|la|lo|ne|nu)|paket|pošiljk|šaljemo|kurir|kreće na put)[^.!?\n]{0,50}?\b(?:za|u roku od|u roku|do|već)\s+${COUNT}\s*(?:radn\p{L}*\s+)?(?:dan|dana|sat|sata|sati|časova|h)\b` +
        String.raw`|\b${COUNT}\s*(?:radn\p{L}*\s+)?(?:dan|dana|sat|sata|sati)\s+(?:dostav|isporuk)` +
        String.raw`|\bbrz\p{L}*\s+(?:dostav|isporuk)|\bekspresn\p{L}*\s+dostav|stiže (?:brzo|odmah)|brzo stiže|kreće na put već danas|šaljemo (?:odmah|isti dan|istog dana)` +
        String.raw`|delivery (?:in|within)|fast (?:delivery|shipping)|ships? (?:in|within|today)`,
      'iu',
    ),
    fits: NEVER,
  },
  {
    id: 'free-shipping',
    claim: /besplatn\p{L}*\s+(?:dostav|isporuk|slanj|poštarin)|dostava (?:je )?besplatn|bez (?:troškova|troška|cene|plaćanja) (?:dostave|poštarine)|bez dodatne (?:dostave|poštarine)|bez poštarine|free (?:shipping|delivery)/iu,
    fits: NEVER,
  },
  {
    id: 'guarantee',
    // A satisfaction or money-back promise is a return term; a guarantee with a duration is the shop's
    // (a manufacturer's warranty stated on the product page is a fact and stays: see honest-content.ts).
    claim: new RegExp(
      String.raw`garancij\p{L}* zadovoljstva|zadovoljstvo (?:je )?zagarantovano|zadovoljstvo ili povra|povraćaj\p{L}* novca|povrat novca|vraćamo (?:vam )?novac|novac nazad|money[- ]back` +
        String.raw`|(?:garancij|jamstv|warrant|guarantee)\p{L}*[^.!?\n]{0,30}?\b${COUNT}\s*(?:dan|dana|mesec\p{L}*|mjesec\p{L}*|godin\p{L}*|days?|months?|years?)\b` +
        String.raw`|\b${COUNT}\s*(?:dan|dana|mesec\p{L}*|mjesec\p{L}*|godin\p{L}*|days?|months?|years?)\s+(?:garancij|jamstv|warrant|guarantee|za povra|za zamen|za vraćanje)` +
        String.raw`|(?:u roku od|imate)\s+${COUNT}\s*dana\s+(?:da|za)\s`,
      'iu',
    ),
    fits: NEVER,
  },
  {
    id: 'customers',
    claim: new RegExp(
      String.raw`\d[\d.]*\+?\s*(?:zadovoljn\p{L}*\s+)?(?:kupac|kupca|kupaca|korisnik\p{L}*|porudžbin\p{L}*|narudžbin\p{L}*|prodat\p{L}*|vozač\p{L}*|žen\p{L}*|ljudi|customers?|orders?|sold)` +
        String.raw`|(?:hiljad|stotin|desetin)\p{L}*\s+(?:\p{L}+\s+)?(?:kupac|kupaca|korisnik|vozač|ljudi|porudžbin|narudžbin|žena|muškaraca|porodic|domaćinstav|zadovoljn)` +
        String.raw`|zadovoljnih kupaca|izbor hiljada|veruju hiljade|vjeruju hiljade|\bporučio je\b[^.]{0,30}u poslednj|u poslednja 24|thousands of|happy customers` +
        // What buyers supposedly do or say: the page shows real reviews, it does not speak for buyers.
        String.raw`|(?:većina|mnogi|mnoge)\s+(?:kupaca|kupci|kupce)|kupci (?:ga|mu|je|ih|iznova|kažu|ističu|hvale|preporučuju|poklanjaju|obožavaju|biraju)|preporuka (?:hiljada|komšij|vozača|kupaca|prijateljic)|od usta do usta|proveren\p{L}* ocen|ocene koje|mnogi ga poručuju|mnogi poručuju`,
      'iu',
    ),
    fits: NEVER,
  },
  {
    id: 'viewers',
    claim: /\d+\s*osob\p{L}*\s+(?:gleda|trenutno)|trenutno gleda|gledaju ovu ponudu|people (?:are )?viewing/iu,
    fits: NEVER,
  },
  {
    id: 'rating',
    claim: /\d(?:[.,]\d)?\s*(?:\/|od)\s*5\b|prosečn\p{L}* ocj?en|prosječn\p{L}* ocj?en|ocj?en\p{L}*\s+(?:kupaca\s+)?(?:je\s+)?\d|\d\s*zvezdic|\d\s*zvjezdic|pet zvezdic|pet zvjezdic|\bstars? rating|rated \d/iu,
    fits: NEVER,
  },
  {
    id: 'verified',
    // Generated reviews and stories are examples: nothing generated may pass itself off as a real buyer's.
    claim: /verifikovan|verificiran|provereni kupac|provjereni kupac|provereni kupci|provjereni kupci|verified|lična iskustva kupaca|lična iskustva naših kupaca|stvarn\p{L}* (?:kupc|kupac|iskustv)|real (?:customers|reviews)/iu,
    fits: NEVER,
  },
  {
    id: 'bestseller',
    claim: /najprodavanij|bestseler|best[- ]?seller|broj 1 u|broj jedan u|#1\b|najpopularnij|hit prodaje|omiljen\p{L}* (?:među|u) (?:kupcima|vozačima|domaćinstvima)/iu,
    fits: NEVER,
  },
  {
    id: 'stock',
    claim: new RegExp(
      String.raw`na stanju (?:je )?(?:još|samo)|zalih\p{L}*\s+(?:su\s+|se\s+)?(?:ograničen|brzo|nestaj|prazn|po akcijskoj)|ograničen\p{L}*\s+(?:količin|zalih)|(?:još\s+(?:samo|svega)|ostal\p{L}*\s+(?:je\s+)?(?:još\s+)?(?:samo\s+)?)\s*${COUNT}\s+(?:komad|primer)|poslednj\p{L}*\s+(?:komad|primer)` +
        String.raw`|dok traju zalihe|dok ima zaliha|brzo nestaj|rasprodaj|limited stock|only \d+ left`,
      'iu',
    ),
    fits: NEVER,
  },
  {
    id: 'deadline',
    claim: /samo (?:još )?danas|još samo danas|do ponoći|važi samo do|akcija (?:traje još|ističe|se završava)|ponuda (?:traje ograničeno|ističe)|ograničeno vreme|ograničeno vrijeme|ne traje dugo|poslednja prilika|today only|ends (?:today|tonight|soon)/iu,
    fits: NEVER,
  },
  {
    id: 'shop-process',
    // How the seller works (quality checks before sending, calls, support) is the seller's to say.
    claim: /proverava (?:se )?pre slanja|provjerava (?:se )?prije slanja|proveren\p{L}* pre slanja|provjeren\p{L}* prije slanja|prolazi (?:kontrolu|proveru)|testirano pre slanja|kontrol\p{L}* kvaliteta|pre slanja (?:vas )?(?:zovemo|kontaktiramo)|zovemo radi potvrde|kontaktira radi potvrde|naš tim vas|naša podrška|podrška vam|sve rešavamo|bez suvišnih pitanja/iu,
    fits: NEVER,
  },
];

/**
 * A warranty the product's own page states ('Garancija 2 godine', '2 year warranty'): a fact of the
 * product, kept where its figure is the page's; a satisfaction or money-back promise never is.
 */
export const WARRANTY_FACT =
  /^(?!.*(?:zadovoljstv|povraćaj|povrat novca|vraćamo|money)).*(?:(?:garancij|jamstv|warrant)\p{L}*[^.!?\n]{0,20}?\d+\s*(?:godin|mesec|mjesec|year|month)|\d+\s*(?:godin\p{L}*|mesec\p{L}*|mjesec\p{L}*|years?|months?)\s+(?:garancij|jamstv|warrant))/iu;

/** The first shop claim in a text, or undefined. */
export function shopClaim(text: string): string | undefined {
  for (const rule of SHOP_CLAIM_RULES) {
    const hit = rule.claim.exec(text);
    if (hit) return hit[0];
  }
  return undefined;
}
