import type { ReactNode } from 'react';

/** One term and its value in a description list, grouped so the pair can be laid out as one item. */
export function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
