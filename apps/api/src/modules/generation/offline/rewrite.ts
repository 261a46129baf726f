/**
 * 'Prepiši' in the editor: a fresh variant of one field of a saved site (title, hook, 5 bullets or
 * 3 FAQ items), written from the site's facts with another seed than the site's own copy. Tries a few
 * seeds until the variant differs from the field's current value.
 */
import { FIELD_LIMITS, sameFieldValue } from '../content-limits.js';
import type { FieldVariant, RewriteFieldRequest, SiteFacts } from '../copywriter.js';
import { CATEGORY_BANKS } from './banks/index.js';
import { buildContext, type CopyContext } from './context.js';
import { cutAtWord, lowerFirst, polish } from './text.js';
import { writeBullets, writeFaq, writeHook } from './website.js';

const ATTEMPTS = 12;

/** Every tagline and claim a title variant may carry, folded: what strips a former variant back to the name. */
const DECORATIONS = new Set(
  Object.values(CATEGORY_BANKS).flatMap((b) => [...b.taglines, ...b.hookClaims]).map((t) => t.toLowerCase()),
);

/**
 * The product's name inside a title: a title variant written here before ('Name – tagline',
 * 'Claim – Name', 'Name: claim') gives its name back; any other title is the name itself.
 */
export function productNameOf(title: string): string {
  const t = title.replace(/\s+/g, ' ').trim();
  for (const sep of [' – ', ': ']) {
    for (let at = t.indexOf(sep); at > 0; at = t.indexOf(sep, at + 1)) {
      const head = t.slice(0, at).trim();
      const tail = t.slice(at + sep.length).trim();
      if (head && DECORATIONS.has(tail.toLowerCase())) return head;
      if (tail && DECORATIONS.has(head.toLowerCase())) return tail;
    }
  }
  return t;
}

/** The '• …' lines of a long description: the facts list the copywriter wrote there. */
function factLinesOf(longDescription: string | undefined): string[] {
  return (longDescription ?? '')
    .split('\n')
    .filter((l) => l.startsWith('• '))
    .map((l) => l.slice(2).trim())
    .filter(Boolean)
    .slice(0, 10);
}

function contextFor(site: SiteFacts, variant: string): CopyContext {
  return buildContext({
    product: {
      name: productNameOf(site.title) || site.shortName,
      description: site.longDescription?.slice(0, 4000),
      // The product's facts as the long description lists them ('• 8 masažnih glava'): a rewrite keeps them.
      features: factLinesOf(site.longDescription),
      category: site.category,
    },
    price: site.price,
    originalPrice: site.originalPrice,
    market: site.market,
    templateName: site.templateName,
    variant,
  });
}

/** A headline: the name with one of the category's taglines or claims, the name always in the nominative. */
function writeTitle(c: CopyContext): string {
  const r = c.rng('title');
  const label = c.name.length <= 70 ? c.name : c.short;
  const forms = [() => `${label} – ${r.pick(c.bank.taglines)}`, () => `${r.pick(c.bank.hookClaims)} – ${label}`];
  if (c.nameLeads || label !== c.name) forms.push(() => `${label}: ${lowerFirst(r.pick(c.bank.hookClaims))}`);
  return cutAtWord(r.pick(forms)(), FIELD_LIMITS.title);
}

function writeField(field: FieldVariant['field'], c: CopyContext): FieldVariant {
  switch (field) {
    case 'title':
      return { field, value: polish(writeTitle(c)) };
    case 'hook':
      return { field, value: polish(writeHook(c)) };
    case 'bullets':
      return { field, value: writeBullets(c).map(polish) };
    case 'faq':
      return { field, value: writeFaq(c).map((f) => ({ q: polish(f.q), a: polish(f.a) })) };
  }
}

const currentValue = (request: RewriteFieldRequest): unknown => request.site[request.field];

/** The offline variant of `request.field`: deterministic per `request.variant`, different from the current value when it can be. */
export function rewriteFieldOffline(request: RewriteFieldRequest): FieldVariant {
  const seed = request.variant ?? 'prepisi';
  const current = currentValue(request);
  let candidate = writeField(request.field, contextFor(request.site, seed));
  for (let i = 1; i < ATTEMPTS && sameFieldValue(candidate.value, current); i++) {
    candidate = writeField(request.field, contextFor(request.site, `${seed}.${i}`));
  }
  return candidate;
}
