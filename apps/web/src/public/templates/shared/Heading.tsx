import type { ReactNode } from 'react';
import type { Look } from './look.js';

/** A centred section heading with the variant's accent bar. */
export function Heading({ look, children, sub, id }: { look: Look; children: ReactNode; sub?: ReactNode; id?: string }) {
  return (
    <div className="mb-8 text-center">
      <h2 id={id} className="text-2xl font-extrabold leading-tight text-ink sm:text-3xl">
        {children}
      </h2>
      <div className={look.bar} aria-hidden="true" />
      {sub ? <p className="mx-auto mt-4 max-w-2xl text-gray-600">{sub}</p> : null}
    </div>
  );
}
