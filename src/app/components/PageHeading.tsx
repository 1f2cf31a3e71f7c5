import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';

const H1 = styled.h1`
  font-size: clamp(1.5rem, 4vw, 2rem);
  margin: 0 0 1rem;
`;

/**
 * The page's single h1. After a client-side navigation it takes focus so screen-reader and
 * keyboard users start at the new content (the initial location keeps the browser's default).
 */
export function PageHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (location.key !== 'default') ref.current?.focus({ preventScroll: false });
  }, [location.key]);
  return (
    <H1 ref={ref} tabIndex={-1}>
      {children}
    </H1>
  );
}
