import type { UpsellAcceptedPageModel } from '@cod/contracts';
import { Icon } from '../../templates/shared/icons.js';
import { deliveryText, HomeButtonRow, NextSteps, pageTerms, SellerCard, Shell, THANK_YOU_TEXTS, type Step } from './common.js';
import type { TermsView } from '../../templates/shared/terms.js';

/** Celebration length (spec 001 §9: 5 s). CSS only. */
export const CELEBRATION_SECONDS = 5;

/** What follows (spec 001 §2.4 names 1-3 days and a courier's call within 24 h: only the seller's terms say how long). */
export function upsellAcceptedSteps(terms: TermsView): Step[] {
  return [
    { title: 'Spajamo porudžbine', text: 'Dodatni proizvod je pridružen vašoj porudžbini i pakuje se zajedno sa njom.' },
    { title: deliveryText(terms) ?? 'Slanje paketa', text: 'Paket stiže na vašu adresu, sa jednom dostavom za oba proizvoda.' },
    { title: 'Preuzimanje', text: 'Kurir donosi paket, a plaćate pouzećem prilikom preuzimanja.' },
  ];
}

const CONFETTI_COLORS = ['#f59e0b', '#ef4444', '#10b981', '#3b82f6', '#a855f7', '#ec4899'];
const CONFETTI = Array.from({ length: 28 }, (_, i) => ({
  left: (i * 37) % 100,
  delay: ((i * 7) % 10) / 10,
  color: CONFETTI_COLORS[i % CONFETTI_COLORS.length],
  round: i % 3 === 0,
}));

/** Static CSS of the 5 s celebration (a constant: no data ever reaches it). */
const CELEBRATION_CSS = `
@keyframes cod-confetti{0%{transform:translate3d(0,-10vh,0) rotate(0);opacity:1}85%{opacity:1}100%{transform:translate3d(0,105vh,0) rotate(720deg);opacity:0}}
@keyframes cod-pop{0%{transform:scale(.3);opacity:0}50%{transform:scale(1.15);opacity:1}70%{transform:scale(.95)}100%{transform:scale(1)}}
@keyframes cod-glow{0%,100%{box-shadow:0 0 0 0 rgba(16,185,129,.55)}50%{box-shadow:0 0 0 22px rgba(16,185,129,0)}}
.cod-confetti{position:fixed;inset:0;pointer-events:none;overflow:hidden;z-index:40}
.cod-confetti i{position:absolute;top:0;width:10px;height:16px;opacity:0;animation:cod-confetti 3.8s cubic-bezier(.3,.6,.6,1) forwards}
.cod-pop{animation:cod-pop .9s ease-out both}
.cod-glow{animation:cod-glow 1.25s ease-in-out 4}
@media (prefers-reduced-motion:reduce){.cod-confetti{display:none}.cod-pop,.cod-glow{animation:none}}
`;

/** /hvala-upsell?order=: the extra product joined the order. */
export function UpsellAcceptedPage({ model }: { model: UpsellAcceptedPageModel }) {
  const market = model.market ?? 'Serbia';
  const terms = pageTerms(model.shop, market);
  return (
    <Shell>
      <style dangerouslySetInnerHTML={{ __html: CELEBRATION_CSS }} />
      <div className="cod-confetti" aria-hidden="true" data-testid="celebration">
        {CONFETTI.map((c, i) => (
          <i
            key={i}
            style={{
              left: `${c.left}%`,
              background: c.color,
              borderRadius: c.round ? '9999px' : '2px',
              animationDelay: `${c.delay}s`,
            }}
          />
        ))}
      </div>

      <section className="cod-pop rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-black/5 sm:p-8">
        <div className="cod-glow mx-auto flex h-20 w-20 items-center justify-center rounded-full bg-gradient-to-br from-green-500 to-emerald-600 text-white">
          <Icon name="sparkles" className="h-10 w-10" />
        </div>
        <h1 className="mt-4 text-2xl font-extrabold leading-tight sm:text-3xl">Čestitamo! Proizvod je dodat u vašu porudžbinu</h1>
        {model.orderId ? (
          <p className="mt-3 inline-block rounded-full bg-green-50 px-4 py-1.5 text-sm font-semibold text-green-800" data-testid="order-number">
            {`${THANK_YOU_TEXTS.orderNumber}: `}
            <span className="font-bold [overflow-wrap:anywhere]">#{model.orderId}</span>
          </p>
        ) : null}
        <p className="mt-4 rounded-xl bg-green-50 p-4 text-green-900">
          <strong>Dodatni proizvod stiže zajedno sa vašom originalnom porudžbinom</strong> — u istom paketu, sa jednom dostavom.
        </p>
      </section>

      <NextSteps steps={upsellAcceptedSteps(terms)} />

      <SellerCard shop={model.shop} terms={terms} market={market} />

      <HomeButtonRow href={model.homeUrl} />
    </Shell>
  );
}
