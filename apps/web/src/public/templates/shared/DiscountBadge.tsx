/**
 * The red "-40%" badge of a discount (hero pictures, prices, quantity packages, upsell offers);
 * nothing without a discount. `className` places, shapes and sizes it.
 */
export function DiscountBadge({ percent, className }: { percent: number; className: string }) {
  if (!(percent > 0)) return null;
  return <span className={`${className} bg-red-600 font-extrabold text-white`}>-{percent}%</span>;
}
