export interface QtyGroup {
  get(): number;
  /** Price of the chosen package. */
  price(): number;
  priceText(): string;
  /** Choose a package; `silent` skips the change callback. */
  set(qty: number, opts?: { focus?: boolean; silent?: boolean }): void;
}

/**
 * A radio group of quantity packages: buttons role=radio with data-qty, data-price, data-price-text
 * (templates/shared/OrderParts QtyOptions). Click or arrow keys choose.
 */
export function setupQtyGroup(group: HTMLElement, onChange: (qty: number, price: number, priceText: string) => void): QtyGroup {
  const options = Array.from(group.querySelectorAll<HTMLElement>('[role="radio"][data-qty]'));
  const qtyOf = (o: HTMLElement) => Number(o.dataset.qty);
  let current = options.find((o) => o.getAttribute('aria-checked') === 'true') ?? options[options.length - 1];

  const set: QtyGroup['set'] = (qty, opts = {}) => {
    const target = options.find((o) => qtyOf(o) === qty) ?? options[options.length - 1];
    if (!target) return;
    current = target;
    for (const o of options) {
      o.setAttribute('aria-checked', String(o === target));
      o.tabIndex = o === target ? 0 : -1;
    }
    if (opts.focus) target.focus();
    if (!opts.silent) onChange(qtyOf(target), Number(target.dataset.price), target.dataset.priceText ?? '');
  };

  for (const o of options) o.addEventListener('click', () => set(qtyOf(o)));
  group.addEventListener('keydown', (e) => {
    const step = e.key === 'ArrowDown' || e.key === 'ArrowRight' ? 1 : e.key === 'ArrowUp' || e.key === 'ArrowLeft' ? -1 : 0;
    if (!step || !current) return;
    e.preventDefault();
    const i = options.indexOf(current);
    set(qtyOf(options[(i + step + options.length) % options.length]), { focus: true });
  });

  return {
    get: () => (current ? qtyOf(current) : 3),
    price: () => Number(current?.dataset.price) || 0,
    priceText: () => current?.dataset.priceText ?? '',
    set,
  };
}
