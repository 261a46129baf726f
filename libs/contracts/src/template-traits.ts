/**
 * The page templates (spec 001 §2.2) and what each one has: the one place a template's stored name is
 * written. Every rule that depends on the template (the renderer, the editor's tabs, the offers and the
 * order form, the template's own sections) asks these traits instead of comparing names, so a template
 * is added or renamed here and nowhere else.
 */

/** The editor's tabs (spec 001 §2.5), in the order they show. */
export const EDITOR_TABS = ['content', 'images', 'colors', 'pricing', 'advertorial', 'trackify', 'domain'] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

/** Which page component draws the template; the web app maps each key to its component in one record. */
export type TemplateRenderer = 'default' | 'sales' | 'advertorial';

/** Where a visitor orders: a popup the page's buttons open, or a form in the page itself. */
export type OrderFormKind = 'popup' | 'embedded';

export interface TemplateTraits {
  /** The name stored in `websites.template_name` and carried by every call (`templateName`). */
  readonly name: string;
  readonly renderer: TemplateRenderer;
  /** The editor's tabs for this template, in order. */
  readonly editorTabs: readonly EditorTab[];
  readonly offers: {
    /** The page shows the 1/2/3-piece offers the editor's quantity options write (spec 001 §7). */
    readonly quantityOffers: boolean;
    readonly orderForm: OrderFormKind;
  };
  readonly sections: {
    /** The top banner 'EU KVALITET | 60% POPUST' (its quality claim is the seller's to switch). */
    readonly salesBanner: boolean;
    /** The story page's own texts (`advertorialStory`, the advice box, review visibility). */
    readonly advertorialStory: boolean;
  };
}

/** Every template's tabs but the story page's own one. */
const COMMON_TABS = ['content', 'images', 'colors', 'pricing', 'trackify', 'domain'] as const satisfies readonly EditorTab[];

/** Every template by its renderer key. */
export const TEMPLATE_TRAITS = {
  default: {
    name: 'Minimalistic',
    renderer: 'default',
    editorTabs: COMMON_TABS,
    offers: { quantityOffers: false, orderForm: 'popup' },
    sections: { salesBanner: false, advertorialStory: false },
  },
  sales: {
    name: 'Sales Template',
    renderer: 'sales',
    editorTabs: COMMON_TABS,
    offers: { quantityOffers: true, orderForm: 'popup' },
    sections: { salesBanner: true, advertorialStory: false },
  },
  advertorial: {
    name: 'Advertorial Template',
    renderer: 'advertorial',
    editorTabs: EDITOR_TABS,
    offers: { quantityOffers: true, orderForm: 'embedded' },
    sections: { salesBanner: false, advertorialStory: true },
  },
} as const satisfies { [R in TemplateRenderer]: TemplateTraits & { renderer: R } };

/** The stored names, in the order the builder offers them. */
export const TEMPLATES = [TEMPLATE_TRAITS.default.name, TEMPLATE_TRAITS.sales.name, TEMPLATE_TRAITS.advertorial.name] as const;
export type TemplateName = (typeof TEMPLATES)[number];
export const DEFAULT_TEMPLATE: TemplateName = TEMPLATE_TRAITS.default.name;

/** The traits of a stored template name; a missing or unknown name is drawn as the default long page. */
export function templateTraits(name: string | null | undefined): TemplateTraits {
  // Nothing is computed when the module loads, so a bundle that does not call this leaves the table out.
  for (const traits of Object.values(TEMPLATE_TRAITS)) if (traits.name === name) return traits;
  return TEMPLATE_TRAITS.default;
}
